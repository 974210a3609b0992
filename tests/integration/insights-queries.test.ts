import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogCategories, blogPosts, type CategoryIcon } from "~/db/schema";
import { seedIfEmpty } from "~/db/seed";
import {
  loadAiCarousel,
  loadHowWeWork,
  loadLatestInsights,
  loadServicesFeatured,
} from "~/lib/insights/insights-sections.server";
import {
  getFeaturedPost,
  getPublishedPost,
  listCategoriesWithCounts,
  listLatestPosts,
  listPublishedPosts,
  listPublishedSlugs,
  listRelatedPosts,
  recordPostViews,
} from "~/lib/insights/posts.server";
import { countPostView, flushPostViews } from "~/lib/insights/post-views.server";
import { setUpTestDatabase } from "../support/database";

type NewPost = {
  title: string;
  category: string;
  summary?: string;
  published?: boolean;
  featured?: boolean;
  day: number;
  tags?: string[];
};

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 6));

describe("insights queries", () => {
  setUpTestDatabase();
  const categoryIds = new Map<string, string>();

  async function addCategory(name: string, slug: string, icon: CategoryIcon) {
    const [row] = await db().insert(blogCategories).values({ name, slug, icon }).returning();
    categoryIds.set(slug, row.id);
  }

  async function addPost(post: NewPost) {
    const slug = post.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
    const published = post.published ?? true;
    await db()
      .insert(blogPosts)
      .values({
        title: post.title,
        slug,
        summary: post.summary ?? `A summary of ${post.title}`,
        content: `## ${post.title}\n\nBody text.`,
        categoryId: categoryIds.get(post.category)!,
        tags: post.tags ?? [],
        isPublished: published,
        isFeatured: post.featured ?? false,
        authorName: "Kestrel Advisory Team",
        readTime: 3,
        publishedAt: published ? day(post.day) : null,
        createdAt: day(post.day),
        updatedAt: day(post.day),
      });
    return slug;
  }

  const titles = (posts: { title: string }[]) => posts.map((p) => p.title);

  beforeAll(async () => {
    await addCategory("Growth & Revenue", "growth", "TrendingUp");
    await addCategory("Automation & AI", "automation", "Zap");
    await addCategory("Professional Services", "services", "User");
    await addCategory("Drafts Only", "drafts-only", "Shield");

    for (let i = 1; i <= 11; i++) await addPost({ title: `Growth post ${i}`, category: "growth", day: i });
    await addPost({ title: "Growth draft about pricing", category: "growth", day: 40, published: false });
    await addPost({
      title: "Automating invoices",
      category: "automation",
      summary: "Save a day a week",
      day: 20,
      tags: ["operations"],
    });
    await addPost({
      title: "Staying on the right side of POPIA",
      category: "automation",
      summary: "Data privacy",
      day: 21,
    });
    await addPost({ title: "Automation draft", category: "automation", day: 41, published: false, featured: true });
    await addPost({
      title: "Pricing your professional services",
      category: "services",
      summary: "Hourly or fixed?",
      day: 22,
      tags: ["How We Work"],
    });
    await addPost({ title: "Margins up 100% in a year", category: "services", day: 23 });
    await addPost({ title: "Grew 1000 customers", category: "services", day: 24 });
    await addPost({ title: "The a_b test", category: "services", day: 25 });
    await addPost({ title: "The axb test", category: "services", day: 26, featured: true });
    await addPost({ title: "Only a draft", category: "drafts-only", day: 27, published: false });
  });

  describe("listPublishedPosts", () => {
    it("pages the published posts newest first, nine at a time, with the totals", async () => {
      const first = await listPublishedPosts({});
      expect(first).toMatchObject({ total: 18, page: 1, pages: 2 });
      expect(first.posts).toHaveLength(9);
      expect(first.posts[0].title).toBe("The axb test");
      const dates = first.posts.map((p) => p.publishedAt!.getTime());
      expect(dates).toEqual([...dates].sort((a, b) => b - a));

      const second = await listPublishedPosts({ page: "2" });
      expect(second).toMatchObject({ total: 18, page: 2, pages: 2 });
      expect(second.posts).toHaveLength(9);
      expect(second.posts.at(-1)!.title).toBe("Growth post 1");
      const seen = new Set([...first.posts, ...second.posts].map((p) => p.id));
      expect(seen.size).toBe(18);
    });

    it("gives the same pages from a known total as from counting, and clamps with it", async () => {
      for (const query of [{}, { page: 2 }, { category: "services" }, { category: "growth", page: 2 }]) {
        const counted = await listPublishedPosts(query);
        const known = await listPublishedPosts(query, undefined, counted.total);
        expect(titles(known.posts)).toEqual(titles(counted.posts));
        expect(known).toMatchObject({ total: counted.total, page: counted.page, pages: counted.pages });
      }
      expect(await listPublishedPosts({ page: 40 }, undefined, 18)).toMatchObject({ page: 2, pages: 2 });
      expect(await listPublishedPosts({ category: "drafts-only" }, undefined, 0)).toMatchObject({
        posts: [],
        total: 0,
        pages: 1,
      });
    });

    it("clamps a page past the end to the last page, and nonsense to the first", async () => {
      expect((await listPublishedPosts({ page: 99 })).page).toBe(2);
      expect((await listPublishedPosts({ page: "abc" })).page).toBe(1);
    });

    it("never returns drafts, whatever the search or category", async () => {
      const everything = await listPublishedPosts({}, 100);
      expect(titles(everything.posts)).not.toContain("Growth draft about pricing");
      expect(titles(everything.posts)).not.toContain("Automation draft");
      expect(titles(everything.posts)).not.toContain("Only a draft");
      expect((await listPublishedPosts({ search: "draft" })).total).toBe(0);
      expect((await listPublishedPosts({ category: "drafts-only" })).total).toBe(0);
    });

    it("searches titles, summaries and category names without regard to case", async () => {
      expect(titles((await listPublishedPosts({ search: "PRICING" })).posts)).toEqual([
        "Pricing your professional services",
      ]);
      expect(titles((await listPublishedPosts({ search: "data PRIVACY" })).posts)).toEqual([
        "Staying on the right side of POPIA",
      ]);
      // "Automation & AI" is the category of both published automation posts.
      expect(titles((await listPublishedPosts({ search: "automation & ai" })).posts)).toEqual([
        "Staying on the right side of POPIA",
        "Automating invoices",
      ]);
      expect((await listPublishedPosts({ search: "  growth post  " })).total).toBe(11);
    });

    it("treats LIKE wildcards in a search as the characters themselves", async () => {
      expect(titles((await listPublishedPosts({ search: "100%" })).posts)).toEqual(["Margins up 100% in a year"]);
      expect(titles((await listPublishedPosts({ search: "a_b" })).posts)).toEqual(["The a_b test"]);
      expect((await listPublishedPosts({ search: "%" })).total).toBe(1);
      expect((await listPublishedPosts({ search: "\\" })).total).toBe(0);
    });

    it("filters by category slug, alone or with a search, and 'all' means every category", async () => {
      const automation = await listPublishedPosts({ category: "automation" });
      expect(automation.total).toBe(2);
      expect(automation.posts.every((p) => p.category.slug === "automation")).toBe(true);
      expect((await listPublishedPosts({ category: "services", search: "test" })).total).toBe(2);
      expect((await listPublishedPosts({ category: "growth", search: "test" })).total).toBe(0);
      expect((await listPublishedPosts({ category: "all" })).total).toBe(18);
      expect((await listPublishedPosts({ category: "no-such-category" })).total).toBe(0);
    });

    it("gives each card its category's name, slug and icon", async () => {
      const [card] = (await listPublishedPosts({ search: "Automating" })).posts;
      expect(card.category).toEqual({ name: "Automation & AI", slug: "automation", icon: "Zap" });
      expect(card).toMatchObject({ authorName: "Kestrel Advisory Team", readTime: 3, slug: "automating-invoices" });
    });
  });

  it("getFeaturedPost: the newest published featured post (a featured draft never)", async () => {
    expect((await getFeaturedPost())?.title).toBe("The axb test");
  });

  it("listLatestPosts: the newest published posts", async () => {
    expect(titles(await listLatestPosts(3))).toEqual(["The axb test", "The a_b test", "Grew 1000 customers"]);
  });

  describe("getPublishedPost", () => {
    it("returns a published post with its content and category", async () => {
      const post = await getPublishedPost("automating-invoices");
      expect(post).toMatchObject({
        title: "Automating invoices",
        viewCount: 0,
        content: expect.stringContaining("Body text"),
      });
      expect(post?.categoryId).toBe(categoryIds.get("automation"));
    });

    it("is null for drafts and unknown slugs", async () => {
      expect(await getPublishedPost("automation-draft")).toBeNull();
      expect(await getPublishedPost("no-such-post")).toBeNull();
    });
  });

  it("listRelatedPosts: up to three other published posts of the same category, newest first", async () => {
    const post = (await getPublishedPost("growth-post-5"))!;
    const related = await listRelatedPosts(post);
    expect(titles(related)).toEqual(["Growth post 11", "Growth post 10", "Growth post 9"]);
    expect(related.every((p) => p.category.slug === "growth" && p.id !== post.id)).toBe(true);

    const popia = (await getPublishedPost("staying-on-the-right-side-of-popia"))!;
    // The automation draft is never related; only one other published automation post remains.
    expect(titles(await listRelatedPosts(popia))).toEqual(["Automating invoices"]);
  });

  describe("recordPostViews", () => {
    const viewsOf = async (slug: string) =>
      (await db().select({ views: blogPosts.viewCount }).from(blogPosts).where(eq(blogPosts.slug, slug)))[0].views;

    it("adds exactly the views given, atomically, without touching updated_at", async () => {
      const post = (await getPublishedPost("growth-post-3"))!;
      await recordPostViews(post.id);
      expect(await viewsOf("growth-post-3")).toBe(1);
      await Promise.all([recordPostViews(post.id, 2), recordPostViews(post.id)]);
      expect(await viewsOf("growth-post-3")).toBe(4);
      expect((await getPublishedPost("growth-post-3"))!.updatedAt).toEqual(post.updatedAt);
    });

    it("never counts a view of a draft", async () => {
      const [draft] = await db().select().from(blogPosts).where(eq(blogPosts.slug, "automation-draft"));
      await recordPostViews(draft.id);
      expect(await viewsOf("automation-draft")).toBe(0);
    });

    it("counted views reach the database in one write per post, and none is lost", async () => {
      const post = (await getPublishedPost("growth-post-2"))!;
      const before = await viewsOf("growth-post-2");
      for (let view = 0; view < 5; view++) countPostView(post.id);
      expect(await viewsOf("growth-post-2")).toBe(before);
      await flushPostViews();
      expect(await viewsOf("growth-post-2")).toBe(before + 5);
      await flushPostViews();
      expect(await viewsOf("growth-post-2")).toBe(before + 5);
    });
  });

  it("listCategoriesWithCounts: every category by name, counting published posts only", async () => {
    const counts = await listCategoriesWithCounts();
    expect(counts.map(({ name, slug, icon, count }) => ({ name, slug, icon, count }))).toEqual([
      { name: "Automation & AI", slug: "automation", icon: "Zap", count: 2 },
      { name: "Drafts Only", slug: "drafts-only", icon: "Shield", count: 0 },
      { name: "Growth & Revenue", slug: "growth", icon: "TrendingUp", count: 11 },
      { name: "Professional Services", slug: "services", icon: "User", count: 5 },
    ]);
  });

  it("listPublishedSlugs: every published post for the sitemap, no drafts", async () => {
    const slugs = (await listPublishedSlugs()).map((row) => row.slug);
    expect(slugs).toHaveLength(18);
    expect(slugs).not.toContain("automation-draft");
    expect(slugs).toContain("the-a-b-test");
  });

  describe("the marketing pages' insight sections", () => {
    it("home: the three newest as card data with ISO dates", async () => {
      const cards = await loadLatestInsights(3);
      expect(cards.map((c) => c.title)).toEqual(["The axb test", "The a_b test", "Grew 1000 customers"]);
      expect(cards[0]).toEqual({
        id: expect.any(String),
        title: "The axb test",
        slug: "the-axb-test",
        summary: "A summary of The axb test",
        category: { name: "Professional Services", slug: "services", icon: "User" },
        authorName: "Kestrel Advisory Team",
        readTime: 3,
        featuredImageUrl: null,
        featuredImage: null,
        featuredImageAlt: "",
        date: day(26).toISOString(),
      });
    });

    it("services: prefers the 'Professional Services' category", async () => {
      const cards = await loadServicesFeatured();
      expect(cards).toHaveLength(3);
      expect(cards.every((c) => c.category.name === "Professional Services")).toBe(true);
    });

    it("AI: automation, AI or smart posts only, newest first, no drafts", async () => {
      expect((await loadAiCarousel()).map((c) => c.title)).toEqual([
        "Staying on the right side of POPIA",
        "Automating invoices",
      ]);
    });

    it("how we work: tagged posts only", async () => {
      expect((await loadHowWeWork()).map((c) => c.title)).toEqual([
        "Pricing your professional services",
        "Automating invoices",
      ]);
    });
  });
});

describe("insights queries on the seeded sample content", () => {
  setUpTestDatabase();
  beforeAll(async () => {
    await seedIfEmpty(db());
  });

  it("lists the twelve sample insights over two pages, with the pricing article featured", async () => {
    const first = await listPublishedPosts({});
    expect(first).toMatchObject({ total: 12, pages: 2 });
    expect((await getFeaturedPost())?.slug).toBe("how-to-raise-your-prices-without-losing-your-best-customers");
    const categories = await listCategoriesWithCounts();
    expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(12);
  });

  it("finds posts by a word in their summary", async () => {
    const result = await listPublishedPosts({ search: "pricing" });
    expect(result.total).toBeGreaterThan(0);
    for (const post of result.posts) {
      expect(`${post.title} ${post.summary} ${post.category.name}`.toLowerCase()).toContain("pricing");
    }
  });
});
