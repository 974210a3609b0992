/**
 * The marketplace interest form as buyers and sellers use it: with
 * JavaScript and without, the thank-you view, the team's email, and
 * accessibility.
 */
import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { waitForEmail } from "../support/mail";
import { expectNoViolations } from "./axe";
import { e2e } from "./environment";
import { expect, test, uniqueEmail } from "./fixtures";

const NOTIFY = "leads@kestrel.test";

const unique = (name: string) => `${name}${crypto.randomBytes(3).toString("hex")}`;
const stepHeading = (page: Page, text: string) => page.getByRole("heading", { level: 3, name: text });
const indicator = (page: Page) => page.getByRole("list", { name: "Steps" });

/** Resolves once React has hydrated the form (its no-JavaScript action, with #marketplace-form, is replaced). */
async function waitForEnhancement(page: Page, action = "/marketplace") {
  await expect(page.locator("#marketplace-form form")).toHaveAttribute("action", action);
}

async function expectCurrentStep(page: Page, number: "01" | "02" | "03") {
  await expect(indicator(page).locator('[aria-current="step"]')).toContainText(number);
}

test.describe("marketplace with JavaScript", () => {
  test("a seller goes through the steps in the browser and sees the thank-you view", async ({ page }) => {
    const first = unique("Pieter");
    const email = uniqueEmail("seller");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });

    await page.goto("/marketplace?utm_campaign=e2e");
    await expect(page.getByRole("heading", { level: 1, name: "Buy or Sell a Business—Confidentially" })).toBeVisible();
    for (const promise of ["Discreet", "No obligation", "We reply within 1–2 business days"]) {
      await expect(page.getByRole("listitem").filter({ hasText: promise })).toBeVisible();
    }
    await waitForEnhancement(page, "/marketplace?utm_campaign=e2e");

    // A button that scrolls down to the form and moves the focus there (a jump link without JavaScript).
    await page.getByRole("button", { name: "Get Started" }).click();
    await expect(page).toHaveURL(/#marketplace-form$/);
    await expect(page.getByRole("heading", { name: "Register your interest" })).toBeInViewport();
    await expect(page.locator("#marketplace-form")).toBeFocused();

    // Step 1: Next validates this step's fields.
    await expect(indicator(page)).toContainText("01");
    await expect(indicator(page)).toContainText("02");
    await expect(indicator(page)).toContainText("03");
    await expectCurrentStep(page, "01");
    const next = page.getByRole("button", { name: "Next" });
    await next.click();
    for (const message of [
      "First name is required",
      "Last name is required",
      "Email is required",
      "Please select your role",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel("First name")).toBeFocused();
    await page.getByLabel("First name").fill(first);
    await page.getByLabel("Last name").fill("van Wyk");
    await page.getByLabel("Email").fill("pieter@");
    await next.click();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("radio", { name: "Sell a business" }).check();
    await next.click();

    // Step 2 for sellers.
    await expect(stepHeading(page, "Step 2 of 3: The business you want to sell")).toBeFocused();
    await expectCurrentStep(page, "02");
    await expect(page.getByLabel("Industry interest")).toHaveCount(0);
    await next.click();
    for (const message of ["Business sector is required", "Revenue range is required", "Timeframe is required"]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await page.getByLabel("Business sector").selectOption({ label: "Agriculture" });
    await page.getByLabel("Annual revenue").selectOption({ label: "R10m–R50m" });
    await page.getByLabel("Timeframe to sell").selectOption({ label: "In 6–12 months" });
    await next.click();

    // Step 3, and Back keeps everything.
    await expectCurrentStep(page, "03");
    await page.getByLabel("Anything else we should know? (optional)").fill("Third-generation fruit farm.");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByLabel("Business sector")).toHaveValue("agriculture");
    await expect(page.getByLabel("Annual revenue")).toHaveValue("10-50m");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByLabel("First name")).toHaveValue(first);
    await expect(page.getByRole("radio", { name: "Sell a business" })).toBeChecked();
    await next.click();
    await next.click();
    await expect(page.getByLabel("Anything else we should know? (optional)")).toHaveValue(
      "Third-generation fruit farm.",
    );

    // Consent is required (the prototype did not enforce it; we do).
    const consent = page.getByRole("checkbox", { name: /I agree to the privacy policy/ });
    await expect(consent).not.toBeChecked();
    await page.getByRole("button", { name: "Submit your interest" }).click();
    await expect(page.getByText("Please agree to the privacy policy to continue.")).toBeVisible();
    expect(posts, "Next, Back and an invalid submit never reach the server").toEqual([]);
    await consent.check();
    await page.getByRole("button", { name: "Submit your interest" }).click();

    await expect(page.getByRole("heading", { name: "Thanks — we've received your submission" })).toBeFocused();
    await expect(page.getByText("A specialist will review and contact you within 1–2 business days")).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit your interest" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Back to homepage" })).toHaveAttribute("href", "/");
    expect(posts).toHaveLength(1);

    const notification = await waitForEmail(
      e2e.mailDir,
      NOTIFY,
      new RegExp(`New marketplace seller: ${first} van Wyk`),
    );
    for (const line of [
      `Email: ${email}`,
      "Wants to: Sell a business",
      "Business sector: Agriculture",
      "Annual revenue: R10m–R50m",
      "Timeframe to sell: In 6–12 months",
      "Additional information: Third-generation fruit farm.",
      "Link parameters: utm_campaign=e2e",
      "Page: /marketplace",
    ]) {
      expect(notification.text).toContain(line);
    }
    const confirmation = await waitForEmail(e2e.mailDir, email, /we've received your submission/);
    expect(confirmation.text).toContain(`Hello ${first},`);

    await page.getByRole("link", { name: "Back to homepage" }).click();
    await expect(page).toHaveURL("/");
  });

  test("a buyer gets the buyer's questions", async ({ page }) => {
    const first = unique("Aisha");
    await page.goto("/marketplace");
    await waitForEnhancement(page);
    await page.getByLabel("First name").fill(first);
    await page.getByLabel("Last name").fill("Naidoo");
    await page.getByLabel("Email").fill(uniqueEmail("buyer"));
    await page.getByRole("radio", { name: "Buy a business" }).check();
    await page.getByRole("button", { name: "Next" }).click();

    await expect(stepHeading(page, "Step 2 of 3: The business you're looking for")).toBeVisible();
    await expect(page.getByLabel("Business sector")).toHaveCount(0);
    await page.getByRole("button", { name: "Next" }).click();
    for (const message of ["Industry interest is required", "Deal size is required", "Region is required"]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel("Industry interest").locator("option")).toContainText(["Open to any industry"]);
    await expect(page.getByLabel("Industry interest").locator("option", { hasText: "Other" })).toHaveCount(0);
    await page.getByLabel("Industry interest").selectOption({ label: "Open to any industry" });
    await page.getByLabel("Deal size").selectOption({ label: "R0–R3m" });
    await page.getByLabel("Region").selectOption({ label: "Outside South Africa" });
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await page.getByRole("button", { name: "Submit your interest" }).click();
    await expect(page.getByRole("heading", { name: "Thanks — we've received your submission" })).toBeVisible();

    const notification = await waitForEmail(e2e.mailDir, NOTIFY, new RegExp(`New marketplace buyer: ${first} Naidoo`));
    expect(notification.text).toContain("Industry interest: Open to any industry");
    expect(notification.text).toContain("Deal size: R0–R3m");
    expect(notification.text).toContain("Region: Outside South Africa");
  });
});

