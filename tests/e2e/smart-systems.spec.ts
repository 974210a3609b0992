import type { Locator, Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { e2e } from "./environment";
import { inlineScriptPolicy } from "./csp";
import { expect, test } from "./fixtures";

const PATH = "/services/smart-systems-and-ai";
const HERO = "Smart systems that answer, capture and invoice while you run the business";
const INDUSTRIES = [
  "Healthcare",
  "Professional Services",
  "Manufacturing",
  "Logistics and Transport",
  "Field Services",
  "Retail and Hospitality",
];

function section(page: Page, name: string): Locator {
  return page.getByRole("region", { name, exact: true });
}

/** Proves the page's scripts run: the FAQ answers a press. */
async function expectHydrated(page: Page) {
  const question = page.getByRole("button", { name: "How quickly will we see results?" });
  await expect(async () => {
    await question.click();
    await expect(question).toHaveAttribute("aria-expanded", "true", { timeout: 500 });
  }).toPass();
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", "false");
}

test("the hero offers a free consultation, with trust figures and breadcrumbs", async ({ page }) => {
  await page.goto(PATH);
  await expect(page).toHaveTitle("Smart Systems & AI | Kestrel Advisory");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${e2e.baseURL}${PATH}`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${e2e.baseURL}${PATH}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const hero = section(page, HERO);
  await expect(hero.getByRole("heading", { level: 1 })).toHaveText(HERO);

  const trail = hero.getByRole("navigation", { name: "Breadcrumb" });
  await expect(trail.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(trail.getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services");
  await expect(trail.getByText("Smart Systems & AI")).toHaveAttribute("aria-current", "page");

  const stats = hero.getByRole("definition");
  await expect(stats).toHaveText(["2 weeks", "15 hours", "200–300%", "90 days"]);
  await expect(hero.getByRole("term")).toHaveText([
    "to your first quick win",
    "saved a month within 90 days",
    "return within 6 months",
    "money-back guarantee",
  ]);

  await hero.getByRole("link", { name: "Get FREE Consultation" }).click();
  await expect(page).toHaveURL("/contact");
});

test("the guarantee box promises money back, no lock-in, cancelling on notice and ownership", async ({ page }) => {
  await page.goto(PATH);
  const guarantee = section(page, "Measurable ROI, or your money back");
  await expect(guarantee.getByRole("heading", { level: 3 })).toHaveText([
    "90-day money-back guarantee",
    "No lock-in contracts",
    "Cancel anytime with 30 days' notice",
    "You own every automation",
    "How we measure the return",
  ]);
  await expect(guarantee).toContainText("no measurable return within 90 days");
  await expect(guarantee.getByRole("link", { name: "Get FREE Consultation" })).toHaveAttribute("href", "/contact");
});

test.describe("industry tabs", () => {
  test("six industries, the first selected, each with challenges, solutions, results and a success story", async ({
    page,
  }) => {
    await page.goto(PATH);
    const industries = section(page, "Smart systems built for your industry");
    const tablist = industries.getByRole("tablist", { name: "Industries" });
    const tabs = tablist.getByRole("tab");
    await expect(tabs).toHaveText(INDUSTRIES);
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    for (let i = 1; i < INDUSTRIES.length; i++) await expect(tabs.nth(i)).toHaveAttribute("aria-selected", "false");
    await expect(industries.getByRole("tabpanel")).toHaveCount(1);

    await expectHydrated(page);
    for (const name of INDUSTRIES) {
      await tablist.getByRole("tab", { name }).click();
      const panel = industries.getByRole("tabpanel", { name });
      await expect(panel).toBeVisible();
      await expect(industries.getByRole("tabpanel")).toHaveCount(1);
      await expect(panel.getByRole("heading", { level: 4 })).toHaveText([
        "Challenges",
        "Solutions",
        "Results",
        /^Success story: /,
      ]);
      for (const list of await panel.getByRole("list").all())
        expect(await list.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
      await expect(panel.getByRole("link", { name: "Get FREE Consultation" })).toHaveAttribute("href", "/contact");
      await expect(panel.getByRole("link", { name: "Read automation insights" })).toHaveAttribute("href", "/insights");
    }
  });

  test("the arrow keys, Home and End move between tabs and select them", async ({ page }) => {
    await page.goto(PATH);
    await expectHydrated(page);
    const tablist = page.getByRole("tablist", { name: "Industries" });
    const tab = (name: string) => tablist.getByRole("tab", { name });
    const expectSelected = async (name: string) => {
      await expect(tab(name)).toBeFocused();
      await expect(tab(name)).toHaveAttribute("aria-selected", "true");
      await expect(tab(name)).toHaveAttribute("tabindex", "0");
      await expect(page.getByRole("tabpanel", { name })).toBeVisible();
      await expect(tablist.getByRole("tab", { selected: true })).toHaveCount(1);
    };

    await tab("Healthcare").focus();
    await page.keyboard.press("ArrowRight");
    await expectSelected("Professional Services");
    await expect(tab("Healthcare")).toHaveAttribute("tabindex", "-1");
    await expect(page.getByRole("tabpanel", { name: "Healthcare", includeHidden: true })).toBeHidden();
    await page.keyboard.press("End");
    await expectSelected("Retail and Hospitality");
    await page.keyboard.press("ArrowRight");
    await expectSelected("Healthcare");
    await page.keyboard.press("ArrowLeft");
    await expectSelected("Retail and Hospitality");
    await page.keyboard.press("Home");
    await expectSelected("Healthcare");

    // Tab leaves the tab list for the open panel.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel", { name: "Healthcare" })).toBeFocused();
  });
});

test.describe("features", () => {
  test("three quick wins to deploy in 2 weeks, and three more behind a button that shows and hides them", async ({
    page,
  }) => {
    await page.goto(`${PATH}#features`);
    const features = page.locator("section#features");
    await expect(features.getByRole("heading", { level: 2 })).toBeInViewport();
    const quickWins = features
      .getByRole("list")
      .first()
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(quickWins.getByRole("heading", { level: 3 })).toHaveText([
      "24/7 AI receptionist",
      "Lead capture automation",
      "Invoice automation",
    ]);
    for (const card of await quickWins.all()) await expect(card).toContainText("Deploy in 2 weeks");

    const more = features.getByRole("button", { name: "Three more systems to add next" });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    const area = page.locator(`#${await more.getAttribute("aria-controls")}`);
    await expect(area).toBeHidden();
    for (const name of ["Smart inventory", "Live dashboards", "AI knowledge base"]) {
      await expect(features.getByRole("heading", { level: 3, name })).toBeHidden();
    }

    await expectHydrated(page);
    await more.click();
    await expect(more).toHaveAttribute("aria-expanded", "true");
    await expect(area).toBeVisible();
    await expect(area.getByRole("heading", { level: 3 })).toHaveText([
      "Smart inventory",
      "Live dashboards",
      "AI knowledge base",
    ]);

    await more.click();
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await expect(area).toBeHidden();

    await more.focus();
    await page.keyboard.press("Enter");
    await expect(more).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(more).toHaveAttribute("aria-expanded", "false");
  });
});

