/**
 * A page's history: every save kept as a revision (who, when, the page as saved), listed newest first, compared
 * with the current draft or the live page, and restored as a new revision (kind "restored", naming the one it came
 * from). Restoring follows saveSitePage's rules: it names the version the editor read and is refused when another
 * save came first; a live page takes it as pending changes (readers keep the live page until someone publishes),
 * a page never published as its content. Each is audited.
 *
 * A revision's sections are read as the public page reads them, upgraded to their kinds' current versions: a
 * restore stores them so, and a section that cannot be read is kept as stored, shown with its problem.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import { readStoredPage, type PageContent, type UnreadableSection } from "~/content/pages/schema/stored-page";
import type { PageLookup } from "~/content/pages/schema/page-references";
import { readStoredSection, storeSection } from "~/content/pages/schema/stored-section";
import { db } from "~/db/client.server";
import { isRowId } from "~/db/row-id";
import { sitePageRevisions, sitePages, type RevisionKind } from "~/db/schema";
import { SITE_PAGE_AUDIT_ACTIONS } from "../audit/audit-actions";
import { recordAudit } from "../audit/audit.server";
import { diffPageVersions } from "./page-diff.server";
import type { PageDiff } from "./page-diff";
import {
  currentContent,
  isStale,
  lockedAt,
  recordPageRevision,
  sitePageLookup,
  writePageDraft,
  type PageChangeOptions,
  type StalePage,
} from "./site-pages.server";

export type PageRevisionSummary = {
  id: string;
  version: number;
  kind: RevisionKind;
  /** who saved it; null for the publishing schedule or a former member of staff (see `bySchedule`) */
  savedBy: string | null;
  /** saved by no user: the seeding of the site or the publishing schedule */
  bySchedule: boolean;
  savedAt: Date;
  /** the revision it restored, and when that one was saved (null when it is no longer kept) */
  restoredFrom: { id: string; savedAt: Date | null } | null;
  path: string;
  title: string;
  /** its sections that cannot be read, each with its problem */
  unreadable: UnreadableSection[];
};

/** How many revisions the history lists (the newest); older ones are kept but not listed. */
export const PAGE_HISTORY_LIMIT = 100;

/** What the history screen shows of the page itself. */
export type PageForHistory = {
  id: string;
  path: string;
  title: string;
  version: number;
  isPublished: boolean;
  hasPendingChanges: boolean;
};

export async function getPageForHistory(id: string): Promise<PageForHistory | null> {
  if (!isRowId(id)) return null;
  const [row] = await db().select().from(sitePages).where(eq(sitePages.id, id)).limit(1);
  if (!row) return null;
  return {
    id: row.id,
    path: row.path,
    title: currentContent(row).title,
    version: row.version,
    isPublished: row.isPublished,
    hasPendingChanges: row.pendingChanges !== null,
  };
}

type RevisionRow = typeof sitePageRevisions.$inferSelect;

function summaryOf(row: RevisionRow, savedAtOf: (id: string) => Date | null): PageRevisionSummary {
  const { path, content } = row.fields;
  return {
    id: row.id,
    version: row.version,
    kind: row.kind,
    savedBy: row.savedByName,
    bySchedule: row.savedBy === null && row.savedByName === null,
    savedAt: row.createdAt,
    restoredFrom: row.restoredFrom ? { id: row.restoredFrom, savedAt: savedAtOf(row.restoredFrom) } : null,
    path,
    title: content.title,
    unreadable: readStoredPage(path, content).unreadable,
  };
}

/** A page's revisions, newest first. */
export async function listPageRevisions(pageId: string): Promise<PageRevisionSummary[]> {
  if (!isRowId(pageId)) return [];
  const rows = await db()
    .select()
    .from(sitePageRevisions)
    .where(eq(sitePageRevisions.pageId, pageId))
    .orderBy(desc(sitePageRevisions.createdAt), desc(sitePageRevisions.version))
    .limit(PAGE_HISTORY_LIMIT);
  const listed = new Map(rows.map((row) => [row.id, row.createdAt]));
  const missing = [...new Set(rows.flatMap((row) => (row.restoredFrom ? [row.restoredFrom] : [])))].filter(
    (id) => !listed.has(id),
  );
  if (missing.length > 0) {
    const older = await db()
      .select({ id: sitePageRevisions.id, createdAt: sitePageRevisions.createdAt })
      .from(sitePageRevisions)
      .where(inArray(sitePageRevisions.id, missing));
    for (const row of older) listed.set(row.id, row.createdAt);
  }
  return rows.map((row) => summaryOf(row, (id) => listed.get(id) ?? null));
}

