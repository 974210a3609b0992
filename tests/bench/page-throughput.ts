/**
 * npm run bench:pages: the anonymous pages' throughput against their ceiling,
 * on PGlite and on PostgreSQL in one run (BENCH_DATABASES=pglite or =postgres
 * for one; PostgreSQL is a scratch database on DATABASE_URL's server or, without
 * it, on the one at PGHOST:PGPORT, 127.0.0.1:5432 by default, and is left out
 * when none answers unless BENCH_DATABASES names it). For each database it
 * starts the production build, takes the bytes it sends for each kind of
 * request below, and measures, in one run, the app and a bare Node http server
 * replaying those very bytes (tests/bench/bare-server.ts), with the same
 * connections and duration. It prints a table of req/s, the ratio to the bare
 * server, latency, the statuses the app answered with (and how many were
 * neither 2xx nor 304), the X-Cache values it sent (so a row where the app
 * renders instead of answering from its cache shows) and the size of its
 * reply; and the server's resident memory after start, after the hits and at
 * the end.
 *
 * 1. Hits: each page as a browser asks for it (Accept-Encoding: br, gzip).
 * 2. Misses: the same pages asked for at a new address each time (an unused
 *    query parameter), what a render costs in req/s and CPU milliseconds a
 *    page, beside the same for another checkout (BENCH_BASELINE) when given,
 *    the two servers taking turns, both started afresh for them.
 * 3. The four pages in turn, each connection cycling through them, each row
 *    against the bare server answering with what the app sent for one request
 *    of its kind:
 *    - a tracking address, new at each request: `?gclid=<unique>`, and
 *      `?utm_source=newsletter&utm_campaign=<unique>`;
 *    - a foreign cookie (analytics, ads and consent cookies, none of the site's
 *      own);
 *    - route data, what React Router's client asks for in an in-site
 *      navigation (single fetch: `/services/automations.data`, `/_.data` for
 *      the home page, no `_routes`), with a browser's fetch headers;
 *    - a conditional request, If-None-Match with the ETag the page was last
 *      sent with, expecting 304; the row says "no ETag" when the pages come
 *      without one.
 *
 * BENCH_SECONDS sets each measurement's duration (10; a second or two of
 * warm-up before each of the app's). Numbers, not pass/fail.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { createEmptyPostgresDatabase, findPostgresServer } from "../support/postgres";
import { ensureBuilt, startServer, stopServers, waitHealthy, type ServerProcess } from "../support/server-process";
import { replyKey, type Captured, type Reply } from "./replies";

const PORT = Number(process.env.BENCH_PORT ?? 4320);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 4321);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ACCEPT = { "accept-encoding": "br, gzip" };
/** Cookies other sites' scripts set on this one (analytics, ads, a consent banner): none of the site's own. */
const FOREIGN_COOKIE = "_ga=GA1.1.123.456; _fbp=fb.1.1.1; _gcl_au=1.1.1.1; cookieconsent_status=allow";
/** Response headers the bare server sends as the app did (the rest would only cost it bytes the app also sends). */
const KEPT_HEADERS = [
  "content-type",
  "content-encoding",
  "cache-control",
  "vary",
  "etag",
  "last-modified",
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "x-remix-response",
];

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
const DATABASES = ["pglite", "postgres"] as const;
type Database = (typeof DATABASES)[number];

const base = `http://127.0.0.1:${PORT}`;
const bareBase = `http://127.0.0.1:${BARE_PORT}`;

/** What a browser sends with React Router's data request in an in-site navigation (a fetch from the page). */
const DATA_REQUEST_HEADERS = {
  accept: "*/*",
  "accept-encoding": "gzip, deflate, br, zstd",
  "sec-fetch-dest": "empty",
  "sec-fetch-mode": "cors",
  "sec-fetch-site": "same-origin",
  referer: `${base}/`,
};

type BenchRequest = { path: string; headers: Record<string, string> };
/** One kind of request to the pages. */
type Traffic = {
  label: string;
  /** The request for `page`; made anew for each request when `dynamic`. */
  request(page: string): BenchRequest;
  dynamic?: boolean;
};

/** The ETag each page was last sent with, for the conditional requests. */
const etags = new Map<string, string>();
let unique = 0;
/** A value no request of this run has carried before. */
const uniqueValue = () => `b${process.pid.toString(36)}x${(unique++).toString(36)}`;

