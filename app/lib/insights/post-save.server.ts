/**
 * Saving the post form, new or edited: the submission read and checked, the
 * save, and the answer: the form again with its messages (400, or 503 when
 * the database failed, keeping what was typed), or the list with a toast.
 */
import { data } from "react-router";
import { ADMIN_MESSAGES } from "~/content/admin-posts";
import { redirectWithToast } from "../pages/toast.server";
import { logger } from "../runtime/logger.server";
import { readPostSubmission, type SaveResult } from "./admin-posts.server";
import type { PostFormResult, PostInput } from "./post-schema";


/** The answer for a post that does not exist (any more). */
export const postNotFound = () => data({ message: "There is no such post." }, { status: 404 });

/** Saves the posted form with `save`, and answers; throws postNotFound() when `save` finds no post to change. */
export async function savePostForm(
  request: Request,
  save: (input: PostInput) => Promise<SaveResult | null>,
  savedTitle: string,
) {
  const submission = await readPostSubmission(request);
  if (!submission.ok) {
    return data<PostFormResult>(
      { values: submission.values, fieldErrors: submission.fieldErrors, formError: submission.formError ?? null },
      { status: 400 },
    );
  }
  let result: SaveResult | null;
  try {
    result = await save(submission.input);
  } catch (error) {
    logger.error({ err: error }, "could not save a blog post");
    return data<PostFormResult>({ values: submission.values, fieldErrors: {}, formError: ADMIN_MESSAGES.saveFailed }, { status: 503 });
  }
  if (!result) throw postNotFound();
  if (!result.ok) {
    return data<PostFormResult>({ values: submission.values, fieldErrors: result.fieldErrors, formError: null }, { status: 400 });
  }
  return redirectWithToast("/admin", { kind: "success", title: savedTitle });
}
