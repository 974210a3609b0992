/**
 * Leads under load: 50 visitors at once post the contact form (as a browser
 * without JavaScript does) to the production server on a fresh database
 * (PGlite, or a new database on the DATABASE_URL server). One post in ten is
 * a resend of the visitor's previous one (same idempotency key), as a double
 * click would be. Reports leads stored per second, p50/p99 latency, and the
 * count check: every accepted lead stored once, no duplicates, no 5xx.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { count, countDistinct, like } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { contactRequests, emailOutbox } from "~/db/schema";
import { createEmptyPostgresDatabase } from "../support/postgres";
import { ensureBuilt, startServer, waitHealthy } from "../support/server-process";

const CONCURRENCY = Number(process.env.BENCH_LEAD_VISITORS ?? 50);
const PER_VISITOR = Number(process.env.BENCH_LEADS_PER_VISITOR ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 4312);
const RUN = crypto.randomBytes(3).toString("hex");

const postgres = process.env.DATABASE_URL ? await createEmptyPostgresDatabase() : null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kestrel-bench-leads-"));
const engine = postgres ? "PostgreSQL" : "PGlite";
const base = `http://127.0.0.1:${PORT}`;

type Outcome = { status: number; ms: number; key: string; resend: boolean };

async function visitor(index: number): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let previousKey: string | null = null;
  for (let n = 0; n < PER_VISITOR; n++) {
    const resend = previousKey !== null && n % 10 === 9;
    const key: string = resend ? previousKey! : crypto.randomUUID();
    const body = new URLSearchParams({
      intent: "submit",
      step: "3",
      idempotencyKey: key,
      website: "",
      name: `Bench lead ${RUN} ${index}-${resend ? n - 1 : n}`,
      email: `owner${index}.${n}@example.co.za`,
      business: `Bench Holdings ${index}`,
      turnover: "r3m-r10m",
      pain: "time",
      goals: "Grow margins by five points and take a month off.",
      consent: "on",
    });
    const t0 = performance.now();
    const response = await fetch(`${base}/contact`, {
      method: "POST",
      body,
      headers: {
        Origin: base,
        // One address per post, so the per-client rate limit measures nothing here.
        "X-Forwarded-For": `10.${index}.${Math.floor(n / 250)}.${n % 250}`,
      },
    });
    await response.arrayBuffer();
    outcomes.push({ status: response.status, ms: performance.now() - t0, key, resend });
    previousKey = key;
  }
  return outcomes;
}

ensureBuilt();
const server = startServer({
  PORT: String(PORT),
  DATA_DIR: dataDir,
  DATABASE_URL: postgres?.url ?? "",
  PUBLIC_URL: base,
  SMTP_URL: "",
  LOG_LEVEL: "error",
});
try {
  await waitHealthy(PORT, server);
  // Warm up the route (first render, prepared statements).
  await fetch(`${base}/contact`).then((r) => r.arrayBuffer());

  const t0 = performance.now();
  const outcomes = (await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => visitor(i)))).flat();
  const seconds = (performance.now() - t0) / 1000;

  server.child.kill("SIGTERM");
  await server.exited;

  const handle = await openDatabase(postgres ? { databaseUrl: postgres.url } : { dataDir });
  try {
    const mine = like(contactRequests.name, `Bench lead ${RUN} %`);
    const [{ stored, keys }] = await handle.db
      .select({ stored: count(), keys: countDistinct(contactRequests.idempotencyKey) })
      .from(contactRequests)
      .where(mine);
    const [{ emails }] = await handle.db.select({ emails: count() }).from(emailOutbox);

    const accepted = outcomes.filter((o) => o.status === 200);
    const acceptedKeys = new Set(accepted.map((o) => o.key));
    const serverErrors = outcomes.filter((o) => o.status >= 500).length;
    const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b);
    const at = (p: number) => +latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))].toFixed(1);

    console.log(`\nLeads under load (${engine}): ${CONCURRENCY} concurrent visitors, ${outcomes.length} posts, 1 in 10 a resend`);
    console.table({
      "contact form": {
        "leads stored/s": +(stored / seconds).toFixed(1),
        "posts/s": +(outcomes.length / seconds).toFixed(1),
        "p50 ms": at(0.5),
        "p99 ms": at(0.99),
        "max ms": at(1),
      },
    });
    const check = {
      "posts accepted (200)": accepted.length,
      "distinct leads accepted": acceptedKeys.size,
      "leads stored": stored,
      "duplicates stored": stored - keys,
      "emails queued (2 per lead)": emails,
      "5xx answers": serverErrors,
      "other refusals": outcomes.length - accepted.length - serverErrors,
    };
    console.table(check);
    const ok = stored === acceptedKeys.size && keys === stored && serverErrors === 0 && emails === stored * 2;
    console.log(ok ? "Count check passed: accepted = stored, 0 duplicates, 0 5xx." : "COUNT CHECK FAILED");
    if (!ok) process.exitCode = 1;
  } finally {
    await handle.close();
  }
} finally {
  if (server.child.exitCode === null) server.child.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
  await postgres?.drop();
}
