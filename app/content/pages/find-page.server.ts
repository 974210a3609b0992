import { marketingPages } from "./index";
import { pageKey } from "./links";
import type { MarketingPage } from "./types";

const byPath = new Map(marketingPages.map((page) => [page.path, page]));

/** The registered page on a URL path, matched as the router matches (any case, trailing slash or not). */
export function findMarketingPage(pathname: string): MarketingPage | undefined {
  return byPath.get(pageKey(pathname));
}
