/**
 * npm run bench:scripts: how much script each public page makes a browser download, as the production build serves
 * it (the build's brotli copies, server/precompressed.ts), and the stylesheet inlined in its HTML. Starts the
 * production build on a scratch data folder, opens every public page the sitemap lists and one insight in Chromium,
 * each in a context of its own, and measures them as tests/support/page-weight.ts does (the same measurement the
 * browser tests hold every page to, ADR 047): every script the page fetches until the network is quiet, counted in
 * bytes as they come over the wire with `Accept-Encoding: br, gzip` (body only, no headers). Prints each page's
 * script count and KB (1 KB = 1,024 bytes) and its inlined stylesheet's KB, the largest, and any page over a budget
 * (SCRIPT_BUDGET_KB, 125 unless set; the stylesheet's 100 KB; the exit code is then 1). Pass paths as arguments to
 * measure only those; LIST_SCRIPTS=1 names each page's scripts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { findChromium } from "../support/chromium";
import {
  KB,
  SCRIPT_BUDGET_BYTES,
  anInsightPath,
  kb,
  measurePage,
  overBudget,
  publicPagePaths,
} from "../support/page-weight";
import { ensureBuilt, startServer, waitHealthy } from "../support/server-process";

const PORT = Number(process.env.BENCH_PORT ?? 4323);
const scriptBudget = process.env.SCRIPT_BUDGET_KB ? Number(process.env.SCRIPT_BUDGET_KB) * KB : SCRIPT_BUDGET_BYTES;
const base = `http://127.0.0.1:${PORT}`;

ensureBuilt();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kestrel-page-scripts-"));
const server = startServer({
  PORT: String(PORT),
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  PUBLIC_URL: base,
  LOG_LEVEL: "error",
});
const browser = await chromium.launch({ executablePath: findChromium(), args: ["--no-sandbox", "--disable-gpu"] });

type Row = { path: string; scripts: number; KB: number; "style KB": number; over?: string };
const rows: Row[] = [];
const problems: string[] = [];
try {
  await waitHealthy(PORT, server);
  const paths =
    process.argv.slice(2).length > 0 ? process.argv.slice(2) : [...publicPagePaths, await anInsightPath(base)];
  for (const pathname of paths) {
    // A fresh context a page, so nothing comes from the cache of an earlier one.
    const context = await browser.newContext();
    const weight = await measurePage(await context.newPage(), base, pathname);
    await context.close();
    const over = overBudget(weight, { scriptBudget });
    problems.push(...over);
    rows.push({
      path: pathname,
      scripts: weight.scripts.length,
      KB: Number(kb(weight.scriptBytes)),
      "style KB": Number(kb(weight.stylesheetBytes)),
      ...(over.length > 0 ? { over: "yes" } : {}),
    });
    if (process.env.LIST_SCRIPTS) {
      console.log(pathname);
      for (const { url, bytes, encoding } of weight.scripts) {
        console.log(`  ${kb(bytes).padStart(6)} KB ${encoding.padEnd(8)} ${new URL(url).pathname}`);
      }
    }
  }
  console.log(
    `\nScript each page downloads (production build, as served with Accept-Encoding: br, gzip), ${rows.length} pages`,
  );
  console.table(rows);
  const largest = rows.reduce((a, b) => (b.KB > a.KB ? b : a));
  const smallest = rows.reduce((a, b) => (b.KB < a.KB ? b : a));
  console.log(
    `${smallest.KB} to ${largest.KB} KB; the most: ${largest.path} (${largest.KB} KB). Budget ${kb(scriptBudget)} KB.`,
  );
  if (problems.length > 0) {
    for (const problem of problems) console.log(problem);
    console.log(`${rows.filter((row) => row.over).length} page(s) over a budget.`);
    process.exitCode = 1;
  } else console.log("Every page is within the budgets.");
} finally {
  await browser.close();
  server.child.kill("SIGTERM");
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
