/**
 * The arithmetic of carousels and rails, kept apart from the DOM: how many
 * slides show at a width, how many pages that makes, where previous and next
 * lead (with and without looping), which page a scroll position shows, and
 * where a rail's scroll buttons go.
 */

/** The site's breakpoints (Tailwind md and lg). */
export const BREAKPOINTS = { md: 768, lg: 1024 } as const;

/** Space between slides and between rail cards, in px. */
export const SLIDE_GAP = 24;

export type PerViewConfig = { base: number; md?: number; lg?: number };

/** Slides visible at once at a viewport `width`: `lg` from 1024px, `md` from 768px, else `base` (each falling back to the smaller). */
export function slidesPerView(width: number, config: PerViewConfig): number {
  const md = config.md ?? config.base;
  const lg = config.lg ?? md;
  const count = width >= BREAKPOINTS.lg ? lg : width >= BREAKPOINTS.md ? md : config.base;
  return Math.max(1, Math.floor(count));
}

/** Pages of `perView` slides needed to show `slides` slides (at least one). */
export function pageCount(slides: number, perView: number): number {
  return Math.max(1, Math.ceil(slides / Math.max(1, perView)));
}

/** Page counts at each breakpoint: which dots exist at which width. */
export function pageCountsByBreakpoint(
  slides: number,
  config: PerViewConfig,
): { base: number; md: number; lg: number } {
  return {
    base: pageCount(slides, slidesPerView(0, config)),
    md: pageCount(slides, slidesPerView(BREAKPOINTS.md, config)),
    lg: pageCount(slides, slidesPerView(BREAKPOINTS.lg, config)),
  };
}

/** A page number brought into range (for example after a resize changed the page count). */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(0, page), Math.max(0, pages - 1));
}

/** The page after `page`: the first again after the last when looping, else it stays on the last. */
export function nextPage(page: number, pages: number, loop: boolean): number {
  const current = clampPage(page, pages);
  if (current < pages - 1) return current + 1;
  return loop ? 0 : current;
}

/** The page before `page`: the last after the first when looping, else it stays on the first. */
export function previousPage(page: number, pages: number, loop: boolean): number {
  const current = clampPage(page, pages);
  if (current > 0) return current - 1;
  return loop ? pages - 1 : current;
}

export function canGoNext(page: number, pages: number, loop: boolean): boolean {
  return pages > 1 && (loop || page < pages - 1);
}

export function canGoPrevious(page: number, pages: number, loop: boolean): boolean {
  return pages > 1 && (loop || page > 0);
}

/** The index of the first slide of `page`. */
export function firstSlideOfPage(page: number, perView: number): number {
  return Math.max(0, page) * Math.max(1, perView);
}

/** The page that holds slide `index`. */
export function pageOfSlide(index: number, perView: number): number {
  return Math.floor(Math.max(0, index) / Math.max(1, perView));
}

/**
 * The scroll position that shows `page`: its first slide's offset in the
 * track, no further than the track can scroll.
 */
export function pageScrollLeft(page: number, perView: number, slideOffsets: number[], maxScroll: number): number {
  if (slideOffsets.length === 0) return 0;
  const index = Math.min(firstSlideOfPage(page, perView), slideOffsets.length - 1);
  return Math.min(Math.max(0, slideOffsets[index] - slideOffsets[0]), Math.max(0, maxScroll));
}

/**
 * The page a track scrolled to `scrollLeft` shows: the last page at the end
 * of the track, otherwise the page whose first slide is nearest.
 */
export function pageAtScroll(scrollLeft: number, maxScroll: number, perView: number, slideOffsets: number[]): number {
  const pages = pageCount(slideOffsets.length, perView);
  if (slideOffsets.length === 0) return 0;
  if (maxScroll > 0 && scrollLeft >= maxScroll - 2) return pages - 1;
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let page = 0; page < pages; page++) {
    const distance = Math.abs(pageScrollLeft(page, perView, slideOffsets, maxScroll) - scrollLeft);
    if (distance < bestDistance) {
      best = page;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * How far one press of a rail's scroll button moves: one card and the gap,
 * or 90% of the visible width when the card cannot be measured.
 */
export function railStep(cardWidth: number | null | undefined, gap: number, containerWidth: number): number {
  return cardWidth && cardWidth > 0 ? cardWidth + gap : containerWidth * 0.9;
}

/** Where a rail scrolls to from `scrollLeft` in `direction`, kept within the track. */
export function railScrollTarget({
  scrollLeft,
  direction,
  step,
  maxScroll,
}: {
  scrollLeft: number;
  direction: 1 | -1;
  step: number;
  maxScroll: number;
}): number {
  return Math.min(Math.max(0, scrollLeft + direction * step), Math.max(0, maxScroll));
}

/** Whether a scrolled track is at its start or its end (1px of tolerance for fractional scrolling). */
export function scrollEdges(scrollLeft: number, maxScroll: number): { atStart: boolean; atEnd: boolean } {
  return { atStart: scrollLeft <= 1, atEnd: scrollLeft >= maxScroll - 1 };
}
