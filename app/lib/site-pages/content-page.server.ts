/**
 * The content route's server half (ADR 056, ADR 060), shared with the catch-all route that draws the pages stored
 * only in the database: a published page's answer, and its Ready to talk form's.
 */
import { notFound } from "~/content/not-found";
import { data } from "react-router";
import type { MarketingPage } from "~/content/pages/types";
import { readyToTalkAction } from "~/lib/leads/ready-to-talk.server";
import { loadPageData } from "~/lib/pages/page-data.server";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/lib/pages/page-headers";
import { breadcrumbJsonLd } from "~/lib/pages/site-structured-data";
import { env } from "~/lib/runtime/env.server";
import { pageUrl } from "~/lib/runtime/page-url";
import { publishedPage } from "./published-pages.server";

/**
 * A published page's answer: its copy, what its sections need and its breadcrumbs' structured data, shareable
 * unless it carries a form's key.
 */
export async function contentPageData(page: MarketingPage, url: URL) {
  const { data: pageData, status, shareable } = await loadPageData(page, url);
  const breadcrumbs = breadcrumbJsonLd(page.breadcrumbs, env().publicUrl);
  return data(
    { page, pageData, breadcrumbs },
    { status, headers: shareable ? { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL } : {} },
  );
}

/** The Ready to talk form posts to its page; a page without a form has nothing to post to. */
export async function contentPageAction(args: Parameters<typeof readyToTalkAction>[0]) {
  // While the pages cannot be read the form is answered as any form is then: "Submission failed", keeping its values.
  const page = await publishedPage(pageUrl(args.request).pathname).catch(() => "unread" as const);
  if (!page) throw data(notFound, { status: 404 });
  if (page !== "unread" && !page.sections.some((section) => section.kind === "readyToTalk")) {
    throw new Response(null, { status: 405, statusText: "Method Not Allowed" });
  }
  return readyToTalkAction(args);
}
