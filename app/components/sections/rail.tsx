import { useCallback, useRef, useState, type CSSProperties } from "react";
import type { RailSection } from "~/content/pages/types";
import { sectionControls } from "~/content/site-chrome";
import { railScrollTarget, railStep, scrollEdges, SLIDE_GAP } from "~/components/sections/carousel-geometry";
import { prefersReducedMotion } from "~/components/sections/motion";
import { StaticHtml } from "~/first-load/static-html";
import { ContentCard } from "~/components/deferred";
import { ArrowButtons, useSyncOnResize } from "./scroll-controls";
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

  useSyncOnResize(scrollerRef, sync);

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

  const controls = (
    <ArrowButtons
      controls={regionId}
      previous={{
        label: sectionControls.rail.previous,
        disabled: edges.atStart,
        onClick: () => (edges.atStart ? undefined : scroll(-1)),
      }}
      next={{
        label: sectionControls.rail.next,
        disabled: edges.atEnd,
        onClick: () => (edges.atEnd ? undefined : scroll(1)),
      }}
    />
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
        <ul className="flex py-2" style={{ gap, "--rail-card": `${cardWidth}px` } as CSSProperties}>
          {section.cards.map((card, index) => (
            <li key={card.title} className="w-[min(var(--rail-card),85vw)] shrink-0 snap-start">
              <StaticHtml className="h-full" content={card}>
                <ContentCard card={card} art seed={index} />
              </StaticHtml>
            </li>
          ))}
        </ul>
      </div>
    </SectionShell>
  );
}
