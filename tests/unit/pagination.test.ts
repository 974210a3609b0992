import { describe, expect, it } from "vitest";
import {
  clampPage,
  INSIGHTS_PAGE_SIZE,
  pageCount,
  paginationWindow,
  showingRange,
  type PageItem,
} from "~/lib/pages/pagination";

/** The window as the visitor reads it: page numbers and "…" for each gap. */
const read = (items: PageItem[]) => items.map((item) => (item.kind === "page" ? item.page : "…"));

describe("paginationWindow", () => {
  it("shows nothing for one page or none", () => {
    expect(paginationWindow(1, 1)).toEqual([]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });

  it("shows both pages of two, wherever the reader is", () => {
    expect(read(paginationWindow(1, 2))).toEqual([1, 2]);
    expect(read(paginationWindow(2, 2))).toEqual([1, 2]);
  });

  it("shows every page when they all sit within two of the current one, or are the first or last", () => {
    expect(read(paginationWindow(3, 5))).toEqual([1, 2, 3, 4, 5]);
    expect(read(paginationWindow(2, 4))).toEqual([1, 2, 3, 4]);
  });

  it("marks even a single hidden page with an ellipsis (two pages either side, no more)", () => {
    expect(read(paginationWindow(1, 5))).toEqual([1, 2, 3, "…", 5]);
  });

  it("at the start: two pages after the current one, an ellipsis, then the last", () => {
    expect(read(paginationWindow(1, 10))).toEqual([1, 2, 3, "…", 10]);
    expect(read(paginationWindow(2, 10))).toEqual([1, 2, 3, 4, "…", 10]);
  });

  it("in the middle: first, ellipsis, two either side, ellipsis, last", () => {
    expect(read(paginationWindow(5, 10))).toEqual([1, "…", 3, 4, 5, 6, 7, "…", 10]);
  });

  it("at the end: first, an ellipsis, then two pages before the current one", () => {
    expect(read(paginationWindow(10, 10))).toEqual([1, "…", 8, 9, 10]);
    expect(read(paginationWindow(9, 10))).toEqual([1, "…", 7, 8, 9, 10]);
  });

  it("leaves no ellipsis where the window touches the first or last page", () => {
    expect(read(paginationWindow(4, 10))).toEqual([1, 2, 3, 4, 5, 6, "…", 10]);
    expect(read(paginationWindow(7, 10))).toEqual([1, "…", 5, 6, 7, 8, 9, 10]);
  });

  it("gives each ellipsis its own key", () => {
    const gaps = paginationWindow(50, 100).filter((item) => item.kind === "ellipsis");
    expect(gaps.map((gap) => (gap.kind === "ellipsis" ? gap.key : ""))).toEqual(["start", "end"]);
  });
});

describe("clampPage", () => {
  it("reads a page number from the query string", () => {
    expect(clampPage("2", 5)).toBe(2);
    expect(clampPage(3, 5)).toBe(3);
  });

  it("treats anything unreadable, zero or negative as page 1", () => {
    for (const value of ["abc", "", "0", "-3", null, undefined, Number.NaN, Number.POSITIVE_INFINITY, -1]) {
      expect(clampPage(value, 5), String(value)).toBe(1);
    }
  });

  it("drops fractions and trailing junk", () => {
    expect(clampPage("2.7", 5)).toBe(2);
    expect(clampPage(3.9, 5)).toBe(3);
    expect(clampPage("4abc", 5)).toBe(4);
  });

  it("never goes past the last page, and a list with no pages still has page 1", () => {
    expect(clampPage("99", 5)).toBe(5);
    expect(clampPage(7, 0)).toBe(1);
  });
});

describe("pageCount", () => {
  it("has at least one page and nine insights per page", () => {
    expect(INSIGHTS_PAGE_SIZE).toBe(9);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(9)).toBe(1);
    expect(pageCount(10)).toBe(2);
    expect(pageCount(12)).toBe(2);
    expect(pageCount(19)).toBe(3);
  });
});

describe("showingRange", () => {
  it("gives the numbers of 'Showing X to Y of Z insights'", () => {
    expect(showingRange(1, 12)).toEqual({ from: 1, to: 9, total: 12 });
    expect(showingRange(2, 12)).toEqual({ from: 10, to: 12, total: 12 });
    expect(showingRange(1, 9)).toEqual({ from: 1, to: 9, total: 9 });
    expect(showingRange(1, 1)).toEqual({ from: 1, to: 1, total: 1 });
  });

  it("is all zeros for an empty list", () => {
    expect(showingRange(1, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });

  it("follows another page size", () => {
    expect(showingRange(3, 25, 10)).toEqual({ from: 21, to: 25, total: 25 });
  });
});
