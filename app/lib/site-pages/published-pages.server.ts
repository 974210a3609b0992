/**
 * The public read of the marketing pages (ADR 056): every published page, loaded from the database once and kept in
 * the process, by path, until a change to pages is announced (by this instance or another) or the change feed is
 * lost. Each stored section is upgraded and checked on read; one that cannot be read is left off the public page
 * and logged once, with the page's path, the section's id and its problem: the rest of the page is served, never
 * a 500. While the database cannot be read, the pages it gave last are shown (and not kept by the page cache).
 * The site facts' tokens in the pages' words ("{{phone}}") are replaced here (ADR 061), so the renderer never sees
 * one: the pages are read again when the facts change.
 */
import { asc, eq } from "drizzle-orm";
import { pageKey } from "~/content/pages/links";
import { readStoredPage } from "~/content/pages/schema/stored-page";
import type { MarketingPage } from "~/content/pages/types";
import { db, type Database } from "~/db/client.server";
import { sitePages } from "~/db/schema";
import { CONTENT, onContentChange } from "../page-cache/content-changes.server";
import { pageShows, pageUnfitToKeep } from "../page-cache/page-record.server";
import { logger } from "../runtime/logger.server";
import { siteFacts } from "../site-settings/site-settings.server";
import { withFactsIn } from "../site-settings/tokens";

type PublishedPages = { list: MarketingPage[]; byPath: Map<string, MarketingPage> };

let loadedByDatabase = new WeakMap<object, Promise<PublishedPages>>();
/** The pages each database gave last, kept through changes: served, unkept, while the database cannot be read. */
const lastReadByDatabase = new WeakMap<object, PublishedPages>();

async function loadPublishedPages(database: Database): Promise<PublishedPages> {
  const [rows, facts] = await Promise.all([
    database
      .select({ path: sitePages.path, content: sitePages.content })
      .from(sitePages)
      .where(eq(sitePages.isPublished, true))
      .orderBy(asc(sitePages.createdAt), asc(sitePages.path)),
    siteFacts(),
  ]);
  const list = rows.map(({ path, content }) => {
    const { page, unreadable } = readStoredPage(path, content);
    for (const section of unreadable) {
      logger.warn(
        { path, section: section.id, kind: section.kind, problem: section.problem },
        "a page's section could not be read: the public page is shown without it",
      );
    }
    return withFactsIn(page, facts);
  });
  return { list, byPath: new Map(list.map((page) => [pageKey(page.path), page])) };
}

function publishedPagesRead(): Promise<PublishedPages> {
  pageShows(CONTENT.pages);
  const database = db();
  let loaded = loadedByDatabase.get(database);
  if (!loaded) {
    const kept = loadedByDatabase;
    const loading = loadPublishedPages(database).then((pages) => {
      lastReadByDatabase.set(database, pages);
      return pages;
    });
    kept.set(database, loading);
    // A failed load is not kept: the next request tries again.
    loading.catch(() => {
      if (kept.get(database) === loading) kept.delete(database);
    });
    loaded = loading;
  }
  return loaded.catch((error: unknown) => {
    const last = lastReadByDatabase.get(database);
    if (!last) throw error;
    logger.warn({ err: error }, "could not read the published pages: showing those read last");
    pageUnfitToKeep("the published pages could not be read");
    return last;
  });
}

/** The published page on a URL path, matched as the router matches (any case, trailing slash or not). */
export async function publishedPage(pathname: string): Promise<MarketingPage | undefined> {
  return (await publishedPagesRead()).byPath.get(pageKey(pathname));
}

/** Every published page, oldest first (the seeded ones in the registry's order). */
export async function publishedPages(): Promise<readonly MarketingPage[]> {
  return (await publishedPagesRead()).list;
}

// Dropped by every change to pages or to the facts they show, this instance's or another's, and when the change feed
// is lost.
onContentChange((tags) => {
  if (tags.includes(CONTENT.pages) || tags.includes(CONTENT.site)) loadedByDatabase = new WeakMap();
});
