/**
 * One address a page (ADR 042). The router matches a path in any case, with
 * a trailing slash or without, with its letters %-encoded or not, and the URL
 * parser resolves `.` and `..` segments before the router sees them, so
 * `/About/`, `/%61bout` and `/x/../about` all draw /about. Each such spelling
 * is sent on to the one canonical path (301) before the page cache and the
 * router, and only a canonical path is ever a key of the page cache: a flood
 * of spellings costs a redirect each, never a render or a place in the cache.
 *
 * The canonical path: `\` read as `/` (as the URL parser does), %-encoded
 * unreserved characters (letters, digits, `-._~`) decoded, every other escape
 * in upper-case hex and a lone `%` escaped, `.` and `..` segments resolved, empty segments
 * (`//`, a trailing slash) dropped, and the letters in lower case, as every
 * page of the site is named, except where a segment is an identifier or a
 * file name whose case matters (see CASE_KEPT).
 */

/**
 * Paths whose case is kept: tokens and ids (the admin's records, a preview link, a booking's links, Better Auth's own
 * paths) and files
 * (uploads, images, assets, and any last segment with a dot). None of them is a public page the cache keeps.
 */
const CASE_KEPT =
  /^\/(?:api|admin|assets|uploads|images|insights\/preview|book\/(?:booked|reschedule|cancel))(?:\/|$)|\.[^/]*$/i;
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
/** Anything that may make a path other than canonical; a path without any is canonical as it is (the common case, kept cheap). */
const MAYBE_NOT_CANONICAL = /[A-Z%\\]|\/\/|\/\.\.?(?:\/|$)|.\/$/;

/** The canonical spelling of `path` (a request's path, without its query), or `path` itself when it is canonical. */
export function canonicalPath(path: string): string {
  if (!path.startsWith("/") || !MAYBE_NOT_CANONICAL.test(path)) return path;
  const escapesNormalised = path.replace(/\\/g, "/").replace(/%([0-9A-Fa-f]{2})?/g, (_, hex: string | undefined) => {
    // A lone `%` is written as the escape it stands for, as a redirect's Location would send it.
    if (hex === undefined) return "%25";
    const character = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : `%${hex.toUpperCase()}`;
  });
  const segments: string[] = [];
  for (const segment of escapesNormalised.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  const resolved = `/${segments.join("/")}`;
  if (CASE_KEPT.test(resolved)) return resolved;
  // Only the letters outside escapes: `%2F` stays `%2F`.
  return resolved.replace(/%[0-9A-F]{2}|[A-Z]+/g, (match) => (match.startsWith("%") ? match : match.toLowerCase()));
}

/** Whether `path` is already its own canonical spelling. */
export function isCanonicalPath(path: string): boolean {
  return canonicalPath(path) === path;
}

/**
 * Where a GET or HEAD for `url` (a path and query, as requested) is sent on to so that the page has one address,
 * or null when it already has it: the canonical path with the query as it was, and without a bare `?` ("/contact?",
 * what a GET form sent with nothing in it asks for, is "/contact"). Only a path of this site is redirected, and the
 * target is always one: it starts with a single `/`.
 */
export function canonicalAddress(url: string): string | null {
  if (!url.startsWith("/")) return null;
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 || queryAt === url.length - 1 ? "" : url.slice(queryAt);
  const canonical = canonicalPath(path);
  const target = `${canonical}${query}`;
  return target === url ? null : target;
}
