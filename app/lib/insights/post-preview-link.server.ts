/**
 * Signed preview links: a draft (or a live post's pending changes) shown to a
 * colleague who is not signed in, for 7 days. The token is an HMAC-SHA256 over
 * the post's id and the link's expiry, with a key derived from the server
 * secret for this purpose only; no row holds it. The link shows whatever the
 * draft is when it is opened. Signing and checking are pure (secret and clock
 * are arguments).
 *
 * Token: <post id>.<expiry, seconds since 1970>.<signature> (URL-safe)
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogCategories, blogPosts, type PostFields } from "~/db/schema";
import { isRowId } from "~/db/row-id";
import { currentFields } from "./admin-posts.server";
import type { PostCategory } from "./posts.server";
import { imageIdFromPath, type StoredImage } from "../images/image-variants";
import { getStoredImage } from "../images/images.server";

export const PREVIEW_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type PreviewCheck = { ok: true; postId: string; expiresAt: Date } | { ok: false; reason: "invalid" | "expired" };

function key(secret: string): Buffer {
  return crypto.createHmac("sha256", secret).update("kestrel:post-preview-links:v1").digest();
}

function signature(secret: string, postId: string, expiry: string): string {
  return crypto.createHmac("sha256", key(secret)).update(`post-preview\n${postId}\n${expiry}`).digest("base64url");
}

/** A preview token for `postId`, valid for 7 days from `now`. */
export function signPreviewToken(secret: string, postId: string, now = Date.now()): { token: string; expiresAt: Date } {
  const expirySeconds = Math.floor((now + PREVIEW_LINK_TTL_MS) / 1000);
  const expiry = String(expirySeconds);
  return {
    token: `${postId}.${expiry}.${signature(secret, postId, expiry)}`,
    expiresAt: new Date(expirySeconds * 1000),
  };
}

/** Checks a preview token: its shape and signature first, then its expiry. */
export function verifyPreviewToken(secret: string, token: unknown, now = Date.now()): PreviewCheck {
  if (typeof token !== "string") return { ok: false, reason: "invalid" };
  const parts = token.split(".");
  if (parts.length !== 3) return { ok: false, reason: "invalid" };
  const [postId, expiry, given] = parts;
  if (!isRowId(postId) || !/^[1-9][0-9]{0,11}$/.test(expiry) || !/^[A-Za-z0-9_-]{43}$/.test(given))
    return { ok: false, reason: "invalid" };
  const expected = signature(secret, postId, expiry);
  if (!crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return { ok: false, reason: "invalid" };
  if (Number(expiry) * 1000 <= now) return { ok: false, reason: "expired" };
  return { ok: true, postId, expiresAt: new Date(Number(expiry) * 1000) };
}

export type PostPreview = {
  id: string;
  slug: string;
  fields: PostFields;
  category: PostCategory;
  /** the uploaded featured image the draft names, or null */
  featuredImage: StoredImage | null;
  isPublished: boolean;
  publishedAt: Date | null;
  publishAt: Date | null;
  savedAt: Date;
};

/** The draft a preview link shows: a live post's pending changes, else the post as saved; null when it was deleted. */
export async function getPostPreview(postId: string): Promise<PostPreview | null> {
  if (!isRowId(postId)) return null;
  const [row] = await db().select().from(blogPosts).where(eq(blogPosts.id, postId)).limit(1);
  if (!row) return null;
  const fields = currentFields(row);
  const [category] = await db()
    .select({ name: blogCategories.name, slug: blogCategories.slug, icon: blogCategories.icon })
    .from(blogCategories)
    .where(eq(blogCategories.id, fields.categoryId))
    .limit(1);
  if (!category) return null;
  const imageId = imageIdFromPath(fields.featuredImageUrl);
  return {
    featuredImage: imageId ? await getStoredImage(imageId) : null,
    id: row.id,
    slug: row.slug,
    fields,
    category,
    isPublished: row.isPublished,
    publishedAt: row.publishedAt,
    publishAt: row.publishAt,
    savedAt: row.pendingChanges && row.pendingSavedAt ? row.pendingSavedAt : row.updatedAt,
  };
}
