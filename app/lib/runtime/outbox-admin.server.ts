/**
 * The admin's view of the email outbox: how many messages are pending, sent
 * and dead, the latest of them, and a retry (audited in the same transaction)
 * for a message that is dead or still waiting. listOutbox and retryEmail are
 * the plain queries beneath, on any database or transaction.
 */
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { db, type Queryable } from "~/db/client.server";
import { emailOutbox, OUTBOX_STATUSES, type OutboxStatus } from "~/db/schema";
import { isRowId } from "~/db/row-id";
import { recordAudit } from "../audit/audit.server";
import { notifyWorkers } from "./outbox.server";
import { OUTBOX_AUDIT_ACTIONS } from "../audit/audit-actions";

export const OUTBOX_PAGE_SIZE = 50;

export function isOutboxStatus(value: unknown): value is OutboxStatus {
  return typeof value === "string" && (OUTBOX_STATUSES as readonly string[]).includes(value);
}

/** How many messages have each status (every status present, zero when none). */
export async function countOutboxByStatus(): Promise<Record<OutboxStatus, number>> {
  const rows = await db()
    .select({ status: emailOutbox.status, n: count() })
    .from(emailOutbox)
    .groupBy(emailOutbox.status);
  const counts = Object.fromEntries(OUTBOX_STATUSES.map((status) => [status, 0])) as Record<OutboxStatus, number>;
  for (const row of rows) if (isOutboxStatus(row.status)) counts[row.status] = Number(row.n);
  return counts;
}

export type OutboxRow = {
  id: string;
  to: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
};

export async function listOutbox(q: Queryable, status?: OutboxStatus, limit = 50) {
  return q
    .select()
    .from(emailOutbox)
    .where(status ? eq(emailOutbox.status, status) : sql`true`)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(limit);
}

/** The latest messages, newest first, optionally of one status. */
export async function listLatestEmails(status: OutboxStatus | null): Promise<OutboxRow[]> {
  const rows = await listOutbox(db(), status ?? undefined, OUTBOX_PAGE_SIZE);
  return rows.map(({ id, to, subject, status: state, attempts, lastError, createdAt, sentAt }) => ({
    id,
    to,
    subject,
    status: state,
    attempts,
    lastError,
    createdAt,
    sentAt,
  }));
}

/** Puts a dead (or waiting) message back in the queue for an immediate try. */
export async function retryEmail(q: Queryable, id: string): Promise<boolean> {
  const rows = await q
    .update(emailOutbox)
    .set({
      status: "pending",
      attempts: 0,
      // A message being sent right now keeps its lease: bringing it forward could send it twice.
      nextAttemptAt: sql`case when ${emailOutbox.claimedBy} is null then now() else ${emailOutbox.nextAttemptAt} end`,
      lastError: null,
    })
    .where(and(eq(emailOutbox.id, id), inArray(emailOutbox.status, ["dead", "pending"])))
    .returning({ id: emailOutbox.id });
  if (rows.length > 0) await notifyWorkers(q);
  return rows.length > 0;
}

/**
 * Puts a dead or waiting message back in the queue for an immediate try and
 * records who did it. False (and nothing recorded) when the message is gone
 * or already sent.
 */
export async function retryOutboxEmail(actor: { id: string }, id: string, ip?: string | null): Promise<boolean> {
  if (!isRowId(id)) return false;
  return db().transaction(async (tx) => {
    const [before] = await tx
      .select({ status: emailOutbox.status, attempts: emailOutbox.attempts })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, id))
      .for("update");
    if (!before) return false;
    // In the transaction: the worker's wake-up (NOTIFY) is delivered when it commits.
    if (!(await retryEmail(tx, id))) return false;
    await recordAudit(tx, {
      action: OUTBOX_AUDIT_ACTIONS.retried,
      resourceType: "email_outbox",
      resourceId: id,
      userId: actor.id,
      ip,
      details: { previousStatus: before.status, attempts: before.attempts },
    });
    return true;
  });
}
