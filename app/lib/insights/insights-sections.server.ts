/**
 * Insights as the public pages use them: card data for the browser, the data
 * of each marketing page's insights section, whether a request counts as a
 * reader's view, and a post's structured data.
 */
import { isbot } from "isbot";
import type { HitRequest } from "../page-cache/page-cache";
import type { InsightCardData } from "~/lib/insights/card-data";
import { selectAiCarousel, selectHowWeWork, selectServicesFeatured } from "./insights-rules";
import { site } from "~/content/site";
import { listLatestPosts, type PostCard, type PostDetail } from "./posts.server";

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
    featuredImage: post.featuredImage,
    featuredImageAlt: post.featuredImageAlt ?? "",
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
export function isCountableView(request: HitRequest): boolean {
  if (request.method !== "GET") return false;
  const userAgent = request.headers.get("user-agent");
  if (!userAgent || isCrawler(userAgent)) return false;
  return !PREFETCH_HEADERS.some((name) => /prefetch|prerender|preview/i.test(request.headers.get(name) ?? ""));
}

const crawlers = new Map<string, boolean>();
/** isbot, remembered for the last 500 user agents seen: a cached post page asks it on every view. */
function isCrawler(userAgent: string): boolean {
  let known = crawlers.get(userAgent);
  if (known === undefined) {
    known = isbot(userAgent);
    if (crawlers.size >= 500) crawlers.delete(crawlers.keys().next().value!);
    crawlers.set(userAgent, known);
  }
  return known;
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
