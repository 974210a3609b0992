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
import { isRouteErrorResponse, useParams, useRouteError } from "react-router";
import type { Route } from "./+types/content-page";
import { JsonLd } from "~/components/json-ld";
import { MissingPage, type MissingPageWords } from "~/components/pages/missing-page";
import { PreviewBanner, PreviewUnavailable } from "~/components/deferred";
import { SectionRenderer } from "~/components/sections/section-renderer";
import type { MarketingPage } from "~/content/pages/types";
import { site } from "~/content/site";
import { keepPageDataAfterPost } from "~/lib/forms/revalidation";
import { originFrom, pageMeta, SOCIAL_CARD } from "~/lib/pages/meta";
import type { PageData } from "~/lib/pages/page-data";
import { requestOf } from "~/lib/runtime/request-context";
import { pageUrl } from "~/lib/runtime/page-url";
import { contentPageAction, contentPageData } from "~/lib/site-pages/content-page.server";
import { missingPage } from "~/lib/site-pages/missing-page.server";
import { pagePreviewData, type PreviewBand } from "~/lib/site-pages/page-preview.server";
import { publishedPage } from "~/lib/site-pages/published-pages.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  // The preview link of a page's draft is this route too (ADR 059), so the sections' code stays in one route's chunk.
  const token = (params as { token?: string }).token;
  if (token !== undefined) return pagePreviewData(request, token);
  const url = pageUrl(request);
  const page = await publishedPage(url.pathname);
  if (page) return contentPageData(page, url);
  return missingPage(url, requestOf(context).requestId);
}

/** The Ready to talk form posts to its page; a page without a form, or a preview, has nothing to post to. */
export function action(args: Route.ActionArgs) {
  if ((args.params as { token?: string }).token !== undefined)
    throw new Response(null, { status: 405, statusText: "Method Not Allowed" });
  return contentPageAction(args);
}

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
      { title: (loaderData.preview as PreviewBand).title },
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
  const { badge, notice, details } = loaderData.preview as PreviewBand;
  return (
    <>
      <PreviewBanner badge={badge} wide>
        <p className="font-medium">{notice}</p>
        {details.map((detail) => (
          <p key={detail}>{detail}</p>
        ))}
      </PreviewBanner>
      <ContentPageView page={page} pageData={pageData} breadcrumbs={null} />
    </>
  );
}

function isMissingPageWords(value: unknown): value is MissingPageWords {
  return typeof value === "object" && value !== null && "heading" in value && "home" in value;
}

/**
 * An address without a page: 404, or 410 for a page deleted on purpose, said as a page of the site; a preview link
 * that does not work says so. The words come with the answer (missing-page.server.ts, page-preview.server.ts).
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const preview = useParams().token !== undefined;
  if (!isRouteErrorResponse(error) || (error.status !== 404 && error.status !== 410)) throw error;
  if (preview) return <PreviewUnavailable error={error} />;
  if (!isMissingPageWords(error.data)) throw error;
  const words = error.data;
  return (
    <>
      <title>{`${words.title} | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <MissingPage words={words} />
    </>
  );
}
