import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { blogCategories, blogPosts } from "~/db/schema";
import { seedIfEmpty } from "~/db/seed";
import { slugify } from "~/lib/insights/slug";
import { setUpTestDatabase } from "../support/database";

const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

describe("seedIfEmpty", () => {
  const database = setUpTestDatabase();
  let seeded: boolean;

  beforeAll(async () => {
    seeded = await seedIfEmpty(database().db);
  });

  it("seeds an empty database and says so", () => {
    expect(seeded).toBe(true);
  });

  it("creates the five categories with their icons", async () => {
    const categories = await database().db.select().from(blogCategories);
    expect(
      categories
        .map((c) => ({ name: c.name, slug: c.slug, icon: c.icon }))
        .sort((a, b) => a.slug.localeCompare(b.slug)),
    ).toEqual([
      { name: "Automation & AI", slug: "automation-and-ai", icon: "Zap" },
      { name: "Exit & Succession", slug: "exit-and-succession", icon: "Shield" },
      { name: "Growth & Revenue", slug: "growth-and-revenue", icon: "TrendingUp" },
      { name: "Leadership & Ownership", slug: "leadership-and-ownership", icon: "User" },
      { name: "Operations & Systems", slug: "operations-and-systems", icon: "Settings" },
    ]);
  });

  it("publishes at least twelve posts spread over all five categories", async () => {
    const posts = await database().db.select().from(blogPosts);
    const categories = await database().db.select().from(blogCategories);
    expect(posts.length).toBeGreaterThanOrEqual(12);
    expect(posts.every((post) => post.isPublished)).toBe(true);
    expect(new Set(posts.map((post) => post.categoryId))).toEqual(new Set(categories.map((c) => c.id)));
    for (const post of posts) {
      expect(post.publishedAt, post.slug).toBeInstanceOf(Date);
      expect(post.publishedAt!.getTime(), post.slug).toBeLessThanOrEqual(Date.now());
      expect(post.authorName.length, post.slug).toBeGreaterThan(0);
      expect(post.summary.length, post.slug).toBeGreaterThan(0);
    }
  });

  it("writes articles of 400 to 1200 words with tags and the right reading time", async () => {
    const posts = await database().db.select().from(blogPosts);
    for (const post of posts) {
      const words = wordCount(post.content);
      expect(words, post.slug).toBeGreaterThanOrEqual(400);
      expect(words, post.slug).toBeLessThanOrEqual(1200);
      expect(post.tags.length, post.slug).toBeGreaterThan(0);
      expect(
        post.tags.every((tag) => tag.trim().length > 0),
        post.slug,
      ).toBe(true);
      expect(post.readTime, post.slug).toBe(Math.max(1, Math.ceil(words / 200)));
    }
  });

  it("gives every post a unique slug made from its title", async () => {
    const posts = await database().db.select({ slug: blogPosts.slug, title: blogPosts.title }).from(blogPosts);
    expect(new Set(posts.map((post) => post.slug)).size).toBe(posts.length);
    for (const post of posts) expect(post.slug).toBe(slugify(post.title));
  });

  it("does nothing on a second call", async () => {
    const before = await database().db.select({ value: count() }).from(blogPosts);
    expect(await seedIfEmpty(database().db)).toBe(false);
    const [{ value: categories }] = await database().db.select({ value: count() }).from(blogCategories);
    const after = await database().db.select({ value: count() }).from(blogPosts);
    expect(categories).toBe(5);
    expect(after).toEqual(before);
  });

  it("does nothing while any category exists, even with no posts left", async () => {
    const [keep] = await database()
      .db.select()
      .from(blogCategories)
      .where(eq(blogCategories.slug, "automation-and-ai"));
    await database().db.delete(blogPosts);
    await database().db.delete(blogCategories).where(eq(blogCategories.icon, "Shield"));
    expect(await seedIfEmpty(database().db)).toBe(false);
    const [{ value: posts }] = await database().db.select({ value: count() }).from(blogPosts);
    const categories = await database().db.select().from(blogCategories);
    expect(posts).toBe(0);
    expect(categories).toHaveLength(4);
    expect(categories.map((c) => c.id)).toContain(keep.id);
  });

  it("seeds again once the categories are gone", async () => {
    await database().db.delete(blogCategories);
    expect(await seedIfEmpty(database().db)).toBe(true);
    const [{ value: categories }] = await database().db.select({ value: count() }).from(blogCategories);
    const [{ value: posts }] = await database().db.select({ value: count() }).from(blogPosts);
    expect(categories).toBe(5);
    expect(posts).toBeGreaterThanOrEqual(12);
  });
});

describe.runIf(process.env.DATABASE_URL)("seedIfEmpty with two instances starting together on PostgreSQL", () => {
  // Two instances starting together on one empty database must seed it exactly once,
  // and neither may fail to start.
  it("seeds once: one call returns true, the other false, and neither throws", async () => {
    const { default: pg } = await import("pg");
    const { openDatabase } = await import("~/db/client.server");
    const { createEmptyPostgresDatabase } = await import("../support/postgres");
    const empty = await createEmptyPostgresDatabase();
    const first = await openDatabase({ databaseUrl: empty.url });
    const second = await openDatabase({ databaseUrl: empty.url });
    const locker = new pg.Client({ connectionString: empty.url });
    try {
      await first.migrate();
      // Hold back every insert into blog_posts, so that both seeds have read the (empty)
      // category count before either of them can commit: the race, made deterministic.
      await locker.connect();
      await locker.query("begin");
      await locker.query("lock table blog_posts in exclusive mode");
      const both = Promise.allSettled([seedIfEmpty(first.db), seedIfEmpty(second.db)]);
      await new Promise((resolve) => setTimeout(resolve, 500));
      await locker.query("commit");
      const results = await both;

      const [{ value: categories }] = await first.db.select({ value: count() }).from(blogCategories);
      expect(categories).toBe(5);
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
      expect(results.map((r) => (r.status === "fulfilled" ? r.value : null)).sort()).toEqual([false, true]);
    } finally {
      await locker.end().catch(() => {});
      await first.close();
      await second.close();
      await empty.drop();
    }
  });
});
