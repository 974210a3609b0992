/**
 * What the account pages say about themselves: their head, never indexed, and their headers, never kept by a cache
 * (they answer with what was typed into them, and the reset page carries a token).
 */
import { staticPageMeta } from "~/lib/pages/meta";

export function authPageMeta(page: { title: string; description: string; path: string }) {
  return staticPageMeta({ ...page, noIndex: true });
}

export function noStoreHeaders() {
  return { "Cache-Control": "no-store" };
}
