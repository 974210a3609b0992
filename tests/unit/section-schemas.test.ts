import * as z from "zod";
import { describe, expect, expectTypeOf, it } from "vitest";
import { marketingPages } from "~/content/pages";
import { metaOf, hrefProblem, fieldMeta } from "~/content/pages/schema/fields";
import { MarketingPageSchema } from "~/content/pages/schema/page";
import { check, problemText } from "~/content/pages/schema/problems";
import { type Equal, SECTION_SCHEMAS, SECTION_UPGRADES, schemaOf } from "~/content/pages/schema/registry";
import { readStoredSection, storeSection } from "~/content/pages/schema/stored-section";
import type { CtaLink, FaqSection, Section, SectionKind } from "~/content/pages/types";

const kinds = Object.keys(SECTION_SCHEMAS) as SectionKind[];
const seedSections = marketingPages.flatMap((page) => page.sections);

/** A copy of the first section of a kind on the site's pages, to break. */
function sample<K extends SectionKind>(kind: K): Record<string, unknown> & Extract<Section, { kind: K }> {
  const section = seedSections.find((entry) => entry.kind === kind);
  if (!section) throw new Error(`No ${kind} section on the site's pages`);
  return structuredClone(section) as Record<string, unknown> & Extract<Section, { kind: K }>;
}

/** What the editor reads about a stored section, as stored at version 1. */
function problemOf(section: Record<string, unknown>): string | null {
  const { kind, ...data } = section;
  const read = readStoredSection({ kind: String(kind), version: 1, data });
  return read.ok ? null : read.problem;
}

describe("the pages on the site", () => {
  it.each(marketingPages.map((page) => [page.path, page] as const))("%s fits the page schema", (_path, page) => {
    const result = check(MarketingPageSchema, page);
    expect(result.ok ? [] : result.problems).toEqual([]);
  });

  it("every section fits its kind's schema, and reads back from its stored form unchanged", () => {
    for (const section of seedSections) {
      const result = check(schemaOf(section.kind), section);
      expect(result.ok ? [] : result.problems, `${section.kind} ${section.id}`).toEqual([]);
      const stored = storeSection(section);
      expect([stored.kind, stored.version]).toEqual([section.kind, SECTION_SCHEMAS[section.kind].version]);
      expect(stored.data).not.toHaveProperty("kind");
      expect(readStoredSection(JSON.parse(JSON.stringify(stored)))).toEqual({ ok: true, section });
    }
  });
});

