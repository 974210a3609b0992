/**
 * The admin's side of insight posts: creating, editing and deleting them,
 * and the slugs and announced transactions that posts and categories share.
 * Every change writes its audit_events row in the same transaction, so a
 * change is never recorded without happening, nor happens without being
 * recorded.
 */
import { hasSqlState, UNIQUE_VIOLATION } from "~/db/sql-state";
import { isRowId } from "~/db/row-id";
import { desc, eq, like, or, sql } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { blogCategories, blogPostRevisions, blogPosts, type PostFields, type RevisionKind } from "~/db/schema";
import { diffPostFields, type DiffNames, type FieldDiff } from "./post-diff";
import { checkPublishAt } from "./post-schedule";
import { recordRevision } from "./revision-record.server";
import { recordAudit } from "../audit/audit.server";
import { readTimeMinutes } from "./read-time";
import { changeContent, CONTENT } from "../page-cache/content-changes.server";
import type { FieldErrors } from "../forms/form-answers";
import { PostInputSchema, type PostInput } from "./post-schema";
import { slugify, uniqueSlug } from "./slug";
import { featuredImageColumns } from "./featured-image";
import { AUDIT_ACTIONS } from "../audit/audit-actions";

/** Who is acting: the signed-in member of staff (named in the history). */
export type Actor = { id: string; name?: string | null };

/** Longest slug we make from a title (a 200-character title makes an unwieldy address). */
const SLUG_MAX = 96;

/** Another save that came first: who, when, and how the refused text differs from theirs. */
export type SaveConflict = { version: number; savedBy: string | null; savedAt: Date; changes: FieldDiff[] };

export type SaveResult =
  | { ok: true; id: string; slug: string; outcome: RevisionKind }
  | { ok: false; fieldErrors: FieldErrors; conflict?: SaveConflict };

// ---------------------------------------------------------------- slugs

export function slugBase(text: string): string {
  return slugify(text).slice(0, SLUG_MAX).replace(/-+$/, "");
}

