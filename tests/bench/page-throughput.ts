/**
 * npm run bench:pages: the anonymous pages' throughput against their ceiling.
 * Starts the production build (on a scratch PGlite folder, or a scratch
 * database on the DATABASE_URL server), takes the bytes it sends for each
 * page to a browser (Accept-Encoding: br, gzip), and measures, in one run,
 * the app and a bare Node http server replaying those very bytes
 * (tests/bench/bare-server.ts), with the same connections and duration.
 * Prints req/s, latency and the ratio of each page, and the server's resident
 * memory after start and after the run. Then misses: the same pages asked
 * for at a new address each time (an unused query parameter), what a render
 * costs in req/s and CPU milliseconds a page, beside the same for another
 * checkout (BENCH_BASELINE) when given, the two servers taking turns. Numbers,
 * not pass/fail.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { createEmptyPostgresDatabase } from "../support/postgres";
import { ensureBuilt, startServer, stopServers, waitHealthy, type ServerProcess } from "../support/server-process";

const PORT = Number(process.env.BENCH_PORT ?? 4320);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 4321);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ACCEPT = { "accept-encoding": "br, gzip" };
/** Response headers the bare server sends as the app did (the rest would only cost it bytes the app also sends). */
const KEPT_HEADERS = [
  "content-type",
  "content-encoding",
  "cache-control",
  "vary",
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
];

type Row = {
  page: string;
  app: number;
  bare: number;
  ratio: string;
  "app p50 ms": number;
  "app p99 ms": number;
  "bare p99 ms": number;
  "app non-2xx": number;
  "X-Cache": string;
};
type RenderRow = {
  page: string;
  "miss req/s": number;
  "CPU ms a miss": number;
  "p50 ms": number;
  "p99 ms": number;
  non2xx: number;
  "baseline CPU ms"?: number;
  "CPU vs baseline"?: string;
};

/**
 * BENCH_BASELINE: the folder of another checkout of this project, installed and built (say, the commit before a
 * change), whose server renders the same misses after this one, for a ratio measured in the same run.
 */
const BASELINE = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : null;
const BASELINE_PORT = Number(process.env.BENCH_BASELINE_PORT ?? PORT + 2);
const BASELINE_BASE = `http://127.0.0.1:${BASELINE_PORT}`;
/**
 * Misses are measured in this many turns a side, the two builds taking turns (this one, the baseline, the baseline,
 * this one…), so that a change in the machine's speed during the run weighs on both alike.
 */