describe("the registry", () => {
  it("is tied to the types: the type check tells apart shapes that differ in any field", () => {
    // sections.ts and page.ts fail the type check unless each schema's output is Equal to its type.
    expectTypeOf<Equal<z.output<typeof SECTION_SCHEMAS.faq.schema>, FaqSection>>().toEqualTypeOf<true>();
    expectTypeOf<
      Equal<CtaLink, { label: string; href: string; emphasis?: "primary" | "secondary" }>
    >().toEqualTypeOf<true>();
    expectTypeOf<Equal<{ a: string }, { a?: string }>>().toEqualTypeOf<false>();
    expectTypeOf<Equal<{ a: string }, { a: string; b?: string }>>().toEqualTypeOf<false>();
    expectTypeOf<Equal<{ a: { b: 1 | 2 }[] }, { a: { b: 1 | 2 | 3 }[] }>>().toEqualTypeOf<false>();
    expectTypeOf<Equal<{ a: string[] }, { a: string }>>().toEqualTypeOf<false>();
  });

  it("has the kinds that hold links at version 2 (links to pages stored as references), the rest at version 1", () => {
    expect(kinds).toHaveLength(25);
    const withLinks = [
      "hero",
      "cardGrid",
      "steps",
      "faq",
      "tabs",
      "carousel",
      "rail",
      "stickyCard",
      "ctaBand",
      "list",
      "industryCall",
      "hospitalityDiagnostic",
    ];
    for (const kind of kinds) {
      expect(SECTION_SCHEMAS[kind].version, kind).toBe(withLinks.includes(kind) ? 2 : 1);
      expect(SECTION_UPGRADES[kind], kind).toHaveLength(SECTION_SCHEMAS[kind].version - 1);
    }
  });

  it("labels every section and marks the behaviour sections", () => {
    const behaviours = kinds.filter((kind) => metaOf(SECTION_SCHEMAS[kind].schema)?.behaviour);
    expect(behaviours.sort()).toEqual(
      [
        "roiCalculator",
        "hospitalityDiagnostic",
        "automationAssessment",
        "latestInsights",
        "featuredInsights",
        "howWeWorkInsights",
        "insightsCarousel",
        "readyToTalk",
      ].sort(),
    );
    expect(metaOf(SECTION_SCHEMAS.faq.schema)).toEqual({ kind: "section", label: "FAQ" });
    expect(metaOf(SECTION_SCHEMAS.roiCalculator.schema)).toEqual({
      kind: "section",
      label: "ROI calculator",
      behaviour: true,
    });
  });

  it("gives every field the editor shows a label and an input", () => {
    const unlabelled: string[] = [];
    const walk = (schema: z.ZodType, path: string) => {
      const inner = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
      // A picture is one control: the library's images, its alt text and "decorative".
      if (metaOf(inner)?.kind === "image") return;
      if (inner instanceof z.ZodObject) {
        for (const [key, field] of Object.entries(inner.shape as Record<string, z.ZodType>)) {
          if (key === "kind") continue;
          if (!metaOf(field)?.label) unlabelled.push(`${path}.${key}`);
          walk(field, `${path}.${key}`);
        }
      } else if (inner instanceof z.ZodArray) {
        if (!metaOf(inner.element as z.ZodType)?.label) unlabelled.push(`${path}[]`);
        walk(inner.element as z.ZodType, `${path}[]`);
      } else if (inner instanceof z.ZodDiscriminatedUnion) {
        for (const option of inner.options as z.ZodType[]) walk(option, path);
      }
    };
    for (const kind of kinds) walk(SECTION_SCHEMAS[kind].schema, kind);
    walk(MarketingPageSchema.omit({ sections: true }), "page");
    expect(unlabelled).toEqual([]);
    const faq = SECTION_SCHEMAS.faq.schema.shape;
    expect([metaOf(faq.heading), metaOf(faq.intro), metaOf(faq.eyebrow), metaOf(faq.tone)]).toEqual([
      { kind: "text", label: "Heading" },
      { kind: "multiline", label: "Intro" },
      { kind: "text", label: "Eyebrow", help: "A short line above the heading." },
      { kind: "tone", label: "Background" },
    ]);
    expect(metaOf(faq.items)).toEqual({ kind: "list", label: "Questions" });
    expect(fieldMeta.get(faq.items.element.shape.answer)).toEqual({ kind: "multiline", label: "Answer" });
    expect(metaOf(SECTION_SCHEMAS.cardGrid.schema.shape.cards.element.shape.icon)).toEqual({
      kind: "icon",
      label: "Icon",
    });
    expect(metaOf(SECTION_SCHEMAS.industryCall.schema.shape.action)).toEqual({ kind: "link", label: "Action" });
    const panel = SECTION_SCHEMAS.hero.schema.shape.panel.unwrap() as z.ZodDiscriminatedUnion;
    const picture = (panel.options as z.ZodObject[]).find((option) => "image" in option.shape)!;
    expect(metaOf(picture.shape.image as z.ZodType)).toEqual({ kind: "image", label: "Picture" });
  });
});

