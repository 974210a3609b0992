import { describe, expect, it } from "vitest";
import { leadContextParts, leadContextText, type LeadContextFacts } from "~/lib/leads/lead-context";
import {
  cleanSearch,
  EMPTY_LEAD_FILTER,
  isFiltered,
  leadFilterQuery,
  readLeadFilter,
  withLeadFilter,
} from "~/lib/leads/lead-filter";

describe("the inbox filter in the address", () => {
  it("reads a type, a status and a search", () => {
    const filter = readLeadFilter(new URLSearchParams("type=ready-to-talk&status=qualified&q=%20Thandi%20%20M%20"));
    expect(filter).toEqual({ view: null, type: "ready-to-talk", status: "qualified", q: "Thandi M" });
    expect(isFiltered(filter)).toBe(true);
  });

  it("reads a work queue, and writes it back first", () => {
    const filter = readLeadFilter(new URLSearchParams("view=overdue&type=contact"));
    expect(filter).toEqual({ view: "overdue", type: "contact", status: null, q: "" });
    expect(isFiltered(filter)).toBe(true);
    expect(leadFilterQuery(filter, 2)).toBe("view=overdue&type=contact&page=2");
    expect(readLeadFilter(new URLSearchParams("view=everything")).view).toBeNull();
  });

  it("treats an unknown type or status as no filter, and nothing as the whole inbox", () => {
    expect(readLeadFilter(new URLSearchParams("type=users&status=deleted"))).toEqual(EMPTY_LEAD_FILTER);
    expect(readLeadFilter(new URLSearchParams("type=constructor&status=toString"))).toEqual(EMPTY_LEAD_FILTER);
    expect(isFiltered(readLeadFilter(new URLSearchParams()))).toBe(false);
  });

  it("cleans search text: control characters, runs of spaces, at most 100 characters", () => {
    expect(cleanSearch("a\u0000b\nc\t d")).toBe("a b c d");
    expect(cleanSearch("x".repeat(150))).toHaveLength(100);
    expect(cleanSearch(null)).toBe("");
  });

  it("writes the filter back as a query string, leaving out what is empty and page 1", () => {
    expect(leadFilterQuery(EMPTY_LEAD_FILTER)).toBe("");
    expect(leadFilterQuery({ view: null, type: "contact", status: null, q: "a&b" }, 3)).toBe(
      "type=contact&q=a%26b&page=3",
    );
    expect(withLeadFilter("/admin/leads/export.csv", { view: null, type: null, status: "new", q: "" })).toBe(
      "/admin/leads/export.csv?status=new",
    );
    expect(withLeadFilter("/admin/leads", EMPTY_LEAD_FILTER, 1)).toBe("/admin/leads");
  });
});

/** A lead's facts as the inbox reads them: of `type`, with `answers`, from no page, with no query. */
const facts = (type: string, answers: Record<string, unknown> = {}): LeadContextFacts => ({
  type,
  query: {},
  sourcePath: null,
  name: null,
  email: "someone@example.co.za",
  phone: null,
  business: null,
  answers,
  subscription: null,
});

describe("a lead's context", () => {
  it("names the topic, the campaign and the page of a contact request", () => {
    expect(
      leadContextParts({
        ...facts("contact"),
        query: { lead: "operations-plan", utm_source: "newsletter", utm_campaign: "spring", purpose: "x" },
        sourcePath: "/contact",
      }),
    ).toEqual(["About: Operations plan", "utm newsletter / spring", "From /contact"]);
  });

  it("names the industry a visitor chose beside the call that brought them", () => {
    expect(
      leadContextText({
        ...facts("contact"),
        query: { industry: "Retail & Wholesale" },
        sourcePath: "/contact",
      }),
    ).toBe("Industry: Retail & Wholesale · From /contact");
  });

  it("says whether a marketplace lead sells or buys, and in which sector", () => {
    expect(
      leadContextText({
        ...facts("marketplace", { userType: "seller", businessSector: "agriculture" }),
        sourcePath: "/marketplace",
      }),
    ).toBe("Sell a business · Agriculture · From /marketplace");
    expect(leadContextText(facts("marketplace", { userType: "buyer", industryInterest: "any" }))).toBe(
      "Buy a business · Open to any industry",
    );
  });

  it("gives a newsletter sign-up's subscription state and a Ready to talk request's industry and goal", () => {
    expect(leadContextText({ ...facts("newsletter"), sourcePath: "/insights", subscription: "confirmed" })).toBe(
      "Subscription: Confirmed · From /insights",
    );
    expect(
      leadContextParts({
        ...facts("ready-to-talk", { industry: "medical", goal: "exit" }),
        query: { focus: "operations" },
      }),
    ).toEqual([
      "Industry: Medical & healthcare practices",
      "Goal: Plan succession or the sale of the business",
      "About: Operations",
    ]);
  });
});
