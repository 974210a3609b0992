import type { Route } from "./+types/sitemap";
import { publicPagesWith } from "~/content/public-pages";
import { env } from "~/lib/runtime/env.server";
import { listPublishedSlugs } from "~/lib/insights/posts.server";
import { escapeXml } from "~/lib/pages/xml";
import { publishedPages } from "~/lib/site-pages/published-pages.server";

/** GET /sitemap.xml: every public page and every published insight. */
export async function loader(_args: Route.LoaderArgs) {
  const origin = env().publicUrl;
  const [pages, posts] = await Promise.all([publishedPages(), listPublishedSlugs()]);
  const entries = [
    ...publicPagesWith(pages).map((page) => url(`${origin}${page.path}`, { changefreq: page.changefreq })),
    ...posts.map((post) =>
      url(`${origin}/insights/${encodeURIComponent(post.slug)}`, {
        lastmod: new Date(post.updatedAt).toISOString().slice(0, 10),
        changefreq: "monthly",
      }),
    ),
  ];
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}

function url(loc: string, { lastmod, changefreq }: { lastmod?: string; changefreq: string }): string {
  return [
    "  <url>",
    `    <loc>${escapeXml(loc)}</loc>`,
    ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
    `    <changefreq>${changefreq}</changefreq>`,
    "  </url>",
  ].join("\n");
}
