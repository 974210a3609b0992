/**
 * When a scheduled publish is late (late-schedule.server.ts), against a real database: the rule for one post, the
 * count by type that /metrics and the admin's warning read, and the admin list's rows, all agreeing on each case.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogCategories, blogPosts } from "~/db/schema";
import { EMPTY_POST_FILTER } from "~/lib/insights/admin-post-filter";
import { listPostsForAdmin } from "~/lib/insights/admin-post-list.server";
import { PUBLISH_CHECK_MS, publishDuePosts } from "~/lib/insights/scheduled-publishing.server";
import { countLateSchedules, isLate, LATE_AFTER_MS } from "~/lib/scheduling/late-schedule.server";
import { setUpTestDatabase } from "../support/database";

setUpTestDatabase();

const now = new Date("2026-11-26T10:00:00Z");
const CHECK = PUBLISH_CHECK_MS;

/** Each case: when it was scheduled, relative to now (null: not scheduled), whether it is live, and whether late. */
const CASES = [
  { name: "on time: still to come", offsetMs: 10 * 60_000, published: false, late: false },
  { name: "just due", offsetMs: 0, published: false, late: false },
  { name: "due one check ago", offsetMs: -CHECK, published: false, late: false },
  { name: "due exactly two checks ago", offsetMs: -2 * CHECK, published: false, late: false },
  { name: "late: due a millisecond over two checks ago", offsetMs: -2 * CHECK - 1, published: false, late: true },
  { name: "late: due three hours ago", offsetMs: -3 * 60 * 60_000, published: false, late: true },
  { name: "already published", offsetMs: -3 * 60 * 60_000, published: true, late: false },
  { name: "a draft, not scheduled", offsetMs: null, published: false, late: false },
] as const;

const scheduledAt = (offsetMs: number | null) => (offsetMs === null ? null : new Date(now.getTime() + offsetMs));

describe("the rule", () => {
  it("takes its allowance from the publishing job's own interval: two checks", () => {
    expect(PUBLISH_CHECK_MS).toBe(30_000);
    expect(LATE_AFTER_MS).toBe(2 * PUBLISH_CHECK_MS);
  });

  it.each(CASES)("$name: late is $late", ({ offsetMs, published, late }) => {
    expect(isLate({ scheduledAt: scheduledAt(offsetMs), published }, now)).toBe(late);
    // A time as the database's JSON or a loader's data carries it.
    expect(isLate({ scheduledAt: scheduledAt(offsetMs)?.toISOString() ?? null, published }, now)).toBe(late);
  });
});

describe("in the database", () => {
  const ids = new Map<string, string>();

  beforeAll(async () => {
    const [category] = await db()
      .insert(blogCategories)
      .values({ name: "Growth", slug: "growth", icon: "TrendingUp" })
      .returning();
    for (const [index, { name, offsetMs, published }] of CASES.entries()) {
      const [post] = await db()
        .insert(blogPosts)
        .values({
          title: name,
          slug: `case-${index}`,
          summary: "A summary.",
          content: "Body.",
          categoryId: category.id,
          authorName: "Kestrel",
          isPublished: published,
          publishedAt: published ? now : null,
          publishAt: scheduledAt(offsetMs),
        })
        .returning({ id: blogPosts.id });
      ids.set(name, post.id);
    }
  });

  it("counts the late ones by type, as the rule says of each", async () => {
    expect(await countLateSchedules(now)).toEqual({ post: CASES.filter((c) => c.late).length, page: 0 });
    expect(CASES.filter((c) => c.late)).toHaveLength(2);
    // Half a check later, the post due exactly two checks ago is late too; a minute before, none was.
    expect(await countLateSchedules(new Date(now.getTime() + CHECK / 2))).toEqual({ post: 3, page: 0 });
    expect(await countLateSchedules(new Date(now.getTime() - 60_000))).toEqual({ post: 1, page: 0 });
  });

  it("marks the late ones in the admin's list, and only those", async () => {
    const { posts } = await listPostsForAdmin(EMPTY_POST_FILTER, now);
    for (const { name, late } of CASES) {
      const row = posts.find((post) => post.id === ids.get(name));
      expect(row?.late, name).toBe(late);
    }
    expect(posts.find((post) => post.id === ids.get("late: due three hours ago"))?.state).toBe("scheduled");
  });

  it("counts none once the job has published what was due", async () => {
    const outcome = await publishDuePosts(now);
    // Everything due: just due, one and two checks ago, and both late.
    expect(outcome.locked && outcome.published.length).toBe(5);
    expect(await countLateSchedules(now)).toEqual({ post: 0, page: 0 });
    const { posts } = await listPostsForAdmin(EMPTY_POST_FILTER, now);
    expect(posts.filter((post) => post.late)).toEqual([]);
    // The post still to come is scheduled, and late only once its time is two checks behind.
    const later = new Date(now.getTime() + 10 * 60_000 + 2 * CHECK + 1);
    expect(await countLateSchedules(later)).toEqual({ post: 1, page: 0 });
  });
});
