import type { Locator, Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { e2e } from "./environment";
import { expect, test } from "./fixtures";

const PATH = "/services/automations";
const HERO = "Stop retyping data. Connect your tools and let the work flow.";
const STRIP = "We connect the tools you already use";

function section(page: Page, name: string): Locator {
  return page.getByRole("region", { name, exact: true });
}

/** Proves the page's scripts run: the FAQ answers a press. */
async function expectHydrated(page: Page) {
  const question = page.getByRole("button", { name: "Which tools do you work with?" });
  await expect(async () => {
    await question.click();
    await expect(question).toHaveAttribute("aria-expanded", "true", { timeout: 500 });
  }).toPass();
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", "false");
}

/** The figures the dashboard shows, in order. */
function dashboardText(page: Page): Promise<string> {
  return page
    .getByTestId("hero-dashboard")
    .locator("dd")
    .allTextContents()
    .then((values) => values.join(" | "));
}

test("the hero books a strategy call and offers the free assessment, under breadcrumbs", async ({ page }) => {
  await page.goto(PATH);
  await expect(page).toHaveTitle("Automations Consulting | Kestrel Advisory");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${e2e.baseURL}${PATH}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const hero = section(page, HERO);
  await expect(hero.getByRole("heading", { level: 1 })).toHaveText(HERO);
  const trail = hero.getByRole("navigation", { name: "Breadcrumb" });
  await expect(trail.getByRole("link")).toHaveText(["Home", "Services"]);
  await expect(trail.getByText("Automations Consulting")).toHaveAttribute("aria-current", "page");
  await expect(hero.getByRole("link", { name: "Book Your Automation Strategy Call" })).toHaveAttribute(
    "href",
    "/book/automation-strategy-call",
  );
  await expect(hero.getByRole("link", { name: "Take Free Assessment" })).toHaveAttribute(
    "href",
    "/automations-assessment",
  );
  await hero.getByRole("link", { name: "Book Your Automation Strategy Call" }).click();
  await expect(page).toHaveURL(/\/book\/automation-strategy-call(\?tz=[^&]+)?$/);
});

test.describe("the simulated dashboard on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("is shown as an illustration whose figures change without moving the page", async ({ page }) => {
    await page.addInitScript(() => {
      const win = window as unknown as { __shift: number };
      win.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) win.__shift += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(PATH);
    const dashboard = page.getByTestId("hero-dashboard");
    await expect(dashboard).toBeVisible();
    await expect(dashboard).toHaveAttribute("aria-hidden", "true");
    await expect(dashboard).toContainText("Simulated figures");
    await expect(dashboard.locator("dt")).toHaveText([
      "Hours saved",
      "Tasks automated",
      "Invoices sent automatically",
      "Syncs completed without error",
    ]);
    // Nothing in it is reachable by keyboard or by assistive technology.
    await expect(dashboard.locator("a, button, input, [tabindex]")).toHaveCount(0);
    await expect(page.getByRole("term").filter({ hasText: "Tasks automated" })).toHaveCount(0);

    // Once the page runs, the figures change every few seconds.
    const first = await dashboardText(page);
    await expect.poll(() => dashboardText(page), { timeout: 10_000 }).not.toBe(first);
    await page.evaluate(() => document.fonts.ready);
    await page.evaluate(() => ((window as unknown as { __shift: number }).__shift = 0));
    const box = await dashboard.boundingBox();
    const heroBox = await section(page, HERO).boundingBox();
    const second = await dashboardText(page);
    await expect.poll(() => dashboardText(page), { timeout: 10_000 }).not.toBe(second);
    const third = await dashboardText(page);
    await expect.poll(() => dashboardText(page), { timeout: 10_000 }).not.toBe(third);

    expect(await dashboard.boundingBox()).toEqual(box);
    expect(await section(page, HERO).boundingBox()).toEqual(heroBox);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the dashboard is hidden", async ({ page }) => {
    await page.goto(PATH);
    await expectHydrated(page);
    await expect(page.getByTestId("hero-dashboard")).toBeAttached();
    await expect(page.getByTestId("hero-dashboard")).toBeHidden();
  });
});

test("four approach cards and four core services", async ({ page }) => {
  await page.goto(PATH);
  await expect(
    section(page, "Automation that starts with the process, not the software").getByRole("heading", { level: 3 }),
  ).toHaveText([
    "Process before tools",
    "Built on what you have",
    "Quick wins, then scale",
    "Your team stays in control",
  ]);
  await expect(section(page, "Four core automation services").getByRole("heading", { level: 3 })).toHaveText([
    "Workflow automation",
    "Systems integration",
    "Reporting and dashboards",
    "AI assistants and document processing",
  ]);
});

