/**
 * Every path no other route answers (ADR 060): a published page stored only in the database (a campaign's landing
 * page, made in the admin) drawn as the content route draws a page; else the path's redirect (301, keeping the query
 * string) or 410 Gone; else 404. Both the pages and the redirects are kept in the process, so a miss costs no query.
 */
import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { MissingPage } from "~/components/pages/missing-page";
import { gone } from "~/content/gone";
import { notFound as copy } from "~/content/not-found";
import { site } from "~/content/site";
import { logger } from "~/lib/runtime/logger.server";
import { requestOf } from "~/lib/runtime/request-context";
import { pageUrl } from "~/lib/runtime/page-url";
import { redirectedOrGone } from "~/lib/site-pages/missing-page.server";
import { publishedPage } from "~/lib/site-pages/published-pages.server";
import { contentPageAction, contentPageData } from "~/lib/site-pages/content-page.server";
import {
  ContentPageView,
  contentPageMeta,
  headers as contentPageHeaders,
  shouldRevalidate as contentPageShouldRevalidate,
} from "./content-page";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (loaderData?.kind === "page") return contentPageMeta(loaderData.page, matches);
  const title = loaderData?.kind === "gone" ? gone.title : copy.title;
  return [{ title: `${title} | ${site.name}` }, { name: "robots", content: "noindex" }];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const page = await publishedPage(url.pathname);
  if (page) {
    const answer = await contentPageData(page, url);
    return data({ kind: "page" as const, ...answer.data }, answer.init ?? undefined);
  }
  if ((await redirectedOrGone(url)) === "gone") {
    return data({ kind: "gone" as const, pathname: url.pathname }, { status: 410 });
  }
  logger.warn({ reqId: requestOf(context).requestId, path: url.pathname }, "page not found");
  return data({ kind: "not-found" as const, pathname: url.pathname }, { status: 404 });
}

/** A database-only page's Ready to talk form posts here, as a registered page's posts to the content route. */
export const action = (args: Route.ActionArgs) => contentPageAction(args);

export const headers = contentPageHeaders;

export const shouldRevalidate = contentPageShouldRevalidate;

export default function NotFound({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "page") return <ContentPageView page={loaderData.page} pageData={loaderData.pageData} />;
  return <MissingPage kind={loaderData.kind} />;
}
