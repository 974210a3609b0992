import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema";
import { createMailer, type Mailer } from "~/lib/runtime/mailer.server";
import { backoffDelayMs, deliverDueEmails, enqueueEmail } from "~/lib/runtime/outbox.server";
import { startOutboxWorker } from "~/lib/runtime/outbox-worker.server";
import { setUpTestDatabase } from "../support/database";
import { startMailSink, type MailSink } from "../support/mail-sink";
import { readEmails, waitForEmail } from "../support/mail";
import { freePort } from "../support/server-process";

const MAIL_FROM = "Kestrel Advisory <no-reply@kestreladvisory.co.za>";

const tmpDirs: string[] = [];
function tmpDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tmpDirs.push(dir);
  return dir;
}

/** Polls `condition` until it holds. */
async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

type Relay = { port: number; opened(): number; open(): number; close(): Promise<void> };
const relays: Relay[] = [];

/**
 * A TCP relay in front of a listener, counting the connections made through it
 * (how many were opened, how many are open now). Without `targetPort` it
 * accepts connections and never answers: an SMTP server that stalls.
 */
async function relayTo(targetPort?: number): Promise<Relay> {
  let opened = 0;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    opened++;
    open.add(client);
    const upstream = targetPort ? net.connect(targetPort, "127.0.0.1") : null;
    const done = () => {
      open.delete(client);
      client.destroy();
      upstream?.destroy();
    };
    client.setNoDelay(true).on("close", done).on("error", done);
    if (upstream) {
      upstream.setNoDelay(true).on("close", done).on("error", done);
      client.pipe(upstream).pipe(client);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const relay: Relay = {
    port: (server.address() as net.AddressInfo).port,
    opened: () => opened,
    open: () => open.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
  relays.push(relay);
  return relay;
}

const mailers: Mailer[] = [];
const sinks: MailSink[] = [];
afterAll(async () => {
  for (const mailer of mailers) mailer.close();
  for (const relay of relays) await relay.close();
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
    // (The pooled connection says goodbye as soon as it is idle, so the listener can stop without waiting for it.)
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${sink.port}?idleTimeout=100`,
      mailFrom: MAIL_FROM,
      dataDir,
    });
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

describe("the pooled SMTP mailer", () => {
  it("sends messages at once over at most maxConnections connections, and reuses them", async () => {
    const mailDir = tmpDir("mailer-pool-");
    const sink = await startMailSink(mailDir);
    sinks.push(sink);
    const relay = await relayTo(sink.port);
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${relay.port}`,
      mailFrom: MAIL_FROM,
      dataDir: tmpDir("mailer-pool-data-"),
      maxConnections: 3,
    });
    mailers.push(mailer);

    const subjects = Array.from({ length: 20 }, (_, i) => `Pooled ${i}`);
    await Promise.all(subjects.map((subject) => mailer.send({ to: "pool@example.co.za", subject, text: subject })));
    expect(
      readEmails(mailDir)
        .map((email) => email.subject)
        .sort(),
    ).toEqual([...subjects].sort());
    // Three connections for twenty messages: all three used at once, each one for several messages.
    expect(relay.opened()).toBe(3);

    await mailer.send({ to: "pool@example.co.za", subject: "Later", text: "Later" });
    expect(relay.opened()).toBe(3);
    expect(readEmails(mailDir)).toHaveLength(21);
  });

  it("closes its connections when it is closed, so the server can stop at once", async () => {
    const mailDir = tmpDir("mailer-close-");
    const sink = await startMailSink(mailDir);
    const relay = await relayTo(sink.port);
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${relay.port}`,
      mailFrom: MAIL_FROM,
      dataDir: tmpDir("mailer-close-data-"),
      maxConnections: 3,
    });
    mailers.push(mailer);

    await Promise.all(
      Array.from({ length: 6 }, (_, i) => mailer.send({ to: "close@example.co.za", subject: `Close ${i}`, text: "T" })),
    );
    // Idle connections stay open for the next messages ...
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(relay.open()).toBe(3);

    // ... until the mailer is closed, well before their idle timeout (10 s).
    const closing = performance.now();
    mailer.close();
    await waitFor(() => relay.open() === 0, 2_000);
    await sink.close(); // waits for its open connections (up to 30 s) before it stops
    expect(performance.now() - closing).toBeLessThan(3_000);
    expect(readEmails(mailDir)).toHaveLength(6);
    await expect(mailer.send({ to: "close@example.co.za", subject: "After close", text: "T" })).rejects.toThrow();
  });

  it("gives up on a message when its signal aborts, closing the connection that was sending it", async () => {
    const stalling = await relayTo();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${stalling.port}`,
      mailFrom: MAIL_FROM,
      dataDir: tmpDir("mailer-abort-data-"),
    });
    mailers.push(mailer);
    const started = performance.now();
    await expect(
      mailer.send({ to: "stall@example.co.za", subject: "S", text: "T" }, { signal: AbortSignal.timeout(300) }),
    ).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(2_000); // not the 10 s greeting timeout
    expect(stalling.opened()).toBe(1);
    await waitFor(() => stalling.open() === 0, 2_000);
  });
});

