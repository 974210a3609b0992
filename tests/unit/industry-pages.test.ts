import { describe, expect, test } from "vitest";
import { aboutPage } from "~/content/pages/about";
import { aboutFaqPage } from "~/content/pages/about-faq";
import { agriculturePage } from "~/content/pages/agriculture";
import { entrepreneursPage } from "~/content/pages/entrepreneurs";
import { hoaPage } from "~/content/pages/hoa";
import { hospitalityPage } from "~/content/pages/hospitality";
import { howWeWorkPage } from "~/content/pages/how-we-work";
import { manufacturingPage } from "~/content/pages/manufacturing";
import { medicalPage } from "~/content/pages/medical";
import { professionalServicesPage } from "~/content/pages/professional-services";
import { retailAndHospitalityPage } from "~/content/pages/retail-and-hospitality";
import type { MarketingPage, Section } from "~/content/pages/types";
import { whoWeHelpPage } from "~/content/pages/who-we-help";
import { legacyRedirects } from "~/content/redirects";
import { countUpValue, rotatingWordAt, splitFigure, WORD_ROTATION_MS } from "~/components/sections/motion";
import { railStep } from "~/components/sections/carousel-geometry";
import { matchesAppRoute } from "../support/route-paths";

function sectionOf<K extends Section["kind"]>(page: MarketingPage, id: string, kind: K): Extract<Section, { kind: K }> {
  const section = page.sections.find((entry) => entry.id === id);
  if (!section || section.kind !== kind) throw new Error(`${page.path} has no ${kind} section "${id}"`);
  return section as Extract<Section, { kind: K }>;
}

describe("rotating word and count-up", () => {
  const words = ["Growth", "Innovation", "Excellence", "Resilience", "Success", "Continuity"];

  test("a new word every 2.5 s, in order, round and round", () => {
    expect(WORD_ROTATION_MS).toBe(2500);
    expect(rotatingWordAt(words, 0)).toBe("Growth");
    expect(rotatingWordAt(words, 2499)).toBe("Growth");
    expect(rotatingWordAt(words, 2500)).toBe("Innovation");
    expect(rotatingWordAt(words, 2500 * 5)).toBe("Continuity");
    expect(rotatingWordAt(words, 2500 * 6)).toBe("Growth");
    expect(rotatingWordAt([], 1000)).toBe("");
  });

  test("the count-up reaches its figure at 0.8 s, rising, never beyond", () => {
    expect(countUpValue(20, 0)).toBe(0);
    expect(countUpValue(20, 800)).toBe(20);
    expect(countUpValue(20, 5000)).toBe(20);
    let previous = 0;
    for (let t = 0; t <= 800; t += 50) {
      const value = countUpValue(20, t);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThanOrEqual(20);
      previous = value;
    }
  });

  test("a figure splits into its number and what surrounds it", () => {
    expect(splitFigure("20")).toEqual({ prefix: "", number: 20, suffix: "" });
    expect(splitFigure("R20+")).toEqual({ prefix: "R", number: 20, suffix: "+" });
    expect(splitFigure("3.4%")).toBeNull();
  });
});

describe("rail steps of spec section 9", () => {
  test.each([
    [hospitalityPage, "guest-journey", 360],
    [manufacturingPage, "quote-to-cash", 380],
    [hoaPage, "resident-experience", 420],
  ] as const)("%#: one press moves %s px", (page, id, step) => {
    const rail = sectionOf(page, id, "rail");
    expect(rail.step).toBe(step);
    expect(rail.gap).toBe(24);
    expect(railStep(step - 24, 24, 1200)).toBe(step);
  });
});

