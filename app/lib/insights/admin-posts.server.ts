/**
 * The admin's side of insights: creating, editing and deleting posts and
 * categories. Every change writes its audit_events
 * row in the same transaction, so a change is never recorded without
 * happening, nor happens without being recorded.
 */
import { count, eq, like, or, sql } from "drizzle-orm";
import { db, type Queryable } from "~/db/client.server";
import { blogCategories, blogPosts } from "~/db/schema";
import { recordAudit } from "../audit/audit.server";
import { readTimeMinutes } from "./read-time";
import { announceContentChange, CONTENT, contentChanged } from "../page-cache/content-changes.server";
import { listCategoriesCounting } from "./posts.server";
import type { FieldErrors } from "../forms/form-answers";
import { parseForm } from "../forms/parse";
import { PostInputSchema, postFormValues, type CategoryInput, type PostFormValues, type PostInput } from "./post-schema";
import { slugify, uniqueSlug } from "./slug";
import { readGuardedForm } from "../forms/form-guard.server";
import { UPLOAD_TOO_LARGE } from "./uploads.server";
import { readFeaturedImage } from "./featured-image.server";
import { featuredImageColumns } from "./featured-image";
import { AUDIT_ACTIONS } from "../audit/audit-actions";

/** Who is acting: the signed-in admin. */
export type Actor = { id: string };




/** Longest slug we make from a title (a 200-character title makes an unwieldy address). */
const SLUG_MAX = 96;

export type SaveResult = { ok: true; id: string; slug: string } | { ok: false; fieldErrors: FieldErrors };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can be a row id (anything else would be a database error, not "not found"). */
export function isRowId(id: string | undefined | null): id is string {
  return typeof id === "string" && UUID.test(id);
}

// ---------------------------------------------------------------- slugs

function slugBase(text: string): string {
  return slugify(text).slice(0, SLUG_MAX).replace(/-+$/, "");
}

/** A slug for `text` that no other row in `table` uses (the row `exceptId` may keep its own). */
async function freeSlug(
  tx: Queryable,
  table: typeof blogPosts | typeof blogCategories,
  text: string,
  fallback: string,
  exceptId?: string,
): Promise<string> {
  const base = slugBase(text) || fallback;
  // Saves of the same title take turns (until commit), so the second sees the first's slug.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${table === blogPosts ? "post" : "category"}:${base}`}))`);
  const rows = await tx
    .select({ id: table.id, slug: table.slug })
    .from(table)
    .where(or(eq(table.slug, base), like(table.slug, `${base}-%`)));
  const taken = new Set(rows.filter((row) => row.id !== exceptId).map((row) => row.slug));
  return uniqueSlug(base, (candidate) => taken.has(candidate));
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/**
 * Runs a change to posts or categories in a transaction that announces it to
 * every instance when it commits, and drops at once, here, every cached page
 * and overview that shows insights (ADR 024).
 */
async function changeInsights<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    return await db().transaction(async (tx) => {
      const result = await work(tx);
      await announceContentChange(tx, [CONTENT.insights]);
      return result;
    });
  } finally {
    contentChanged([CONTENT.insights]);
  }
}

/**
 * Runs `work` in a transaction, again (up to three times) when a concurrent
 * save took the same slug between our check and our insert (saves of one
 * title are serialised by freeSlug; this covers "a 2" meeting "a" + "-2").
 */
async function withSlugRetry<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await changeInsights(work);
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

// ---------------------------------------------------------------- posts

export type PostSubmission =
  | { ok: true; input: PostInput; values: PostFormValues }
  /** values is null when the form could not be read at all (too large, or not a form). */
  | { ok: false; fieldErrors: FieldErrors; formError?: string; values: PostFormValues | null };

/**
 * Reads the post form (multipart): saves an uploaded image first (its address
 * replaces the URL field, so a correction elsewhere does not need it chosen
 * again), then validates everything with the shared schema.
 */
export async function readPostSubmission(request: Request): Promise<PostSubmission> {
  const read = await readGuardedForm(request, { form: "post" });
  if (!read.ok) {
    if (read.status === 413) return { ok: false, fieldErrors: { featuredImage: UPLOAD_TOO_LARGE }, values: null };
    if (read.status === 403) return { ok: false, fieldErrors: {}, formError: read.message, values: null };
    // A body that is not multipart or urlencoded form data: bad input, not a server failure.
    return { ok: false, fieldErrors: {}, formError: "The form could not be read. Please try again.", values: null };
  }
  const form = read.form;
  const values = postFormValues(Object.fromEntries(form));
  const fieldErrors: FieldErrors = await readFeaturedImage(request, form, values);
  const parsed = parseForm(PostInputSchema, values);
  if (!parsed.ok) Object.assign(fieldErrors, parsed.errors);
  if (!parsed.ok || Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors, values };
  return { ok: true, input: parsed.data, values };
}