/** What a revision is compared with: the current draft (what the editor shows), or the page readers see. */
export type CompareWith = "draft" | "live";

export type PageRevisionComparison = {
  revision: PageRevisionSummary;
  /** what it was compared with: "live" only for a published page */
  against: CompareWith;
  /** from the revision to the draft or the live page */
  diff: PageDiff;
};

/** One revision compared with the page's current draft or its live version; null when either does not exist. */
export async function comparePageRevision(
  pageId: string,
  revisionId: string,
  against: CompareWith = "draft",
): Promise<PageRevisionComparison | null> {
  if (!isRowId(pageId) || !isRowId(revisionId)) return null;
  const [row] = await db()
    .select({ revision: sitePageRevisions, page: sitePages })
    .from(sitePageRevisions)
    .innerJoin(sitePages, eq(sitePages.id, sitePageRevisions.pageId))
    .where(and(eq(sitePageRevisions.id, revisionId), eq(sitePageRevisions.pageId, pageId)))
    .limit(1);
  if (!row) return null;
  const { revision, page } = row;
  const live = against === "live" && page.isPublished;
  let restoredAt: Date | null = null;
  if (revision.restoredFrom && isRowId(revision.restoredFrom)) {
    const [source] = await db()
      .select({ createdAt: sitePageRevisions.createdAt })
      .from(sitePageRevisions)
      .where(eq(sitePageRevisions.id, revision.restoredFrom))
      .limit(1);
    restoredAt = source?.createdAt ?? null;
  }
  return {
    revision: summaryOf(revision, () => restoredAt),
    against: live ? "live" : "draft",
    diff: diffPageVersions(revision.fields, {
      path: page.path,
      content: live ? page.content : currentContent(page),
    }),
  };
}

/** A revision's content as it is saved again: each section upgraded to its kind's current version, or kept as stored. */
function upgradedContent(content: PageContent, pages: PageLookup): PageContent {
  return {
    ...content,
    sections: content.sections.map((stored) => {
      const read = readStoredSection(stored, { pages });
      return read.ok ? storeSection(read.section, { pages }) : stored;
    }),
  };
}

export type RestorePageResult =
  | { ok: true; version: number; outcome: "draft" | "saved" }
  | StalePage
  | { ok: false; reason: "not-found" };

/**
 * Restores a revision as the page's draft, as a new revision of kind "restored": a live page's pending changes
 * (none wait when it equals the live page), or the content of a page never published. Refused, changing nothing,
 * when the page is not at `expectedVersion`. Null when there is no such page.
 */
export async function restorePageRevision(
  pageId: string,
  revisionId: string,
  { expectedVersion, by, ip, now = new Date() }: PageChangeOptions,
): Promise<RestorePageResult | null> {
  if (!isRowId(pageId)) return null;
  return db().transaction(async (tx): Promise<RestorePageResult | null> => {
    const row = await lockedAt(tx, pageId, expectedVersion);
    if (!row || isStale(row)) return row;
    const [revision] = isRowId(revisionId)
      ? await tx
          .select()
          .from(sitePageRevisions)
          .where(and(eq(sitePageRevisions.id, revisionId), eq(sitePageRevisions.pageId, pageId)))
          .limit(1)
      : [];
    if (!revision) return { ok: false, reason: "not-found" };

    const content = upgradedContent(revision.fields.content, await sitePageLookup(tx));
    const { version, outcome } = await writePageDraft(tx, row, content, now);
    await recordPageRevision(tx, row, { version, kind: "restored", content, by, restoredFrom: revision.id });
    await recordAudit(tx, {
      action: SITE_PAGE_AUDIT_ACTIONS.restored,
      resourceType: "site_page",
      resourceId: pageId,
      userId: by.id,
      ip,
      details: {
        path: row.path,
        title: content.title,
        revision: revision.id,
        revisionVersion: revision.version,
        pending: row.isPublished,
      },
    });
    return { ok: true, version, outcome };
  });
}
