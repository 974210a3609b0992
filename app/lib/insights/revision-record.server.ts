/** Writing a post's revision: one row per save, in the transaction that made the save (read in post-revisions.server.ts). */
import type { Queryable } from "~/db/client.server";
import { blogPostRevisions, type PostFields, type RevisionKind } from "~/db/schema";

/** Who is acting: a member of staff (named in the history), or null for the schedule. */
type RevisionActor = { id: string; name?: string | null } | null;

export type RevisionEntry = {
  postId: string;
  version: number;
  kind: RevisionKind;
  fields: PostFields;
  actor: RevisionActor;
  restoredFrom?: string | null;
};

/** Keeps one save of a post, in the transaction that made it. */
export async function recordRevision(tx: Queryable, entry: RevisionEntry): Promise<string> {
  const [row] = await tx
    .insert(blogPostRevisions)
    .values({
      postId: entry.postId,
      version: entry.version,
      kind: entry.kind,
      fields: entry.fields,
      restoredFrom: entry.restoredFrom ?? null,
      savedBy: entry.actor?.id ?? null,
      savedByName: entry.actor ? (entry.actor.name ?? null) : null,
    })
    .returning({ id: blogPostRevisions.id });
  return row.id;
}
