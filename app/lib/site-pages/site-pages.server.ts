/**
 * Saving and publishing a marketing page (ADR 056), as the newsroom saves posts: every save names the version it
 * edited and is refused when another came first; a live page's save is a draft readers do not see (pending
 * changes) until it is published; every save writes a revision. Publishing checks the page in full and refuses it
 * with its problems, or makes the draft live, writes the revision and the audit row, and announces the change to
 * every instance, all in one transaction.
 *
 * A save stores each link to a page of the site as a reference to it (ADR 063), so it follows the page when its path
 * changes; a publish announces what changed (the page, and the pages linking to it when its path or title changed),
 * so each instance's page cache drops only the pages that show it.
 */
import { callTypePaths } from "../booking/call-types.server";
import { isDeepStrictEqual } from "node:util";
import { desc, eq } from "drizzle-orm";
import { fixedPublicPaths } from "~/content/public-pages";
import { sectionImages } from "~/content/pages/images";
import {
  pageExistsIn,
  validatePageForPublish,
  type PublishContext,
  type PublishProblem,
} from "~/content/pages/schema/publish";
import { storedImages } from "~/lib/images/images.server";
import { pageLookup, resolveHrefs, type PageLookup } from "~/content/pages/schema/page-references";
import { referencePageLinks, type PageContent } from "~/content/pages/schema/stored-page";
import { readStoredSection } from "~/content/pages/schema/stored-section";
import { db, type Queryable } from "~/db/client.server";
import { isRowId } from "~/db/row-id";
import { blogPosts, sitePageRevisions, sitePages, type RevisionKind } from "~/db/schema";
import { SITE_PAGE_AUDIT_ACTIONS } from "../audit/audit-actions";
import { recordAudit } from "../audit/audit.server";
import { changeContent } from "../page-cache/content-changes.server";
import { pageChangeTags } from "../page-cache/page-tags";
import { unshowableFactTokens } from "../site-settings/site-settings.server";

/** Who is saving: a member of staff, named in the page's history. */
export type PageActor = { id: string; name?: string | null };

/** Who publishes: a member of staff, or null for the publishing schedule (no user). */
export type PublishActor = PageActor | null;

export type PageChangeOptions = {
  /** the version the editor started from: a change over a newer one is refused (optimistic concurrency) */
  expectedVersion: number;
  by: PageActor;
  ip?: string | null;
  /** the clock (for tests) */
  now?: Date;
};

/** Another save that came first: the page's version now, who saved it and when. */
export type PageConflict = { version: number; savedBy: string | null; savedAt: Date };

/** A change refused because the page changed since the editor read it: nothing was changed. */
export type StalePage = { ok: false; reason: "stale"; conflict: PageConflict };

export type SavePageResult = { ok: true; version: number; outcome: "draft" | "saved" } | StalePage;

export type PublishPageResult =
  | { ok: true; version: number }
  | StalePage
  | { ok: false; reason: "invalid"; problems: PublishProblem[] };

export type SitePageRow = typeof sitePages.$inferSelect;

/** What the editor shows and the next save starts from: the pending changes, else the page as stored. */
export function currentContent(row: SitePageRow): PageContent {
  return row.pendingChanges ?? row.content;
}

/** Keeps one save of a page, in the transaction that made it; `by` null is the publishing schedule. */
export async function recordPageRevision(
  tx: Queryable,
  row: SitePageRow,
  entry: { version: number; kind: RevisionKind; content: PageContent; by: PublishActor; restoredFrom?: string | null },
): Promise<void> {
  await tx.insert(sitePageRevisions).values({
    pageId: row.id,
    version: entry.version,
    kind: entry.kind,
    fields: { path: row.path, content: entry.content },
    restoredFrom: entry.restoredFrom ?? null,
    savedBy: entry.by?.id ?? null,
    savedByName: entry.by ? (entry.by.name ?? null) : null,
  });
}

