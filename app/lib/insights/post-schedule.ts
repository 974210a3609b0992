/**
 * The publishing rule of a post, shared by the editor, the admin list and the
 * job that publishes scheduled posts: what state a post is in, and whether a
 * chosen publication time may be used. Times are chosen on Johannesburg's
 * clocks (the firm's zone, as the lead follow-up uses), whatever the
 * browser's or the server's zone. Pure: the clock is an argument.
 */
import { zonedDateTime, zonedInstant } from "../time/zoned-time";

export const POST_STATES = ["draft", "scheduled", "published"] as const;
export type PostState = (typeof POST_STATES)[number];

/** What the admin list filters by: a state, or a live post with saved changes not yet published. */
export const POST_LIST_FILTERS = [...POST_STATES, "pending"] as const;
export type PostListFilter = (typeof POST_LIST_FILTERS)[number];

/** How far ahead a post may be scheduled. */
export const MAX_SCHEDULE_DAYS = 366;

export function postState(post: { isPublished: boolean; publishAt: Date | string | null }): PostState {
  if (post.isPublished) return "published";
  return post.publishAt ? "scheduled" : "draft";
}

/** The value of a datetime-local control ("2026-12-01T09:30") for `date` on Johannesburg's clocks. */
export function toLocalInput(date: Date | string): string {
  return zonedDateTime(new Date(date)).slice(0, 16).replace(" ", "T");
}

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,3})?)?$/;

/** "2026-12-01T09:30" read on Johannesburg's clocks; null when it is not a real date and time. */
export function fromLocalInput(value: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [, day, hours, minutes] = match;
  if (Number(hours) > 23 || Number(minutes) > 59) return null;
  const probe = new Date(`${day}T00:00:00Z`);
  // 2026-02-30 is not a day (Date would roll it into March).
  if (Number.isNaN(probe.getTime()) || probe.toISOString().slice(0, 10) !== day) return null;
  return zonedInstant(day, `${hours}:${minutes}`);
}

export const SCHEDULE_MESSAGES = {
  invalid: "Enter the date and time to publish, like 2026-12-01 09:30.",
  past: "Choose a time in the future to schedule the post.",
  tooFar: `Choose a time within ${MAX_SCHEDULE_DAYS} days.`,
} as const;

export type ScheduleCheck = { ok: true; publishAt: Date | null } | { ok: false; message: string };

/** Checks the "Publish at" value: empty is no schedule; otherwise a real time after `now`, within a year. */
export function checkPublishAt(value: string, now: Date): ScheduleCheck {
  if (value.trim() === "") return { ok: true, publishAt: null };
  const publishAt = fromLocalInput(value);
  if (!publishAt) return { ok: false, message: SCHEDULE_MESSAGES.invalid };
  if (publishAt.getTime() <= now.getTime()) return { ok: false, message: SCHEDULE_MESSAGES.past };
  if (publishAt.getTime() > now.getTime() + MAX_SCHEDULE_DAYS * 86_400_000)
    return { ok: false, message: SCHEDULE_MESSAGES.tooFar };
  return { ok: true, publishAt };
}

/** Whether a scheduled post is due at `now` (the job publishes it then). */
export function isDue(post: { isPublished: boolean; publishAt: Date | string | null }, now: Date): boolean {
  return !post.isPublished && post.publishAt !== null && new Date(post.publishAt).getTime() <= now.getTime();
}
