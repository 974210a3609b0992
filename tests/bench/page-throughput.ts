/**
 * npm run bench:pages: the anonymous pages' throughput against their ceiling.
 * Starts the production build (on a scratch PGlite folder, or DATABASE_URL),
 * takes the bytes it sends for each page to a browser (Accept-Encoding:
 * br, gzip), and measures, in one run, the app and a bare Node http server
 * replaying those very bytes (tests/bench/bare-server.ts), with the same
 * connections and duration. Prints req/s, latency and the ratio of each
 * page, then the server's resident memory. Numbers, not pass/fail.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { ensureBuilt, startServer, stopServers, waitHealthy } from "../support/server-process";

const PORT = Number(process.env.BENCH_PORT ?? 4320);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 4321);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ACCEPT = { "accept-encoding": "br, gzip" };
/** Response headers the bare server sends as the app did (the rest would only cost it bytes the app also sends). */
const KEPT_HEADERS = ["content-type", "content-encoding", "cache-control", "vary", "content-security-policy", "x-content-type-options", "referrer-policy"];

type Row = { page: string; app: number; bare: number; ratio: string; "app p50 ms": number; "app p99 ms": number; "bare p99 ms": number; "app non-2xx": number };

const base = `http://127.0.0.1:${PORT}`;

async function aPostPath(): Promise<string> {
  const { posts } = (await (await fetch(`${base}/api/insights/latest`)).json()) as { posts: { slug: string }[] };
  if (!posts.length) throw new Error("no published insight to measure");
  return `/insights/${posts[0].slug}`;
}

/** The status, the headers worth replaying and the body of one page as they come over the wire to a browser. */
function capture(pathname: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${pathname}`, { headers: ACCEPT }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const headers: Record<string, string> = {};
          for (const name of KEPT_HEADERS) {
            const value = response.headers[name];
            if (typeof value === "string") headers[name] = value;
          }
          resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString("base64") });
        });
      })
      .on("error", reject);
  });
}

function startBare(file: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/bench/bare-server.ts", file, String(BARE_PORT)], { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    child.stdout!.once("data", () => resolve(child));
    child.once("exit", (code) => reject(new Error(`the bare server exited (${code})`)));
  });
}

function load(url: string, seconds = SECONDS) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: ACCEPT });
}

function residentMegabytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(status.match(/^VmRSS:\s+(\d+) kB/m)?.[1] ?? NaN);
  return Math.round(kilobytes / 1024);
}

ensureBuilt();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kestrel-bench-pages-"));
const server = startServer({ PORT: String(PORT), DATA_DIR: dataDir, PUBLIC_URL: base, LOG_LEVEL: "error" });
let bare: ChildProcess | undefined;
try {
  await waitHealthy(PORT, server);
  const pages = ["/", "/insights", "/services/automations", await aPostPath()];
  const file = path.join(dataDir, "captured.json");
  fs.writeFileSync(file, JSON.stringify(Object.fromEntries(await Promise.all(pages.map(async (page) => [page, await capture(page)])))));
  bare = await startBare(file);
  const startRss = residentMegabytes(server.child.pid!);

  const rows: Row[] = [];
  for (const page of pages) {
    await load(`${base}${page}`, 2); // warm up
    const app = await load(`${base}${page}`);
    const ceiling = await load(`http://127.0.0.1:${BARE_PORT}${page}`);
    rows.push({
      page: page.startsWith("/insights/") ? "/insights/<a post>" : page,
      app: Math.round(app.requests.average),
      bare: Math.round(ceiling.requests.average),
      ratio: `${((app.requests.average / ceiling.requests.average) * 100).toFixed(1)}%`,
      "app p50 ms": app.latency.p50,
      "app p99 ms": app.latency.p99,
      "bare p99 ms": ceiling.latency.p99,
      "app non-2xx": app.non2xx,
    });
  }
  const endRss = residentMegabytes(server.child.pid!);
  console.log(
    `\nbench:pages ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}, ` +
      `${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}, ${CONNECTIONS} connections, ${SECONDS} s a side, Accept-Encoding: br, gzip (req/s)`,
  );
  console.table(rows);
  console.log(`server resident memory: ${startRss} MB after start, ${endRss} MB after the run`);
} finally {
  bare?.kill();
  stopServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
