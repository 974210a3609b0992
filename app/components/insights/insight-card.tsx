import type { InsightCardData, InsightsView } from "../../lib/insights/card-data";
import { AuthorAndDate, CategoryAndReadTime, CoverImage, StretchedTitleLink } from "./post-parts";

/** How wide a card's image shows: a third of the page's 80rem from lg, half from md, else the screen; 16rem in the list. */
const CARD_SIZES = {
  grid: "(min-width: 80rem) 25rem, (min-width: 64rem) 33vw, (min-width: 48rem) 50vw, 100vw",
  list: "(min-width: 40rem) 16rem, 100vw",
} as const;

/**
 * One insight: category, title (the link to the post, stretched over the
 * whole card), summary, author, date and reading time.
 */
export function InsightCard({
  post,
  view = "grid",
  headingLevel = 3,
}: {
  post: InsightCardData;
  view?: InsightsView;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const list = view === "list";
  return (
    <article
      className={`group relative flex overflow-hidden rounded-xl border border-line bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md ${
        list ? "flex-col sm:flex-row" : "h-full flex-col"
      }`}
    >
      <CoverImage
        post={post}
        width={640}
        height={360}
        sizes={list ? CARD_SIZES.list : CARD_SIZES.grid}
        lazy
        className={`aspect-video w-full bg-sand object-cover ${list ? "sm:w-64 sm:shrink-0" : ""}`}
      />
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <CategoryAndReadTime
          post={post}
          className="flex flex-wrap items-center gap-x-3 gap-y-2 text-xs text-muted"
          iconClassName="h-3.5 w-3.5"
        />
        <Heading className="font-display text-xl font-semibold leading-snug text-brand-900">
          <StretchedTitleLink post={post} />
        </Heading>
        <p className={`text-sm leading-6 text-muted ${list ? "" : "line-clamp-3"}`}>{post.summary}</p>
        <AuthorAndDate post={post} className="mt-auto pt-2 text-xs text-muted" />
      </div>
    </article>
  );
}

/** A grey stand-in of a card's shape while posts load (hidden from screen readers). */
export function InsightCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full min-h-64 flex-col gap-3 rounded-xl border border-line bg-white p-6 shadow-sm"
    >
      <div className="h-5 w-32 animate-pulse rounded-full bg-sand" />
      <div className="h-6 w-5/6 animate-pulse rounded bg-sand" />
      <div className="h-6 w-2/3 animate-pulse rounded bg-sand" />
      <div className="h-4 w-full animate-pulse rounded bg-sand" />
      <div className="h-4 w-4/5 animate-pulse rounded bg-sand" />
      <div className="mt-auto h-4 w-1/2 animate-pulse rounded bg-sand" />
    </div>
  );
}
