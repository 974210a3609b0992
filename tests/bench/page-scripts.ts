/**
 * npm run bench:scripts: how much script each public page makes a browser download, as the production build serves
 * it (the build's brotli copies, server/precompressed.ts). Starts the production build on a scratch data folder,
 * opens every public page the sitemap lists and one insight in Chromium, and notes every script the page fetches
 * until the network is quiet: the module script and module preloads in its HTML and the chunks it imports as it
 * hydrates (a behaviour section's own chunk, ADR 009). Each script is then fetched once more with
 * `Accept-Encoding: br, gzip` and its bytes counted as they come over the wire (body only, no headers). Prints each
 * page's script count and KB (1 KB = 1,024 bytes), the largest, and any page over the budget (SCRIPT_BUDGET_KB, 125
 * unless set; the exit code is then 1). Pass paths as arguments to measure only those; LIST_SCRIPTS=1 names each
 * page's scripts.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { publicPages } from "~/content/public-pages";
import { findChromium } from "../support/chromium";
import { ensureBuilt, startServer, waitHealthy } from "../support/server-process";

const PORT = Number(process.env.BENCH_PORT ?? 4323);
const BUDGET_KB = Number(process.env.SCRIPT_BUDGET_KB ?? 125);
const base = `http://127.0.0.1:${PORT}`;

/** The bytes of one response body as they come over the wire, without decoding them. */
function wireBytes(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "br, gzip" } }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () => resolve({ bytes, encoding: String(response.headers["content-encoding"] ?? "identity") }));
      })
      .on("error", reject);
  });
}

async function aPostPath(): Promise<string> {
  const { posts } = (await (await fetch(`${base}/api/insights/latest`)).json()) as { posts: { slug: string }[] };
  if (!posts.length) throw new Error("no published insight to measure");
  return `/insights/${posts[0].slug}`;
}

ensureBuilt();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kestrel-page-scripts-"));
const server = startServer({ PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: "", PUBLIC_URL: base, LOG_LEVEL: "error" });
const browser = await chromium.launch({ executablePath: findChromium(), args: ["--no-sandbox", "--disable-gpu"] });

type Row = { path: string; scripts: number; KB: number; over?: string };
const rows: Row[] = [];
try {
  await waitHealthy(PORT, server);
  const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : [...publicPages.map((page) => page.path), await aPostPath()];
  const sizes = new Map<string, { bytes: number; encoding: string }>();
  for (const pathname of paths) {
    // A fresh context a page, so nothing comes from the cache of an earlier one.
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script" && request.url().startsWith(base)) scripts.add(request.url());
    });
    const response = await page.goto(`${base}${pathname}`, { waitUntil: "networkidle" });
    if (!response?.ok()) throw new Error(`${pathname} answered ${response?.status()}`);
    // Every external script and module preload the HTML names is counted, whether or not the browser asked for it yet.
    const named = await page.$$eval('script[src], link[rel="modulepreload"]', (elements) =>
      elements.map((element) => (element as HTMLScriptElement).src || (element as HTMLLinkElement).href),
    );
    for (const url of named) if (url.startsWith(base)) scripts.add(url);
    await context.close();
    let bytes = 0;
    for (const url of scripts) {
      if (!sizes.has(url)) sizes.set(url, await wireBytes(url));
      bytes += sizes.get(url)!.bytes;
    }
    const KB = +(bytes / 1024).toFixed(1);
    rows.push({ path: pathname, scripts: scripts.size, KB, ...(KB > BUDGET_KB ? { over: `> ${BUDGET_KB}` } : {}) });
    if (process.env.LIST_SCRIPTS) {
      console.log(pathname);
      for (const url of [...scripts].sort()) {
        const { bytes: size, encoding } = sizes.get(url)!;
        console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB ${encoding.padEnd(8)} ${new URL(url).pathname}`);
      }
    }
  }
  console.log(`\nScript each page downloads (production build, as served with Accept-Encoding: br, gzip), ${rows.length} pages`);
  console.table(rows);
  const largest = rows.reduce((a, b) => (b.KB > a.KB ? b : a));
  const smallest = rows.reduce((a, b) => (b.KB < a.KB ? b : a));
  console.log(`${smallest.KB} to ${largest.KB} KB; the most: ${largest.path} (${largest.KB} KB). Budget ${BUDGET_KB} KB.`);
  const over = rows.filter((row) => row.over);
  if (over.length > 0) {
    console.log(`${over.length} page(s) over the budget.`);
    process.exitCode = 1;
  } else console.log("Every page is within the budget.");
} finally {
  await browser.close();
  server.child.kill("SIGTERM");
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
