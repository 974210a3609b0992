import fs from "node:fs";
import { e2e } from "./environment";
import { expect, test } from "./fixtures";

test("an unknown path answers 404 with a way home, and is logged", async ({ page }) => {
  const path = `/no-such-page-${Date.now()}`;
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
  await expect.poll(() => fs.readFileSync(e2e.serverLog, "utf8")).toContain(`"path":"${path}","msg":"page not found"`);
});

test("the home page opens with the Value Mapping call", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Kestrel Advisory");
  const hero = page.getByRole("region", { name: /Build a business/ });
  await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(hero.getByRole("link", { name: "Book a Value Mapping Call" })).toHaveAttribute(
    "href",
    "/book/value-mapping-call",
  );
  await expect(hero.getByRole("link", { name: /how we work/i })).toHaveAttribute("href", "/how-we-work");
});

test("the privacy policy covers POPIA, each form, retention, rights and the Regulator", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByText("Last updated: December 2026")).toBeVisible();
  const main = page.getByRole("main");
  await expect(main).toContainText("Protection of Personal Information Act");
  for (const form of [/contact form/i, /marketplace/i, /newsletter/i, /Ready to talk/i]) {
    await expect(main.getByRole("table").first().getByRole("rowheader", { name: form }).first()).toBeVisible();
  }
  await expect(main).toContainText("7 years");
  // The retention table has a period for every kind the daily retention run deletes or empties.
  const retention = main.getByRole("region", { name: "Retention periods for personal information" });
  for (const [kind, period] of [
    ["Emails we could not deliver", "30 days after we first tried to send them, then deleted"],
    ["User accounts whose email address is never confirmed", "30 days after you sign up, then deleted"],
    ["Newsletter sign-ups that are never confirmed", "30 days after you sign up, then deleted"],
    ["IP addresses in our audit log", "90 days, then removed from the record"],
  ]) {
    await expect(retention.getByRole("row", { name: new RegExp(`^${kind}`) })).toContainText(period);
  }
  await expect(main.getByRole("heading", { name: /Your rights/ })).toBeVisible();
  await expect(main.getByRole("heading", { name: /Information Officer/ })).toBeVisible();
  await expect(main).toContainText("privacy@kestreladvisory.co.za");
  await expect(main.getByRole("heading", { name: /Information Regulator/ })).toBeVisible();
  await expect(main).toContainText("inforegulator.org.za");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${e2e.baseURL}/privacy-policy`);
});

test("the terms of use describe the marketplace as an introducer only", async ({ page }) => {
  await page.goto("/terms-of-use");
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Use" })).toBeVisible();
  await expect(page.getByText("Last updated: January 2024")).toBeVisible();
  await expect(page.getByRole("main")).toContainText(/introducer only/i);
  await page
    .getByRole("navigation", { name: "Contents" })
    .getByRole("link", { name: /marketplace/i })
    .click();
  await expect(page).toHaveURL(/#marketplace$/);
});
