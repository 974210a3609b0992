import type { Locator, Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { e2e } from "./environment";
import { expect, test } from "./fixtures";

function region(page: Page, name: string | RegExp): Locator {
  return page.getByRole("region", { name, exact: typeof name === "string" ? true : undefined });
}

test.describe("/services", () => {
  test("has its own title, canonical URL, one h1 and breadcrumbs", async ({ page }) => {
    await page.goto("/services");
    await expect(page).toHaveTitle("Services | Kestrel Advisory");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${e2e.baseURL}/services`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Five ways we help owner-led businesses grow, run smoothly and last",
    );
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }),
    ).toHaveAttribute("href", "/");
  });

  test("five service cards, each with bullets and a Learn more link to its page", async ({ page }) => {
    await page.goto("/services");
    const tracks = region(page, "Five service tracks");
    await expect(tracks.getByRole("article")).toHaveCount(5);
    for (const [name, href] of [
      ["Exit & Succession", "/services/exit-and-succession"],
      ["Operations & Supply", "/services/operations-and-supply"],
      ["Revenue & Pricing", "/services/revenue-and-pricing"],
      ["Strategy & Performance", "/services/strategy-and-performance"],
      ["Smart Systems, AI & Automation", "/services/smart-systems-and-ai"],
    ]) {
      const card = tracks.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
      await expect(card.getByRole("listitem")).toHaveCount(3);
      await expect(card.getByRole("link", { name: `Learn more (${name})` })).toHaveAttribute("href", href);
    }
    await tracks.getByRole("link", { name: "Learn more (Revenue & Pricing)" }).click();
    await expect(page).toHaveURL("/services/revenue-and-pricing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Charge what you're worth, and collect it");
  });

  test("accelerators, how we work, differentiators, an industries carousel, five FAQs and the Ready to talk form", async ({
    page,
  }) => {
    await page.goto("/services");
    await expect(region(page, "What makes the work go faster")).toBeVisible();
    const how = region(page, "Sprints, side by side, owner-light");
    for (const item of ["90-day sprints", "Co-implementation", "Owner-light"])
      await expect(how.getByText(item, { exact: true })).toBeVisible();
    await expect(region(page, "What makes us different")).toBeVisible();
    const carousel = page.getByRole("region", { name: "Industries", exact: true });
    await expect(carousel.getByRole("link", { name: /^See how we help/ })).toHaveCount(7);
    await expect(region(page, "Questions about our services").locator("button[aria-expanded]")).toHaveCount(5);
    await expect(page.getByRole("button", { name: "Book a call" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get a sample plan" })).toHaveAttribute("href", "/contact");
  });

  test("Ready to talk? in the hero goes down to the form", async ({ page }) => {
    await page.goto("/services");
    const faq = region(page, "Questions about our services");
    // Wait for the page's scripts: an FAQ answer opens on a click.
    const first = faq.getByRole("button").first();
    await expect(async () => {
      await first.click();
      await expect(first).toHaveAttribute("aria-expanded", "true", { timeout: 500 });
    }).toPass();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("link", { name: "Ready to talk?" }).click();
    await expect(page).toHaveURL("/services#ready-to-talk");
    await expect(page.getByRole("button", { name: "Book a call" })).toBeInViewport();
  });

  test("featured insights show up to three posts, each linking to its page", async ({ page }) => {
    await page.goto("/services");
    const insights = region(page, "Featured insights");
    await expect(insights.getByRole("article")).toHaveCount(3);
    for (const link of await insights.getByRole("article").getByRole("link").all()) {
      await expect(link).toHaveAttribute("href", /^\/insights\/[a-z0-9-]+$/);
    }
  });
});

test.describe("/services/revenue-and-pricing", () => {
  test("has its own title, canonical URL, one h1, breadcrumbs and both calls to /contact", async ({ page }) => {
    await page.goto("/services/revenue-and-pricing");
    await expect(page).toHaveTitle("Revenue & Pricing | Kestrel Advisory");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${e2e.baseURL}/services/revenue-and-pricing`,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(trail.getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services");
    const hero = region(page, "Charge what you're worth, and collect it");
    await expect(hero.getByRole("link", { name: "Get Pricing Assessment" })).toHaveAttribute("href", /^\/contact/);
    await expect(hero.getByRole("link", { name: "Revenue Health Check" })).toHaveAttribute("href", /^\/contact/);
  });

  test("six warning signs, three outcomes, and the closing call with its three notes", async ({ page }) => {
    await page.goto("/services/revenue-and-pricing");
    await expect(region(page, "Six signs your pricing is costing you").getByRole("article")).toHaveCount(6);
    await expect(region(page, "What changes in 90 days").getByRole("article")).toHaveCount(3);
    const closing = region(page, "Find out what your prices are costing you");
    for (const note of ["Quick 30-minute assessment", "Risk-free pilot program", "Results guaranteed"]) {
      await expect(closing.getByText(note)).toBeVisible();
    }
  });

  test("the six components loop: Next on the last slide returns to the first", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/services/revenue-and-pricing");
    const carousel = page.getByRole("region", { name: "Revenue components" });
    for (const name of [
      "Pricing architecture",
      "Offer and packaging",
      "Quote to cash automation",
      "Supplier commercial program",
      "Revenue ops rhythm",
      "Deal discipline",
    ]) {
      await expect(carousel.getByRole("heading", { name })).toHaveCount(1);
    }
    const next = carousel.getByRole("button", { name: "Next slide" });
    const dots = carousel.getByRole("button", { name: /^Go to slide/ });
    await expect(async () => {
      await carousel.getByRole("button", { name: "Previous slide" }).click();
      await expect(dots.last()).toHaveAttribute("aria-current", "true", { timeout: 500 });
    }).toPass();
    await next.click();
    await expect(dots.first()).toHaveAttribute("aria-current", "true");
  });

  test("four FAQs, one open at a time; clicking the open one closes it", async ({ page }) => {
    await page.goto("/services/revenue-and-pricing");
    const faq = region(page, "Pricing questions owners ask");
    const buttons = faq.locator("button[aria-expanded]");
    await expect(buttons).toHaveCount(4);
    await expect(async () => {
      await buttons.nth(0).click();
      await expect(buttons.nth(0)).toHaveAttribute("aria-expanded", "true", { timeout: 500 });
    }).toPass();
    await buttons.nth(1).click();
    await expect(buttons.nth(1)).toHaveAttribute("aria-expanded", "true");
    await expect(buttons.nth(0)).toHaveAttribute("aria-expanded", "false");
    await buttons.nth(1).click();
    await expect(buttons.nth(1)).toHaveAttribute("aria-expanded", "false");
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`accessibility at ${viewport.width}px`, () => {
    test.use({ viewport });
    for (const path of ["/services", "/services/revenue-and-pricing"]) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await expectNoViolations(page);
      });
    }
  });
}
