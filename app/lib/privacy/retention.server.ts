/**
 * Retention as the privacy policy promises it (ADR 038): once a day, one
 * instance deletes what the policy's retention table says is no longer kept.
 *
 * - Contact, "Ready to talk" and marketplace leads older than their period
 *   (24 months) that never became clients (status won), with the notes on
 *   them, the replies to them and every outbox email about them: deleted, as
 *   a person's erasure deletes them (person-data.server.ts).
 * - Sent outbox emails older than 30 days, and emails never delivered (dead,
 *   or still pending) 30 days after they were queued. One that a kept record
 *   points to (a lead's timeline, a reply, a newsletter issue's counts) is
 *   emptied of its words instead, so that record still says it was sent or
 *   tried; an emptied pending one is marked dead, so it never goes out empty.
 * - Newsletter sign-ups never confirmed, 30 days after the last sign-up, with
 *   whatever hangs off them as a lead; one that had been a subscriber (issues
 *   went to it) goes back to unsubscribed instead, its deliveries kept.
 * - Accounts whose address was never confirmed, 30 days after sign-up: never
 *   a member of staff (a role) nor an address with an open staff invitation.
 * - The IP address of audit events older than 90 days (the event is kept).
 * - Expired sessions, verification tokens and staff invitations, and
 *   rate-limit and failed sign-in counters unused for 24 hours.
 *
 * Confirmed and unsubscribed newsletter subscribers are never touched: an
 * unsubscribed address is the suppression list that keeps us from emailing it again. Ages are counted on
 * the database's clock. Every rule is one WHERE clause, so a dry run counts
 * exactly what a run deletes. A run is one transaction under an advisory lock,
 * recorded in job_runs and the audit log with its counts.
 */
import {
  and,
  desc,
  eq,
  exists,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  not,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import {
  auditEvents,
  contactRequests,
  emailOutbox,
  formRateLimits,
  jobRuns,
  leadNotes,
  leadReplies,
  marketplaceSubmissions,
  newsletterDeliveries,
  newsletterSubscribers,
  rateLimit,
  readyToTalkRequests,
  session,
  signInFailures,
  staffInvitations,
  user,
  userRoles,
  verification,
  type LeadType,
} from "~/db/schema";
import { describePeriod, RETENTION_PERIODS, type RetentionPeriod } from "~/content/legal/retention-periods";
import { RETENTION_AUDIT_ACTIONS } from "../audit/audit-actions";
import { recordAudit } from "../audit/audit.server";
import { recordJobRun, tryJobLock } from "../runtime/job-runs.server";
import { logger } from "../runtime/logger.server";
import { runEvery, type RecurringJob } from "../runtime/recurring-job.server";

/** The advisory lock of a retention run: beside image cleanup's 727278 and scheduled publishing's 727279. */
export const RETENTION_LOCK_KEY = 727_280;
export const RETENTION_JOB = "retention";
/** Every instance checks each hour; the first to find no run in the last day does it. */
export const RETENTION_CHECK_EVERY_MS = 60 * 60 * 1000;
const MIN_GAP = sql`interval '23 hours'`;

/** A time `period` before now, on the database's clock. */
const olderThan = (period: RetentionPeriod) => sql`now() - ${describePeriod(period)}::interval`;

/** A lead not won (a client's is kept under the client-records period) older than `period`. */
const unwonOlderThan = (
  table: typeof contactRequests | typeof readyToTalkRequests | typeof marketplaceSubmissions,
  period: RetentionPeriod,
) => and(lt(table.createdAt, olderThan(period)), ne(table.status, "won"))!;

/** Whether a subscriber was ever sent an issue: it had been confirmed, then unsubscribed before signing up again. */
const everSentAnIssue = () =>
  exists(
    db()
      .select({ one: sql`1` })
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.subscriberId, newsletterSubscribers.id)),
  );

/** A sign-up never confirmed, its last sign-up (a sign-up again renews the consent) older than the period. */
const unconfirmedSignUp = () =>
  and(
    eq(newsletterSubscribers.subscription, "pending"),
    lt(
      sql`coalesce(${newsletterSubscribers.consentAt}, ${newsletterSubscribers.createdAt})`,
      olderThan(RETENTION_PERIODS.unconfirmedSignUps),
    ),
  )!;

