/**
 * Sends the morning digest of the leads that need a reply (lead-digest.ts
 * decides when and to whom): every instance checks each minute, and exactly
 * one sends each weekday's digest.
 *
 * One transaction does all of it: it takes a transaction-level advisory lock
 * (DIGEST_LOCK_KEY; an instance that cannot take it at once leaves the day to
 * the one that holds it), checks again that today's lead_digests row is not
 * there, reads the staff and the leads due, queues every email in the outbox,
 * and inserts the lead_digests row and the audit row. A crash before the
 * commit sends nothing (and the next check tries again); after it, everything,
 * once: the row's primary key (the day) stops a second send even without the
 * lock. The lock ends with the transaction.
 *
 * After a restart the first check runs at once, so a digest due today and not
 * yet sent goes out as soon as the process is up; a day that is over is never
 * sent late (digestSlot only ever names today).
 */
import { and, eq, isNotNull, isNull, lt } from "drizzle-orm";
import { db, type Queryable } from "~/db/client.server";
import { leadDigests, leads, user, userRoles } from "~/db/schema";
import { DIGEST } from "~/content/lead-follow-up";
import { can, isStaffRole } from "../accounts/roles";
import { LEAD_AUDIT_ACTIONS } from "../audit/audit-actions";
import { recordAudit } from "../audit/audit.server";
import { env } from "../runtime/env.server";
import { logger } from "../runtime/logger.server";
import { enqueueEmail } from "../runtime/outbox.server";
import { tryJobLock } from "../runtime/job-runs.server";
import { runEvery, type RecurringJob } from "../runtime/recurring-job.server";
import { endOfZonedDay } from "../time/zoned-time";
import { digestCounts, digestSlot, groupDigest, type DigestLead, type DigestStaff } from "./lead-digest";
import { digestMessage } from "./lead-digest-email";

/**
 * The advisory lock (one bigint key) under which an instance sends a day's digest. Beside the migrations' 727274
 * and the seed's 727275; the outbox's live-worker locks use the two-key form, a separate key space.
 */
export const DIGEST_LOCK_KEY = 727_276;

/** The audit log's resource type of a digest (its id is the day, "YYYY-MM-DD"). */
export const DIGEST_RESOURCE_TYPE = "lead_digest";

export type DigestOutcome =
  | { sent: false; reason: "not-due" | "already-sent" | "locked"; day: string | null }
  | { sent: true; day: string; recipients: number; leads: number };

async function alreadySent(q: Queryable, day: string): Promise<boolean> {
  const [row] = await q.select({ day: leadDigests.day }).from(leadDigests).where(eq(leadDigests.day, day));
  return row !== undefined;
}

/** The members of staff who may work the leads: the owners who get a digest of their own. */
async function leadStaff(tx: Queryable): Promise<DigestStaff[]> {
  const rows = await tx
    .select({ id: user.id, email: user.email, name: user.name, role: userRoles.role })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId));
  return rows
    .filter((row) => isStaffRole(row.role) && can(row.role, "leads"))
    .map(({ id, email, name }) => ({ id, email, name }));
}

/** Every lead not yet answered whose reply is due before `endOfToday` (overdue ones included), of every kind. */
async function leadsDueBy(tx: Queryable, endOfToday: Date): Promise<DigestLead[]> {
  const rows = await tx
    .select({
      type: leads.kind,
      id: leads.id,
      name: leads.name,
      email: leads.email,
      ownerId: leads.ownerId,
      replyDueAt: leads.replyDueAt,
      respondedAt: leads.respondedAt,
    })
    .from(leads)
    .where(and(isNull(leads.respondedAt), isNotNull(leads.replyDueAt), lt(leads.replyDueAt, endOfToday)));
  return rows.map((row) => ({
    ...row,
    replyDueAt: row.replyDueAt ? new Date(row.replyDueAt) : null,
    respondedAt: row.respondedAt ? new Date(row.respondedAt) : null,
  }));
}

/**
 * Sends today's digest if it is due at `now` and no instance has sent it: the emails are queued in the outbox, with
 * the lead_digests row and the audit row, in one transaction. A day with nothing due is recorded as sent, to nobody.
 */
export async function sendDueDigest(now: Date = new Date()): Promise<DigestOutcome> {
  const day = digestSlot(now);
  if (day === null) return { sent: false, reason: "not-due", day: null };
  // The check each minute after the digest has gone out: one read, no lock.
  if (await alreadySent(db(), day)) return { sent: false, reason: "already-sent", day };
  const settings = env();
  return db().transaction(async (tx): Promise<DigestOutcome> => {
    if (!(await tryJobLock(tx, DIGEST_LOCK_KEY))) return { sent: false, reason: "locked", day };
    // Another instance may have sent it between the check above and the lock.
    if (await alreadySent(tx, day)) return { sent: false, reason: "already-sent", day };

    const endOfToday = endOfZonedDay(now);
    const groups = groupDigest(
      await leadsDueBy(tx, endOfToday),
      await leadStaff(tx),
      settings.leadsNotifyTo,
      now,
      endOfToday,
    );
    for (const group of groups) {
      const message = digestMessage(group, settings.publicUrl);
      // No `concerns`: an email lists several visitors, and holds only their name or address and a link.
      await enqueueEmail(tx, { to: group.to, subject: message.subject, text: message.text, html: message.html });
    }
    const leads = groups.reduce((total, group) => total + group.items.length, 0);
    const { overdue, dueToday } = digestCounts(groups.flatMap((group) => group.items));
    await tx.insert(leadDigests).values({ day, recipients: groups.length, leads });
    await recordAudit(tx, {
      action: LEAD_AUDIT_ACTIONS.digestSent,
      resourceType: DIGEST_RESOURCE_TYPE,
      resourceId: day,
      // Counts only: the log is never erased, and who the leads are is not its business.
      details: {
        recipients: groups.length,
        leads,
        overdue,
        dueToday,
        staffRecipients: groups.filter((g) => g.staffId).length,
      },
    });
    return { sent: true, day, recipients: groups.length, leads };
  });
}

export type LeadDigestSchedule = RecurringJob;

export type LeadDigestScheduleOptions = {
  /** how often to check (DIGEST.checkEveryMs, a minute, by default) */
  intervalMs?: number;
  /** the clock (tests pass a fixed time) */
  now?: () => Date;
};

/**
 * Checks at once, then every `intervalMs`, whether today's digest is due and unsent, and sends it (sendDueDigest).
 * A failed check is logged and tried again at the next; a check still running when the next is due is not doubled.
 * The timer does not keep the process alive.
 */
export function startLeadDigestSchedule(options: LeadDigestScheduleOptions = {}): LeadDigestSchedule {
  const clock = options.now ?? (() => new Date());
  return runEvery("lead-digest", options.intervalMs ?? DIGEST.checkEveryMs, async () => {
    const outcome = await sendDueDigest(clock());
    if (outcome.sent) {
      logger.info(
        { day: outcome.day, recipients: outcome.recipients, leads: outcome.leads },
        "queued the morning digest of leads",
      );
    }
  });
}
