/**
 * The Services page's "Ready to talk" form as a visitor uses it, with and
 * without JavaScript: field messages, the success message, the team's
 * notification and the visitor's confirmation as the SMTP listener received
 * them, and accessibility.
 */
import type { Page } from "@playwright/test";
import { readEmails, waitForEmail } from "../support/mail";
import { expectNoViolations } from "./axe";
import { e2e } from "./environment";
import { expect, test, uniqueEmail } from "./fixtures";

const NOTIFY = "leads@kestrel.test";
const SUCCESS = "Thanks, we've got your request";

const section = (page: Page) => page.locator("#ready-to-talk");
const consentBox = (page: Page) => section(page).getByRole("checkbox", { name: /I agree to the privacy policy/ });

/** Resolves once React has hydrated the form (its no-JavaScript action, with #ready-to-talk, is replaced). */
async function waitForEnhancement(page: Page, action = "/services") {
  await expect(section(page).locator("form")).toHaveAttribute("action", action);
}

test.describe("Ready to talk with JavaScript", () => {
  test("field messages in the browser, then one request, a success message and both emails", async ({ page }) => {
    const email = uniqueEmail("lerato");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.goto("/services?utm_source=e2e");
    await waitForEnhancement(page, "/services?utm_source=e2e");

    const industry = section(page).getByLabel("Your industry (optional)");
    const address = section(page).getByLabel("Email");
    const goal = section(page).getByLabel("What would you like to talk about? (optional)");
    await expect(industry.locator("option")).toHaveCount(8);
    await expect(goal.locator("option")).toHaveCount(6);
    // Both choices are optional: their placeholders stay choosable.
    await expect(industry.locator("option[disabled]")).toHaveCount(0);
    await expect(goal.locator("option[disabled]")).toHaveCount(0);
    await expect(section(page).getByRole("link", { name: "Get a sample plan" })).toHaveAttribute("href", "/contact");
    await expect(consentBox(page)).not.toBeChecked();

    await section(page).getByRole("button", { name: "Book a call" }).click();
    await expect(address).toHaveAccessibleDescription("Email is required");
    await expect(consentBox(page)).toHaveAccessibleDescription("Please agree to the privacy policy to continue.");
    await expect(goal).not.toHaveAttribute("aria-invalid", "true");
    await expect(industry).not.toHaveAttribute("aria-invalid", "true");
    await expect(address).toBeFocused();
    expect(posts, "invalid input never reaches the server").toEqual([]);

    await address.fill("lerato@example");
    await section(page).getByRole("button", { name: "Book a call" }).click();
    await expect(address).toHaveAccessibleDescription("Please enter a valid email address.");

    await industry.selectOption({ label: "Manufacturing & distribution" });
    await address.fill(email);
    await goal.selectOption({ label: "Fix operations, stock and cash flow" });
    await consentBox(page).check();
    await section(page).getByRole("button", { name: "Book a call" }).click();

    await expect(section(page).getByRole("status")).toContainText(SUCCESS);
    await expect(section(page).getByRole("status")).toContainText("We'll email you within 24 hours to book your call.");
    await expect(address).toHaveValue("");
    await expect(consentBox(page)).not.toBeChecked();
    expect(posts).toHaveLength(1);

    const notification = await waitForEmail(e2e.mailDir, NOTIFY, new RegExp(`New Ready to talk request: ${email}`));
    for (const line of [
      `Email: ${email}`,
      "Industry: Manufacturing & distribution",
      "Wants to talk about: Fix operations, stock and cash flow",
      "Link parameters: utm_source=e2e",
      "Page: /services",
      "under privacy notice 2026-12",
    ]) {
      expect(notification.text).toContain(line);
    }
    const confirmation = await waitForEmail(e2e.mailDir, email, /Thanks, let's book your call/);
    expect(confirmation.text).toContain("Fix operations, stock and cash flow");
  });

  test("an email and consent are enough, and a double click stores one request", async ({ page }) => {
    const email = uniqueEmail("double");
    await page.goto("/services");
    await waitForEnhancement(page);
    await section(page).getByLabel("Email").fill(email);
    await consentBox(page).check();
    await section(page).getByRole("button", { name: "Book a call" }).dblclick();
    await expect(section(page).getByRole("status")).toContainText(SUCCESS);
    const notification = await waitForEmail(e2e.mailDir, NOTIFY, new RegExp(email));
    expect(notification.text).toContain("Industry: not given");
    expect(notification.text).toContain("Wants to talk about: not given");
    const confirmation = await waitForEmail(e2e.mailDir, email, /Thanks, let's book your call/);
    expect(confirmation.text).toContain("Thank you for asking to talk to us. We'll email you within 24 hours");
    await page.waitForTimeout(1_000);
    expect(readEmails(e2e.mailDir).filter((m) => m.to.includes(NOTIFY) && m.subject.includes(email))).toHaveLength(1);
  });
});

test.describe("Ready to talk without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server answers with field messages and what was typed, then the success message", async ({ page }) => {
    const email = uniqueEmail("sipho");
    await page.goto("/services");
    const address = section(page).getByLabel("Email");
    const goal = section(page).getByLabel("What would you like to talk about?");

    const [empty] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      section(page).getByRole("button", { name: "Book a call" }).click(),
    ]);
    expect(empty.status()).toBe(400);
    await expect(page).toHaveURL(/\/services#ready-to-talk$/);
    await expect(address).toHaveAccessibleDescription("Email is required");
    await expect(consentBox(page)).toHaveAccessibleDescription("Please agree to the privacy policy to continue.");
    await expect(goal).not.toHaveAttribute("aria-invalid", "true");

    await section(page).getByLabel("Your industry (optional)").selectOption("agriculture");
    await address.fill(email);
    await goal.selectOption({ label: "Plan succession or the sale of the business" });
    await section(page).getByRole("button", { name: "Book a call" }).click();
    await expect(consentBox(page)).toHaveAccessibleDescription("Please agree to the privacy policy to continue.");
    // Nothing typed is lost.
    await expect(address).toHaveValue(email);
    await expect(goal).toHaveValue("exit");
    await expect(section(page).getByLabel("Your industry (optional)")).toHaveValue("agriculture");

    await consentBox(page).check();
    await section(page).getByRole("button", { name: "Book a call" }).click();
    await expect(section(page).getByRole("status")).toContainText(SUCCESS);
    await expect(address).toHaveValue("");

    const notification = await waitForEmail(e2e.mailDir, NOTIFY, new RegExp(`New Ready to talk request: ${email}`));
    expect(notification.text).toContain("Industry: Agriculture & family farms");
    expect(notification.text).toContain("Wants to talk about: Plan succession or the sale of the business");
  });

  test("from a campaign's link, the page comes from the cache and the request records the campaign", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("naledi");
    const campaign = `spring-${Date.now().toString(36)}`;
    // Another click of another campaign has put the page in the cache: drawn without any click's parameters.
    await request.get(`/services?utm_source=other&gclid=${Date.now()}`);
    const arrival = await page.goto(`/services?utm_source=newsletter&utm_campaign=${campaign}&gclid=Cj0-${campaign}`);
    expect(arrival?.headers()["x-cache"]).toBe("hit");
    await expect(section(page).locator("form")).toHaveAttribute("action", "/services#ready-to-talk");

    // A first try without consent comes back with its message, and still knows the campaign it came from.
    await section(page).getByLabel("Email").fill(email);
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      section(page).getByRole("button", { name: "Book a call" }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await expect(consentBox(page)).toHaveAccessibleDescription("Please agree to the privacy policy to continue.");
    await consentBox(page).check();
    await section(page).getByRole("button", { name: "Book a call" }).click();
    await expect(section(page).getByRole("status")).toContainText(SUCCESS);

    const notification = await waitForEmail(e2e.mailDir, NOTIFY, new RegExp(`New Ready to talk request: ${email}`));
    expect(notification.text).toContain(`Link parameters: utm_source=newsletter, utm_campaign=${campaign}`);
    expect(notification.text).toContain("Page: /services");
  });
});

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["mobile", { width: 390, height: 844 }],
] as const) {
  test.describe(`Services accessibility on ${device}`, () => {
    test.use({ viewport });

    test("/services has no axe violations, with errors shown and after success", async ({ page }) => {
      await page.goto("/services");
      await waitForEnhancement(page);
      await expectNoViolations(page);
      await section(page).getByRole("button", { name: "Book a call" }).click();
      await expect(section(page).getByLabel("Email")).toHaveAccessibleDescription("Email is required");
      await expectNoViolations(page);
      await section(page)
        .getByLabel("Email")
        .fill(uniqueEmail(`axe-${device}`));
      await section(page).getByLabel("What would you like to talk about?").selectOption("systems");
      await consentBox(page).check();
      await section(page).getByRole("button", { name: "Book a call" }).click();
      await expect(section(page).getByRole("status")).toContainText(SUCCESS);
      await expectNoViolations(page);
    });
  });
}
