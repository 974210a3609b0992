import { expect, test } from "./fixtures";
import { hydratedByReact } from "./hydration";

test("sections without behaviour keep the server's markup on the first load and render after a client-side navigation", async ({
  page,
}) => {
  await page.goto("/services");
  const tracks = page.locator("#service-tracks");
  const industriesButton = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Industries" });
  // Opening a dropdown proves the page is hydrated.
  await industriesButton.click();
  await expect(industriesButton).toHaveAttribute("aria-expanded", "true");

  // The service tracks, the footer and the carousel's cards are on the page as the server sent them, untouched by React.
  await expect(tracks.getByRole("heading", { level: 3 })).toHaveText([
    "Exit & Succession",
    "Operations & Supply",
    "Revenue & Pricing",
    "Strategy & Performance",
    "Smart Systems, AI & Automation",
  ]);
  await expect(tracks.getByRole("link", { name: /Learn more/ })).toHaveCount(5);
  expect(await hydratedByReact(tracks)).toBe(false);
  expect(await hydratedByReact(page.locator("footer"))).toBe(false);
  await expect(page.locator("footer").getByRole("link", { name: "Privacy Policy" })).toBeVisible();
  // Interactive parts around them are React's: the carousel's buttons work.
  expect(await hydratedByReact(page.getByRole("button", { name: "Go to slide 1" }).first())).toBe(true);

  // Their links are plain links: following one loads the next page as a new document.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await tracks.getByRole("link", { name: /Learn more \(Exit & Succession\)/ }).click();
  await expect(page).toHaveURL("/services/exit-and-succession");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => "sameDocument" in window), "a static link loads a new document").toBe(false);

  // A client-side navigation renders the next page's sections, static ones included, in the browser.
  const industries = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Industries" });
  await industries.click();
  await expect(industries).toHaveAttribute("aria-expanded", "true");
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Agriculture & Family Farms" })
    .click();
  await expect(page).toHaveURL("/who-we-help/agriculture");
  await expect(page.getByRole("heading", { level: 2, name: "Four stages, fitted around the season" })).toBeVisible();
  expect(await page.evaluate(() => "sameDocument" in window), "navigated without reloading the page").toBe(true);
  expect(await hydratedByReact(page.locator("#framework"))).toBe(true);
});

test("a hero's backdrop, breadcrumbs and figures keep the server's markup; its calls to action are React's", async ({
  page,
}) => {
  await page.goto("/services/exit-and-succession");
  const hero = page.getByRole("region", { name: /Build a business a buyer will pay for/ });
  const faqQuestion = page.getByRole("button", { name: "How early should I start planning my exit?" });
  // The FAQ answers a press once the page is hydrated.
  await expect(async () => {
    await faqQuestion.click();
    await expect(faqQuestion).toHaveAttribute("aria-expanded", "true", { timeout: 500 });
  }).toPass();

  const trail = hero.getByRole("navigation", { name: "Breadcrumb" });
  await expect(trail.getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services");
  expect(await hydratedByReact(trail)).toBe(false);
  const figures = hero.locator("dl");
  await expect(figures.locator("dt")).toHaveText([
    "points in the readiness diagnostic",
    "from assessment to a working plan",
    "running operations",
    "with family enterprises",
  ]);
  expect(await hydratedByReact(figures)).toBe(false);
  await expect(hero.getByText(/^47-point diagnostic/)).toBeVisible();
  expect(await hydratedByReact(hero.locator("svg").first())).toBe(false);
  expect(await hydratedByReact(hero.getByRole("heading", { level: 1 }))).toBe(true);
  expect(await hydratedByReact(hero.getByRole("link", { name: "Book Your Free Assessment" }))).toBe(true);
});

test("a legal page is kept as the server sent it, and its contents still jump to each section", async ({ page }) => {
  await page.goto("/terms-of-use");
  const menuButton = page.getByRole("button", { name: "Open menu" });
  await page.setViewportSize({ width: 390, height: 800 });
  // The header's menu opens once the page is hydrated.
  await expect(async () => {
    await menuButton.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible({ timeout: 500 });
  }).toPass();
  await page.getByRole("button", { name: "Close menu" }).click();

  const article = page.getByRole("article");
  await expect(article.getByRole("heading", { level: 1 })).toHaveText("Terms of Use");
  expect(await hydratedByReact(article.getByRole("heading", { level: 1 }))).toBe(false);
  expect(await hydratedByReact(article.getByRole("navigation", { name: "Contents" }))).toBe(false);
  await article.getByRole("navigation", { name: "Contents" }).getByRole("link", { name: "About us" }).click();
  await expect(page).toHaveURL("/terms-of-use#about-us");
  await expect(page.getByRole("heading", { level: 2, name: "2. About us" })).toBeInViewport();
});

test("the services page's featured insights keep the server's markup and link to each post", async ({ page }) => {
  await page.goto("/services");
  const industriesButton = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Industries" });
  await expect(async () => {
    await industriesButton.click();
    await expect(industriesButton).toHaveAttribute("aria-expanded", "true", { timeout: 500 });
  }).toPass();

  const insights = page.getByRole("region", { name: "Featured insights" });
  await expect(insights.getByRole("article")).toHaveCount(3);
  expect(await hydratedByReact(insights.getByRole("article").first())).toBe(false);
  const first = insights.getByRole("article").first().getByRole("link").first();
  const href = await first.getAttribute("href");
  expect(href).toMatch(/^\/insights\/[a-z0-9-]+$/);
  await first.click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