describe("the pages of spec section 2", () => {
  test("who we help: six rotating words, a looping carousel of six industries, every industry page linked", () => {
    const hero = sectionOf(whoWeHelpPage, "who-we-help-hero", "hero");
    expect(hero.rotatingWords).toEqual(["Growth", "Innovation", "Excellence", "Resilience", "Success", "Continuity"]);
    const carousel = sectionOf(whoWeHelpPage, "industries", "carousel");
    expect(carousel.loop).toBe(true);
    expect(carousel.cards).toHaveLength(6);
    for (const card of carousel.cards) {
      expect(card.subtitle && card.body).toBeTruthy();
      expect(card.bullets).toHaveLength(3);
    }
    const links = JSON.stringify(whoWeHelpPage.sections);
    for (const industry of [
      "agriculture",
      "entrepreneurs",
      "professional-services",
      "hospitality",
      "manufacturing",
      "medical",
      "hoa",
    ]) {
      expect(links).toContain(`"/who-we-help/${industry}"`);
    }
  });

  test("agriculture: comparison, the four stages with their timings, outcomes, six FAQs", () => {
    expect(agriculturePage.sections.map((section) => section.kind)).toEqual([
      "hero",
      "comparison",
      "steps",
      "cardGrid",
      "faq",
      "ctaBand",
    ]);
    expect(sectionOf(agriculturePage, "framework", "steps").steps.map((step) => [step.title, step.duration])).toEqual([
      ["Assess", "Weeks 1-2"],
      ["Structure", "Weeks 3-6"],
      ["Implement", "Months 2-3"],
      ["Sustain", "Ongoing"],
    ]);
    expect(sectionOf(agriculturePage, "agriculture-faq", "faq").items).toHaveLength(6);
  });

  test("entrepreneurs: quick wins, three barriers, three phases, two stories, three FAQs and a count-up to 20", () => {
    expect(sectionOf(entrepreneursPage, "barriers", "cardGrid").cards).toHaveLength(3);
    expect(sectionOf(entrepreneursPage, "phases", "steps").steps.map((step) => step.duration)).toEqual([
      "Weeks 1-4",
      "Weeks 5-12",
      "Weeks 13-24",
    ]);
    expect(sectionOf(entrepreneursPage, "stories", "quotes").quotes).toHaveLength(2);
    expect(sectionOf(entrepreneursPage, "entrepreneurs-faq", "faq").items).toHaveLength(3);
    expect(sectionOf(entrepreneursPage, "impact", "stats").stats.filter((stat) => stat.countUp)).toEqual([
      expect.objectContaining({ value: "20" }),
    ]);
  });

  test("professional services: six practices, four challenge/solution pairs, four stages, three tiles", () => {
    expect(sectionOf(professionalServicesPage, "practices", "cardGrid").cards).toHaveLength(6);
    expect(sectionOf(professionalServicesPage, "challenges", "list").items).toHaveLength(4);
    expect(sectionOf(professionalServicesPage, "client-journey", "steps").steps).toHaveLength(4);
    expect(sectionOf(professionalServicesPage, "get-started", "cardGrid").cards).toHaveLength(3);
  });

  test("retail and hospitality: the four phases and Book a Strategy Call", () => {
    expect(
      sectionOf(retailAndHospitalityPage, "timeline", "steps").steps.map((step) => [step.title, step.duration]),
    ).toEqual([
      ["Discover", "Weeks 1-2"],
      ["Design", "Weeks 3-6"],
      ["Deliver", "Weeks 7-10"],
      ["Embed", "Weeks 11-12"],
    ]);
    expect(sectionOf(retailAndHospitalityPage, "retail-cta", "ctaBand").actions[0].label).toBe("Book a Strategy Call");
  });

  test("medical: the compliance cards, six capabilities, six journey steps, three steps, three testimonials, eight FAQs", () => {
    expect(sectionOf(medicalPage, "trust", "cardGrid").cards.map((card) => card.title)).toEqual([
      "ISO 27001",
      "SOC 2 Type II",
      "POPIA",
      "HPCSA",
    ]);
    expect(sectionOf(medicalPage, "capabilities", "cardGrid").cards).toHaveLength(6);
    expect(sectionOf(medicalPage, "patient-journey", "rail").cards).toHaveLength(6);
    expect(sectionOf(medicalPage, "approach", "steps").steps.map((step) => step.title)).toEqual([
      "Discover",
      "Pilot",
      "Scale",
    ]);
    expect(sectionOf(medicalPage, "testimonials", "quotes").quotes).toHaveLength(3);
    const faq = sectionOf(medicalPage, "medical-faq", "faq");
    expect(faq.items).toHaveLength(8);
    expect(faq.allowMultiple).toBeUndefined();
  });

  test("manufacturing: a moving grid and trust pills, a card that sticks from 768px, six levers, four FAQs", () => {
    expect(sectionOf(manufacturingPage, "manufacturing-hero", "hero").backdrop).toBe("grid");
    expect(sectionOf(manufacturingPage, "manufacturing-hero", "hero").pills).toHaveLength(4);
    expect(sectionOf(manufacturingPage, "plant-review", "stickyCard").stickFrom).toBe(768);
    expect(sectionOf(manufacturingPage, "levers", "cardGrid").cards).toHaveLength(6);
    expect(sectionOf(manufacturingPage, "manufacturing-faq", "faq").items).toHaveLength(4);
  });

  test("HOA: six interventions, the resident rail, pain points, money and the 300-home case", () => {
    expect(sectionOf(hoaPage, "interventions", "cardGrid").cards).toHaveLength(6);
    expect(sectionOf(hoaPage, "case", "stats").heading).toContain("300-home");
  });

  test("how we work: four models with project first, each with best for, what we do, commercials and a note", () => {
    const tabs = sectionOf(howWeWorkPage, "models", "tabs");
    expect(tabs.tabs.map((tab) => tab.id)).toEqual(["project", "performance", "hourly", "invest"]);
    expect(tabs.defaultTab).toBe("project");
    for (const tab of tabs.tabs) {
      expect(tab.title).toBeTruthy();
      expect(tab.groups?.map((group) => group.heading)).toEqual(["Best for", "What we do", "Commercials"]);
      expect(tab.story?.heading).toBe("Note");
    }
    expect(sectionOf(howWeWorkPage, "approach", "steps").steps).toHaveLength(4);
    expect(sectionOf(howWeWorkPage, "how-we-work-faq", "faq").items).toHaveLength(6);
  });

  test("about: principles, five areas, before/after, three specialist groups, calls to the strategy call and /how-we-work", () => {
    expect(sectionOf(aboutPage, "what-we-do", "cardGrid").cards).toHaveLength(5);
    expect(sectionOf(aboutPage, "specialists", "cardGrid").cards).toHaveLength(3);
    expect(sectionOf(aboutPage, "about-cta", "ctaBand").actions.map((action) => action.href)).toEqual([
      "/book/strategy-call",
      "/how-we-work",
    ]);
  });

  test("about FAQ: six questions, one open at a time, and Contact us", () => {
    const faq = sectionOf(aboutFaqPage, "questions", "faq");
    expect(faq.items).toHaveLength(6);
    expect(faq.actions).toEqual([expect.objectContaining({ label: "Contact us", href: "/contact" })]);
  });
});

describe("legacy addresses", () => {
  test("each redirects to a page that exists", () => {
    for (const target of Object.values(legacyRedirects)) expect(matchesAppRoute(target), target).toBe(true);
  });
});
