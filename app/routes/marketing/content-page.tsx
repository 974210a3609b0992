/**
 * Every page in the registry (app/content/pages): app/routes.ts gives each
 * registered path this route. The loader finds the published page on the path
 * in the database (ADR 056), loads what its behaviour sections need, and the
 * section renderer draws it. The copy travels as the route's data, so no
 * page's copy is in any script. The catch-all route (`*`) is this module too
 * (ADR 060): a page stored only in the database, at a path with no route, is
 * drawn the same way. A path without a published page answers its redirect
 * (301), 410 Gone for a page deleted on purpose, or 404, each said as a page
 * of the site.
 */
import { data, isRouteErrorResponse, useParams, useRouteError } from "react-router";
import type { Route } from "./+types/content-page";
import { JsonLd } from "~/components/json-ld";
import { MissingPage } from "~/components/pages/missing-page";
import { PreviewBanner, PreviewUnavailable } from "~/components/preview/preview-banner";
import { SectionRenderer } from "~/components/sections/section-renderer";
import type { MarketingPage } from "~/content/pages/types";
import { pagePreview as previewWords } from "~/content/page-preview";
import { gone } from "~/content/gone";
import { notFound } from "~/content/not-found";
import { site } from "~/content/site";
import { keepPageDataAfterPost } from "~/lib/forms/revalidation";
import { formatDateTime } from "~/lib/pages/format";
import { originFrom, pageMeta, SOCIAL_CARD } from "~/lib/pages/meta";
import type { PageData } from "~/lib/pages/page-data";
import { logger } from "~/lib/runtime/logger.server";
import { requestOf } from "~/lib/runtime/request-context";
import { pageUrl } from "~/lib/runtime/page-url";
import { contentPageAction, contentPageData } from "~/lib/site-pages/content-page.server";
import { redirectedOrGone } from "~/lib/site-pages/missing-page.server";
import { pagePreviewData } from "~/lib/site-pages/page-preview.server";
import { publishedPage } from "~/lib/site-pages/published-pages.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  // The preview link of a page's draft is this route too (ADR 059), so the sections' code stays in one route's chunk.
  const token = (params as { token?: string }).token;
  if (token !== undefined) return pagePreviewData(request, token);
  const url = pageUrl(request);
  const page = await publishedPage(url.pathname);
  if (page) return contentPageData(page, url);
  if ((await redirectedOrGone(url)) === "gone") throw data("Gone", { status: 410 });
  logger.warn({ reqId: requestOf(context).requestId, path: url.pathname }, "page not found");
  throw data("Page not found", { status: 404 });
}

/** The Ready to talk form posts to its page; a page without a form has nothing to post to. */
export const action = (args: Route.ActionArgs) => contentPageAction(args);

/** Sending a form changes nothing the page loads (the next key comes with the answer). */
export const shouldRevalidate = keepPageDataAfterPost;

/** A page's title, description, address and preview picture (an image of the library is its 1200×630 crop). */
function contentPageMeta(page: MarketingPage, matches: Parameters<typeof originFrom>[0]) {
  const image = page.ogImage;
  return pageMeta({
    title: page.title,
    description: page.description,
    path: page.path,
    origin: originFrom(matches),
    image: image
      ? {
          url: image.src,
          alt: image.alt ?? "",
          // The library's og crop is the social card's size (OG_SIZE); an outside picture's size is not known.
          ...(image.src.startsWith("/images/") ? { width: SOCIAL_CARD.width, height: SOCIAL_CARD.height } : {}),
        }
      : undefined,
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  if ("preview" in loaderData) {
    return [
      { title: previewWords.title(loaderData.page.title) },
      { name: "robots", content: "noindex, nofollow" },
      { name: "referrer", content: "no-referrer" },
    ];
  }
  return contentPageMeta(loaderData.page, matches);
};

/**
 * Shared caches may keep a page for SHARED_CACHE_SECONDS and browsers for five minutes, unless the root made it private (a
 * signed-in visitor, a pending message) or the page carries a form's key of its own (then no Cache-Control, as the
 * loader sets none).
 */
export function headers({ parentHeaders, loaderHeaders }: Route.HeadersArgs) {
  // A preview is private whoever asks.
  const robots = loaderHeaders.get("X-Robots-Tag");
  if (robots)
    return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? "private, no-store", "X-Robots-Tag": robots };
  const cacheControl = parentHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : {};
}

/** A published page, drawn section by section. */
function ContentPageView({
  page,
  pageData,
  breadcrumbs,
}: {
  page: MarketingPage;
  pageData: PageData;
  breadcrumbs: string | null;
}) {
  return (
    <>
      {pageData.serviceJsonLd ? <JsonLd json={pageData.serviceJsonLd} /> : null}
      {breadcrumbs ? <JsonLd json={breadcrumbs} /> : null}
      <SectionRenderer page={page} data={pageData} />
    </>
  );
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page, pageData, breadcrumbs } = loaderData;
  if (!("preview" in loaderData)) return <ContentPageView page={page} pageData={pageData} breadcrumbs={breadcrumbs} />;
  const { pending, publishAt, unreadable } = (
    loaderData as { preview: { pending: boolean; publishAt: string | null; unreadable: number } }
  ).preview;
  return (
    <>
      <PreviewBanner badge={previewWords.badge} wide>
        <p className="font-medium">{pending ? previewWords.pendingNotice : previewWords.notice}</p>
        {publishAt ? <p>{previewWords.scheduled(formatDateTime(publishAt))}</p> : null}
        {unreadable > 0 ? <p>{previewWords.unreadable(unreadable)}</p> : null}
      </PreviewBanner>
      <ContentPageView page={page} pageData={pageData} breadcrumbs={null} />
    </>
  );
}

/** An address without a page: 404, or 410 for a page deleted on purpose, said as a page of the site. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (useParams().token !== undefined) return <PreviewUnavailable error={error} fallback={previewWords.invalid} />;
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 410)) {
    const kind = error.status === 410 ? "gone" : "not-found";
    return (
      <>
        <title>{`${(kind === "gone" ? gone : notFound).title} | ${site.name}`}</title>
        <meta name="robots" content="noindex" />
        <MissingPage kind={kind} />
      </>
    );
  }
  throw error;
}
