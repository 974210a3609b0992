/**
 * Where to send a visitor whose emailed link failed at Better Auth. With the
 * callbackURL our emails carry, Better Auth redirects a bad or expired link to
 * our page itself; a link cut short by a mail client (no callbackURL, or no
 * token) gets its JSON error instead, which is no page for a person. For a
 * browser's request of such a link this names the page that explains it; for
 * anything else (a script, a success, a redirect) null, and the answer stands.
 */
export function authLinkFailurePage(url: URL, method: string, accept: string | null, status: number): string | null {
  if (method !== "GET" || status < 400 || status >= 500 || !accept?.includes("text/html")) return null;
  if (url.pathname === "/api/auth/verify-email") return "/auth?error=INVALID_TOKEN";
  if (url.pathname.startsWith("/api/auth/reset-password")) return "/auth/reset-password?error=INVALID_TOKEN";
  return null;
}
