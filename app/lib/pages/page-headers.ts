/**
 * The Cache-Control of public pages. Marketing pages: browsers may keep one for five minutes; a shared cache (nginx in
 * front of the instances, a CDN) for SHARED_CACHE_SECONDS, then asks again with the page's entity tag, and the
 * instance's page cache answers 304 while the page is unchanged (ADR 051). A signed-in visitor's page shows their
 * email, so the root's private, no-store answer wins whenever it set one.
 */
import { hasSessionCookie } from "../accounts/session-cookie";

/**
 * How long a shared cache may serve a public page without asking: the longest a change (a post published, a page
 * edited) takes to reach visitors through it, beyond the moment each instance's own cache drops the page.
 */
export const SHARED_CACHE_SECONDS = 5;
export const PUBLIC_PAGE_CACHE_CONTROL = `public, max-age=300, s-maxage=${SHARED_CACHE_SECONDS}`;

export function publicPageHeaders({ parentHeaders }: { parentHeaders: Headers }) {
  return { "Cache-Control": parentHeaders.get("Cache-Control") ?? PUBLIC_PAGE_CACHE_CONTROL };
}

/**
 * Cache-Control for a public insights page: shareable by browsers and proxies
 * only when nothing on it belongs to one visitor. A session (the header shows
 * the account) or a pending toast makes it private.
 */
export function publicPageCacheControl(request: Request, maxAge: number): string {
  const cookie = request.headers.get("cookie") ?? "";
  if (hasSessionCookie(cookie) || /(^|;\s*)toast=/.test(cookie)) return "private, no-store";
  return `public, max-age=${maxAge}, s-maxage=${SHARED_CACHE_SECONDS}`;
}

/**
 * The Cache-Control of a page from its loader's answer and its parents':
 * any no-store (or private) above or in the loader wins over public caching.
 */
export function mergeCacheControl(...values: (string | null | undefined)[]): string {
  const present = values.filter((value): value is string => Boolean(value));
  const privateValue = present.find((value) => /no-store|private/i.test(value));
  return privateValue ?? present[present.length - 1] ?? "no-store";
}

/**
 * The Cache-Control of a page rendered with a nonce of its own (ADR 042): never one a shared cache may keep, whatever
 * its route said, or every visitor it served would get the same nonce. A page its route already kept from shared
 * caches (no-store: the admin, a signed-in visitor's page, a token's page) is sent as it said; any other becomes
 * `private, no-cache`: the visitor's browser may keep it (for back and forward) but asks again before showing it anew,
 * and that answer has a fresh nonce.
 */
export function nonceCacheControl(cacheControl: string | null): string {
  return cacheControl && /no-store|private/i.test(cacheControl) ? cacheControl : "private, no-cache";
}
