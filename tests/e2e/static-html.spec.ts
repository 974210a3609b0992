import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Whether React built anything for this element (its fiber is stored on the node under a "__reactFiber" key). */
const hydratedByReact = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber")));

test("sections without behaviour keep the server's markup on the first load and render after a client-side navigation", async ({ page }) => {
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
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Agriculture & Family Farms" }).click();
  await expect(page).toHaveURL("/who-we-help/agriculture");
  await expect(page.getByRole("heading", { level: 2, name: "Four stages, fitted around the season" })).toBeVisible();
  expect(await page.evaluate(() => "sameDocument" in window), "navigated without reloading the page").toBe(true);
  expect(await hydratedByReact(page.locator("#framework"))).toBe(true);
});
