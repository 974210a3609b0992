import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema";
import { createMailer, type Mailer } from "~/lib/mailer.server";
import { backoffDelayMs, deliverDueEmails, enqueueEmail } from "~/lib/outbox.server";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { startMailSink, type MailSink } from "../support/mail-sink";
import { readEmails, waitForEmail } from "../support/mail";

const MAIL_FROM = "Kestrel Advisory <no-reply@kestreladvisory.co.za>";

const tmpDirs: string[] = [];
function tmpDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tmpDirs.push(dir);
  return dir;
}

/** A loopback port with nothing listening on it (yet). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const mailers: Mailer[] = [];
const sinks: MailSink[] = [];
afterAll(async () => {
  for (const mailer of mailers) mailer.close();
  for (const sink of sinks) await sink.close().catch(() => {});
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe("createMailer without SMTP_URL", () => {
  it("writes each message as an .eml file in DATA_DIR/mail", async () => {
    const dataDir = tmpDir("mailer-file-");
    const mailer = createMailer({ mailFrom: MAIL_FROM, dataDir });
    mailers.push(mailer);
    await mailer.send({
      to: "thandi@example.co.za",
      subject: "Café meeting – R5 000 quote",
      text: "Hello Thandi,\n\nYour quote is attached: https://www.example.co.za/q?a=1&b=2",
      html: "<p>Hello Thandi</p>",
    });
    await mailer.send({ to: "sipho@example.co.za", subject: "Second", text: "Plain only" });

    const emails = readEmails(path.join(dataDir, "mail"));
    expect(emails).toHaveLength(2);
    const first = emails.find((email) => email.to.includes("thandi@example.co.za"))!;
    expect(first.subject).toBe("Café meeting – R5 000 quote");
    expect(first.text).toContain("Your quote is attached: https://www.example.co.za/q?a=1&b=2");
    expect(first.raw).toMatch(/^From: Kestrel Advisory <no-reply@kestreladvisory\.co\.za>$/m);
    expect(first.raw).toContain("text/html");
    const second = emails.find((email) => email.to.includes("sipho@example.co.za"))!;
    expect(second.subject).toBe("Second");
    expect(second.text.trim()).toBe("Plain only");
    expect(second.raw).not.toContain("text/html");
  });
});

describe("createMailer with SMTP_URL", () => {
  it("delivers to the SMTP server, and rejects once the server has stopped", async () => {
    const mailDir = tmpDir("mailer-smtp-");
    const sink = await startMailSink(mailDir);
    sinks.push(sink);
    const dataDir = tmpDir("mailer-smtp-data-");
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${sink.port}`, mailFrom: MAIL_FROM, dataDir });
    mailers.push(mailer);

    await mailer.send({
      to: "lerato@example.co.za",
      subject: "Confirm your Kestrel Advisory account",
      text: "Confirm my email: http://localhost:3999/api/auth/verify-email?token=abc",
      html: "<p>Confirm</p>",
    });
    const email = await waitForEmail(mailDir, "lerato@example.co.za");
    expect(email.to).toBe("lerato@example.co.za");
    expect(email.subject).toBe("Confirm your Kestrel Advisory account");
    expect(email.text).toContain("Confirm my email: http://localhost:3999/api/auth/verify-email?token=abc");
    expect(email.raw).toMatch(/^From: Kestrel Advisory <no-reply@kestreladvisory\.co\.za>$/m);
    // Nothing is written to the file fallback when SMTP is configured.
    expect(fs.existsSync(path.join(dataDir, "mail"))).toBe(false);

    await sink.close();
    await expect(
      mailer.send({ to: "lerato@example.co.za", subject: "After stop", text: "Should fail" }),
    ).rejects.toThrow();
    expect(readEmails(mailDir)).toHaveLength(1);
  });
});

describe("the outbox over real SMTP", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  it("records failures while the SMTP server is down and delivers every message exactly once when it is back", async () => {
    const port = await freePort();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: MAIL_FROM, dataDir: tmpDir("outbox-smtp-data-") });
    mailers.push(mailer);
    const recipients = ["one@example.co.za", "two@example.co.za", "three@example.co.za"];
    for (const to of recipients) await enqueueEmail(database.db, { to, subject: `For ${to}`, text: `Hello ${to}` });

    // (1 s ahead: next_attempt_at comes from the database clock; see the outbox clock bug in outbox.test.ts.)
    expect(await deliverDueEmails(database.db, mailer, { now: new Date(Date.now() + 1_000) })).toEqual({ sent: 0, failed: 3 });
    const failed = await database.db.select().from(emailOutbox);
    expect(failed).toHaveLength(3);
    for (const message of failed) {
      expect(message.status).toBe("pending");
      expect(message.attempts).toBe(1);
      expect(message.lastError).toBeTruthy();
    }

    const mailDir = tmpDir("outbox-smtp-sink-");
    const sink = await startMailSink(mailDir, port);
    sinks.push(sink);
    expect(sink.port).toBe(port);

    // Still backing off: nothing is sent yet.
    expect(await deliverDueEmails(database.db, mailer)).toEqual({ sent: 0, failed: 0 });
    expect(readEmails(mailDir)).toHaveLength(0);

    const afterBackoff = new Date(Date.now() + backoffDelayMs(1) + 5_000);
    expect(await deliverDueEmails(database.db, mailer, { now: afterBackoff })).toEqual({ sent: 3, failed: 0 });
    expect(await deliverDueEmails(database.db, mailer, { now: new Date(afterBackoff.getTime() + 60 * 60_000) })).toEqual({
      sent: 0,
      failed: 0,
    });

    const received = readEmails(mailDir);
    expect(received.map((email) => email.to).sort()).toEqual([...recipients].sort());
    for (const email of received) {
      expect(email.subject).toBe(`For ${email.to}`);
      expect(email.text.trim()).toBe(`Hello ${email.to}`);
    }
    const rows = await database.db.select().from(emailOutbox);
    expect(rows.every((row) => row.status === "sent" && row.attempts === 2 && row.lastError === null)).toBe(true);
  });
});