/** The page, locked for this transaction's change, or the refusal when it is not at the version the editor read. */
export async function lockedAt(
  tx: Queryable,
  id: string,
  expectedVersion: number,
): Promise<SitePageRow | StalePage | null> {
  const [row] = await tx.select().from(sitePages).where(eq(sitePages.id, id)).for("update");
  if (!row) return null;
  if (row.version === expectedVersion) return row;
  const [last] = await tx
    .select({ savedBy: sitePageRevisions.savedByName, savedAt: sitePageRevisions.createdAt })
    .from(sitePageRevisions)
    .where(eq(sitePageRevisions.pageId, id))
    .orderBy(desc(sitePageRevisions.createdAt), desc(sitePageRevisions.version))
    .limit(1);
  return {
    ok: false,
    reason: "stale",
    conflict: { version: row.version, savedBy: last?.savedBy ?? null, savedAt: last?.savedAt ?? row.updatedAt },
  };
}

export const isStale = (value: SitePageRow | StalePage): value is StalePage => "reason" in value;

/** Every stored page's id and path, for links to be stored as references and read back. */
export async function sitePageLookup(tx: Queryable = db()): Promise<Required<PageLookup>> {
  return pageLookup(await tx.select({ id: sitePages.id, path: sitePages.path }).from(sitePages));
}

/**
 * Writes `content` as the locked page's draft: a live page's pending changes (none when it equals the live page:
 * readers keep the live page either way), a page never published its content. The page's new version, and which.
 */
export async function writePageDraft(
  tx: Queryable,
  row: SitePageRow,
  content: PageContent,
  now: Date,
): Promise<{ version: number; outcome: "draft" | "saved" }> {
  const version = row.version + 1;
  if (row.isPublished) {
    const pending = isDeepStrictEqual(content, row.content) ? null : content;
    await tx
      .update(sitePages)
      .set({ pendingChanges: pending, pendingSavedAt: pending ? now : null, version, updatedAt: now })
      .where(eq(sitePages.id, row.id));
    return { version, outcome: "draft" };
  }
  await tx.update(sitePages).set({ content, version, updatedAt: now }).where(eq(sitePages.id, row.id));
  return { version, outcome: "saved" };
}

/**
 * Saves a page's draft, which may be incomplete: a live page's as pending changes (readers keep the live page; none
 * wait when the draft equals it), a page never published as its content. Null when there is no such page.
 */
export async function saveSitePage(
  id: string,
  draft: PageContent,
  { expectedVersion, by, now = new Date() }: PageChangeOptions,
): Promise<SavePageResult | null> {
  if (!isRowId(id)) return null;
  return db().transaction(async (tx) => {
    const row = await lockedAt(tx, id, expectedVersion);
    if (!row || isStale(row)) return row;
    const content = referencePageLinks(draft, { pages: await sitePageLookup(tx) });
    const { version, outcome } = await writePageDraft(tx, row, content, now);
    await recordPageRevision(tx, row, { version, kind: outcome, content, by });
    return { ok: true as const, version, outcome };
  });
}

/**
 * What the publish check of `content` asks of the site now: whether a page links only to pages of the site (the
 * published pages, the fixed public pages and published insights), and whether its pictures are in the library.
 */
export async function publishContextNow(tx: Queryable, content: PageContent): Promise<PublishContext> {
  const [pages, posts, pictures, callPages] = await Promise.all([
    tx.select({ path: sitePages.path }).from(sitePages).where(eq(sitePages.isPublished, true)),
    tx.select({ slug: blogPosts.slug }).from(blogPosts).where(eq(blogPosts.isPublished, true)),
    storedImages(
      sectionImages(content.sections).map(({ image }) => image.id),
      tx,
    ),
    callTypePaths(tx),
  ]);
  return {
    pageExists: pageExistsIn([
      ...pages.map((page) => page.path),
      ...fixedPublicPaths(),
      ...posts.map((post) => `/insights/${post.slug}`),
      ...callPages,
    ]),
    imageExists: (id) => id in pictures,
  };
}