function postValues(input: PostInput) {
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
    isPublished: input.isPublished,
    readTime: readTimeMinutes(input.content),
    // Left empty, the search-engine title and description are the post's own.
    seoTitle: input.seoTitle ?? input.title,
    seoDescription: input.seoDescription ?? input.summary,
  };
}

async function categoryExists(tx: Queryable, id: string): Promise<boolean> {
  const rows = await tx.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.id, id)).limit(1);
  return rows.length > 0;
}

const CATEGORY_GONE: SaveResult = {
  ok: false,
  fieldErrors: { categoryId: "That category no longer exists. Please choose a category." },
};

/** Creates a post; published now if `isPublished`, else a draft. */
export async function createPost(actor: Actor, input: PostInput, ip?: string | null): Promise<SaveResult> {
  return withSlugRetry(async (tx) => {
    if (!(await categoryExists(tx, input.categoryId))) return CATEGORY_GONE;
    const slug = await freeSlug(tx, blogPosts, input.title, "post");
    const [post] = await tx
      .insert(blogPosts)
      .values({ ...postValues(input), slug, publishedAt: input.isPublished ? new Date() : null })
      .returning({ id: blogPosts.id, slug: blogPosts.slug });
    await recordAudit(tx, {
      action: AUDIT_ACTIONS.postCreated,
      resourceType: "blog_post",
      resourceId: post.id,
      userId: actor.id,
      ip,
      details: { title: input.title, slug, isPublished: input.isPublished, isFeatured: input.isFeatured },
    });
    return { ok: true, id: post.id, slug: post.slug };
  });
}

/** The fields an edit's audit row names when they change: every field of the form. */
const TRACKED_FIELDS = PostInputSchema.keyof().options;

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => item === b[i]);
  return a === b;
}

/**
 * Saves an edit. The slug stays unless the title changes; published_at is
 * set when the post is first published, kept while it stays published and
 * cleared when it goes back to draft. Null when the post does not exist.
 */
