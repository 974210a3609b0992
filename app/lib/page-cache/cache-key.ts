/**
 * Which requests the page cache answers, and under which key (ADR 024).
 *
 * Only an anonymous GET or HEAD: a request carrying any cookie (a session, a
 * pending toast, anything this site set) or credentials is rendered for its
 * visitor and never stored, and so are the addresses that are never public
 * pages. Only a canonical path has a key (canonical-path.ts, ADR 042): the
 * server sends every other spelling on to it, so `/About/` or `/%61bout` never
 * takes a place of its own. The key is the path and the query with its
 * parameters in order, so `?b=2&a=1` and `?a=1&b=2` share one entry; an
 * oversized query, or one with no parameter at all (the server redirects
 * `/contact?` to `/contact`), is not cached.
 */
import { isCanonicalPath } from "./canonical-path";

/** Addresses that are never public pages: the admin, sign-in, the API, uploads, newsletter links, health and metrics, and files (a dot in the last segment: route data, the sitemap, assets). */
const NEVER_CACHED = /^\/(?:admin|auth|api|uploads|newsletter|healthz|metrics)(?:\/|$)|\.[^/]*$/i;
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
  if (request.cookie || request.authorization) return null;
  const queryAt = request.url.indexOf("?");
  const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
  if (!path.startsWith("/") || NEVER_CACHED.test(path) || !isCanonicalPath(path)) return null;
  if (queryAt === -1) return path;
  const query = request.url.slice(queryAt + 1);
  if (query.length > MAX_QUERY_LENGTH) return null;
  const parameters = [...new URLSearchParams(query)];
  if (parameters.length > MAX_QUERY_PARAMETERS) return null;
  if (parameters.length === 0) return null;
  parameters.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${path}?${new URLSearchParams(parameters).toString()}`;
}

/** Whether a key names an address visitors can vary at will: any query string. (404s count as variants too.) */
export function isVariantKey(key: string): boolean {
  return key.includes("?");
}