describe("the outbox over real SMTP", () => {
  const database = setUpTestDatabase();

  it("records failures while the SMTP server is down and delivers every message exactly once when it is back", async () => {
    const port = await freePort();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: MAIL_FROM,
      dataDir: tmpDir("outbox-smtp-data-"),
    });
    mailers.push(mailer);
    const recipients = ["one@example.co.za", "two@example.co.za", "three@example.co.za"];
    for (const to of recipients) await enqueueEmail(database().db, { to, subject: `For ${to}`, text: `Hello ${to}` });

    // (1 s ahead: next_attempt_at comes from the database clock; see the outbox clock bug in outbox.test.ts.)
    expect(await deliverDueEmails(database().db, mailer, { now: new Date(Date.now() + 1_000) })).toEqual({
      sent: 0,
      failed: 3,
    });
    const failed = await database().db.select().from(emailOutbox);
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
    expect(await deliverDueEmails(database().db, mailer)).toEqual({ sent: 0, failed: 0 });
    expect(readEmails(mailDir)).toHaveLength(0);

    const afterBackoff = new Date(Date.now() + backoffDelayMs(1) + 5_000);
    expect(await deliverDueEmails(database().db, mailer, { now: afterBackoff })).toEqual({ sent: 3, failed: 0 });
    expect(
      await deliverDueEmails(database().db, mailer, { now: new Date(afterBackoff.getTime() + 60 * 60_000) }),
    ).toEqual({
      sent: 0,
      failed: 0,
    });

    const received = readEmails(mailDir);
    expect(received.map((email) => email.to).sort()).toEqual([...recipients].sort());
    for (const email of received) {
      expect(email.subject).toBe(`For ${email.to}`);
      expect(email.text.trim()).toBe(`Hello ${email.to}`);
    }
    const rows = await database().db.select().from(emailOutbox);
    expect(rows.every((row) => row.status === "sent" && row.attempts === 2 && row.lastError === null)).toBe(true);
  });

  it("sends a burst in parallel over the pooled connections, each message exactly once", async () => {
    await database().db.delete(emailOutbox);
    const mailDir = tmpDir("outbox-parallel-sink-");
    const sink = await startMailSink(mailDir);
    sinks.push(sink);
    const relay = await relayTo(sink.port);
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${relay.port}`,
      mailFrom: MAIL_FROM,
      dataDir: tmpDir("outbox-parallel-data-"),
      maxConnections: 5,
    });
    mailers.push(mailer);
    const subjects = Array.from({ length: 60 }, (_, i) => `Burst ${i}`);
    for (const subject of subjects)
      await enqueueEmail(database().db, { to: "burst@example.co.za", subject, text: subject });
    await new Promise((resolve) => setTimeout(resolve, 20)); // past the database clock's "now"

    // Batches of 25 for 60 messages: the last batch is partly claimed while no other is.
    const worker = startOutboxWorker(database(), mailer, {
      intervalMs: 60 * 60_000,
      concurrency: 5,
      ratePerSecond: 0,
      batchSize: 25,
    });
    try {
      await waitFor(() => readEmails(mailDir).length >= subjects.length, 15_000);
      await new Promise((resolve) => setTimeout(resolve, 300)); // time for a duplicate to show itself
    } finally {
      await worker.stop();
    }
    expect(
      readEmails(mailDir)
        .map((email) => email.subject)
        .sort(),
    ).toEqual([...subjects].sort());
    const rows = await database().db.select().from(emailOutbox);
    expect(rows).toHaveLength(subjects.length);
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1 && row.claimedBy === null)).toBe(true);
    expect(relay.opened()).toBe(5);
  });

  it("gives up on a send that takes longer than its time limit, records a failure and frees the connection", async () => {
    await database().db.delete(emailOutbox);
    const stalling = await relayTo();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${stalling.port}`,
      mailFrom: MAIL_FROM,
      dataDir: tmpDir("outbox-stall-data-"),
    });
    mailers.push(mailer);
    const id = await enqueueEmail(database().db, { to: "stall@example.co.za", subject: "S", text: "T" });

    const started = performance.now();
    expect(
      await deliverDueEmails(database().db, mailer, { now: new Date(Date.now() + 1_000), sendTimeoutMs: 300 }),
    ).toEqual({ sent: 0, failed: 1 });
    expect(performance.now() - started).toBeLessThan(3_000);
    const [row] = await database().db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "sending took longer than 0.3 s",
      claimedBy: null,
    });
    await waitFor(() => stalling.open() === 0, 2_000);
  });
});
