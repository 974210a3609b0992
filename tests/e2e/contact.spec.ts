/**
 * The contact form as a visitor uses it: with JavaScript (steps in the
 * browser, toasts) and without (every step posted to the server), the
 * notification email the team receives, and accessibility.
 */
import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { readEmails, waitForEmail } from "../support/mail";
import { expectNoViolations } from "./axe";
import { e2e } from "./environment";
import { expect, test, uniqueEmail } from "./fixtures";

const NOTIFY = "leads@kestrel.test";

const unique = (name: string) => `${name} ${crypto.randomBytes(3).toString("hex")}`;

const progress = (page: Page) => page.getByRole("progressbar", { name: "Form progress" });
const stepHeading = (page: Page, text: string) => page.getByRole("heading", { level: 3, name: text });

/** Resolves once React has hydrated the form (its no-JavaScript action, with #contact-form, is replaced). */
async function waitForEnhancement(page: Page, action = "/contact") {
  await expect(page.locator("#contact-form form")).toHaveAttribute("action", action);
}

test.describe("contact form with JavaScript", () => {
  test("three steps in the browser, a toast, a cleared form and the team's email with the lead's context", async ({
    page,
  }) => {
    const name = unique("Thandi");
    const email = uniqueEmail("thandi");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });

    await page.goto("/contact?lead=operations-plan&utm_source=e2e");
    await expect(page.getByRole("heading", { level: 1, name: "Book your free Value Mapping Call" })).toBeVisible();
    await expect(page.getByText("You're asking about: Operations plan")).toBeVisible();
    await waitForEnhancement(page, "/contact?lead=operations-plan&utm_source=e2e");

    // The side panel.
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "hello@kestreladvisory.co.za" })).toHaveAttribute(
      "href",
      "mailto:hello@kestreladvisory.co.za",
    );
    await expect(main.getByText("South Africa", { exact: true })).toBeVisible();
    await expect(page.getByText("We respond within 24 hours")).toBeVisible();
    await expect(page.getByText("A free 30-minute consultation: the Value Mapping Call")).toBeVisible();
    await expect(page.getByText("No obligation and no hard sell")).toBeVisible();

    // Step 1: Next waits for a name and an address-like email.
    await expect(stepHeading(page, "Step 1 of 3: Your details")).toBeVisible();
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "34");
    const next = page.getByRole("button", { name: "Next" });
    await expect(next).toBeDisabled();
    await page.getByLabel("Your name").fill("T");
    await page.getByLabel("Email").fill("thandi@example");
    await expect(next).toBeDisabled();
    await page.getByLabel("Email").fill(email);
    await expect(next).toBeEnabled();
    await page.getByLabel("Phone (optional)").fill("12");
    await next.click();
    // The title above the fields, the message once, at its field.
    await expect(page.getByRole("alert").filter({ hasText: "Invalid name" })).toBeVisible();
    await expect(page.getByText("Please enter a valid name (at least 2 characters).")).toBeVisible();
    await expect(page.getByLabel("Your name")).toHaveAccessibleDescription(
      "Please enter a valid name (at least 2 characters).",
    );
    await expect(page.getByLabel("Phone (optional)")).toHaveAccessibleDescription(
      /Please enter a valid phone number or leave it empty\./,
    );
    await expect(page.getByLabel("Your name")).toBeFocused();
    await page.getByLabel("Your name").fill(name);
    await page.getByLabel("Phone (optional)").fill("+27 82 123 4567");
    await next.click();

    // Step 2: Next waits for the business name and the turnover; "other" text only with "other" ticked.
    await expect(stepHeading(page, "Step 2 of 3: Snapshot")).toBeFocused();
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "67");
    await expect(next).toBeDisabled();
    await page.getByLabel("Business name").fill("Mokoena Logistics");
    await expect(next).toBeDisabled();
    await page.getByLabel("Annual turnover").selectOption({ label: "R10m–R50m" });
    await expect(next).toBeEnabled();
    await expect(page.getByText("Where does it hurt most? (pick 1–3)")).toBeVisible();
    await page.getByLabel("Cash flow is tight").check();
    const other = page.getByLabel("Tell us more about “something else”");
    await expect(other).toBeDisabled();
    await page.getByRole("checkbox", { name: "Something else" }).check();
    await expect(other).toBeEnabled();
    await other.fill("Stock counts never match");

    // Back keeps what was typed.
    await page.getByRole("button", { name: "Back" }).click();
    await expect(stepHeading(page, "Step 1 of 3: Your details")).toBeVisible();
    await expect(page.getByLabel("Your name")).toHaveValue(name);
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await next.click();
    await expect(page.getByLabel("Business name")).toHaveValue("Mokoena Logistics");
    await expect(page.getByLabel("Annual turnover")).toHaveValue("r10m-r50m");
    await expect(page.getByLabel("Cash flow is tight")).toBeChecked();
    await expect(other).toHaveValue("Stock counts never match");
    await next.click();

    // Step 3: submit waits for consent, which is never pre-ticked.
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "100");
    const submit = page.getByRole("button", { name: "Request My Call" });
    const consent = page.getByRole("checkbox", { name: /I agree to the privacy policy/ });
    await expect(consent).not.toBeChecked();
    await expect(submit).toBeDisabled();
    await expect(page.getByRole("link", { name: "privacy policy", exact: true })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    await expect(page.getByRole("link", { name: "Read our privacy policy" })).toHaveAttribute(
      "href",
      /^\/privacy-policy/,
    );
    await page.getByLabel("What would you like to achieve in the next 12 months?").fill("Take a month off.");
    await consent.check();
    await expect(submit).toBeEnabled();
    expect(posts, "Next and Back never reach the server").toEqual([]);
    await submit.click();

    await expect(page.getByText("Request submitted successfully!")).toBeVisible();
    await expect(
      page.getByText("We'll contact you within 24 hours to schedule your Value Mapping Call."),
    ).toBeVisible();
    await expect(stepHeading(page, "Step 1 of 3: Your details")).toBeVisible();
    await expect(page.getByLabel("Your name")).toHaveValue("");
    await expect(page.getByLabel("Email")).toHaveValue("");
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "34");
    expect(posts).toHaveLength(1);

    const notification = await waitForEmail(
      e2e.mailDir,
      NOTIFY,
      new RegExp(`New Value Mapping Call request: ${name} `),
    );
    expect(notification.subject).toContain("(Mokoena Logistics), about Operations plan");
    for (const line of [
      `Name: ${name}`,
      `Email: ${email}`,
      "Phone: +27 82 123 4567",
      "Annual turnover: R10m–R50m",
      "Challenges: Cash flow is tight; Something else",
      "Something else: Stock counts never match",
      "Goals: Take a month off.",
      "Asking about: Operations plan",
      "Link parameters: lead=operations-plan, utm_source=e2e",
      "Page: /contact",
      "under privacy notice 2026-12",
    ]) {
      expect(notification.text).toContain(line);
    }
    const confirmation = await waitForEmail(e2e.mailDir, email, /We've received your request/);
    expect(confirmation.text).toContain(`Hello ${name},`);
  });

  test("a second click while submitting stores one request", async ({ page }) => {
    const name = unique("Double");
    await page.goto("/contact");
    await waitForEnhancement(page);
    await page.getByLabel("Your name").fill(name);
    await page.getByLabel("Email").fill(uniqueEmail("double"));
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Business name").fill("Double Click Ltd");
    await page.getByLabel("Annual turnover").selectOption("r3m-r10m");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    const submit = page.getByRole("button", { name: "Request My Call" });
    await submit.dblclick();
    await expect(page.getByText("Request submitted successfully!")).toBeVisible();
    await waitForEmail(e2e.mailDir, NOTIFY, new RegExp(name));
    await page.waitForTimeout(1_000);
    expect(readEmails(e2e.mailDir).filter((m) => m.to.includes(NOTIFY) && m.subject.includes(name))).toHaveLength(1);
  });

  test("a refused submission shows the failure toast and keeps everything typed", async ({ page }) => {
    await page.goto("/contact");
    await waitForEnhancement(page);
    const key = await page.locator('input[name="idempotencyKey"]').inputValue();
    for (let i = 0; i < 5; i++) {
      const response = await page.request.post("/contact", {
        form: {
          intent: "submit",
          step: "3",
          idempotencyKey: key,
          website: "",
          name: "Busy Bee",
          email: "bee@example.co.za",
          business: "Hive",
          turnover: "r3m-r10m",
          consent: "on",
        },
        headers: { Origin: e2e.baseURL },
      });
      expect(response.status()).toBe(200);
    }
    await page.getByLabel("Your name").fill("Busy Bee");
    await page.getByLabel("Email").fill("bee@example.co.za");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Business name").fill("Hive Holdings");
    await page.getByLabel("Annual turnover").selectOption("r50m-r300m");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("What would you like to achieve in the next 12 months?").fill("Keep my answers");
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await page.getByRole("button", { name: "Request My Call" }).click();

    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Submission failed" });
    await expect(toast).toContainText("Too many submissions. Please wait a few minutes and try again.");
    await expect(stepHeading(page, "Step 3 of 3: Goals & submit")).toBeVisible();
    await expect(page.getByLabel("What would you like to achieve in the next 12 months?")).toHaveValue(
      "Keep my answers",
    );
    await expect(page.getByRole("checkbox", { name: /I agree/ })).toBeChecked();
    await expect(page.getByRole("button", { name: "Request My Call" })).toBeEnabled();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByLabel("Business name")).toHaveValue("Hive Holdings");
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each step is a page from the server; errors, Back and the success message work", async ({ page }) => {
    const name = unique("Sipho");
    const email = uniqueEmail("sipho");
    await page.goto("/contact?lead=operations-plan");
    await expect(page.getByText("You're asking about: Operations plan")).toBeVisible();
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "34");

    // Buttons are always enabled; the server validates.
    const next = page.getByRole("button", { name: "Next" });
    await expect(next).toBeEnabled();
    await next.click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid name" })).toBeVisible();
    await expect(page.getByText("Please enter a valid name (at least 2 characters).")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Please enter a valid email address.");
    await expect(page).toHaveURL(/\/contact\?lead=operations-plan#contact-form$/);

    await page.getByLabel("Your name").fill(name);
    await page.getByLabel("Email").fill(email);
    await next.click();
    await expect(stepHeading(page, "Step 2 of 3: Snapshot")).toBeVisible();
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "67");

    await next.click();
    await expect(page.getByLabel("Business name")).toHaveAccessibleDescription("Please enter a valid business name.");
    await expect(page.getByLabel("Annual turnover")).toHaveAccessibleDescription("Please choose your annual turnover.");
    await page.getByLabel("Business name").fill("Dlamini Farms");
    await page.getByLabel("Annual turnover").selectOption({ label: "R300m+" });
    await page.getByLabel("Planning an exit or succession").check();
    await page.getByLabel("Tell us more about “something else”").fill("kept only if ticked");

    await page.getByRole("button", { name: "Back" }).click();
    await expect(stepHeading(page, "Step 1 of 3: Your details")).toBeVisible();
    await expect(page.getByLabel("Your name")).toHaveValue(name);
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await next.click();
    await expect(page.getByLabel("Business name")).toHaveValue("Dlamini Farms");
    await expect(page.getByLabel("Annual turnover")).toHaveValue("r300m-plus");
    await expect(page.getByLabel("Planning an exit or succession")).toBeChecked();
    await next.click();

    await expect(progress(page)).toHaveAttribute("aria-valuenow", "100");
    const submit = page.getByRole("button", { name: "Request My Call" });
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByRole("alert").filter({ hasText: "Consent required" })).toBeVisible();
    await expect(page.getByText("Please agree to the privacy policy to continue.")).toBeVisible();
    await page.getByLabel("What would you like to achieve in the next 12 months?").fill("Sell in five years.");
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await submit.click();

    await expect(page.getByRole("status").filter({ hasText: "Request submitted successfully!" })).toContainText(
      "We'll contact you within 24 hours to schedule your Value Mapping Call.",
    );
    await expect(stepHeading(page, "Step 1 of 3: Your details")).toBeVisible();
    await expect(page.getByLabel("Your name")).toHaveValue("");

    const notification = await waitForEmail(
      e2e.mailDir,
      NOTIFY,
      new RegExp(`New Value Mapping Call request: ${name} `),
    );
    expect(notification.text).toContain("Asking about: Operations plan");
    expect(notification.text).toContain("Link parameters: lead=operations-plan");
    expect(notification.text).toContain("Annual turnover: R300m+");
    expect(notification.text).toContain("Challenges: Planning an exit or succession");
    expect(notification.text).not.toContain("kept only if ticked");
  });

  test("too many submissions from one address are refused with a clear message", async ({ page }) => {
    await page.goto("/contact");
    const form = page.locator("#contact-form form");
    const key = await form.locator('input[name="idempotencyKey"]').inputValue();
    for (let i = 0; i < 5; i++) {
      const response = await page.request.post("/contact", {
        form: {
          intent: "submit",
          step: "3",
          idempotencyKey: key,
          website: "",
          name: "Rate Limited",
          email: "rate@example.co.za",
          business: "Busy",
          turnover: "r3m-r10m",
          consent: "on",
        },
        headers: { Origin: e2e.baseURL },
      });
      expect(response.status()).toBe(200);
    }
    await page.getByLabel("Your name").fill("Rate Limited");
    await page.getByLabel("Email").fill("rate@example.co.za");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Business name").fill("Busy Ltd");
    await page.getByLabel("Annual turnover").selectOption("r3m-r10m");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Request My Call" }).click();
    expect((await response).status()).toBe(429);
    expect(Number((await response).headers()["retry-after"])).toBeGreaterThan(0);
    await expect(page.getByRole("alert")).toContainText(
      "Too many submissions. Please wait a few minutes and try again.",
    );
    // What was typed is still there.
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByLabel("Business name")).toHaveValue("Busy Ltd");
  });

  test("posts from another origin and oversized posts are refused, and store nothing", async ({ page }) => {
    const name = unique("Refused");
    const fields = {
      intent: "submit",
      step: "3",
      name,
      email: "x@example.co.za",
      business: "Evil Ltd",
      turnover: "r3m-r10m",
      consent: "on",
    };
    // Another site: the server refuses it before any route sees it.
    const evil = await page.request.post("/contact", { form: fields, headers: { Origin: "https://evil.example" } });
    expect(evil.status()).toBe(403);
    expect(await evil.text()).toContain("This request came from another site and was blocked.");
    const evilSignIn = await page.request.post("/api/auth/sign-in/email", {
      data: { email: "x@example.co.za", password: "whatever-password" },
      headers: { Origin: "https://evil.example" },
    });
    expect(evilSignIn.status()).toBe(403);
    // The site reached under another host name than PUBLIC_URL: our Origin check.
    const port = new URL(e2e.baseURL).port;
    const otherHost = await page.request.post(`http://127.0.0.1:${port}/contact`, {
      form: fields,
      headers: { Origin: `http://127.0.0.1:${port}` },
    });
    expect(otherHost.status()).toBe(403);
    expect(await otherHost.text()).toContain("This request came from another site and was blocked.");
    const big = await page.request.post("/contact", {
      form: { ...fields, goals: "g".repeat(40_000) },
      headers: { Origin: e2e.baseURL },
    });
    expect(big.status()).toBe(413);
    expect(await big.text()).toContain("Your submission is too large.");
    await page.waitForTimeout(1_000);
    expect(readEmails(e2e.mailDir).filter((m) => m.subject.includes(name))).toEqual([]);
  });
});

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["mobile", { width: 390, height: 844 }],
] as const) {
  test.describe(`contact accessibility on ${device}`, () => {
    test.use({ viewport });

    test("/contact has no axe violations, with errors shown and on every step", async ({ page }) => {
      await page.goto("/contact?lead=operations-assessment");
      await waitForEnhancement(page, "/contact?lead=operations-assessment");
      await expectNoViolations(page);
      await page.getByLabel("Your name").fill("A");
      await page.getByLabel("Email").fill("a@example.co.za");
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page.getByLabel("Your name")).toHaveAccessibleDescription(
        "Please enter a valid name (at least 2 characters).",
      );
      await expectNoViolations(page);
      await page.getByLabel("Your name").fill("Ann");
      await page.getByRole("button", { name: "Next" }).click();
      await expect(stepHeading(page, "Step 2 of 3: Snapshot")).toBeVisible();
      await expectNoViolations(page);
      await page.getByLabel("Business name").fill("Ann's");
      await page.getByLabel("Annual turnover").selectOption("r3m-r10m");
      await page.getByRole("button", { name: "Next" }).click();
      await expect(stepHeading(page, "Step 3 of 3: Goals & submit")).toBeVisible();
      await expectNoViolations(page);
    });
  });
}
