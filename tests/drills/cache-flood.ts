/**
 * Drill: the cache flood. A production server with its page cache warm on
 * the real pages (/, /about, /how-we-work, /insights, /services) is sent a few
 * hundred hostile addresses an attacker can make up at will: other spellings
 * of the real pages (letters in another case, %-encoded letters, a trailing
 * slash, `.` and `..` or empty segments), legacy addresses spelt so, random
 * addresses (404) and query strings, each of the last two asked for twice so
 * that the cache would keep them. Every spelling must be sent on to its page's
 * one address (301) and stored nowhere, and afterwards every real page must
 * still be a cache hit, with the cache within its budget (ADR 042).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import { marketingPages } from "~/content/pages";
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from "../support/postgres";
import { startServer, stopServers, waitHealthy, type ServerProcess } from "../support/server-process";
import { isHealthy, Report, stopServer, tail, temporaryDataDir, type DrillResult } from "./common";
import { rawRequest, type RawAnswer } from "./raw-request";

export type CacheFloodOptions = {
  port: number;
  /** a PostgreSQL server URL to run on a fresh database of its own; the embedded database without it */
  serverUrl?: string;
  /** other spellings of the real pages sent (random addresses and query strings come on top, a sixth as many each, twice) */
  spellings?: number;
  /** the page cache's size (PAGE_CACHE_MB); the default is the site's */
  cacheMb?: number;
  /** requests in flight at once */
  concurrency?: number;
};

/** The pages a visitor reads most, warmed first and checked last. */
export const REAL_PAGES = ["/", "/about", "/how-we-work", "/insights", "/services"];

type PageCacheStats = {
  hits: number;
  misses: number;
  stores: number;
  evictions: number;
  entries: number;
  bytes: number;
};

/** `path` with its letters in a case of chance's choosing (at least one of them upper case). */
function recased(path: string, random: () => number): string {
  let spelt = path.replace(/[a-z]/g, (letter) => (random() < 0.5 ? letter.toUpperCase() : letter));
  if (spelt === path) spelt = path.replace(/[a-z]/, (letter) => letter.toUpperCase());
  return spelt;
}

/** `path` with one of its letters %-encoded, in either case of hex. */
function escaped(path: string, random: () => number): string {
  const letters = [...path.matchAll(/[a-z]/g)].map((match) => match.index!);
  const at = letters[Math.floor(random() * letters.length)];
  const hex = path.charCodeAt(at).toString(16);
  return `${path.slice(0, at)}%${random() < 0.5 ? hex : hex.toUpperCase()}${path.slice(at + 1)}`;
}

/**
 * `count` distinct spellings of the real pages' paths other than their own: another case, a %-encoded letter, a
 * trailing slash, `.`, `..` and empty segments, and mixes of them. Each draws its page (the router is as lenient),
 * and each is answered 200 and kept by a cache that keys by the path as sent.
 */
export function hostileSpellings(
  paths: readonly string[],
  count: number,
  seed = 1,
): { path: string; canonical: string }[] {
  let state = seed;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const pages = paths.filter((path) => path !== "/");
  const seen = new Set<string>();
  const spellings: { path: string; canonical: string }[] = [];
  for (let n = 0; spellings.length < count && n < count * 20; n++) {
    const page = pages[n % pages.length];
    const kind = Math.floor(n / pages.length) % 6;
    const made =
      kind === 0
        ? recased(page, random)
        : kind === 1
          ? escaped(page, random)
          : kind === 2
            ? `${recased(page, random)}/`
            : kind === 3
              ? `/${crypto.randomBytes(2).toString("hex")}/..${recased(page, random)}`
              : kind === 4
                ? `/.${escaped(page, random)}/`
                : `/${page.slice(1).replace("/", "//")}${random() < 0.5 ? "/" : "//"}`;
    if (made === page || seen.has(made)) continue;
    seen.add(made);
    spellings.push({ path: made, canonical: page });
  }
  return spellings;
}

/** Runs `tasks` with at most `inFlight` at once. */
async function inBatches<T>(tasks: (() => Promise<T>)[], inFlight: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const at = next++;
      results[at] = await tasks[at]();
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return results;
}

