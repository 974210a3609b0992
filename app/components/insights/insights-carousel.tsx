import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { ChevronLeft } from "~/components/icons/chevron-left";
import { ChevronRight } from "~/components/icons/chevron-right";
import { Await } from "react-router";
import { prefersReducedMotion } from "~/components/sections/motion";
import { InsightCard, InsightCardSkeleton } from "./insight-card";
import { insightSections, insightsCommon } from "~/content/site-insights";
import { sectionControls } from "~/content/site-chrome";
import { InsightsNotice, InsightsSectionHeader } from "./insights-section-parts";
import type { InsightCardData } from "../../lib/insights/card-data";

const copy = insightSections.carousel;
const GAP = 24;
const slideClass = "w-[85%] shrink-0 snap-start sm:w-[calc(50%-12px)] lg:w-[calc((100%-48px)/3)]";
const arrowClass =
  "inline-flex h-11 w-11 items-center justify-center rounded-full border border-brand-800 bg-white text-brand-800 transition-colors hover:bg-brand-50 disabled:cursor-default disabled:border-line disabled:bg-sand disabled:text-muted";

/**
 * Smart Systems and AI page: insights about automation, AI and smart systems
 * (loadAiCarousel). `posts` may be a promise from a loader's deferred data:
 * four placeholders show until it resolves.
 */
export function InsightsCarousel({ posts }: { posts: InsightCardData[] | Promise<InsightCardData[]> }) {
  return (
    <section aria-labelledby="insights-carousel-heading" className="py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <InsightsSectionHeader id="insights-carousel-heading" title={copy.title} intro={copy.intro} />
        {Array.isArray(posts) ? (
          <CarouselBody posts={posts} />
        ) : (
          <Suspense fallback={<CarouselPlaceholders />}>
            <Await
              resolve={posts}
              errorElement={
                <p className="mt-10 rounded-xl border border-line bg-white px-6 py-10 text-center text-muted">
                  {insightsCommon.loadFailed}
                </p>
              }
            >
              {(resolved) => <CarouselBody posts={resolved} />}
            </Await>
          </Suspense>
        )}
      </div>
    </section>
  );
}

function CarouselPlaceholders() {
  return (
    <div className="mt-10">
      <p role="status" className="sr-only">
        {insightsCommon.loading}
      </p>
      <div className="flex gap-6 overflow-hidden">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={slideClass} data-testid="carousel-placeholder">
            <InsightCardSkeleton />
          </div>
        ))}
      </div>
    </div>
  );
}

function CarouselBody({ posts }: { posts: InsightCardData[] }) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: posts.length <= 1 });

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const atStart = track.scrollLeft <= 1;
    const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
    setEdges((current) => (current.atStart === atStart && current.atEnd === atEnd ? current : { atStart, atEnd }));
  }, []);

  useEffect(() => {
    measure();
    const track = trackRef.current;
    if (!track || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, [measure, posts.length]);

  if (posts.length === 0) {
    return <InsightsNotice className="mt-10">{insightsCommon.noPostsYet}</InsightsNotice>;
  }

  function scrollByStep(direction: 1 | -1) {
    const track = trackRef.current;
    if (!track) return;
    const slide = track.firstElementChild as HTMLElement | null;
    // One card and its gap; 90% of the track when a card cannot be measured.
    const step = slide?.offsetWidth ? slide.offsetWidth + GAP : track.clientWidth * 0.9;
    track.scrollBy({ left: direction * step, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  }

  return (
    <div aria-roledescription="carousel" aria-label={copy.label} role="region" className="mt-10">
      <div className="mb-4 flex justify-end gap-3">
        <button
          type="button"
          className={arrowClass}
          onClick={() => scrollByStep(-1)}
          disabled={edges.atStart}
          aria-label={copy.previous}
        >
          <ChevronLeft aria-hidden="true" className="h-5 w-5" />
        </button>
        <button
          type="button"
          className={arrowClass}
          onClick={() => scrollByStep(1)}
          disabled={edges.atEnd}
          aria-label={copy.next}
        >
          <ChevronRight aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <div
        ref={trackRef}
        onScroll={measure}
        className="flex snap-x snap-mandatory gap-6 overflow-x-auto motion-safe:scroll-smooth pb-4 [scrollbar-width:thin]"
      >
        {posts.map((post, index) => (
          <div
            key={post.id}
            role="group"
            aria-roledescription="slide"
            aria-label={sectionControls.carousel.slide(index + 1, posts.length)}
            className={slideClass}
          >
            <InsightCard post={post} />
          </div>
        ))}
      </div>
    </div>
  );
}