/**
 * The problems that keep stored content from being published (a section read back as publishing would see it: a
 * link to a page at that page's current path, or a gone page's saved one).
 */
export function publishProblems(
  path: string,
  content: PageContent,
  context: PublishContext,
  pages: PageLookup = {},
): PublishProblem[] {
  const { sections: stored, ...fields } = content;
  const reads = stored.map((section) => readStoredSection(section, { pages }));
  const sections = reads.map((read) =>
    read.ok
      ? read.section
      : {
          ...(typeof read.stored.data === "object" ? (resolveHrefs(read.stored.data, pages) as object) : {}),
          kind: read.stored.kind,
        },
  );
  const problems = validatePageForPublish({ path, ...fields, sections }, context);
  // A section the schema would pass but that cannot be read (saved by a newer release) is named by its read.
  reads.forEach((read, index) => {
    if (read.ok) return;
    const id = (sections[index] as { id?: unknown }).id;
    const sectionId = typeof id === "string" ? id : undefined;
    if (!problems.some((problem) => sectionId && problem.sectionId === sectionId)) {
      problems.push({ ...(sectionId ? { sectionId } : {}), message: read.problem });
    }
  });
  return problems;
}

/**
 * Publishes a page's draft (its pending changes, or the content of a page never published): checks it in full
 * and refuses it with its problems, changing nothing; else makes it what readers see, records the revision and
 * the audit row, and announces the change to every instance. Null when there is no such page.
 */
export async function publishSitePage(
  id: string,
  { expectedVersion, by, ip, now = new Date() }: PageChangeOptions,
): Promise<PublishPageResult | null> {
  if (!isRowId(id)) return null;
  return changeContent([], async (tx, announce) => {
    const row = await lockedAt(tx, id, expectedVersion);
    if (!row || isStale(row)) return row;
    const result = await publishLockedPage(tx, row, { by, ip, now });
    if (result.ok) announce(result.tags);
    return result.ok ? { ok: true as const, version: result.version } : result;
  });
}

/**
 * Publishes a page already locked by this transaction (the editor's publish, or the schedule's with `by` null):
 * the same full check and the same changes as publishSitePage, the announcement left to the caller's transaction.
 */
export async function publishLockedPage(
  tx: Queryable,
  row: SitePageRow,
  { by, ip, now }: { by: PublishActor; ip?: string | null; now: Date },
): Promise<
  { ok: true; version: number; tags: string[] } | { ok: false; reason: "invalid"; problems: PublishProblem[] }
> {
  const content = currentContent(row);
  const problems = publishProblems(row.path, content, await publishContextNow(tx, content), await sitePageLookup(tx));
  problems.push(...(await unshowableFactTokens(tx, content)));
  if (problems.length > 0) return { ok: false as const, reason: "invalid" as const, problems };
  const version = row.version + 1;
  await tx
    .update(sitePages)
    .set({
      content,
      pendingChanges: null,
      pendingSavedAt: null,
      isPublished: true,
      publishAt: null,
      publishedAt: row.isPublished && row.publishedAt ? row.publishedAt : now,
      version,
      updatedAt: now,
    })
    .where(eq(sitePages.id, row.id));
  await recordPageRevision(tx, row, { version, kind: "published", content, by });
  await recordAudit(tx, {
    action: SITE_PAGE_AUDIT_ACTIONS.published,
    resourceType: "site_page",
    resourceId: row.id,
    userId: by?.id ?? null,
    ip,
    details: {
      path: row.path,
      title: content.title,
      wasLive: row.isPublished,
      ...(by ? {} : { scheduledFor: row.publishAt?.toISOString() ?? null }),
    },
  });
  // What readers now see changed: this page, and, when its title, description or address changed or it went live,
  // the pages that show those (ADR 063).
  const tags = pageChangeTags(
    row.id,
    { path: row.path, isPublished: row.isPublished, title: row.content.title, description: row.content.description },
    { path: row.path, isPublished: true, title: content.title, description: content.description },
  );
  return { ok: true as const, version, tags };
}
