/**
 * The admin's domain functions against a real, migrated database (PGlite, or
 * PostgreSQL when DATABASE_URL is set): posts, categories and the audit log.
 */
import crypto from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditEvents, blogCategories, blogPosts, user } from "~/db/schema";
import { createPost, deletePost, updatePost } from "~/lib/insights/admin-posts.server";
import { createCategory, deleteCategory, listCategories, renameCategory } from "~/lib/insights/admin-categories.server";
import { getPostForEdit, readPostSubmission } from "~/lib/insights/post-form.server";
import { AUDIT_PAGE_SIZE, listAuditEvents } from "~/lib/audit/audit.server";
import { renderMarkdown } from "~/lib/insights/markdown.server";
import { getInsightsOverview } from "~/lib/insights/posts.server";
import { PostInputSchema, type PostInput } from "~/lib/insights/post-schema";
import { setUpTestDatabase } from "../support/database";

setUpTestDatabase();
const admin = { id: `admin-${crypto.randomBytes(4).toString("hex")}` };
const IP = "203.0.113.77";
let growth: string;
let operations: string;

beforeAll(async () => {
  await db().insert(user).values({ id: admin.id, name: "Admin", email: "owner@kestrel.test", emailVerified: true });
  const rows = await db()
    .insert(blogCategories)
    .values([
      { name: "Growth & Revenue", slug: "growth-and-revenue", icon: "TrendingUp" },
      { name: "Operations & Systems", slug: "operations-and-systems", icon: "Settings" },
    ])
    .returning();
  growth = rows[0].id;
  operations = rows[1].id;
});

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

/** A valid form submission, parsed by the same schema the actions use. */
function input(overrides: Record<string, unknown> = {}): PostInput {
  return PostInputSchema.parse({
    title: `A post ${crypto.randomBytes(3).toString("hex")}`,
    summary: "A short summary.",
    content: "Some **Markdown**.",
    categoryId: growth,
    tags: "pricing",
    ...overrides,
  });
}

async function post(id: string) {
  const [row] = await db().select().from(blogPosts).where(eq(blogPosts.id, id));
  return row;
}

async function auditFor(resourceId: string) {
  return db().select().from(auditEvents).where(eq(auditEvents.resourceId, resourceId)).orderBy(auditEvents.createdAt);
}

async function countRows(table: typeof blogPosts | typeof auditEvents | typeof blogCategories) {
  const [{ value }] = await db().select({ value: count() }).from(table);
  return value;
}

function created(result: Awaited<ReturnType<typeof createPost>>) {
  if (!result.ok) throw new Error(`expected a saved post, got ${JSON.stringify(result.fieldErrors)}`);
  return result;
}

