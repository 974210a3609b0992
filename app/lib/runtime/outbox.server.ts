/**
 * The transactional outbox: emails are rows written in the same transaction
 * as the change that causes them, and a worker delivers them with exponential
 * backoff, marking a message dead after MAX_ATTEMPTS failures. Queueing runs
 * NOTIFY, which PostgreSQL delivers when the transaction commits, so workers
 * (in any instance) send at once; they also poll, in case a notice is lost.
 * Due times are compared in the database's clock, never the app's.
 *
 * A worker claims a batch of due messages under a lease (SELECT ... FOR UPDATE
 * SKIP LOCKED, then `next_attempt_at` moved to the lease's end and
 * `claimed_by` set to the instance), sends up to `concurrency` of them at once
 * and no faster than `ratePerSecond`, and records each outcome as it comes,
 * clearing `claimed_by`. Every send has a time limit (SEND_TIMEOUT_MS) and a
 * lease lasts twice that, so a lease left by an instance that died is free
 * again within a minute. Sooner still: a starting worker releases at once
 * every lease whose owner no longer runs (see releaseStaleLeases).
 *
 * The worker itself is in outbox-worker.server.ts, its pace in
 * send-rate-limiter.server.ts, and the admin's list and retry in
 * outbox-admin.server.ts.
 */
import crypto from "node:crypto";
import os from "node:os";
import { and, eq, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { Database, DatabaseHandle, Queryable } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { logger } from "./logger.server";
import type { Mailer, OutgoingEmail } from "./mailer.server";
import type { RateLimiter } from "./send-rate-limiter.server";

export const MAX_ATTEMPTS = 8;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;
/** The longest one send may take, connection included, before it is given up and counted as a failure. */
export const SEND_TIMEOUT_MS = 30_000;
export const DEFAULT_CONCURRENCY = 5;
export const DEFAULT_BATCH_SIZE = 20;
/** The advisory lock space (first of two keys) in which each running worker holds a lock named by its instance id. */
export const LIVE_WORKER_LOCKS = 727_280;

/** Delay before the next try after `attempts` failures: 30 s, 1 min, 2 min ... capped at 1 h. */
export function backoffDelayMs(attempts: number): number {
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
}

/** How long a claim lasts: twice the time limit of a send. */
export function leaseMsFor(sendTimeoutMs: number): number {
  return 2 * sendTimeoutMs;
}

// On globalThis so the development server's module reloads keep the process's identity and its workers.
const processState = globalThis as typeof globalThis & {
  __outboxInstanceId?: string;
  __outboxLiveInstances?: Map<string, number>;
};
/** This process's name in `email_outbox.claimed_by`: host, pid and a random part, new at every start. */
export const PROCESS_INSTANCE_ID =
  (processState.__outboxInstanceId ??= `${os.hostname().slice(0, 40)}:${process.pid}:${crypto.randomBytes(4).toString("hex")}`);
/** The instance ids of the workers running in this process, with how many run under each (startOutboxWorker keeps it). */
export const liveInstances = (processState.__outboxLiveInstances ??= new Map<string, number>());

/** The NOTIFY channel on which queued email wakes the workers. */
export const OUTBOX_CHANNEL = "email_outbox";

/** Wakes the workers; in a transaction, when it commits. */
export async function notifyWorkers(q: Queryable) {
  await q.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}

/**
 * Queues an email; pass the transaction that makes the change it reports.
 * `concerns` names the visitor the email is about, so erasing their data
 * removes it too; `leadId` names the lead it was sent to or about, for that
 * lead's timeline (the email is erased with the lead). `sendAt` holds it until then (a reminder), and `reminderOf`
 * names the booking whose move or cancellation withdraws it.
 */
export async function enqueueEmail(
  q: Queryable,
  message: OutgoingEmail & { concerns?: string; leadId?: string; sendAt?: Date; reminderOf?: string },
): Promise<string> {
  const [row] = await q
    .insert(emailOutbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      headers: message.headers ?? {},
      attachments: message.attachments ?? [],
      concerns: message.concerns?.toLowerCase() ?? null,
      leadId: message.leadId ?? null,
      reminderOf: message.reminderOf ?? null,
      ...(message.sendAt ? { nextAttemptAt: message.sendAt } : {}),
    })
    .returning({ id: emailOutbox.id });
  await notifyWorkers(q);
  return row.id;
}

/**
 * Queues several emails in one statement and sends one notice; returns their ids, in the order given. Pass the
 * transaction that makes the change they report.
 */
