/**
 * The Insights newsletter as a reader uses it: sign up on /insights (with
 * and without JavaScript), read the confirmation email the SMTP listener
 * received, follow its link, then unsubscribe from the link in the welcome
 * email without signing in; bad links; accessibility of every page.
 */
import type { Page } from "@playwright/test";
import { firstLink, waitForEmail, type ReceivedEmail } from "../support/mail";
import { expectNoViolations } from "./axe";
import { e2e } from "./environment";
import { expect, test, uniqueEmail } from "./fixtures";

const CONSENT_MESSAGE = "Please tick the box to agree to receive the newsletter.";
const SUCCESS = "Almost there: please check your inbox and click the link in our email to confirm your subscription.";

const newsletter = (page: Page) => page.locator("#newsletter");
const consentBox = (page: Page) =>
  newsletter(page).getByRole("checkbox", { name: /email me the weekly Insights newsletter/ });

/** Resolves once React has hydrated the block (its no-JavaScript action, with #newsletter, is replaced). */
async function waitForEnhancement(page: Page, action = "/insights") {
  await expect(newsletter(page).locator("form")).toHaveAttribute("action", action);
}

/** The unsubscribe link in an email's text. */
function unsubscribeLink(email: ReceivedEmail): string {
  const link = /https?:\/\/\S+\/newsletter\/unsubscribe\?token=\S+/.exec(email.text)?.[0];
  if (!link) throw new Error(`No unsubscribe link in "${email.subject}"`);
  return link;
}

/** The email's headers, unfolded. */
const headersOf = (email: ReceivedEmail) => email.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");

test.describe("the newsletter with JavaScript", () => {
  test("sign up, confirm from the email, then unsubscribe from the welcome email without signing in", async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail("reader");
    await page.goto("/insights");
    await waitForEnhancement(page);
    await expect(newsletter(page)).toContainText("500+");
    await expect(newsletter(page)).toContainText(/every week/);
    await expect(newsletter(page).getByRole("link", { name: "Read our privacy policy" })).toHaveAttribute(
      "href",
      "/privacy-policy#direct-marketing",
    );

    // Marketing consent is its own box, never pre-ticked, and required.
    await expect(consentBox(page)).not.toBeChecked();
    const address = newsletter(page).getByLabel("Email address");
    await address.fill("not-an-address");
    await newsletter(page).getByRole("button", { name: "Get insights" }).click();
    await expect(address).toHaveAccessibleDescription("Please enter a valid email address.");
    await expect(consentBox(page)).toHaveAccessibleDescription(CONSENT_MESSAGE);
    await expect(address).toBeFocused();

    await address.fill(email.toUpperCase());
    await consentBox(page).check();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      newsletter(page).getByRole("button", { name: "Get insights" }).click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(newsletter(page).getByRole("status")).toHaveText(SUCCESS);
    await expect(address).toHaveValue("");
    await expect(consentBox(page)).not.toBeChecked();

    // The confirmation email, as the SMTP listener received it.
    const confirmation = await waitForEmail(e2e.mailDir, email, /Please confirm your subscription/);
    expect(headersOf(confirmation)).toMatch(
      /List-Unsubscribe: <http:\/\/localhost:\d+\/newsletter\/unsubscribe\?token=[\w.-]+>/,
    );
    expect(headersOf(confirmation)).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(confirmation.text).toContain("Don't want these emails? Unsubscribe: ");
    const confirmUrl = firstLink(confirmation);
    expect(confirmUrl).toMatch(/\/newsletter\/confirm\?token=/);

    const confirmed = await page.goto(confirmUrl);
    expect(confirmed?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "You're subscribed" })).toBeVisible();
    await expect(page.getByText(/The Insights newsletter will arrive in your inbox every week/)).toBeVisible();
    await page.getByRole("link", { name: "Back to Insights" }).click();
    await expect(page).toHaveURL("/insights");

    // The welcome email carries the unsubscribe link; a fresh browser (nobody signed in) follows it.
    const welcome = await waitForEmail(e2e.mailDir, email, /Welcome to Kestrel Advisory Insights/);
    expect(headersOf(welcome)).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const visitor = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.250" } });
    try {
      const reader = await visitor.newPage();
      const opened = await reader.goto(unsubscribeLink(welcome));
      expect(opened?.status()).toBe(200);
      await expect(reader.getByRole("heading", { level: 1, name: "Unsubscribe from Insights" })).toBeVisible();
      await expect(reader.getByRole("main")).toContainText(email);
      await reader.getByRole("button", { name: "Unsubscribe" }).click();
      await expect(reader.getByRole("heading", { level: 1, name: "You're unsubscribed" })).toBeVisible();
      await expect(reader.getByRole("main")).toContainText(`We won't send the Insights newsletter to ${email} again.`);

      // The old confirmation link no longer subscribes the address.
      const stale = await reader.goto(confirmUrl);
      expect(stale?.status()).toBe(400);
      await expect(
        reader.getByRole("heading", { level: 1, name: "This confirmation link is no longer valid" }),
      ).toBeVisible();
    } finally {
      await visitor.close();
    }
  });

  test("a mail program's one-click unsubscribe works without a page", async ({ page }) => {
    const email = uniqueEmail("oneclick");
    await page.goto("/insights");
    await waitForEnhancement(page);
    await newsletter(page).getByLabel("Email address").fill(email);
    await consentBox(page).check();
    await newsletter(page).getByRole("button", { name: "Get insights" }).click();
    await expect(newsletter(page).getByRole("status")).toHaveText(SUCCESS);

    const confirmation = await waitForEmail(e2e.mailDir, email, /Please confirm your subscription/);
    const target = /List-Unsubscribe: <([^>]+)>/.exec(headersOf(confirmation))![1];
    // What a mail program sends (RFC 8058): a POST with this body and no Origin, no cookies.
    const response = await page.request.post(target, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: "List-Unsubscribe=One-Click",
    });
    expect(response.status()).toBe(200);
    await page.goto(target);
    await expect(page.getByRole("heading", { level: 1, name: "You're unsubscribed" })).toBeVisible();
  });
});

