import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import type { Mailer, OutgoingEmail, SendOptions } from "~/lib/runtime/mailer.server";
import { listOutbox, retryEmail } from "~/lib/runtime/outbox-admin.server";
import {
  LIVE_WORKER_LOCKS,
  MAX_ATTEMPTS,
  backoffDelayMs,
  deliverDueEmails,
  enqueueEmail,
} from "~/lib/runtime/outbox.server";
import { startOutboxWorker, type OutboxWorker } from "~/lib/runtime/outbox-worker.server";
import { createTestDatabase, setUpTestDatabase } from "../support/database";
import { createEmptyPostgresDatabase } from "../support/postgres";

/** The transport boundary: records what it is asked to send, or fails while `failWith` is set. */
class RecordingMailer implements Mailer {
  sent: OutgoingEmail[] = [];
  failWith: string | null = null;
  delayMs = 0;
  started = 0;
  /** when each send started (performance.now()) */
  startedAt: number[] = [];
  inFlight = 0;
  maxInFlight = 0;
  signals: (AbortSignal | undefined)[] = [];
  async send(message: OutgoingEmail, options?: SendOptions): Promise<void> {
    this.started++;
    this.startedAt.push(performance.now());
    this.signals.push(options?.signal);
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
      if (this.failWith) throw new Error(this.failWith);
      this.sent.push({ to: message.to, subject: message.subject, text: message.text, html: message.html });
    } finally {
      this.inFlight--;
    }
  }
  close(): void {}
}

const MINUTE = 60_000;
const later = (ms: number) => new Date(Date.now() + ms);
/**
 * A moment just after "now" for deliveries right after enqueueEmail: next_attempt_at is
 * set by the database clock (see the outbox clock bug test below), so the tests that are
 * not about that bug step past it.
 */
const soon = () => later(1_000);

/** Polls `condition` (timed with performance.now(), so a faked Date cannot stall it). */
async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("backoffDelayMs", () => {
  it("doubles from 30 seconds and caps at one hour", () => {
    expect(backoffDelayMs(0)).toBe(30_000);
    expect(backoffDelayMs(1)).toBe(30_000);
    expect(backoffDelayMs(2)).toBe(60_000);
    expect(backoffDelayMs(3)).toBe(120_000);
    expect(backoffDelayMs(7)).toBe(30_000 * 64);
    expect(backoffDelayMs(8)).toBe(60 * MINUTE);
    expect(backoffDelayMs(50)).toBe(60 * MINUTE);
  });
});

