/**
 * The transactional outbox: emails are rows written in the same transaction
 * as the change that causes them, and a worker delivers them with exponential
 * backoff, marking a message dead after MAX_ATTEMPTS failures. Queueing runs
 * NOTIFY, which PostgreSQL delivers when the transaction commits, so workers
 * (in any instance) send at once; they also poll, in case a notice is lost.
 * Due times are compared in the database's clock, never the app's.
 */
import { and, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database, DatabaseHandle, Queryable } from "~/db/client.server";
import { emailOutbox, type OutboxStatus } from "~/db/schema";
import { logger } from "./logger.server";
import type { Mailer, OutgoingEmail } from "./mailer.server";

export const MAX_ATTEMPTS = 8;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;
const LEASE_MS = 5 * 60_000;

/** Delay before the next try after `attempts` failures: 30 s, 1 min, 2 min ... capped at 1 h. */
export function backoffDelayMs(attempts: number): number {
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
}

const CHANNEL = "email_outbox";

async function notifyWorkers(q: Queryable) {
  await q.execute(sql`select pg_notify(${CHANNEL}, '')`);
}

/**
 * Queues an email; pass the transaction that makes the change it reports.
 * `concerns` names the visitor the email is about, so erasing their data
 * removes it too.
 */
export async function enqueueEmail(q: Queryable, message: OutgoingEmail & { concerns?: string }): Promise<string> {
  const [row] = await q
    .insert(emailOutbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      headers: message.headers ?? {},
      concerns: message.concerns?.toLowerCase() ?? null,
    })
    .returning({ id: emailOutbox.id });
  await notifyWorkers(q);
  return row.id;
}

/**
 * Claims due messages (a lease stops another instance sending them too),
 * sends each, and records the outcome. Returns how many were sent and failed.
 */
export async function deliverDueEmails(
  db: Database,
  mailer: Mailer,
  options: { now?: Date; batchSize?: number } = {},
): Promise<{ sent: number; failed: number }> {
  // The database's clock by default; tests pass `now` to step past backoff delays.
  const now = options.now ? sql`${options.now.toISOString()}::timestamptz` : sql`now()`;
  const batchSize = options.batchSize ?? 20;
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, now)))
      .orderBy(emailOutbox.nextAttemptAt)
      .limit(batchSize)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`${now} + ${LEASE_MS} * interval '1 millisecond'` })
      .where(inArray(emailOutbox.id, due.map((row) => row.id)))
      .returning();
  });

  let sent = 0;
  let failed = 0;
  for (const message of claimed) {
    try {
      await mailer.send(message);
      await db
        .update(emailOutbox)
        .set({ status: "sent", sentAt: new Date(), attempts: message.attempts + 1, lastError: null })
        .where(eq(emailOutbox.id, message.id));
      sent++;
    } catch (error) {
      failed++;
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
        })
        .where(eq(emailOutbox.id, message.id));
      logger.warn({ outboxId: message.id, attempts, dead, reason }, "email delivery failed");
    }
  }
  return { sent, failed };
}

/** Puts a dead (or waiting) message back in the queue for an immediate try. */
export async function retryEmail(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(emailOutbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, lastError: null })
    .where(and(eq(emailOutbox.id, id), inArray(emailOutbox.status, ["dead", "pending"])))
    .returning({ id: emailOutbox.id });
  if (rows.length > 0) await notifyWorkers(db);
  return rows.length > 0;
}

export async function listOutbox(db: Database, status?: OutboxStatus, limit = 50) {
  return db
    .select()
    .from(emailOutbox)
    .where(status ? eq(emailOutbox.status, status) : sql`true`)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(limit);
}

export type OutboxWorker = { stop(): Promise<void>; runNow(): Promise<void> };

/** Delivers due messages at once when one is queued (and committed), and every `intervalMs`. */
export function startOutboxWorker(database: DatabaseHandle, mailer: Mailer, intervalMs = 5_000): OutboxWorker {
  const { db } = database;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          const { sent } = await deliverDueEmails(db, mailer);
          if (sent > 0) again = true; // there may be more than one batch
        } catch (error) {
          logger.error({ err: error }, "outbox worker failed");
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  };

  const wake = () => void run();
  const unlisten = database.listen(CHANNEL, wake).catch((error: unknown) => {
    logger.warn({ err: error }, "outbox notifications unavailable; polling only");
    return async () => {};
  });
  const timer = setInterval(wake, intervalMs);
  timer.unref();
  wake();

  return {
    runNow: run,
    async stop() {
      if (stopped) return running ?? undefined;
      stopped = true;
      clearInterval(timer);
      await (await unlisten)();
      await running;
    },
  };
}
