/**
 * Two-factor sign-in as an admin lives it: a new admin is sent to turn it on before any other admin page, scans (here:
 * reads) the key, confirms with a code, saves the backup codes; then signs in with a code from the app, and with a
 * backup code, which works once only. Codes are computed from the key the page shows (otpauth).
 */
import type { Page } from "@playwright/test";
import { totpCode, withSecondFactor } from "../support/two-factor";
import { expectNoViolations } from "./axe";
import { expect, signIn, test, uniqueEmail } from "./fixtures";
import { COLLEAGUE_PASSWORD, invite, join, signInAsAdmin } from "./staff";

async function signOut(page: Page) {
  await page.goto("/admin/security");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL("/");
}

test("an admin turns on two-factor sign-in, then signs in with a code, and with a backup code that works once", async ({
  page,
  browser,
}) => {
  // Codes are used once: a wait for the next 30-second step may come in.
  test.setTimeout(150_000);
  const email = uniqueEmail("new-admin");
  await signInAsAdmin(page);
  await invite(page, email, "Admin");

  const admin = await join(browser, email, "Ayanda Admin");
  // An admin without a second factor reaches no admin page but the one that turns it on, and sees nothing of the
  // admin there: no sections, no work-queue counts.
  await expect(admin).toHaveURL("/admin/security");
  await admin.goto("/admin/leads");
  await expect(admin).toHaveURL("/admin/security");
  await expect(admin.getByRole("heading", { name: "Two-factor sign-in: Off" })).toBeVisible();
  const nav = admin.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "View site" })).toBeVisible();
  for (const section of ["Posts", "Leads", "Team", "Your sessions"])
    await expect(nav.getByRole("link", { name: section })).toHaveCount(0);
  await expect(admin.getByRole("list", { name: "Lead views" })).toHaveCount(0);

  await admin.getByLabel("Your password").fill(COLLEAGUE_PASSWORD);
  await admin.getByRole("button", { name: "Continue" }).click();
  await expect(admin.getByRole("img", { name: "QR code to add your account to an authenticator app" })).toBeVisible();
  const key = (await admin.getByTestId("totp-key").innerText()).trim();
  const backupCodes = await admin
    .getByRole("list", { name: "Your backup codes" })
    .getByRole("listitem")
    .allInnerTexts();
  expect(backupCodes).toHaveLength(10);
  await expectNoViolations(admin);

  await admin.getByLabel("Code from your app").fill("000000");
  await admin.getByRole("button", { name: "Turn on" }).click();
  await expect(
    admin.getByText("That code is not right. Check the time on your phone and enter the newest code."),
  ).toBeVisible();
  await withSecondFactor(key, async ({ code }) => {
    await admin.getByLabel("Code from your app").fill(code);
    await admin.getByRole("button", { name: "Turn on" }).click();
    await expect(admin.getByRole("heading", { name: "Two-factor sign-in: On" })).toBeVisible();
  });
  await admin.goto("/admin/leads");
  await expect(admin.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();

  // Each sign-in below from an address of its own: two-factor calls are limited per address (AUTH_RATE_LIMITS).
  const from = (n: number) => admin.context().setExtraHTTPHeaders({ "X-Forwarded-For": `2001:db8:2fa::${n}` });

  // Signing in now takes a code from the app.
  await from(1);
  await signOut(admin);
  await signIn(admin, email, COLLEAGUE_PASSWORD);
  await expect(admin.getByText("Enter the six-digit code from your authenticator app.")).toBeVisible();
  await expectNoViolations(admin);
  const used = await withSecondFactor(key, async ({ code }) => {
    await admin.getByLabel("Code", { exact: true }).fill(code);
    await admin.getByRole("button", { name: "Verify" }).click();
    await expect(admin).toHaveURL("/");
    return code;
  });
  const usedStep = [-1, 0, 1]
    .map((n) => Math.floor(Date.now() / 30_000) + n)
    .find((step) => totpCode(key, step * 30_000) === used);
  await admin.goto("/admin/leads");
  await expect(admin.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();

  // Or a backup code, once.
  for (const attempt of ["first", "again"] as const) {
    await from(attempt === "first" ? 2 : 3);
    await signOut(admin);
    await signIn(admin, email, COLLEAGUE_PASSWORD);
    await admin.getByRole("link", { name: "Use a backup code instead" }).click();
    await admin.getByLabel("Backup code").fill(backupCodes[0]);
    await admin.getByRole("button", { name: "Verify" }).click();
    if (attempt === "first") await expect(admin).toHaveURL("/");
    else await expect(admin.getByText("That backup code is not right, or it was already used.")).toBeVisible();
  }

  // A code signs in once: the one the app's code signed in with is refused now (signed out by the last attempt), as
  // used while its 30 seconds and the next are on, as not right after.
  await from(4);
  await signIn(admin, email, COLLEAGUE_PASSWORD);
  await admin.getByLabel("Code", { exact: true }).fill(used);
  const stillOn = usedStep !== undefined && Math.floor(Date.now() / 30_000) <= usedStep + 1;
  await admin.getByRole("button", { name: "Verify" }).click();
  await expect(
    admin.getByText(
      stillOn
        ? "That code was already used. Wait for the next code from your app."
        : "That code is not right. Please try again.",
    ),
  ).toBeVisible();
  await expect(admin).toHaveURL(/\/auth\/two-factor/);
  await admin.context().close();
});