export async function enqueueEmails(
  q: Queryable,
  messages: (OutgoingEmail & { concerns?: string })[],
): Promise<string[]> {
  if (messages.length === 0) return [];
  const ids = messages.map(() => crypto.randomUUID());
  await q.insert(emailOutbox).values(
    messages.map((message, index) => ({
      id: ids[index],
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      headers: message.headers ?? {},
      concerns: message.concerns?.toLowerCase() ?? null,
    })),
  );
  await notifyWorkers(q);
  return ids;
}

export type DeliveryOptions = {
  /** The database's clock by default; tests pass `now` to step past backoff delays (leases always use the database's clock). */
  now?: Date;
  /** messages claimed at once (20 by default) */
  batchSize?: number;
  /** messages sent at once (DEFAULT_CONCURRENCY by default) */
  concurrency?: number;
  /** paces the sends; none by default */
  limiter?: RateLimiter;
  /** the instance id recorded in `claimed_by` (this process's by default) */
  instanceId?: string;
  /** SEND_TIMEOUT_MS by default; the lease lasts twice as long */
  sendTimeoutMs?: number;
  /** once aborted, no further send starts: the batch's unsent messages are handed back */
  stop?: AbortSignal;
};

type DeliveryResult = { sent: number; failed: number; handedBack: number };
type Claimed = Awaited<ReturnType<typeof claimDue>>[number];

/**
 * Claims due messages (a lease stops another instance sending them too),
 * sends them, up to `concurrency` at once, and records each outcome. Returns
 * how many were sent and failed.
 */
export async function deliverDueEmails(
  db: Database,
  mailer: Mailer,
  options: DeliveryOptions = {},
): Promise<{ sent: number; failed: number }> {
  const { sent, failed } = await deliver(db, mailer, options, { continuous: false });
  return { sent, failed };
}

/** Claims up to `limit` due messages for `instanceId`, oldest due first, under a lease of `leaseMs`. */
async function claimDue(db: Database, now: SQL, limit: number, instanceId: string, leaseMs: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.status, "pending"),
          lte(emailOutbox.nextAttemptAt, now),
          // Someone else's lease is over only by the database's clock.
          or(isNull(emailOutbox.claimedBy), lte(emailOutbox.nextAttemptAt, sql`now()`)),
        ),
      )
      .orderBy(emailOutbox.nextAttemptAt)
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((row) => row.id);
    const rows = await tx
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() + ${leaseMs} * interval '1 millisecond'`, claimedBy: instanceId })
      .where(inArray(emailOutbox.id, ids))
      .returning();
    return rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  });
}

/**
 * Claims a batch and sends it, `concurrency` sends at a time. `continuous`
 * claims the next batch as soon as the last claimed message has started (the
 * other sends still under way), until nothing more is due or `stop` aborts.
 */
export async function deliver(
  db: Database,
  mailer: Mailer,
  options: DeliveryOptions & { beforeClaim?: () => Promise<void> },
  { continuous }: { continuous: boolean },
): Promise<DeliveryResult> {
  const now = options.now ? sql`${options.now.toISOString()}::timestamptz` : sql`now()`;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);
  const sendTimeoutMs = options.sendTimeoutMs ?? SEND_TIMEOUT_MS;
  const leaseMs = leaseMsFor(sendTimeoutMs);
  const instanceId = options.instanceId ?? PROCESS_INSTANCE_ID;

  const queue: { message: Claimed; startBy: number }[] = [];
  const handBack: string[] = [];
  let handedBack = 0;
  let sent = 0;
  let failed = 0;
  let exhausted = false;
  let claimError: unknown = null;
  let claiming: Promise<void> | null = null;

  /** Releases the messages that were claimed but not started, for an immediate try. */
  const flushHandBack = async () => {
    const ids = handBack.splice(0);
    if (ids.length === 0) return;
    handedBack += ids.length;
    await db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now()`, claimedBy: null })
      .where(
        and(inArray(emailOutbox.id, ids), eq(emailOutbox.claimedBy, instanceId), eq(emailOutbox.status, "pending")),
      );
  };

  const claim = () =>
    (claiming ??= (async () => {
      try {
        await flushHandBack();
        await options.beforeClaim?.();
        // Measured before the claim, so the lease surely ends after `claimedAt + leaseMs`.
        const claimedAt = performance.now();
        const rows = await claimDue(db, now, batchSize, instanceId, leaseMs);
        // A send must be over, or given up, and its outcome written before the lease ends, so none
        // starts in the last part of it; what has not started by then is handed back.
        const startBy = claimedAt + leaseMs - sendTimeoutMs - sendTimeoutMs / 5;
        for (const message of rows) queue.push({ message, startBy });
        if (!continuous || rows.length < batchSize) exhausted = true;
      } catch (error) {
        claimError = error;
        exhausted = true;
      }
    })().finally(() => {
      claiming = null;
    }));

  const sendInTurn = async () => {
    for (;;) {
      const next = queue.shift();
      if (!next) {
        if (exhausted || options.stop?.aborted) return;
        await claim();
        continue;
      }
      const { message, startBy } = next;
      if (!options.stop?.aborted) await options.limiter?.take();
      if (options.stop?.aborted || performance.now() > startBy) {
        handBack.push(message.id);
        continue;
      }
      let failure: unknown = null;
      try {
        await sendWithin(mailer, message, sendTimeoutMs);
      } catch (error) {
        failure = error;
      }
      try {
        if (failure === null) {
          await db
            .update(emailOutbox)
            .set({
              status: "sent",
              sentAt: new Date(),
              attempts: message.attempts + 1,
              lastError: null,
              claimedBy: null,
            })
            .where(eq(emailOutbox.id, message.id));
          sent++;
        } else {
          failed++;
          await recordFailure(db, message, failure, now);
        }
      } catch (error) {
        // The lease runs out and the message is tried again: at least once, never zero times.
        logger.error({ err: error, outboxId: message.id }, "could not record an email's delivery");
      }
    }
  };

  if (!options.stop?.aborted) await claim();
  if (queue.length > 0) await Promise.all(Array.from({ length: concurrency }, sendInTurn));
  for (const { message } of queue.splice(0)) handBack.push(message.id);
  await flushHandBack();
  if (claimError) throw claimError;
  return { sent, failed, handedBack };
}

