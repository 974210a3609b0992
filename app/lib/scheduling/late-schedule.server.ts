/**
 * When a scheduled publish is late. Every instance looks for what is due
 * every PUBLISH_CHECK_MS (scheduled-publishing.server.ts), so a publish may
 * wait up to a check after its time; one still not published more than two
 * checks after it was missed: no instance ran the job, or its runs failed.
 * The admin shows such a post or page as Late and /metrics counts them
 * (scheduled_publish_late{type}), both by this one rule. A page's schedule is
 * late while its `publish_at` stays set (publishing clears it), whether it is
 * a page never published or a live page's pending changes; a page the job
 * refuses (it fails the checks for publishing) keeps it, and so becomes late.
 */
import { and, asc, count, eq, isNotNull, lt } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts, sitePages } from "~/db/schema";
import { PUBLISH_CHECK_MS } from "../insights/scheduled-publishing.server";

/** How many of the job's checks may pass after a scheduled time before the publish is late. */
export const LATE_AFTER_CHECKS = 2;
export const LATE_AFTER_MS = LATE_AFTER_CHECKS * PUBLISH_CHECK_MS;

/** What can be scheduled to publish: the `type` label of scheduled_publish_late. */
export const SCHEDULED_TYPES = ["post", "page"] as const;
export type ScheduledType = (typeof SCHEDULED_TYPES)[number];

/** The time at `now` before which an unpublished scheduled time is late: two checks ago. */
export function lateBefore(now: Date): Date {
  return new Date(now.getTime() - LATE_AFTER_MS);
}

/**
 * Whether a scheduled publish is late at `now`: not published, and its time more than two checks ago. For a page,
 * `published` is false while its `publish_at` is set (a live page's scheduled changes are not published yet).
 */
export function isLate(schedule: { scheduledAt: Date | string | null; published: boolean }, now: Date): boolean {
  if (schedule.published || schedule.scheduledAt === null) return false;
  return new Date(schedule.scheduledAt).getTime() < lateBefore(now).getTime();
}

/** How many scheduled publishes of each type are late at `now` (every instance's: they share the database). */
export async function countLateSchedules(now: Date = new Date()): Promise<Record<ScheduledType, number>> {
  const [[posts], [pages]] = await Promise.all([
    db()
      .select({ late: count() })
      .from(blogPosts)
      .where(and(eq(blogPosts.isPublished, false), lt(blogPosts.publishAt, lateBefore(now)))),
    db()
      .select({ late: count() })
      .from(sitePages)
      .where(and(isNotNull(sitePages.publishAt), lt(sitePages.publishAt, lateBefore(now)))),
  ]);
  return { post: posts.late, page: pages.late };
}

/** A page whose scheduled publish is late: where its editor is, and when it was due. */
export type LatePage = { id: string; path: string; title: string; publishAt: Date; live: boolean };

/** The pages whose scheduled publish is late at `now`, the longest late first (at most `limit`). */
export async function listLatePages(now: Date = new Date(), limit = 10): Promise<LatePage[]> {
  const rows = await db()
    .select({
      id: sitePages.id,
      path: sitePages.path,
      content: sitePages.content,
      pending: sitePages.pendingChanges,
      publishAt: sitePages.publishAt,
      live: sitePages.isPublished,
    })
    .from(sitePages)
    .where(and(isNotNull(sitePages.publishAt), lt(sitePages.publishAt, lateBefore(now))))
    .orderBy(asc(sitePages.publishAt), asc(sitePages.path))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    path: row.path,
    title: (row.pending ?? row.content).title,
    publishAt: row.publishAt!,
    live: row.live,
  }));
}
