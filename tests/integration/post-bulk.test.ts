/**
 * Publishing, unpublishing and deleting posts in bulk (changePostsInBulk), against a real, migrated database: what
 * each action does to drafts, scheduled posts, live posts and live posts with pending changes; one audit row and one
 * revision per post changed; and a selection that names a post no longer there is refused whole, changing nothing.
 */
import crypto from "node:crypto";
import { and, count, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditEvents, blogCategories, blogPostRevisions, blogPosts, user } from "~/db/schema";
import { createPost, deletePost, updatePost } from "~/lib/insights/admin-posts.server";
import { PostInputSchema, type PostInput } from "~/lib/insights/post-schema";
import { toLocalInput } from "~/lib/insights/post-schedule";
import { POST_BULK_LIMIT } from "~/lib/insights/post-bulk";
import { changePostsInBulk } from "~/lib/insights/post-bulk.server";
import { postBulkAction } from "~/lib/insights/post-bulk-action.server";
import { setUpTestDatabase } from "../support/database";

setUpTestDatabase();
const editor = { id: `editor-${crypto.randomBytes(4).toString("hex")}`, name: "Thandi" };
const IP = "203.0.113.78";
let category: string;

beforeAll(async () => {
  await db().insert(user).values({ id: editor.id, name: "Thandi", email: "thandi@kestrel.test", emailVerified: true });
  const [row] = await db()
    .insert(blogCategories)
    .values({ name: "Bulk & Co", slug: `bulk-${crypto.randomBytes(3).toString("hex")}`, icon: "TrendingUp" })
    .returning();
  category = row.id;
});

function input(overrides: Record<string, unknown> = {}): PostInput {
  return PostInputSchema.parse({
    title: `Bulk post ${crypto.randomBytes(3).toString("hex")}`,
    summary: "A short summary.",
    content: "Some **Markdown**.",
    categoryId: category,
    tags: "bulk",
    ...overrides,
  });
}

async function make(kind: "draft" | "scheduled" | "live" | "live-with-changes", title?: string): Promise<string> {
  const inADay = new Date(Math.ceil((Date.now() + 86_400_000) / 60_000) * 60_000);
  const result = await createPost(
    editor,
    input({ ...(title ? { title } : {}), ...(kind === "scheduled" ? { publishAt: toLocalInput(inADay) } : {}) }),
    kind.startsWith("live") ? { intent: "publish" } : {},
  );
  if (!result.ok) throw new Error(JSON.stringify(result));
  if (kind === "live-with-changes") {
    const edit = await updatePost(
      editor,
      result.id,
      input({ title: `${title ?? "Changed"} (edited)`, isPublished: "on" }),
      { intent: "save" },
    );
    if (!edit?.ok || edit.outcome !== "draft") throw new Error(`expected pending changes, got ${JSON.stringify(edit)}`);
  }
  return result.id;
}

const rows = (ids: string[]) => db().select().from(blogPosts).where(inArray(blogPosts.id, ids));
const row = async (id: string) => (await rows([id]))[0];
const auditCount = async (ids: string[]) =>
  (await db().select({ value: count() }).from(auditEvents).where(inArray(auditEvents.resourceId, ids)))[0].value;
/** The post's audit rows of this action written by a bulk action. */
const bulkAudit = async (id: string, action: string) =>
  (
    await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resourceId, id), eq(auditEvents.action, action)))
  ).filter((audit) => (audit.details as { bulk?: boolean } | null)?.bulk === true);
const revisions = (id: string) =>
  db().select().from(blogPostRevisions).where(eq(blogPostRevisions.postId, id)).orderBy(blogPostRevisions.version);

describe("changePostsInBulk: publish", () => {
  it("puts drafts and scheduled posts live, publishes pending changes, and leaves a live post alone", async () => {
    const draft = await make("draft");
    const scheduled = await make("scheduled");
    const live = await make("live");
    const edited = await make("live-with-changes", `Edited ${crypto.randomBytes(3).toString("hex")}`);
    const before = await row(edited);
    const now = new Date();

    const result = await changePostsInBulk(editor, "publish", [draft, scheduled, live, edited, draft], { ip: IP, now });
    expect(result).toEqual({ ok: true, changed: 3, unchanged: 1 });

    for (const id of [draft, scheduled]) {
      expect(await row(id)).toMatchObject({
        isPublished: true,
        publishAt: null,
        publishedAt: now,
        pendingChanges: null,
      });
    }
    const published = await row(edited);
    expect(published.title).toBe(`${before.title} (edited)`);
    expect(published.slug).toBe(`${before.slug}-edited`);
    expect(published.pendingChanges).toBeNull();
    expect(published.publishedAt).toEqual(before.publishedAt);
    expect(published.version).toBe(before.version + 1);
    expect((await row(live)).version).toBe(1);

    for (const id of [draft, scheduled, edited]) {
      const audits = await bulkAudit(id, "blog_post_updated");
      expect(audits).toHaveLength(1);
      const [audit] = audits;
      expect(audit).toMatchObject({ userId: editor.id, ip: IP });
      expect(audit.details).toMatchObject({ bulk: true, isPublished: true });
      expect((await revisions(id)).at(-1)).toMatchObject({ kind: "published" });
    }
    expect(await bulkAudit(live, "blog_post_updated")).toHaveLength(0);
  });
});