test("the FAQ opens one answer at a time, a second press closes it, and offers a 15-minute call", async ({ page }) => {
  await page.goto(PATH);
  const faq = section(page, "Questions about smart systems and AI");
  const questions = faq.getByRole("button");
  await expect(questions).toHaveCount(4);
  await expect(faq.getByRole("link", { name: "Book 15-min Call" })).toHaveAttribute("href", "/book/15-minute-call");
  await expectHydrated(page);

  const first = faq.getByRole("button", { name: "Do we need to replace our current systems?" });
  const cost = faq.getByRole("button", { name: "What does it cost?" });
  const firstAnswer = faq.getByRole("region", {
    name: "Do we need to replace our current systems?",
    includeHidden: true,
  });
  const costAnswer = faq.getByRole("region", { name: "What does it cost?", includeHidden: true });

  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(firstAnswer).toBeVisible();
  await cost.click();
  await expect(cost).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(firstAnswer).toBeHidden();
  await expect(costAnswer).toContainText("R15 000 to R85 000");
  await cost.click();
  await expect(cost).toHaveAttribute("aria-expanded", "false");
  await expect(costAnswer).toBeHidden();
  for (let i = 0; i < 4; i++) await expect(questions.nth(i)).toHaveAttribute("aria-expanded", "false");

  await faq.getByRole("link", { name: "Book 15-min Call" }).click();
  // The booking page adds the browser's own zone to its address once its script runs.
  await expect(page).toHaveURL(/\/book\/15-minute-call(\?tz=[^&]+)?$/);
});

