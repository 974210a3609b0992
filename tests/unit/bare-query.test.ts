import { describe, expect, it } from "vitest";
import { withoutBareQuery } from "../../server/bare-query";

describe("an address ending in an empty query", () => {
  it("is sent on to the same path without it", () => {
    expect(withoutBareQuery("/contact?")).toBe("/contact");
    expect(withoutBareQuery("/who-we-help/medical?")).toBe("/who-we-help/medical");
  });

  it("is left alone when the query has something in it, or there is none", () => {
    expect(withoutBareQuery("/contact?industry=Retail")).toBeNull();
    expect(withoutBareQuery("/contact?industry=")).toBeNull();
    expect(withoutBareQuery("/contact")).toBeNull();
    expect(withoutBareQuery("/contact??")).toBeNull();
  });

  it("never sends anyone to another site", () => {
    expect(withoutBareQuery("//example.com?")).toBeNull();
    expect(withoutBareQuery("/\\example.com?")).toBeNull();
    expect(withoutBareQuery("https://example.com/?")).toBeNull();
  });
});
