/**
 * Every page in the registry (app/content/pages): app/routes.ts gives each
 * registered path this route. The loader finds the published page on the path
 * in the database (ADR 056), loads what its behaviour sections need, and the
 * section renderer draws it. The copy travels as the route's data, so no
 * page's copy is in any script. A page stored only in the database (at a path
 * with no route) is drawn by the same pieces from the catch-all route
 * (not-found.tsx). A registered path whose page moved or was deleted answers
 * its redirect, or 410 Gone (ADR 060).
 */
import { data, isRouteErrorResponse, useRouteError } from "react-router";
import type { Route } from "./+types/content-page";
import { JsonLd } from "~/components/json-ld";
import { MissingPage } from "~/components/pages/missing-page";
import { SectionRenderer } from "~/components/sections/section-renderer";
import type { MarketingPage } from "~/content/pages/types";
import { gone } from "~/content/gone";
import { site } from "~/content/site";
import { keepPageDataAfterPost } from "~/lib/forms/revalidation";
import { OG_SIZE } from "~/lib/images/image-variants";
import { originFrom, pageMeta } from "~/lib/pages/meta";
import type { PageData } from "~/lib/pages/page-data";
import { pageUrl } from "~/lib/runtime/page-url";
import { contentPageAction, contentPageData } from "~/lib/site-pages/content-page.server";
import { redirectedOrGone } from "~/lib/site-pages/missing-page.server";
import { publishedPage } from "~/lib/site-pages/published-pages.server";

export async function loader({ request }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const page = await publishedPage(url.pathname);
  if (page) return contentPageData(page, url);
  if ((await redirectedOrGone(url)) === "gone") throw data("Gone", { status: 410 });
  throw data("Page not found", { status: 404 });
}

/** The Ready to talk form posts to its page; a page without a form has nothing to post to. */
export const action = (args: Route.ActionArgs) => contentPageAction(args);

/** Sending a form changes nothing the page loads (the next key comes with the answer). */
export const shouldRevalidate = keepPageDataAfterPost;

/** A page's title, description, address and preview picture (an image of the library is its 1200×630 crop). */
export function contentPageMeta(page: MarketingPage, matches: Parameters<typeof originFrom>[0]) {
  const image = page.ogImage;
  return pageMeta({
    title: page.title,
    description: page.description,
    path: page.path,
    origin: originFrom(matches),
    image: image
      ? { url: image.src, alt: image.alt ?? "", ...(image.src.startsWith("/images/") ? OG_SIZE : {}) }
      : undefined,
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? contentPageMeta(loaderData.page, matches) : [];

/**
 * Shared caches may keep a page for SHARED_CACHE_SECONDS and browsers for five minutes, unless the root made it private (a
 * signed-in visitor, a pending message) or the page carries a form's key of its own (then no Cache-Control, as the
 * loader sets none).
 */
export function headers({ parentHeaders, loaderHeaders }: Route.HeadersArgs) {
  const cacheControl = parentHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : {};
}

/** A published page, drawn section by section. */
export function ContentPageView({ page, pageData }: { page: MarketingPage; pageData: PageData }) {
  return (
    <>
      {pageData.serviceJsonLd ? <JsonLd json={pageData.serviceJsonLd} /> : null}
      <SectionRenderer page={page} data={pageData} />
    </>
  );
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} pageData={loaderData.pageData} />;
}

/** A registered address whose page was deleted on purpose: 410, said as a page of the site; anything else goes up. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 410) {
    return (
      <>
        <title>{`${gone.title} | ${site.name}`}</title>
        <meta name="robots" content="noindex" />
        <MissingPage kind="gone" />
      </>
    );
  }
  throw error;
}
