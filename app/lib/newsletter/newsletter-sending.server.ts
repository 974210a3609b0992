/**
 * Sends the issues marked `sending` to their subscribers at NEWSLETTER_SEND_PER_MINUTE: every instance that runs
 * the outbox checks every SEND_EVERY_MS, and one at a time queues the next batch.
 *
 * One transaction does a batch: it takes a transaction-level advisory lock (NEWSLETTER_LOCK_KEY; an instance that
 * cannot take it at once leaves the batch to the one that holds it), reads the next confirmed subscribers of each
 * sending issue that have no delivery row for it yet (their rows locked FOR SHARE, so an unsubscribe or an erasure
 * waits for the batch, and a batch waits for them), and inserts their outbox emails and their delivery rows. A crash
 * before the commit queues nothing; after it, the delivery rows say who has their copy, and the primary key
 * (issue, subscriber) forbids a second one even without the lock. An issue with no one left is marked sent, with
 * queued_at, in the batch that finds so. Each run that did something is recorded in job_runs, in that transaction;
 * the scheduled checks skip a batch while the last one is more recent than most of an interval, so the rate holds
 * however many instances check.
 *
 * An unsubscribe removes its still-pending newsletter emails from the outbox (newsletter.server.ts), and an erasure
 * every email about the address (person-data.server.ts); their delivery rows stay (without an outbox row, or deleted
 * with the subscriber), so the job never queues them again.
 */
import { and, asc, eq, notExists, sql } from "drizzle-orm";
import { db, type Queryable } from "~/db/client.server";
import { jobRuns, newsletterDeliveries, newsletterIssues, newsletterSubscribers } from "~/db/schema";
import { NEWSLETTER_AUDIT_ACTIONS } from "../audit/audit-actions";
import { recordAudit } from "../audit/audit.server";
import { env } from "../runtime/env.server";
import { logger } from "../runtime/logger.server";
import { enqueueEmails, PROCESS_INSTANCE_ID } from "../runtime/outbox.server";
import { tryJobLock } from "../runtime/job-runs.server";
import { runEvery, type RecurringJob } from "../runtime/recurring-job.server";
import { newsletterIssueMessage } from "./newsletter-emails";
import { ISSUE_RESOURCE_TYPE, issuePost, publishedPostsIn } from "./newsletter-issues.server";
import { unsubscribeUrl } from "./newsletter.server";

/**
 * The advisory lock (one bigint key) under which one instance queues a batch. Beside the migrations' 727274, the
 * seed's 727275 and the digest's 727276; the outbox's live-worker locks use the two-key form, a separate key space.
 */
export const NEWSLETTER_LOCK_KEY = 727_277;

/** The job's name in job_runs. */
export const NEWSLETTER_JOB = "newsletter-send";

/** How often each instance checks for a batch to queue. */
export const SEND_EVERY_MS = 10_000;

/** Copies queued a batch: a check's share of the rate a minute (at least one). */
export function batchSizeFor(perMinute: number, intervalMs: number = SEND_EVERY_MS): number {
  return Math.max(1, Math.floor((perMinute * intervalMs) / 60_000));
}

export type IssueBatch = { issueId: string; queued: number; finished: boolean };

export type BatchOutcome =
  | { ran: false; reason: "idle" | "locked" | "too-soon" }
  | { ran: true; queued: number; issues: IssueBatch[] };

export type BatchOptions = {
  /** copies queued at most in this batch, over every sending issue (by default NEWSLETTER_SEND_PER_MINUTE's share of SEND_EVERY_MS) */
  limit?: number;
  /** no batch if the last one (of any instance) began less than this long ago; none by default */
  spacingMs?: number;
  /** the instance recorded in job_runs (this process's by default) */
  instanceId?: string;
  /** runs just before the batch's transaction commits (tests throw here to stand for a crash) */
  beforeCommit?: (tx: Queryable) => Promise<void>;
};

