/**
 * npm run bench:memory: the production server's resident memory under page misses (issue 36). Starts the server as
 * `npm start` runs it (its package.json `start` script, without the build step when the build is current) on a
 * scratch PGlite folder and on a scratch database of a PostgreSQL server, and for each records its resident memory
 * once it has settled after start, then drives one-off addresses at it (every request a page of the sitemap at an
 * address never asked before, `?v=<counter>`, so each is a page-cache miss and a full render) and prints:
 *
 * - RSS after start; the highest RSS sampled during the load (`/proc/<pid>/status` VmRSS, four times a second) and
 *   VmHWM (the process's peak since it began, start-up included); RSS at the end of the load and after 10 s idle;
 * - the V8 heap (used and committed, the young generation's share), memory outside it (`external`) and the size of
 *   the process's WebAssembly memories (PGlite's heap), read by a preloaded probe (memory-probe.mjs, through
 *   NODE_OPTIONS; the site has no endpoint for them);
 * - requests answered, non-2xx answers, and the page cache's own counters from /healthz.
 *
 * Numbers, not pass/fail. Settings, from the environment:
 *
 * - BENCH_DATABASES: `pglite`, `postgres` or `pglite,postgres` (the default: both, PostgreSQL when a server is named).
 * - BENCH_DATABASE_URL (else DATABASE_URL): the PostgreSQL server on which a scratch database is created and dropped.
 * - BENCH_SECONDS (60), BENCH_CONNECTIONS (10): the load.
 * - BENCH_PORT (4340): the server's port; a baseline's is the next one up.
 * - BENCH_BASELINE: the folder of another checkout, installed and built (the commit before a change), run the same way
 *   by its own `start` script, the two taking turns (this one first in odd rounds, the baseline first in even ones).
 * - BENCH_ROUNDS (1): how many times each server is measured on each database.
 * - BENCH_NODE_OPTIONS: Node options added to the command line of this checkout's server only (to try a flag against
 *   the baseline; V8's flags too, which NODE_OPTIONS mostly refuses); BENCH_SERVER_ENV (`NAME=value NAME=value`):
 *   environment variables added for it alone (glibc's MALLOC_ARENA_MAX, say).
 * - BENCH_GC=1: the servers run with --expose-gc, and after the idle spell the probe collects all garbage: the V8 heap
 *   still used then is what is alive, and the RSS then what a collection gives back.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from "../support/postgres";
import { ensureBuilt, waitHealthy, type ServerProcess } from "../support/server-process";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 4340);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const IDLE_SECONDS = 10;
const BASELINE = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : null;
const POSTGRES_SERVER = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || "";
const DATABASES = (process.env.BENCH_DATABASES ?? "pglite,postgres")
  .split(",")
  .map((name) => name.trim())
  .filter((name) => name === "pglite" || (name === "postgres" && POSTGRES_SERVER)) as ("pglite" | "postgres")[];
const FORCED_GC = process.env.BENCH_GC === "1";
const PROBE = path.resolve("tests/bench/memory-probe.mjs");
const ACCEPT = { "accept-encoding": "br, gzip" };
const MB = 1024 * 1024;

type Side = { name: string; dir: string; nodeOptions: string; env: Record<string, string> };
type Probe = {
  heapUsed: number;
  heapTotal: number;
  heapPhysical: number;
  external: number;
  arrayBuffers: number;
  spaces: Record<string, { size: number; used: number }>;
  wasm: number;
  gc: { young: number; full: number };
};
/** Resident memory through a run, MB. */
type MemoryRow = {
  database: string;
  server: string;
  "after start": number;
  "peak (load)": number;
  VmHWM: number;
  end: number;
  "idle 10 s": number;
  "after full GC"?: number;
};
/** Where the memory is at the end of the load (MB), and what the load cost. */
type DetailRow = {
  database: string;
  server: string;
  "V8 heap used/pages": string;
  "young gen": number;
  "live heap (GC)"?: number;
  "wasm resident/size": string;
  "malloc main heap": number;
  "other anonymous": number;
  files: number;
  requests: number;
  "CPU ms a request": number;
  "GC ms young/full": string;
  non2xx: number;
  "cache misses": number;
};

/** The process's VmRSS and VmHWM, in MB. */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN) / 1024;
  return { rss: Math.round(field("VmRSS")), hwm: Math.round(field("VmHWM")) };
}

/**
 * The process's resident memory by kind, MB, from /proc/<pid>/smaps: files (the node binary, libraries), glibc's main
 * heap ([heap]), WebAssembly memories (anonymous reservations of 8 GB or more, which V8 makes for each one, guard
 * regions included), the V8 heap's pages (anonymous mappings of exactly 256 KB: V8 maps each page of its heap on its
 * own, as Node builds it without pointer compression) and every other anonymous mapping (thread arenas, compiled code,
 * large objects, stacks, mapped allocations).
 */
