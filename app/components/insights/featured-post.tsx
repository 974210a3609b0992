import { ArrowRight } from "~/components/icons/arrow-right";
import { Star } from "~/components/icons/star";
import { insightsList } from "~/content/site-insights";
import { AuthorAndDate, CategoryAndReadTime, CoverImage, StretchedTitleLink } from "./post-parts";
import type { InsightCardData } from "../../lib/insights/card-data";

/** The featured insight at the top of the unfiltered list. */
export function FeaturedPost({ post }: { post: InsightCardData }) {
  return (
    <section aria-labelledby="featured-post-heading" className="mb-12">
      <h2
        id="featured-post-heading"
        className="mb-4 inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.2em] text-brand-600"
      >
        <Star aria-hidden="true" className="h-4 w-4" />
        {insightsList.featured.heading}
      </h2>
      <article className="group relative grid overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md lg:grid-cols-5">
        {post.featuredImageUrl ? (
          <CoverImage
            post={post}
            width={960}
            height={540}
            sizes="(min-width: 80rem) 32rem, (min-width: 64rem) 40vw, 100vw"
            className="aspect-video h-full w-full bg-sand object-cover lg:col-span-2 lg:aspect-auto"
          />
        ) : (
          <div aria-hidden="true" className="hidden bg-brand-800 lg:col-span-2 lg:block">
            <svg viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice" className="h-full w-full">
              <g fill="none" stroke="#e39a2d" strokeOpacity="0.35" strokeWidth="1.5">
                {Array.from({ length: 9 }, (_, i) => (
                  <path
                    key={i}
                    d={`M-20 ${230 - i * 22} C 90 ${170 - i * 24}, 210 ${270 - i * 18}, 420 ${150 - i * 20}`}
                  />
                ))}
              </g>
            </svg>
          </div>
        )}
        <div className="flex flex-col gap-4 p-6 sm:p-8 lg:col-span-3">
          <CategoryAndReadTime
            post={post}
            className="flex flex-wrap items-center gap-3 text-xs text-muted"
            iconClassName="h-3.5 w-3.5"
          />
          <h3 className="font-display text-2xl font-semibold leading-tight text-brand-900 sm:text-3xl">
            <StretchedTitleLink post={post} />
          </h3>
          <p className="text-base leading-7 text-muted">{post.summary}</p>
          <AuthorAndDate post={post} className="text-sm text-muted" />
          <span
            aria-hidden="true"
            className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-brand-800"
          >
            {insightsList.featured.read}
            <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-1" />
          </span>
        </div>
      </article>
    </section>
  );
}
