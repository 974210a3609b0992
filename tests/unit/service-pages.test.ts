import { describe, expect, test } from "vitest";
import { exitAndSuccessionPage } from "~/content/pages/exit-and-succession";
import { operationsAndSupplyPage, operationsIndustryCall } from "~/content/pages/operations-and-supply";
import { strategyAndPerformancePage } from "~/content/pages/strategy-and-performance";
import type { MarketingPage, Section } from "~/content/pages/types";

function sectionOf<K extends Section["kind"]>(page: MarketingPage, id: string, kind: K): Extract<Section, { kind: K }> {
  const section = page.sections.find((entry) => entry.id === id);
  expect(section?.kind, `${page.path}#${id}`).toBe(kind);
  return section as Extract<Section, { kind: K }>;
}

describe("Exit & Succession", () => {
  const page = exitAndSuccessionPage;

  test("has the spec's sections in order", () => {
    expect(page.sections.map((section) => section.kind)).toEqual([
      "hero",
      "steps",
      "tabs",
      "cardGrid",
      "stickyCard",
      "cardGrid",
      "quotes",
      "stats",
      "faq",
      "ctaBand",
    ]);
  });

  test("a three-step 90-day method of 30, 30 and 30+ days", () => {
    expect(sectionOf(page, "method", "steps").steps.map((step) => [step.title, step.duration])).toEqual([
      ["Assess & Diagnose", "30 days"],
      ["Design & Plan", "30 days"],
      ["Implement & Monitor", "30+ days"],
    ]);
  });

  test("Protect, Transition and Exit tabs, Protect first, each with a tagline, four improvements and four deliverables", () => {
    const paths = sectionOf(page, "paths", "tabs");
    expect(paths.tabs.map((tab) => tab.label)).toEqual(["Protect", "Transition", "Exit"]);
    expect(paths.defaultTab).toBe("protect");
    expect(paths.tabs[0].id).toBe("protect");
    for (const tab of paths.tabs) {
      expect(tab.tagline?.trim(), tab.id).toBeTruthy();
      expect(
        tab.groups?.map((group) => [group.heading, group.items.length]),
        tab.id,
      ).toEqual([
        ["Improvements", 4],
        ["Deliverables", 4],
      ]);
    }
  });

  test("a five-step readiness stack whose card sticks from 1024px and offers the free assessment in rand", () => {
    const stack = sectionOf(page, "readiness", "stickyCard");
    expect(stack.items).toHaveLength(5);
    expect(stack.stickFrom ?? 1024).toBe(1024);
    expect(stack.offset ?? 88).toBe(88);
    expect(stack.card.body).toContain("Usually R55 000, free for owners who book this quarter");
    expect(stack.card.bullets).toContain("Priority booking within 7 days");
    expect(JSON.stringify(page)).not.toMatch(/£|\$/);
  });

  test("three success stories, credential badges with the spec's years, four FAQs that open one at a time", () => {
    expect(sectionOf(page, "stories", "quotes").quotes).toHaveLength(3);
    const badges = sectionOf(page, "credentials", "stats").stats.map((stat) => `${stat.value} ${stat.label}`);
    expect(badges).toContain("15+ years Operations leadership");
    expect(badges).toContain("20+ years Family enterprise experience");
    const faq = sectionOf(page, "faq", "faq");
    expect(faq.items).toHaveLength(4);
    expect(faq.allowMultiple ?? false).toBe(false);
  });
});

describe("Strategy & Performance", () => {
  const page = strategyAndPerformancePage;

  test("six signals, four pillars, a five-step operating system, 90-day outcomes and a closing call", () => {
    expect(page.sections.map((section) => section.kind)).toEqual([
      "hero",
      "cardGrid",
      "cardGrid",
      "stickyCard",
      "cardGrid",
      "ctaBand",
    ]);
    expect(sectionOf(page, "signals", "cardGrid").cards).toHaveLength(6);
    expect(sectionOf(page, "pillars", "cardGrid").cards).toHaveLength(4);
    expect(sectionOf(page, "outcomes", "cardGrid").cards.length).toBeGreaterThanOrEqual(3);
  });

  test("the summary card sticks 20px below the 80px navigation bar from 1024px", () => {
    const system = sectionOf(page, "operating-system", "stickyCard");
    expect(system.items).toHaveLength(5);
    expect(system.stickFrom ?? 1024).toBe(1024);
    expect(system.offset).toBe(20 + 80);
  });
});

describe("Operations & Supply", () => {
  const page = operationsAndSupplyPage;

  test("has the spec's sections in order, ending with the industry call", () => {
    expect(page.sections.map((section) => section.kind)).toEqual([
      "hero",
      "list",
      "cardGrid",
      "cardGrid",
      "steps",
      "list",
      "cardGrid",
      "industryCall",
    ]);
    expect(page.sections.at(-1)).toBe(operationsIndustryCall);
  });

  test("five levers, each with Get started to /contact?focus=operations", () => {
    const levers = sectionOf(page, "levers", "cardGrid").cards;
    expect(levers).toHaveLength(5);
    for (const lever of levers)
      expect(lever.link, lever.title).toEqual({ label: "Get started", href: "/contact?focus=operations" });
  });

  test("a cost of friction beside the signals, five approach steps and four reasons", () => {
    expect(sectionOf(page, "signals", "list").aside?.title).toBe("The cost of friction");
    expect(sectionOf(page, "approach", "steps").steps).toHaveLength(5);
    expect(sectionOf(page, "why-us", "cardGrid").cards).toHaveLength(4);
  });

  test("the industry call offers six distinct industries and books a call at /contact, taking the industry along", () => {
    expect(new Set(operationsIndustryCall.industries).size).toBe(6);
    expect(operationsIndustryCall.action).toEqual({ label: "Book a call", href: "/contact" });
    expect(operationsIndustryCall.label.trim()).not.toBe("");
  });
});
