import { InsightGrid } from "~/components/deferred";
import { StaticHtml } from "~/first-load/static-html";
import type { InsightCardData } from "../../lib/insights/card-data";

/**
 * Services page: up to three insights, preferring "service" categories
 * (loadServicesFeatured), or that there are none yet. Cards and links only: the first
 * load keeps it as the server sent it (StaticHtml).
 */
export function FeaturedInsights({ posts, title }: { posts: InsightCardData[]; title?: string }) {
  return (
    <section aria-labelledby="featured-insights-heading" className="py-20 sm:py-24">
      <StaticHtml className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <InsightGrid headingId="featured-insights-heading" section="featured" title={title} posts={posts} />
      </StaticHtml>
    </section>
  );
}

/**
 * How-we-work page: up to three insights tagged with how we work, operations,
 * partnership or execution (loadHowWeWork), or that there are none yet. The first load
 * keeps it as the server sent it (StaticHtml).
 */
export function HowWeWorkInsights({ posts }: { posts: InsightCardData[] }) {
  return (
    <section aria-labelledby="how-we-work-insights-heading" className="py-20 sm:py-24">
      <StaticHtml className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <InsightGrid headingId="how-we-work-insights-heading" section="howWeWork" posts={posts} />
      </StaticHtml>
    </section>
  );
}
