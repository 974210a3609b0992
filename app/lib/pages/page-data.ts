/**
 * What a registry page's behaviour sections get from the server with the
 * page (loaded by page-data.server.ts, placed by the section renderer).
 */
import type { InsightCardData } from "~/lib/insights/card-data";
import type { StoredImage } from "~/lib/images/image-variants";

export type PageData = {
  /** The Services page's featured insights: [] when they could not be loaded (the page is whole without them). */
  featuredInsights?: InsightCardData[];
  /** The insights the how-we-work rule picks: [] when they could not be loaded. */
  howWeWorkInsights?: InsightCardData[];
  /** Not awaited: the page streams at once and the carousel shows its placeholders until the posts arrive. */
  carouselInsights?: Promise<InsightCardData[]>;
  /** The Ready to talk form's idempotency key (the stored key also depends on the address). */
  idempotencyKey?: string;
  /** The image library's images the page's sections show, by id: their sizes write each picture's srcset. */
  images?: Record<string, StoredImage>;
  /** schema.org Service for a page that describes an offer. */
  serviceJsonLd?: string;
};
