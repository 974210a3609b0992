/**
 * Which requests the page cache answers, and under which key (ADR 024, ADR 051).
 *
 * Only an anonymous GET or HEAD: a request carrying a cookie of this site's own (a session, a pending message,
 * site-cookies.ts) or credentials is rendered for its visitor and never stored; any other cookie is not this site's
 * and changes nothing. The addresses that are never public pages are never cached. A page's route data (React
 * Router's `/page.data`, `/_.data` for the home page, which in-site navigation asks for) is cached as its page is.
 * Only a canonical path has a key (canonical-path.ts, ADR 042): the server sends every other spelling on to it, so
 * `/About/` or `/%61bout` never takes a place of its own. The key is the path and the query without its tracking
 * parameters (tracking-parameters.ts), the rest in order, so `?gclid=…` is the page itself and `?b=2&a=1` and
 * `?a=1&b=2` share one entry; an oversized query, or one with no parameter at all (the server redirects `/contact?`
 * to `/contact`), is not cached.
 */
import { pagePath } from "~/lib/runtime/page-url";
import { siteCookieHeader } from "~/lib/runtime/site-cookies";
import { isCanonicalPath } from "./canonical-path";
import { isTrackingParameter } from "./tracking-parameters";

/**
 * Addresses that are never public pages: the admin, sign-in, the API, uploads, newsletter links, booking (its times
 * change with every booking, and its links are the visitor's), health and metrics,
 * and files (a dot in the last segment: the sitemap, assets), route data apart.
 */
const NEVER_CACHED = /^\/(?:admin|auth|api|uploads|newsletter|book|healthz|metrics)(?:\/|$)|\.[^/]*$/i;
const MAX_QUERY_LENGTH = 256;
const MAX_QUERY_PARAMETERS = 8;

export type CacheableRequest = {
  method: string;
  /** The path and query as requested (`req.originalUrl`). */
  url: string;
  cookie: string | undefined;
  authorization: string | undefined;
};

/** The page cache's key for this request, or null when the cache must neither answer nor keep it. */
export function pageCacheKey(request: CacheableRequest): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (siteCookieHeader(request.cookie) || request.authorization) return null;
  const queryAt = request.url.indexOf("?");
  const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
  if (!isCachedPath(path)) return null;
  if (queryAt === -1) return path;
  const query = request.url.slice(queryAt + 1);
  if (query.length > MAX_QUERY_LENGTH) return null;
  const all = [...new URLSearchParams(query)];
  // "?" alone, or "?&": the server sends it on to the address without it.
  if (all.length === 0) return null;
  const parameters = all.filter(([name]) => !isTrackingParameter(name));
  if (parameters.length > MAX_QUERY_PARAMETERS) return null;
  if (parameters.length === 0) return path;
  parameters.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${path}?${new URLSearchParams(parameters).toString()}`;
}

/** A public page's canonical path, or its route data's. */
function isCachedPath(path: string): boolean {
  const page = pagePath(path);
  return page.startsWith("/") && !NEVER_CACHED.test(page) && isCanonicalPath(page);
}

/** Whether a key names an address visitors can vary at will: any query string. (404s count as variants too.) */
export function isVariantKey(key: string): boolean {
  return key.includes("?");
}
