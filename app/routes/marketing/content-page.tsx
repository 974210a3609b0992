/**
 * Every page in the registry (app/content/pages): app/routes.ts gives each
 * registered path this route. The loader finds the published page on the path
 * in the database (ADR 056), loads what its behaviour sections need, and the
 * section renderer draws it. The copy travels as the route's data, so no
 * page's copy is in any script.
 */
import { data } from "react-router";
import type { Route } from "./+types/content-page";
import { JsonLd } from "~/components/json-ld";
import { SectionRenderer } from "~/components/sections/section-renderer";
import { keepPageDataAfterPost } from "~/lib/forms/revalidation";
import { readyToTalkAction } from "~/lib/leads/ready-to-talk.server";
import { originFrom, pageMeta } from "~/lib/pages/meta";
import { loadPageData } from "~/lib/pages/page-data.server";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/lib/pages/page-headers";
import { breadcrumbJsonLd } from "~/lib/pages/site-structured-data";
import { env } from "~/lib/runtime/env.server";
import { pageUrl } from "~/lib/runtime/page-url";
import { publishedPage } from "~/lib/site-pages/published-pages.server";

async function pageAt(request: Request) {
  const page = await publishedPage(pageUrl(request).pathname);
  if (!page) throw data("Page not found", { status: 404 });
  return page;
}

export async function loader({ request }: Route.LoaderArgs) {
  const page = await pageAt(request);
  const { data: pageData, status, shareable } = await loadPageData(page, pageUrl(request));
  const breadcrumbs = breadcrumbJsonLd(page.breadcrumbs, env().publicUrl);
  return data({ page, pageData, breadcrumbs }, { status, headers: shareable ? { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL } : {} });
}

/** The Ready to talk form posts here; a page without a form has nothing to post to. */
export async function action({ request, context }: Route.ActionArgs) {
  // While the pages cannot be read the form is answered as any form is then: "Submission failed", keeping its values.
  const page = await publishedPage(pageUrl(request).pathname).catch(() => "unread" as const);
  if (!page) throw data("Page not found", { status: 404 });
  if (page !== "unread" && !page.sections.some((section) => section.kind === "readyToTalk")) {
    throw new Response(null, { status: 405, statusText: "Method Not Allowed" });
  }
  return readyToTalkAction({ request, context });
}

/** Sending a form changes nothing the page loads (the next key comes with the answer). */
export const shouldRevalidate = keepPageDataAfterPost;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta({
        title: loaderData.page.title,
        description: loaderData.page.description,
        path: loaderData.page.path,
        origin: originFrom(matches),
      })
    : [];

/**
 * Shared caches may keep a page for SHARED_CACHE_SECONDS and browsers for five minutes, unless the root made it private (a
 * signed-in visitor, a pending message) or the page carries a form's key of its own (then no Cache-Control, as the
 * loader sets none).
 */
export function headers({ parentHeaders, loaderHeaders }: Route.HeadersArgs) {
  const cacheControl = parentHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : {};
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page, pageData, breadcrumbs } = loaderData;
  return (
    <>
      {pageData.serviceJsonLd ? <JsonLd json={pageData.serviceJsonLd} /> : null}
      {breadcrumbs ? <JsonLd json={breadcrumbs} /> : null}
      <SectionRenderer page={page} data={pageData} />
    </>
  );
}
