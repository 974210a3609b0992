/**
 * What an insight card shows, as it travels from a loader or the latest-posts
 * endpoint to the browser (dates as ISO strings, so JSON and loader data agree).
 */
import type { CategoryIcon } from "~/db/schema";
import type { StoredImage } from "../images/image-variants";

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
  /** the uploaded image featuredImageUrl names (drawn responsively), or null for an outside address or none */
  featuredImage: StoredImage | null;
  /** the featured image's text alternative; "" when it is decorative */
  featuredImageAlt: string;
  /** ISO date-time the post was published (or created, for the rare post without one). */
  date: string;
};

export type InsightsView = "grid" | "list";
