/**
 * Retention as the privacy policy promises it (ADR 038): once a day, one
 * instance deletes what the policy's retention table says is no longer kept.
 *
 * - Leads older than their kind's period (its `retention`: enquiries or
 *   marketplace submissions, 24 months) that never became clients (status
 *   won), with the notes on them, the replies to them and every outbox email
 *   about them: deleted, as a person's erasure deletes them
 *   (person-data.server.ts). Leads are one table (ADR 054): a kind added later
 *   is kept for the period it names, with no change here.
 * - Sent outbox emails older than 30 days, and emails never delivered (dead,
 *   or still pending) 30 days after they were queued. One that a kept record
 *   points to (a lead's timeline, a reply, a newsletter issue's counts) is
 *   emptied of its words instead, so that record still says it was sent or
 *   tried; an emptied pending one is marked dead, so it never goes out empty.
 * - Newsletter sign-ups never confirmed, 30 days after the last sign-up (its
 *   lead's consent): the lead of a kind kept as long as its subscription,
 *   with the subscription and whatever hangs off the lead; one that had been a
 *   subscriber (issues went to it) goes back to unsubscribed instead, its
 *   deliveries kept.
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
  type Column,
  type SQL,
} from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { db, type Queryable } from "~/db/client.server";
import {
  auditEvents,
  bookings,
  emailOutbox,
  formRateLimits,
  jobRuns,
  leadNotes,
  leadReplies,
  leads,
  newsletterDeliveries,
  newsletterSubscribers,
  rateLimit,
  session,
  signInFailures,
  staffInvitations,
  user,
  userRoles,
  verification,
} from "~/db/schema";
import { describePeriod, RETENTION_PERIODS, type RetentionPeriod } from "~/content/legal/retention-periods";
import { RETENTION_AUDIT_ACTIONS } from "../audit/audit-actions";
import { recordAudit } from "../audit/audit.server";
import { leadKind, leadKinds, type LeadKind } from "../leads/lead-kinds";
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

/** A period a kind's leads may be kept for (its `retention`): a key of the policy's table, and a category of the run. */
type LeadPeriod = NonNullable<LeadKind["retention"]>;

/** How each period's category is named in the command's output; every period a kind may name has one. */
const LEAD_PERIOD_LABELS = {
  enquiries: `enquiries (${describePeriod(RETENTION_PERIODS.enquiries)}, not won)`,
  marketplaceSubmissions: `marketplace submissions (${describePeriod(RETENTION_PERIODS.marketplaceSubmissions)}, not won)`,
} as const satisfies Record<LeadPeriod, string>;
const LEAD_PERIODS = Object.keys(LEAD_PERIOD_LABELS) as LeadPeriod[];

/**
 * The names of the kinds of lead by how long they are kept: every kind defined, and every kind a stored lead has
 * (one whose definition is gone is kept as leadKind says). Read at each run, so a kind defined later counts too.
 */
type KindsByRetention = { byPeriod: Record<LeadPeriod, string[]>; bySubscription: string[] };

async function kindsByRetention(q: Queryable): Promise<KindsByRetention> {
  const stored = await q.selectDistinct({ kind: leads.kind }).from(leads);
  const names = new Set([...leadKinds().map((kind) => kind.name), ...stored.map((row) => row.kind)]);
  const kinds: KindsByRetention = {
    byPeriod: Object.fromEntries(LEAD_PERIODS.map((period) => [period, []])) as unknown as Record<LeadPeriod, string[]>,
    bySubscription: [],
  };
  for (const name of names) {
    const retention = leadKind(name).retention;
    (retention === null ? kinds.bySubscription : kinds.byPeriod[retention]).push(name);
  }
  return kinds;
}

/** A lead of one of `kinds` (none: no lead). */
const ofKinds = (kinds: string[]) => (kinds.length > 0 ? inArray(leads.kind, kinds) : sql`false`);

/** A lead of a kind kept for `period`, not won (a client's is kept under the client-records period), older than it. */
const unwonOlderThan = (kinds: KindsByRetention, period: LeadPeriod) =>
  and(
    ofKinds(kinds.byPeriod[period]),
    lt(leads.createdAt, olderThan(RETENTION_PERIODS[period])),
    ne(leads.status, "won"),
  )!;

/** Whether a subscriber was ever sent an issue: it had been confirmed, then unsubscribed before signing up again. */
const everSentAnIssue = () =>
  exists(
    db()
      .select({ one: sql`1` })
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.subscriberId, newsletterSubscribers.id)),
  );

/**
 * When a subscription's address last signed up: its lead's consent (a sign-up again renews it), or, for one with no
 * lead, when the subscription was made.
 */
