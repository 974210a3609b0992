/**
 * Reads of content that a render for the page cache keeps for the next such
 * render (ADR 039): a page missing from the cache (another query string, a
 * page dropped by a change) often shows what another page has just read, a
 * post, the newest posts, a page of the list. Each read is kept until a
 * change to its content (the same announcement that drops the cached pages,
 * from this instance or another), for at most a minute, and at most
 * MAX_READS of them, the oldest dropped first.
 *
 * Only renders the page cache may keep use these reads, while the cache is
 * on and hears every change: they already show content as of the last
 * change. Every other reader (an admin, a visitor with a session, a script or
 * test calling the domain modules) reads the database.
 */
import { db } from "~/db/client.server";
import { onContentChange, type ContentTag } from "./content-changes.server";
import { pageShows, renderingForPageCache } from "./page-record.server";
import { processPageCache } from "./process-page-cache.server";

/** Backstop for anything a change announcement could miss. */
export const READ_KEPT_MS = 60_000;
/** Reads kept per database. */
export const MAX_READS = 256;

type Kept = { value: Promise<unknown>; expires: number };
let keptByDatabase = new WeakMap<object, Map<string, Kept>>();

/**
 * `read()`, which shows content of kind `tag`, or its result kept under `key` by an earlier render for the page
 * cache. Tells the page being rendered that it shows `tag`.
 */
export function keptRead<T>(tag: ContentTag, key: string, read: () => PromiseLike<T>): Promise<T> {
  pageShows(tag);
  if (!renderingForPageCache() || !processPageCache().enabled) return Promise.resolve(read());
  const database = db();
  let kept = keptByDatabase.get(database);
  if (!kept) keptByDatabase.set(database, (kept = new Map()));
  const now = Date.now();
  const entryKey = `${tag}:${key}`;
  const found = kept.get(entryKey);
  if (found && found.expires > now) return found.value as Promise<T>;
  kept.delete(entryKey);
  if (kept.size >= MAX_READS) kept.delete(kept.keys().next().value!);
  // Settled once: a query builder's result is a thenable that would run its query again for each later reader.
  const value = new Promise<T>((resolve) => resolve(read()));
  const entry = { value, expires: now + READ_KEPT_MS };
  kept.set(entryKey, entry);
  // A failed read is not kept: the next render tries again.
  value.catch(() => {
    if (kept.get(entryKey) === entry) kept.delete(entryKey);
  });
  return value;
}

// Dropped by every change to content, this instance's or another's, and when the change feed is lost. A read in
// flight when the change comes is dropped with the rest: its result is never kept.
onContentChange(() => {
  keptByDatabase = new WeakMap();
});