describe("the outbox", () => {
  const database = setUpTestDatabase();
  let mailer: RecordingMailer;

  beforeEach(async () => {
    await database().db.delete(emailOutbox);
    mailer = new RecordingMailer();
  });

  const row = async (id: string) => {
    const [found] = await database().db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    return found;
  };

  it("enqueueEmail stores a pending message due now", async () => {
    const before = Date.now();
    const id = await enqueueEmail(database().db, { to: "a@example.co.za", subject: "Hello", text: "Body" });
    const message = await row(id);
    expect(message).toMatchObject({
      to: "a@example.co.za",
      subject: "Hello",
      text: "Body",
      html: null,
      status: "pending",
      attempts: 0,
      lastError: null,
      sentAt: null,
    });
    expect(message.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(message.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it("enqueueEmail inside a transaction that rolls back queues nothing", async () => {
    await expect(
      database().db.transaction(async (tx) => {
        await enqueueEmail(tx, { to: "rolled@example.co.za", subject: "S", text: "T" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await database().db.select().from(emailOutbox)).toHaveLength(0);
  });

  it("delivers due messages once and marks them sent", async () => {
    const id = await enqueueEmail(database().db, { to: "b@example.co.za", subject: "S", text: "T", html: "<p>T</p>" });
    expect(await deliverDueEmails(database().db, mailer, { now: soon() })).toEqual({ sent: 1, failed: 0 });
    expect(mailer.sent).toEqual([{ to: "b@example.co.za", subject: "S", text: "T", html: "<p>T</p>" }]);
    const message = await row(id);
    expect(message.status).toBe("sent");
    expect(message.attempts).toBe(1);
    expect(message.sentAt).toBeInstanceOf(Date);

    // A sent message is never sent again, however far the clock moves.
    expect(await deliverDueEmails(database().db, mailer, { now: later(10 * 60 * MINUTE) })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(mailer.sent).toHaveLength(1);
  });

  it("leaves messages that are not due yet", async () => {
    await enqueueEmail(database().db, { to: "c@example.co.za", subject: "S", text: "T" });
    expect(await deliverDueEmails(database().db, mailer, { now: new Date(Date.now() - 60 * MINUTE) })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(mailer.started).toBe(0);
  });

  it("sends at most batchSize messages per call, oldest due first", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(await enqueueEmail(database().db, { to: `n${i}@example.co.za`, subject: `S${i}`, text: "T" }));
    expect(await deliverDueEmails(database().db, mailer, { batchSize: 2, now: soon() })).toEqual({
      sent: 2,
      failed: 0,
    });
    expect(await deliverDueEmails(database().db, mailer, { batchSize: 2, now: soon() })).toEqual({
      sent: 2,
      failed: 0,
    });
    expect(await deliverDueEmails(database().db, mailer, { batchSize: 2, now: soon() })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(mailer.sent.map((m) => m.to).sort()).toEqual(
      ["n0", "n1", "n2", "n3", "n4"].map((n) => `${n}@example.co.za`),
    );
    const rows = await database().db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
    expect(rows.every((r) => r.status === "sent")).toBe(true);
  });

  it("records a failure and backs off", async () => {
    const id = await enqueueEmail(database().db, { to: "d@example.co.za", subject: "S", text: "T" });
    mailer.failWith = "connection refused";
    const before = Date.now();
    expect(await deliverDueEmails(database().db, mailer, { now: soon() })).toEqual({ sent: 0, failed: 1 });
    const message = await row(id);
    expect(message.status).toBe("pending");
    expect(message.attempts).toBe(1);
    expect(message.lastError).toBe("connection refused");
    expect(message.sentAt).toBeNull();
    const wait = message.nextAttemptAt.getTime() - before;
    expect(wait).toBeGreaterThanOrEqual(backoffDelayMs(1) - 1_000);
    expect(wait).toBeLessThanOrEqual(backoffDelayMs(1) + 5_000);

    // Not retried before the backoff has passed ...
    expect(await deliverDueEmails(database().db, mailer)).toEqual({ sent: 0, failed: 0 });
    expect(mailer.started).toBe(1);

    // ... and delivered once it has, clearing the error.
    mailer.failWith = null;
    expect(await deliverDueEmails(database().db, mailer, { now: later(backoffDelayMs(1) + 5_000) })).toEqual({
      sent: 1,
      failed: 0,
    });
    const delivered = await row(id);
    expect(delivered).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it("keeps only the first 1000 characters of an error", async () => {
    const id = await enqueueEmail(database().db, { to: "e@example.co.za", subject: "S", text: "T" });
    mailer.failWith = "x".repeat(5_000);
    await deliverDueEmails(database().db, mailer, { now: soon() });
    expect((await row(id)).lastError).toHaveLength(1000);
  });

  it(`marks a message dead after ${MAX_ATTEMPTS} failures and stops trying`, async () => {
    const id = await enqueueEmail(database().db, { to: "f@example.co.za", subject: "S", text: "T" });
    mailer.failWith = "mailbox unavailable";
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const result = await deliverDueEmails(database().db, mailer, { now: later(attempt * 2 * 60 * MINUTE) });
      expect(result, `attempt ${attempt}`).toEqual({ sent: 0, failed: 1 });
      const message = await row(id);
      expect(message.attempts).toBe(attempt);
      expect(message.status).toBe(attempt < MAX_ATTEMPTS ? "pending" : "dead");
    }
    expect(mailer.started).toBe(MAX_ATTEMPTS);

    mailer.failWith = null;
    expect(await deliverDueEmails(database().db, mailer, { now: later(100 * 60 * MINUTE) })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(mailer.started).toBe(MAX_ATTEMPTS);
    expect((await listOutbox(database().db, "dead")).map((m) => m.id)).toEqual([id]);

    // retryEmail puts it back in the queue for an immediate try.
    expect(await retryEmail(database().db, id)).toBe(true);
    expect(await row(id)).toMatchObject({ status: "pending", attempts: 0, lastError: null });
    expect(await deliverDueEmails(database().db, mailer)).toEqual({ sent: 1, failed: 0 });
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1 });

    // A sent message cannot be retried (and so is never sent twice).
    expect(await retryEmail(database().db, id)).toBe(false);
    expect(await row(id)).toMatchObject({ status: "sent" });
    expect(await retryEmail(database().db, "00000000-0000-4000-8000-000000000000")).toBe(false);
  });

  it("lists messages by status, newest first", async () => {
    const first = await enqueueEmail(database().db, { to: "g1@example.co.za", subject: "S", text: "T" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await enqueueEmail(database().db, { to: "g2@example.co.za", subject: "S", text: "T" });
    await deliverDueEmails(database().db, mailer, { batchSize: 1, now: soon() });
    expect((await listOutbox(database().db)).map((m) => m.id)).toEqual([second, first]);
    expect((await listOutbox(database().db, "sent")).map((m) => m.id)).toEqual([first]);
    expect((await listOutbox(database().db, "pending")).map((m) => m.id)).toEqual([second]);
    expect(await listOutbox(database().db, "dead")).toEqual([]);
    expect(await listOutbox(database().db, undefined, 1)).toHaveLength(1);
  });

  it("two deliveries running at once send each message exactly once", async () => {
    for (let i = 0; i < 4; i++)
      await enqueueEmail(database().db, { to: `h${i}@example.co.za`, subject: "S", text: "T" });
    mailer.delayMs = 50;
    const [a, b] = await Promise.all([
      deliverDueEmails(database().db, mailer, { now: soon() }),
      deliverDueEmails(database().db, mailer, { now: soon() }),
    ]);
    expect(a.sent + b.sent).toBe(4);
    expect(a.failed + b.failed).toBe(0);
    expect(mailer.sent.map((m) => m.to).sort()).toEqual(["h0", "h1", "h2", "h3"].map((n) => `${n}@example.co.za`));
  });

  it("a claimed message is leased: not claimed again while it is being sent", async () => {
    await enqueueEmail(database().db, { to: "lease@example.co.za", subject: "S", text: "T" });
    mailer.delayMs = 300;
    const first = deliverDueEmails(database().db, mailer, { now: soon() });
    await waitFor(() => mailer.started === 1);
    const other = new RecordingMailer();
    // The lease holds even for a worker that steps its clock minutes ahead: a lease is judged by the database's clock.
    expect(await deliverDueEmails(database().db, other, { now: later(4 * MINUTE) })).toEqual({ sent: 0, failed: 0 });
    expect(other.started).toBe(0);
    expect(await first).toEqual({ sent: 1, failed: 0 });
  });

  describe("startOutboxWorker", () => {
    it("delivers a message soon after it is queued, and stop() waits for a delivery in progress", async () => {
      const worker = startOutboxWorker(database(), mailer, 250);
      try {
        const queuedAt = Date.now();
        const id = await enqueueEmail(database().db, { to: "w1@example.co.za", subject: "Soon", text: "T" });
        await waitFor(async () => (await row(id)).status === "sent", 5_000);
        expect(Date.now() - queuedAt).toBeLessThan(5_000);
        expect(mailer.sent.map((m) => m.to)).toEqual(["w1@example.co.za"]);

        mailer.delayMs = 500;
        const slow = await enqueueEmail(database().db, { to: "w2@example.co.za", subject: "Slow", text: "T" });
        await waitFor(() => mailer.started === 2, 5_000);
        expect((await row(slow)).status).toBe("pending");
        await worker.stop();
        expect((await row(slow)).status).toBe("sent");
      } finally {
        await worker.stop();
      }

      // Once stopped, nothing more is sent: neither on enqueue nor on the timer.
      const left = await enqueueEmail(database().db, { to: "w3@example.co.za", subject: "Later", text: "T" });
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect((await row(left)).status).toBe("pending");
      expect(mailer.started).toBe(2);
      await worker.runNow();
      expect((await row(left)).status).toBe("pending");
    });

    it("delivers what was already queued when it starts, over several batches", async () => {
      for (let i = 0; i < 25; i++)
        await enqueueEmail(database().db, { to: `q${i}@example.co.za`, subject: "S", text: "T" });
      await new Promise((resolve) => setTimeout(resolve, 20)); // past the database clock's "now"
      const worker = startOutboxWorker(database(), mailer, 60 * MINUTE);
      try {
        await waitFor(() => mailer.sent.length === 25, 10_000);
      } finally {
        await worker.stop();
      }
      expect(new Set(mailer.sent.map((m) => m.to)).size).toBe(25);
      expect(await listOutbox(database().db, "pending")).toEqual([]);
    });

    it("keeps running after a failed delivery and retries on its timer once the backoff has passed", async () => {
      mailer.failWith = "temporary failure";
      const id = await enqueueEmail(database().db, { to: "t@example.co.za", subject: "S", text: "T" });
      const worker = startOutboxWorker(database(), mailer, 100);
      try {
        await waitFor(async () => (await row(id)).attempts === 1);
        expect((await row(id)).lastError).toBe("temporary failure");
        mailer.failWith = null;
        // Bring the retry forward instead of waiting out the 30 s backoff.
        await database()
          .db.update(emailOutbox)
          .set({ nextAttemptAt: new Date(Date.now() - 1_000) })
          .where(eq(emailOutbox.id, id));
        await waitFor(async () => (await row(id)).status === "sent");
      } finally {
        await worker.stop();
      }
      expect(mailer.sent.map((m) => m.to)).toEqual(["t@example.co.za"]);
    });

    // A new row's next_attempt_at comes from the database's clock; due times must be
    // compared in that clock too, or a message waits for the next poll whenever the
    // database's clock is ahead of the app's. Here the app's clock is set 2 s behind.
    it("sends a message at once when it is queued, even with the app's clock behind the database's", async () => {
      vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
      vi.setSystemTime(Date.now() - 2_000);
      const worker = startOutboxWorker(database(), mailer, 60 * MINUTE);
      try {
        await worker.runNow();
        const id = await enqueueEmail(database().db, { to: "skew@example.co.za", subject: "S", text: "T" });
        await waitFor(async () => (await row(id)).status === "sent", 1_500);
      } finally {
        await worker.stop();
        vi.useRealTimers();
      }
      expect(mailer.sent.map((m) => m.to)).toEqual(["skew@example.co.za"]);
    });

    // Workers must hear of a message when the transaction that queued it commits: before
    // that, another connection cannot see the row (NOTIFY is delivered on commit).
    it("sends a message queued inside a transaction as soon as that transaction commits", async () => {
      const worker = startOutboxWorker(database(), mailer, 60 * MINUTE);
      try {
        await worker.runNow();
        const id = await database().db.transaction(async (tx) => {
          // Waiting first puts the transaction's start (the row's next_attempt_at) well
          // before the worker's clock, so the clock bug above plays no part here.
          await new Promise((resolve) => setTimeout(resolve, 50));
          const queued = await enqueueEmail(tx, { to: "tx@example.co.za", subject: "S", text: "T" });
          await new Promise((resolve) => setTimeout(resolve, 200));
          return queued;
        });
        await waitFor(async () => (await row(id)).status === "sent", 3_000);
      } finally {
        await worker.stop();
      }
      expect(mailer.sent.map((m) => m.to)).toEqual(["tx@example.co.za"]);
    });
  });

  describe("sending in parallel", () => {
    const queue = async (count: number, prefix: string) => {
      const ids: string[] = [];
      for (let i = 0; i < count; i++)
        ids.push(await enqueueEmail(database().db, { to: `${prefix}${i}@example.co.za`, subject: "S", text: "T" }));
      await new Promise((resolve) => setTimeout(resolve, 20)); // past the database clock's "now"
      return ids;
    };

    it("sends up to `concurrency` messages at once, each exactly once", async () => {
      const ids = await queue(30, "p");
      mailer.delayMs = 40;
      expect(await deliverDueEmails(database().db, mailer, { now: soon(), batchSize: 30, concurrency: 5 })).toEqual({
        sent: 30,
        failed: 0,
      });
      expect(mailer.maxInFlight).toBe(5);
      expect(mailer.sent.map((m) => m.to).sort()).toEqual(ids.map((_, i) => `p${i}@example.co.za`).sort());
      const rows = await database().db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
      expect(rows.every((r) => r.status === "sent" && r.attempts === 1 && r.claimedBy === null)).toBe(true);
    });

    it("keeps to the rate limit: 40 messages at 20 a second take at least 1.9 s", async () => {
      await queue(40, "r");
      const worker = startOutboxWorker(database(), mailer, {
        intervalMs: 60 * MINUTE,
        concurrency: 5,
        ratePerSecond: 20,
      });
      try {
        await waitFor(() => mailer.sent.length === 40, 10_000);
      } finally {
        await worker.stop();
      }
      const starts = mailer.startedAt;
      const span = starts[starts.length - 1] - starts[0];
      expect(span).toBeGreaterThanOrEqual(1_900);
      expect(span).toBeLessThan(4_000);
      // Evenly spaced: no second holds more than 21 starts (20, and one that makes up for a late one).
      for (const start of starts)
        expect(starts.filter((t) => t >= start && t < start + 1_000).length).toBeLessThanOrEqual(21);
      expect(new Set(mailer.sent.map((m) => m.to)).size).toBe(40);
    });

    it("gives up on a send that outlasts its time limit: the mailer is told, and the failure backs off", async () => {
      const [id] = await queue(1, "slow");
      mailer.delayMs = 1_000;
      const started = performance.now();
      expect(await deliverDueEmails(database().db, mailer, { now: soon(), sendTimeoutMs: 200 })).toEqual({
        sent: 0,
        failed: 1,
      });
      expect(performance.now() - started).toBeLessThan(900);
      expect(mailer.signals[0]?.aborted).toBe(true);
      const message = await row(id);
      expect(message).toMatchObject({
        status: "pending",
        attempts: 1,
        lastError: "sending took longer than 0.2 s",
        claimedBy: null,
      });
      expect(message.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(backoffDelayMs(1) - 5_000);
    });

    it("a claim names its instance and lasts twice the send time limit (60 s); the outcome clears the name", async () => {
      const [id] = await queue(1, "claim");
      mailer.delayMs = 300;
      const delivery = deliverDueEmails(database().db, mailer, { now: soon(), instanceId: "instance-a" });
      await waitFor(() => mailer.started === 1);
      const claimed = await row(id);
      expect(claimed.claimedBy).toBe("instance-a");
      const lease = claimed.nextAttemptAt.getTime() - Date.now();
      expect(lease).toBeGreaterThan(55_000);
      expect(lease).toBeLessThanOrEqual(61_000);
      expect(await delivery).toEqual({ sent: 1, failed: 0 });
      expect(await row(id)).toMatchObject({ status: "sent", claimedBy: null });
    });

    it("hands back, for the next batch, the messages it could not start while enough of the lease was left", async () => {
      const ids = await queue(5, "hand");
      mailer.delayMs = 500;
      // A 1 s send limit makes a 2 s lease, of which the first 800 ms may start sends: two of five, one at a time (the
      // second starts once the first is sent and recorded, at 500 ms and a write; the third at 1 s at the earliest).
      expect(
        await deliverDueEmails(database().db, mailer, { now: soon(), concurrency: 1, sendTimeoutMs: 1_000 }),
      ).toEqual({ sent: 2, failed: 0 });
      const rows = await database().db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
      const waiting = rows.filter((r) => r.status === "pending");
      expect(waiting).toHaveLength(3);
      for (const r of waiting) {
        expect(r.claimedBy).toBeNull();
        expect(r.attempts).toBe(0);
        expect(r.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
      }
      expect(await deliverDueEmails(database().db, mailer, { now: soon(), concurrency: 3 })).toEqual({
        sent: 3,
        failed: 0,
      });
      expect(new Set(mailer.sent.map((m) => m.to)).size).toBe(5);
    });

    it("stop() lets the sends in progress finish and hands back the rest of the batch at once", async () => {
      const ids = await queue(5, "stop");
      mailer.delayMs = 300;
      const worker = startOutboxWorker(database(), mailer, {
        intervalMs: 60 * MINUTE,
        concurrency: 1,
        ratePerSecond: 0,
      });
      await waitFor(() => mailer.started === 1);
      await worker.stop();
      const rows = await database().db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
      expect(rows.filter((r) => r.status === "sent")).toHaveLength(1);
      const waiting = rows.filter((r) => r.status === "pending");
      expect(waiting).toHaveLength(4);
      for (const r of waiting) {
        expect(r.claimedBy).toBeNull();
        expect(r.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
      }
      expect(mailer.started).toBe(1);
    });

    it("retrying a message while it is being sent keeps its lease, so it is sent once", async () => {
      const [id] = await queue(1, "retry");
      mailer.delayMs = 300;
      const delivery = deliverDueEmails(database().db, mailer, { now: soon() });
      await waitFor(() => mailer.started === 1);
      const leased = (await row(id)).nextAttemptAt;
      expect(await retryEmail(database().db, id)).toBe(true);
      expect((await row(id)).nextAttemptAt).toEqual(leased);
      const other = new RecordingMailer();
      expect(await deliverDueEmails(database().db, other, { now: soon() })).toEqual({ sent: 0, failed: 0 });
      expect(await delivery).toEqual({ sent: 1, failed: 0 });
      expect(await row(id)).toMatchObject({ status: "sent", claimedBy: null });
      expect(mailer.started + other.started).toBe(1);
    });

    it("a lease left by an instance that is gone is released when a worker starts, and the message delivered", async () => {
      const [id] = await queue(1, "orphan");
      // What a process that died while sending leaves behind: its name and a lease ten minutes long.
      await database()
        .db.update(emailOutbox)
        .set({ claimedBy: "gone-host:4242:deadbeef", nextAttemptAt: sql`now() + interval '10 minutes'` })
        .where(eq(emailOutbox.id, id));
      expect(await deliverDueEmails(database().db, mailer, { now: soon() })).toEqual({ sent: 0, failed: 0 });

      const worker = startOutboxWorker(database(), mailer, { intervalMs: 60 * MINUTE, instanceId: "instance-new" });
      try {
        await waitFor(async () => (await row(id)).status === "sent", 3_000);
      } finally {
        await worker.stop();
      }
      expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, claimedBy: null });
      expect(mailer.sent.map((m) => m.to)).toEqual(["orphan0@example.co.za"]);
    });
  });
});

/**
 * Two instances on one database: on PostgreSQL two connection pools, as two
 * processes would have; PGlite serves one process, so there two workers in it.
 */
describe("two instances on one database", () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    if (process.env.DATABASE_URL) {
      const empty = await createEmptyPostgresDatabase();
      first = await openDatabase({ databaseUrl: empty.url });
      second = await openDatabase({ databaseUrl: empty.url });
      cleanup = async () => {
        await first.close();
        await second.close();
        await empty.drop();
      };
      await first.migrate();
    } else {
      const database = await createTestDatabase();
      first = second = database;
      cleanup = database.cleanup;
    }
  });
  afterAll(async () => {
    await cleanup?.();
  });

  const rowOf = async (id: string) => {
    const [found] = await second.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    return found;
  };

  it("a worker that starts releases the leases of a gone instance, never those of a running one", async () => {
    const running = new RecordingMailer();
    running.delayMs = 1_500;
    const busy = await enqueueEmail(first.db, { to: "busy@example.co.za", subject: "S", text: "T" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const a = startOutboxWorker(first, running, { intervalMs: 60 * MINUTE, instanceId: "instance-a" });
    const other = new RecordingMailer();
    let b: OutboxWorker | undefined;
    try {
      await waitFor(() => running.started === 1);
      expect((await rowOf(busy)).claimedBy).toBe("instance-a");
      const orphan = await enqueueEmail(first.db, { to: "orphan@example.co.za", subject: "S", text: "T" });
      await first.db
        .update(emailOutbox)
        .set({ claimedBy: "gone-host:4242:deadbeef", nextAttemptAt: sql`now() + interval '10 minutes'` })
        .where(eq(emailOutbox.id, orphan));

      b = startOutboxWorker(second, other, { intervalMs: 100, instanceId: "instance-b" });
      await b.runNow();
      await waitFor(async () => (await rowOf(orphan)).status === "sent", 3_000);
      await new Promise((resolve) => setTimeout(resolve, 300)); // several more polls by b
      expect(other.sent.map((m) => m.to)).toEqual(["orphan@example.co.za"]);
      expect(await rowOf(busy)).toMatchObject({ status: "pending", claimedBy: "instance-a" });

      await waitFor(async () => (await rowOf(busy)).status === "sent", 5_000);
    } finally {
      await b?.stop();
      await a.stop();
    }
    expect(running.sent.map((m) => m.to)).toEqual(["busy@example.co.za"]);
    expect(running.started).toBe(1);
    expect(other.started).toBe(1);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "a worker whose lock connection drops takes its lock again before it claims more",
    async () => {
      const mailer = new RecordingMailer();
      const worker = startOutboxWorker(first, mailer, { intervalMs: 100, instanceId: "instance-c" });
      const holders = async () => {
        const result = await second.db.execute(
          sql`select pid from pg_locks where locktype = 'advisory' and granted and objsubid = 2
              and classid = ${LIVE_WORKER_LOCKS}::oid and objid = hashtext('instance-c')::oid`,
        );
        return (result as unknown as { rows: { pid: number }[] }).rows.map((r) => r.pid);
      };
      try {
        await worker.runNow();
        const [before] = await holders();
        expect(before).toBeGreaterThan(0);
        await second.db.execute(sql`select pg_terminate_backend(${before})`);
        await waitFor(async () => (await holders()).length === 0);

        const id = await enqueueEmail(second.db, { to: "after-drop@example.co.za", subject: "S", text: "T" });
        await waitFor(async () => (await rowOf(id)).status === "sent", 5_000);
        const after = await holders();
        expect(after).toHaveLength(1);
        expect(after[0]).not.toBe(before);
      } finally {
        await worker.stop();
      }
      expect(await holders()).toEqual([]);
    },
  );
});