describe("createPost", () => {
  it("saves a draft with its slug, reading time, defaults and an audit row", async () => {
    const result = created(
      await createPost(
        admin,
        input({ title: "Pricing for Margin, Not Volume!", summary: "Why price beats volume.", content: words(401) }),
        { ip: IP },
      ),
    );
    expect(result.slug).toBe("pricing-for-margin-not-volume");
    const row = await post(result.id);
    expect(row).toMatchObject({
      title: "Pricing for Margin, Not Volume!",
      slug: "pricing-for-margin-not-volume",
      readTime: 3,
      isPublished: false,
      isFeatured: false,
      publishedAt: null,
      authorName: "Kestrel Advisory Team",
      authorBio: null,
      seoTitle: "Pricing for Margin, Not Volume!",
      seoDescription: "Why price beats volume.",
      tags: ["pricing"],
      viewCount: 0,
    });

    const audit = await auditFor(result.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "blog_post_created",
      resourceType: "blog_post",
      resourceId: result.id,
      userId: admin.id,
      ip: IP,
      details: {
        title: "Pricing for Margin, Not Volume!",
        slug: "pricing-for-margin-not-volume",
        isPublished: false,
        isFeatured: false,
      },
    });
  });

  it("publishes now when created published, and keeps SEO text that was given", async () => {
    const before = Date.now();
    const result = created(
      await createPost(
        admin,
        input({ isPublished: "on", isFeatured: "on", seoTitle: "Own SEO title", seoDescription: "Own description" }),
      ),
    );
    const row = await post(result.id);
    expect(row.isPublished).toBe(true);
    expect(row.isFeatured).toBe(true);
    expect(row.publishedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.publishedAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(row.seoTitle).toBe("Own SEO title");
    expect(row.seoDescription).toBe("Own description");
  });

  it("gives a repeated title the next free slug, never a collision", async () => {
    const first = created(await createPost(admin, input({ title: "Cash flow basics" })));
    const second = created(await createPost(admin, input({ title: "Cash Flow Basics" })));
    const third = created(await createPost(admin, input({ title: "cash-flow basics?" })));
    expect([first.slug, second.slug, third.slug]).toEqual([
      "cash-flow-basics",
      "cash-flow-basics-2",
      "cash-flow-basics-3",
    ]);
  });

  it("gives concurrent saves of one title distinct slugs", async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, () => createPost(admin, input({ title: "Same time, same title" }))),
    );
    const slugs = results.map((result) => created(result).slug).sort();
    expect(slugs).toEqual([
      "same-time-same-title",
      "same-time-same-title-2",
      "same-time-same-title-3",
      "same-time-same-title-4",
    ]);
  });

  it("keeps slugs to a readable length", async () => {
    const result = created(await createPost(admin, input({ title: `${"Long words ".repeat(19)}end`.slice(0, 200) })));
    expect(result.slug.length).toBeLessThanOrEqual(96);
    expect(result.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("refuses a category that does not exist, and saves nothing", async () => {
    const before = await countRows(blogPosts);
    const auditBefore = await countRows(auditEvents);
    const result = await createPost(admin, input({ categoryId: crypto.randomUUID() }));
    expect(result).toEqual({
      ok: false,
      fieldErrors: { categoryId: "That category no longer exists. Please choose a category." },
    });
    expect(await countRows(blogPosts)).toBe(before);
    expect(await countRows(auditEvents)).toBe(auditBefore);
  });
});

describe("hostile and unusual input", () => {
  it("stores markup exactly as typed, and the page renders it harmless", async () => {
    const title = `<script>alert("title")</script> Pricing`;
    const content = [
      "<script>alert('content')</script>",
      "",
      `<img src="x" onerror="alert('img')">`,
      "",
      "[click me](javascript:alert('link'))",
      "",
      `<a href="javascript:alert(1)" onclick="alert(2)">raw link</a>`,
    ].join("\n");
    const result = created(await createPost(admin, input({ title, content, summary: `<b onmouseover="x()">hi</b>` })));
    const row = await post(result.id);
    expect(row.title).toBe(title);
    expect(row.content).toBe(content);
    expect(row.summary).toBe(`<b onmouseover="x()">hi</b>`);
    expect(result.slug).toBe("script-alert-title-script-pricing");

    const html = renderMarkdown(row.content);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror|onclick/i);
    expect(html).not.toMatch(/javascript:/i);
  });

  it("makes a sane slug from right-to-left overrides, zero-width joiners and emoji", async () => {
    const title = "\u202EReverse\u202C Pricing\u200D\u200D 🚀 Growth 👨‍👩‍👧";
    const result = created(await createPost(admin, input({ title })));
    expect(result.slug).toBe("reverse-pricing-growth");
    expect((await post(result.id)).title).toBe(title);

    const onlyEmoji = created(await createPost(admin, input({ title: "🚀🔥👨‍👩‍👧" })));
    expect(onlyEmoji.slug).toMatch(/^post(?:-\d+)?$/);
  });

  it("rejects a body of 100,000 characters plus one with a message, and accepts exactly 100,000", async () => {
    const form = (content: string) => {
      const body = new FormData();
      body.set("title", "Big one");
      body.set("summary", "Big.");
      body.set("content", content);
      body.set("categoryId", growth);
      return new Request("http://localhost/admin/posts/new", { method: "POST", body });
    };
    const tooLong = await readPostSubmission(form("x".repeat(100_001)));
    expect(tooLong).toMatchObject({
      ok: false,
      fieldErrors: { content: "Content must be at most 100,000 characters" },
    });
    expect(tooLong.values?.content).toHaveLength(100_001); // kept, to be shown again

    const atLimit = await readPostSubmission(form("x".repeat(100_000)));
    expect(atLimit.ok).toBe(true);
  });
});