const HITS: Traffic = { label: "hits", request: (page) => ({ path: page, headers: ACCEPT }) };
const CONDITIONAL: Traffic = {
  label: "If-None-Match: the page's last ETag",
  dynamic: true,
  request: (page) => ({ path: page, headers: { ...ACCEPT, "if-none-match": etags.get(page) ?? "" } }),
};
/** The traffic measured with the four pages in turn. */
const OTHER_TRAFFIC: Traffic[] = [
  {
    label: "?gclid=<unique>",
    dynamic: true,
    request: (page) => ({ path: `${page}?gclid=${uniqueValue()}`, headers: ACCEPT }),
  },
  {
    label: "?utm_source=newsletter&utm_campaign=<unique>",
    dynamic: true,
    request: (page) => ({ path: `${page}?utm_source=newsletter&utm_campaign=${uniqueValue()}`, headers: ACCEPT }),
  },
  {
    label: "Cookie: _ga, _fbp, _gcl_au, cookieconsent_status",
    request: (page) => ({ path: page, headers: { ...ACCEPT, cookie: FOREIGN_COOKIE } }),
  },
  {
    label: "route data: <page>.data, /_.data",
    request: (page) => ({ path: dataPath(page), headers: DATA_REQUEST_HEADERS }),
  },
  CONDITIONAL,
];

/** The address React Router's client asks for a page's data (single fetch): `/_.data` for `/`, else `<page>.data`. */
function dataPath(page: string): string {
  return page === "/" ? "/_.data" : `${page}.data`;
}