test.describe("insights carousel on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("shows insights about automation and AI, with previous and next buttons disabled at the ends", async ({
    page,
  }) => {
    await page.goto(PATH);
    const carousel = page.getByRole("region", { name: "Insights", exact: true });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    const slides = carousel.getByRole("group");
    const count = await slides.count();
    expect(count).toBeGreaterThanOrEqual(2);
    expect(count).toBeLessThanOrEqual(6);
    await expect(slides.first()).toHaveAttribute("aria-label", `1 of ${count}`);
    await expect(
      carousel.getByRole("link", { name: /automations a 20-person South African business/ }),
    ).toHaveAttribute("href", /^\/insights\/[a-z0-9-]+$/);

    const previous = carousel.getByRole("button", { name: "Previous insights" });
    const next = carousel.getByRole("button", { name: "Next insights" });
    const track = slides.first().locator("..");
    const scrollLeft = () => track.evaluate((element) => element.scrollLeft);
    /** Presses next and waits for the smooth scroll to end, so the buttons show where it stopped. */
    async function pressNext() {
      const before = await scrollLeft();
      await next.click();
      await expect.poll(scrollLeft).toBeGreaterThan(before);
      await expect
        .poll(async () => {
          const start = await scrollLeft();
          await page.waitForTimeout(150);
          return (await scrollLeft()) === start;
        })
        .toBe(true);
    }
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await pressNext();
    await expect(previous).toBeEnabled();
    for (let press = 0; press < 8 && (await next.isEnabled()); press++) await pressNext();
    await expect(next).toBeDisabled();
    await previous.click();
    await expect(next).toBeEnabled();
  });
});

test("the page closes with calls to book a consultation and read insights", async ({ page }) => {
  await page.goto(PATH);
  const cta = section(page, "Find your first two-week quick win");
  await expect(cta.getByRole("link", { name: "Get FREE Consultation" })).toHaveAttribute("href", "/contact");
  await expect(cta.getByRole("link", { name: "Browse insights" })).toHaveAttribute("href", "/insights");
  await expect(cta).toContainText("90-day money-back guarantee");
});

test.describe("structured data", () => {
  test("describes the service in South Africa, priced in rand, provided by the firm", async ({ page }) => {
    await page.goto(PATH);
    // The service's own structured data, beside the firm's Organization and the page's breadcrumbs (ADR 061).
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
      JSON.parse(text),
    );
    expect(blocks.map((block) => block["@type"]).sort()).toEqual(["BreadcrumbList", "Organization", "Service"]);
    const data = blocks.find((block) => block["@type"] === "Service");
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Service",
      name: "Smart Systems & AI",
      url: `${e2e.baseURL}${PATH}`,
      provider: { "@type": "Organization", name: "Kestrel Advisory", url: e2e.baseURL },
      areaServed: { "@type": "Country", name: "South Africa" },
      offers: {
        "@type": "Offer",
        priceCurrency: "ZAR",
        priceSpecification: { "@type": "PriceSpecification", priceCurrency: "ZAR", minPrice: 15000, maxPrice: 85000 },
      },
    });
    expect(data.description.length).toBeGreaterThan(50);
  });

  test("is allowed by the response's CSP, like every inline script of the page", async ({ request }) => {
    const response = await request.get(PATH);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<script type="application\/ld\+json"[^>]*>/);
    expect(inlineScriptPolicy(response.headers()["content-security-policy"] ?? "", html).refused).toEqual([]);
  });
});

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["mobile", { width: 375, height: 812 }],
] as const) {
  test.describe(`smart systems accessibility on ${device}`, () => {
    test.use({ viewport });

    test("has no axe violations, with another tab, the extra systems and an answer open", async ({ page }) => {
      await page.goto(PATH);
      await expectHydrated(page);
      await page.getByRole("tab", { name: "Field Services" }).click();
      await page.getByRole("button", { name: "Three more systems to add next" }).click();
      await page.getByRole("button", { name: "What does it cost?" }).click();
      await page.getByRole("region", { name: "Insights", exact: true }).scrollIntoViewIfNeeded();
      await expectNoViolations(page);
    });
  });
}
