/**
 * Where a GET or HEAD is sent on to so that a page has one address (ADR 042), or null when it already has it: the
 * canonical spelling of its path (canonical-path.ts) with its query, and a legacy address in any spelling straight
 * to where its page now lives (one redirect, not two).
 */
import { canonicalAddress } from "../app/lib/page-cache/canonical-path";
import { redirectTarget } from "../app/content/redirects";

export function canonicalRedirect(url: string): string | null {
  const target = canonicalAddress(url);
  if (target === null) return null;
  const queryAt = target.indexOf("?");
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? "" : target.slice(queryAt);
  return `${redirectTarget(path) ?? path}${query}`;
}
