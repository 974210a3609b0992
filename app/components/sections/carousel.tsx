import { useCallback, useRef, useState } from "react";
import type { CarouselSection, SlidesPerView } from "~/content/pages/types";
import { sectionControls } from "~/content/site-chrome";
import {
  canGoNext,
  canGoPrevious,
  clampPage,
  firstSlideOfPage,
  nextPage,
  pageAtScroll,
  pageCount,
  pageCountsByBreakpoint,
  pageScrollLeft,
  previousPage,
  slidesPerView,
} from "~/components/sections/carousel-geometry";
import { prefersReducedMotion } from "~/components/sections/motion";
import { StaticHtml } from "~/first-load/static-html";
import { ContentCard } from "~/components/deferred";
import { ArrowButtons, useSyncOnResize } from "./scroll-controls";
import { SectionShell } from "./section-shell";

const DEFAULT_PER_VIEW: SlidesPerView = { base: 1, md: 2, lg: 3 };

// Full class names (never assembled), so the stylesheet has every one of them.
const widths = {
  base: { 1: "w-full", 2: "w-[calc((100%-24px)/2)]", 3: "w-[calc((100%-48px)/3)]", 4: "w-[calc((100%-72px)/4)]" },
  md: {
    1: "md:w-full",
    2: "md:w-[calc((100%-24px)/2)]",
    3: "md:w-[calc((100%-48px)/3)]",
    4: "md:w-[calc((100%-72px)/4)]",
  },
  lg: {
    1: "lg:w-full",
    2: "lg:w-[calc((100%-24px)/2)]",
    3: "lg:w-[calc((100%-48px)/3)]",
    4: "lg:w-[calc((100%-72px)/4)]",
  },
} as const;

/** Whether something holds below 768px, from 768px and from 1024px, as a key of the maps below. */
type BreakpointKey = `${0 | 1}${0 | 1}${0 | 1}`;

// A slide snaps into place only where a page starts.
const snapClasses: Record<BreakpointKey, string> = {
  "111": "snap-start",
  "110": "snap-start lg:snap-align-none",
  "101": "snap-start md:snap-align-none lg:snap-start",
  "100": "snap-start md:snap-align-none",
  "011": "snap-align-none md:snap-start",
  "010": "snap-align-none md:snap-start lg:snap-align-none",
  "001": "snap-align-none lg:snap-start",
  "000": "snap-align-none",
};

// A dot exists only at the widths where its page does.
const dotClasses: Record<BreakpointKey, string> = {
  "111": "flex",
  "110": "flex lg:hidden",
  "101": "flex md:hidden lg:flex",
  "100": "flex md:hidden",
  "011": "hidden md:flex",
  "010": "hidden md:flex lg:hidden",
  "001": "hidden lg:flex",
  "000": "hidden",
};

function breakpointKey(
  holds: (perView: number, pages: number) => boolean,
  slides: number,
  config: SlidesPerView,
): BreakpointKey {
  const counts = pageCountsByBreakpoint(slides, config);
  const at = (width: number, pages: number) => (holds(slidesPerView(width, config), pages) ? "1" : "0");
  return `${at(0, counts.base)}${at(768, counts.md)}${at(1024, counts.lg)}` as BreakpointKey;
}

type View = { page: number; pages: number; perView: number; announce: boolean };

/**
 * A carousel of cards: `perView` slides at a time by screen width, previous
 * and next buttons (disabled at the ends unless it loops) and a dot per page.
 * The slides are a scrolling track, so they can also be swiped, scrolled with
 * the keyboard, and read without JavaScript.
 */
