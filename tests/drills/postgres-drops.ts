/**
 * Drill: dropped PostgreSQL connections, one after the other. A production
 * server on a fresh PostgreSQL database has every backend of that database
 * terminated (pg_terminate_backend, as a failover, a restart or a pooler
 * recycling connections would) again and again, a second apart: first while
 * it is idle, then while many visitors post the contact form. A connection
 * the pool never got back would be lost for good, so after some drops the
 * pool would have none to give (issue 34: about eight drops wedged it).
 *
 * After every drop the site must serve again within a few seconds (/healthz
 * 200 and a page read from the database); at the end every lead whose post was
 * answered with the success page is stored, with its emails, and the outbox
 * has sent every one.
 */
import fs from "node:fs";
import { and, eq, like, sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { createEmptyPostgresDatabase } from "../support/postgres";
import { startServer, stopServers, waitHealthy } from "../support/server-process";
import {
  checkCounts,
  describeUnexpected,
  type DrillResult,
  errorCode,
  expectCleanShutdown,
  LeadBatch,
  type LeadPost,
  postLead,
  postLeadsConcurrently,
  readStoredLeads,
  Report,
  sleep,
  tail,
  tally,
  temporaryDataDir,
} from "./common";

export type PostgresDropsOptions = {
  port: number;
  /** a PostgreSQL server URL on which the drill may create (and then drops) a database of its own */
  serverUrl: string;
  /** how many times every backend is terminated while the site is idle, and then under load */
  idleDrops?: number;
  loadedDrops?: number;
  /** from one termination to the next */
  dropIntervalMs?: number;
  /** visitors posting at once during the second half */
  visitors?: number;
  /** how soon after a termination the site must serve again (a request may wait the pool's 5 s for a connection) */
  recoverWithinMs?: number;
};

/** A page whose render reads the database (the list of insights), asked for with a query string the page cache never keeps. */
const PAGE = "/insights";

export async function run(options: PostgresDropsOptions): Promise<DrillResult> {
  const {
    port,
    serverUrl,
    idleDrops = 30,
    loadedDrops = 30,
    dropIntervalMs = 1_000,
    visitors = 20,
    recoverWithinMs = 10_000,
  } = options;
  const report = new Report("PostgreSQL connections dropped again and again");
  const base = `http://127.0.0.1:${port}`;
  const database = await createEmptyPostgresDatabase(serverUrl, "pool_drops");
  const dataDir = temporaryDataDir("postgres-drops");
  const killer = new pg.Client({ connectionString: serverUrl });
  killer.on("error", () => undefined);
  const recoveries: number[] = [];
  let terminations = 0;
  try {
    const server = startServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      PUBLIC_URL: base,
      SMTP_URL: "",
      LOG_LEVEL: "warn",
      // The emails go to files: no need to pace them as for a mail server, and the drill waits for them all.
      OUTBOX_RATE_PER_SECOND: "0",
    });
    await waitHealthy(port, server);
    await killer.connect();
    const batch = new LeadBatch("pg-drops");

    /** Terminates every backend of the site's database; how many there were. */
    const terminateAll = async () => {
      const { rows } = await killer.query<{ killed: number }>(
        `select count(*) filter (where killed)::int as killed from (
           select pg_terminate_backend(pid) as killed from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()
         ) as kills`,
        [database.name],
      );
      terminations++;
      return rows[0].killed;
    };

    /** What the last check of the site saw, for a failure message. */
    let lastSeen = "";
    /** /healthz 200 and the page rendered, tried until `recoverWithinMs` has passed; the time it took, or null. */
    const recovered = async (since: number): Promise<number | null> => {
      let attempt = 0;
      while (Date.now() - since < recoverWithinMs && server.child.exitCode === null) {
        const left = Math.max(500, recoverWithinMs - (Date.now() - since));
        try {
          const health = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(left) });
          lastSeen = `/healthz ${health.status} ${(await health.text()).slice(0, 120)}`;
          if (health.status === 200) {
            const page = await fetch(`${base}${PAGE}?drill=${Date.now()}-${attempt++}`, {
              signal: AbortSignal.timeout(left),
            });
            await page.arrayBuffer();
            lastSeen = `${PAGE} ${page.status}`;
            if (page.status === 200) return Date.now() - since;
          }
        } catch (error) {
          lastSeen = `no answer (${errorCode(error)})`;
        }
        await sleep(100);
      }
      return null;
    };

    /** `drops` terminations a second apart, each followed by the check that the site serves; false once it does not. */
    const dropRepeatedly = async (phase: string, drops: number, afterEach?: () => Promise<void>) => {
      for (let n = 1; n <= drops; n++) {
        const at = Date.now();
        const killed = await terminateAll();
        const took = await recovered(at);
        if (took === null) {
          report.fail(
            `${phase}: the site did not serve within ${recoverWithinMs / 1000} s of drop ${n} (${killed} backends terminated); last seen: ${lastSeen}\n${lastLines(server.output())}`,
          );
          return false;
        }
        recoveries.push(took);
        await afterEach?.();
        await sleep(Math.max(0, at + dropIntervalMs - Date.now()));
      }
      return true;
    };

    // Idle: one lead posted after each drop, as a visitor would once the site answers again.
    const idlePosts: LeadPost[] = [];
    const idleSurvived = await dropRepeatedly(
      "idle",
      idleDrops,
      async () => void idlePosts.push(await postLead(base, batch.lead())),
    );
    report.set("idle drops survived", idleSurvived ? idleDrops : recoveries.length);
    report.set("idle recovery max ms", recoveries.length ? Math.max(...recoveries) : "none");

    // Under load: visitors post the contact form throughout.
    let loadPosts: LeadPost[] = [];
    if (idleSurvived && loadedDrops > 0) {
      let over = false;
      let answered = 0;
      const load = postLeadsConcurrently(base, batch, {
        visitors,
        perVisitor: 10_000,
        deadline: Date.now() + loadedDrops * dropIntervalMs * 3 + 30_000,
        stop: () => over || server.child.exitCode !== null,
        onAnswer: () => answered++,
      });
      const warmUntil = Date.now() + 5_000;
      while (answered < visitors && Date.now() < warmUntil) await sleep(20);
      const before = recoveries.length;
      const loadSurvived = await dropRepeatedly("under load", loadedDrops);
      report.set("loaded drops survived", loadSurvived ? loadedDrops : recoveries.length - before);
      const loaded = recoveries.slice(before);
      report.set("loaded recovery max ms", loaded.length ? Math.max(...loaded) : "none");
      over = true;
      loadPosts = await load;
    }

    const posts = [...idlePosts, ...loadPosts];
    const counts = tally(posts);
    report.set("terminations", terminations);
    report.set("leads posted", posts.length);
    report.set("acknowledged", counts.stored);
    report.set("refused (503)", counts.refused);
    report.check(
      counts.dropped + counts.other === 0,
      `answers other than the lead stored or 503 "Submission failed": ${describeUnexpected(posts)}`,
    );

    const alive = server.child.exitCode === null;
    report.check(alive, `the server exited (code ${server.child.exitCode}):\n${lastLines(server.output())}`);

    // Once the drops are over, a post is stored.
    if (alive) {
      const after = await postLead(base, batch.lead());
      report.check(after.answer === "stored", `after the drops a post was answered ${after.detail || after.answer}`);
      if (after.answer === "stored") posts.push(after);
    }

    const acknowledged = posts.filter((post) => post.answer === "stored");
    const stored = await readStoredLeads({ databaseUrl: database.url }, batch);
    report.set(
      "stored",
      [...stored.rows.values()].reduce((a, b) => a + b, 0),
    );
    checkCounts(report, batch, stored, acknowledged);
    report.set("lost", acknowledged.filter((post) => !stored.rows.has(post.name)).length);

    // The outbox sends every email about the batch's leads (the server writes them to files without SMTP). One whose
    // send or "sent" failed when its connection dropped is retried after its backoff (30 s) or its lease (a minute):
    // counted apart, as retrying.
    if (alive) {
      const drainFrom = Date.now();
      // Not waited for when the site failed already: its outbox is as stuck as the rest.
      const outbox = await waitForOutbox(database.url, batch, report.failures.length ? 0 : 60_000);
      report.set("emails unsent", outbox.unsent);
      report.set("emails retrying", outbox.retrying);
      report.set("outbox caught up in s", ((Date.now() - drainFrom) / 1000).toFixed(1));
      report.check(
        outbox.unsent === 0,
        `${outbox.unsent} email(s) about the drill's leads never tried a minute after the drops`,
      );
      await expectCleanShutdown(report, server, lastLines);
    }
  } catch (error) {
    report.fail(error instanceof Error ? error.message : String(error));
  } finally {
    stopServers();
    await killer.end().catch(() => undefined);
    await database.drop().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return report.result();
}

