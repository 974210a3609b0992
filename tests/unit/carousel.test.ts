import { describe, expect, test } from "vitest";
import {
  canGoNext,
  canGoPrevious,
  clampPage,
  firstSlideOfPage,
  nextPage,
  pageAtScroll,
  pageCount,
  pageCountsByBreakpoint,
  pageOfSlide,
  pageScrollLeft,
  previousPage,
  railScrollTarget,
  railStep,
  scrollEdges,
  slidesPerView,
} from "~/components/sections/carousel-geometry";

const homeConfig = { base: 1, md: 2, lg: 3 };

describe("slidesPerView", () => {
  test("1, 2 and 3 per view at the 768 and 1024px breakpoints", () => {
    expect(slidesPerView(375, homeConfig)).toBe(1);
    expect(slidesPerView(767, homeConfig)).toBe(1);
    expect(slidesPerView(768, homeConfig)).toBe(2);
    expect(slidesPerView(800, homeConfig)).toBe(2);
    expect(slidesPerView(1023, homeConfig)).toBe(2);
    expect(slidesPerView(1024, homeConfig)).toBe(3);
    expect(slidesPerView(1280, homeConfig)).toBe(3);
  });

  test("a missing breakpoint falls back to the one below", () => {
    expect(slidesPerView(1280, { base: 1 })).toBe(1);
    expect(slidesPerView(1280, { base: 1, md: 2 })).toBe(2);
    expect(slidesPerView(800, { base: 2, lg: 4 })).toBe(2);
    expect(slidesPerView(1100, { base: 2, lg: 4 })).toBe(4);
  });

  test("never fewer than one", () => {
    expect(slidesPerView(300, { base: 0 })).toBe(1);
  });
});

describe("pages", () => {
  test("six slides make 6, 3 and 2 pages at 1, 2 and 3 per view", () => {
    expect(pageCount(6, 1)).toBe(6);
    expect(pageCount(6, 2)).toBe(3);
    expect(pageCount(6, 3)).toBe(2);
    expect(pageCountsByBreakpoint(6, homeConfig)).toEqual({ base: 6, md: 3, lg: 2 });
  });

  test("a partly filled last page still counts, and an empty carousel has one page", () => {
    expect(pageCount(7, 3)).toBe(3);
    expect(pageCount(0, 3)).toBe(1);
  });

  test("slides and pages map both ways", () => {
    expect(firstSlideOfPage(0, 3)).toBe(0);
    expect(firstSlideOfPage(1, 3)).toBe(3);
    expect(pageOfSlide(5, 3)).toBe(1);
    expect(pageOfSlide(5, 2)).toBe(2);
    expect(pageOfSlide(0, 1)).toBe(0);
  });

  test("clampPage keeps a page in range after the count shrinks", () => {
    expect(clampPage(5, 2)).toBe(1);
    expect(clampPage(-1, 2)).toBe(0);
    expect(clampPage(1, 3)).toBe(1);
  });
});

describe("next and previous", () => {
  test("without looping they stop at the ends", () => {
    expect(nextPage(0, 3, false)).toBe(1);
    expect(nextPage(2, 3, false)).toBe(2);
    expect(previousPage(1, 3, false)).toBe(0);
    expect(previousPage(0, 3, false)).toBe(0);
    expect(canGoPrevious(0, 3, false)).toBe(false);
    expect(canGoNext(0, 3, false)).toBe(true);
    expect(canGoNext(2, 3, false)).toBe(false);
    expect(canGoPrevious(2, 3, false)).toBe(true);
  });

  test("looping wraps round both ways and never disables", () => {
    expect(nextPage(2, 3, true)).toBe(0);
    expect(previousPage(0, 3, true)).toBe(2);
    expect(nextPage(0, 3, true)).toBe(1);
    expect(canGoNext(2, 3, true)).toBe(true);
    expect(canGoPrevious(0, 3, true)).toBe(true);
  });

  test("a single page has nowhere to go, looping or not", () => {
    expect(nextPage(0, 1, true)).toBe(0);
    expect(previousPage(0, 1, true)).toBe(0);
    expect(canGoNext(0, 1, true)).toBe(false);
    expect(canGoPrevious(0, 1, true)).toBe(false);
  });

  test("a page beyond the count (after a resize) moves from the last page", () => {
    expect(nextPage(5, 2, false)).toBe(1);
    expect(previousPage(5, 2, false)).toBe(0);
  });
});

describe("scroll positions", () => {
  // Six 300px slides with 24px gaps in a 948px track (three per view): it can scroll 972px.
  const offsets = [0, 324, 648, 972, 1296, 1620];
  const maxScroll = 972;

  test("a page scrolls to its first slide, never past the end", () => {
    expect(pageScrollLeft(0, 3, offsets, maxScroll)).toBe(0);
    expect(pageScrollLeft(1, 3, offsets, maxScroll)).toBe(972);
    expect(pageScrollLeft(2, 1, offsets, maxScroll)).toBe(648);
    expect(pageScrollLeft(5, 1, offsets, maxScroll)).toBe(972);
    expect(pageScrollLeft(0, 1, [], 0)).toBe(0);
  });

  test("offsets are measured from the first slide", () => {
    expect(pageScrollLeft(1, 1, [16, 340, 664], 700)).toBe(324);
  });

  test("the page shown is the nearest page start, or the last at the end of the track", () => {
    expect(pageAtScroll(0, maxScroll, 3, offsets)).toBe(0);
    expect(pageAtScroll(400, maxScroll, 3, offsets)).toBe(0);
    expect(pageAtScroll(600, maxScroll, 3, offsets)).toBe(1);
    expect(pageAtScroll(971, maxScroll, 3, offsets)).toBe(1);
    expect(pageAtScroll(330, maxScroll, 1, offsets)).toBe(1);
    expect(pageAtScroll(970.5, maxScroll, 1, offsets)).toBe(5);
    expect(pageAtScroll(0, 0, 1, [])).toBe(0);
  });
});

describe("rail", () => {
  test("one step is a card and the gap: 316 + 24 = 340 on the home page", () => {
    expect(railStep(316, 24, 1200)).toBe(340);
  });

  test("an unmeasured card steps 90% of the visible width", () => {
    expect(railStep(null, 24, 1000)).toBe(900);
    expect(railStep(0, 24, 500)).toBe(450);
  });

  test("the target stays within the track", () => {
    expect(railScrollTarget({ scrollLeft: 0, direction: 1, step: 364, maxScroll: 1500 })).toBe(364);
    expect(railScrollTarget({ scrollLeft: 364, direction: 1, step: 364, maxScroll: 1500 })).toBe(728);
    expect(railScrollTarget({ scrollLeft: 1300, direction: 1, step: 364, maxScroll: 1500 })).toBe(1500);
    expect(railScrollTarget({ scrollLeft: 200, direction: -1, step: 364, maxScroll: 1500 })).toBe(0);
    expect(railScrollTarget({ scrollLeft: 0, direction: 1, step: 364, maxScroll: 0 })).toBe(0);
  });

  test("edges are known with a pixel of tolerance", () => {
    expect(scrollEdges(0, 1500)).toEqual({ atStart: true, atEnd: false });
    expect(scrollEdges(0.6, 1500)).toEqual({ atStart: true, atEnd: false });
    expect(scrollEdges(700, 1500)).toEqual({ atStart: false, atEnd: false });
    expect(scrollEdges(1499.5, 1500)).toEqual({ atStart: false, atEnd: true });
    expect(scrollEdges(0, 0)).toEqual({ atStart: true, atEnd: true });
  });
});
