/**
 * Drill: the SMTP outage (tests/e2e/mail-outage.spec.ts without a browser).
 * With the mail server down, contact requests are still accepted and stored;
 * once it is back, the outbox delivers every notification and every visitor's
 * copy exactly once (its first retry comes 30 s after a failed delivery).
 */
import fs from "node:fs";
import path from "node:path";
import { readEmails } from "../support/mail";
import { startMailSink, type MailSink } from "../support/mail-sink";
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from "../support/postgres";
import { startServer, stopServers, waitHealthy } from "../support/server-process";
import {
  type DrillResult,
  expectCleanShutdown,
  LeadBatch,
  type LeadPost,
  postLead,
  Report,
  sleep,
  tail,
  temporaryDataDir,
} from "./common";

export type MailOutageOptions = {
  port: number;
  /** where the mail server will listen once it is back (nothing listens there before) */
  smtpPort: number;
  /** a PostgreSQL server URL to run on a fresh database of its own; the embedded database without it */
  serverUrl?: string;
  leads?: number;
};

const NOTIFY = "leads@outage.drill.example.co.za";

export async function run(options: MailOutageOptions): Promise<DrillResult> {
  const { port, smtpPort, serverUrl, leads = 5 } = options;
  const report = new Report("SMTP outage");
  const base = `http://127.0.0.1:${port}`;
  const dataDir = temporaryDataDir("mail-outage");
  const mailDir = path.join(dataDir, "received");
  let postgres: EmptyPostgresDatabase | undefined;
  let sink: MailSink | undefined;
  try {
    if (serverUrl) postgres = await createEmptyPostgresDatabase(serverUrl);
    const server = startServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? "",
      PUBLIC_URL: base,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEADS_NOTIFY_TO: NOTIFY,
      LOG_LEVEL: "warn",
    });
    await waitHealthy(port, server);

    const batch = new LeadBatch("outage");
    const posts: LeadPost[] = [];
    for (let i = 0; i < leads; i++) posts.push(await postLead(base, batch.lead()));
    const stored = posts.filter((post) => post.answer === "stored");
    report.set("leads", `${stored.length}/${leads}`);
    report.check(
      stored.length === leads,
      `${leads - stored.length} of ${leads} leads were not accepted while SMTP was down`,
    );

    // The server tried, failed, and says so in its log.
    const triedUntil = Date.now() + 20_000;
    while (!server.output().includes("email delivery failed") && Date.now() < triedUntil) await sleep(250);
    report.check(server.output().includes("email delivery failed"), "the server never logged a failed delivery");
    report.check(server.child.exitCode === null, `the server exited while SMTP was down:\n${tail(server.output())}`);

    // SMTP comes back; the outbox retries on its own.
    sink = await startMailSink(mailDir, smtpPort);
    const back = Date.now();
    const expected = stored.length * 2;
    const deadline = back + 100_000;
    while (readEmails(mailDir).length < expected && Date.now() < deadline) await sleep(1_000);
    report.set("recovered after s", +((Date.now() - back) / 1000).toFixed(1));
    // Give a duplicate a moment to show itself, then count exactly.
    await sleep(2_000);
    const emails = readEmails(mailDir);
    let duplicates = 0;
    let missing = 0;
    for (const post of stored) {
      const notifications = emails.filter(
        (email) => email.to.includes(NOTIFY) && email.subject.includes(post.name),
      ).length;
      const copies = emails.filter((email) => email.to.includes(post.email)).length;
      duplicates += Math.max(0, notifications - 1) + Math.max(0, copies - 1);
      missing += (notifications === 0 ? 1 : 0) + (copies === 0 ? 1 : 0);
    }
    report.set("emails delivered after recovery", `${emails.length}/${expected}`);
    report.set("missing", missing);
    report.set("duplicates", duplicates);
    report.check(missing === 0, `${missing} email(s) never delivered after SMTP came back`);
    report.check(duplicates === 0, `${duplicates} email(s) delivered more than once`);
    report.check(emails.length === expected, `${emails.length} emails delivered, expected ${expected}`);

    await expectCleanShutdown(report, server);
  } catch (error) {
    report.fail(error instanceof Error ? error.message : String(error));
  } finally {
    stopServers();
    await sink?.close();
    await postgres?.drop().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return report.result();
}
