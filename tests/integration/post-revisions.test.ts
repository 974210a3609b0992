/**
 * A post's life as the newsroom works it, against a real database: revisions
 * on every save, pending changes of a live post, refusing a save over a newer
 * one, restoring a revision, and scheduled publishing (once, on one instance).
 */
import crypto from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditEvents, blogCategories, blogPostRevisions, blogPosts, jobRuns, user } from "~/db/schema";
import { createPost, updatePost, type SaveResult } from "~/lib/insights/admin-posts.server";
import { getPostForEdit } from "~/lib/insights/post-form.server";
import {
  compareRevision,
  discardPendingChanges,
  listRevisions,
  restoreRevision,
} from "~/lib/insights/post-revisions.server";
import { getPostPreview } from "~/lib/insights/post-preview-link.server";
import { PostInputSchema, type PostInput } from "~/lib/insights/post-schema";
import { SCHEDULE_MESSAGES, toLocalInput } from "~/lib/insights/post-schedule";
import {
  getInsightsOverview,
  getPublishedPost,
  listLatestPosts,
  listPublishedPosts,
  listPublishedSlugs,
} from "~/lib/insights/posts.server";
import { PUBLISH_LOCK_KEY, publishDuePosts } from "~/lib/insights/scheduled-publishing.server";
import { useSecondInstance } from "../support/second-instance";
import { setUpTestDatabase } from "../support/database";

const database = setUpTestDatabase();
const thandi = { id: `editor-${crypto.randomBytes(4).toString("hex")}`, name: "Thandi Editor" };
const sipho = { id: `editor-${crypto.randomBytes(4).toString("hex")}`, name: "Sipho Editor" };
let category: string;

beforeAll(async () => {
  await db()
    .insert(user)
    .values([
      { id: thandi.id, name: thandi.name, email: "thandi@kestrel.test", emailVerified: true },
      { id: sipho.id, name: sipho.name, email: "sipho@kestrel.test", emailVerified: true },
    ]);
  const [row] = await db()
    .insert(blogCategories)
    .values({ name: "Growth", slug: "growth", icon: "TrendingUp" })
    .returning();
  category = row.id;
});

function input(overrides: Record<string, unknown> = {}): PostInput {
  return PostInputSchema.parse({
    title: `A post ${crypto.randomBytes(3).toString("hex")}`,
    summary: "A short summary.",
    content: "Some **Markdown**.",
    categoryId: category,
    tags: "pricing",
    ...overrides,
  });
}

function saved(result: SaveResult | null) {
  if (!result?.ok) throw new Error(`expected a save, got ${JSON.stringify(result)}`);
  return result;
}

async function row(id: string) {
  const [post] = await db().select().from(blogPosts).where(eq(blogPosts.id, id));
  return post;
}

async function counts(id: string) {
  const [revisions] = await db().select({ n: count() }).from(blogPostRevisions).where(eq(blogPostRevisions.postId, id));
  const [audit] = await db().select({ n: count() }).from(auditEvents).where(eq(auditEvents.resourceId, id));
  return { revisions: revisions.n, audit: audit.n };
}

describe("revisions", () => {
  it("keeps every save with who made it, its kind and every field, newest first", async () => {
    const post = saved(await createPost(thandi, input({ title: "Cash flow in December" })));
    saved(
      await updatePost(sipho, post.id, input({ title: "Cash flow in December", summary: "Second summary" }), {
        version: 1,
      }),
    );
    saved(
      await updatePost(
        thandi,
        post.id,
        input({ title: "Cash flow in December", summary: "Second summary", isPublished: "on" }),
        { version: 2 },
      ),
    );

    const revisions = await listRevisions(post.id);
    expect(revisions.map((r) => [r.version, r.kind, r.savedBy])).toEqual([
      [3, "published", thandi.name],
      [2, "saved", sipho.name],
      [1, "saved", thandi.name],
    ]);
    const comparison = await compareRevision(post.id, revisions[2].id);
    // The SEO description follows the summary when left empty.
    expect(comparison?.changes.map((change) => change.field)).toEqual(["summary", "seoDescription"]);
    const summary = comparison!.changes[0].parts;
    const words = (kind: string) => summary.flatMap((p) => (p.kind === kind && "text" in p ? [p.text] : [])).join("");
    expect(words("removed")).toContain("short");
    expect(words("added")).toContain("Second");
    expect(await compareRevision(post.id, crypto.randomUUID())).toBeNull();
  });
});

