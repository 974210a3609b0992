/**
 * Which state-changing requests come from this site's own pages.
 *
 * A request naming another origin is refused everywhere. A request naming none passes on the public routes (mail
 * programs' one-click unsubscribe sends no Origin, nor do some old browsers), but a change to the admin's state
 * must show where it came from: an Origin of this site, or, without one, a Referer on this site. Browsers send
 * both on a form post from our pages; SameSite cookies already keep a signed-in session out of other sites'
 * requests, and this is the second lock on the same door.
 */
import { pagePath } from "../app/lib/runtime/page-url";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const STAFF_PREFIXES = ["/admin", "/auth/sign-out"];

export type RequestFacts = { method: string; path: string; origin: string | undefined; referer: string | undefined };

function isStaffPath(pathname: string): boolean {
  const path = pagePath(pathname.toLowerCase());
  return STAFF_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** True when the request may go on; false when it must be refused as coming from another site. */
export function comesFromSite(request: RequestFacts, siteOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  if (request.origin !== undefined) return request.origin === siteOrigin;
  if (!isStaffPath(request.path)) return true;
  return originOf(request.referer) === siteOrigin;
}
