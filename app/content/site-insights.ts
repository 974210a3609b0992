/**
 * Copy for Insights: the list at /insights, a post's page, the insight cards, and the insight sections of other pages
 * (latest, featured, how we work, the smart systems carousel). Typed data only: no JSX, no server imports.
 *
 * Named site-* so that the build keeps it in the shared `site` chunk (vite.config.ts): the cards and sections that
 * read it are on many pages, and a module of its own would be one more script on each (ADR 009).
 */
import { site } from "./site";

/** Words the list, the post page and the sections share. */
export const insightsCommon = {
  name: "Insights",
  loading: "Loading insights…",
  loadFailed: "Couldn't load insights right now.",
  noPostsYet: "No posts yet. Check back soon.",
  viewAll: "View all insights",
  backToList: "Back to Insights",
  /** "5 min read" */
  readTime: (minutes: number) => `${minutes} min read`,
} as const;

/** The list at /insights. */
export const insightsList = {
  description:
    "Practical insights for South African owner-led businesses: pricing, operations, succession, leadership and smart systems.",
  /** The document title: "Insights", "Operations insights", with ", page 2" after page 1. */
  title: {
    all: insightsCommon.name,
    category: (name: string) => `${name} insights`,
    page: (page: number) => `page ${page}`,
  },
  feedTitle: `${site.name} Insights`,
  categoriesFailed: "Failed to load categories",
  postsFailed: "Failed to load blog posts",
  hero: {
    eyebrow: insightsCommon.name,
    heading: "Ideas that make owner-led businesses easier to run",
    intro:
      "Field notes on pricing, operations, succession, leadership and smart systems from our work with South African businesses.",
    searchLabel: "Search insights",
    searchPlaceholder: "Search by title, summary or category",
    search: "Search",
  },
  categoriesLabel: "Insight categories",
  allCategories: "All",
  /** After a category's name, for screen readers: " (3 posts)". */
  categoryCount: (count: number) => ` (${count} ${count === 1 ? "post" : "posts"})`,
  layout: { label: "Layout", grid: "Grid", list: "List" },
  featured: { heading: "Featured insight", read: "Read the article" },
  results: {
    search: "Search results",
    all: "All insights",
    /** "Showing 1 to 9 of 24 insights", around the numbers. */
    showing: { before: "Showing ", to: " to ", of: " of ", after: " insights" },
    /** "3 results", "1 result". */
    count: (count: number) => `${count} ${count === 1 ? "result" : "results"}`,
    forQuery: (q: string) => ` for "${q}"`,
    inCategory: (name: string) => ` in ${name}`,
  },
  noMatches: {
    heading: "No matching posts",
    body: "Try another search or category, or tell us what you would like us to write about.",
    clear: "Clear filters",
    suggest: "Suggest this topic",
  },
  noPosts: {
    heading: "No posts yet",
    body: "Our first insights are on their way. Tell us what you would like to read, or get them by email.",
    suggest: "Suggest a topic",
    updates: "Get updates",
  },
  rss: "RSS feed",
  cta: {
    heading: "Ready to put these ideas to work?",
    body: "In a free 30-minute call we look at your business with you and agree the two or three changes worth making first.",
    button: "Book a Strategy Call",
    href: "/book/strategy-call",
  },
  /** The page shown when the list cannot be loaded: "Error: " before the reason. */
  error: { heading: insightsCommon.name, before: "Error: ", retry: "Try again" },
} as const;

/** A post's page at /insights/:slug. */
/** A draft shown through a signed preview link (not indexed, never cached). */
export const insightPreview = {
  title: (postTitle: string) => `Preview: ${postTitle}`,
  fallbackTitle: "Preview",
  badge: "Preview",
  notice: "This is a draft. It is not published, and only people with this link can see it.",
  pendingNotice:
    "These are unpublished changes to a live post. Readers see the published version until the changes are published.",
  scheduledNotice: (when: string) => `Scheduled to go live on ${when} (South African time).`,
  expires: (when: string) => `This link works until ${when}.`,
  invalid: { heading: "Preview not available", body: "This preview link is not valid. Ask for a new one." },
  expired: { heading: "Preview link expired", body: "This preview link has expired. Ask for a new one." },
  gone: { heading: "Preview not available", body: "The post this link shows no longer exists." },
} as const;

export const insightPost = {
  loading: "Loading...",
  /** Before the author's name: "By Lindiwe Dube". */
  by: "By ",
  share: {
    button: "Share",
    copied: "Link copied",
    copiedDetail: "The address of this insight is on your clipboard.",
    manual: "Copy this address to share the insight",
  },
  authorHeading: "About the author",
  defaultAuthorBio:
    "The Kestrel Advisory Team helps South African owner-led businesses grow, simplify and prepare for what's next.",
  related: "Related insights",
  cta: {
    heading: "Find the value in your business",
    body: "A free, 30-minute Value Mapping Call: we look at your numbers and operations with you and show where the biggest gains are. No obligation.",
  },
  loadFailed: "Failed to load blog post",
  notFound: {
    title: `Post Not Found | ${site.name}`,
    heading: "Post Not Found",
    body: "The blog post you're looking for doesn't exist.",
  },
} as const;

/** The insight sections of the marketing pages. */
export const insightSections = {
  latest: {
    title: "Latest insights",
    intro: "Practical ideas on pricing, operations, succession and systems for South African owner-led businesses.",
  },
  featured: { title: "Featured insights", intro: "Field notes from our work with South African owner-led businesses." },
  howWeWork: {
    title: "Insights on how we work",
    intro: "How our sprints, partnerships and execution rhythm play out in real businesses.",
  },
  carousel: {
    title: "Insights on smart systems and AI",
    intro: "Practical reading on automation and AI for South African businesses.",
    label: insightsCommon.name,
    previous: "Previous insights",
    next: "Next insights",
  },
} as const;