function residentByKind(pid: number): Record<"files" | "mainHeap" | "wasm" | "v8Pages" | "anonymous", number> {
  const kinds = { files: 0, mainHeap: 0, wasm: 0, v8Pages: 0, anonymous: 0 };
  // Adjacent anonymous mappings form one reservation (a WebAssembly memory is many mappings once partly committed).
  let reservation: { end: number; size: number; mappings: { size: number; rss: number }[] } = {
    end: -1,
    size: 0,
    mappings: [],
  };
  const closeReservation = () => {
    for (const mapping of reservation.mappings) {
      const kind = reservation.size >= 8 * 1024 ** 3 ? "wasm" : mapping.size === 256 * 1024 ? "v8Pages" : "anonymous";
      kinds[kind] += mapping.rss;
    }
    reservation = { end: -1, size: 0, mappings: [] };
  };
  let current: { start: number; end: number; name: string } | null = null;
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      current = { start: parseInt(header[1], 16), end: parseInt(header[2], 16), name: header[3].trim() };
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (!rss || !current) continue;
    const bytes = Number(rss[1]) * 1024;
    if (current.name === "") {
      if (current.start !== reservation.end) closeReservation();
      reservation.end = current.end;
      reservation.size += current.end - current.start;
      reservation.mappings.push({ size: current.end - current.start, rss: bytes });
    } else if (current.name === "[heap]") kinds.mainHeap += bytes;
    else if (current.name.startsWith("/")) kinds.files += bytes;
    else kinds.anonymous += bytes;
  }
  closeReservation();
  return {
    files: Math.round(kinds.files / MB),
    mainHeap: Math.round(kinds.mainHeap / MB),
    wasm: Math.round(kinds.wasm / MB),
    v8Pages: Math.round(kinds.v8Pages / MB),
    anonymous: Math.round(kinds.anonymous / MB),
  };
}

/** CPU time (user + system) the process has used so far, in milliseconds, from /proc/<pid>/stat. */
function cpuMilliseconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

function readProbe(file: string): Probe | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as Probe;
  } catch {
    return null;
  }
}

/**
 * The command a checkout's `npm start` runs: its package.json `start` script (`[NAME=value …] node [options]
 * scripts/start.mjs`), with this process's node in place of `node`.
 */
function startCommand(dir: string): { env: Record<string, string>; args: string[] } {
  const script = (JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { scripts: { start: string } })
    .scripts.start;
  const words = script.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (words.length && /^\w+=/.test(words[0])) {
    const [name, ...value] = words.shift()!.split("=");
    env[name] = value.join("=");
  }
  if (words.shift() !== "node") throw new Error(`${dir}: npm start is not \`node …\`: ${script}`);
  return { env, args: words };
}

function startSide(
  side: Side,
  port: number,
  database: Record<string, string>,
  scratch: string,
): ServerProcess & { probeFile: string } {
  const { env, args } = startCommand(side.dir);
  const probeFile = path.join(scratch, `probe-${side.name}-${port}.json`);
  fs.rmSync(probeFile, { force: true });
  let output = "";
  const nodeOptions = side.nodeOptions.split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...nodeOptions, ...args], {
    cwd: side.dir,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: fs.mkdtempSync(path.join(scratch, "data-")),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "error",
      BUILD_DIR: "",
      MEMORY_PROBE_FILE: probeFile,
      NODE_OPTIONS: [process.env.NODE_OPTIONS ?? "", FORCED_GC ? "--expose-gc" : "", `--import=${PROBE}`]
        .join(" ")
        .trim(),
      ...side.env,
      ...database,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { child, exited, output: () => output, probeFile };
}

/** Waits (up to 30 s) until the server has finished what it does after starting (migrations, seeding, first jobs). */
async function settled(child: ChildProcess): Promise<void> {
  for (let second = 0; second < 30; second++) {
    const before = cpuMilliseconds(child.pid!);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    if (cpuMilliseconds(child.pid!) - before < 30) return;
  }
}

/** Every page the sitemap lists, as paths. */
async function sitemapPaths(origin: string): Promise<string[]> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  if (!paths.length) throw new Error("the sitemap lists no page");
  return paths;
}

async function cacheMisses(origin: string): Promise<number> {
  const health = (await (await fetch(`${origin}/healthz`)).json()) as { pageCache?: { misses?: number } };
  return health.pageCache?.misses ?? NaN;
}

