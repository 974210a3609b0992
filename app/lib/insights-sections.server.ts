/**
 * Insights as the public pages use them: card data for the browser, the data
 * of each marketing page's insights section, and the two questions every
 * insight page asks of a request (does it count as a view? may it be cached?).
 */
import { isbot } from "isbot";
import type { InsightCardData } from "~/components/insights/types";
import { selectAiCarousel, selectHowWeWork, selectServicesFeatured } from "./insights-rules";
import { site } from "~/content/site";
import { listLatestPosts, type PostCard, type PostDetail } from "./posts.server";
import { hasSessionCookie } from "./session-cookie";

/** What a card needs, with the date as an ISO string. */
export function toInsightCard(post: PostCard): InsightCardData {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    summary: post.summary,
    category: post.category,
    authorName: post.authorName,
    readTime: post.readTime,
    featuredImageUrl: post.featuredImageUrl,
    date: new Date(post.publishedAt ?? post.createdAt).toISOString(),
  };
}

/** How many recent posts the marketing pages' rules choose from. */
const RULE_POOL = 200;

/** Home page: the three newest published insights. */
export async function loadLatestInsights(limit = 3): Promise<InsightCardData[]> {
  return (await listLatestPosts(limit)).map(toInsightCard);
}

/** Services page: up to 3 newest, preferring categories whose name contains "service". */
export async function loadServicesFeatured(): Promise<InsightCardData[]> {
  return selectServicesFeatured(await listLatestPosts(RULE_POOL)).map(toInsightCard);
}

/** Smart Systems and AI page: up to 6 about automation, AI or smart systems (else the newest). */
export async function loadAiCarousel(): Promise<InsightCardData[]> {
  return selectAiCarousel(await listLatestPosts(RULE_POOL)).map(toInsightCard);
}

/** How-we-work page: up to 3 tagged how-we-work, operations, partnership or execution (may be none). */
export async function loadHowWeWork(): Promise<InsightCardData[]> {
  return selectHowWeWork(await listLatestPosts(RULE_POOL)).map(toInsightCard);
}

const PREFETCH_HEADERS = ["purpose", "sec-purpose", "x-purpose", "x-moz"];

/**
 * Whether a request for a post is a reader's view worth counting: a GET
 * (document or client-side navigation), not a crawler, not a prefetch or
 * prerender the reader may never see.
 */
export function isCountableView(request: Request): boolean {
  if (request.method !== "GET") return false;
  const userAgent = request.headers.get("user-agent");
  if (!userAgent || isbot(userAgent)) return false;
  return !PREFETCH_HEADERS.some((name) => /prefetch|prerender|preview/i.test(request.headers.get(name) ?? ""));
}

/**
 * Cache-Control for a public insights page: shareable by browsers and proxies
 * only when nothing on it belongs to one visitor. A session (the header shows
 * the account) or a pending toast makes it private.
 */
export function publicPageCacheControl(request: Request, maxAge: number): string {
  const cookie = request.headers.get("cookie") ?? "";
  if (hasSessionCookie(cookie) || /(^|;\s*)toast=/.test(cookie)) return "private, no-store";
  return `public, max-age=${maxAge}`;
}

/**
 * The Cache-Control of a page from its loader's answer and its parents':
 * any no-store (or private) above or in the loader wins over public caching.
 */
export function mergeCacheControl(...values: (string | null | undefined)[]): string {
  const present = values.filter((value): value is string => Boolean(value));
  const privateValue = present.find((value) => /no-store|private/i.test(value));
  return privateValue ?? present[present.length - 1] ?? "no-store";
}

/** schema.org BlogPosting, as JSON safe to place inside a <script> element. */
export function blogPostingJsonLd(post: PostDetail, origin: string): string {
  const url = `${origin}/insights/${post.slug}`;
  const author =
    post.authorName === site.teamName
      ? { "@type": "Organization", name: post.authorName }
      : { "@type": "Person", name: post.authorName };
  const value = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.seoDescription || post.summary,
    datePublished: new Date(post.publishedAt ?? post.createdAt).toISOString(),
    dateModified: new Date(post.updatedAt).toISOString(),
    author,
    publisher: {
      "@type": "Organization",
      name: site.name,
      url: origin,
      logo: { "@type": "ImageObject", url: `${origin}/favicon.svg` },
    },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    articleSection: post.category.name,
    keywords: post.tags.join(", "),
    inLanguage: "en-ZA",
    ...(post.featuredImageUrl ? { image: new URL(post.featuredImageUrl, origin).href } : {}),
  };
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Text made safe inside XML elements and attributes (the RSS feed and the sitemap). */
export function escapeXml(text: string): string {
  // Characters XML 1.0 forbids (control characters other than tab, line feed and carriage return) are dropped.
  const allowed = Array.from(text)
    .filter((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);
    })
    .join("");
  return allowed
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
