/**
 * Drill: a wedged database pool cannot hide (ADR 041). A production server on
 * a fresh PostgreSQL database takes contact posts while, from a connection of
 * its own, the drill holds exclusive locks on the tables a post writes: every
 * connection of the server's pool ends up waiting on them, and none is handed
 * out again. /healthz must answer 503 saying so within seconds of the pool's
 * 10 s, and the process must exit (code 1, a fatal log line with the reason)
 * after its 60 s, so that a restart policy brings it back.
 */
import fs from "node:fs";
import pg from "pg";
import { createEmptyPostgresDatabase } from "../support/postgres";
import { startServer, stopServers, waitHealthy } from "../support/server-process";
import { LeadBatch, postLead, Report, sleep, temporaryDataDir, type DrillResult } from "./common";

export type PoolWedgeOptions = {
  port: number;
  /** a PostgreSQL server URL on which the drill may create (and then drops) a database of its own */
  serverUrl: string;
};

export async function run(options: PoolWedgeOptions): Promise<DrillResult> {
  const { port, serverUrl } = options;
  const report = new Report("A wedged database pool reports itself and ends the process");
  const base = `http://127.0.0.1:${port}`;
  const database = await createEmptyPostgresDatabase(serverUrl, "pool_wedge");
  const dataDir = temporaryDataDir("pool-wedge");
  const locker = new pg.Client({ connectionString: database.url });
  locker.on("error", () => undefined);
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
    await locker.connect();
    await locker.query("begin");
    await locker.query("lock table form_rate_limits, leads in access exclusive mode");
    const started = Date.now();
    let exitedAt: number | null = null;
    void server.exited.then(() => (exitedAt = Date.now()));
    // More posts than the pool has connections: each waits on the locks, holding its connection.
    const batch = new LeadBatch("pool-wedge");
    for (let n = 0; n < 20; n++) void postLead(base, batch.lead(), 120_000);

    let unhealthyAt: number | null = null;
    let reason = "";
    while (exitedAt === null && Date.now() - started < 90_000) {
      try {
        const response = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(3_000) });
        const body = (await response.json()) as { database?: string };
        if (response.status === 503 && body.database?.startsWith("no connection free") && unhealthyAt === null) {
          unhealthyAt = Date.now();
          reason = body.database;
        }
      } catch {
        /* busy or gone */
      }
      await sleep(1_000);
    }
    const seconds = (at: number | null) => (at === null ? "never" : Math.round((at - started) / 1000));
    report.set("503 after s", seconds(unhealthyAt));
    report.set("exited after s", seconds(exitedAt));
    report.set("exit code", String(server.child.exitCode));
    report.check(
      unhealthyAt !== null && unhealthyAt - started < 20_000,
      `/healthz did not report the wedged pool within 20 s (${reason || "no such answer"})`,
    );
    report.check(exitedAt !== null, "the process did not exit within 90 s of the pool wedging");
    report.check(server.child.exitCode === 1, `the process exited with ${server.child.exitCode}, not 1`);
    const fatal = server
      .output()
      .split("\n")
      .find((line) => line.includes('"level":60'));
    report.check(Boolean(fatal?.includes("the pool is wedged")), "no fatal log line saying the pool is wedged");
  } catch (error) {
    report.fail(error instanceof Error ? error.message : String(error));
  } finally {
    stopServers();
    await locker.end().catch(() => undefined);
    await database.drop().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return report.result();
}