test.describe("the newsletter without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page answers with errors, keeps the list and what was typed, then confirms the sign-up", async ({
    page,
  }) => {
    const email = uniqueEmail("nojs");
    await page.goto("/insights?category=growth-and-revenue");
    const address = newsletter(page).getByLabel("Email address");
    await address.fill(email);
    const [bad] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      newsletter(page).getByRole("button", { name: "Get insights" }).click(),
    ]);
    expect(bad.status()).toBe(400);
    await expect(page).toHaveURL(/\/insights\?category=growth-and-revenue#newsletter$/);
    await expect(consentBox(page)).toHaveAccessibleDescription(CONSENT_MESSAGE);
    await expect(address).toHaveValue(email);
    // The list the reader was on is still there.
    await expect(page.getByText("3 results in Growth & Revenue")).toBeVisible();

    await consentBox(page).check();
    await newsletter(page).getByRole("button", { name: "Get insights" }).click();
    await expect(newsletter(page).getByRole("status")).toHaveText(SUCCESS);
    await expect(address).toHaveValue("");

    const confirmation = await waitForEmail(e2e.mailDir, email, /Please confirm your subscription/);
    await page.goto(firstLink(confirmation));
    await expect(page.getByRole("heading", { level: 1, name: "You're subscribed" })).toBeVisible();

    const welcome = await waitForEmail(e2e.mailDir, email, /Welcome to/);
    await page.goto(unsubscribeLink(welcome));
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You're unsubscribed" })).toBeVisible();
  });
});

test.describe("bad newsletter links", () => {
  test("a damaged confirmation link answers 400 with a way to sign up again", async ({ page }) => {
    const response = await page.goto("/newsletter/confirm?token=damaged");
    expect(response?.status()).toBe(400);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    expect(response?.headers()["referrer-policy"]).toBe("same-origin");
    await expect(page.getByRole("heading", { level: 1, name: "This confirmation link isn't valid" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await page.getByRole("link", { name: "Sign up again" }).click();
    await expect(page).toHaveURL("/insights#newsletter");
  });

  test("a damaged unsubscribe link answers 400, and so does a POST to it", async ({ page }) => {
    const response = await page.goto("/newsletter/unsubscribe?token=damaged");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1, name: "This unsubscribe link isn't valid" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("privacy@kestreladvisory.co.za");
    const post = await page.request.post("/newsletter/unsubscribe?token=damaged", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: "List-Unsubscribe=One-Click",
    });
    expect(post.status()).toBe(400);
  });
});

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["mobile", { width: 390, height: 844 }],
] as const) {
  test.describe(`newsletter accessibility on ${device}`, () => {
    test.use({ viewport });

    test("the sign-up with errors and success, and the confirm and unsubscribe pages have no axe violations", async ({
      page,
    }) => {
      const email = uniqueEmail(`axe-${device}`);
      await page.goto("/insights");
      await waitForEnhancement(page);
      await newsletter(page).getByRole("button", { name: "Get insights" }).click();
      await expect(newsletter(page).getByLabel("Email address")).toHaveAccessibleDescription("Email is required");
      await expectNoViolations(page);
      await newsletter(page).getByLabel("Email address").fill(email);
      await consentBox(page).check();
      await newsletter(page).getByRole("button", { name: "Get insights" }).click();
      await expect(newsletter(page).getByRole("status")).toHaveText(SUCCESS);
      await expectNoViolations(page);

      const confirmation = await waitForEmail(e2e.mailDir, email, /Please confirm your subscription/);
      await page.goto(unsubscribeLink(confirmation));
      await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe from Insights" })).toBeVisible();
      await expectNoViolations(page);
      await page.goto(firstLink(confirmation));
      await expect(page.getByRole("heading", { level: 1, name: "You're subscribed" })).toBeVisible();
      await expectNoViolations(page);
      await page.goto(unsubscribeLink(confirmation));
      await page.getByRole("button", { name: "Unsubscribe" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "You're unsubscribed" })).toBeVisible();
      await expectNoViolations(page);
      await page.goto("/newsletter/confirm?token=damaged");
      await expectNoViolations(page);
      await page.goto("/newsletter/unsubscribe?token=damaged");
      await expectNoViolations(page);
    });
  });
}
