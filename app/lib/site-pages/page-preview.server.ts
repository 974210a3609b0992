/**
 * What a page's preview link shows: the page's current draft (a live page's pending changes, else the page as
 * saved), read as the public page is read, every section that can be read; null for a token no page has.
 */
import { eq } from "drizzle-orm";
import { readStoredPage, type UnreadableSection } from "~/content/pages/schema/stored-page";
import type { MarketingPage } from "~/content/pages/types";
import { db } from "~/db/client.server";
import { sitePages } from "~/db/schema";
import { data } from "react-router";
import { pagePreview as previewWords } from "~/content/page-preview";
import { pageUnfitToKeep } from "~/lib/page-cache/page-record.server";
import { formatDateTime } from "~/lib/pages/format";
import { loadPageData } from "~/lib/pages/page-data.server";
import { pageUrl } from "~/lib/runtime/page-url";
import { currentContent, sitePageLookup } from "./site-pages.server";

export type PagePreview = {
  page: MarketingPage;
  unreadable: UnreadableSection[];
  /** a live page's changes, not yet published */
  pending: boolean;
  publishAt: Date | null;
};

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export async function pagePreview(token: string | undefined): Promise<PagePreview | null> {
  if (!token || !TOKEN.test(token)) return null;
  const [row] = await db().select().from(sitePages).where(eq(sitePages.previewToken, token)).limit(1);
  if (!row) return null;
  const { page, unreadable } = readStoredPage(row.path, currentContent(row), { pages: await sitePageLookup() });
  return { page, unreadable, pending: row.isPublished && row.pendingChanges !== null, publishAt: row.publishAt };
}

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

/** The band above a preview, said on the server: the words travel as data, not in the script of every page. */
export type PreviewBand = { badge: string; title: string; notice: string; details: string[] };

function previewBand({ page, pending, publishAt, unreadable }: PagePreview): PreviewBand {
  return {
    badge: previewWords.badge,
    title: previewWords.title(page.title),
    notice: pending ? previewWords.pendingNotice : previewWords.notice,
    details: [
      ...(publishAt ? [previewWords.scheduled(formatDateTime(publishAt.toISOString()))] : []),
      ...(unreadable.length > 0 ? [previewWords.unreadable(unreadable.length)] : []),
    ],
  };
}

/**
 * The answer of a page's preview link (/page-preview/:token), drawn by the content route (ADR 059): the draft with
 * what its sections need, never kept by any cache and never indexed; 404 for a token no page has.
 */
export async function pagePreviewData(request: Request, token: string) {
  pageUnfitToKeep("a page's preview");
  const preview = await pagePreview(token);
  if (!preview) throw data(previewWords.invalid, { status: 404, headers: PRIVATE });
  const { data: pageData } = await loadPageData(preview.page, pageUrl(request));
  return data(
    {
      page: preview.page,
      pageData,
      breadcrumbs: null,
      preview: previewBand(preview),
    },
    { headers: PRIVATE },
  );
}
