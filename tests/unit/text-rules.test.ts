import { describe, expect, it } from "vitest";
import { ContactRequestSchema, readContactForm } from "~/lib/leads/contact-schema";
import { readLeadQuery } from "~/lib/leads/lead-query";
import { LeadNoteSchema } from "~/lib/leads/lead-note-schema";
import { MarketplaceSubmissionSchema, readMarketplaceForm } from "~/lib/leads/marketplace-schema";
import { readNewsletterForm } from "~/lib/newsletter/newsletter-schema";
import { PostInputSchema } from "~/lib/insights/post-schema";
import { readReadyToTalkForm } from "~/lib/leads/ready-to-talk-schema";
import { EmailSchema } from "~/lib/accounts/auth-schemas";
import { cleanLine, cleanText, cutToLength, databaseSafe } from "~/lib/forms/text-rules";
import { ODD_UNICODE, QUERY_AT_LIMIT, unstorable } from "../support/odd-unicode";

const codePoints = (value: string) => [...value].length;
const graphemes = (value: string) =>
  [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(value)].map((s) => s.segment);

describe("databaseSafe", () => {
  it("removes U+0000, which neither text nor jsonb can hold", () => {
    expect(databaseSafe("a\u0000b\u0000")).toBe("ab");
    expect(databaseSafe("\u0000")).toBe("");
  });

  it("replaces lone surrogates with U+FFFD and keeps pairs", () => {
    expect(databaseSafe("ab\uD83Dcd")).toBe("ab\uFFFDcd");
    expect(databaseSafe("ab\uDE00cd")).toBe("ab\uFFFDcd");
    expect(databaseSafe("\uDE00\uD83D")).toBe("\uFFFD\uFFFD");
    expect(databaseSafe("x\uD83D")).toBe("x\uFFFD");
    expect(databaseSafe("😀 👨‍👩‍👧‍👦 🇿🇦")).toBe("😀 👨‍👩‍👧‍👦 🇿🇦");
  });

  it("never makes a lone surrogate by removing a NUL", () => {
    expect(databaseSafe("\uD83D\u0000\uDE00")).toBe("\uFFFD\uFFFD");
  });

  it("keeps everything else PostgreSQL accepts: controls, noncharacters, invisible and direction marks", () => {
    const kept = "\u0001\t\n\r\u001b\u007f\u0085\uFEFF\u200B\u202E\uFFFF\uFFFE\uFDD0\u{10FFFF}\uFFFD";
    expect(databaseSafe(kept)).toBe(kept);
  });

  it("leaves no U+0000 or lone surrogate in any odd text", () => {
    for (const { name, value } of ODD_UNICODE) expect(unstorable(databaseSafe(value)), name).toBeNull();
  });
});

describe("cutToLength", () => {
  it("returns text within the limit unchanged", () => {
    expect(cutToLength("", 10)).toBe("");
    expect(cutToLength("abc", 3)).toBe("abc");
    expect(cutToLength("x".repeat(600), 500)).toBe("x".repeat(500));
    expect(cutToLength("abc", 0)).toBe("");
  });

  it("counts characters (code points), not UTF-16 units: 99 letters and an emoji fit in 100", () => {
    expect(cutToLength(QUERY_AT_LIMIT, 100)).toBe(QUERY_AT_LIMIT);
    expect(cutToLength("a".repeat(100) + "😀", 100)).toBe("a".repeat(100));
    expect(cutToLength("😀".repeat(10), 4)).toBe("😀".repeat(4));
  });

  it("never splits a surrogate pair or a grapheme cluster", () => {
    expect(cutToLength("a".repeat(99) + "👨‍👩‍👧‍👦", 100)).toBe("a".repeat(99));
    expect(cutToLength("a".repeat(98) + "🇿🇦", 100)).toBe("a".repeat(98) + "🇿🇦");
    expect(cutToLength("a".repeat(99) + "🇿🇦", 100)).toBe("a".repeat(99));
    expect(cutToLength("a".repeat(99) + "e\u0301", 100)).toBe("a".repeat(99));
    expect(cutToLength("Cafe\u0301s", 4)).toBe("Caf");
  });

  it("cuts a single cluster longer than the limit between code points", () => {
    const zalgo = `Z${"\u0301".repeat(600)}`;
    expect(cutToLength(zalgo, 500)).toBe(zalgo.slice(0, 500));
    expect(cutToLength(`${"😀".repeat(3)}${"\u0301".repeat(10)}`, 2)).toBe("😀😀");
  });

  it("gives a well-formed prefix, on a grapheme boundary, of at most the limit, for every odd text and limit", () => {
    for (const { name, value } of ODD_UNICODE) {
      const safe = databaseSafe(value);
      const clusters = graphemes(safe);
      const boundaries = new Set([0]);
      clusters.reduce((end, cluster) => boundaries.add(end + cluster.length) && end + cluster.length, 0);
      for (const limit of [1, 2, 7, 32, 40, 100, 101, 200, 255, 500, 2000]) {
        const cut = cutToLength(safe, limit);
        expect(codePoints(cut), `${name} at ${limit}`).toBeLessThanOrEqual(limit);
        expect(safe.startsWith(cut), `${name} at ${limit}`).toBe(true);
        expect(unstorable(cut), `${name} at ${limit}`).toBeNull();
        if (codePoints(safe) <= limit) expect(cut, `${name} at ${limit}`).toBe(safe);
        // On a grapheme boundary, unless the first cluster alone is longer than the limit.
        if (codePoints(clusters[0] ?? "") <= limit)
          expect(boundaries.has(cut.length), `${name} at ${limit}`).toBe(true);
      }
    }
  });
});

