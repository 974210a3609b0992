/** What can be done to many posts at once from the admin's list, and how many at most (post-bulk.server.ts does it). */
export const POST_BULK_ACTIONS = ["publish", "unpublish", "delete"] as const;
export type PostBulkAction = (typeof POST_BULK_ACTIONS)[number];

export function isPostBulkAction(value: unknown): value is PostBulkAction {
  return typeof value === "string" && (POST_BULK_ACTIONS as readonly string[]).includes(value);
}

/** At most this many posts in one action (a page is 25; "all matching" of a filter can be more). */
export const POST_BULK_LIMIT = 1_000;
