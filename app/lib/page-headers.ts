/**
 * The Cache-Control of a public page: shared caches may keep it for an hour,
 * browsers for five minutes. A signed-in visitor's page shows their email, so
 * the root's private, no-store answer wins whenever it set one.
 */
export function publicPageHeaders({ parentHeaders }: { parentHeaders: Headers }) {
  return { "Cache-Control": parentHeaders.get("Cache-Control") ?? "public, max-age=300, s-maxage=3600" };
}