describe("a section that does not fit its schema", () => {
  const legalTable = tableAt(sample("legalDocument"));
  /** Per kind, a change to a real section and what the editor is told. */
  const cases: Record<
    SectionKind,
    [change: string, breaks: (section: Record<string, unknown>) => void, problem: string][]
  > = {
    hero: [
      ["no heading", (section) => delete section.heading, "heading: Required."],
      [
        "a path without its slash",
        (section) => set(section, "actions.0.href", "contact"),
        `actions.0.href: A link starts with / for a page on this site, or with https://, mailto: or tel:.`,
      ],
      [
        "a video poster on another scheme",
        (section) => set(section, "media.poster", "ftp://example.com/a.webp"),
        "media.poster: A file's address starts with / or https://.",
      ],
    ],
    cardGrid: [
      [
        "an icon the site does not draw",
        (section) => set(section, "cards.1.icon", "rocket-ship"),
        `cards.1.icon: "rocket-ship" is not one of the site's icons.`,
      ],
      ["five columns", (section) => set(section, "columns", 5), "columns: Choose 2, 3 or 4."],
    ],
    steps: [
      [
        "a misspelt field",
        (section) => rename(section, "steps.0", "title", "titel"),
        "steps.0.title: Required. steps.0.titel: Unknown field.",
      ],
    ],
    faq: [["an answer missing", (section) => delete get(section, "items.2").answer, "items.2.answer: Required."]],
    tabs: [
      [
        "a first tab that is not there",
        (section) => set(section, "defaultTab", "nope"),
        `defaultTab: No tab has the id "nope".`,
      ],
      [
        "two tabs with one id",
        (section) => set(section, "tabs.1.id", get(section, "tabs.0").id),
        `tabs.1.id: Two tabs have the id "${String(sample("tabs").tabs[0].id)}".`,
      ],
    ],
    carousel: [
      [
        "five cards at once on phones",
        (section) => set(section, "perView", { base: 5 }),
        "perView.base: Choose 1, 2, 3 or 4.",
      ],
      [
        "two cards with one title",
        (section) => set(section, "cards.2.title", get(section, "cards.0").title),
        `cards.2.title: Two cards are titled "${sample("carousel").cards[0].title}".`,
      ],
    ],
    rail: [["a scroll step narrower than a card", (section) => set(section, "step", 100), "step: At least 200."]],
    stickyCard: [["half a pixel", (section) => set(section, "offset", 87.5), "offset: Should be a whole number."]],
    stats: [["no figures", (section) => set(section, "stats", []), "stats: Add at least one."]],
    beforeAfter: [
      [
        "an unknown pairing",
        (section) => set(section, "pairing", "side-by-side"),
        "pairing: Choose one of: before-after, two-sides.",
      ],
    ],
    ctaBand: [
      [
        "a link to an insecure site",
        (section) => set(section, "actions.0.href", "http://example.com"),
        "actions.0.href: Use https:// for a link to another site.",
      ],
    ],
    comparison: [
      [
        "a row short of a value",
        (section) => (get(section, "rows.0").values as string[]).pop(),
        `rows.0.values: A row has one value for each of the ${sample("comparison").columns.length} options; this one has ${sample("comparison").columns.length - 1}.`,
      ],
    ],
    list: [
      ["an unknown style", (section) => set(section, "style", "bullets"), "style: Choose one of: checks, numbered."],
    ],
    quotes: [["a quote of spaces", (section) => set(section, "quotes.0.quote", "   "), "quotes.0.quote: Required."]],
    strip: [
      [
        "names that are not a list",
        (section) => set(section, "groups.0.items", "Xero"),
        "groups.0.items: Should be a list.",
      ],
    ],
    industryCall: [
      [
        "an email address without its domain",
        (section) => set(section, "action.href", "mailto:hello"),
        "action.href: This is not an email address.",
      ],
    ],
    legalDocument: [
      [
        "a description over 160 characters",
        (section) => set(section, "document.description", "x".repeat(200)),
        "document.description: At most 160 characters (this has 200).",
      ],
      [
        "a table row short of a cell",
        (section) => tableRow(section).pop(),
        `document.sections.${legalTable.section}.blocks.${legalTable.block}.rows.0: A row has one cell for each of the ${tableColumns()} columns; this one has ${tableColumns() - 1}.`,
      ],
    ],
    roiCalculator: [
      [
        "a field label missing",
        (section) => delete get(section, "copy.fields").staffHourlyRate,
        "copy.fields.staffHourlyRate: Required.",
      ],
    ],
    hospitalityDiagnostic: [
      [
        "a count without its place",
        (section) => set(section, "copy.issues.other", "issues found"),
        `copy.issues.other: Write "{count}" where the number goes.`,
      ],
      [
        "an unknown severity",
        (section) => set(section, "items.1.severity", "severe"),
        "items.1.severity: Choose one of: high, medium, low.",
      ],
    ],
    automationAssessment: [
      ["a heading it does not have", (section) => set(section, "heading", "Assess"), "heading: Unknown field."],
    ],
    latestInsights: [
      [
        "an id with capitals and a space",
        (section) => set(section, "id", "Latest Insights"),
        "id: Use lower-case letters, digits and hyphens, starting with a letter or a digit (e.g. pricing-faq).",
      ],
    ],
    featuredInsights: [["no id", (section) => delete section.id, "id: Required."]],
    howWeWorkInsights: [["an empty id", (section) => set(section, "id", ""), "id: Required."]],
    insightsCarousel: [
      [
        "an id starting with a hyphen",
        (section) => set(section, "id", "-posts"),
        "id: Use lower-case letters, digits and hyphens, starting with a letter or a digit (e.g. pricing-faq).",
      ],
    ],
    readyToTalk: [["a number for an id", (section) => set(section, "id", 42), "id: Should be text."]],
  };

  it.each(
    kinds.flatMap((kind) => cases[kind].map(([change, breaks, problem]) => [kind, change, breaks, problem] as const)),
  )("%s: %s", (kind, _change, breaks, problem) => {
    const section = sample(kind);
    expect(problemOf(section), "the sample fits before it is broken").toBeNull();
    breaks(section);
    expect(problemOf(section)).toBe(problem);
  });

  it("names every field in the problem, in the order of the section's fields", () => {
    const section = sample("faq");
    set(section, "items.0.question", "");
    set(section, "tone", "blue");
    expect(problemOf(section)).toBe("tone: Choose one of: paper, sand, white, brand. items.0.question: Required.");
  });

  it("a percentage over 100 on a hero's dashboard", () => {
    const hero = seedSections.find((section) => section.kind === "hero" && section.panel)!;
    const section = structuredClone(hero) as Record<string, unknown>;
    set(section, "panel.metrics.0.suffix", "%");
    set(section, "panel.metrics.0.value", 120);
    expect(problemOf(section)).toBe("panel.metrics.0.value: A percentage is at most 100.");
  });
});

