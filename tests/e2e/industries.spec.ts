import type { Locator, Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { e2e } from "./environment";
import { expect, test } from "./fixtures";
import { waitForHydration } from "./hydration";

const PAGES = [
  { path: "/who-we-help", title: "Who We Help", trail: ["Home"] },
  { path: "/who-we-help/agriculture", title: "Agriculture & Family Farms", trail: ["Home", "Who We Help"] },
  { path: "/who-we-help/entrepreneurs", title: "Entrepreneurs & Business Owners", trail: ["Home", "Who We Help"] },
  { path: "/who-we-help/professional-services", title: "Professional Services", trail: ["Home", "Who We Help"] },
  { path: "/who-we-help/hospitality", title: "Hospitality", trail: ["Home", "Who We Help"] },
  {
    path: "/who-we-help/retail-and-hospitality",
    title: "Retail & Hospitality in 90 Days",
    trail: ["Home", "Who We Help"],
  },
  { path: "/who-we-help/manufacturing", title: "Manufacturing & Distribution", trail: ["Home", "Who We Help"] },
  { path: "/who-we-help/medical", title: "Medical & Healthcare", trail: ["Home", "Who We Help"] },
  { path: "/who-we-help/hoa", title: "Homeowners Associations", trail: ["Home", "Who We Help"] },
  { path: "/how-we-work", title: "How We Work", trail: ["Home"] },
  { path: "/about", title: "About", trail: ["Home"] },
  { path: "/about/faq", title: "Frequently Asked Questions", trail: ["Home", "About"] },
];

function region(page: Page, name: string | RegExp): Locator {
  return page.getByRole("region", { name });
}

for (const { path, title, trail } of PAGES) {
  test(`${path} has its own title, canonical URL, description, one h1 and breadcrumbs`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} | Kestrel Advisory`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${e2e.baseURL}${path}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", `${title} | Kestrel Advisory`);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length).toBeGreaterThan(50);
    expect(description?.length).toBeLessThanOrEqual(160);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    for (const name of trail) await expect(breadcrumb.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveCount(1);
  });
}

test.describe("/who-we-help", () => {
  test("the hero word rotates every 2.5 s through the six words, announced politely", async ({ page }) => {
    await page.goto("/who-we-help");
    const word = page.getByRole("heading", { level: 1 }).locator("[data-rotating-word]");
    await expect(word).toHaveText("Growth");
    await expect(word).toHaveAttribute("aria-live", "polite");
    await expect(word).toHaveText("Innovation", { timeout: 4000 });
    await expect(word).toHaveText("Excellence", { timeout: 4000 });
  });

  test("the changing word can be paused and played again", async ({ page }) => {
    await page.goto("/who-we-help");
    const word = page.getByRole("heading", { level: 1 }).locator("[data-rotating-word]");
    const toggle = page.getByRole("button", { name: "Pause the changing word" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(word).toHaveText("Innovation", { timeout: 4000 });
    await expect(async () => {
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-pressed", "true", { timeout: 500 });
    }).toPass();
    const paused = await word.textContent();
    await page.waitForTimeout(3500);
    await expect(word).toHaveText(paused ?? "");
    await toggle.press("Enter");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(word).not.toHaveText(paused ?? "", { timeout: 4000 });
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("the word stays still, and there is nothing to pause", async ({ page }) => {
      await page.goto("/who-we-help");
      const word = page.getByRole("heading", { level: 1 }).locator("[data-rotating-word]");
      await page.waitForTimeout(3000);
      await expect(word).toHaveText("Growth");
      await expect(page.getByRole("button", { name: "Pause the changing word" })).toBeHidden();
    });
  });

  test("the industries carousel loops: Previous on the first slide goes to the last", async ({ page }) => {
    await page.goto("/who-we-help");
    const carousel = page.getByRole("region", { name: "Industries", exact: true });
    const previous = carousel.getByRole("button", { name: "Previous slide" });
    await expect(async () => {
      await previous.click();
      await expect(carousel.getByRole("button", { name: /^Go to slide/ }).last()).toHaveAttribute(
        "aria-current",
        "true",
        { timeout: 500 },
      );
    }).toPass();
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(carousel.getByRole("button", { name: "Go to slide 1" })).toHaveAttribute("aria-current", "true");
    await expect(carousel.getByRole("link", { name: "See how we help (Medical & Healthcare)" })).toHaveAttribute(
      "href",
      "/who-we-help/medical",
    );
  });
});

test.describe("/who-we-help/entrepreneurs count-up", () => {
  test("counts up to 20 once scrolled into view", async ({ page }) => {
    await page.goto("/who-we-help/entrepreneurs");
    const stats = region(page, "The hours you could have back");
    await stats.scrollIntoViewIfNeeded();
    await expect(stats.getByText("20", { exact: true }).first()).toBeVisible();
    await expect(stats.getByText("hours a week back for the owner")).toBeVisible();
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("shows 20 at once", async ({ page }) => {
      await page.goto("/who-we-help/entrepreneurs");
      await expect(region(page, "The hours you could have back").getByText("20", { exact: true })).toBeVisible();
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("shows 20", async ({ page }) => {
      await page.goto("/who-we-help/entrepreneurs");
      await expect(region(page, "The hours you could have back").getByText("20", { exact: true })).toBeVisible();
    });
  });
});

test.describe("/who-we-help/hospitality quick diagnostic", () => {
  test("the result appears only with a tick, and follows the risk rule", async ({ page }) => {
    await page.goto("/who-we-help/hospitality");
    const diagnostic = region(page, "Quick diagnostic: where is your venue at risk?");
    const tick = (name: RegExp) => diagnostic.getByRole("checkbox", { name }).check();
    const untick = (name: RegExp) => diagnostic.getByRole("checkbox", { name }).uncheck();
    await expect(diagnostic.getByRole("checkbox")).toHaveCount(6);
    await expect(diagnostic.getByText("Risk level:")).toHaveCount(0);

    await expect(async () => {
      await tick(/60 hours a week/);
      await expect(diagnostic.getByText("1 issue identified")).toBeVisible({ timeout: 500 });
    }).toPass();
    await expect(diagnostic.getByText("Risk level:")).toContainText("Low");
    await tick(/Rosters, orders and bookings/);
    await expect(diagnostic.getByText("Risk level:")).toContainText("Medium");
    await expect(diagnostic.getByText("2 issues identified")).toBeVisible();
    await tick(/one key person/);
    await expect(diagnostic.getByText("Risk level:")).toContainText("High");
    await tick(/food, beverage or stock cost/);
    await expect(diagnostic.getByText("Risk level:")).toContainText("Critical");
    await expect(diagnostic.getByText("4 issues identified")).toBeVisible();
    await expect(diagnostic.getByRole("link", { name: "Get Your Action Plan" })).toHaveAttribute("href", /^\/contact/);

    for (const name of [
      /60 hours a week/,
      /Rosters, orders and bookings/,
      /one key person/,
      /food, beverage or stock cost/,
    ])
      await untick(name);
    await expect(diagnostic.getByText("Risk level:")).toHaveCount(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the checklist sends its ticks and the server shows the result", async ({ page }) => {
      await page.goto("/who-we-help/hospitality");
      const diagnostic = region(page, "Quick diagnostic: where is your venue at risk?");
      await diagnostic.getByRole("checkbox", { name: /Service and quality depend/ }).check();
      await diagnostic.getByRole("checkbox", { name: /Stock is counted irregularly/ }).check();
      await diagnostic.getByRole("button", { name: "Show my result" }).click();
      await expect(page).toHaveURL(/issue=consistency/);
      const result = region(page, "Quick diagnostic: where is your venue at risk?");
      await expect(result.getByText("Risk level:")).toContainText("Medium");
      await expect(result.getByText("2 issues identified")).toBeVisible();
    });
  });
});

test.describe("rails step by the spec's distances", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  for (const { path, name, step } of [
    { path: "/who-we-help/hospitality", name: "Guest journey stages", step: 360 },
    { path: "/who-we-help/manufacturing", name: "Quote-to-cash stages", step: 380 },
    { path: "/who-we-help/hoa", name: "Resident experience stages", step: 420 },
  ]) {
    test(`${path}: ${step}px per press`, async ({ page }) => {
      await page.goto(path);
      const rail = page.getByRole("region", { name });
      await rail.scrollIntoViewIfNeeded();
      const right = page.getByRole("button", { name: "Scroll right" });
      const scrollLeft = () => rail.evaluate((element) => Math.round(element.scrollLeft));
      // Each press scrolls one more step, so press only once the button answers.
      await waitForHydration(right);
      await right.click();
      await expect.poll(scrollLeft).toBe(step);
      await right.click();
      await expect.poll(scrollLeft).toBe(step * 2);
      await page.getByRole("button", { name: "Scroll left" }).click();
      await expect.poll(scrollLeft).toBe(step);
    });
  }
});

test.describe("/who-we-help/manufacturing", () => {
  test.describe("at 1280px", () => {
    test.use({ viewport: { width: 1280, height: 900 } });
    test("the side card sticks", async ({ page }) => {
      await page.goto("/who-we-help/manufacturing");
      await expect(page.locator("[data-sticky-card]")).toHaveCSS("position", "sticky");
    });
  });
  test.describe("at 390px", () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test("the side card does not stick", async ({ page }) => {
      await page.goto("/who-we-help/manufacturing");
      await expect(page.locator("[data-sticky-card]")).not.toHaveCSS("position", "sticky");
    });
  });
  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("the hero grid is still", async ({ page }) => {
      await page.goto("/who-we-help/manufacturing");
      await expect(page.locator(".hero-grid")).toHaveCSS("animation-name", "none");
    });
  });
  test("the hero grid moves for everyone else", async ({ page }) => {
    await page.goto("/who-we-help/manufacturing");
    await expect(page.locator(".hero-grid")).toHaveCSS("animation-name", "hero-grid-drift");
  });
  test("the hero shows its trust pills as a list, and its figures", async ({ page }) => {
    await page.goto("/who-we-help/manufacturing");
    const hero = page.getByRole("region", { name: "Deliver on time, in full, and get paid for it sooner" });
    const pills = hero.getByRole("list").filter({ hasText: "Fixed fee per phase" }).getByRole("listitem");
    await expect(pills).toHaveCount(4);
    await expect(pills.first()).toHaveText("Owner-led plants and distributors");
    await expect(hero.getByText("on-time-in-full target")).toBeVisible();
  });
});

test.describe("/who-we-help/medical ROI calculator", () => {
  test("the defaults give R107 200 a month, R1 286 400 a year and 257%, and results follow the inputs", async ({
    page,
  }) => {
    await page.goto("/who-we-help/medical");
    const calculator = region(page, "What is a missed call costing your practice?");
    const figure = (label: string) =>
      calculator.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
    await expect(figure("Monthly value")).toHaveText(/^R\s?107\s?200$/);
    await expect(figure("Annual value")).toHaveText(/^R\s?1\s?286\s?400$/);
    await expect(figure("Return on investment")).toHaveText("257%");
    await expect(figure("Admin hours saved per week")).toHaveText("6.0");
    await expect(figure("Missed calls recovered per week")).toHaveText("9.0");
    await expect(figure("No-shows recovered per week")).toHaveText("3.2");

    await expect(async () => {
      await calculator.getByLabel("Missed calls per week").fill("0");
      await expect(figure("Monthly value")).toHaveText(/^R\s?35\s?200$/, { timeout: 500 });
    }).toPass();
    await expect(figure("Return on investment")).toHaveText("17%");
    await calculator.getByLabel("No-shows per week").fill("");
    await expect(figure("Monthly value")).toHaveText(/^R\s?9\s?600$/);
    await expect(figure("No-shows recovered per week")).toHaveText("0.0");
    await expect(figure("Return on investment")).toHaveText("-68%");
  });

  test("eight FAQs, one open at a time, and a second click closes", async ({ page }) => {
    await page.goto("/who-we-help/medical");
    const faq = region(page, "Practice owners ask");
    const buttons = faq.getByRole("button", { expanded: false });
    await expect(faq.locator("button[aria-expanded]")).toHaveCount(8);
    const first = faq.getByRole("button", { name: "Is patient information safe?" });
    const second = faq.getByRole("button", { name: "Does the AI give medical advice?" });
    await expect(async () => {
      await first.click();
      await expect(first).toHaveAttribute("aria-expanded", "true", { timeout: 500 });
    }).toPass();
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await expect(buttons).toHaveCount(8);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the calculator sends its figures and the server shows the result", async ({ page }) => {
      await page.goto("/who-we-help/medical");
      const calculator = region(page, "What is a missed call costing your practice?");
      await calculator.getByLabel("Missed calls per week").fill("0");
      await calculator.getByRole("button", { name: "Calculate" }).click();
      await expect(page).toHaveURL(/missedCallsPerWeek=0/);
      await expect(region(page, "What is a missed call costing your practice?").getByText("17%")).toBeVisible();
    });
  });
});

test.describe("/how-we-work", () => {
  test("four engagement tabs, project first; clicks and arrow keys switch the detail card", async ({ page }) => {
    await page.goto("/how-we-work");
    const models = region(page, "Four ways to work with us");
    const tabs = models.getByRole("tab");
    await expect(tabs).toHaveCount(4);
    await expect(models.getByRole("tab", { name: "Project-based" })).toHaveAttribute("aria-selected", "true");
    await expect(models.getByRole("tabpanel")).toContainText("A fixed-fee 90-day sprint");
    await expect(models.getByRole("tabpanel")).toContainText("Best for");
    await expect(models.getByRole("tabpanel")).toContainText("Commercials");
    await expect(async () => {
      await models.getByRole("tab", { name: "Hourly" }).click();
      await expect(models.getByRole("tab", { name: "Hourly" })).toHaveAttribute("aria-selected", "true", {
        timeout: 500,
      });
    }).toPass();
    await expect(models.getByRole("tabpanel")).toContainText("Advice when you need it");
    await page.keyboard.press("ArrowRight");
    await expect(models.getByRole("tab", { name: "Invest & partner" })).toBeFocused();
    await expect(models.getByRole("tabpanel")).toContainText("We invest alongside you");
    await page.keyboard.press("Home");
    await expect(models.getByRole("tab", { name: "Project-based" })).toHaveAttribute("aria-selected", "true");
  });

  test("insights tagged with how we work, newest first, at most three, each linking to its post", async ({ page }) => {
    await page.goto("/how-we-work");
    const insights = region(page, "Insights on how we work");
    const cards = insights.getByRole("article");
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(3);
    const dates = await cards
      .locator("time")
      .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
    expect([...dates].sort().reverse()).toEqual(dates);
    await expect(cards.first().getByRole("link").first()).toHaveAttribute("href", /^\/insights\/[a-z0-9-]+$/);
    await expect(insights.getByRole("link", { name: "View all insights" })).toHaveAttribute("href", "/insights");
  });

  test("six FAQs, one open at a time; calls to the strategy call, /services and /insights", async ({ page }) => {
    await page.goto("/how-we-work");
    const faq = region(page, "How we work: your questions");
    await expect(faq.locator("button[aria-expanded]")).toHaveCount(6);
    await expect(page.getByRole("link", { name: "Book a Free Strategy Call" }).first()).toHaveAttribute(
      "href",
      "/book/strategy-call",
    );
    await expect(page.getByRole("link", { name: "Explore our services" }).first()).toHaveAttribute("href", "/services");
    await expect(page.getByRole("link", { name: "Read our insights" })).toHaveAttribute("href", "/insights");
  });
});

test("/about/faq: six questions, single open, collapsible, and Contact us", async ({ page }) => {
  await page.goto("/about/faq");
  const faq = region(page, "Before you call");
  await expect(faq.locator("button[aria-expanded]")).toHaveCount(6);
  const charging = faq.getByRole("button", { name: "How do you charge?" });
  const who = faq.getByRole("button", { name: "Who actually does the work?" });
  await expect(async () => {
    await charging.click();
    await expect(charging).toHaveAttribute("aria-expanded", "true", { timeout: 500 });
  }).toPass();
  await who.click();
  await expect(charging).toHaveAttribute("aria-expanded", "false");
  await who.click();
  await expect(who).toHaveAttribute("aria-expanded", "false");
  await expect(faq.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
});

test("legacy addresses redirect permanently, keeping the query", async ({ request }) => {
  for (const [from, to] of [
    ["/who-we-help/hospitality-retail", "/who-we-help/retail-and-hospitality"],
    ["/who-we-help/manufacturing-distribution", "/who-we-help/manufacturing"],
    ["/medical", "/who-we-help/medical"],
    ["/pages/Medical?utm_source=flyer", "/who-we-help/medical?utm_source=flyer"],
  ]) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(
      new URL(response.headers().location, e2e.baseURL).pathname +
        new URL(response.headers().location, e2e.baseURL).search,
    ).toBe(to);
  }
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`accessibility at ${viewport.width}px`, () => {
    test.use({ viewport });
    for (const { path } of PAGES) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await expectNoViolations(page);
      });
    }
  });
}