describe("a live post's changes", () => {
  it("wait as a draft that readers do not see, until Publish changes", async () => {
    const post = saved(await createPost(thandi, input({ title: "Pricing for margin", isPublished: "on" })));
    const draft = saved(
      await updatePost(
        thandi,
        post.id,
        input({ title: "Pricing for margin, revised", isPublished: "on", content: "New body." }),
        { version: 1 },
      ),
    );
    expect(draft.outcome).toBe("draft");

    // Readers: the live version, at its address.
    const live = await getPublishedPost("pricing-for-margin");
    expect(live).toMatchObject({ title: "Pricing for margin", content: "Some **Markdown**." });
    // The editor, and a preview link: the draft.
    const edit = await getPostForEdit(post.id);
    expect(edit).toMatchObject({ version: 2, values: { title: "Pricing for margin, revised", content: "New body." } });
    expect(edit?.pendingSavedAt).toBeInstanceOf(Date);
    expect((await getPostPreview(post.id))?.fields.title).toBe("Pricing for margin, revised");

    const published = saved(
      await updatePost(
        thandi,
        post.id,
        input({ title: "Pricing for margin, revised", isPublished: "on", content: "New body." }),
        {
          version: 2,
          intent: "publish",
        },
      ),
    );
    expect(published).toMatchObject({ outcome: "published", slug: "pricing-for-margin-revised" });
    const after = await row(post.id);
    expect(after).toMatchObject({
      title: "Pricing for margin, revised",
      content: "New body.",
      pendingChanges: null,
      version: 3,
    });
    expect(after.publishedAt?.getTime()).toBe((await row(post.id)).publishedAt?.getTime());
    expect(await getPublishedPost("pricing-for-margin-revised")).toMatchObject({ content: "New body." });
  });

  it("can be discarded, leaving the live post as it was (and the draft in the history)", async () => {
    const post = saved(await createPost(thandi, input({ title: "Discard me", isPublished: "on" })));
    saved(await updatePost(thandi, post.id, input({ title: "Discard me, edited", isPublished: "on" }), { version: 1 }));
    expect(await discardPendingChanges(thandi, post.id)).toBe(true);
    expect(await row(post.id)).toMatchObject({ title: "Discard me", pendingChanges: null, version: 3 });
    expect((await listRevisions(post.id)).map((r) => r.kind)).toEqual(["draft", "published"]);
    expect(await discardPendingChanges(thandi, post.id)).toBe(false);
  });
});

describe("two people editing one post", () => {
  it("refuses the second save with who saved first and how the texts differ, and changes nothing", async () => {
    const post = saved(await createPost(thandi, input({ title: "Shared draft", content: "Line one\nLine two\n" })));
    // Both open version 1; Thandi saves first.
    saved(
      await updatePost(thandi, post.id, input({ title: "Shared draft", content: "Line one\nThandi's line\n" }), {
        version: 1,
      }),
    );
    const before = { row: await row(post.id), ...(await counts(post.id)) };

    const refused = await updatePost(
      sipho,
      post.id,
      input({ title: "Shared draft", content: "Line one\nSipho's line\n" }),
      { version: 1 },
    );
    expect(refused?.ok).toBe(false);
    if (refused?.ok !== false || !refused.conflict) throw new Error("expected a conflict");
    expect(refused.conflict).toMatchObject({ version: 2, savedBy: thandi.name });
    const [content] = refused.conflict.changes;
    expect(content.field).toBe("content");
    expect(content.parts).toEqual(
      expect.arrayContaining([
        { kind: "removed", text: "Thandi's line\n" },
        { kind: "added", text: "Sipho's line\n" },
      ]),
    );
    expect({ row: await row(post.id), ...(await counts(post.id)) }).toEqual(before);

    // Having seen Thandi's version, Sipho saves over it deliberately.
    saved(
      await updatePost(sipho, post.id, input({ title: "Shared draft", content: "Line one\nSipho's line\n" }), {
        version: 2,
      }),
    );
    expect((await row(post.id)).content).toBe("Line one\nSipho's line\n");
  });
});

