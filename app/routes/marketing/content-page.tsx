/**
 * Every marketing page drawn wholly from its content module: the loader finds
 * the page registered on this path and the section renderer draws it. The
 * copy travels as the route's data, so no page's copy is in any script.
 */
import { data } from "react-router";
import type { Route } from "./+types/content-page";
import { SectionRenderer } from "~/components/sections/section-renderer";
import { findMarketingPage } from "~/content/pages/find-page.server";
import { originFrom, pageMeta } from "~/lib/pages/meta";
import { publicPageHeaders } from "~/lib/pages/page-headers";

export function loader({ request }: Route.LoaderArgs) {
  const page = findMarketingPage(new URL(request.url).pathname);
  if (!page) throw data("Page not found", { status: 404 });
  return { page };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta({
        title: loaderData.page.title,
        description: loaderData.page.description,
        path: loaderData.page.path,
        origin: originFrom(matches),
      })
    : [];

export const headers = publicPageHeaders;

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <SectionRenderer page={loaderData.page} />;
}
