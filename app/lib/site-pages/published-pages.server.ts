/**
 * The public read of the marketing pages (ADR 056): every published page, loaded from the database once and kept in
 * the process, by path, until a change to pages is announced (by this instance or another) or the change feed is
 * lost. Each stored section is upgraded and checked on read; one that cannot be read is left off the public page
 * and logged once, with the page's path, the section's id and its problem: the rest of the page is served, never
 * a 500. While the database cannot be read, the pages it gave last are shown (and not kept by the page cache).
 * The site facts' tokens in the pages' words ("{{phone}}") are replaced here (ADR 061), so the renderer never sees
 * one: the pages are read again when the facts change.
 *
 * Links to pages are stored as references (ADR 063): read here, each shows its page's current path, as every page's
 * id and path are read at once. Each page read tells the page cache what it shows: its own page, and each page it
 * links to, so a publish drops only the pages that show what changed.
 */
import { asc } from "drizzle-orm";
import { pageKey } from "~/content/pages/links";
import { pageLookup } from "~/content/pages/schema/page-references";
import { linkedPages, readStoredPage } from "~/content/pages/schema/stored-page";
import type { MarketingPage } from "~/content/pages/types";
import { db, type Database } from "~/db/client.server";
import { sitePages } from "~/db/schema";
import { CONTENT, onContentChange } from "../page-cache/content-changes.server";
import { pageShows, pageUnfitToKeep } from "../page-cache/page-record.server";
import { isPageTag, PAGE_PATHS, pageLinksTag, pageTag } from "../page-cache/page-tags";
import { logger } from "../runtime/logger.server";
import { siteFacts } from "../site-settings/site-settings.server";
import { withFactsIn } from "../site-settings/tokens";

/** A published page, with the tags a render of it records: its own page's and those of the pages it links to. */
type PublishedEntry = { page: MarketingPage; tags: string[] };

type PublishedPages = { list: MarketingPage[]; byPath: Map<string, PublishedEntry>; tags: string[] };

let loadedByDatabase = new WeakMap<object, Promise<PublishedPages>>();
/** The pages each database gave last, kept through changes: served, unkept, while the database cannot be read. */
const lastReadByDatabase = new WeakMap<object, PublishedPages>();

async function loadPublishedPages(database: Database): Promise<PublishedPages> {
  // Every page, in one read: the published ones shown, each one's id and path for the links to it (a draft's too).
  const [all, facts] = await Promise.all([
    database
      .select({
        id: sitePages.id,
        path: sitePages.path,
        isPublished: sitePages.isPublished,
        content: sitePages.content,
      })
      .from(sitePages)
      .orderBy(asc(sitePages.createdAt), asc(sitePages.path)),
    siteFacts(),
  ]);
  const pages = pageLookup(all);
  const rows = all.filter((row) => row.isPublished);
  const entries = rows.map(({ id, path, content }): PublishedEntry => {
    const { page, unreadable } = readStoredPage(path, content, { pages });
    for (const section of unreadable) {
      logger.warn(
        { path, section: section.id, kind: section.kind, problem: section.problem },
        "a page's section could not be read: the public page is shown without it",
      );
    }
    const tags = [pageTag(id), ...[...linkedPages(content)].map(pageLinksTag)];
    return { page: withFactsIn(page, facts), tags };
  });
  return {
    list: entries.map((entry) => entry.page),
    byPath: new Map(entries.map((entry) => [pageKey(entry.page.path), entry])),
    tags: [PAGE_PATHS, ...rows.map((row) => pageTag(row.id))],
  };
}

function publishedPagesRead(): Promise<PublishedPages> {
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
  const entry = (await publishedPagesRead()).byPath.get(pageKey(pathname));
  // No page here: the answer lasts until a page's path changes or a page goes live or off.
  for (const tag of entry?.tags ?? [PAGE_PATHS]) pageShows(tag);
  return entry?.page;
}

/** Every published page, oldest first (the seeded ones in the registry's order). */
export async function publishedPages(): Promise<readonly MarketingPage[]> {
  const read = await publishedPagesRead();
  for (const tag of read.tags) pageShows(tag);
  return read.list;
}

// Dropped whole by every change to pages, this instance's or another's, by a site-wide change, and when the change
// feed is lost.
onContentChange((tags) => {
  if (tags.some((tag) => tag === CONTENT.pages || tag === CONTENT.site || isPageTag(tag))) {
    loadedByDatabase = new WeakMap();
  }
});