/** A slug for `text` that no other row in `table` uses (the row `exceptId` may keep its own). */
export async function freeSlug(
  tx: Queryable,
  table: typeof blogPosts | typeof blogCategories,
  text: string,
  fallback: string,
  exceptId?: string,
): Promise<string> {
  const base = slugBase(text) || fallback;
  // Saves of the same title take turns (until commit), so the second sees the first's slug.
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`${table === blogPosts ? "post" : "category"}:${base}`}))`,
  );
  const rows = await tx
    .select({ id: table.id, slug: table.slug })
    .from(table)
    .where(or(eq(table.slug, base), like(table.slug, `${base}-%`)));
  const taken = new Set(rows.filter((row) => row.id !== exceptId).map((row) => row.slug));
  return uniqueSlug(base, (candidate) => taken.has(candidate));
}

/**
 * Runs a change to posts or categories in a transaction that announces it to
 * every instance when it commits, and drops at once, here, every cached page
 * and overview that shows insights (ADR 024).
 */
export async function changeInsights<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
  return changeContent([CONTENT.insights], work);
}

/**
 * Runs `work` in a transaction, again (up to three times) when a concurrent
 * save took the same slug between our check and our insert (saves of one
 * title are serialised by freeSlug; this covers "a 2" meeting "a" + "-2").
 */
export async function withSlugRetry<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await changeInsights(work);
    } catch (error) {
      if (attempt >= 3 || !hasSqlState(error, UNIQUE_VIOLATION)) throw error;
    }
  }
}

// ---------------------------------------------------------------- posts

/** Every field the editor saves, as stored: what a revision keeps and a pending draft holds. */
export function postFields(input: PostInput): PostFields {
  return {
    title: input.title,
    summary: input.summary,
    content: input.content,
    categoryId: input.categoryId,
    tags: input.tags,
    authorName: input.authorName,
    authorBio: input.authorBio,
    ...featuredImageColumns(input),
    isFeatured: input.isFeatured,
    // Left empty, the search-engine title and description are the post's own.
    seoTitle: input.seoTitle ?? input.title,
    seoDescription: input.seoDescription ?? input.summary,
  };
}

/** A post row's own fields (what readers see), as a revision keeps them. */
export function liveFields(row: typeof blogPosts.$inferSelect): PostFields {
  return {
    title: row.title,
    summary: row.summary,
    content: row.content,
    categoryId: row.categoryId,
    tags: row.tags,
    authorName: row.authorName,
    authorBio: row.authorBio,
    featuredImageUrl: row.featuredImageUrl,
    featuredImageId: row.featuredImageId,
    featuredImageAlt: row.featuredImageAlt,
    featuredImageDecorative: row.featuredImageDecorative,
    isFeatured: row.isFeatured,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
  };
}

/** What the editor shows and the next save compares against: the pending changes, else the post itself. */
export function currentFields(row: typeof blogPosts.$inferSelect): PostFields {
  return row.pendingChanges ?? liveFields(row);
}

/** The columns that carry `fields`, with the reading time they imply. */
export function fieldColumns(fields: PostFields) {
  return { ...fields, readTime: readTimeMinutes(fields.content) };
}

export function sameFields(a: PostFields, b: PostFields): boolean {
  return (Object.keys(a) as (keyof PostFields)[]).every((key) => sameValue(a[key], b[key]));
}

/** Names categories in a comparison (a deleted one shows its id). */
export async function categoryNames(tx: Queryable): Promise<DiffNames> {
  const rows = await tx.select({ id: blogCategories.id, name: blogCategories.name }).from(blogCategories);
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return { category: (id) => names.get(id) };
}

export async function categoryExists(tx: Queryable, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(eq(blogCategories.id, id))
    .limit(1);
  return rows.length > 0;
}

const CATEGORY_GONE: SaveResult = {
  ok: false,
  fieldErrors: { categoryId: "That category no longer exists. Please choose a category." },
};

/** How a save was asked for: Save (a live post's changes stay a draft) or Publish (changes go live now). */
export type SaveIntent = "save" | "publish";

export type SaveOptions = {
  intent?: SaveIntent;
  /** the version the editor started from; a save over a newer one is refused (optimistic concurrency) */
  version?: number | null;
  ip?: string | null;
  /** the clock (for tests) */
  now?: Date;
};

/** The "Publish at" value, checked against the clock: a field error, or the time (null: not scheduled). */
function scheduleOf(
  input: PostInput,
  now: Date,
): { ok: true; publishAt: Date | null } | { ok: false; result: SaveResult } {
  if (input.isPublished) return { ok: true, publishAt: null };
  const check = checkPublishAt(input.publishAt, now);
  if (!check.ok) return { ok: false, result: { ok: false, fieldErrors: { publishAt: check.message } } };
  return check;
}

/** Creates a post: published now if `isPublished` (or the Publish button), scheduled when given a time, else a draft. */
export async function createPost(actor: Actor, input: PostInput, options: SaveOptions = {}): Promise<SaveResult> {
  const now = options.now ?? new Date();
  const publish = input.isPublished || options.intent === "publish";
  const schedule = scheduleOf({ ...input, isPublished: publish }, now);
  if (!schedule.ok) return schedule.result;
  return withSlugRetry(async (tx) => {
    if (!(await categoryExists(tx, input.categoryId))) return CATEGORY_GONE;
    const slug = await freeSlug(tx, blogPosts, input.title, "post");
    const fields = postFields(input);
    const [post] = await tx
      .insert(blogPosts)
      .values({
        ...fieldColumns(fields),
        slug,
        isPublished: publish,
        publishedAt: publish ? now : null,
        publishAt: schedule.publishAt,
      })
      .returning({ id: blogPosts.id, slug: blogPosts.slug, version: blogPosts.version });
    const kind: RevisionKind = publish ? "published" : schedule.publishAt ? "scheduled" : "saved";
    await recordRevision(tx, { postId: post.id, version: post.version, kind, fields, actor });
    await recordAudit(tx, {
      action: AUDIT_ACTIONS.postCreated,
      resourceType: "blog_post",
      resourceId: post.id,
      userId: actor.id,
      ip: options.ip,
      details: {
        title: input.title,
        slug,
        isPublished: publish,
        isFeatured: input.isFeatured,
        ...(schedule.publishAt ? { publishAt: schedule.publishAt.toISOString() } : {}),
      },
    });
    return { ok: true, id: post.id, slug: post.slug, outcome: kind };
  });
}

/** The fields an edit's audit row names when they change: every field of the form. */
const TRACKED_FIELDS = PostInputSchema.keyof().options.filter((field) => field !== "publishAt");

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => item === b[i]);
  return a === b;
}

/** Who saved the post's latest revision, and when: named in a refusal to overwrite it. */
async function latestSave(tx: Queryable, postId: string): Promise<{ savedBy: string | null; savedAt: Date } | null> {
  const [row] = await tx
    .select({ savedBy: blogPostRevisions.savedByName, savedAt: blogPostRevisions.createdAt })
    .from(blogPostRevisions)
    .where(eq(blogPostRevisions.postId, postId))
    .orderBy(desc(blogPostRevisions.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Saves an edit. A draft is saved as it is (published when ticked or on
 * Publish; scheduled when given a time). A live post's edit is kept as
 * pending changes that readers do not see, until Publish (or unticking
 * Published, which takes the post down with the edit applied). The slug
 * follows the title only when the change goes live. A save that names an
 * older version than the post's is refused with the other save's changes,
 * and changes nothing. Null when the post does not exist.
 */
export async function updatePost(
  actor: Actor,
  id: string,
  input: PostInput,
  options: SaveOptions = {},
): Promise<SaveResult | null> {
  if (!isRowId(id)) return null;
  const now = options.now ?? new Date();
  return withSlugRetry(async (tx) => {
    const [existing] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
    if (!existing) return null;
    const fields = postFields(input);
    if (options.version != null && options.version !== existing.version) {
      const last = await latestSave(tx, id);
      return {
        ok: false as const,
        fieldErrors: {},
        conflict: {
          version: existing.version,
          savedBy: last?.savedBy ?? null,
          savedAt: last?.savedAt ?? existing.updatedAt,
          changes: diffPostFields(currentFields(existing), fields, await categoryNames(tx)),
        },
      };
    }
    if (!(await categoryExists(tx, input.categoryId))) return CATEGORY_GONE;

    const live = existing.isPublished;
    const publish = options.intent === "publish" || (!live && input.isPublished);
    const keepAsDraft = live && !publish && input.isPublished;
    const schedule = scheduleOf({ ...input, isPublished: publish || keepAsDraft }, now);
    if (!schedule.ok) return schedule.result;
    const version = existing.version + 1;

    if (keepAsDraft) {
      // Readers keep the live version; the changes wait (none wait when they equal it).
      const pending = sameFields(fields, liveFields(existing)) ? null : fields;
      await tx
        .update(blogPosts)
        .set({ pendingChanges: pending, pendingSavedAt: pending ? now : null, version })
        .where(eq(blogPosts.id, id));
      await recordRevision(tx, { postId: id, version, kind: "draft", fields, actor });
      await recordAudit(tx, {
        action: AUDIT_ACTIONS.postUpdated,
        resourceType: "blog_post",
        resourceId: id,
        userId: actor.id,
        ip: options.ip,
        details: { title: input.title, changed: changedFields(fields, currentFields(existing)), pending: true },
      });
      return { ok: true as const, id, slug: existing.slug, outcome: "draft" as const };
    }

    const values = fieldColumns(fields);
    const changed = changedFields(fields, liveFields(existing));
    if (live !== publish) changed.push("isPublished");
    const slug =
      input.title === existing.title ? existing.slug : await freeSlug(tx, blogPosts, input.title, "post", id);
    const publishedAt = publish ? (live && existing.publishedAt ? existing.publishedAt : now) : null;
    await tx
      .update(blogPosts)
      .set({
        ...values,
        slug,
        isPublished: publish,
        publishedAt,
        publishAt: schedule.publishAt,
        pendingChanges: null,
        pendingSavedAt: null,
        version,
      })
      .where(eq(blogPosts.id, id));
    const kind: RevisionKind = publish ? "published" : schedule.publishAt ? "scheduled" : "saved";
    await recordRevision(tx, { postId: id, version, kind, fields, actor });
    await recordAudit(tx, {
      action: AUDIT_ACTIONS.postUpdated,
      resourceType: "blog_post",
      resourceId: id,
      userId: actor.id,
      ip: options.ip,
      details: {
        title: input.title,
        changed,
        ...(slug !== existing.slug ? { slug: { from: existing.slug, to: slug } } : {}),
        ...(changed.includes("isPublished") ? { isPublished: publish } : {}),
        ...(schedule.publishAt ? { publishAt: schedule.publishAt.toISOString() } : {}),
      },
    });
    return { ok: true as const, id, slug, outcome: kind };
  });
}

/** The editor's fields that differ between two versions (named as the form names them). */
export function changedFields(next: PostFields, before: PostFields): string[] {
  const nextInput = next as unknown as Record<string, unknown>;
  const beforeInput = before as unknown as Record<string, unknown>;
  return TRACKED_FIELDS.filter((field) => field in nextInput && !sameValue(nextInput[field], beforeInput[field]));
}

/** Deletes a post; returns what was deleted, or null when there was no such post. */
export async function deletePost(actor: Actor, id: string, ip?: string | null): Promise<{ title: string } | null> {
  if (!isRowId(id)) return null;
  return changeInsights(async (tx) => {
    const [deleted] = await tx
      .delete(blogPosts)
      .where(eq(blogPosts.id, id))
      .returning({ title: blogPosts.title, slug: blogPosts.slug, isPublished: blogPosts.isPublished });
    if (!deleted) return null;
    await recordAudit(tx, {
      action: AUDIT_ACTIONS.postDeleted,
      resourceType: "blog_post",
      resourceId: id,
      userId: actor.id,
      ip,
      details: { title: deleted.title, slug: deleted.slug, wasPublished: deleted.isPublished },
    });
    return { title: deleted.title };
  });
}
