/** The heading row, notice and card grid the insight sections of the marketing pages are drawn with. */
import type { ReactNode } from "react";
import { ArrowRight } from "~/components/icons/arrow-right";
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
  return (
    <p className={`rounded-xl border border-line bg-white px-6 py-10 text-center text-muted ${className}`}>
      {children}
    </p>
  );
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
 * The services or how-we-work page's insights section inside its frame (insight-sections.tsx): its heading and its
 * cards, or that there are none yet. Links and text only.
 */
export function InsightGrid({
  headingId,
  section,
  title = insightSections[section].title,
  posts,
}: {
  headingId: string;
  section: "featured" | "howWeWork";
  title?: string;
  posts: InsightCardData[];
}) {
  return (
    <>
      <InsightsSectionHeader id={headingId} title={title} intro={insightSections[section].intro} />
      <CardGrid posts={posts} />
    </>
  );
}