describe("updatePost", () => {
  it("keeps the slug while the title stays, and makes a new unique one when it changes", async () => {
    const taken = created(await createPost(admin, input({ title: "Taken title" })));
    const result = created(await createPost(admin, input({ title: "Original title" })));

    const sameTitle = await updatePost(
      admin,
      result.id,
      input({ title: "Original title", summary: "Changed summary" }),
    );
    expect(sameTitle).toEqual({ ok: true, id: result.id, slug: "original-title", outcome: "saved" });

    const renamed = await updatePost(admin, result.id, input({ title: "Taken title" }));
    expect(renamed).toEqual({ ok: true, id: result.id, slug: "taken-title-2", outcome: "saved" });
    expect((await post(taken.id)).slug).toBe("taken-title");

    // A title that slugifies to the post's own slug keeps it (it never collides with itself).
    const recased = await updatePost(admin, result.id, input({ title: "TAKEN title" }));
    expect(recased).toMatchObject({ slug: "taken-title-2" });
  });

  it("sets published_at when first published, keeps it on re-save, clears it back to draft", async () => {
    const result = created(await createPost(admin, input({ title: "Lifecycle" })));
    expect((await post(result.id)).publishedAt).toBeNull();

    await updatePost(admin, result.id, input({ title: "Lifecycle", isPublished: "on" }));
    const first = (await post(result.id)).publishedAt;
    expect(first).toBeInstanceOf(Date);

    await new Promise((resolve) => setTimeout(resolve, 20));
    await updatePost(
      admin,
      result.id,
      input({ title: "Lifecycle", isPublished: "on", summary: "Edited while published" }),
    );
    expect((await post(result.id)).publishedAt!.getTime()).toBe(first!.getTime());

    await updatePost(admin, result.id, input({ title: "Lifecycle" }));
    expect((await post(result.id)).publishedAt).toBeNull();
    expect((await post(result.id)).isPublished).toBe(false);

    await updatePost(admin, result.id, input({ title: "Lifecycle", isPublished: "on" }));
    expect((await post(result.id)).publishedAt!.getTime()).toBeGreaterThan(first!.getTime());
  });

  it("lets empty SEO fields follow the title and summary, and recomputes the reading time", async () => {
    const result = created(
      await createPost(admin, input({ title: "SEO follows", summary: "First summary", content: words(10) })),
    );
    await updatePost(
      admin,
      result.id,
      input({ title: "SEO follows the title", summary: "Second summary", content: words(1000) }),
    );
    const row = await post(result.id);
    expect(row.seoTitle).toBe("SEO follows the title");
    expect(row.seoDescription).toBe("Second summary");
    expect(row.readTime).toBe(5);

    const edit = await getPostForEdit(result.id);
    expect(edit?.values).toMatchObject({
      seoTitle: "",
      seoDescription: "",
      title: "SEO follows the title",
      tags: "pricing",
    });
  });

  it("writes what changed to the audit log", async () => {
    const result = created(await createPost(admin, input({ title: "Audited", seoTitle: "Fixed SEO" })));
    await updatePost(admin, result.id, input({ title: "Audited again", seoTitle: "Fixed SEO", isPublished: "on" }), {
      ip: IP,
    });
    const audit = await auditFor(result.id);
    expect(audit.map((row) => row.action)).toEqual(["blog_post_created", "blog_post_updated"]);
    expect(audit[1]).toMatchObject({ userId: admin.id, ip: IP, resourceType: "blog_post" });
    expect(audit[1].details).toEqual({
      title: "Audited again",
      changed: ["title", "isPublished"],
      slug: { from: "audited", to: "audited-again" },
      isPublished: true,
    });
  });

  it("answers null for a post that does not exist (or an id that cannot be one)", async () => {
    expect(await updatePost(admin, crypto.randomUUID(), input())).toBeNull();
    expect(await updatePost(admin, "not-a-uuid", input())).toBeNull();
    expect(await getPostForEdit("not-a-uuid")).toBeNull();
  });
});

