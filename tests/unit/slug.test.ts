import { describe, expect, it } from "vitest";
import { isSlug, slugify, uniqueSlug } from "~/lib/insights/slug";
import { readTimeMinutes } from "~/lib/insights/read-time";

describe("slugify", () => {
  it("lowercases and turns runs of other characters into single hyphens", () => {
    expect(slugify("How to Raise Prices -- Without   Losing Clients!")).toBe(
      "how-to-raise-prices-without-losing-clients",
    );
  });
  it("trims hyphens at both ends and drops accents", () => {
    expect(slugify("  ¿Qué? Café & Co. ")).toBe("que-cafe-co");
  });
  it("makes a slug unique with a numeric suffix", () => {
    const taken = new Set(["pricing", "pricing-2"]);
    expect(uniqueSlug("pricing", (s) => taken.has(s))).toBe("pricing-3");
    expect(uniqueSlug("fresh", (s) => taken.has(s))).toBe("fresh");
    expect(uniqueSlug("", () => false)).toBe("post");
  });
});

describe("readTimeMinutes", () => {
  it("is at least one minute", () => {
    expect(readTimeMinutes("")).toBe(1);
    expect(readTimeMinutes("one two three")).toBe(1);
  });
  it("rounds 200 words a minute up", () => {
    expect(readTimeMinutes(Array(200).fill("word").join(" "))).toBe(1);
    expect(readTimeMinutes(Array(201).fill("word").join(" "))).toBe(2);
    expect(readTimeMinutes(Array(1000).fill("word").join("\n"))).toBe(5);
  });
});

describe("isSlug", () => {
  it("accepts what slugify makes and nothing else, so an odd address never reaches the database", () => {
    for (const title of ["Cash flow in a cold winter", "R3m–R10m: what changes?", "Café owners, read this"]) {
      expect(isSlug(slugify(title)), title).toBe(true);
    }
    for (const value of [
      "",
      "\u0000",
      "a\u0000b",
      "Upper-Case",
      "-leading",
      "trailing-",
      "double--hyphen",
      "dot.ted",
      "a/b",
      "é",
      "x".repeat(201),
    ]) {
      expect(isSlug(value), JSON.stringify(value)).toBe(false);
    }
  });
});
