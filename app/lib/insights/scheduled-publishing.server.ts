/**
 * Scheduled posts and pages go live by themselves. Every 30 seconds one instance (the
 * one that takes the advisory lock) publishes each post whose time has come,
 * with its revision and audit row, in one transaction, and tells every
 * instance to drop the cached pages that show insights. The time compared is
 * the application's clock, not the database's, so it is the same clock the
 * editor checked the chosen time against. At the same check, the pages due
 * are published (scheduled-pages.server.ts: each under its own row lock).
 */
import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { recordAudit } from "../audit/audit.server";
import { AUDIT_ACTIONS } from "../audit/audit-actions";
import { recordJobRun, tryJobLock } from "../runtime/job-runs.server";
import { logger } from "../runtime/logger.server";
import { runEvery, type RecurringJob } from "../runtime/recurring-job.server";
import { publishDuePages } from "../site-pages/scheduled-pages.server";
import { changeInsights, liveFields } from "./admin-posts.server";
import { recordRevision } from "./revision-record.server";

/** The advisory lock of scheduled publishing (see job-runs.server.ts for the keys in use). */
export const PUBLISH_LOCK_KEY = 727_279;
export const PUBLISH_JOB = "scheduled_publishing";
/** How often instances look for posts and pages due: well within the minute a post may be late. */
export const PUBLISH_CHECK_MS = 30_000;

export type PublishOutcome =
  | { locked: true; published: { id: string; title: string; slug: string }[] }
  | { locked: false };

/** Publishes every post scheduled at or before `now`, on the one instance that takes the lock. */
export async function publishDuePosts(now: Date = new Date()): Promise<PublishOutcome> {
  // The check every 30 seconds: one indexed read, no lock, when nothing is due.
  const [due] = await db()
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(isNotNull(blogPosts.publishAt), lte(blogPosts.publishAt, now), eq(blogPosts.isPublished, false)))
    .limit(1);
  if (!due) return { locked: true, published: [] };

  return changeInsights(async (tx): Promise<PublishOutcome> => {
    if (!(await tryJobLock(tx, PUBLISH_LOCK_KEY))) return { locked: false };
    const rows = await tx
      .update(blogPosts)
      .set({
        isPublished: true,
        publishedAt: sql`${blogPosts.publishAt}`,
        publishAt: null,
        version: sql`${blogPosts.version} + 1`,
      })
      .where(and(isNotNull(blogPosts.publishAt), lte(blogPosts.publishAt, now), eq(blogPosts.isPublished, false)))
      .returning();
    for (const post of rows) {
      await recordRevision(tx, {
        postId: post.id,
        version: post.version,
        kind: "published",
        fields: liveFields(post),
        actor: null,
      });
      await recordAudit(tx, {
        action: AUDIT_ACTIONS.postPublished,
        resourceType: "blog_post",
        resourceId: post.id,
        details: { title: post.title, slug: post.slug, scheduledFor: post.publishedAt?.toISOString() ?? null },
      });
    }
    if (rows.length > 0) {
      await recordJobRun(tx, PUBLISH_JOB, now, { published: rows.map((post) => post.id) });
    }
    return { locked: true, published: rows.map(({ id, title, slug }) => ({ id, title, slug })) };
  });
}

/**
 * Looks for due posts and pages at once and every PUBLISH_CHECK_MS. The pages are published even when the posts'
 * part fails (whose error then fails the run, to be logged and tried again at the next).
 */
export function startScheduledPublishing(options: { intervalMs?: number; now?: () => Date } = {}): RecurringJob {
  const clock = options.now ?? (() => new Date());
  return runEvery(PUBLISH_JOB, options.intervalMs ?? PUBLISH_CHECK_MS, async () => {
    let postsFailed: { error: unknown } | null = null;
    try {
      const outcome = await publishDuePosts(clock());
      if (outcome.locked && outcome.published.length > 0) {
        logger.info({ posts: outcome.published.map((post) => post.slug) }, "published scheduled posts");
      }
    } catch (error) {
      postsFailed = { error };
    }
    const pages = await publishDuePages(clock());
    if (pages.published.length > 0) {
      logger.info({ pages: pages.published.map((page) => page.path) }, "published scheduled pages");
    }
    if (postsFailed) throw postsFailed.error;
  });
}