type Row = {
  traffic: string;
  app?: number | string;
  bare?: number;
  ratio?: string;
  "app p50 ms"?: number;
  "app p99 ms"?: number;
  "bare p99 ms"?: number;
  "app status"?: string;
  "app not 2xx/304"?: number;
  "X-Cache"?: string;
  /** The body of the app's reply as sent (compressed), the mean over the pages. */
  "KB sent"?: number;
  note?: string;
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

function label(page: string): string {
  return page.startsWith("/insights/") ? "/insights/<a post>" : page;
}

async function aPostPath(): Promise<string> {
  const { posts } = (await (await fetch(`${base}/api/insights/latest`)).json()) as { posts: { slug: string }[] };
  if (!posts.length) throw new Error("no published insight to measure");
  return `/insights/${posts[0].slug}`;
}

/** The status, the headers worth replaying and the body of one response as it comes over the wire, and its ETag. */
function capture(request: BenchRequest): Promise<{ reply: Reply; etag: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${request.path}`, { headers: request.headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const headers: Record<string, string> = {};
          for (const name of KEPT_HEADERS) {
            const value = response.headers[name];
            if (typeof value === "string") headers[name] = value;
          }
          const body = Buffer.concat(chunks).toString("base64");
          resolve({ reply: { status: response.statusCode ?? 0, headers, body }, etag: response.headers.etag });
        });
      })
      .on("error", reject);
  });
}

/** `page` as a browser asks for it; the ETag it came with noted, as a browser keeps it to revalidate. */
async function capturePage(page: string): Promise<Reply> {
  const { reply, etag } = await capture(HITS.request(page));
  if (etag) etags.set(page, etag);
  return reply;
}

/**
 * What the bare server replays: each page as the cache sends it (asked for twice, the first time storing it), its
 * ETag noted, then one request of each other kind for each page.
 */
async function captureReplies(pages: string[]): Promise<Captured> {
  const captured: Captured = {};
  const keep = (request: BenchRequest, reply: Reply) => {
    captured[replyKey(request.path, request.headers.cookie, request.headers["if-none-match"])] = reply;
  };
  etags.clear();
  for (const page of pages) {
    await capture(HITS.request(page));
    keep(HITS.request(page), await capturePage(page));
  }
  for (const traffic of OTHER_TRAFFIC) {
    for (const page of pages) {
      if (traffic === CONDITIONAL && !etags.has(page)) continue;
      const request = traffic.request(page);
      keep(request, (await capture(request)).reply);
    }
  }
  return captured;
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

type Measured = {
  rate: number;
  p50: number;
  p99: number;
  statuses: Map<string, number>;
  xCache: Map<string, number>;
  /** Responses neither 2xx nor 304, and requests that got no response (errors, time-outs). */
  failed: number;
};

/** A header of a response as autocannon hands it over (names as the server spelled them). */
function headerValue(headers: Record<string, unknown> | undefined, name: string): string | undefined {
  for (const key in headers) if (key.toLowerCase() === name) return String(headers[key]);
  return undefined;
}

/** `traffic` to `pages` in turn on `origin` for `seconds`: the rate, latency, statuses and X-Cache values. */
async function measure(origin: string, pages: string[], traffic: Traffic, seconds = SECONDS): Promise<Measured> {
  const statuses = new Map<string, number>();
  const xCache = new Map<string, number>();
  const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  const requests = pages.map((page): autocannon.Request => {
    const onResponse = (status: number, _body: string, _context: object, headers: unknown) => {
      count(statuses, String(status));
      count(xCache, headerValue(headers as Record<string, unknown>, "x-cache") ?? "none");
      // A browser revalidates with the ETag of the last copy it was sent.
      const etag = status === 200 && traffic === CONDITIONAL && headerValue(headers as Record<string, unknown>, "etag");
      if (etag) etags.set(page, etag);
    };
    return traffic.dynamic
      ? { setupRequest: (request) => ({ ...request, ...traffic.request(page) }), onResponse }
      : { ...traffic.request(page), onResponse };
  });
  const result = await autocannon({ url: origin, connections: CONNECTIONS, duration: seconds, requests });
  let failed = result.errors;
  for (const [status, n] of statuses) if (!/^2/.test(status) && status !== "304") failed += n;
  return {
    rate: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    xCache,
    failed,
  };
}

/** "200", or "200 60%, 304 40%": each value's share of the responses, the largest first. */
function shares(counts: Map<string, number>): string {
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  if (counts.size <= 1) return [...counts.keys()][0] ?? "no response";
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([key, n]) => `${key} ${((n / total) * 100).toFixed(n / total < 0.01 ? 2 : 0)}%`)
    .join(", ");
}

/** The app against the bare server, `traffic` to `pages` in turn, after a warm-up of the app. */
async function compare(
  rowLabel: string,
  pages: string[],
  traffic: Traffic,
  warmUp: number,
  captured: Captured,
): Promise<Row> {
  await measure(base, pages, traffic, warmUp);
  const app = await measure(base, pages, traffic);
  const bare = await measure(bareBase, pages, traffic);
  const bytes = pages.map((page) => {
    const { path: url, headers } = traffic.request(page);
    return Buffer.byteLength(captured[replyKey(url, headers.cookie, headers["if-none-match"])].body, "base64");
  });
  const row: Row = {
    traffic: rowLabel,
    app: app.rate,
    bare: bare.rate,
    ratio: `${((app.rate / bare.rate) * 100).toFixed(1)}%`,
    "app p50 ms": app.p50,
    "app p99 ms": app.p99,
    "bare p99 ms": bare.p99,
    "app status": shares(app.statuses),
    "app not 2xx/304": app.failed,
    "X-Cache": shares(app.xCache),
    "KB sent": Number((bytes.reduce((sum, n) => sum + n, 0) / bytes.length / 1024).toFixed(1)),
  };
  if (bare.failed) row.note = `bare: ${bare.failed} neither 2xx nor 304`;
  return row;
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

/** CPU milliseconds a miss, over turns of one server. */
function cpuPerMiss(turns: MissTurn[]): number {
  const requests = turns.reduce((sum, turn) => sum + turn.requests, 0);
  return turns.reduce((sum, turn) => sum + turn.cpu, 0) / Math.max(1, requests);
}

/** What a miss costs, in req/s and CPU milliseconds, from turns of one server. */
function missRow(page: string, turns: MissTurn[], seconds: number): RenderRow {
  const requests = turns.reduce((sum, turn) => sum + turn.requests, 0);
  const p50s = turns.map((turn) => turn.p50).sort((a, b) => a - b);
  return {
    page: page.startsWith("/insights/") ? "/insights/<a post>" : page,
    "miss req/s": Math.round(requests / seconds),
    "CPU ms a miss": Number(cpuPerMiss(turns).toFixed(1)),
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

/** Every measurement on one database: the tables, printed when done. */
async function benchOn(database: Database, env: Record<string, string>): Promise<void> {
  let server = await startApp(env);
  let bare: ChildProcess | undefined;
  let baseline: ServerProcess | null = null;
  try {
    const pages = ["/", "/insights", "/services/automations", await aPostPath()];
    const file = path.join(scratch, `captured-${database}.json`);
    const captured = await captureReplies(pages);
    fs.writeFileSync(file, JSON.stringify(captured));
    bare = await startBare(file);
    const startRss = residentMegabytes(server.child.pid!);

    const rows: Row[] = [];
    for (const page of pages) rows.push(await compare(label(page), [page], HITS, 2, captured));
    const hitsRss = residentMegabytes(server.child.pid!);

    // Misses: each request a new address (an unused query parameter), so each is rendered and compressed (a one-off
    // address is not stored: the cache keeps a variant when it is asked for a second time). With a baseline, both
    // servers run and take turns.
    // The two are compared in the same state: this checkout's server is started afresh beside the baseline's, so that
    // neither has served the hits (whose kept pages and warmer code would weigh on one side only).
    baseline = BASELINE ? await startBaseline(env) : null;
    if (baseline) {
      await stop(server);
      server = await startApp(env);
      await Promise.all([settled(server), settled(baseline)]);
    }
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
        // From the unrounded costs: a tenth of a millisecond is 3% of a post's miss.
        row["CPU vs baseline"] = `${((cpuPerMiss(ours) / cpuPerMiss(theirs)) * 100).toFixed(0)}%`;
      }
      renderRows.push(row);
    }
    if (baseline) await stop(baseline);
    baseline = null;

    // The other traffic, after the misses so that those stay comparable with runs that had none.
    const pagesWithEtag = pages.filter((page) => etags.has(page));
    for (const traffic of OTHER_TRAFFIC) {
      if (traffic === CONDITIONAL) for (const page of pagesWithEtag) await capturePage(page); // its last ETag
      if (traffic === CONDITIONAL && pagesWithEtag.length === 0) {
        rows.push({ traffic: traffic.label, app: "no ETag", note: "no page was sent with an ETag" });
        continue;
      }
      const measured = traffic === CONDITIONAL ? pagesWithEtag : pages;
      const row = await compare(traffic.label, measured, traffic, 1, captured);
      const without = pages.filter((page) => !measured.includes(page));
      if (without.length) row.note = [`no ETag: ${without.map(label).join(", ")}`, row.note].filter(Boolean).join("; ");
      rows.push(row);
    }
    const endRss = residentMegabytes(server.child.pid!);

    console.log(
      `\nbench:pages ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}, ` +
        `${database === "postgres" ? "PostgreSQL" : "PGlite"}, ${CONNECTIONS} connections, ${SECONDS} s a side ` +
        `(req/s; app status and X-Cache: their shares of the app's responses)`,
    );
    console.log(
      "Hits: each page alone, Accept-Encoding: br, gzip. Below them, the four pages in turn: a new tracking address " +
        "each request, a foreign cookie, React Router's route data for an in-site navigation, If-None-Match.",
    );
    console.table(rows);
    console.log(
      `server resident memory: ${startRss} MB after start, ${hitsRss} MB after the hits, ${endRss} MB after the misses and the other traffic` +
        (BASELINE ? " (a fresh start beside the baseline's before the misses)" : ""),
    );
    console.log(
      `\nMisses: every request a new address, rendered and compressed${BASELINE ? `; the baseline build rendering the same, the two taking ${MISS_TURNS} turns each` : ""}:`,
    );
    console.table(renderRows);
  } finally {
    if (bare) {
      const exited = new Promise((resolve) => bare!.once("exit", resolve));
      bare.kill();
      await exited;
    }
    await stop(server);
    if (baseline) await stop(baseline);
  }
}

