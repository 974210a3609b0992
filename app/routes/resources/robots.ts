import type { Route } from "./+types/robots";
import { env } from "~/lib/runtime/env.server";

/** GET /robots.txt: crawl everything public; keep out of admin, accounts and the API. */
export function loader(_args: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /auth",
    "Disallow: /api/",
    "Disallow: /insights/preview/",
    "",
    `Sitemap: ${env().publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