describe("link addresses", () => {
  it("takes a path on the site with a query or an anchor, https, mailto and tel", () => {
    for (const href of [
      "/",
      "/contact",
      "/contact?lead=hospitality",
      "/services/smart-systems-and-ai#features",
      "/contact?focus=operations#form",
      "https://www.example.co.za/path?q=1",
      "mailto:hello@kestrel.example",
      "tel:+27215550100",
    ]) {
      expect(hrefProblem(href), href).toBeNull();
    }
  });

  it("refuses what is not a link the site can use", () => {
    expect(hrefProblem("//evil.example/x")).toBe(
      "A link starts with / for a page on this site, or with https://, mailto: or tel:.",
    );
    expect(hrefProblem("javascript:alert(1)")).toBe(
      "A link starts with / for a page on this site, or with https://, mailto: or tel:.",
    );
    expect(hrefProblem("#faq")).toBe(
      "A link starts with / for a page on this site, or with https://, mailto: or tel:.",
    );
    expect(hrefProblem("/contact us")).toBe("A link to a page on this site is a path with no spaces, e.g. /contact.");
    expect(hrefProblem("https://localhost")).toBe("This is not a web address.");
    expect(hrefProblem("tel:call us")).toBe("This is not a phone number.");
    expect(hrefProblem(" ")).toBe("Required.");
  });
});

describe("the page schema", () => {
  const home = () => structuredClone(marketingPages[0]) as Record<string, unknown>;

  it("refuses a description over 160 characters, a path in capitals and an unknown field", () => {
    const page = home();
    page.description = "d".repeat(161);
    page.path = "/About";
    page.summary = "A typo of description";
    const result = check(MarketingPageSchema, page);
    expect(result.ok ? "" : problemText(result.problems)).toBe(
      "path: A page's address is / or lower-case words joined by hyphens, e.g. /services/pricing. " +
        "description: At most 160 characters (this has 161). summary: Unknown field.",
    );
  });

  it("names a section of an unknown kind", () => {
    const page = home();
    (page.sections as unknown[]).push({ kind: "video", id: "film" });
    const result = check(MarketingPageSchema, page);
    const last = (page.sections as unknown[]).length - 1;
    expect(result.ok ? "" : problemText(result.problems)).toBe(`sections.${last}.kind: Not a kind this site knows.`);
  });
});

// Helpers that change a section at a dotted path.

function get(value: Record<string, unknown>, path: string): Record<string, unknown> {
  return path.split(".").reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, value);
}

function set(value: Record<string, unknown>, path: string, next: unknown): void {
  const keys = path.split(".");
  const last = keys.pop()!;
  const parent = keys.length > 0 ? get(value, keys.join(".")) : value;
  parent[last] = next;
}

function rename(value: Record<string, unknown>, path: string, from: string, to: string): void {
  const node = get(value, path);
  node[to] = node[from];
  delete node[from];
}

/** Where the first table of a legal document is. */
function tableAt(section: Record<string, unknown>): { section: number; block: number } {
  const sections = get(section, "document").sections as { blocks: { kind: string }[] }[];
  for (const [index, entry] of sections.entries()) {
    const block = entry.blocks.findIndex((candidate) => candidate.kind === "table");
    if (block >= 0) return { section: index, block };
  }
  throw new Error("No table in the legal document");
}

function tableRow(section: Record<string, unknown>): string[] {
  const at = tableAt(section);
  return (get(section, `document.sections.${at.section}.blocks.${at.block}`).rows as string[][])[0];
}

function tableColumns(): number {
  const section = sample("legalDocument");
  const at = tableAt(section);
  return (get(section, `document.sections.${at.section}.blocks.${at.block}`).columns as string[]).length;
}