describe("changePostsInBulk: unpublish", () => {
  it("takes live posts down (pending changes applied), takes scheduled ones off the schedule, and leaves drafts", async () => {
    const live = await make("live");
    const edited = await make("live-with-changes", `Taken down ${crypto.randomBytes(3).toString("hex")}`);
    const scheduled = await make("scheduled");
    const draft = await make("draft");
    const editedTitle = `${(await row(edited)).title} (edited)`;

    const result = await changePostsInBulk(editor, "unpublish", [live, edited, scheduled, draft], { ip: IP });
    expect(result).toEqual({ ok: true, changed: 3, unchanged: 1 });
    for (const id of [live, edited, scheduled]) {
      expect(await row(id)).toMatchObject({
        isPublished: false,
        publishedAt: null,
        publishAt: null,
        pendingChanges: null,
      });
      expect((await bulkAudit(id, "blog_post_updated"))[0].details).toMatchObject({ bulk: true, isPublished: false });
      expect((await revisions(id)).at(-1)).toMatchObject({ kind: "saved" });
    }
    expect((await row(edited)).title).toBe(editedTitle);
    expect((await row(draft)).version).toBe(1);
  });
});

describe("changePostsInBulk: delete", () => {
  it("deletes every selected post, with one audit row each", async () => {
    const ids = [await make("draft"), await make("live"), await make("scheduled")];
    expect(await changePostsInBulk(editor, "delete", ids, { ip: IP })).toEqual({ ok: true, changed: 3, unchanged: 0 });
    expect(await rows(ids)).toHaveLength(0);
    for (const id of ids) {
      const audits = await bulkAudit(id, "blog_post_deleted");
      expect(audits).toHaveLength(1);
      const [audit] = audits;
      expect(audit).toMatchObject({ userId: editor.id, ip: IP });
      expect(audit.details).toMatchObject({ bulk: true });
    }
  });
});

describe("changePostsInBulk: refusals change nothing", () => {
  it("refuses the whole selection when one post has gone, for every action", async () => {
    const draft = await make("draft");
    const live = await make("live");
    const gone = await make("draft");
    await deletePost(editor, gone);
    const snapshot = await rows([draft, live]);
    const audits = await auditCount([draft, live]);

    for (const action of ["publish", "unpublish", "delete"] as const) {
      expect(await changePostsInBulk(editor, action, [draft, live, gone])).toEqual({
        ok: false,
        reason: "gone",
        missing: 1,
      });
    }
    expect(await changePostsInBulk(editor, "delete", [draft, "not-a-row-id"])).toEqual({
      ok: false,
      reason: "gone",
      missing: 1,
    });
    expect(await rows([draft, live])).toEqual(snapshot);
    expect(await auditCount([draft, live])).toBe(audits);
  });

  it("refuses an empty selection and one over the limit", async () => {
    expect(await changePostsInBulk(editor, "publish", [])).toEqual({ ok: false, reason: "none" });
    const tooMany = Array.from({ length: POST_BULK_LIMIT + 1 }, () => crypto.randomUUID());
    expect(await changePostsInBulk(editor, "delete", tooMany)).toEqual({ ok: false, reason: "too-many" });
  });
});

describe("the list's bulk form (postBulkAction)", () => {
  const formOf = (fields: [string, string][]) => {
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    return form;
  };
  type Answered = { data: unknown; init: ResponseInit | null };

  it("asks before deleting, naming the count, and deletes nothing until confirmed", async () => {
    const ids = [await make("draft"), await make("live")];
    const asked = (await postBulkAction(
      editor,
      formOf([["bulkAction", "delete"], ...ids.map((id): [string, string] => ["ids", id])]),
      IP,
    )) as Answered;
    expect(asked.data).toMatchObject({ kind: "confirm-bulk", count: 2, ids, matching: false });
    expect(await rows(ids)).toHaveLength(2);

    const done = await postBulkAction(
      editor,
      formOf([["bulkAction", "delete"], ["confirm", "yes"], ...ids.map((id): [string, string] => ["ids", id])]),
      IP,
    );
    expect(done).toBeInstanceOf(Response);
    expect((done as Response).headers.get("location")).toBe("/admin");
    expect(await rows(ids)).toHaveLength(0);
  });

  it("acts on every post the filter matches, on every page, and comes back to the filtered list", async () => {
    const word = `matching${crypto.randomBytes(3).toString("hex")}`;
    const ids: string[] = [];
    for (let n = 0; n < 3; n++) ids.push(await make("draft", `${word} ${n}`));
    const other = await make("draft");
    const done = await postBulkAction(
      editor,
      formOf([
        ["bulkAction", "publish"],
        ["scope", "matching"],
        ["q", word],
        ["ids", ids[0]],
      ]),
      IP,
    );
    expect((done as Response).status).toBe(302);
    expect((done as Response).headers.get("location")).toBe(`/admin?q=${word}`);
    expect((await rows(ids)).every((post) => post.isPublished)).toBe(true);
    expect((await row(other)).isPublished).toBe(false);
  });

  it("says why nothing changed: no post ticked, a post gone, an action it does not know", async () => {
    const draft = await make("draft");
    const gone = await make("draft");
    await deletePost(editor, gone);
    const none = (await postBulkAction(editor, formOf([["bulkAction", "publish"]]), IP)) as Answered;
    expect([none.init?.status, none.data]).toEqual([
      400,
      { kind: "error", message: "Select at least one post first." },
    ]);
    const refused = (await postBulkAction(
      editor,
      formOf([
        ["bulkAction", "publish"],
        ["ids", draft],
        ["ids", gone],
      ]),
      IP,
    )) as Answered;
    expect([refused.init?.status, refused.data]).toEqual([
      409,
      {
        kind: "error",
        message:
          "1 of the selected posts no longer exists, so nothing was changed. The list is up to date now: choose again.",
      },
    ]);
    expect((await row(draft)).isPublished).toBe(false);
    const unknown = (await postBulkAction(
      editor,
      formOf([
        ["bulkAction", "archive"],
        ["ids", draft],
      ]),
      IP,
    )) as Answered;
    expect(unknown.init?.status).toBe(400);
  });
});
