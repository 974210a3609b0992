/**
 * A post's history: every save kept as a revision (who, when, every field),
 * listed newest first, compared with the current text, and restored as a new
 * revision. Restoring a live post's revision makes it the pending changes
 * (readers keep the live version until someone publishes); a draft takes it
 * at once. Both are audited, and both refuse to overwrite a newer save.
 */
import { and, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPostRevisions, blogPosts, type RevisionKind } from "~/db/schema";
import { recordAudit } from "../audit/audit.server";
import { isRowId } from "~/db/row-id";
import { AUDIT_ACTIONS } from "../audit/audit-actions";
import {
  categoryExists,
  categoryNames,
  changeInsights,
  currentFields,
  fieldColumns,
  liveFields,
  sameFields,
  type Actor,
} from "./admin-posts.server";
import { diffPostFields, type FieldDiff } from "./post-diff";
import { recordRevision } from "./revision-record.server";

export type RevisionSummary = {
  id: string;
  version: number;
  kind: RevisionKind;
  savedBy: string | null;
  savedAt: Date;
  restoredFrom: string | null;
  title: string;
};

/** How many revisions the history lists (the newest); older ones are kept but not listed. */
export const HISTORY_LIMIT = 100;

/** A post's revisions, newest first. */
export async function listRevisions(postId: string): Promise<RevisionSummary[]> {
  if (!isRowId(postId)) return [];
  const rows = await db()
    .select({
      id: blogPostRevisions.id,
      version: blogPostRevisions.version,
      kind: blogPostRevisions.kind,
      savedBy: blogPostRevisions.savedByName,
      savedAt: blogPostRevisions.createdAt,
      restoredFrom: blogPostRevisions.restoredFrom,
      fields: blogPostRevisions.fields,
    })
    .from(blogPostRevisions)
    .where(eq(blogPostRevisions.postId, postId))
    .orderBy(desc(blogPostRevisions.createdAt), desc(blogPostRevisions.version))
    .limit(HISTORY_LIMIT);
  return rows.map(({ fields, ...row }) => ({ ...row, title: fields.title }));
}

export type RevisionComparison = {
  revision: RevisionSummary;
  /** from the revision to the current text (the pending changes, else the live post) */
  changes: FieldDiff[];
};

/** One revision compared with the post's current text; null when either does not exist. */
export async function compareRevision(postId: string, revisionId: string): Promise<RevisionComparison | null> {
  if (!isRowId(postId) || !isRowId(revisionId)) return null;
  const [row] = await db()
    .select({ revision: blogPostRevisions, post: blogPosts })
    .from(blogPostRevisions)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostRevisions.postId))
    .where(and(eq(blogPostRevisions.id, revisionId), eq(blogPostRevisions.postId, postId)))
    .limit(1);
  if (!row) return null;
  const { revision, post } = row;
  return {
    revision: {
      id: revision.id,
      version: revision.version,
      kind: revision.kind,
      savedBy: revision.savedByName,
      savedAt: revision.createdAt,
      restoredFrom: revision.restoredFrom,
      title: revision.fields.title,
    },
    changes: diffPostFields(revision.fields, currentFields(post), await categoryNames(db())),
  };
}

export type RestoreResult =
  | { ok: true; pending: boolean }
  | { ok: false; reason: "not-found" | "conflict" | "category-gone" };

/**
 * Restores a revision as a new one (kind "restored"): a live post's pending
 * changes, or a draft's text. Refused when `version` is not the post's (someone saved since the page was loaded)
 * or the revision's category is gone.
 */
export async function restoreRevision(
  actor: Actor,
  postId: string,
  revisionId: string,
  options: { version?: number | null; ip?: string | null; now?: Date } = {},
): Promise<RestoreResult> {
  if (!isRowId(postId) || !isRowId(revisionId)) return { ok: false, reason: "not-found" };
  const now = options.now ?? new Date();
  return changeInsights(async (tx): Promise<RestoreResult> => {
    const [post] = await tx.select().from(blogPosts).where(eq(blogPosts.id, postId)).for("update");
    if (!post) return { ok: false, reason: "not-found" };
    const [revision] = await tx
      .select()
      .from(blogPostRevisions)
      .where(and(eq(blogPostRevisions.id, revisionId), eq(blogPostRevisions.postId, postId)))
      .limit(1);
    if (!revision) return { ok: false, reason: "not-found" };
    if (options.version != null && options.version !== post.version) return { ok: false, reason: "conflict" };
    // A revision may name a category deleted since; the post cannot take it.
    if (!(await categoryExists(tx, revision.fields.categoryId))) return { ok: false, reason: "category-gone" };

    const version = post.version + 1;
    const fields = revision.fields;
    if (post.isPublished) {
      const pending = sameFields(fields, liveFields(post)) ? null : fields;
      await tx
        .update(blogPosts)
        .set({ pendingChanges: pending, pendingSavedAt: pending ? now : null, version })
        .where(eq(blogPosts.id, postId));
    } else {
      // The slug stays: a draft's address is not public yet, and the next save with a new title makes a fresh one.
      await tx
        .update(blogPosts)
        .set({ ...fieldColumns(fields), version })
        .where(eq(blogPosts.id, postId));
    }
    await recordRevision(tx, { postId, version, kind: "restored", fields, actor, restoredFrom: revision.id });
    await recordAudit(tx, {
      action: AUDIT_ACTIONS.postRestored,
      resourceType: "blog_post",
      resourceId: postId,
      userId: actor.id,
      ip: options.ip,
      details: {
        title: fields.title,
        revision: revision.id,
        revisionVersion: revision.version,
        pending: post.isPublished,
      },
    });
    return { ok: true, pending: post.isPublished };
  });
}

/** Drops a live post's pending changes (they stay in the history). False when there were none, or no such post. */
export async function discardPendingChanges(actor: Actor, postId: string, ip?: string | null): Promise<boolean> {
  if (!isRowId(postId)) return false;
  return changeInsights(async (tx) => {
    const [post] = await tx.select().from(blogPosts).where(eq(blogPosts.id, postId)).for("update");
    if (!post?.pendingChanges) return false;
    await tx
      .update(blogPosts)
      .set({ pendingChanges: null, pendingSavedAt: null, version: post.version + 1 })
      .where(eq(blogPosts.id, postId));
    await recordAudit(tx, {
      action: AUDIT_ACTIONS.postChangesDiscarded,
      resourceType: "blog_post",
      resourceId: postId,
      userId: actor.id,
      ip,
      details: { title: post.title, discardedTitle: post.pendingChanges.title },
    });
    return true;
  });
}
