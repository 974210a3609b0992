/**
 * The posts list's bulk action as the admin's form posts it: which action, which posts (the ticked `ids`, or every
 * post the list's filter matches), asked first when it deletes, then done by changePostsInBulk and answered with a
 * toast on the list, or with a message that says why nothing changed.
 */
import { data } from "react-router";
import { adminDashboard as copy, ADMIN_MESSAGES } from "~/content/admin-posts";
import { redirectWithToast } from "../pages/toast.server";
import { logger } from "../runtime/logger.server";
import { readPostFilter, withPostFilter, type PostFilter } from "./admin-post-filter";
import { matchingPostIds } from "./admin-post-list.server";
import type { Actor } from "./admin-posts.server";
import { isPostBulkAction } from "./post-bulk";
import { changePostsInBulk } from "./post-bulk.server";

/** What the action answers when it does not redirect: the question before a deletion, or why nothing changed. */
export type PostBulkAnswer =
  | { kind: "confirm-bulk"; count: number; ids: string[]; matching: boolean; filter: PostFilter }
  | { kind: "error"; message: string };

/**
 * Publish, unpublish or delete the posts ticked in the list (`ids`), or every post its filter matches (`scope` =
 * matching): one transaction, refused whole when a post has gone. A deletion is asked first (confirm=yes).
 */
export async function postBulkAction(admin: Actor, form: FormData, ip: string) {
  const action = form.get("bulkAction");
  if (!isPostBulkAction(action)) {
    return data<PostBulkAnswer>({ kind: "error", message: copy.notUnderstood }, { status: 400 });
  }
  const filter = readPostFilter(
    new URLSearchParams(
      (["q", "status", "category", "page"] as const).map((name) => [name, String(form.get(name) ?? "")]),
    ),
  );
  const backTo = withPostFilter("/admin", filter, filter.page);
  const matching = form.get("scope") === "matching";
  let ids: string[];
  try {
    ids = matching ? await matchingPostIds(filter) : form.getAll("ids").map(String);
  } catch (error) {
    logger.error({ err: error }, "could not read the posts a bulk action names");
    return data<PostBulkAnswer>({ kind: "error", message: ADMIN_MESSAGES.saveFailed }, { status: 503 });
  }
  if (ids.length === 0)
    return data<PostBulkAnswer>({ kind: "error", message: copy.bulk.refused.none }, { status: 400 });
  if (action === "delete" && form.get("confirm") !== "yes") {
    const unique = [...new Set(ids)];
    return data<PostBulkAnswer>({
      kind: "confirm-bulk",
      count: unique.length,
      ids: matching ? [] : unique,
      matching,
      filter,
    });
  }
  let result: Awaited<ReturnType<typeof changePostsInBulk>>;
  try {
    result = await changePostsInBulk(admin, action, ids, { ip });
  } catch (error) {
    logger.error({ err: error, action }, "could not change posts in bulk");
    return data<PostBulkAnswer>(
      { kind: "error", message: action === "delete" ? ADMIN_MESSAGES.deleteFailed : ADMIN_MESSAGES.saveFailed },
      { status: 503 },
    );
  }
  if (!result.ok) {
    const message =
      result.reason === "none"
        ? copy.bulk.refused.none
        : result.reason === "too-many"
          ? copy.bulk.refused.tooMany
          : copy.bulk.refused.gone(result.missing ?? 1);
    return data<PostBulkAnswer>({ kind: "error", message }, { status: result.reason === "gone" ? 409 : 400 });
  }
  return redirectWithToast(backTo, {
    kind: "success",
    title: copy.bulk.done[action](result.changed),
    description: result.unchanged > 0 ? copy.bulk.unchanged[action](result.unchanged) || undefined : undefined,
  });
}
