import { describe, expect, it } from "vitest";
import { EMPTY_POST_FILTER, readPostFilter, withPostFilter } from "~/lib/insights/admin-post-filter";

const read = (query: string) => readPostFilter(new URLSearchParams(query));

describe("the admin post list's filter", () => {
  it("reads what the address says, and anything unknown as all", () => {
    expect(
      read("q=%20Cash%20%20flow%20&status=scheduled&category=3F1C9D4E-8A2B-4C6D-9E0F-1A2B3C4D5E6F&page=3"),
    ).toEqual({
      q: "Cash flow",
      status: "scheduled",
      category: "3f1c9d4e-8a2b-4c6d-9e0f-1a2b3c4d5e6f",
      page: 3,
    });
    expect(read("status=deleted&category=growth&page=-2")).toEqual(EMPTY_POST_FILTER);
    expect(read("page=abc").page).toBe(1);
  });

  it("drops what the database cannot hold from the search, and keeps it short", () => {
    expect(read("q=pri%00cing").q).toBe("pricing");
    expect(read(`q=${"a".repeat(500)}`).q).toHaveLength(100);
  });

  it("writes the filter back into links, leaving defaults out", () => {
    expect(withPostFilter("/admin", EMPTY_POST_FILTER)).toBe("/admin");
    expect(withPostFilter("/admin", { ...EMPTY_POST_FILTER, q: "cash & flow", status: "pending" }, 2)).toBe(
      "/admin?q=cash+%26+flow&status=pending&page=2",
    );
  });
});
