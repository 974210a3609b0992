/**
 * Reading the marketing pages without JavaScript: everything a script would
 * reveal (FAQ answers, every tab's panel, the extra cards) is shown, and the
 * controls that only a script could work are not.
 */
import { expect, test } from "./fixtures";

test.use({ javaScriptEnabled: false });

test("FAQ answers are all shown", async ({ page }) => {
  await page.goto("/about/faq");
  const faq = page.getByRole("region", { name: "Before you call" });
  await expect(faq.getByText(/^Mostly fixed fees in rand per project or 90-day sprint/)).toBeVisible();
  for (const answer of await faq.locator('[id$="-answer-1"], [id$="-answer-6"]').all())
    await expect(answer).toBeVisible();
});

test("every tab's panel is shown, under its own heading, and the tab buttons are not", async ({ page }) => {
  await page.goto("/services/smart-systems-and-ai");
  const tablist = page.locator('[role="tablist"]');
  await expect(tablist).toHaveCount(1);
  await expect(tablist).toBeHidden();
  const panels = page.locator('[role="tabpanel"]');
  await expect(panels).toHaveCount(6);
  for (const panel of await panels.all()) await expect(panel).toBeVisible();
});

test("the extra cards are shown, and their Show button is not", async ({ page }) => {
  await page.goto("/services/smart-systems-and-ai");
  const features = page.locator("#features");
  for (const title of ["Smart inventory", "Live dashboards", "AI knowledge base"]) {
    await expect(features.getByRole("heading", { name: title })).toBeVisible();
  }
  await expect(features.getByRole("button", { name: "Three more systems to add next" })).toBeHidden();
});

test("the rotating word has no pause button, since nothing moves", async ({ page }) => {
  await page.goto("/who-we-help");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Growth");
  await expect(page.getByRole("button", { name: "Pause the changing word" })).toBeHidden();
});
