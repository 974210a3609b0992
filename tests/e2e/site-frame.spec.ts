/**
 * The public pages' frame (ADR 066): the header's menus and the call bar are drawn by the browser from the root's
 * data; the footer and the firm's Organization JSON-LD are drawn by the server and kept as sent, so they are not in
 * the page's data, and a browser that draws the public layout afresh (after a client-side navigation from the admin)
 * gets the footer's links as the layout's data.
 */
import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./staff";

test("a page's data carries the header's menus but not the footer's links nor the Organization JSON-LD, which the page has", async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  await page.goto("/insights");
  const html = await page.content();
  const data = html.slice(html.indexOf("window.__reactRouterContext.streamController.enqueue"));
  // The header's menus and the call bar's button are data; the footer's legal links are not, nor is the JSON-LD.
  expect(data).toContain("Automation and AI that give your team hours back.");
  expect(data).toContain("Book free call");
  expect(data).not.toContain("Terms of Use");
  expect(data).not.toContain("schema.org");

  const jsonLdTypes = () =>
    page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "null")?.["@type"]));
  expect(await jsonLdTypes()).toContain("Organization");
  // Hydrated, the script keeps the server's text.
  await page.waitForLoadState("networkidle");
  expect(await jsonLdTypes()).toContain("Organization");
  const footer = page.getByRole("contentinfo");
  await expect(
    footer.getByRole("navigation", { name: "Legal" }).getByRole("link", { name: "Terms of Use" }),
  ).toBeVisible();
  // Hydration claimed the server's frame as it was: nothing was drawn again.
  expect(consoleErrors).toEqual([]);
});

test("after a client-side navigation from the admin, the site's footer is drawn with its links", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await signInAsAdmin(page);
  await page.goto("/admin/pages");
  await expect(page.getByRole("heading", { level: 1, name: "Pages" })).toBeVisible();
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
  });
  await page.getByRole("link", { name: "View site" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(dataRequests.length).toBeGreaterThan(0);
  const footer = page.getByRole("contentinfo");
  await expect(
    footer.getByRole("navigation", { name: "Legal" }).getByRole("link", { name: "Terms of Use" }),
  ).toBeVisible();
  await expect(footer.getByRole("link", { name: "Marketplace" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" })).toBeVisible();
  expect(errors).toEqual([]);
});
