/**
 * Leads under load: 50 visitors at once post the contact form as a browser
 * without JavaScript does (a page post: `Sec-Fetch-Dest: document`, HTML
 * accepted) to the production server on a fresh database (PGlite, or a new
 * database on the DATABASE_URL server). One post in ten is a resend of the
 * visitor's previous one (the same form again, as a double click would be).
 * A stored lead is answered with 303 to the form's page (Post/Redirect/Get,
 * ADR 023); by default the bench measures the post alone, and with
 * BENCH_FOLLOW_REDIRECT=1 each visitor also loads the page it is sent to
 * (the whole round trip a browser makes). Reports leads stored per second,
 * p50/p99 latency, and the count check: every accepted lead stored once, no
 * duplicates, no 5xx.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { and, count, countDistinct, eq, like } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { emailOutbox, leads } from "~/db/schema";
import { createEmptyPostgresDatabase } from "../support/postgres";
import { ensureBuilt, startServer, waitHealthy } from "../support/server-process";

const CONCURRENCY = Number(process.env.BENCH_LEAD_VISITORS ?? 50);
const PER_VISITOR = Number(process.env.BENCH_LEADS_PER_VISITOR ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 4312);
const RUN = crypto.randomBytes(3).toString("hex");
const FOLLOW = process.env.BENCH_FOLLOW_REDIRECT === "1";

const postgres = process.env.DATABASE_URL ? await createEmptyPostgresDatabase() : null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kestrel-bench-leads-"));
const engine = postgres ? "PostgreSQL" : "PGlite";
const base = `http://127.0.0.1:${PORT}`;

type Outcome = { status: number; accepted: boolean; ms: number; key: string; resend: boolean };

/** What a browser sends with a form it posts itself (Node's fetch keeps Sec-Fetch-Dest, and sets its own mode). */
const PAGE_POST_HEADERS = {
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "Sec-Fetch-Dest": "document",
  "Sec-Fetch-Mode": "navigate",
  "Sec-Fetch-Site": "same-origin",
};

/** The page a 303 sends the visitor to, loaded with the cookie it set, as a browser follows it. */
async function follow(response: Response): Promise<number> {
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const page = await fetch(new URL(response.headers.get("Location")!, base), {
    headers: { Accept: PAGE_POST_HEADERS.Accept, "Sec-Fetch-Dest": "document", ...(cookie ? { Cookie: cookie } : {}) },
  });
  await page.arrayBuffer();
  return page.status;
}

async function visitor(index: number): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let previous: { key: string; body: URLSearchParams } | null = null;
  for (let n = 0; n < PER_VISITOR; n++) {
    const resend: boolean = previous !== null && n % 10 === 9;
    const key: string = resend ? previous!.key : crypto.randomUUID();
    const body: URLSearchParams = resend
      ? previous!.body
      : new URLSearchParams({
          intent: "submit",
          step: "3",
          idempotencyKey: key,
          website: "",
          name: `Bench lead ${RUN} ${index}-${n}`,
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
      redirect: "manual",
      headers: {
        ...PAGE_POST_HEADERS,
        Origin: base,
        // One address per post, so the per-client rate limit measures nothing here.
        "X-Forwarded-For": `10.${index}.${Math.floor(n / 250)}.${n % 250}`,
      },
    });
    await response.arrayBuffer();
    // Stored: sent back to the form's page (a server without Post/Redirect/Get answers 200 with the page itself).
    let accepted =
      response.status === 200 ||
      (response.status === 303 && response.headers.get("Location")?.startsWith("/contact") === true);
    if (accepted && response.status === 303 && FOLLOW) accepted = (await follow(response)) === 200;
    outcomes.push({ status: response.status, accepted, ms: performance.now() - t0, key, resend });
    previous = { key, body };
  }
  return outcomes;
}

/** CPU time (user and system) the process has used, from /proc on Linux; null elsewhere. */
function serverCpuMs(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    const ticksPerSecond = 100;
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return null;
  }
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

  const cpu0 = serverCpuMs(server.child.pid);
  const t0 = performance.now();
  const outcomes = (await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => visitor(i)))).flat();
  const seconds = (performance.now() - t0) / 1000;
  const cpu1 = serverCpuMs(server.child.pid);

  server.child.kill("SIGTERM");
  await server.exited;

  const handle = await openDatabase(postgres ? { databaseUrl: postgres.url } : { dataDir });
  try {
    const mine = and(eq(leads.kind, "contact"), like(leads.name, `Bench lead ${RUN} %`));
    const [{ stored, keys }] = await handle.db
      .select({ stored: count(), keys: countDistinct(leads.idempotencyKey) })
      .from(leads)
      .where(mine);
    const [{ emails }] = await handle.db.select({ emails: count() }).from(emailOutbox);

    const accepted = outcomes.filter((o) => o.accepted);
    const acceptedKeys = new Set(accepted.map((o) => o.key));
    const serverErrors = outcomes.filter((o) => o.status >= 500).length;
    const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b);
    const at = (p: number) => +latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))].toFixed(1);

    const shape = FOLLOW ? "each post followed by the page it redirects to" : "the post alone";
    console.log(
      `\nLeads under load (${engine}): ${CONCURRENCY} concurrent visitors, ${outcomes.length} posts, 1 in 10 a resend; ${shape}`,
    );
    console.table({
      "contact form": {
        "leads stored/s": +(stored / seconds).toFixed(1),
        "posts/s": +(outcomes.length / seconds).toFixed(1),
        "p50 ms": at(0.5),
        "p99 ms": at(0.99),
        "max ms": at(1),
        // The server process's CPU time over the run (its outbox worker included; a PostgreSQL server's own is not).
        "server CPU ms/post": cpu0 === null || cpu1 === null ? "n/a" : +((cpu1 - cpu0) / outcomes.length).toFixed(2),
      },
    });
    const check = {
      "posts accepted (303 to the form, or 200)": accepted.length,
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
