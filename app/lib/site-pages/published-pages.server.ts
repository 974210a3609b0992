/**
 * The public read of the marketing pages (ADR 056): every published page, loaded from the database once and kept in
 * the process, by path, until a change to pages is announced (by this instance or another) or the change feed is
 * lost. Each stored section is upgraded and checked on read; one that cannot be read is left off the public page
 * and logged once, with the page's path, the section's id and its problem: the rest of the page is served, never
 * a 500.
 */
import { asc, eq } from "drizzle-orm";
import { pageKey } from "~/content/pages/links";
import { readStoredPage } from "~/content/pages/schema/stored-page";
import type { MarketingPage } from "~/content/pages/types";
import { db, type Database } from "~/db/client.server";
import { sitePages } from "~/db/schema";
import { CONTENT, onContentChange } from "../page-cache/content-changes.server";
import { pageShows } from "../page-cache/page-record.server";
import { logger } from "../runtime/logger.server";

type PublishedPages = { list: MarketingPage[]; byPath: Map<string, MarketingPage> };

let loadedByDatabase = new WeakMap<object, Promise<PublishedPages>>();

async function loadPublishedPages(database: Database): Promise<PublishedPages> {
  const rows = await database
    .select({ path: sitePages.path, content: sitePages.content })
    .from(sitePages)
    .where(eq(sitePages.isPublished, true))
    .orderBy(asc(sitePages.createdAt), asc(sitePages.path));
  const list = rows.map(({ path, content }) => {
    const { page, unreadable } = readStoredPage(path, content);
    for (const section of unreadable) {
      logger.warn(
        { path, section: section.id, kind: section.kind, problem: section.problem },
        "a page's section could not be read: the public page is shown without it",
      );
    }
    return page;
  });
  return { list, byPath: new Map(list.map((page) => [pageKey(page.path), page])) };
}

function publishedPagesRead(): Promise<PublishedPages> {
  pageShows(CONTENT.pages);
  const database = db();
  let loaded = loadedByDatabase.get(database);
  if (!loaded) {
    const kept = loadedByDatabase;
    loaded = loadPublishedPages(database);
    kept.set(database, loaded);
    // A failed load is not kept: the next request tries again.
    loaded.catch(() => {
      if (kept.get(database) === loaded) kept.delete(database);
    });
  }
  return loaded;
}

/** The published page on a URL path, matched as the router matches (any case, trailing slash or not). */
export async function publishedPage(pathname: string): Promise<MarketingPage | undefined> {
  return (await publishedPagesRead()).byPath.get(pageKey(pathname));
}

/** Every published page, oldest first (the seeded ones in the registry's order). */
export async function publishedPages(): Promise<readonly MarketingPage[]> {
  return (await publishedPagesRead()).list;
}

// Dropped by every change to pages, this instance's or another's, and when the change feed is lost.
onContentChange((tags) => {
  if (tags.includes(CONTENT.pages)) loadedByDatabase = new WeakMap();
});
