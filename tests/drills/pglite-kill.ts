/**
 * Drill: `kill -9` mid-load on the embedded database. A production server on
 * a fresh DATA_DIR (PGlite) takes contact requests from many visitors at once
 * and is killed with SIGKILL in the middle of it, leaving its pid lock file
 * behind. A new server on the same folder must take the lock over, open the
 * database cleanly and take new posts; every lead acknowledged before the
 * kill must be there exactly once.
 */
import fs from "node:fs";
import path from "node:path";
import { startServer, stopServers, waitHealthy } from "../support/server-process";
import {
  checkCounts,
  describeUnexpected,
  isHealthy,
  LeadBatch,
  type LeadPost,
  postLeadsConcurrently,
  readStoredLeads,
  Report,
  stopServer,
  tail,
  tally,
  temporaryDataDir,
  type DrillResult,
} from "./common";

export type PgliteKillOptions = {
  port: number;
  /** visitors posting at once */
  visitors?: number;
  /** the server is killed once this many leads have been acknowledged (or after 40 s) */
  killAfter?: number;
};

export async function run(options: PgliteKillOptions): Promise<DrillResult> {
  const { port, visitors = 20, killAfter = 60 } = options;
  const report = new Report("kill -9 mid-load on PGlite, restart on the same folder");
  const base = `http://127.0.0.1:${port}`;
  const dataDir = temporaryDataDir("pglite-kill");
  const env = {
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    PUBLIC_URL: base,
    SMTP_URL: "",
    LOG_LEVEL: "warn",
  };
  try {
    const first = startServer(env);
    await waitHealthy(port, first);
    await fetch(`${base}/contact`).then((response) => response.arrayBuffer());

    const batch = new LeadBatch("kill9");
    let acknowledged = 0;
    let killedAt = Infinity;
    const kill = () => {
      if (killedAt !== Infinity) return;
      killedAt = Date.now();
      first.child.kill("SIGKILL");
    };
    const timer = setTimeout(kill, 40_000);
    const before = await postLeadsConcurrently(base, batch, {
      visitors,
      perVisitor: 1_000,
      deadline: Date.now() + 60_000,
      stop: () => killedAt !== Infinity,
      onAnswer: (post) => {
        if (post.answer === "stored" && ++acknowledged >= killAfter) kill();
      },
    });
    clearTimeout(timer);
    kill();
    await first.exited;

    const counts = tally(before);
    report.set("posts before kill", before.length);
    report.set("acknowledged", counts.stored);
    report.set("cut off by the kill", counts.dropped);
    report.check(
      counts.stored >= killAfter,
      `only ${counts.stored} lead(s) acknowledged before the kill (wanted ${killAfter}): ${describeUnexpected(before, ["refused", "dropped", "other"])}`,
    );
    report.check(
      counts.refused + counts.other === 0,
      `answers before the kill other than the lead stored: ${describeUnexpected(before, ["refused", "other"])}`,
    );

    const lockFile = path.join(dataDir, "pglite.lock");
    const lockLeft = fs.existsSync(lockFile) && fs.readFileSync(lockFile, "utf8").trim() === String(first.child.pid);
    report.set("lock left by the dead server", lockLeft ? "yes" : "no");

    const restarted = Date.now();
    const second = startServer(env);
    try {
      await waitHealthy(port, second);
    } catch (error) {
      report.fail(
        `the server did not start again on the same folder: ${error instanceof Error ? error.message : error}`,
      );
      return report.result();
    }
    report.set("restart s", +((Date.now() - restarted) / 1000).toFixed(1));

    const after: LeadPost[] = await postLeadsConcurrently(base, batch, {
      visitors,
      perVisitor: 1,
      deadline: Date.now() + 30_000,
    });
    const afterStored = after.filter((post) => post.answer === "stored").length;
    report.set("after restart", `${afterStored}/${after.length}`);
    report.check(
      afterStored === after.length,
      `after the restart, ${after.length - afterStored} of ${after.length} posts failed: ${describeUnexpected(after, ["refused", "dropped", "other"])}`,
    );
    report.check(await isHealthy(base), "/healthz did not answer 200 after the restart");

    const exit = await stopServer(second);
    report.check(
      exit === 0,
      `the restarted server did not shut down cleanly after SIGTERM (exit ${exit}):\n${tail(second.output())}`,
    );

    // Opening the folder again (after a clean shutdown) is the last check that the database survived.
    const stored = await readStoredLeads({ dataDir }, batch);
    const inDatabase = [...stored.rows.values()].reduce((a, b) => a + b, 0);
    report.set("leads in database", inDatabase);
    report.set(
      "stored but unacknowledged",
      [...before, ...after].filter((post) => post.answer !== "stored" && stored.rows.has(post.name)).length,
    );
    checkCounts(
      report,
      batch,
      stored,
      [...before, ...after].filter((post) => post.answer === "stored"),
    );
  } catch (error) {
    report.fail(error instanceof Error ? error.message : String(error));
  } finally {
    stopServers();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return report.result();
}
