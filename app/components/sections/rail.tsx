import { useCallback, useEffect, useRef, useState, type CSSProperties } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { RailSection } from "~/content/pages/types";
import { railScrollTarget, railStep, scrollEdges, SLIDE_GAP } from "~/components/sections/carousel-geometry";
import { prefersReducedMotion } from "~/components/sections/motion";
import { StaticHtml } from "~/first-load/static-html";
import { ContentCard } from "./content-card";
import { SectionShell } from "./section-shell";

const DEFAULT_STEP = 340;

/**
 * A horizontally scrolling row of cards with scroll-left and scroll-right
 * buttons: each press moves one card plus the gap, and a button is disabled at
 * its end. The row itself is a labelled region that scrolls with the keyboard.
 */
export function Rail({ section }: { section: RailSection }) {
  const gap = section.gap ?? SLIDE_GAP;
  const cardWidth = (section.step ?? DEFAULT_STEP) - gap;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const regionId = `${section.id}-rail`;

  const sync = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const next = scrollEdges(scroller.scrollLeft, scroller.scrollWidth - scroller.clientWidth);
    setEdges((current) => (current.atStart === next.atStart && current.atEnd === next.atEnd ? current : next));
  }, []);

  useEffect(() => {
    sync();
    const scroller = scrollerRef.current;
    if (!scroller || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => sync());
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [sync]);

  function scroll(direction: 1 | -1) {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const card = scroller.querySelector("li");
    const left = railScrollTarget({
      scrollLeft: scroller.scrollLeft,
      direction,
      step: railStep(card?.offsetWidth, gap, scroller.clientWidth),
      maxScroll: scroller.scrollWidth - scroller.clientWidth,
    });
    scroller.scrollTo({ left, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  }

  const button =
    "inline-flex h-11 w-11 items-center justify-center rounded-full border border-brand-800 bg-white text-brand-800 transition-colors hover:bg-brand-50 aria-disabled:cursor-default aria-disabled:border-line aria-disabled:bg-sand aria-disabled:text-muted";
  const controls = (
    <div className="flex gap-3">
      <button
        type="button"
        className={button}
        aria-label="Scroll left"
        aria-controls={regionId}
        aria-disabled={edges.atStart}
        onClick={() => (edges.atStart ? undefined : scroll(-1))}
      >
        <ChevronLeft aria-hidden="true" className="h-5 w-5" />
      </button>
      <button
        type="button"
        className={button}
        aria-label="Scroll right"
        aria-controls={regionId}
        aria-disabled={edges.atEnd}
        onClick={() => (edges.atEnd ? undefined : scroll(1))}
      >
        <ChevronRight aria-hidden="true" className="h-5 w-5" />
      </button>
    </div>
  );

  return (
    <SectionShell section={section} headerAside={controls}>
      <div
        ref={scrollerRef}
        id={regionId}
        role="region"
        aria-label={section.label}
        tabIndex={0}
        onScroll={sync}
        className="mt-10 snap-x snap-mandatory overflow-x-auto overscroll-x-contain pb-4 [scrollbar-width:thin]"
      >
        <ul
          className="flex py-2"
          style={{ gap, "--rail-card": `${cardWidth}px` } as CSSProperties}
        >
          {section.cards.map((card, index) => (
            <li key={card.title} className="w-[min(var(--rail-card),85vw)] shrink-0 snap-start">
              <StaticHtml className="h-full">
                <ContentCard card={card} art seed={index} />
              </StaticHtml>
            </li>
          ))}
        </ul>
      </div>
    </SectionShell>
  );
}