async function measure(
  side: Side,
  databaseName: "pglite" | "postgres",
  port: number,
  scratch: string,
): Promise<{ memory: MemoryRow; detail: DetailRow }> {
  let postgres: EmptyPostgresDatabase | null = null;
  if (databaseName === "postgres") postgres = await createEmptyPostgresDatabase(POSTGRES_SERVER, "bench_memory");
  const server = startSide(side, port, { DATABASE_URL: postgres?.url ?? "" }, scratch);
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitHealthy(port, server);
    await settled(server.child);
    const pid = server.child.pid!;
    const afterStart = memoryOf(pid).rss;
    const pages = await sitemapPaths(origin);
    const missesBefore = await cacheMisses(origin);
    const cpuBefore = cpuMilliseconds(pid);
    const probeBefore = readProbe(server.probeFile);

    let peak = afterStart;
    const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(pid).rss)), 250);
    let counter = 0;
    const result = await autocannon({
      url: origin,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: ACCEPT,
      requests: [
        {
          setupRequest: (request) => {
            const page = pages[counter % pages.length];
            return { ...request, path: `${page}?v=${counter++}` };
          },
        },
      ],
    });
    clearInterval(sampler);
    const end = memoryOf(pid);
    const kinds = residentByKind(pid);
    const cpu = cpuMilliseconds(pid) - cpuBefore;
    // The probe writes twice a second: wait for a snapshot taken after the load.
    await new Promise((resolve) => setTimeout(resolve, 600));
    const probe = readProbe(server.probeFile);
    const misses = (await cacheMisses(origin)) - missesBefore;
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1_000));
    const idle = memoryOf(pid);
    let afterGc: Probe | null = null;
    let rssAfterGc = NaN;
    if (FORCED_GC) {
      server.child.kill("SIGUSR2");
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      afterGc = readProbe(server.probeFile);
      rssAfterGc = memoryOf(pid).rss;
    }
    const young = probe?.spaces.new_space;
    const mb = (bytes: number | undefined) => (bytes === undefined ? NaN : Math.round(bytes / MB));
    const database = databaseName === "pglite" ? "PGlite" : "PostgreSQL";
    return {
      memory: {
        database,
        server: side.name,
        "after start": afterStart,
        "peak (load)": Math.max(peak, end.rss),
        VmHWM: idle.hwm,
        end: end.rss,
        "idle 10 s": idle.rss,
        ...(FORCED_GC ? { "after full GC": rssAfterGc } : {}),
      },
      detail: {
        database,
        server: side.name,
        "V8 heap used/pages": `${mb(probe?.heapUsed)}/${kinds.v8Pages}`,
        "young gen": mb(young?.size),
        ...(FORCED_GC ? { "live heap (GC)": mb(afterGc?.heapUsed) } : {}),
        "wasm resident/size": `${kinds.wasm}/${mb(probe?.wasm)}`,
        "malloc main heap": kinds.mainHeap,
        "other anonymous": kinds.anonymous,
        files: kinds.files,
        requests: result.requests.total,
        "CPU ms a request": Number((cpu / Math.max(1, result.requests.total)).toFixed(1)),
        "GC ms young/full":
          probe && probeBefore
            ? `${Math.round(probe.gc.young - probeBefore.gc.young)}/${Math.round(probe.gc.full - probeBefore.gc.full)}`
            : "-",
        non2xx: result.non2xx,
        "cache misses": misses,
      },
    };
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    await postgres?.drop();
  }
}

ensureBuilt();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "kestrel-bench-memory-"));
const sides: Side[] = [
  {
    name: "this",
    dir: process.cwd(),
    nodeOptions: process.env.BENCH_NODE_OPTIONS ?? "",
    env: Object.fromEntries(
      (process.env.BENCH_SERVER_ENV ?? "")
        .split(/\s+/)
        .filter(Boolean)
        .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
    ),
  },
];
if (BASELINE) sides.push({ name: "baseline", dir: BASELINE, nodeOptions: "", env: {} });
const memoryRows: MemoryRow[] = [];
const detailRows: DetailRow[] = [];
try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const databaseName of DATABASES) {
      const order = round % 2 === 0 ? sides : [...sides].reverse();
      for (const side of order) {
        const { memory, detail } = await measure(side, databaseName, PORT + sides.indexOf(side), scratch);
        memoryRows.push(memory);
        detailRows.push(detail);
        console.log(JSON.stringify({ ...memory, ...detail }));
      }
    }
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}

console.log(
  `\nbench:memory ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}, ` +
    `${CONNECTIONS} connections, ${SECONDS} s of one-off addresses a run, Accept-Encoding: br, gzip; MB` +
    (process.env.BENCH_NODE_OPTIONS || process.env.BENCH_SERVER_ENV
      ? `; this server with ${[process.env.BENCH_SERVER_ENV, process.env.BENCH_NODE_OPTIONS].filter(Boolean).join(" ")}`
      : ""),
);
if (!DATABASES.includes("postgres")) console.log("(PostgreSQL not measured: set BENCH_DATABASE_URL or DATABASE_URL)");
console.log("\nResident memory (RSS), MB:");
console.table(memoryRows);
console.log(
  "\nAt the end of the load, MB (other anonymous: outside the V8 heap, wasm and [heap]: thread arenas, compiled code," +
    " stacks), and what the load cost:",
);
console.table(detailRows);
