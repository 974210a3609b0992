/**
 * The staff's steps shared by the browser tests: the e2e admin signing in (password, then the code from their app),
 * inviting a colleague from /admin/team, and the colleague joining from the emailed link in a browser of their own.
 */
import fs from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { firstLink, waitForEmail } from "../support/mail";
import { withSecondFactor } from "../support/two-factor";
import { e2e } from "./environment";
import { expect, signIn } from "./fixtures";

export const COLLEAGUE_PASSWORD = "a long colleague password";

/**
 * Answers the code step of sign-in for `key` with a code no sign-in has used (a code is used once, ADR 040): the
 * app's, or, with `backup` and no step free, one of the account's backup codes. Returns once the sign-in is done.
 */
export async function enterCode(page: Page, key: string, { backup = false } = {}) {
  await expect(page).toHaveURL(/\/auth\/two-factor/);
  await withSecondFactor(
    key,
    async ({ method, code }) => {
      if (method === "backup") {
        await page.getByRole("link", { name: "Use a backup code instead" }).click();
        await page.getByLabel("Backup code", { exact: true }).fill(code);
      } else {
        await page.getByLabel("Code", { exact: true }).fill(code);
      }
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page).not.toHaveURL(/\/auth\/two-factor/);
    },
    { backup },
  );
}

/** The key of the e2e admin's authenticator (the global setup turned two-factor sign-in on). */
export function adminKey(): string {
  return fs.readFileSync(e2e.adminTotpKeyFile, "utf8").trim();
}

/** The e2e admin signs in with their password and a code from their app (`key`: of another server's admin); lands on `/`. */
export async function signInAsAdmin(page: Page, key = adminKey()) {
  await signIn(page, e2e.admin.email, e2e.admin.password);
  // The specs sign in as this admin many times over: a backup code when no step's code is free.
  await enterCode(page, key, { backup: true });
  await expect(page).toHaveURL("/");
}

export async function invite(page: Page, email: string, role: "Admin" | "Editor" | "Sales") {
  await page.goto("/admin/team");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Role", { exact: true }).selectOption({ label: role });
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("Invitation sent")).toBeVisible();
  await expect(page.getByRole("region", { name: "Invitations waiting" })).toContainText(email);
}

/** The invited colleague, in a browser of their own, joins from the link in their email. */
export async function join(browser: Browser, email: string, name: string): Promise<Page> {
  const message = await waitForEmail(e2e.mailDir, email, /invited/);
  const page = await (await browser.newContext()).newPage();
  await page.goto(firstLink(message));
  await expect(page.getByRole("heading", { name: "Accept your invitation" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Password", { exact: true }).fill(COLLEAGUE_PASSWORD);
  await page.getByLabel("Confirm password").fill(COLLEAGUE_PASSWORD);
  await page.getByRole("button", { name: "Join the team" }).click();
  await expect(page.getByText("Welcome to the team")).toBeVisible();
  return page;
}