const MISS_TURNS = Number(process.env.BENCH_MISS_TURNS ?? 4);

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
  const child = spawn(process.execPath, ["--import", "tsx", "tests/bench/bare-server.ts", file, String(BARE_PORT)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
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

/** CPU time (user + system) the process has used so far, in milliseconds, from /proc/<pid>/stat. */
function cpuMilliseconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
}

async function startApp(env: Record<string, string>): Promise<ServerProcess> {
  const server = startServer({
    PORT: String(PORT),
    DATA_DIR: fs.mkdtempSync(path.join(scratch, "data-")),
    PUBLIC_URL: base,
    LOG_LEVEL: "error",
    ...env,
  });
  await waitHealthy(PORT, server);
  return server;
}

/** Starts the baseline checkout's server as its own `npm start` would, without building. */
async function startBaseline(env: Record<string, string>): Promise<ServerProcess> {
  let output = "";
  const entry = fs.existsSync(path.join(BASELINE!, "scripts/start.mjs"))
    ? ["scripts/start.mjs"]
    : ["--import", "tsx", "server/index.ts"];
  const child = spawn(process.execPath, entry, {
    cwd: BASELINE!,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(BASELINE_PORT),
      DATA_DIR: fs.mkdtempSync(path.join(scratch, "baseline-")),
      PUBLIC_URL: BASELINE_BASE,
      LOG_LEVEL: "error",
      BUILD_DIR: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const server = {
    child,
    exited: new Promise<number | null>((resolve) => child.once("exit", resolve)),
    output: () => output,
  };
  await waitHealthy(BASELINE_PORT, server);
  return server;
}

type MissTurn = { requests: number; cpu: number; p50: number; p99: number; non2xx: number };

/** `page` asked for at a new address each time, for `seconds`: requests answered and the CPU they took. */
async function missTurn(
  server: ServerProcess,
  origin: string,
  page: string,
  seconds: number,
  addresses: { next: number },
): Promise<MissTurn> {
  const run = (duration: number) =>
    autocannon({
      url: `${origin}${page}`,
      connections: CONNECTIONS,
      duration,
      headers: ACCEPT,
      requests: [{ setupRequest: (request) => ({ ...request, path: `${page}?miss=${addresses.next++}` }) }],
    });
  await run(1); // warm up
  const cpuBefore = cpuMilliseconds(server.child.pid!);
  const result = await run(seconds);
  return {
    requests: result.requests.total,
    cpu: cpuMilliseconds(server.child.pid!) - cpuBefore,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** What a miss costs, in req/s and CPU milliseconds, from turns of one server. */
function missRow(page: string, turns: MissTurn[], seconds: number): RenderRow {
  const requests = turns.reduce((sum, turn) => sum + turn.requests, 0);
  const cpu = turns.reduce((sum, turn) => sum + turn.cpu, 0);
  const p50s = turns.map((turn) => turn.p50).sort((a, b) => a - b);
  return {
    page: page.startsWith("/insights/") ? "/insights/<a post>" : page,
    "miss req/s": Math.round(requests / seconds),
    "CPU ms a miss": Number((cpu / Math.max(1, requests)).toFixed(1)),
    "p50 ms": p50s[Math.floor(p50s.length / 2)],
    "p99 ms": Math.max(...turns.map((turn) => turn.p99)),
    non2xx: turns.reduce((sum, turn) => sum + turn.non2xx, 0),
  };
}

/** Waits (up to 30 s) until `server` has finished what it does after starting (migrations, seeding, first jobs). */
async function settled(server: ServerProcess): Promise<void> {
  for (let second = 0; second < 30; second++) {
    const before = cpuMilliseconds(server.child.pid!);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    if (cpuMilliseconds(server.child.pid!) - before < 30) return;
  }
}

async function stop(server: ServerProcess) {
  server.child.kill("SIGTERM");
  await server.exited;
}

ensureBuilt();
const postgres = process.env.DATABASE_URL ? await createEmptyPostgresDatabase() : null;
const database = { DATABASE_URL: postgres?.url ?? "" };
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "kestrel-bench-pages-"));
let bare: ChildProcess | undefined;
try {
  const server = await startApp(database);
  const pages = ["/", "/insights", "/services/automations", await aPostPath()];
  const file = path.join(scratch, "captured.json");
  fs.writeFileSync(
    file,
    JSON.stringify(Object.fromEntries(await Promise.all(pages.map(async (page) => [page, await capture(page)])))),
  );
  bare = await startBare(file);
  const startRss = residentMegabytes(server.child.pid!);

  const rows: Row[] = [];
  for (const page of pages) {
    await load(`${base}${page}`, 2); // warm up
    const app = await load(`${base}${page}`);
    const ceiling = await load(`http://127.0.0.1:${BARE_PORT}${page}`);
    const cache = (await fetch(`${base}${page}`, { headers: ACCEPT })).headers.get("x-cache") ?? "none";
    rows.push({
      page: page.startsWith("/insights/") ? "/insights/<a post>" : page,
      app: Math.round(app.requests.average),
      bare: Math.round(ceiling.requests.average),
      ratio: `${((app.requests.average / ceiling.requests.average) * 100).toFixed(1)}%`,
      "app p50 ms": app.latency.p50,
      "app p99 ms": app.latency.p99,
      "bare p99 ms": ceiling.latency.p99,
      "app non-2xx": app.non2xx,
      "X-Cache": cache,
    });
  }
  const endRss = residentMegabytes(server.child.pid!);

  // Misses: each request a new address (an unused query parameter), so each is rendered and compressed (a one-off
  // address is not stored: the cache keeps a variant when it is asked for a second time). With a baseline, both
  // servers run and take turns.
  const baseline = BASELINE ? await startBaseline(database) : null;
  if (baseline) await settled(baseline);
  const renderRows: RenderRow[] = [];
  const addresses = { next: 0 };
  const turnSeconds = Math.max(1, Math.round(SECONDS / (baseline ? MISS_TURNS : 1)));
  for (const page of pages) {
    const ours: MissTurn[] = [];
    const theirs: MissTurn[] = [];
    for (let turn = 0; turn < (baseline ? MISS_TURNS : 1); turn++) {
      const order = turn % 2 === 0 ? ["ours", "theirs"] : ["theirs", "ours"];
      for (const side of order) {
        if (side === "ours") ours.push(await missTurn(server, base, page, turnSeconds, addresses));
        else if (baseline) theirs.push(await missTurn(baseline, BASELINE_BASE, page, turnSeconds, addresses));
      }
    }
    const row = missRow(page, ours, ours.length * turnSeconds);
    if (baseline) {
      const theirRow = missRow(page, theirs, theirs.length * turnSeconds);
      row["baseline CPU ms"] = theirRow["CPU ms a miss"];
      row["CPU vs baseline"] = `${((row["CPU ms a miss"] / theirRow["CPU ms a miss"]) * 100).toFixed(0)}%`;
    }
    renderRows.push(row);
  }
  await stop(server);
  if (baseline) await stop(baseline);

  console.log(
    `\nbench:pages ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}, ` +
      `${postgres ? "PostgreSQL" : "PGlite"}, ${CONNECTIONS} connections, ${SECONDS} s a side, Accept-Encoding: br, gzip (req/s)`,
  );
  console.table(rows);
  console.log(`server resident memory: ${startRss} MB after start, ${endRss} MB after the run`);
  console.log(
    `\nMisses: every request a new address, rendered and compressed${BASELINE ? `; the baseline build rendering the same, the two taking ${MISS_TURNS} turns each` : ""}:`,
  );
  console.table(renderRows);
} finally {
  bare?.kill();
  stopServers();
  await postgres?.drop();
  fs.rmSync(scratch, { recursive: true, force: true });
}