export async function updatePost(actor: Actor, id: string, input: PostInput, ip?: string | null): Promise<SaveResult | null> {
  if (!isRowId(id)) return null;
  return withSlugRetry(async (tx) => {
    const [existing] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
    if (!existing) return null;
    if (!(await categoryExists(tx, input.categoryId))) return CATEGORY_GONE;

    const values = postValues(input);
    const changed = TRACKED_FIELDS.filter((field) => !sameValue(values[field], existing[field]));
    const slug = input.title === existing.title ? existing.slug : await freeSlug(tx, blogPosts, input.title, "post", id);
    const publishedAt = input.isPublished ? (existing.isPublished && existing.publishedAt ? existing.publishedAt : new Date()) : null;

    await tx
      .update(blogPosts)
      .set({ ...values, slug, publishedAt })
      .where(eq(blogPosts.id, id));
    await recordAudit(tx, {
      action: AUDIT_ACTIONS.postUpdated,
      resourceType: "blog_post",
      resourceId: id,
      userId: actor.id,
      ip,
      details: {
        title: input.title,
        changed,
        ...(slug !== existing.slug ? { slug: { from: existing.slug, to: slug } } : {}),
        ...(changed.includes("isPublished") ? { isPublished: input.isPublished } : {}),
      },
    });
    return { ok: true as const, id, slug };
  });
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

export type PostForEdit = { id: string; slug: string; isPublished: boolean; publishedAt: Date | null; values: PostFormValues };

/**
 * A post as the edit form shows it. An SEO title or description equal to the
 * title or summary shows empty, so it keeps following them.
 */
export async function getPostForEdit(id: string): Promise<PostForEdit | null> {
  if (!isRowId(id)) return null;
  const [post] = await db().select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  if (!post) return null;
  return {
    id: post.id,
    slug: post.slug,
    isPublished: post.isPublished,
    publishedAt: post.publishedAt,
    values: {
      title: post.title,
      summary: post.summary,
      content: post.content,
      categoryId: post.categoryId,
      tags: post.tags.join(", "),
      authorName: post.authorName,
      authorBio: post.authorBio ?? "",
      featuredImageUrl: post.featuredImageUrl ?? "",
      featuredImageAlt: post.featuredImageAlt ?? "",
      featuredImageDecorative: post.featuredImageDecorative,
      isFeatured: post.isFeatured,
      isPublished: post.isPublished,
      seoTitle: post.seoTitle && post.seoTitle !== post.title ? post.seoTitle : "",
      seoDescription: post.seoDescription && post.seoDescription !== post.summary ? post.seoDescription : "",
    },
  };
}

// ---------------------------------------------------------------- categories

export type AdminCategory = { id: string; name: string; slug: string; icon: string; postCount: number };

/** Every category by name, with how many posts (drafts included) use it. */
export async function listCategories(): Promise<AdminCategory[]> {
  const categories = await listCategoriesCounting();
  return categories.map(({ count: postCount, ...category }) => ({ ...category, postCount }));
}

export type CategoryResult = { ok: true; id: string; slug: string } | { ok: false; message: string };

async function nameTaken(tx: Queryable, name: string, exceptId?: string): Promise<boolean> {
  const rows = await tx
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(sql`lower(${blogCategories.name}) = lower(${name})`);
  return rows.some((row) => row.id !== exceptId);
}

const NAME_TAKEN = (name: string): CategoryResult => ({ ok: false, message: `A category called "${name}" already exists.` });

export async function createCategory(actor: Actor, input: CategoryInput, ip?: string | null): Promise<CategoryResult> {
  return withSlugRetry(async (tx) => {
    if (await nameTaken(tx, input.name)) return NAME_TAKEN(input.name);
    const slug = await freeSlug(tx, blogCategories, input.name, "category");
    const [category] = await tx
      .insert(blogCategories)
      .values({ name: input.name, slug })
      .returning({ id: blogCategories.id });
    await recordAudit(tx, {
      action: AUDIT_ACTIONS.categoryCreated,
      resourceType: "blog_category",
      resourceId: category.id,
      userId: actor.id,
      ip,
      details: { name: input.name, slug },
    });
    return { ok: true as const, id: category.id, slug };
  });
}

/** Renames a category; its slug follows the new name. Null when there is no such category. */
export async function renameCategory(
  actor: Actor,
  id: string,
  input: CategoryInput,
  ip?: string | null,
): Promise<CategoryResult | null> {
  if (!isRowId(id)) return null;
  return withSlugRetry(async (tx) => {
    const [existing] = await tx.select().from(blogCategories).where(eq(blogCategories.id, id)).for("update");
    if (!existing) return null;
    if (existing.name === input.name) return { ok: true as const, id, slug: existing.slug };
    if (await nameTaken(tx, input.name, id)) return NAME_TAKEN(input.name);
    const slug =
      slugBase(input.name) === existing.slug ? existing.slug : await freeSlug(tx, blogCategories, input.name, "category", id);
    await tx.update(blogCategories).set({ name: input.name, slug }).where(eq(blogCategories.id, id));
    await recordAudit(tx, {
      action: AUDIT_ACTIONS.categoryRenamed,
      resourceType: "blog_category",
      resourceId: id,
      userId: actor.id,
      ip,
      details: { from: existing.name, to: input.name, slug },
    });
    return { ok: true as const, id, slug };
  });
}

function postsInCategoryMessage(n: number): string {
  return n === 1
    ? "Move or delete the 1 post in this category first."
    : `Move or delete the ${n} posts in this category first.`;
}

/** Deletes an unused category; refuses (and changes nothing) while posts use it. Null when there is no such category. */
export async function deleteCategory(actor: Actor, id: string, ip?: string | null): Promise<CategoryResult | null> {
  if (!isRowId(id)) return null;
  return changeInsights(async (tx) => {
    const [existing] = await tx.select().from(blogCategories).where(eq(blogCategories.id, id)).for("update");
    if (!existing) return null;
    const [{ used }] = await tx.select({ used: count() }).from(blogPosts).where(eq(blogPosts.categoryId, id));
    if (used > 0) return { ok: false as const, message: postsInCategoryMessage(used) };
    await tx.delete(blogCategories).where(eq(blogCategories.id, id));
    await recordAudit(tx, {
      action: AUDIT_ACTIONS.categoryDeleted,
      resourceType: "blog_category",
      resourceId: id,
      userId: actor.id,
      ip,
      details: { name: existing.name, slug: existing.slug },
    });
    return { ok: true as const, id, slug: existing.slug };
  });
}

