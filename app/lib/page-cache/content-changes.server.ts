/**
 * Content changes, announced to every instance (ADR 024). A change to posts
 * or categories runs `announceContentChange` inside its transaction: the
 * NOTIFY reaches every instance listening on the database when it commits
 * (PostgreSQL delivers it only then, and to every session). Each instance
 * drops what showed that content: its cached pages and its other caches of it
 * (subscribers). This instance drops them at once (`contentChanged`), without
 * waiting for its own notification.
 *
 * While an instance's listening connection is down it could miss a change,
 * so its page cache serves nothing until it listens again. PGlite serves one
 * process: there the local drop is the whole story.
 */
import { sql } from "drizzle-orm";
import { db, type DatabaseHandle, type Queryable } from "~/db/client.server";
import { logger } from "../runtime/logger.server";
import { processPageCache } from "./process-page-cache.server";

const CHANNEL = "page_content";
const RELISTEN_MS = 1_000;

/**
 * Kinds of content cached pages show: insights, the redirects (a kept 404 or redirect shows them), and what every
 * page shows (`site`, e.g. a menu; and `pages`, any change to pages that does not say which: ADR 063). Announcing
 * `site` or `pages` drops every cached page; a change to one stored page announces its own tags instead
 * (page-tags.ts).
 */
export const CONTENT = { insights: "insights", pages: "pages", site: "site", redirects: "redirects" } as const;
export type ContentTag = (typeof CONTENT)[keyof typeof CONTENT];

/** The tags that drop every cached page. */
const EVERY_PAGE: ReadonlySet<string> = new Set([CONTENT.pages, CONTENT.site]);

const subscribers = new Set<(tags: readonly string[]) => void>();

/** Calls `listener` with the tags of every change, from this instance or another. */
export function onContentChange(listener: (tags: readonly string[]) => void): void {
  subscribers.add(listener);
}

/**
 * Drops, in this instance, everything that shows `tags`: only the cached pages that recorded one of them (a page's
 * own `page:<id>`, the pages linking to it: page-tags.ts), or every cached page for `site` or `pages`.
 */
export function contentChanged(tags: readonly string[]): void {
  if (tags.some((tag) => EVERY_PAGE.has(tag))) processPageCache().clear();
  else if (tags.length > 0) processPageCache().invalidate(tags);
  for (const listener of subscribers) listener(tags);
}

/**
 * Tells every instance, when `tx` commits, that content of `tags` changed (a kind of content, or a page's own tags:
 * page-tags.ts; none of them holds a comma).
 */
export async function announceContentChange(tx: Queryable, tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${tags.join(",")})`);
}

/**
 * Runs a change to content of `tags` in a transaction that announces it to every instance when it commits, and
 * drops at once, here, everything that shows it. `work` may add tags it learns while it runs (`announce`): a page's
 * publish knows only then whether its path or title changed.
 */
export async function changeContent<T>(
  tags: readonly string[],
  work: (tx: Queryable, announce: (more: readonly string[]) => void) => Promise<T>,
): Promise<T> {
  const announced = [...tags];
  try {
    return await db().transaction(async (tx) => {
      const result = await work(tx, (more) => announced.push(...more.filter((tag) => !announced.includes(tag))));
      await announceContentChange(tx, announced);
      return result;
    });
  } finally {
    contentChanged(announced);
  }
}

/**
 * Follows other instances' changes on PostgreSQL until the returned stop is
 * called: listens, and when the connection drops, pauses the page cache and
 * listens again every second until it can.
 */
export async function followContentChanges(database: DatabaseHandle): Promise<() => Promise<void>> {
  if (database.kind !== "postgres") return async () => {};
  const cache = processPageCache();
  let stopped = false;
  let unsubscribe: (() => Promise<void>) | null = null;
  let retry: NodeJS.Timeout | undefined;

  const listen = async () => {
    try {
      unsubscribe = await database.listen(
        CHANNEL,
        (payload) => contentChanged(payload.split(",").filter(Boolean)),
        () => {
          logger.warn("page cache paused: the connection that hears content changes dropped");
          cache.pause(true);
          for (const listener of subscribers) listener(Object.values(CONTENT));
          unsubscribe = null;
          if (!stopped) retry = setTimeout(listen, RELISTEN_MS);
        },
      );
      if (stopped) return void (await unsubscribe());
      cache.pause(false);
    } catch (error) {
      cache.pause(true);
      if (stopped) return;
      logger.warn({ err: error }, "page cache paused: could not listen for content changes");
      retry = setTimeout(listen, RELISTEN_MS);
    }
  };
  cache.pause(true);
  await listen();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await unsubscribe?.();
  };
}