const lastSignUp = () =>
  sql`coalesce((select coalesce(${leads.consentAt}, ${leads.createdAt}) from ${leads} where ${leads.id} = ${newsletterSubscribers.leadId}), ${newsletterSubscribers.createdAt})`;

/** A subscription never confirmed, its last sign-up older than the period. */
const unconfirmedSubscription = () =>
  and(
    eq(newsletterSubscribers.subscription, "pending"),
    lt(lastSignUp(), olderThan(RETENTION_PERIODS.unconfirmedSignUps)),
  )!;

/**
 * A sign-up never confirmed: a lead of a kind kept as long as its subscription, whose subscription is still pending
 * past the period after its last sign-up and was never sent an issue (one that was goes back to unsubscribed below).
 */
const unconfirmedSignUp = (kinds: KindsByRetention) =>
  and(
    ofKinds(kinds.bySubscription),
    lt(sql`coalesce(${leads.consentAt}, ${leads.createdAt})`, olderThan(RETENTION_PERIODS.unconfirmedSignUps)),
    exists(
      db()
        .select({ one: sql`1` })
        .from(newsletterSubscribers)
        .where(
          and(
            eq(newsletterSubscribers.leadId, leads.id),
            eq(newsletterSubscribers.subscription, "pending"),
            not(everSentAnIssue()),
          ),
        ),
    ),
  )!;

/** A lead that expires today, whatever its kind. */
const expiredLead = (kinds: KindsByRetention) =>
  or(...LEAD_PERIODS.map((period) => unwonOlderThan(kinds, period)), unconfirmedSignUp(kinds))!;

/** Rows keyed by lead (notes, replies, outbox emails) that belong to an expired lead. */
const ofExpiredLeads = (column: Column, kinds: KindsByRetention) =>
  inArray(column, db().select({ id: leads.id }).from(leads).where(expiredLead(kinds)));

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

/**
 * Emails never delivered (given up on, or still waiting) queued longer ago than their period. A call's reminder is
 * queued when the call is booked and held until shortly before it, which may be months ahead: it counts from its
 * call's time instead, so none is removed before it could be sent.
 */
const undelivered = () =>
  and(
    inArray(emailOutbox.status, ["dead", "pending"]),
    lt(
      sql`greatest(${emailOutbox.createdAt}, coalesce((select ${bookings.startsAt} from ${bookings} where ${bookings.id} = ${emailOutbox.reminderOf}), ${emailOutbox.createdAt}))`,
      olderThan(RETENTION_PERIODS.undeliveredEmails),
    ),
  )!;
/** An outbox row that still holds words. */
const hasWords = () => or(ne(emailOutbox.text, ""), ne(emailOutbox.subject, ""), isNotNull(emailOutbox.html))!;
const EMPTIED = { subject: "", text: "", html: null, headers: {} };

/**
 * What the job removes, in the order it removes it: what hangs off a lead before the lead (the foreign keys would take
 * it with the lead, uncounted).
 */
function rules(kinds: KindsByRetention): Rule[] {
  const rateLimitCutoffMs = sql`(extract(epoch from ${olderThan(RETENTION_PERIODS.rateLimits)}) * 1000)::bigint`;
  const sentLongAgo = () =>
    and(eq(emailOutbox.status, "sent"), lt(emailOutbox.sentAt, olderThan(RETENTION_PERIODS.sentEmails)))!;
  return [
    { name: "leadNotes", table: leadNotes, where: ofExpiredLeads(leadNotes.leadId, kinds) },
    { name: "leadReplies", table: leadReplies, where: ofExpiredLeads(leadReplies.leadId, kinds) },
    { name: "leadEmails", table: emailOutbox, where: ofExpiredLeads(emailOutbox.leadId, kinds) },
    ...LEAD_PERIODS.map((period) => ({ name: period, table: leads, where: unwonOlderThan(kinds, period) })),
    // The lead's subscription goes with it (its foreign key cascades): it was never confirmed, and no issue went to it.
    { name: "unconfirmedSignUps", table: leads, where: unconfirmedSignUp(kinds) },
    {
      name: "lapsedSignUps",
      table: newsletterSubscribers,
      where: and(unconfirmedSubscription(), everSentAnIssue())!,
      set: { subscription: "unsubscribed", unsubscribedAt: lastSignUp() },
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
  ...LEAD_PERIODS,
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
  ...LEAD_PERIOD_LABELS,
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
  for (const rule of rules(await kindsByRetention(db()))) {
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
    for (const rule of rules(await kindsByRetention(tx))) {
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
