/**
 * The browser tests' shared pieces: every test gets its own client address
 * (so rate limits of one test never touch another), fails on unexpected
 * console errors, and has helpers to create and sign in accounts.
 */
import crypto from "node:crypto";
import { test as base, expect, type Page } from "@playwright/test";
import { firstLink, waitForEmail } from "../support/mail";
import { e2e } from "./environment";

export { expect };

/**
 * An address from the IPv6 documentation range 2001:db8::/32, unique per test
 * (48 bits of a hash: two tests sharing one, and so a rate limit, is all but impossible).
 */
function clientIpFor(testId: string): string {
  const digest = crypto.createHash("sha256").update(testId).digest("hex");
  return `2001:db8:${digest.slice(0, 4)}:${digest.slice(4, 8)}::${digest.slice(8, 12)}`;
}

export const test = base.extend<{ clientIp: string; consoleErrors: string[] }>({
  clientIp: async ({}, use, testInfo) => {
    await use(clientIpFor(`${testInfo.testId}-${testInfo.retry}-${Date.now()}`));
  },
  extraHTTPHeaders: async ({ clientIp }, use) => {
    await use({ "X-Forwarded-For": clientIp });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        // Pages answered with 4xx on purpose (404 page, 403, 429) are reported by Chromium as resource errors.
        if (/Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return;
        errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "unexpected console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export function uniqueEmail(prefix = "visitor"): string {
  return `${prefix}-${crypto.randomBytes(5).toString("hex")}@example.co.za`;
}

export async function signUp(page: Page, email: string, password: string) {
  await page.goto("/auth?mode=signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  // A toast, once: the message above the form is only for visitors without JavaScript.
  await expect(page.getByText("Please check your email to confirm your account")).toBeVisible();
}

/** Follows the confirmation link in the newest verification email to `email`. */
export async function confirmEmail(page: Page, email: string) {
  const message = await waitForEmail(e2e.mailDir, email, /Confirm your/);
  await page.goto(firstLink(message));
  await expect(page.getByText("Your email address is confirmed. Sign in to continue.")).toBeVisible();
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** A new account with a confirmed email address, signed out. */
export async function createVerifiedUser(page: Page, password = "a-long-test-password") {
  const email = uniqueEmail();
  await signUp(page, email, password);
  await confirmEmail(page, email);
  return { email, password };
}
