import type { ReactNode } from "react";
import { ArrowRight } from "lucide-react";
import { StaticHtml } from "~/first-load/static-html";
import { ButtonLink } from "~/components/ui/button";
import { insightSections, insightsCommon } from "~/content/site-insights";
import { InsightCard } from "./insight-card";
import type { InsightCardData } from "../../lib/insights/card-data";

/** The heading row shared by the insight sections of the marketing pages. */
export function InsightsSectionHeader({
  id,
  eyebrow = insightsCommon.name,
  title,
  intro,
  action = true,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  action?: boolean;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-600">{eyebrow}</p>
        <h2 id={id} className="mt-3 font-display text-3xl font-semibold text-brand-900 sm:text-4xl">
          {title}
        </h2>
        {intro ? <p className="mt-3 text-lg leading-8 text-muted">{intro}</p> : null}
      </div>
      {action ? (
        <ButtonLink to="/insights" variant="outline">
          {insightsCommon.viewAll}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </ButtonLink>
      ) : null}
    </div>
  );
}

/** What an insights section says instead of its cards: nothing published yet, or the posts could not be loaded. */
export function InsightsNotice({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <p className={`rounded-xl border border-line bg-white px-6 py-10 text-center text-muted ${className}`}>{children}</p>;
}

function CardGrid({ posts }: { posts: InsightCardData[] }) {
  if (posts.length === 0) return <InsightsNotice className="mt-10">{insightsCommon.noPostsYet}</InsightsNotice>;
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.id}>
          <InsightCard post={post} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Services page: up to three insights, preferring "service" categories
 * (loadServicesFeatured), or that there are none yet. Cards and links only: the first
 * load keeps it as the server sent it (StaticHtml).
 */
export function FeaturedInsights({ posts, title = insightSections.featured.title }: { posts: InsightCardData[]; title?: string }) {
  return (
    <section aria-labelledby="featured-insights-heading" className="py-20 sm:py-24">
      <StaticHtml className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <InsightsSectionHeader
          id="featured-insights-heading"
          title={title}
          intro={insightSections.featured.intro}
        />
        <CardGrid posts={posts} />
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
        <InsightsSectionHeader
          id="how-we-work-insights-heading"
          title={insightSections.howWeWork.title}
          intro={insightSections.howWeWork.intro}
        />
        <CardGrid posts={posts} />
      </StaticHtml>
    </section>
  );
}