/** The next confirmed subscribers without a copy of `issueId`, their rows locked until the batch commits. */
function nextSubscribers(tx: Queryable, issueId: string, limit: number) {
  return tx
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.subscription, "confirmed"),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(newsletterDeliveries)
            .where(
              and(
                eq(newsletterDeliveries.issueId, issueId),
                eq(newsletterDeliveries.subscriberId, newsletterSubscribers.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(newsletterSubscribers.id))
    .limit(limit)
    .for("share");
}

/**
 * Queues the next batch of the issues being sent (oldest first), in one transaction under the advisory lock, and
 * marks an issue sent when no one is left. "idle": nothing is being sent; "locked": another instance is at it;
 * "too-soon": another instance queued a batch less than `spacingMs` ago.
 */
export async function queueNewsletterBatch(options: BatchOptions = {}): Promise<BatchOutcome> {
  const settings = env();
  const limit = Math.max(1, options.limit ?? batchSizeFor(settings.newsletterSendPerMinute));
  // The check every 10 s while nothing is being sent: one read, no lock.
  const [anySending] = await db()
    .select({ id: newsletterIssues.id })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.state, "sending"))
    .limit(1);
  if (!anySending) return { ran: false, reason: "idle" };

  return db().transaction(async (tx): Promise<BatchOutcome> => {
    if (!(await tryJobLock(tx, NEWSLETTER_LOCK_KEY))) return { ran: false, reason: "locked" };
    if (options.spacingMs) {
      // Every instance checks on its own timer: the rate holds across them because a batch follows the last one's time.
      const [recent] = await tx
        .select({ id: jobRuns.id })
        .from(jobRuns)
        .where(
          and(
            eq(jobRuns.job, NEWSLETTER_JOB),
            sql`${jobRuns.startedAt} > now() - ${options.spacingMs} * interval '1 millisecond'`,
          ),
        )
        .limit(1);
      if (recent) return { ran: false, reason: "too-soon" };
    }

    const issues = await tx
      .select()
      .from(newsletterIssues)
      .where(eq(newsletterIssues.state, "sending"))
      .orderBy(asc(newsletterIssues.sendStartedAt), asc(newsletterIssues.id))
      .for("update");
    const done: IssueBatch[] = [];
    let room = limit;
    for (const issue of issues) {
      if (room === 0) break;
      const subscribers = await nextSubscribers(tx, issue.id, room);
      if (subscribers.length > 0) {
        const posts = (await publishedPostsIn(tx, issue.postIds)).map((post) => issuePost(post, settings.publicUrl));
        const insightsUrl = `${settings.publicUrl}/insights`;
        const outboxIds = await enqueueEmails(
          tx,
          subscribers.map((subscriber) => ({
            ...newsletterIssueMessage(subscriber.email, issue, posts, {
              unsubscribeUrl: unsubscribeUrl(subscriber.id),
              insightsUrl,
            }),
            // The person it is sent to: erasing their data removes it.
            concerns: subscriber.email,
          })),
        );
        await tx.insert(newsletterDeliveries).values(
          subscribers.map((subscriber, index) => ({
            issueId: issue.id,
            subscriberId: subscriber.id,
            outboxId: outboxIds[index],
          })),
        );
      }
      // Fewer than there was room for: no one is left.
      const finished = subscribers.length < room;
      room -= subscribers.length;
      if (finished) {
        await tx
          .update(newsletterIssues)
          .set({ state: "sent", queuedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(newsletterIssues.id, issue.id));
        const [{ total }] = await tx
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(newsletterDeliveries)
          .where(eq(newsletterDeliveries.issueId, issue.id));
        await recordAudit(tx, {
          action: NEWSLETTER_AUDIT_ACTIONS.queued,
          resourceType: ISSUE_RESOURCE_TYPE,
          resourceId: issue.id,
          details: { subject: issue.subject, subscribers: total },
        });
      }
      done.push({ issueId: issue.id, queued: subscribers.length, finished });
    }

    const queued = done.reduce((sum, issue) => sum + issue.queued, 0);
    await tx.insert(jobRuns).values({
      job: NEWSLETTER_JOB,
      instance: options.instanceId ?? PROCESS_INSTANCE_ID,
      // now(): when this transaction began.
      startedAt: sql`now()`,
      finishedAt: sql`clock_timestamp()`,
      details: { queued, limit, issues: done },
    });
    await options.beforeCommit?.(tx);
    return { ran: true, queued, issues: done };
  });
}

export type NewsletterSendingSchedule = RecurringJob;

/** Queues a batch at once, then every `intervalMs` (SEND_EVERY_MS), when an issue is being sent. */
export function startNewsletterSendingSchedule(options: { intervalMs?: number } = {}): NewsletterSendingSchedule {
  const intervalMs = options.intervalMs ?? SEND_EVERY_MS;
  return runEvery(NEWSLETTER_JOB, intervalMs, async () => {
    // A little under the interval, so that one instance's checks are never spaced out by its own previous batch.
    const outcome = await queueNewsletterBatch({
      limit: batchSizeFor(env().newsletterSendPerMinute, intervalMs),
      spacingMs: intervalMs * 0.8,
    });
    if (!outcome.ran) return;
    for (const issue of outcome.issues) {
      logger.info(
        { issueId: issue.issueId, queued: issue.queued, finished: issue.finished },
        "queued newsletter copies",
      );
    }
  });
}
