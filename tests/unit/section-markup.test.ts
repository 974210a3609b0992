/**
 * The server-rendered markup of the section components that the home page
 * does not use (tabs, sticky card, comparison, quotes, stats, before/after, a
 * looping carousel), and the renderer's rules: what a page shows before any
 * script runs.
 */
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, test } from "vitest";
import { isStaticSection, SectionRenderer } from "~/components/sections/section-renderer";
import { marketingPages } from "~/content/pages";
import type { MarketingPage, Section } from "~/content/pages/types";
import { renderWhole } from "../support/render-whole";

function render(node: ReactNode): string {
  return renderToStaticMarkup(createElement(MemoryRouter, null, node));
}

function page(sections: Section[], extra: Partial<MarketingPage> = {}): MarketingPage {
  return {
    path: "/services/example",
    title: "Example",
    description: "An example page used to check the markup of the section components.",
    sections,
    ...extra,
  };
}

const hero: Section = {
  kind: "hero",
  id: "hero",
  heading: "Example heading",
  intro: "Intro.",
  actions: [{ label: "Book a call", href: "/contact" }],
};

describe("section markup", () => {
  test("the hero is the page's h1, with breadcrumbs from the page", () => {
    const html = render(
      createElement(SectionRenderer, {
        page: page([hero], {
          breadcrumbs: [
            { label: "Home", href: "/" },
            { label: "Services", href: "/services" },
            { label: "Example", href: "/services/example" },
          ],
        }),
      }),
    );
    expect(html).toContain('<h1 id="hero-heading"');
    expect(html).toContain('aria-labelledby="hero-heading"');
    expect(html).toContain('<nav aria-label="Breadcrumb"');
    expect(html).toContain('<span aria-current="page"');
    expect(html).toContain('href="/services"');
    expect(html.match(/<h1/g)).toHaveLength(1);
  });

  test("tabs: a labelled tab list, the default tab selected and the only one in the tab order, other panels hidden", () => {
    const html = render(
      createElement(SectionRenderer, {
        page: page([
          hero,
          {
            kind: "tabs",
            id: "paths",
            heading: "Paths",
            label: "Exit paths",
            defaultTab: "transition",
            tabs: [
              { id: "protect", label: "Protect", groups: [{ heading: "Improvements", items: ["One"] }] },
              { id: "transition", label: "Transition", tagline: "Hand over well" },
              { id: "exit", label: "Exit" },
            ],
          },
        ]),
      }),
    );
    expect(html).toContain('role="tablist" aria-label="Exit paths"');
    expect(html).toMatch(
      /role="tab" id="paths-tab-transition" aria-selected="true" aria-controls="paths-panel-transition" tabindex="0"/,
    );
    expect(html).toMatch(
      /role="tab" id="paths-tab-protect" aria-selected="false" aria-controls="paths-panel-protect" tabindex="-1"/,
    );
    expect(html).toMatch(
      /role="tabpanel" id="paths-panel-transition" aria-labelledby="paths-tab-transition" tabindex="0" data-without-script="show" class/,
    );
    expect(html).toMatch(
      /role="tabpanel" id="paths-panel-protect" aria-labelledby="paths-tab-protect" tabindex="0" hidden="" data-without-script="show"/,
    );
  });

  test("tabs start on the first tab when no default is named", () => {
    const html = render(
      createElement(SectionRenderer, {
        page: page([
          hero,
          {
            kind: "tabs",
            id: "t",
            heading: "T",
            label: "Industries",
            tabs: [
              { id: "a", label: "A" },
              { id: "b", label: "B" },
            ],
          },
        ]),
      }),
    );
    expect(html).toMatch(/id="t-tab-a" aria-selected="true"/);
  });

  test("sticky card: sticks from the configured width at the configured offset", () => {
    const section: Section = {
      kind: "stickyCard",
      id: "stack",
      heading: "Readiness stack",
      items: [{ title: "Step", body: "Body" }],
      card: { title: "Summary", actions: [{ label: "Book", href: "/contact" }] },
    };
    const wide = render(createElement(SectionRenderer, { page: page([hero, section]) }));
    expect(wide).toMatch(/data-sticky-card="" style="top:88px" class="lg:sticky /);
    const narrow = render(
      createElement(SectionRenderer, { page: page([hero, { ...section, stickFrom: 768, offset: 92 }]) }),
    );
    expect(narrow).toMatch(/data-sticky-card="" style="top:92px" class="md:sticky /);
  });

  test("comparison: a table with column and row headers", () => {
    const html = render(
      createElement(SectionRenderer, {
        page: page([
          hero,
          {
            kind: "comparison",
            id: "compare",
            heading: "Traditional against strategic",
            rowHeader: "Area",
            columns: ["Traditional", "Strategic"],
            rows: [{ label: "Planning", values: ["Annual", "Every 90 days"] }],
          },
        ]),
      }),
    );
    expect(html).toContain("<caption");
    expect(html).toMatch(/<th scope="col"[^>]*>Strategic<\/th>/);
    expect(html).toMatch(/<th scope="row"[^>]*>Planning<\/th>/);
  });

  test("a looping carousel enables both buttons from the start", () => {
    const html = render(
      createElement(SectionRenderer, {
        page: page([
          hero,
          {
            kind: "carousel",
            id: "components",
            heading: "Components",
            label: "Components",
            loop: true,
            cards: [1, 2, 3, 4].map((n) => ({ title: `Card ${n}` })),
          },
        ]),
      }),
    );
    expect(html).toMatch(/aria-label="Previous slide" aria-disabled="false"/);
    expect(html).toMatch(/aria-label="Next slide" aria-disabled="false"/);
    expect(html).toContain('aria-roledescription="carousel" aria-label="Components"');
    expect(html).toContain('aria-label="4 of 4"');
    expect(html).toContain('aria-label="Go to slide 4"');
  });

  test("a carousel that does not loop starts with previous disabled", () => {
    const html = render(
      createElement(SectionRenderer, {
        page: page([
          hero,
          {
            kind: "carousel",
            id: "c",
            heading: "C",
            label: "C",
            cards: [1, 2, 3].map((n) => ({ title: `Card ${n}` })),
          },
        ]),
      }),
    );
    expect(html).toMatch(/aria-label="Previous slide" aria-disabled="true"/);
    expect(html).toMatch(/aria-label="Go to slide 1" aria-current="true"/);
  });

  test("stats, quotes and before/after are plain lists and figures", () => {
    const html = render(
      createElement(SectionRenderer, {
        page: page([
          hero,
          { kind: "stats", id: "stats", heading: "Numbers", stats: [{ value: "R2.4m", label: "cash released" }] },
          {
            kind: "quotes",
            id: "quotes",
            heading: "Stories",
            quotes: [{ quote: "It worked.", name: "Thandi M.", role: "Owner" }],
          },
          {
            kind: "beforeAfter",
            id: "ba",
            heading: "Before and after",
            before: { title: "Before", items: ["Slow"] },
            after: { title: "After", items: ["Fast"] },
          },
        ]),
      }),
    );
    expect(html).toMatch(/<dt[^>]*>cash released<\/dt><dd[^>]*>R2.4m<\/dd>/);
    expect(html).toContain("<blockquote");
    expect(html).toContain("<figcaption");
    expect(html).toContain(">Before</h3>");
  });

  test("before/after draws the second list as the result; two sides of one problem are both drawn as problems", () => {
    const lists = {
      before: { title: "Patient side", items: ["Engaged line"] },
      after: { title: "Team side", items: ["Admin after hours"] },
    };
    const draw = (pairing?: "before-after" | "two-sides") =>
      render(
        createElement(SectionRenderer, {
          page: page([hero, { kind: "beforeAfter", id: "pains", heading: "Pains", pairing, ...lists }]),
        }),
      );
    // lucide marks its icons with their name: a cross for a problem, a tick for a result.
    const marks = (html: string) => [...html.matchAll(/lucide-(x|check)\b/g)].map((match) => match[1]);
    expect(marks(draw())).toEqual(["x", "check"]);
    expect(marks(draw("before-after"))).toEqual(["x", "check"]);
    expect(marks(draw("two-sides"))).toEqual(["x", "x"]);
    expect(draw("two-sides")).not.toContain("bg-brand-900 p-6");
  });

  test("every section after the hero is wrapped for fade-in, rendered visible", () => {
    const html = render(
      createElement(SectionRenderer, {
        page: page([hero, { kind: "stats", id: "stats", heading: "Numbers", stats: [{ value: "1", label: "one" }] }]),
      }),
    );
    expect(html.match(/data-fade-in=""/g)).toHaveLength(1);
    expect(html).not.toContain("data-fade=");
    expect(html.match(/<section /g)).toHaveLength(2);
  });

  test("a behaviour section renders its component with what the loader gave it, and missing data is an error", async () => {
    const withInsights = page([hero, { kind: "featuredInsights", id: "extra" }]);
    const html = await renderWhole(
      createElement(SectionRenderer, { page: withInsights, data: { featuredInsights: [] } }),
    );
    expect(html).toContain('<section aria-labelledby="featured-insights-heading"');
    await expect(renderWhole(createElement(SectionRenderer, { page: withInsights }))).rejects.toThrow(
      /no data for its section "extra"/,
    );
  });
});

describe("sections kept as the server sent them (StaticHtml)", () => {
  const sections = marketingPages.flatMap((content) => content.sections);

  test("every static section of the site's pages has nothing that needs a script: no button, disclosure or script-only markup", () => {
    const statics = sections.filter(isStaticSection);
    expect(statics.length).toBeGreaterThan(20);
    for (const section of statics) {
      const html = render(createElement(SectionRenderer, { page: page([section]) }));
      expect(html, `${section.kind} ${section.id}`).not.toMatch(
        /<button|aria-expanded|role="tab|data-without-script|<form/,
      );
    }
  });

  test("sections with behaviour are hydrated as usual", () => {
    const behaviours = [
      "roiCalculator",
      "hospitalityDiagnostic",
      "automationAssessment",
      "latestInsights",
      "featuredInsights",
      "howWeWorkInsights",
      "insightsCarousel",
      "readyToTalk",
    ];
    for (const kind of ["hero", "faq", "tabs", "carousel", "rail", "strip", "industryCall", ...behaviours]) {
      for (const section of sections.filter((candidate) => candidate.kind === kind)) {
        expect(isStaticSection(section), `${section.kind} ${section.id}`).toBe(false);
      }
    }
    const countUp = sections.find((section) => section.kind === "stats" && section.stats.some((stat) => stat.countUp));
    const withMore = sections.find((section) => section.kind === "cardGrid" && section.more);
    for (const section of [countUp, withMore]) {
      expect(section).toBeDefined();
      expect(isStaticSection(section!)).toBe(false);
    }
  });

  test("the server renders a static section's content inside its wrapper", () => {
    const html = render(
      createElement(SectionRenderer, {
        page: page([
          hero,
          { kind: "list", id: "reasons", heading: "Why owners call", items: [{ title: "Clear numbers" }] },
        ]),
      }),
    );
    expect(html).toMatch(/<div data-static-html="">.*Why owners call.*Clear numbers.*<\/div>/s);
  });
});
