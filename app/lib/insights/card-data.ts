/**
 * What an insight card shows, as it travels from a loader or the latest-posts
 * endpoint to the browser (dates as ISO strings, so JSON and loader data agree).
 */
import type { CategoryIcon } from "~/db/schema";

export type InsightCategory = { name: string; slug: string; icon: CategoryIcon };

export type InsightCardData = {
  id: string;
  title: string;
  slug: string;
  summary: string;
  category: InsightCategory;
  authorName: string;
  readTime: number;
  featuredImageUrl: string | null;
  /** ISO date-time the post was published (or created, for the rare post without one). */
  date: string;
};

export type InsightsView = "grid" | "list";