describe("cleanText and cleanLine", () => {
  it("keep their rules: trimmed, angle brackets removed, cut, control characters of a line become spaces", () => {
    expect(cleanText("  <b>Bold</b> move  ")).toBe("bBold/b move");
    expect(cleanText("x".repeat(600))).toHaveLength(500);
    expect(cleanText("line one\nline two")).toBe("line one\nline two");
    expect(cleanLine("line one\r\nline two\ttab")).toBe("line one line two tab");
    expect(cleanLine(undefined)).toBe("");
  });

  it("remove U+0000 from text and make it a space in a line", () => {
    expect(cleanText("Before\u0000after")).toBe("Beforeafter");
    expect(cleanLine("Before\u0000after")).toBe("Before after");
    expect(cleanText("\u0000 \u0000")).toBe("");
  });

  it("turn C1 controls and the line and paragraph separators of a line into spaces", () => {
    expect(cleanLine("a\u0085b\u009bc\u2028d\u2029e")).toBe("a b c d e");
    expect(cleanText("a\u2028b")).toBe("a\u2028b");
  });

  it("replace lone surrogates and cut without splitting an emoji", () => {
    expect(cleanText("ab\uD83Dcd")).toBe("ab\uFFFDcd");
    expect(cleanLine(QUERY_AT_LIMIT, 100)).toBe(QUERY_AT_LIMIT);
    expect(cleanText(`${"a".repeat(499)}👩‍💻`)).toBe("a".repeat(499));
  });

  it("leave nothing PostgreSQL refuses, within the limit, for every odd text", () => {
    for (const { name, value } of ODD_UNICODE) {
      for (const clean of [cleanText, cleanLine]) {
        const result = clean(value);
        expect(unstorable(result), name).toBeNull();
        expect(codePoints(result), name).toBeLessThanOrEqual(500);
        expect(result, name).not.toMatch(/[<>]/);
      }
      // eslint-disable-next-line no-control-regex
      expect(cleanLine(value), name).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
    }
  });
});

describe("the forms' readers and schemas", () => {
  it("record the query value of 99 letters and an emoji whole (it was cut inside the emoji)", () => {
    const query = readLeadQuery(new URLSearchParams({ utm_source: QUERY_AT_LIMIT, lead: `${"b".repeat(100)}😀` }));
    expect(query.utm_source).toBe(QUERY_AT_LIMIT);
    expect(query.lead).toBe("b".repeat(100));
    expect(unstorable(JSON.stringify(query))).toBeNull();
  });

  it("cap posted values by characters without leaving half an emoji", () => {
    const form = new FormData();
    for (const name of ["name", "goals", "firstName", "additionalInfo", "email", "industry"])
      form.set(name, "😀".repeat(3_000));
    for (const value of [
      ...Object.values(readContactForm(form)),
      ...Object.values(readMarketplaceForm(form)),
      ...Object.values(readReadyToTalkForm(form)),
      ...Object.values(readNewsletterForm(form)),
    ]) {
      if (typeof value === "string") expect(unstorable(value)).toBeNull();
    }
    expect(readContactForm(form).goals).toBe("😀".repeat(2_000));
    expect(readMarketplaceForm(form).additionalInfo).toBe("😀".repeat(2_500));
  });

  it("store no U+0000 from any free-text field", () => {
    const contact = ContactRequestSchema.parse({
      name: "Thandi\u0000Mokoena",
      email: "thandi@example.co.za",
      phone: "",
      business: "Mokoena\u0000Logistics",
      turnover: "r10m-r50m",
      pain: ["other"],
      painOther: "Stock\u0000counts",
      goals: "Grow\u0000 margin\uD83D",
      consent: "on",
    });
    expect(contact).toMatchObject({
      name: "Thandi Mokoena",
      business: "Mokoena Logistics",
      painOther: "Stockcounts",
      goals: "Grow margin\uFFFD",
    });
    const marketplace = MarketplaceSubmissionSchema.parse({
      firstName: "Pieter\u0000",
      lastName: "van\u0000Wyk",
      email: "pieter@example.co.za",
      phone: "",
      userType: "seller",
      businessSector: "agriculture",
      annualRevenue: "10-50m",
      timeframeToSell: "now",
      additionalInfo: "\u0000Fruit\u0000 farm\u0000",
      consent: "on",
    });
    expect(marketplace).toMatchObject({ firstName: "Pieter", lastName: "van Wyk", additionalInfo: "Fruit farm" });
  });

  it("keep a lead note's, a post's and a sign-in address's text storable", () => {
    expect(LeadNoteSchema.parse({ body: " Called\u0000 back\uDE00 " }).body).toBe("Called back\uFFFD");
    expect(LeadNoteSchema.safeParse({ body: "\u0000" }).success).toBe(false);
    const post = PostInputSchema.safeParse({
      title: "Cash\u0000 flow",
      summary: "Sum\u0000mary",
      content: "Body\u0000\r\ntext",
      categoryId: "6f1c2f1e-7c53-4f3e-9d7a-2f3b7c1d9e10",
      tags: "a\u0000b",
    });
    expect(post.success).toBe(true);
    expect(post.data).toMatchObject({ title: "Cash flow", summary: "Summary", content: "Body\ntext", tags: ["ab"] });
    expect(EmailSchema.safeParse("thandi\u0000@example.co.za").success).toBe(false);
    expect(EmailSchema.safeParse("thandi\uD83D@example.co.za").success).toBe(false);
    expect(EmailSchema.safeParse("Thandi@Example.co.za").data).toBe("thandi@example.co.za");
  });
});
