/**
 * Where a GET or HEAD is sent on to so that a page has one address (ADR 042), or null when it already has it: the
 * canonical spelling of its path (canonical-path.ts) with its query, and an address the site redirects (the
 * redirects table, ADR 060) in any spelling straight to where it now goes (one redirect, not two), keeping the
 * whole query string.
 */
import { canonicalAddress } from "../app/lib/page-cache/canonical-path";

/** The redirect from a canonical path: `{ to }` an address, `{ to: null }` gone, undefined none. */
export type RedirectLookup = (path: string) => Promise<{ to: string | null } | undefined>;

const none: RedirectLookup = async () => undefined;

export async function canonicalRedirect(url: string, redirectOf: RedirectLookup = none): Promise<string | null> {
  const target = canonicalAddress(url);
  if (target === null) return null;
  return (await storedRedirect(target, redirectOf)) ?? target;
}

/**
 * Where the redirects table sends an address (a canonical one: path and query), with its whole query string (the
 * tracking parameters too, which the page cache leaves out of what the routes see), or null: none, or gone (the
 * route answers 410).
 */
export async function storedRedirect(url: string, redirectOf: RedirectLookup): Promise<string | null> {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? "" : url.slice(queryAt);
  const onward = (await redirectOf(path))?.to;
  if (!onward) return null;
  return query === "" ? onward : `${onward}${onward.includes("?") ? `&${query.slice(1)}` : query}`;
}
