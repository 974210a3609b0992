/**
 * Saving the post form, new or edited: the submission read and checked, the
 * save, and the answer: the form again with its messages (400; 409 when
 * another save came first, with theirs compared; 503 when the database
 * failed, keeping what was typed), or the post's editor with a toast that
 * says what happened to the post: the writer stays at their work, a new
 * post's first save opening its own editor.
 */
import { data } from "react-router";
import type { RevisionKind } from "~/db/schema";
import { ADMIN_MESSAGES, postSaved } from "~/content/admin-posts";
import { formatDateTime } from "../pages/format";
import { redirectWithToast } from "../pages/toast.server";
import { logger } from "../runtime/logger.server";
import type { SaveResult } from "./admin-posts.server";
import { postSubmissionFrom, readPostSubmission, type PostSubmission } from "./post-form.server";
import { fromLocalInput } from "./post-schedule";
import type { PostFormResult } from "./post-schema";

/** The answer for a post that does not exist (any more). */
export const postNotFound = () => data({ message: "There is no such post." }, { status: 404 });

type Submitted = Extract<PostSubmission, { ok: true }>;

/** The form again with what was wrong with it (400). */
export function postFormRefused(submission: Extract<PostSubmission, { ok: false }>) {
  return data<PostFormResult>(
    { values: submission.values, fieldErrors: submission.fieldErrors, formError: submission.formError ?? null },
    { status: 400 },
  );
}

/** What the toast adds to the spec's title, for each kind of save. */
function savedDescription(outcome: RevisionKind, publishAt: Date | null): string | undefined {
  if (outcome === "draft") return postSaved.pending;
  if (outcome === "scheduled" && publishAt) return postSaved.scheduled(formatDateTime(publishAt));
  if (outcome === "published") return postSaved.live;
  return undefined;
}

/** Saves the posted form with `save`, and answers; throws postNotFound() when `save` finds no post to change. */
export async function savePostForm(
  request: Request | FormData,
  save: (submission: Submitted) => Promise<SaveResult | null>,
  savedTitle: string,
  /** who is saving: an uploaded image is recorded as theirs */
  uploadedBy: string,
) {
  const submission =
    request instanceof FormData
      ? await postSubmissionFrom(request, uploadedBy)
      : await readPostSubmission(request, uploadedBy);
  if (!submission.ok) return postFormRefused(submission);
  let result: SaveResult | null;
  try {
    result = await save(submission);
  } catch (error) {
    logger.error({ err: error }, "could not save a blog post");
    return data<PostFormResult>(
      { values: submission.values, fieldErrors: {}, formError: ADMIN_MESSAGES.saveFailed },
      { status: 503 },
    );
  }
  if (!result) throw postNotFound();
  if (!result.ok) {
    if (result.conflict) {
      const { conflict } = result;
      return data<PostFormResult>(
        {
          values: submission.values,
          fieldErrors: {},
          formError: null,
          conflict: { ...conflict, savedAt: conflict.savedAt.toISOString() },
        },
        { status: 409 },
      );
    }
    return data<PostFormResult>(
      { values: submission.values, fieldErrors: result.fieldErrors, formError: null },
      { status: 400 },
    );
  }
  const publishAt = result.outcome === "scheduled" ? fromLocalInput(submission.input.publishAt) : null;
  return redirectWithToast(`/admin/posts/${result.id}`, {
    kind: "success",
    title: savedTitle,
    description: savedDescription(result.outcome, publishAt),
  });
}