describe("restoring a revision", () => {
  it("gives a draft that version's text as a new, audited revision", async () => {
    const post = saved(await createPost(thandi, input({ title: "Restorable", summary: "First words." })));
    saved(await updatePost(sipho, post.id, input({ title: "Restorable", summary: "Second words." }), { version: 1 }));
    const first = (await listRevisions(post.id)).at(-1)!;

    expect(await restoreRevision(sipho, post.id, first.id, { version: 1 })).toEqual({ ok: false, reason: "conflict" });
    expect(await restoreRevision(sipho, post.id, first.id, { version: 2 })).toEqual({ ok: true, pending: false });
    expect(await row(post.id)).toMatchObject({ summary: "First words.", version: 3 });
    const [latest] = await listRevisions(post.id);
    expect(latest).toMatchObject({ kind: "restored", restoredFrom: first.id, savedBy: sipho.name, version: 3 });
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resourceId, post.id), eq(auditEvents.action, "blog_post_restored")));
    expect(audit).toMatchObject({ userId: sipho.id, details: { revision: first.id, pending: false } });
  });

  it("makes a live post's restored version pending, so readers keep the published one", async () => {
    const post = saved(await createPost(thandi, input({ title: "Live restorable", isPublished: "on" })));
    saved(
      await updatePost(thandi, post.id, input({ title: "Live restorable, v2", isPublished: "on" }), {
        version: 1,
        intent: "publish",
      }),
    );
    const original = (await listRevisions(post.id)).at(-1)!;
    expect(await restoreRevision(thandi, post.id, original.id, { version: 2 })).toEqual({ ok: true, pending: true });
    const after = await row(post.id);
    expect(after.title).toBe("Live restorable, v2");
    expect(after.pendingChanges?.title).toBe("Live restorable");
    expect(await restoreRevision(thandi, post.id, crypto.randomUUID(), { version: 3 })).toEqual({
      ok: false,
      reason: "not-found",
    });
  });
});

