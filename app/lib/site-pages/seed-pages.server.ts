/**
 * The page modules are the site's first content (ADR 056): an empty database is seeded from the registry, every
 * page published with a first revision saved by nobody. From then on the database is the pages' source and the
 * seed does nothing, so it never overwrites what staff have edited. Each link to a seeded page is stored as a
 * reference to it (ADR 063).
 */
import { randomUUID } from "node:crypto";
import { count, sql } from "drizzle-orm";
import { marketingPages } from "~/content/pages";
import { pageKey } from "~/content/pages/links";
import { pageLookup } from "~/content/pages/schema/page-references";
import { storePage } from "~/content/pages/schema/stored-page";
import type { MarketingPage } from "~/content/pages/types";
import type { Database } from "~/db/client.server";
import { sitePageRevisions, sitePages } from "~/db/schema";

/** The advisory lock (one bigint key) of the seed: beside the sample content seed's 727275 and the jobs' 727276–727280. */
export const SITE_PAGES_SEED_LOCK_KEY = 727_281;

/**
 * Stores every page of `pages` (the registry's by default) when the database holds no page yet, in one
 * transaction; returns how many it stored (0: there were pages already). Instances starting together on one
 * empty database seed it once: they take turns under the lock, and a path stored already is left as it is.
 */
export async function seedSitePages(
  database: Database,
  pages: readonly MarketingPage[] = marketingPages,
): Promise<number> {
  return database.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SITE_PAGES_SEED_LOCK_KEY})`);
    const [{ value: existing }] = await tx.select({ value: count() }).from(sitePages);
    if (existing > 0) return 0;
    const now = Date.now();
    // Ids chosen here, so that the pages' links to each other are stored as references in the same insert.
    const ids = pages.map(() => randomUUID());
    const lookup = pageLookup(pages.map((page, index) => ({ id: ids[index], path: pageKey(page.path) })));
    const rows = pages.map((page, index) => {
      // One millisecond apart, so that reading them oldest first gives the registry's order.
      const at = new Date(now + index);
      return {
        id: ids[index],
        path: pageKey(page.path),
        content: storePage(page, { pages: lookup }),
        isPublished: true,
        publishedAt: at,
        createdAt: at,
        updatedAt: at,
      };
    });
    const stored = await tx
      .insert(sitePages)
      .values(rows)
      .onConflictDoNothing({ target: sitePages.path })
      .returning({ id: sitePages.id, path: sitePages.path, content: sitePages.content, version: sitePages.version });
    if (stored.length > 0) {
      await tx.insert(sitePageRevisions).values(
        stored.map((page) => ({
          pageId: page.id,
          version: page.version,
          kind: "published" as const,
          fields: { path: page.path, content: page.content },
        })),
      );
    }
    return stored.length;
  });
}
