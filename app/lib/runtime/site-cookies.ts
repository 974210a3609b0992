/**
 * The site's own cookies (ADR 051): the only cookies a request keeps. The session, its cached data and the
 * remember-me choice, the second factor's and the trusted device's (Better Auth, with the `__Secure-` prefix over
 * HTTPS), a pending message (`toast`) and a lead form's one-time success (`lead-sent`). Any other cookie on the
 * site's domain (an analytics tag's `_ga`, an ad pixel's `_fbp`, a consent tool's) is dropped from the request as it
 * arrives: the page cache answers it as any anonymous visitor, and no render ever reads it.
 */
const SITE_COOKIE_NAME = /^(?:__Secure-)?better-auth\.[\w.-]+$|^(?:toast|lead-sent)$/;

/** Whether a cookie, by its name, is one this site sets. */
export function isSiteCookie(name: string): boolean {
  return SITE_COOKIE_NAME.test(name);
}

/** A Cookie header with only the site's own cookies, in their order; undefined when none is left. */
export function siteCookieHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const kept = header
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => isSiteCookie(pair.slice(0, pair.includes("=") ? pair.indexOf("=") : pair.length).trim()));
  return kept.length > 0 ? kept.join("; ") : undefined;
}