export function Carousel({ section }: { section: CarouselSection }) {
  const config = section.perView ?? DEFAULT_PER_VIEW;
  const loop = section.loop ?? false;
  const slides = section.cards.length;
  const counts = pageCountsByBreakpoint(slides, config);
  const dots = Math.max(counts.base, counts.md, counts.lg);
  const trackRef = useRef<HTMLDivElement>(null);
  const travel = useRef<{ left: number; until: number } | null>(null);
  const [view, setView] = useState<View>({ page: 0, pages: counts.base, perView: config.base, announce: false });

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return null;
    return {
      track,
      perView: slidesPerView(window.innerWidth, config),
      offsets: Array.from(track.children, (child) => (child as HTMLElement).offsetLeft),
      maxScroll: track.scrollWidth - track.clientWidth,
    };
  }, [config]);

  const sync = useCallback(() => {
    const geometry = measure();
    if (!geometry) return;
    const { track, perView, offsets, maxScroll } = geometry;
    if (travel.current) {
      // A button press is scrolling the track: hold its page until it arrives (or gives up).
      if (Math.abs(track.scrollLeft - travel.current.left) > 2 && Date.now() < travel.current.until) return;
      travel.current = null;
    }
    const pages = pageCount(slides, perView);
    const page = pageAtScroll(track.scrollLeft, maxScroll, perView, offsets);
    setView((current) =>
      current.page === page && current.pages === pages && current.perView === perView
        ? current
        : { ...current, page, pages, perView },
    );
  }, [measure, slides]);

  useSyncOnResize(trackRef, sync);

  function goTo(page: number) {
    const geometry = measure();
    if (!geometry) return;
    const { track, perView, offsets, maxScroll } = geometry;
    const pages = pageCount(slides, perView);
    const target = clampPage(page, pages);
    const left = pageScrollLeft(target, perView, offsets, maxScroll);
    setView({ page: target, pages, perView, announce: true });
    if (Math.abs(track.scrollLeft - left) < 1) return;
    travel.current = { left, until: Date.now() + 1200 };
    track.scrollTo({ left, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  }

  const first = firstSlideOfPage(view.page, view.perView) + 1;
  const last = Math.min(slides, first + view.perView - 1);

  return (
    <SectionShell section={section}>
      <div role="region" aria-roledescription="carousel" aria-label={section.label} className="mt-12">
        <div
          ref={trackRef}
          tabIndex={0}
          onScroll={sync}
          onScrollEnd={sync}
          className="relative flex snap-x snap-mandatory gap-6 overflow-x-auto overscroll-x-contain py-2 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {section.cards.map((card, index) => (
            <div
              key={card.title}
              role="group"
              aria-roledescription="slide"
              aria-label={sectionControls.carousel.slide(index + 1, slides)}
              className={`shrink-0 ${widths.base[config.base]} ${config.md ? widths.md[config.md] : ""} ${
                config.lg ? widths.lg[config.lg] : ""
              } ${snapClasses[breakpointKey((perView) => index % perView === 0, slides, config)]}`}
            >
              <StaticHtml className="h-full" content={card}>
                <ContentCard card={card} />
              </StaticHtml>
            </div>
          ))}
        </div>
        <div className="mt-6 flex items-center justify-between gap-4">
          <div className="flex flex-wrap items-center gap-1">
            {Array.from({ length: dots }, (_, page) => (
              <button
                key={page}
                type="button"
                aria-label={sectionControls.carousel.goTo(page + 1)}
                aria-current={page === view.page ? "true" : undefined}
                onClick={() => goTo(page)}
                className={`${dotClasses[breakpointKey((_perView, pages) => page < pages, slides, config)]} group h-6 min-w-6 items-center justify-center`}
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full transition-all ${
                    page === view.page ? "w-6 bg-brand-800" : "w-2.5 bg-brand-800/35 group-hover:bg-brand-800/60"
                  }`}
                />
              </button>
            ))}
          </div>
          <ArrowButtons
            previous={{
              label: sectionControls.carousel.previous,
              disabled: !canGoPrevious(view.page, view.pages, loop),
              onClick: () => goTo(previousPage(view.page, view.pages, loop)),
            }}
            next={{
              label: sectionControls.carousel.next,
              disabled: !canGoNext(view.page, view.pages, loop),
              onClick: () => goTo(nextPage(view.page, view.pages, loop)),
            }}
          />
        </div>
        <p aria-live="polite" className="sr-only">
          {view.announce ? sectionControls.carousel.showing(first, last, slides) : ""}
        </p>
      </div>
    </SectionShell>
  );
}
