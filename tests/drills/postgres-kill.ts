/**
 * Drill: PostgreSQL connections killed under load. A production server on a
 * fresh PostgreSQL database takes contact requests from many visitors at once
 * while, from a connection of its own, the drill terminates every backend of
 * that database several times (as a failover, a restart or an administrator's
 * pg_terminate_backend would). The server must stay up, answer every post with
 * the stored lead or the 503 "Submission failed" page (never a dropped
 * connection or another error), keep every acknowledged lead exactly once, and
 * take new posts once the kills are over.
 */
import fs from "node:fs";
import pg from "pg";
import { createEmptyPostgresDatabase } from "../support/postgres";
import { startServer, stopServers, waitHealthy } from "../support/server-process";
import {
  checkCounts,
  describeUnexpected,
  type DrillResult,
  expectCleanShutdown,
  isHealthy,
  LeadBatch,
  type LeadPost,
  postLeadsConcurrently,
  readStoredLeads,
  Report,
  sleep,
  tail,
  tally,
  temporaryDataDir,
} from "./common";

export type PostgresKillOptions = {
  port: number;
  /** a PostgreSQL server URL on which the drill may create (and then drops) a database of its own */
  serverUrl: string;
  /** visitors posting at once */
  visitors?: number;
  /** the most posts one visitor makes (the load ends sooner, shortly after the last kill) */
  perVisitor?: number;
  /** how many times every backend is terminated, and how far apart */
  kills?: number;
  killIntervalMs?: number;
};

export async function run(options: PostgresKillOptions): Promise<DrillResult> {
  const { port, serverUrl, visitors = 20, perVisitor = 40, kills = 3, killIntervalMs = 300 } = options;
  const report = new Report("PostgreSQL connections killed under load");
  const base = `http://127.0.0.1:${port}`;
  const database = await createEmptyPostgresDatabase(serverUrl);
  const dataDir = temporaryDataDir("postgres-kill");
  const killer = new pg.Client({ connectionString: serverUrl });
  killer.on("error", () => undefined);
  try {
    const server = startServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      PUBLIC_URL: base,
      SMTP_URL: "",
      LOG_LEVEL: "warn",
    });
    await waitHealthy(port, server);
    await fetch(`${base}/contact`).then((response) => response.arrayBuffer());
    await killer.connect();

    const batch = new LeadBatch("pg-kill");
    let answered = 0;
    let killsOverAt = Infinity;
    const load = postLeadsConcurrently(base, batch, {
      visitors,
      perVisitor,
      deadline: Date.now() + 60_000,
      // A little load goes on after the last kill, so the kills land in the middle of it.
      stop: () => Date.now() > killsOverAt + 300 || server.child.exitCode !== null,
      onAnswer: () => answered++,
    });

    // Every visitor has had an answer: the pool's connections are open and busy.
    const warmUntil = Date.now() + 5_000;
    while (answered < visitors && Date.now() < warmUntil) await sleep(20);
    const terminated: number[] = [];
    for (let k = 0; k < kills; k++) {
      if (k > 0) await sleep(killIntervalMs);
      const { rows } = await killer.query<{ killed: number }>(
        `select count(*) filter (where killed)::int as killed from (
           select pg_terminate_backend(pid) as killed from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()
         ) as kills`,
        [database.name],
      );
      terminated.push(rows[0].killed);
    }
    killsOverAt = Date.now();
    const during = await load;

    const counts = tally(during);
    report.set("posts", during.length);
    report.set("stored", counts.stored);
    report.set("refused (503)", counts.refused);
    report.set("dropped", counts.dropped);
    report.set("other", counts.other);
    report.set("kills", kills);
    report.set("backends killed", terminated.join("+"));
    report.check(
      terminated.some((n) => n > 0),
      "no backend was terminated: the drill killed nothing",
    );
    report.check(
      counts.dropped + counts.other === 0,
      `answers other than the lead stored or 503 "Submission failed": ${describeUnexpected(during)}`,
    );

    const alive = server.child.exitCode === null;
    const unhandled = /Unhandled 'error' event/.exec(server.output());
    const sqlState = /code: '(\w+)'/.exec(server.output().slice(unhandled?.index ?? 0))?.[1];
    report.check(
      alive,
      `the server exited (code ${server.child.exitCode})${unhandled ? "" : `:\n${tail(server.output())}`}`,
    );
    report.check(!unhandled, `the server died of an unhandled 'error' event (SQLSTATE ${sqlState ?? "unknown"})`);
    const healthy = alive && (await isHealthy(base));
    report.set("healthz", healthy ? 200 : "down");
    report.check(healthy, "/healthz did not answer 200 after the kills");

    // Once the connections are back, every post succeeds.
    let after: LeadPost[] = [];
    if (alive) {
      after = await postLeadsConcurrently(base, batch, { visitors, perVisitor: 1, deadline: Date.now() + 30_000 });
      const stored = after.filter((post) => post.answer === "stored").length;
      report.set("after kills", `${stored}/${after.length}`);
      report.check(
        stored === after.length,
        `after the kills, ${after.length - stored} of ${after.length} posts failed: ${describeUnexpected(after, ["refused", "dropped", "other"])}`,
      );
    }

    const acknowledged = [...during, ...after].filter((post) => post.answer === "stored");
    const stored = await readStoredLeads({ databaseUrl: database.url }, batch);
    report.set(
      "leads in database",
      [...stored.rows.values()].reduce((a, b) => a + b, 0),
    );
    checkCounts(report, batch, stored, acknowledged);

    if (alive) {
      report.set("exit", String(await expectCleanShutdown(report, server)));
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
