import { SEED_CALL_TYPES } from "~/content/call-types";
import { describe, expect, test } from "vitest";
import { footerColumns, legalLinks, mainNav, menuEntries } from "~/content/site";
import { marketingPages, plannedPages, registeredPaths } from "~/content/pages";
import { homePage } from "~/content/pages/home";
import { internalPath, pageLinks, sectionLinks } from "~/content/pages/links";
import type { Section } from "~/content/pages/types";
import { appRoutePaths, matchesAppRoute } from "../support/route-paths";

const routePatterns = appRoutePaths();
const known = new Set(registeredPaths());

/** Where an internal link fails to land: neither a route of the app nor a registered page. */
function unresolved(hrefs: string[]): string[] {
  return hrefs.filter((href) => {
    const path = internalPath(href);
    if (path === null) return !/^(https:|mailto:|tel:)/.test(href);
    return !known.has(path) && !matchesAppRoute(path, routePatterns);
  });
}

describe("the route list", () => {
  test("has the app's pages and patterns, and not the 404 catch-all", () => {
    expect(routePatterns).toContain("/");
    expect(routePatterns).toContain("/contact");
    expect(routePatterns).toContain("/insights/:slug");
    expect(routePatterns).not.toContain("/*");
    expect(matchesAppRoute("/insights/some-post", routePatterns)).toBe(true);
    expect(matchesAppRoute("/no-such-page", routePatterns)).toBe(false);
  });
});

describe("internal link paths", () => {
  test("drop the query and fragment, and a trailing slash", () => {
    expect(internalPath("/contact?focus=operations")).toBe("/contact");
    expect(internalPath("/services/smart-systems-and-ai#features")).toBe("/services/smart-systems-and-ai");
    expect(internalPath("/services/")).toBe("/services");
    expect(internalPath("/")).toBe("/");
    expect(internalPath("https://example.com/")).toBeNull();
    expect(internalPath("//example.com/x")).toBeNull();
  });

  test("a link to an unknown page is caught", () => {
    expect(unresolved(["/contact", "/who-we-help/medical", "/no-such-page", "/insights/any-post"])).toEqual([
      "/no-such-page",
    ]);
    expect(unresolved(["http://insecure.example"])).toEqual(["http://insecure.example"]);
  });
});