describe("deletePost", () => {
  it("deletes the post and records what it was", async () => {
    const result = created(await createPost(admin, input({ title: "Short-lived" })));
    expect(await deletePost(admin, result.id, IP)).toEqual({ title: "Short-lived" });
    expect(await post(result.id)).toBeUndefined();
    const audit = await auditFor(result.id);
    expect(audit.map((row) => row.action)).toEqual(["blog_post_created", "blog_post_deleted"]);
    expect(audit[1]).toMatchObject({
      userId: admin.id,
      ip: IP,
      details: { title: "Short-lived", slug: "short-lived" },
    });

    const auditBefore = await countRows(auditEvents);
    expect(await deletePost(admin, result.id)).toBeNull();
    expect(await countRows(auditEvents)).toBe(auditBefore);
  });
});

describe("the visitors' cached overview", () => {
  it("is dropped by every change to posts or categories, so /insights shows it at once", async () => {
    const countOf = async (categoryId: string) =>
      (await getInsightsOverview()).categories.find((c) => c.id === categoryId)?.count ?? -1;
    const before = await countOf(input().categoryId);
    expect(await getInsightsOverview()).toBe(await getInsightsOverview());

    const result = created(
      await createPost(admin, input({ title: "Counted at once", isPublished: "on", isFeatured: "on" })),
    );
    expect(await countOf(input().categoryId)).toBe(before + 1);
    expect((await getInsightsOverview()).featured?.title).toBe("Counted at once");

    await updatePost(admin, result.id, input({ title: "Counted at once" }));
    expect(await countOf(input().categoryId)).toBe(before);

    const category = await createCategory(admin, { name: "Freshly added" });
    expect(category.ok).toBe(true);
    expect((await getInsightsOverview()).categories.map((c) => c.name)).toContain("Freshly added");

    await deletePost(admin, result.id);
    expect((await getInsightsOverview()).featured?.title).not.toBe("Counted at once");
  });
});