/**
 * The lead tables whose rows expire, with their lead type in notes, replies and the outbox: the policy's 24 months
 * for enquiries and marketplace submissions, its 30 days for newsletter sign-ups never confirmed (but not one that
 * issues went to: that one goes back to unsubscribed, below).
 */
const AGEING_LEADS = [
  {
    type: "contact",
    table: contactRequests,
    expired: () => unwonOlderThan(contactRequests, RETENTION_PERIODS.enquiries),
  },
  {
    type: "ready-to-talk",
    table: readyToTalkRequests,
    expired: () => unwonOlderThan(readyToTalkRequests, RETENTION_PERIODS.enquiries),
  },
  {
    type: "marketplace",
    table: marketplaceSubmissions,
    expired: () => unwonOlderThan(marketplaceSubmissions, RETENTION_PERIODS.marketplaceSubmissions),
  },
  {
    type: "newsletter",
    table: newsletterSubscribers,
    expired: () => and(unconfirmedSignUp(), not(everSentAnIssue()))!,
  },
] as const satisfies readonly { type: LeadType; table: unknown; expired: () => SQL }[];

/** Rows of a table keyed by lead (notes, replies, outbox emails) that belong to an expired lead of any kind. */
function ofExpiredLeads(columns: { leadType: AnyColumn; leadId: AnyColumn }): SQL {
  return or(
    ...AGEING_LEADS.map((lead) =>
      and(
        eq(columns.leadType, lead.type),
        inArray(columns.leadId, db().select({ id: lead.table.id }).from(lead.table).where(lead.expired())),
      ),
    ),
  )!;
}

/**
 * An account never confirmed and never staff: no role, and no open invitation to its address (accepting one
 * confirms the address and would find the account). Staff accounts are made confirmed; this is what keeps one that
 * somehow is not from ever being deleted here.
 */
function unconfirmedAccount(): SQL {
  return and(
    eq(user.emailVerified, false),
    lt(user.createdAt, olderThan(RETENTION_PERIODS.unconfirmedAccounts)),
    not(exists(db().select({ one: sql`1` }).from(userRoles).where(eq(userRoles.userId, user.id)))),
    not(
      exists(
        db()
          .select({ one: sql`1` })
          .from(staffInvitations)
          .where(
            and(
              sql`lower(${staffInvitations.email}) = lower(${user.email})`,
              isNull(staffInvitations.acceptedAt),
              isNull(staffInvitations.revokedAt),
              gt(staffInvitations.expiresAt, sql`now()`),
            ),
          ),
      ),
    ),
  )!;
}

/**
 * A sent email that a record the site keeps points to: a lead's timeline (its arrival emails), a reply's delivery
 * state, a newsletter issue's counts. Past 30 days such a copy loses its words but keeps that it was sent.
 */
function recordedElsewhere(): SQL {
  return or(
    isNotNull(emailOutbox.leadId),
    exists(
      db().select({ one: sql`1` }).from(newsletterDeliveries).where(eq(newsletterDeliveries.outboxId, emailOutbox.id)),
    ),
    exists(db().select({ one: sql`1` }).from(leadReplies).where(eq(leadReplies.outboxId, emailOutbox.id))),
  )!;
}

type Rule = {
  name: RetentionCategory;
  table: PgTable;
  where: SQL;
  /** the columns a rule empties instead of deleting the row */
  set?: Record<string, unknown>;
};

/** Emails never delivered (given up on, or still waiting) queued longer ago than their period. */
const undelivered = () =>
  and(
    inArray(emailOutbox.status, ["dead", "pending"]),
    lt(emailOutbox.createdAt, olderThan(RETENTION_PERIODS.undeliveredEmails)),
  )!;
/** An outbox row that still holds words. */
const hasWords = () => or(ne(emailOutbox.text, ""), ne(emailOutbox.subject, ""), isNotNull(emailOutbox.html))!;
const EMPTIED = { subject: "", text: "", html: null, headers: {} };