describe("the page registry", () => {
  const pages = marketingPages;

  test("holds the home page", () => {
    expect(pages.map((page) => page.path)).toContain("/");
    expect(pages).toContain(homePage);
  });

  test("paths are unique across built and planned pages, and start with a slash", () => {
    const paths = registeredPaths();
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/);
  });

  test("every page has a title and a description of at most 160 characters", () => {
    for (const page of pages) {
      expect(page.title.trim(), page.path).not.toBe("");
      expect(page.description.trim().length, page.path).toBeGreaterThan(50);
      expect(page.description.length, page.path).toBeLessThanOrEqual(160);
    }
    for (const page of plannedPages) expect(page.title.trim(), page.path).not.toBe("");
  });

  test("no two pages share a title or a description", () => {
    const titles = pages.map((page) => page.title);
    const descriptions = pages.map((page) => page.description);
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
    expect(descriptions.filter((description, index) => descriptions.indexOf(description) !== index)).toEqual([]);
  });

  test("every internal link of every section resolves to a route or a registered page", () => {
    for (const page of pages) {
      const hrefs = pageLinks(page).map((link) => link.href);
      expect(unresolved(hrefs), page.path).toEqual([]);
      for (const link of pageLinks(page)) expect(link.label.trim(), `${page.path} ${link.href}`).not.toBe("");
    }
  });

  test("every offer the specification names books its own call type on the page it belongs to", () => {
    const offers: [path: string, label: string, callType: string][] = [
      ["/", "Book a Value Mapping Call", "value-mapping-call"],
      ["/who-we-help", "Book a Free Strategy Call", "strategy-call"],
      ["/services/exit-and-succession", "Book Your Free Assessment", "exit-readiness-assessment"],
      ["/services/operations-and-supply", "Book a 20-minute Operations Call", "operations-call"],
      ["/services/strategy-and-performance", "Book a 45-minute Strategy Call", "strategy-call"],
      ["/services/smart-systems-and-ai", "Book 15-min Call", "15-minute-call"],
      ["/services/automations", "Book Your Automation Strategy Call", "automation-strategy-call"],
      ["/who-we-help/entrepreneurs", "Book a 30-minute Business Growth Call", "business-growth-call"],
      ["/who-we-help/hospitality", "Book a Diagnostic Call", "diagnostic-call"],
      ["/who-we-help/medical", "Book a Free Practice Assessment", "practice-assessment"],
    ];
    const slugs = SEED_CALL_TYPES.map((type) => type.slug);
    for (const [path, label, callType] of offers) {
      const page = pages.find((entry) => entry.path === path);
      const link = page && pageLinks(page).find((entry) => entry.label === label);
      expect(link && internalPath(link.href), `${label} on ${path}`).toBe(`/book/${callType}`);
      expect(slugs).toContain(callType);
    }
  });

  test("the Operations page links to the contact page with each query the specification lists", () => {
    const operations = pages.find((page) => page.path === "/services/operations-and-supply")!;
    const hrefs = pageLinks(operations).map((link) => link.href);
    for (const href of [
      "/contact?focus=operations",
      "/contact?lead=operations-plan",
      "/contact?lead=operations-assessment",
    ]) {
      expect(hrefs, href).toContain(href);
    }
  });

  test("the navigation and footer link only to routes and registered pages", () => {
    const hrefs = [
      ...mainNav.flatMap((item) =>
        item.kind === "link" ? [item.href] : [item.href, ...menuEntries(item).map((link) => link.href)],
      ),
      ...footerColumns.flatMap((column) => column.links.map((link) => link.href)),
      ...legalLinks.map((link) => link.href),
    ];
    expect(unresolved(hrefs)).toEqual([]);
  });

  test("each page opens with its one hero (a legal page with its document instead), and section ids are unique within the page", () => {
    for (const page of pages) {
      const opening = page.sections[0]?.kind === "legalDocument" ? "legalDocument" : "hero";
      expect(page.sections[0]?.kind, page.path).toBe(opening);
      expect(
        page.sections.filter((section) => section.kind === opening),
        page.path,
      ).toHaveLength(1);
      const ids = page.sections.map((section) => section.id);
      expect(new Set(ids).size, page.path).toBe(ids.length);
      for (const id of ids) expect(id, page.path).toMatch(/^[a-z][a-z0-9-]*$/);
    }
  });

  test("nested pages have breadcrumbs from Home to themselves", () => {
    for (const page of pages) {
      if (page.path === "/") {
        expect(page.breadcrumbs ?? []).toEqual([]);
        continue;
      }
      if (page.path.split("/").length <= 2 && !page.breadcrumbs) continue;
      const trail = page.breadcrumbs ?? [];
      expect(trail[0]?.href, page.path).toBe("/");
      expect(trail.at(-1)?.href, page.path).toBe(page.path);
    }
  });

  test("the structures sections promise hold: tab ids unique, comparison rows as wide as their columns", () => {
    const all: Section[] = pages.flatMap((page) => page.sections);
    for (const section of all) {
      if (section.kind === "tabs") {
        const ids = section.tabs.map((tab) => tab.id);
        expect(new Set(ids).size, section.id).toBe(ids.length);
        if (section.defaultTab) expect(ids, section.id).toContain(section.defaultTab);
      }
      if (section.kind === "comparison") {
        for (const row of section.rows)
          expect(row.values, `${section.id} ${row.label}`).toHaveLength(section.columns.length);
      }
      if (section.kind === "carousel" || section.kind === "rail" || section.kind === "cardGrid") {
        const titles = section.cards.map((card) => card.title);
        expect(new Set(titles).size, section.id).toBe(titles.length);
      }
    }
  });
});

describe("the home page", () => {
  const kinds = homePage.sections.map((section) => section.kind);
  const byId = <K extends Section["kind"]>(id: string, kind: K) => {
    const section = homePage.sections.find((entry) => entry.id === id);
    expect(section?.kind).toBe(kind);
    return section as Extract<Section, { kind: K }>;
  };

  test("has the spec's sections in order", () => {
    expect(kinds).toEqual([
      "hero",
      "cardGrid",
      "carousel",
      "list",
      "steps",
      "rail",
      "faq",
      "latestInsights",
      "ctaBand",
    ]);
  });

  test("the hero books a Value Mapping Call and links to how we work, over a video", () => {
    const hero = byId("home-hero", "hero");
    expect(hero.actions.map((action) => [action.label, action.href])).toEqual([
      ["Book a Value Mapping Call", "/book/value-mapping-call"],
      ["See how we work", "/how-we-work"],
    ]);
    expect(hero.media?.kind).toBe("video");
  });

  test("five service tracks, six early wins at 1/2/3 per view, four commitments, four steps", () => {
    expect(byId("services", "cardGrid").cards).toHaveLength(5);
    const carousel = byId("early-value", "carousel");
    expect(carousel.cards).toHaveLength(6);
    expect(carousel.perView).toEqual({ base: 1, md: 2, lg: 3 });
    expect(byId("commitment", "list").items).toHaveLength(4);
    expect(byId("approach", "steps").steps.map((step) => step.title)).toEqual([
      "Discover",
      "Diagnose",
      "Design",
      "Deliver & Embed",
    ]);
  });

  test("seven industries on a 340px rail with a 24px gap, six FAQs, one open at a time", () => {
    const rail = byId("industries", "rail");
    expect(rail.cards).toHaveLength(7);
    expect([rail.step, rail.gap]).toEqual([340, 24]);
    const faq = byId("faq", "faq");
    expect(faq.items).toHaveLength(6);
    expect(faq.allowMultiple ?? false).toBe(false);
  });

  test("every section link points somewhere real", () => {
    const links = homePage.sections.flatMap(sectionLinks);
    expect(links.length).toBeGreaterThan(15);
    expect(unresolved(links.map((link) => link.href))).toEqual([]);
  });
});
