/**
 * The Content-Security-Policy of every response. Scripts: the site's own
 * files, and inline scripts only by a fresh per-response nonce, or, for the
 * page cache's pages, by the hash of each inline script they hold (ADR 024).
 * No 'unsafe-inline' for scripts; styles may be inline (the first-paint
 * stylesheet, ADR 008).
 */
export type PolicyOptions = { dev: boolean; https: boolean };

/** The policy allowing the site's scripts plus `inlineScripts` (`'nonce-…'` or `'sha256-…'` sources). */
export function contentSecurityPolicy(inlineScripts: readonly string[], { dev, https }: PolicyOptions): string {
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", dev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", ...inlineScripts]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "https:"]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", dev ? ["'self'", "ws:"] : ["'self'"]],
    ["media-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  if (https) directives.push(["upgrade-insecure-requests", []]);
  return directives.map(([name, values]) => [name, ...values].join(" ")).join(";");
}
