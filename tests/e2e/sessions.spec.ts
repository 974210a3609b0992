/**
 * "Your sessions" in the browser: a new member of staff (invited by the e2e admin, so that signing out their other
 * sessions touches no other test's) is signed in in two browsers; the first lists both with this device marked,
 * signs out all the others behind a confirmation, and the second browser's next request to the admin lands on
 * sign-in.
 */
import { expectNoViolations } from "./axe";
import { expect, signIn, test, uniqueEmail } from "./fixtures";
import { COLLEAGUE_PASSWORD, invite, join, signInAsAdmin } from "./staff";

test("signing out all other sessions signs the other browser out; the page has no axe violations", async ({
  page: admin,
  browser,
}) => {
  const email = uniqueEmail("sessions");
  await signInAsAdmin(admin);
  await invite(admin, email, "Sales");
  // The colleague's first browser: signed in by joining.
  const page = await join(browser, email, "Zanele Sales");
  const other = await (await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.77" } })).newPage();
  await signIn(other, email, COLLEAGUE_PASSWORD);
  await expect(other).toHaveURL("/");
  await other.goto("/admin/leads");
  await expect(other).toHaveURL("/admin/leads");

  await page.goto("/admin/leads");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Your sessions" }).click();
  await expect(page).toHaveURL("/admin/sessions");
  await expect(page.getByRole("heading", { level: 1, name: "Your sessions" })).toBeVisible();
  const table = page.getByRole("region", { name: "Your sessions" }).getByRole("table");
  await expect(table.locator("tbody tr")).toHaveCount(2);
  await expect(table.getByText("This device", { exact: true })).toHaveCount(1);
  // The other browser's row names the address it signed in from.
  await expect(table.locator("tbody tr").filter({ hasNotText: "This device" })).toContainText("203.0.113.77");
  await expectNoViolations(page);

  await page.getByRole("button", { name: "Sign out all other sessions" }).click();
  await expect(page.getByRole("heading", { name: "Sign out all other sessions?" })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole("button", { name: "Sign out all other sessions" }).click();
  await expect(page.getByText(/other sessions? signed out/)).toBeVisible();
  await expect(table.locator("tbody tr")).toHaveCount(1);
  await expect(page.getByText("You are signed in on this device only.")).toBeVisible();

  await other.goto("/admin/leads");
  await expect(other).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Fleads/);
  await other.context().close();

  // This browser is still signed in.
  await page.reload();
  await expect(page).toHaveURL("/admin/sessions");
  await page.context().close();
});
