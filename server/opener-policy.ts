/**
 * Which responses carry Cross-Origin-Opener-Policy: same-origin (ADR 010).
 *
 * The policy keeps other sites' windows from holding a reference to ours: it matters where a page can show someone's
 * private data. The admin, the sign-in pages and the auth API always get it, and so does any page asked for with a
 * session cookie (a signed-in visitor's header shows their email). The public pages an anonymous visitor reads are the
 * same for everyone and go without it: on a phone, a page with the policy opened from another page always starts in
 * a new browser process, which cost every public page about half a second of main-thread time in Lighthouse.
 */
import { hasSessionCookie } from "../app/lib/accounts/session-cookie";

const ISOLATED_PREFIXES = ["/admin", "/auth", "/api/auth"];

export function needsOpenerIsolation(pathname: string, cookieHeader: string | undefined): boolean {
  const path = pathname.toLowerCase();
  if (ISOLATED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return true;
  return hasSessionCookie(cookieHeader);
}