test.describe("integrations strip", () => {
  test("names the tools by category once for assistive technology, and scrolls", async ({ page }) => {
    await page.goto(PATH);
    const strip = section(page, STRIP);
    const list = strip.getByRole("list", { name: "Tools we connect" });
    await expect(list).toHaveCount(1);
    for (const [category, tool] of [
      ["Accounting", "Xero"],
      ["Office suite", "Microsoft 365"],
      ["Workflow", "Zapier"],
      ["Project", "Asana"],
      ["BI and reporting", "Power BI"],
      ["Online shop", "Shopify"],
    ]) {
      await expect(list.getByRole("listitem").filter({ hasText: tool }).first()).toContainText(category);
    }
    const track = strip.locator("[data-strip-track]");
    await expect(track.locator("ul")).toHaveCount(2);
    await expect(track.locator("ul").nth(1)).toHaveAttribute("aria-hidden", "true");
    expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe("strip-scroll");
    const offset = () => track.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41);
    const start = await offset();
    await expect.poll(offset).toBeLessThan(start - 1);
  });

  test("pauses on hover, on focus and with its button", async ({ page }) => {
    await page.goto(PATH);
    const strip = section(page, STRIP);
    const track = strip.locator("[data-strip-track]");
    const playState = () => track.evaluate((element) => getComputedStyle(element).animationPlayState);
    await expectHydrated(page);
    await page.mouse.move(0, 0);
    await expect.poll(playState).toBe("running");

    // The moving track is never still; the frame around it is.
    await track.locator("..").hover();
    await expect.poll(playState).toBe("paused");
    await page.mouse.move(0, 0);
    await expect.poll(playState).toBe("running");

    const pause = strip.getByRole("button", { name: "Pause scrolling" });
    await pause.focus();
    await expect.poll(playState).toBe("paused");
    await pause.press("Enter");
    const resume = strip.getByRole("button", { name: "Resume scrolling" });
    await expect(resume).toBeFocused();
    await resume.blur();
    await page.mouse.move(0, 0);
    await expect.poll(playState).toBe("paused");
    await resume.click();
    await page.mouse.move(0, 0);
    await strip.getByRole("button", { name: "Pause scrolling" }).blur();
    await expect.poll(playState).toBe("running");
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce", viewport: { width: 375, height: 812 } });

    test("stands still, shows every tool once and has no pause button", async ({ page }) => {
      await page.goto(PATH);
      await expectHydrated(page);
      const strip = section(page, STRIP);
      const track = strip.locator("[data-strip-track]");
      expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
      await expect(track.locator("ul").nth(1)).toBeHidden();
      await expect(strip.getByRole("button", { name: /scrolling/ })).toBeHidden();
      const frame = (await track.locator("..").boundingBox())!;
      const items = strip.getByRole("list", { name: "Tools we connect" }).getByRole("listitem");
      expect(await items.count()).toBe(18);
      for (const item of await items.all()) {
        const box = (await item.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(frame.x - 0.5);
        expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
      }
    });
  });
});

test("before and after, three steps, four outcomes", async ({ page }) => {
  await page.goto(PATH);
  const change = section(page, "What changes when the work flows");
  await expect(change.getByRole("heading", { level: 3 })).toHaveText(["Before automation", "After automation"]);
  for (const list of await change.getByRole("list").all()) await expect(list.getByRole("listitem")).toHaveCount(5);

  const method = section(page, "Three steps from manual to automated");
  await expect(method.getByRole("heading", { level: 3 })).toHaveText([
    "Discover and map",
    "Build the quick wins",
    "Train and optimise",
  ]);
  await expect(method.getByRole("link", { name: "Book Your Automation Strategy Call" })).toHaveAttribute(
    "href",
    "/book/automation-strategy-call",
  );

  const outcomes = section(page, "What owners measure after automating");
  await expect(outcomes.getByRole("definition")).toHaveText(["15–20", "2–3 weeks", "8–12 weeks", "6–8 weeks"]);
});

test("six FAQs, one open at a time, a second press closing it", async ({ page }) => {
  await page.goto(PATH);
  const faq = section(page, "Questions about automation");
  const questions = faq.getByRole("button");
  await expect(questions).toHaveCount(6);
  await expectHydrated(page);
  const cost = faq.getByRole("button", { name: "What does it cost?" });
  const safe = faq.getByRole("button", { name: "Is our data safe?" });
  await cost.click();
  await expect(faq.getByRole("region", { name: "What does it cost?" })).toContainText("R45 000");
  await safe.click();
  await expect(safe).toHaveAttribute("aria-expanded", "true");
  await expect(cost).toHaveAttribute("aria-expanded", "false");
  await expect(faq.getByRole("region", { name: "What does it cost?", includeHidden: true })).toBeHidden();
  await safe.click();
  for (let i = 0; i < 6; i++) await expect(questions.nth(i)).toHaveAttribute("aria-expanded", "false");
});

test("the partnership commitment and the closing call", async ({ page }) => {
  await page.goto(PATH);
  const commitment = section(page, "How we work with you");
  await expect(commitment.getByRole("list").first().getByRole("listitem")).toHaveCount(4);
  await expect(commitment.getByRole("link", { name: "Take Free Assessment" })).toHaveAttribute(
    "href",
    "/automations-assessment",
  );
  const cta = section(page, "Get 15–20 hours a week back");
  await expect(cta.getByRole("link", { name: "Book Your Automation Strategy Call" })).toHaveAttribute(
    "href",
    "/book/automation-strategy-call",
  );
  await cta.getByRole("link", { name: "Book Your Automation Strategy Call" }).click();
  await expect(page).toHaveURL(/\/book\/automation-strategy-call(\?tz=[^&]+)?$/);
});

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["mobile", { width: 375, height: 812 }],
] as const) {
  test.describe(`automations accessibility on ${device}`, () => {
    test.use({ viewport });

    test("has no axe violations, with the strip paused and an answer open", async ({ page }) => {
      await page.goto(PATH);
      await expectHydrated(page);
      await page.getByRole("button", { name: "Pause scrolling" }).click();
      await page.getByRole("button", { name: "What happens if an automation breaks?" }).click();
      await expectNoViolations(page);
    });
  });
}