describe("scheduling", () => {
  const now = new Date();
  const inAnHour = new Date(Math.ceil((now.getTime() + 3_600_000) / 60_000) * 60_000);

  it("refuses a time in the past, and keeps a scheduled post out of every list until its time", async () => {
    const past = await createPost(
      thandi,
      input({ title: "Too late", publishAt: toLocalInput(new Date(now.getTime() - 60_000)) }),
    );
    expect(past).toEqual({ ok: false, fieldErrors: { publishAt: SCHEDULE_MESSAGES.past } });

    const post = saved(
      await createPost(
        thandi,
        input({ title: "Scheduled news", publishAt: toLocalInput(inAnHour), tags: "scheduled-only" }),
      ),
    );
    expect(post.outcome).toBe("scheduled");
    expect(await row(post.id)).toMatchObject({ isPublished: false, publishAt: inAnHour });
    expect(await getPublishedPost("scheduled-news")).toBeNull();
    expect((await listPublishedPosts({ search: "Scheduled news" })).posts).toEqual([]);
    expect((await listLatestPosts(50)).map((p) => p.slug)).not.toContain("scheduled-news");
    expect((await listPublishedSlugs()).map((p) => p.slug)).not.toContain("scheduled-news");
    const growth = (await getInsightsOverview()).categories.find((c) => c.id === category);
    const publishedInGrowth = (
      await db()
        .select({ n: count() })
        .from(blogPosts)
        .where(and(eq(blogPosts.categoryId, category), eq(blogPosts.isPublished, true)))
    )[0].n;
    expect(growth?.count).toBe(publishedInGrowth);

    // Not yet due: nothing happens.
    expect(await publishDuePosts(new Date(inAnHour.getTime() - 1000))).toEqual({ locked: true, published: [] });
    // Due: published once, with its revision, an audit row without a user, and a recorded run.
    const outcome = await publishDuePosts(new Date(inAnHour.getTime() + 1000));
    expect(outcome).toEqual({
      locked: true,
      published: [{ id: post.id, title: "Scheduled news", slug: "scheduled-news" }],
    });
    expect(await row(post.id)).toMatchObject({ isPublished: true, publishedAt: inAnHour, publishAt: null, version: 2 });
    expect(await getPublishedPost("scheduled-news")).toMatchObject({ title: "Scheduled news" });
    expect((await listRevisions(post.id))[0]).toMatchObject({ kind: "published", savedBy: null });
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resourceId, post.id), eq(auditEvents.action, "blog_post_published")));
    expect(audit).toMatchObject({ userId: null, details: { slug: "scheduled-news" } });
    const runs = await db().select().from(jobRuns).where(eq(jobRuns.job, "scheduled_publishing"));
    expect(runs.at(-1)?.details).toEqual({ published: [post.id] });
    expect(await publishDuePosts(new Date(inAnHour.getTime() + 60_000))).toEqual({ locked: true, published: [] });
  });

  it("ticking Published publishes now and drops the schedule", async () => {
    const post = saved(
      await createPost(thandi, input({ title: "Changed my mind", publishAt: toLocalInput(inAnHour) })),
    );
    saved(
      await updatePost(
        thandi,
        post.id,
        input({ title: "Changed my mind", isPublished: "on", publishAt: toLocalInput(inAnHour) }),
        { version: 1 },
      ),
    );
    expect(await row(post.id)).toMatchObject({ isPublished: true, publishAt: null });
  });

  describe("with several instances (PostgreSQL)", () => {
    // PGlite serves one process over one connection: there is no second instance to race.
    const { postgres, second } = useSecondInstance(database);

    it.skipIf(!postgres)("of instances checking at the same moment, exactly one publishes a due post", async () => {
      const at = new Date(Math.ceil((Date.now() + 120_000) / 60_000) * 60_000);
      const post = saved(await createPost(thandi, input({ title: "Raced", publishAt: toLocalInput(at) })));
      const later = new Date(at.getTime() + 1000);
      const outcomes = await Promise.all(Array.from({ length: 5 }, () => publishDuePosts(later)));
      const published = outcomes.flatMap((o) => (o.locked ? o.published : []));
      expect(published.map((p) => p.id)).toEqual([post.id]);
      const [audit] = await db()
        .select({ n: count() })
        .from(auditEvents)
        .where(and(eq(auditEvents.resourceId, post.id), eq(auditEvents.action, "blog_post_published")));
      expect(audit.n).toBe(1);
      expect((await listRevisions(post.id)).filter((r) => r.kind === "published")).toHaveLength(1);
    });

    it.skipIf(!postgres)("an instance that finds the lock held publishes nothing; the holder does", async () => {
      const at = new Date(Math.ceil((Date.now() + 180_000) / 60_000) * 60_000);
      const post = saved(await createPost(thandi, input({ title: "Held", publishAt: toLocalInput(at) })));
      let release!: () => void;
      let held!: () => void;
      const isHeld = new Promise<void>((resolve) => (held = resolve));
      const other = second().db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK_KEY})`);
        held();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await isHeld;
      const later = new Date(at.getTime() + 1000);
      expect(await publishDuePosts(later)).toEqual({ locked: false });
      expect((await row(post.id)).isPublished).toBe(false);
      release();
      await other;
      expect((await publishDuePosts(later)).locked).toBe(true);
      expect((await row(post.id)).isPublished).toBe(true);
    });

    it.skipIf(postgres)("is skipped on PGlite: one connection in one process, so no second instance can race", () => {
      expect(postgres).toBe(false);
    });
  });
});