describe("the audit row is part of the change", () => {
  async function failAuditFor(action: string) {
    // NOT VALID: existing rows are not checked, every new one is.
    await db().execute(
      sql.raw(`alter table audit_events add constraint test_refuse check (action <> '${action}') not valid`),
    );
  }
  async function allowAudit() {
    await db().execute(sql.raw("alter table audit_events drop constraint if exists test_refuse"));
  }
  beforeEach(allowAudit);
  afterAll(allowAudit);

  it("a failing audit insert rolls back the created post", async () => {
    await failAuditFor("blog_post_created");
    const before = await countRows(blogPosts);
    await expect(createPost(admin, input({ title: "Never saved" }))).rejects.toThrow();
    expect(await countRows(blogPosts)).toBe(before);
    expect(await db().select().from(blogPosts).where(eq(blogPosts.title, "Never saved"))).toEqual([]);
  });

  it("a failing audit insert rolls back an edit", async () => {
    const result = created(await createPost(admin, input({ title: "Stays as it was" })));
    await failAuditFor("blog_post_updated");
    await expect(updatePost(admin, result.id, input({ title: "Edited title", isPublished: "on" }))).rejects.toThrow();
    expect(await post(result.id)).toMatchObject({
      title: "Stays as it was",
      slug: "stays-as-it-was",
      isPublished: false,
      publishedAt: null,
    });
  });

  it("a failing audit insert rolls back a deletion", async () => {
    const result = created(await createPost(admin, input({ title: "Survives" })));
    await failAuditFor("blog_post_deleted");
    await expect(deletePost(admin, result.id)).rejects.toThrow();
    expect(await post(result.id)).toMatchObject({ title: "Survives" });
  });

  it("a post that fails at commit leaves no audit row behind (one transaction, not two)", async () => {
    // A deferred check runs at COMMIT, after the audit insert: an audit row written
    // outside the post's transaction would survive it.
    await db().execute(
      sql.raw(`create or replace function test_refuse_at_commit() returns trigger language plpgsql as $$
        begin
          if new.title like 'Fails at commit%' then raise exception 'refused at commit'; end if;
          return null;
        end $$`),
    );
    await db().execute(
      sql.raw(`create constraint trigger test_refuse_at_commit after insert or update on blog_posts
        deferrable initially deferred for each row execute function test_refuse_at_commit()`),
    );
    try {
      const auditBefore = await countRows(auditEvents);
      const postsBefore = await countRows(blogPosts);
      await expect(createPost(admin, input({ title: "Fails at commit" }))).rejects.toThrow();
      const kept = created(await createPost(admin, input({ title: "Kept title" })));
      await expect(updatePost(admin, kept.id, input({ title: "Fails at commit too" }))).rejects.toThrow();
      expect(await countRows(blogPosts)).toBe(postsBefore + 1);
      expect(await countRows(auditEvents)).toBe(auditBefore + 1); // only the kept post's creation
      expect((await post(kept.id)).title).toBe("Kept title");
    } finally {
      await db().execute(sql.raw("drop trigger if exists test_refuse_at_commit on blog_posts"));
    }
  });

  it("a failing audit insert rolls back a category change", async () => {
    await failAuditFor("blog_category_created");
    await expect(createCategory(admin, { name: "Phantom" })).rejects.toThrow();
    expect(await db().select().from(blogCategories).where(eq(blogCategories.name, "Phantom"))).toEqual([]);
  });
});

describe("categories", () => {
  it("creates, renames (slug follows) and deletes an unused category, auditing each", async () => {
    const made = await createCategory(admin, { name: "People & Culture" }, IP);
    if (!made.ok) throw new Error(made.message);
    expect(made.slug).toBe("people-culture");

    const listed = (await listCategories()).find((category) => category.id === made.id);
    expect(listed).toMatchObject({ name: "People & Culture", slug: "people-culture", icon: "User", postCount: 0 });

    expect(await renameCategory(admin, made.id, { name: "People and Teams" }, IP)).toEqual({
      ok: true,
      id: made.id,
      slug: "people-and-teams",
    });
    expect(await deleteCategory(admin, made.id, IP)).toEqual({ ok: true, id: made.id, slug: "people-and-teams" });
    expect(await db().select().from(blogCategories).where(eq(blogCategories.id, made.id))).toEqual([]);

    const audit = await auditFor(made.id);
    expect(audit.map((row) => [row.action, row.resourceType, row.userId, row.ip])).toEqual([
      ["blog_category_created", "blog_category", admin.id, IP],
      ["blog_category_renamed", "blog_category", admin.id, IP],
      ["blog_category_deleted", "blog_category", admin.id, IP],
    ]);
    expect(audit[1].details).toMatchObject({ from: "People & Culture", to: "People and Teams" });
  });

  it("refuses a second category with the same name (any case)", async () => {
    expect(await createCategory(admin, { name: "growth & revenue" })).toEqual({
      ok: false,
      message: 'A category called "growth & revenue" already exists.',
    });
    expect(await renameCategory(admin, operations, { name: "GROWTH & REVENUE" })).toMatchObject({ ok: false });
  });

  it("refuses to delete a category posts use, naming how many, and changes nothing", async () => {
    const made = await createCategory(admin, { name: "In use" });
    if (!made.ok) throw new Error(made.message);
    const one = created(await createPost(admin, input({ categoryId: made.id })));
    const auditBefore = await countRows(auditEvents);

    expect(await deleteCategory(admin, made.id)).toEqual({
      ok: false,
      message: "Move or delete the 1 post in this category first.",
    });
    created(await createPost(admin, input({ categoryId: made.id })));
    expect(await deleteCategory(admin, made.id)).toEqual({
      ok: false,
      message: "Move or delete the 2 posts in this category first.",
    });

    expect(await db().select().from(blogCategories).where(eq(blogCategories.id, made.id))).toHaveLength(1);
    expect(await countRows(auditEvents)).toBe(auditBefore + 1); // only the second post's creation
    expect((await listCategories()).find((category) => category.id === made.id)?.postCount).toBe(2);
    expect((await post(one.id)).categoryId).toBe(made.id);
  });

  it("answers null for a category that does not exist", async () => {
    expect(await renameCategory(admin, crypto.randomUUID(), { name: "Nobody" })).toBeNull();
    expect(await deleteCategory(admin, crypto.randomUUID())).toBeNull();
    expect(await deleteCategory(admin, "growth-and-revenue")).toBeNull();
  });
});