export async function run(options: CacheFloodOptions): Promise<DrillResult> {
  const { port, serverUrl, spellings: spellingCount = 600, cacheMb, concurrency = 8 } = options;
  const report = new Report(
    "the cache flood: a few hundred hostile spellings, random addresses and queries, then the real pages",
  );
  const base = `http://127.0.0.1:${port}`;
  const dataDir = temporaryDataDir("cache-flood");
  let postgres: EmptyPostgresDatabase | undefined;
  let server: ServerProcess | undefined;
  const get = (path: string) => rawRequest(port, { method: "GET", path, headers: { "Accept-Encoding": "br" } });
  /** Whether `path` is answered from the page cache (X-Cache: hit). */
  const isHit = async (path: string) => {
    const response = await fetch(`${base}${path}`, { headers: { "Accept-Encoding": "br" }, redirect: "manual" });
    await response.arrayBuffer();
    return response.status === 200 && response.headers.get("x-cache") === "hit";
  };
  const stats = async () =>
    ((await (await fetch(`${base}/healthz`)).json()) as { pageCache: PageCacheStats }).pageCache;
  try {
    if (serverUrl) postgres = await createEmptyPostgresDatabase(serverUrl);
    const env: Record<string, string> = {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? "",
      PUBLIC_URL: base,
      SMTP_URL: "",
      LOG_LEVEL: "warn",
    };
    if (cacheMb !== undefined) env.PAGE_CACHE_MB = String(cacheMb);
    server = startServer(env);
    await waitHealthy(port, server);
    const budget = (cacheMb ?? 32) * 1024 * 1024;

    // Warm: each real page asked for twice, the second from the cache.
    for (const path of REAL_PAGES) await get(path);
    const warm = await Promise.all(REAL_PAGES.map(isHit));
    report.check(
      warm.every(Boolean),
      `real pages not cached after warming: ${REAL_PAGES.filter((_, i) => !warm[i]).join(", ")}`,
    );
    const before = await stats();

    // The spellings: every one sent on to its page's one address, and none stored.
    const pagePaths = [...marketingPages.map((page) => page.path), "/contact", "/marketplace", "/insights"];
    const spellings = hostileSpellings(pagePaths, spellingCount);
    const legacy = [
      ["/Medical", "/who-we-help/medical"],
      ["/MEDICAL/", "/who-we-help/medical"],
      ["/%6Dedical", "/who-we-help/medical"],
      ["/PAGES/Medical/", "/who-we-help/medical"],
      ["/who-we-help/Hospitality-Retail", "/who-we-help/retail-and-hospitality"],
    ].map(([path, canonical]) => ({ path, canonical }));
    // In rounds of `concurrency`, reading the counters between rounds (/healthz touches no entry): / was warmed first,
    // so it is the first page the cache evicts.
    const spelt: [string, string, RawAnswer][] = [];
    let firstEviction: number | null = null;
    const all = [...spellings, ...legacy];
    for (let at = 0; at < all.length; at += concurrency) {
      const round = all.slice(at, at + concurrency);
      spelt.push(
        ...(await Promise.all(
          round.map(
            async ({ path, canonical }): Promise<[string, string, RawAnswer]> => [path, canonical, await get(path)],
          ),
        )),
      );
      if (firstEviction === null && (await stats()).evictions > before.evictions) firstEviction = spelt.length;
    }
    report.set("spellings sent before the first eviction", firstEviction ?? "none");
    const redirected = spelt.filter(([, canonical, answer]) => answer.status === 301 && answer.location === canonical);
    const wrong = spelt.filter((entry) => !redirected.includes(entry));
    report.set("spellings", spelt.length);
    report.set("sent on (301)", redirected.length);
    report.check(
      wrong.length === 0,
      `${wrong.length} spelling(s) not sent on to their page's address, e.g. ${wrong
        .slice(0, 3)
        .map(
          ([path, canonical, answer]) =>
            `${path} → ${answer.status ?? answer.error} ${answer.location} (expected 301 ${canonical})`,
        )
        .join("; ")}`,
    );
    const afterSpellings = await stats();
    report.set("stored from spellings", afterSpellings.stores - before.stores);
    report.check(
      afterSpellings.stores === before.stores,
      `${afterSpellings.stores - before.stores} spelling(s) stored in the page cache`,
    );

    // Random addresses (404) and query strings, each asked for twice: kept, if at all, among the variants.
    const extra = Math.ceil(spellingCount / 6);
    const random = Array.from({ length: extra }, () => `/${crypto.randomBytes(6).toString("hex")}`);
    const queries = Array.from(
      { length: extra },
      (_, n) => `${REAL_PAGES[n % REAL_PAGES.length]}?utm_source=${crypto.randomBytes(4).toString("hex")}`,
    );
    const twice = [...random, ...queries].flatMap((path) => [path, path]);
    const answers = await inBatches(
      twice.map((path) => () => get(path)),
      concurrency,
    );
    const statuses = new Map<string, number>();
    for (const answer of answers)
      statuses.set(
        String(answer.status ?? answer.error),
        (statuses.get(String(answer.status ?? answer.error)) ?? 0) + 1,
      );
    report.set("random and query requests", twice.length);
    report.set("their answers", [...statuses].map(([status, n]) => `${status} ×${n}`).join(" "));
    const unexpected = answers.filter((answer, i) => answer.status !== (i < 2 * random.length ? 404 : 200));
    report.check(
      unexpected.length === 0,
      `${unexpected.length} random address(es) or query string(s) not answered 404 or 200 as expected`,
    );

    // The real pages: still served from the cache, and the cache within its budget.
    const after = await stats();
    const still = await Promise.all(REAL_PAGES.map(isHit));
    report.set("real pages still hits", `${still.filter(Boolean).length}/${REAL_PAGES.length}`);
    report.check(
      still.every(Boolean),
      `real pages evicted by the flood: ${REAL_PAGES.filter((_, i) => !still[i]).join(", ")}`,
    );
    report.set("cache MB", +(after.bytes / 1024 / 1024).toFixed(1));
    report.set("budget MB", budget / 1024 / 1024);
    report.set("entries", after.entries);
    report.set("evictions", after.evictions - before.evictions);
    report.check(after.bytes <= budget, `the page cache holds ${after.bytes} bytes, over its budget of ${budget}`);
    report.check(await isHealthy(base), `the server is not healthy after the flood:\n${tail(server.output())}`);
  } catch (error) {
    report.fail(
      `${error instanceof Error ? error.message : String(error)}${server ? `\n${tail(server.output())}` : ""}`,
    );
  } finally {
    if (server) await stopServer(server);
    stopServers();
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return report.result();
}
