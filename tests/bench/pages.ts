/**
 * npm run bench: starts the production build on a scratch data folder (or
 * DATABASE_URL) and reports throughput and latency of the main pages at a
 * fixed concurrency. Numbers, not pass/fail: compare them between changes.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuilt, startServer, waitHealthy } from "../support/server-process";

const PORT = Number(process.env.BENCH_PORT ?? 4310);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 600);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const PATHS = ["/", "/insights", "/contact", "/privacy-policy", "/auth", "/healthz", "/no-such-page"];

ensureBuilt();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kestrel-bench-"));
const server = startServer({ PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: "error" });
const base = `http://127.0.0.1:${PORT}`;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(pathname: string) {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next++;
        const t0 = performance.now();
        const response = await fetch(`${base}${pathname}`, { headers: { "accept-encoding": "gzip, br" } });
        await response.arrayBuffer();
        if (response.status >= 500) errors++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    path: pathname,
    "req/s": Math.round(REQUESTS / seconds),
    "p50 ms": +percentile(latencies, 50).toFixed(1),
    "p95 ms": +percentile(latencies, 95).toFixed(1),
    "p99 ms": +percentile(latencies, 99).toFixed(1),
    "5xx": errors,
  };
}

try {
  await waitHealthy(PORT, server);
  for (const pathname of PATHS) await measure(pathname); // warm up
  const rows = [];
  for (const pathname of PATHS) rows.push(await measure(pathname));
  console.log(
    `\n${REQUESTS} requests per page, ${CONCURRENCY} concurrent, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`,
  );
  console.table(rows);
  // The server runs in the spawned process itself (node --import tsx).
  const rss = Number(
    execFileSync("ps", ["-o", "rss=", "-p", String(server.child.pid)])
      .toString()
      .trim(),
  );
  console.log(`server resident memory after the run: ${(rss / 1024).toFixed(0)} MB`);
} finally {
  server.child.kill("SIGTERM");
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