/** The server's last few log lines, each cut short: enough to see why it stopped serving. */
function lastLines(output: string): string {
  return tail(output, 4)
    .split("\n")
    .map((line) => (line.length > 300 ? `${line.slice(0, 300)}…` : line))
    .join("\n");
}

/**
 * Waits until every email about the batch's leads has been sent or tried (the rest wait for their retry: a failed try
 * counts in `attempts`, a try whose outcome was lost holds a lease, `claimed_by`); what is still pending then.
 */
async function waitForOutbox(
  databaseUrl: string,
  batch: LeadBatch,
  timeoutMs: number,
): Promise<{ unsent: number; retrying: number }> {
  const handle = await openDatabase({ databaseUrl });
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [row] = await handle.db
        .select({
          unsent: sql<number>`count(*) filter (where ${emailOutbox.attempts} = 0 and ${emailOutbox.claimedBy} is null)::int`,
          retrying: sql<number>`count(*) filter (where ${emailOutbox.attempts} > 0 or ${emailOutbox.claimedBy} is not null)::int`,
        })
        .from(emailOutbox)
        .where(and(like(emailOutbox.concerns, `%@${batch.domain}`), eq(emailOutbox.status, "pending")));
      if (row.unsent === 0 || Date.now() > deadline) return row;
      await sleep(500);
    }
  } finally {
    await handle.close();
  }
}
