/**
 * The Smart Systems and AI and Automations Consulting pages: the spec's
 * sections, labels and numbers in their content, and the server-rendered
 * markup of what they added to the section library (cards behind a
 * disclosure button, the scrolling strip, the hero's simulated dashboard).
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, test } from "vitest";
import { SectionRenderer } from "~/components/sections/section-renderer";
import { automationsPage } from "~/content/pages/automations";
import { smartSystemsPage } from "~/content/pages/smart-systems-and-ai";
import type { MarketingPage, Section } from "~/content/pages/types";
import { renderWhole } from "../support/render-whole";

function byId<K extends Section["kind"]>(page: MarketingPage, id: string, kind: K) {
  const section = page.sections.find((entry) => entry.id === id);
  expect(section?.kind, id).toBe(kind);
  return section as Extract<Section, { kind: K }>;
}

function render(page: MarketingPage): string {
  return renderToStaticMarkup(createElement(MemoryRouter, null, createElement(SectionRenderer, { page })));
}

describe("the Smart Systems and AI page", () => {
  const page = smartSystemsPage;

  test("has the spec's sections in order", () => {
    expect(page.sections.map((section) => section.kind)).toEqual([
      "hero",
      "list",
      "tabs",
      "cardGrid",
      "faq",
      "insightsCarousel",
      "ctaBand",
    ]);
    expect(byId(page, "ai-insights", "insightsCarousel")).toBeDefined();
  });

  test("the hero offers the free consultation with trust figures", () => {
    const hero = byId(page, "smart-systems-hero", "hero");
    expect(hero.actions[0]).toMatchObject({ label: "Get FREE Consultation", href: "/contact" });
    expect(hero.stats?.length).toBe(4);
  });

  test("the guarantee names money back without measurable ROI, no lock-in, cancelling on notice and ownership", () => {
    const titles = byId(page, "guarantee", "list").items.map((item) => item.title);
    expect(titles).toEqual([
      "90-day money-back guarantee",
      "No lock-in contracts",
      "Cancel anytime with 30 days' notice",
      "You own every automation",
    ]);
  });

  test("six industry tabs, the first the default, each with challenges, solutions, results, a story and both links", () => {
    const tabs = byId(page, "industries", "tabs");
    expect(tabs.tabs.map((tab) => tab.label)).toEqual([
      "Healthcare",
      "Professional Services",
      "Manufacturing",
      "Logistics and Transport",
      "Field Services",
      "Retail and Hospitality",
    ]);
    expect(tabs.defaultTab).toBeUndefined();
    for (const tab of tabs.tabs) {
      expect(
        tab.groups?.map((group) => group.heading),
        tab.id,
      ).toEqual(["Challenges", "Solutions", "Results"]);
      expect(tab.groups?.[2].items, tab.id).toHaveLength(3);
      expect(tab.story?.heading, tab.id).toMatch(/^Success story: /);
      expect(
        tab.actions?.map((action) => action.href),
        tab.id,
      ).toEqual(["/contact", "/insights"]);
    }
  });

  test("features: three quick wins to deploy in 2 weeks, three more behind the button", () => {
    const features = byId(page, "features", "cardGrid");
    expect(features.cards.map((card) => [card.title, card.eyebrow])).toEqual([
      ["24/7 AI receptionist", "Deploy in 2 weeks"],
      ["Lead capture automation", "Deploy in 2 weeks"],
      ["Invoice automation", "Deploy in 2 weeks"],
    ]);
    expect(features.more?.cards.map((card) => card.title)).toEqual([
      "Smart inventory",
      "Live dashboards",
      "AI knowledge base",
    ]);
  });

  test("four FAQs, one open at a time, with the 15-minute call", () => {
    const faq = byId(page, "faq", "faq");
    expect(faq.items).toHaveLength(4);
    expect(faq.allowMultiple ?? false).toBe(false);
    expect(faq.actions).toEqual([{ label: "Book 15-min Call", href: "/book/15-minute-call", emphasis: "primary" }]);
  });

  test("closes with calls to /contact and /insights", () => {
    expect(byId(page, "get-started", "ctaBand").actions.map((action) => action.href)).toEqual([
      "/contact",
      "/insights",
    ]);
  });

  test("the extra systems are drawn hidden, behind a collapsed button that controls them", async () => {
    const html = await renderWhole(
      createElement(SectionRenderer, { page, data: { carouselInsights: Promise.resolve([]) } }),
    );
    expect(html).toMatch(
      /<button type="button" aria-expanded="false" aria-controls="features-more"[^>]*>Three more systems to add next/,
    );
    // Hidden until the button opens them; shown to a browser without scripts (see root's noscript style).
    expect(html).toMatch(/<div id="features-more" hidden="" data-without-script="show">.*Smart inventory/);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('<section id="features"');
  });
});

describe("the Automations Consulting page", () => {
  const page = automationsPage;

  test("has the spec's sections in order", () => {
    expect(page.sections.map((section) => [section.kind, section.id])).toEqual([
      ["hero", "automations-hero"],
      ["cardGrid", "approach"],
      ["strip", "integrations"],
      ["cardGrid", "services"],
      ["beforeAfter", "before-after"],
      ["steps", "methodology"],
      ["stats", "outcomes"],
      ["faq", "faq"],
      ["list", "commitment"],
      ["ctaBand", "get-started"],
    ]);
  });

  test("the hero books the strategy call and offers the free assessment", () => {
    const hero = byId(page, "automations-hero", "hero");
    expect(hero.actions.map((action) => [action.label, action.href])).toEqual([
      ["Book Your Automation Strategy Call", "/book/automation-strategy-call"],
      ["Take Free Assessment", "/automations-assessment"],
    ]);
    expect(hero.panel?.kind).toBe("dashboard");
  });

  test("the strip names accounting, office suite, workflow, project, BI and shop tools", () => {
    const strip = byId(page, "integrations", "strip");
    expect(strip.groups.map((group) => group.category)).toEqual([
      "Accounting",
      "Office suite",
      "Workflow",
      "Project",
      "BI and reporting",
      "Online shop",
    ]);
    for (const group of strip.groups) expect(group.items.length, group.category).toBeGreaterThanOrEqual(2);
  });

  test("four core services, three steps, six FAQs, four commitments, a closing call to /contact", () => {
    expect(byId(page, "services", "cardGrid").cards).toHaveLength(4);
    expect(byId(page, "methodology", "steps").steps).toHaveLength(3);
    expect(byId(page, "faq", "faq").items).toHaveLength(6);
    expect(byId(page, "commitment", "list").items).toHaveLength(4);
    expect(byId(page, "get-started", "ctaBand").actions.map((action) => action.href)).toEqual([
      "/book/automation-strategy-call",
    ]);
  });

  test("the dashboard is drawn hidden from assistive technology and under 1024px; the strip's copy is hidden from it", () => {
    const html = render(page);
    expect(html).toContain('<div aria-hidden="true" data-testid="hero-dashboard" class="hidden lg:block">');
    expect(html).toContain("1\u00a0284");
    expect(html.match(/<ul aria-label="Tools we connect"/g)).toHaveLength(1);
    expect(html.match(/<ul aria-hidden="true" class="flex shrink-0[^"]*motion-reduce:hidden/g)).toHaveLength(1);
    expect(html).toContain("motion-reduce:animate-none");
    expect(html).toContain(">Pause scrolling</button>");
  });
});