/** The databases to measure on (BENCH_DATABASES, both by default) and, for PostgreSQL, the server. */
async function databases(): Promise<{ database: Database; serverUrl?: string }[]> {
  const named = process.env.BENCH_DATABASES?.split(",").map((name) => name.trim().toLowerCase());
  for (const name of named ?? [])
    if (!(DATABASES as readonly string[]).includes(name))
      throw new Error(`BENCH_DATABASES: ${name} is none of ${DATABASES.join(", ")}`);
  const chosen = (named ?? DATABASES) as Database[];
  const list: { database: Database; serverUrl?: string }[] = [];
  for (const database of chosen) {
    if (database === "pglite") {
      list.push({ database });
      continue;
    }
    const server = await findPostgresServer();
    if (server) list.push({ database, serverUrl: server.url });
    else if (named) throw new Error("BENCH_DATABASES names postgres, and no PostgreSQL server answers");
    else console.log("PostgreSQL left out: no DATABASE_URL and no PostgreSQL server answers at PGHOST:PGPORT");
  }
  return list;
}

ensureBuilt();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "kestrel-bench-pages-"));
try {
  for (const { database, serverUrl } of await databases()) {
    const postgres = serverUrl ? await createEmptyPostgresDatabase(serverUrl, "bench_pages") : null;
    try {
      await benchOn(database, { DATABASE_URL: postgres?.url ?? "" });
    } finally {
      stopServers();
      await postgres?.drop();
    }
  }
} finally {
  stopServers();
  fs.rmSync(scratch, { recursive: true, force: true });
}
