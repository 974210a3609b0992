/**
 * npm run lighthouse: Lighthouse's mobile audit (simulated slow 4G and a
 * mid-range phone, its defaults) of every public page the sitemap lists,
 * against the production build on a scratch data folder. Each page is audited
 * LIGHTHOUSE_RUNS times (3 unless set) and judged by its median run, as
 * Lighthouse's own documentation recommends: a single run on a shared
 * two-core machine moves by several points. Reports the four category scores
 * of the median run, the lowest and highest performance seen, and flags any
 * median under the targets (performance 95, the others 100), and Lighthouse's
 * benchmark index of the machine (how fast it ran). Pass paths as arguments to
 * audit only those.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type RunnerResult } from "lighthouse";
import { marketingPages } from "~/content/pages";
import { publicPagesWith } from "~/content/public-pages";
import { findChromium } from "../support/chromium";
import { ensureBuilt, startServer, waitHealthy } from "../support/server-process";

const PORT = Number(process.env.BENCH_PORT ?? 4313);
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } as const;
const base = `http://localhost:${PORT}`;
const paths =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : publicPagesWith(marketingPages).map((page) => page.path);

ensureBuilt();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kestrel-lighthouse-"));
const server = startServer({
  PORT: String(PORT),
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  PUBLIC_URL: base,
  LOG_LEVEL: "error",
});
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});

type Row = Record<string, string | number>;
/** The middle value of a list sorted in ascending order (the lower middle of an even count). */
const median = <T>(sorted: T[]): T => sorted[Math.floor((sorted.length - 1) / 2)];
const rows: Row[] = [];
// Lighthouse's own measure of this machine's CPU speed during each audit (higher is faster), reported with the
// scores as context. It times a JavaScript loop only: a day when the browser's rendering is slower may not show in it.
const benchmarkIndexes: number[] = [];
let misses = 0;
try {
  await waitHealthy(PORT, server);
  for (const pathname of paths) {
    // Warm the server's caches so the audit measures the page, not the first render.
    await fetch(`${base}${pathname}`).then((response) => response.arrayBuffer());
    const audit = () =>
      lighthouse(`${base}${pathname}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: Object.keys(TARGETS),
      });
    const runs: RunnerResult[] = [];
    for (let run = 0; run < RUNS; run++) {
      let attempt = await audit();
      // Lighthouse itself sometimes fails to trace a page (NO_FCP and the like): say so and audit it once more.
      if (attempt?.lhr.runtimeError) {
        console.log(`  ${pathname}: Lighthouse failed (${attempt.lhr.runtimeError.code}); auditing again`);
        attempt = await audit();
      }
      if (!attempt) throw new Error(`Lighthouse returned nothing for ${pathname}`);
      runs.push(attempt);
      if (attempt.lhr.environment.benchmarkIndex) benchmarkIndexes.push(attempt.lhr.environment.benchmarkIndex);
    }
    const performance = (run: RunnerResult) => Math.round((run.lhr.categories.performance?.score ?? 0) * 100);
    runs.sort((a, b) => performance(a) - performance(b));
    const result = median(runs);
    const row: Row = { path: pathname };
    for (const [category, target] of Object.entries(TARGETS)) {
      const score = Math.round((result.lhr.categories[category]?.score ?? 0) * 100);
      row[category] = score < target ? `${score} (<${target})` : score;
      if (score < target) misses++;
    }
    const metric = (id: string) => result.lhr.audits[id]?.numericValue;
    const seconds = (value: number | undefined) => (value === undefined ? "-" : +(value / 1000).toFixed(2));
    if (runs.length > 1) row["perf range"] = `${performance(runs[0])}-${performance(runs[runs.length - 1])}`;
    row["FCP s"] = seconds(metric("first-contentful-paint"));
    row["LCP s"] = seconds(metric("largest-contentful-paint"));
    row["TBT ms"] = Math.round(metric("total-blocking-time") ?? 0);
    const cls = metric("cumulative-layout-shift");
    row.CLS = cls !== undefined ? +cls.toFixed(3) : "-";
    rows.push(row);
    if (process.env.LIGHTHOUSE_DEBUG) {
      const observed = (result.lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)
        ?.items?.[0];
      console.log(
        pathname,
        "observed",
        observed &&
          Object.fromEntries(
            Object.entries(observed).filter(([key]) => key.startsWith("observed") && /Paint|Load|Dom/.test(key)),
          ),
      );
      console.log(
        JSON.stringify(result.lhr.audits["largest-contentful-paint-element"]?.details, null, 1).slice(0, 1500),
      );
      console.log(JSON.stringify(result.lhr.audits["render-blocking-resources"]?.details, null, 1).slice(0, 1500));
    }
    for (const [id, audit] of Object.entries(result.lhr.audits)) {
      if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary") {
        console.log(`  ${pathname}: ${id}: ${audit.title}`);
        const items =
          (audit.details as { items?: { node?: { snippet?: string; explanation?: string } }[] } | undefined)?.items ??
          [];
        for (const item of items.slice(0, 5))
          if (item.node) console.log(`    ${item.node.snippet}\n      ${item.node.explanation ?? ""}`);
      }
    }
  }
  console.log(`\nLighthouse, mobile (simulated throttling), ${paths.length} pages, median of ${RUNS} run(s) each`);
  console.table(rows);
  if (benchmarkIndexes.length > 0) {
    benchmarkIndexes.sort((a, b) => a - b);
    console.log(
      `Lighthouse's benchmark index of this machine: median ${Math.round(median(benchmarkIndexes))}, ${Math.round(benchmarkIndexes[0])} to ${Math.round(benchmarkIndexes[benchmarkIndexes.length - 1])}`,
    );
  }
  console.log(misses === 0 ? "Every page meets the targets." : `${misses} score(s) under target.`);
} finally {
  chrome.kill();
  server.child.kill("SIGTERM");
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