/** Sends one message, giving up after `timeoutMs`: the mailer is told to abandon it, and the send counts as failed. */
async function sendWithin(mailer: Mailer, message: OutgoingEmail, timeoutMs: number): Promise<void> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeLimit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`sending took longer than ${timeoutMs / 1000} s`);
      reject(error);
      controller.abort(error);
    }, timeoutMs);
  });
  try {
    await Promise.race([mailer.send(message, { signal: controller.signal }), timeLimit]);
  } finally {
    clearTimeout(timer);
  }
}

async function recordFailure(db: Database, message: { id: string; attempts: number }, error: unknown, now: SQL) {
  const attempts = message.attempts + 1;
  const dead = attempts >= MAX_ATTEMPTS;
  const reason = error instanceof Error ? error.message : String(error);
  await db
    .update(emailOutbox)
    .set({
      attempts,
      lastError: reason.slice(0, 1000),
      status: dead ? "dead" : "pending",
      nextAttemptAt: sql`${now} + ${backoffDelayMs(attempts)} * interval '1 millisecond'`,
      claimedBy: null,
    })
    // Never turns a message another instance has sent since (its lease had run out) back into a pending one.
    .where(and(eq(emailOutbox.id, message.id), eq(emailOutbox.status, "pending")));
  logger.warn({ outboxId: message.id, attempts, dead, reason }, "email delivery failed");
}

/**
 * Releases, for an immediate try, the leases held by instances that no longer
 * run. On PostgreSQL a running worker holds an advisory lock named by its
 * instance id (startOutboxWorker), so an owner whose lock can be taken is
 * gone; the lock is taken only for this statement. PGlite serves one process,
 * so there every owner but this process's running workers is gone.
 * Returns how many leases were released.
 */
export async function releaseStaleLeases(database: DatabaseHandle, instanceId = PROCESS_INSTANCE_ID): Promise<number> {
  const stale =
    database.kind === "postgres"
      ? sql`pg_try_advisory_xact_lock(${LIVE_WORKER_LOCKS}, hashtext(${emailOutbox.claimedBy}))`
      : sql`${emailOutbox.claimedBy} not in (${sql.join(
          [...new Set([instanceId, PROCESS_INSTANCE_ID, ...liveInstances.keys()])].map((id) => sql`${id}`),
          sql`, `,
        )})`;
  const released = await database.db
    .update(emailOutbox)
    .set({ nextAttemptAt: sql`now()`, claimedBy: null })
    .where(
      and(
        eq(emailOutbox.status, "pending"),
        sql`${emailOutbox.claimedBy} is not null`,
        sql`${emailOutbox.claimedBy} <> ${instanceId}`,
        stale,
      ),
    )
    .returning({ id: emailOutbox.id });
  return released.length;
}
