/**
 * When a scheduled publish is late. Every instance looks for what is due
 * every PUBLISH_CHECK_MS (scheduled-publishing.server.ts), so a publish may
 * wait up to a check after its time; one still not published more than two
 * checks after it was missed: no instance ran the job, or its runs failed.
 * The admin shows such a post as Late and /metrics counts them
 * (scheduled_publish_late{type}), both by this one rule. Another kind of
 * scheduled content (pages) adds its type and its count to
 * countLateSchedules.
 */
import { and, count, eq, lt } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { PUBLISH_CHECK_MS } from "../insights/scheduled-publishing.server";

/** How many of the job's checks may pass after a scheduled time before the publish is late. */
export const LATE_AFTER_CHECKS = 2;
export const LATE_AFTER_MS = LATE_AFTER_CHECKS * PUBLISH_CHECK_MS;

/** What can be scheduled to publish: the `type` label of scheduled_publish_late. */
export const SCHEDULED_TYPES = ["post"] as const;
export type ScheduledType = (typeof SCHEDULED_TYPES)[number];

/** The time at `now` before which an unpublished scheduled time is late: two checks ago. */
export function lateBefore(now: Date): Date {
  return new Date(now.getTime() - LATE_AFTER_MS);
}

/** Whether a scheduled publish is late at `now`: not published, and its time more than two checks ago. */
export function isLate(schedule: { scheduledAt: Date | string | null; published: boolean }, now: Date): boolean {
  if (schedule.published || schedule.scheduledAt === null) return false;
  return new Date(schedule.scheduledAt).getTime() < lateBefore(now).getTime();
}

/** How many scheduled publishes of each type are late at `now` (every instance's: they share the database). */
export async function countLateSchedules(now: Date = new Date()): Promise<Record<ScheduledType, number>> {
  const [posts] = await db()
    .select({ late: count() })
    .from(blogPosts)
    .where(and(eq(blogPosts.isPublished, false), lt(blogPosts.publishAt, lateBefore(now))));
  return { post: posts.late };
}
