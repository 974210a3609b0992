import { describe, expect, it } from "vitest";
import { insightsHref, readInsightsQuery, resultCount } from "~/components/insights/insights-query";

const read = (query: string) => readInsightsQuery(new URLSearchParams(query));

describe("readInsightsQuery", () => {
  it("defaults to the first page of every insight in a grid", () => {
    expect(read("")).toEqual({ q: "", category: "all", page: 1, view: "grid" });
  });

  it("reads search, category, page and view", () => {
    expect(read("q=pricing&category=growth-and-revenue&page=2&view=list")).toEqual({
      q: "pricing",
      category: "growth-and-revenue",
      page: 2,
      view: "list",
    });
  });

  it("tidies the search and cuts it at 100 characters", () => {
    expect(read("q=%20%20cash%20%20%20flow%20").q).toBe("cash flow");
    expect(read(`q=${"a".repeat(150)}`).q).toHaveLength(100);
  });

  it("falls back to the defaults for odd values", () => {
    expect(read("page=-2").page).toBe(1);
    expect(read("page=abc").page).toBe(1);
    expect(read("view=table").view).toBe("grid");
    expect(read("category=%3Cscript%3E").category).toBe("all");
    expect(read("category=Growth-And-Revenue").category).toBe("growth-and-revenue");
  });
});

describe("insightsHref", () => {
  it("is plain /insights for the default state", () => {
    expect(insightsHref({})).toBe("/insights");
    expect(insightsHref({ q: "", category: "all", page: 1, view: "grid" })).toBe("/insights");
  });

  it("keeps only what differs from the defaults", () => {
    expect(insightsHref({ q: "cash flow", category: "operations-and-systems", page: 3, view: "list" })).toBe(
      "/insights?q=cash+flow&category=operations-and-systems&page=3&view=list",
    );
    expect(insightsHref({ category: "automation-and-ai", page: 1 })).toBe("/insights?category=automation-and-ai");
  });

  it("round-trips through readInsightsQuery", () => {
    const state = { q: "100% & more", category: "exit-and-succession", page: 2, view: "list" as const };
    expect(read(insightsHref(state).split("?")[1])).toEqual(state);
  });
});

describe("resultCount", () => {
  it("says result or results", () => {
    expect(resultCount(0)).toBe("0 results");
    expect(resultCount(1)).toBe("1 result");
    expect(resultCount(3)).toBe("3 results");
  });
});

describe("readInsightsQuery with odd text", () => {
  it("turns control characters into spaces, replaces lone surrogates and cuts without splitting a character", () => {
    expect(read("q=a%00b").q).toBe("a b");
    expect(read("q=%0Acash%09flow%0D").q).toBe("cash flow");
    expect(readInsightsQuery(new URLSearchParams({ q: "tax \ud83d" })).q).toBe("tax \ufffd");
    const cut = read(`q=${"a".repeat(99)}${encodeURIComponent("👍🏽")}`).q;
    expect(cut).toBe("a".repeat(99));
  });
});
