/**
 * The post form, both ways: reading what the editor posted (an uploaded image
 * stored first, then every field checked with the shared schema), and filling
 * the edit form from a stored post.
 */
import { isRowId } from "~/db/row-id";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts, type PostFields } from "~/db/schema";
import { toLocalInput } from "./post-schedule";
import type { FieldErrors } from "../forms/form-answers";
import { parseForm } from "../forms/parse";
import { PostInputSchema, postFormValues, type PostFormValues, type PostInput } from "./post-schema";
import { readGuardedForm } from "../forms/form-guard.server";
import { UPLOAD_TOO_LARGE } from "../images/image-types";
import { readFeaturedImage } from "./featured-image.server";
import { currentFields, type SaveIntent } from "./admin-posts.server";

export type PostSubmission =
  | { ok: true; input: PostInput; values: PostFormValues; intent: SaveIntent; version: number | null }
  /** values is null when the form could not be read at all (too large, or not a form). */
  | { ok: false; fieldErrors: FieldErrors; formError?: string; values: PostFormValues | null };

/**
 * Reads the post form (multipart): saves an uploaded image first (its address
 * replaces the URL field, so a correction elsewhere does not need it chosen
 * again), then validates everything with the shared schema.
 */
export async function readPostSubmission(request: Request, uploadedBy: string | null = null): Promise<PostSubmission> {
  const read = await readPostForm(request);
  return read.ok ? postSubmissionFrom(read.form, uploadedBy) : read;
}

/** The post page's posted form (multipart or urlencoded), or why it could not be read. */
export async function readPostForm(
  request: Request,
): Promise<{ ok: true; form: FormData } | Extract<PostSubmission, { ok: false }>> {
  const read = await readGuardedForm(request, { form: "post" });
  if (read.ok) return read;
  if (read.status === 413) return { ok: false, fieldErrors: { featuredImage: UPLOAD_TOO_LARGE }, values: null };
  if (read.status === 403) return { ok: false, fieldErrors: {}, formError: read.message, values: null };
  // A body that is not multipart or urlencoded form data: bad input, not a server failure.
  return { ok: false, fieldErrors: {}, formError: "The form could not be read. Please try again.", values: null };
}

/** The post form's fields, checked (an uploaded image is stored first, as uploaded by `uploadedBy`). */
export async function postSubmissionFrom(form: FormData, uploadedBy: string | null = null): Promise<PostSubmission> {
  const values = postFormValues(Object.fromEntries(form));
  const fieldErrors: FieldErrors = await readFeaturedImage(form, values, uploadedBy);
  const parsed = parseForm(PostInputSchema, values);
  if (!parsed.ok) Object.assign(fieldErrors, parsed.errors);
  if (!parsed.ok || Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors, values };
  const intent: SaveIntent = form.get("intent") === "publish" ? "publish" : "save";
  // The version the editor started from. An edit form always sends it; one without it cannot say it saw the latest.
  const version = /^\d{1,9}$/.test(String(form.get("version") ?? "")) ? Number(form.get("version")) : null;
  return { ok: true, input: parsed.data, values, intent, version };
}

export type PostForEdit = {
  id: string;
  slug: string;
  isPublished: boolean;
  publishedAt: Date | null;
  publishAt: Date | null;
  version: number;
  /** when the live post's pending changes were saved; null when nothing is pending */
  pendingSavedAt: Date | null;
  values: PostFormValues;
};

/** A post's fields as the form shows them: an SEO title or description equal to the title or summary shows empty, so it keeps following them. */
export function formValuesOf(
  fields: PostFields,
  state: { isPublished: boolean; publishAt: Date | null },
): PostFormValues {
  return {
    title: fields.title,
    summary: fields.summary,
    content: fields.content,
    categoryId: fields.categoryId,
    tags: fields.tags.join(", "),
    authorName: fields.authorName,
    authorBio: fields.authorBio ?? "",
    featuredImageUrl: fields.featuredImageUrl ?? "",
    featuredImageAlt: fields.featuredImageAlt ?? "",
    featuredImageDecorative: fields.featuredImageDecorative,
    isFeatured: fields.isFeatured,
    isPublished: state.isPublished,
    publishAt: state.publishAt ? toLocalInput(state.publishAt) : "",
    seoTitle: fields.seoTitle && fields.seoTitle !== fields.title ? fields.seoTitle : "",
    seoDescription: fields.seoDescription && fields.seoDescription !== fields.summary ? fields.seoDescription : "",
  };
}

/** A post as the edit form shows it: its pending changes when it has any, else the post itself. */
export async function getPostForEdit(id: string): Promise<PostForEdit | null> {
  if (!isRowId(id)) return null;
  const [post] = await db().select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  if (!post) return null;
  return {
    id: post.id,
    slug: post.slug,
    isPublished: post.isPublished,
    publishedAt: post.publishedAt,
    publishAt: post.publishAt,
    version: post.version,
    pendingSavedAt: post.pendingChanges ? post.pendingSavedAt : null,
    values: formValuesOf(currentFields(post), post),
  };
}