/** What the job removes, in the order it removes it (what hangs off a lead before the lead). */
function rules(): Rule[] {
  const rateLimitCutoffMs = sql`(extract(epoch from ${olderThan(RETENTION_PERIODS.rateLimits)}) * 1000)::bigint`;
  const [contact, readyToTalk, marketplace, newsletter] = AGEING_LEADS;
  const sentLongAgo = () =>
    and(eq(emailOutbox.status, "sent"), lt(emailOutbox.sentAt, olderThan(RETENTION_PERIODS.sentEmails)))!;
  return [
    { name: "leadNotes", table: leadNotes, where: ofExpiredLeads(leadNotes) },
    { name: "leadReplies", table: leadReplies, where: ofExpiredLeads(leadReplies) },
    { name: "leadEmails", table: emailOutbox, where: ofExpiredLeads(emailOutbox) },
    { name: "contactRequests", table: contactRequests, where: contact.expired() },
    { name: "readyToTalkRequests", table: readyToTalkRequests, where: readyToTalk.expired() },
    { name: "marketplaceSubmissions", table: marketplaceSubmissions, where: marketplace.expired() },
    { name: "unconfirmedSignUps", table: newsletterSubscribers, where: newsletter.expired() },
    {
      name: "lapsedSignUps",
      table: newsletterSubscribers,
      where: and(unconfirmedSignUp(), everSentAnIssue())!,
      set: {
        subscription: "unsubscribed",
        unsubscribedAt: sql`coalesce(${newsletterSubscribers.consentAt}, ${newsletterSubscribers.createdAt})`,
      },
    },
    { name: "sentEmails", table: emailOutbox, where: and(sentLongAgo(), not(recordedElsewhere()))! },
    {
      name: "sentEmailContents",
      table: emailOutbox,
      where: and(sentLongAgo(), recordedElsewhere(), hasWords())!,
      set: EMPTIED,
    },
    { name: "undeliveredEmails", table: emailOutbox, where: and(undelivered(), not(recordedElsewhere()))! },
    {
      name: "undeliveredEmailContents",
      table: emailOutbox,
      // Pending ones too are emptied only once: marked dead, so no worker ever sends an empty email.
      where: and(undelivered(), recordedElsewhere(), or(hasWords(), eq(emailOutbox.status, "pending")))!,
      set: { ...EMPTIED, status: "dead" },
    },
    { name: "unconfirmedAccounts", table: user, where: unconfirmedAccount() },
    {
      name: "auditAddresses",
      table: auditEvents,
      where: and(isNotNull(auditEvents.ip), lt(auditEvents.createdAt, olderThan(RETENTION_PERIODS.auditAddresses)))!,
      set: { ip: null },
    },
    { name: "sessions", table: session, where: lt(session.expiresAt, sql`now()`) },
    { name: "verifications", table: verification, where: lt(verification.expiresAt, sql`now()`) },
    { name: "invitations", table: staffInvitations, where: lt(staffInvitations.expiresAt, sql`now()`) },
    { name: "rateLimits", table: rateLimit, where: lt(rateLimit.lastRequest, rateLimitCutoffMs) },
    {
      name: "formRateLimits",
      table: formRateLimits,
      where: lt(formRateLimits.windowStart, olderThan(RETENTION_PERIODS.rateLimits)),
    },
    {
      name: "signInFailures",
      table: signInFailures,
      where: lt(signInFailures.lastFailedAt, olderThan(RETENTION_PERIODS.rateLimits)),
    },
  ];
}

export const RETENTION_CATEGORIES = [
  "leadNotes",
  "leadReplies",
  "leadEmails",
  "contactRequests",
  "readyToTalkRequests",
  "marketplaceSubmissions",
  "unconfirmedSignUps",
  "lapsedSignUps",
  "sentEmails",
  "sentEmailContents",
  "undeliveredEmails",
  "undeliveredEmailContents",
  "unconfirmedAccounts",
  "auditAddresses",
  "sessions",
  "verifications",
  "invitations",
  "rateLimits",
  "formRateLimits",
  "signInFailures",
] as const;
export type RetentionCategory = (typeof RETENTION_CATEGORIES)[number];
export type RetentionCounts = Record<RetentionCategory, number>;

