import { describe, expect, test } from "vitest";
import { nextFadeState, type Sighting } from "~/components/sections/fade-in-state";

const VIEWPORT = 800;

/** A report for a 400px-tall wrapper whose top is at `top` in an 800px viewport. */
function at(top: number, isIntersecting = top < VIEWPORT && top + 400 > 0): Sighting {
  return {
    isIntersecting,
    boundingClientRect: { top, bottom: top + 400 } as DOMRectReadOnly,
    rootBounds: { height: VIEWPORT } as DOMRectReadOnly,
  };
}

describe("nextFadeState", () => {
  test("the first report leaves a wrapper on screen as drawn", () => {
    expect(nextFadeState(undefined, at(100))).toBe("static");
    // Its top edge is in view even though the visible share is under the threshold.
    expect(nextFadeState(undefined, at(790))).toBe("static");
  });

  test("the first report leaves a wrapper above the viewport as drawn (a reload scrolled down)", () => {
    expect(nextFadeState(undefined, at(-1200))).toBe("static");
  });

  test("the first report hides a wrapper below the viewport", () => {
    expect(nextFadeState(undefined, at(800))).toBe("hidden");
    expect(nextFadeState(undefined, at(2400))).toBe("hidden");
  });

  test("a hidden wrapper is shown when it comes into view", () => {
    expect(nextFadeState("hidden", at(700))).toBe("shown");
  });

  test("a hidden wrapper is shown when a jump scrolled past it", () => {
    expect(nextFadeState("hidden", at(-900, false))).toBe("shown");
  });

  test("a hidden wrapper still below the viewport stays hidden", () => {
    expect(nextFadeState("hidden", at(1600))).toBeUndefined();
  });

  test("a static or shown wrapper never changes again", () => {
    expect(nextFadeState("static", at(2400))).toBeUndefined();
    expect(nextFadeState("shown", at(2400, false))).toBeUndefined();
  });

  test("without root bounds (a cross-origin frame) nothing is hidden", () => {
    expect(nextFadeState(undefined, { ...at(2400), rootBounds: null })).toBe("static");
  });
});
