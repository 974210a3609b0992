/**
 * Whether a request's Host header names a host the way HTTP allows (ADR 042): a name or an IPv4 address, or an IPv6
 * address in brackets, with an optional port of at most 65535, or none at all. The server answers any other (`a b`,
 * `[::1`, `127.0.0.1:99999`, an empty one) with 400 before anything builds a URL from it: the URL parser throws on them,
 * and that was a 500.
 */
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~-]+)(?::\d{0,5})?$/;

/** The last Host that passed: nearly every request names the site's own, so a page-cache hit rarely parses a URL. */
let lastValidHost: string | undefined;

export function isValidHost(host: string | undefined): boolean {
  // None at all: an HTTP/1.0 request (Node refuses an HTTP/1.1 one without Host itself), answered as for localhost.
  if (host === undefined || host === lastValidHost) return true;
  if (!HOST.test(host)) return false;
  try {
    // What the grammar lets through and an address still cannot be: a port over 65535, `[::1::]`, `1.2.3.999`.
    new URL(`http://${host}`);
  } catch {
    return false;
  }
  lastValidHost = host;
  return true;
}

/** What a request with such a Host header is told. */
export const INVALID_HOST_MESSAGE = "Bad request: the Host header does not name a host.";
