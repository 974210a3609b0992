import { describe, expect, test } from "vitest";
import { toggleOpenPanels } from "~/components/sections/accordion-state";
import { indexAfterKey } from "~/components/ui/roving-focus";

describe("accordion", () => {
  test("one open at a time: opening another closes the first, pressing the open one closes it", () => {
    expect(toggleOpenPanels([], 0, false)).toEqual([0]);
    expect(toggleOpenPanels([0], 2, false)).toEqual([2]);
    expect(toggleOpenPanels([2], 2, false)).toEqual([]);
  });

  test("several open when allowed", () => {
    expect(toggleOpenPanels([0], 2, true)).toEqual([0, 2]);
    expect(toggleOpenPanels([0, 2], 0, true)).toEqual([2]);
  });
});

describe("tab keys", () => {
  test("arrows move and wrap round, Home and End go to the ends", () => {
    expect(indexAfterKey("ArrowRight", 0, 3)).toBe(1);
    expect(indexAfterKey("ArrowRight", 2, 3)).toBe(0);
    expect(indexAfterKey("ArrowLeft", 0, 3)).toBe(2);
    expect(indexAfterKey("ArrowLeft", 2, 3)).toBe(1);
    expect(indexAfterKey("Home", 2, 3)).toBe(0);
    expect(indexAfterKey("End", 0, 3)).toBe(2);
  });

  test("other keys and empty lists do nothing", () => {
    expect(indexAfterKey("Enter", 1, 3)).toBeNull();
    expect(indexAfterKey("ArrowDown", 1, 3)).toBeNull();
    expect(indexAfterKey("ArrowRight", 0, 0)).toBeNull();
  });

  test("a vertical list (a menu) moves with the up and down arrows instead", () => {
    expect(indexAfterKey("ArrowDown", 1, 2, "vertical")).toBe(0);
    expect(indexAfterKey("ArrowUp", 0, 2, "vertical")).toBe(1);
    expect(indexAfterKey("End", 0, 2, "vertical")).toBe(1);
    expect(indexAfterKey("ArrowRight", 0, 2, "vertical")).toBeNull();
  });
});