describe("listAuditEvents", () => {
  it("lists newest first with the admin's email, or the id once the account is gone", async () => {
    const ghost = { id: "deleted-admin-id" };
    await db()
      .insert(user)
      .values({ id: ghost.id, name: "Departed", email: "departed@kestrel.test", emailVerified: true });
    const result = created(await createPost(ghost, input({ title: "By a departed admin" })));
    await db().delete(user).where(eq(user.id, ghost.id));
    const { events } = await listAuditEvents({ page: 1 });
    expect(events[0]).toMatchObject({
      action: "blog_post_created",
      resourceId: result.id,
      userId: "deleted-admin-id",
      userEmail: null,
    });
    const byAdmin = events.find((event) => event.userId === admin.id);
    expect(byAdmin?.userEmail).toBe("owner@kestrel.test");
    const times = events.map((event) => new Date(event.createdAt).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("filters by action and resource type", async () => {
    const deletions = await listAuditEvents({ action: "blog_post_deleted", page: 1 });
    expect(deletions.total).toBeGreaterThan(0);
    expect(deletions.events.every((event) => event.action === "blog_post_deleted")).toBe(true);

    const categories = await listAuditEvents({ resourceType: "blog_category", page: 1 });
    expect(categories.total).toBeGreaterThan(0);
    expect(categories.events.every((event) => event.resourceType === "blog_category")).toBe(true);

    const none = await listAuditEvents({ action: "blog_post_deleted", resourceType: "blog_category", page: 1 });
    expect(none).toMatchObject({ total: 0, events: [], page: 1, pages: 1 });
  });

  it("pages 50 at a time", async () => {
    await db()
      .insert(auditEvents)
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          action: "test_bulk",
          resourceType: "test",
          resourceId: String(i),
          createdAt: new Date(Date.UTC(2020, 0, 1, 0, 0, i)),
        })),
      );
    const first = await listAuditEvents({ action: "test_bulk", page: 1 });
    expect(first).toMatchObject({ total: 120, page: 1, pages: 3 });
    expect(first.events).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.events[0].resourceId).toBe("119");
    const last = await listAuditEvents({ action: "test_bulk", page: "3" });
    expect(last.events.map((event) => event.resourceId)).toEqual(Array.from({ length: 20 }, (_, i) => String(19 - i)));
    expect((await listAuditEvents({ action: "test_bulk", page: "99" })).page).toBe(3);
    expect((await listAuditEvents({ action: "test_bulk", page: "nonsense" })).page).toBe(1);
  });
});
