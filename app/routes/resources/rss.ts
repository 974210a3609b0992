import type { Route } from "./+types/rss";
import { site } from "~/content/site";
import { env } from "~/lib/runtime/env.server";
import { listLatestPosts } from "~/lib/insights/posts.server";
import { escapeXml } from "~/lib/pages/xml";

const FEED_SIZE = 20;

/** GET /insights/rss.xml: RSS 2.0 of the 20 newest published insights. */
export async function loader(_args: Route.LoaderArgs) {
  const origin = env().publicUrl;
  const posts = await listLatestPosts(FEED_SIZE);
  const newest = posts[0];
  const items = posts.map((post) => {
    const link = `${origin}/insights/${encodeURIComponent(post.slug)}`;
    const published = new Date(post.publishedAt ?? post.createdAt).toUTCString();
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <description>${escapeXml(post.summary)}</description>`,
      `      <category>${escapeXml(post.category.name)}</category>`,
      `      <dc:creator>${escapeXml(post.authorName)}</dc:creator>`,
      `      <pubDate>${published}</pubDate>`,
      "    </item>",
    ].join("\n");
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(`${site.name} Insights`)}</title>`,
    `    <link>${escapeXml(`${origin}/insights`)}</link>`,
    `    <atom:link href="${escapeXml(`${origin}/insights/rss.xml`)}" rel="self" type="application/rss+xml" />`,
    `    <description>${escapeXml(site.description)}</description>`,
    "    <language>en-ZA</language>",
    newest
      ? `    <lastBuildDate>${new Date(newest.publishedAt ?? newest.createdAt).toUTCString()}</lastBuildDate>`
      : "",
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ]
    .filter((line) => line !== "")
    .join("\n");
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
