import { marketingPages } from "./index";
import { pageKey } from "./links";
import type { MarketingPage } from "./types";

const byPath = new Map(marketingPages.map((page) => [page.path, page]));

/**
 * The registry's page on a URL path, matched as the router matches (any case, trailing slash or not): the page as its
 * module seeds it, for tests. The site shows the published page (app/lib/site-pages/published-pages.server.ts).
 */
export function findMarketingPage(pathname: string): MarketingPage | undefined {
  return byPath.get(pageKey(pathname));
}
