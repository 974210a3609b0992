/**
 * Publishing, unpublishing and deleting many posts at once, from the admin's list (a selection on the page, or every
 * post the filter matches). One transaction for the lot, announced to every instance like any change to posts; one
 * audit row and (for publish and unpublish) one revision per post changed. When any selected post no longer exists,
 * the whole action is refused and nothing changes: the list the member of staff chose from was out of date.
 *
 * Each action does to a post what its editor would:
 * - publish: a draft or a scheduled post goes live now; a live post's pending changes are published (its slug follows
 *   a new title); a live post without changes is left as it is;
 * - unpublish: a live post is taken down, with its pending changes applied; a scheduled post leaves the schedule and
 *   is a draft again; a draft is left as it is;
 * - delete: the post is deleted.
 */
import { eq, inArray } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { isRowId } from "~/db/row-id";
import { blogPosts, type PostFields, type RevisionKind } from "~/db/schema";
import { AUDIT_ACTIONS } from "../audit/audit-actions";
import { recordAudit } from "../audit/audit.server";
import {
  changedFields,
  currentFields,
  fieldColumns,
  freeSlug,
  liveFields,
  withSlugRetry,
  type Actor,
} from "./admin-posts.server";
import { POST_BULK_LIMIT, type PostBulkAction } from "./post-bulk";
import { recordRevision } from "./revision-record.server";

export type PostBulkResult =
  | { ok: true; changed: number; unchanged: number }
  | { ok: false; reason: "none" | "too-many" | "gone"; missing?: number };

type PostRow = typeof blogPosts.$inferSelect;
type Change = { values: Partial<PostRow>; kind: RevisionKind; fields: PostFields; details: Record<string, unknown> };

/**
 * What publishing (`live` true) or unpublishing does to one post, or null when it would change nothing: a live post
 * with nothing waiting, or a draft that is not scheduled. Either way the post's current fields (its pending changes,
 * if any) become its own, its slug follows a new title, and any schedule ends.
 */
async function goingLive(tx: Queryable, post: PostRow, live: boolean, now: Date): Promise<Change | null> {
  if (live ? post.isPublished && !post.pendingChanges : !post.isPublished && !post.publishAt) return null;
  const fields = currentFields(post);
  const slug = fields.title === post.title ? post.slug : await freeSlug(tx, blogPosts, fields.title, "post", post.id);
  const changed = changedFields(fields, liveFields(post));
  if (post.isPublished !== live) changed.push("isPublished");
  return {
    values: {
      ...fieldColumns(fields),
      slug,
      isPublished: live,
      publishedAt: live ? (post.isPublished && post.publishedAt ? post.publishedAt : now) : null,
      publishAt: null,
      pendingChanges: null,
      pendingSavedAt: null,
    },
    kind: live ? "published" : "saved",
    fields,
    details: {
      title: fields.title,
      changed,
      ...(slug !== post.slug ? { slug: { from: post.slug, to: slug } } : {}),
      isPublished: live,
      ...(!live && post.publishAt && !post.isPublished ? { unscheduled: true } : {}),
    },
  };
}

/**
 * Applies `action` to the posts `ids` (duplicates counted once), in one transaction: every post or none. Refused
 * without a change when the list is empty, over POST_BULK_LIMIT, or names a post that no longer exists.
 */
export async function changePostsInBulk(
  actor: Actor,
  action: PostBulkAction,
  ids: readonly string[],
  options: { ip?: string | null; now?: Date } = {},
): Promise<PostBulkResult> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { ok: false, reason: "none" };
  if (unique.length > POST_BULK_LIMIT) return { ok: false, reason: "too-many" };
  const wellFormed = unique.filter(isRowId);
  const now = options.now ?? new Date();
  // withSlugRetry: a concurrent save may take a slug a published title needs; the whole action is tried again.
  return withSlugRetry(async (tx) => {
    const posts = wellFormed.length
      ? await tx.select().from(blogPosts).where(inArray(blogPosts.id, wellFormed)).orderBy(blogPosts.id).for("update")
      : [];
    if (posts.length !== unique.length)
      return { ok: false as const, reason: "gone" as const, missing: unique.length - posts.length };
    let changed = 0;
    for (const post of posts) {
      if (action === "delete") {
        await tx.delete(blogPosts).where(eq(blogPosts.id, post.id));
        await recordAudit(tx, {
          action: AUDIT_ACTIONS.postDeleted,
          resourceType: "blog_post",
          resourceId: post.id,
          userId: actor.id,
          ip: options.ip,
          details: { title: post.title, slug: post.slug, wasPublished: post.isPublished, bulk: true },
        });
        changed++;
        continue;
      }
      const change = await goingLive(tx, post, action === "publish", now);
      if (!change) continue;
      const version = post.version + 1;
      await tx
        .update(blogPosts)
        .set({ ...change.values, version })
        .where(eq(blogPosts.id, post.id));
      await recordRevision(tx, { postId: post.id, version, kind: change.kind, fields: change.fields, actor });
      await recordAudit(tx, {
        action: AUDIT_ACTIONS.postUpdated,
        resourceType: "blog_post",
        resourceId: post.id,
        userId: actor.id,
        ip: options.ip,
        details: { ...change.details, bulk: true },
      });
      changed++;
    }
    return { ok: true as const, changed, unchanged: posts.length - changed };
  });
}