/** How each category is named in the command's output. */
export const CATEGORY_LABELS: Record<RetentionCategory, string> = {
  leadNotes: "notes on expired leads",
  leadReplies: "replies to expired leads",
  leadEmails: "outbox emails about expired leads",
  contactRequests: `contact enquiries (${describePeriod(RETENTION_PERIODS.enquiries)}, not won)`,
  readyToTalkRequests: `Ready to talk requests (${describePeriod(RETENTION_PERIODS.enquiries)}, not won)`,
  marketplaceSubmissions: `marketplace submissions (${describePeriod(RETENTION_PERIODS.marketplaceSubmissions)}, not won)`,
  sentEmails: `sent emails (${describePeriod(RETENTION_PERIODS.sentEmails)} after sending)`,
  unconfirmedSignUps: `newsletter sign-ups never confirmed (${describePeriod(RETENTION_PERIODS.unconfirmedSignUps)}), with their notes and emails`,
  lapsedSignUps: `former subscribers' sign-ups never confirmed, back to unsubscribed (${describePeriod(RETENTION_PERIODS.unconfirmedSignUps)})`,
  sentEmailContents: `sent emails emptied, their sending kept for a lead or an issue (${describePeriod(RETENTION_PERIODS.sentEmails)})`,
  undeliveredEmails: `dead and pending emails (${describePeriod(RETENTION_PERIODS.undeliveredEmails)} after queuing)`,
  undeliveredEmailContents: `dead and pending emails emptied and marked dead, kept for a lead or an issue (${describePeriod(RETENTION_PERIODS.undeliveredEmails)})`,
  unconfirmedAccounts: `accounts never confirmed, never staff (${describePeriod(RETENTION_PERIODS.unconfirmedAccounts)} after sign-up)`,
  auditAddresses: `IP addresses removed from audit events (${describePeriod(RETENTION_PERIODS.auditAddresses)})`,
  sessions: "expired sessions",
  verifications: "expired verification tokens",
  invitations: "expired staff invitations",
  rateLimits: `sign-in and account rate-limit counters (${describePeriod(RETENTION_PERIODS.rateLimits)} unused)`,
  formRateLimits: `form rate-limit counters (${describePeriod(RETENTION_PERIODS.rateLimits)} unused)`,
  signInFailures: `failed sign-in counters (${describePeriod(RETENTION_PERIODS.rateLimits)} unused)`,
};

/** What a run would delete now, changing nothing. */
export async function planRetention(): Promise<RetentionCounts> {
  const counts = {} as RetentionCounts;
  for (const rule of rules()) {
    const [row] = await db().select({ n: sql<number>`count(*)::int` }).from(rule.table).where(rule.where);
    counts[rule.name] = row.n;
  }
  return counts;
}

export type RetentionOutcome = { ran: false; reason: "locked" | "recent" } | { ran: true; counts: RetentionCounts };

/**
 * Deletes what the policy no longer keeps, in one transaction, if this instance takes the lock and (unless `force`)
 * no run is recorded in the last 23 hours. Audited and recorded in job_runs even when nothing was due, so each day
 * has its run.
 */
export async function runRetention({ force = false }: { force?: boolean } = {}): Promise<RetentionOutcome> {
  return db().transaction(async (tx): Promise<RetentionOutcome> => {
    if (!(await tryJobLock(tx, RETENTION_LOCK_KEY))) return { ran: false, reason: "locked" };
    if (!force) {
      const [last] = await tx
        .select({ recent: sql<boolean>`${jobRuns.startedAt} > now() - ${MIN_GAP}` })
        .from(jobRuns)
        .where(eq(jobRuns.job, RETENTION_JOB))
        .orderBy(desc(jobRuns.startedAt))
        .limit(1);
      if (last?.recent) return { ran: false, reason: "recent" };
    }
    const startedAt = new Date();
    const counts = {} as RetentionCounts;
    for (const rule of rules()) {
      const changed = rule.set
        ? await tx.update(rule.table).set(rule.set).where(rule.where).returning({ one: sql`1` })
        : await tx.delete(rule.table).where(rule.where).returning({ one: sql`1` });
      counts[rule.name] = changed.length;
    }
    await recordJobRun(tx, RETENTION_JOB, startedAt, { counts });
    await recordAudit(tx, { action: RETENTION_AUDIT_ACTIONS.applied, resourceType: "retention", details: { counts } });
    return { ran: true, counts };
  });
}

/** Checks `firstAfterMs` after start (five minutes), then each hour; the run itself happens once a day across instances. */
export function startRetentionSchedule({
  intervalMs = RETENTION_CHECK_EVERY_MS,
  firstAfterMs = 5 * 60_000,
} = {}): RecurringJob {
  return runEvery(
    RETENTION_JOB,
    intervalMs,
    async () => {
      const outcome = await runRetention();
      if (outcome.ran) logger.info({ counts: outcome.counts }, "retention applied");
    },
    { firstAfterMs },
  );
}