test.describe("marketplace without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every step is served by the server, and the thank-you view replaces the form", async ({ page }) => {
    const first = unique("Lerato");
    await page.goto("/marketplace");
    await page.getByRole("main").getByRole("link", { name: "Get Started" }).click();
    await expect(page).toHaveURL(/#marketplace-form$/);

    const next = page.getByRole("button", { name: "Next" });
    await next.click();
    await expect(page.getByText("First name is required")).toBeVisible();
    await expect(page.getByText("Please select your role")).toBeVisible();
    await expectCurrentStep(page, "01");

    await page.getByLabel("First name").fill(first);
    await page.getByLabel("Last name").fill("Khumalo");
    await page.getByLabel("Email").fill(uniqueEmail("lerato"));
    await page.getByRole("radio", { name: "Buy a business" }).check();
    await next.click();
    await expectCurrentStep(page, "02");
    await expect(stepHeading(page, "Step 2 of 3: The business you're looking for")).toBeVisible();
    await next.click();
    await expect(page.getByText("Region is required")).toBeVisible();
    await page.getByLabel("Industry interest").selectOption({ label: "Technology" });
    await page.getByLabel("Deal size").selectOption({ label: "R50m–R300m" });
    await page.getByLabel("Region").selectOption({ label: "Gauteng" });

    await page.getByRole("button", { name: "Back" }).click();
    await expectCurrentStep(page, "01");
    await expect(page.getByLabel("First name")).toHaveValue(first);
    await expect(page.getByRole("radio", { name: "Buy a business" })).toBeChecked();
    await next.click();
    await expect(page.getByLabel("Region")).toHaveValue("gauteng");
    await next.click();

    await expectCurrentStep(page, "03");
    await page.getByRole("button", { name: "Submit your interest" }).click();
    await expect(page.getByText("Please agree to the privacy policy to continue.")).toBeVisible();
    await page.getByLabel("Anything else we should know? (optional)").fill("Looking for a SaaS business.");
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await page.getByRole("button", { name: "Submit your interest" }).click();

    await expect(page.getByRole("heading", { name: "Thanks — we've received your submission" })).toBeVisible();
    await expect(page.getByText("A specialist will review and contact you within 1–2 business days")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to homepage" })).toBeVisible();

    const notification = await waitForEmail(e2e.mailDir, NOTIFY, new RegExp(`New marketplace buyer: ${first} Khumalo`));
    expect(notification.text).toContain("Industry interest: Technology");
    expect(notification.text).toContain("Region: Gauteng");
    expect(notification.text).toContain("Additional information: Looking for a SaaS business.");
  });
});

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["mobile", { width: 390, height: 844 }],
] as const) {
  test.describe(`marketplace accessibility on ${device}`, () => {
    test.use({ viewport });

    test("/marketplace has no axe violations on each step, with errors, and on the thank-you view", async ({
      page,
    }) => {
      await page.goto("/marketplace");
      await waitForEnhancement(page);
      await expectNoViolations(page);
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page.getByText("Please select your role")).toBeVisible();
      await expectNoViolations(page);
      await page.getByLabel("First name").fill("Axe");
      await page.getByLabel("Last name").fill("Tester");
      await page.getByLabel("Email").fill(uniqueEmail("axe"));
      await page.getByRole("radio", { name: "Sell a business" }).check();
      await page.getByRole("button", { name: "Next" }).click();
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page.getByText("Business sector is required")).toBeVisible();
      await expectNoViolations(page);
      await page.getByLabel("Business sector").selectOption("other");
      await page.getByLabel("Annual revenue").selectOption("0-3m");
      await page.getByLabel("Timeframe to sell").selectOption("now");
      await page.getByRole("button", { name: "Next" }).click();
      await page.getByRole("checkbox", { name: /I agree/ }).check();
      await expectNoViolations(page);
      await page.getByRole("button", { name: "Submit your interest" }).click();
      await expect(page.getByRole("heading", { name: "Thanks — we've received your submission" })).toBeVisible();
      await expectNoViolations(page);
    });
  });
}
