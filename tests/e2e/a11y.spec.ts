import { expectNoViolations } from "./axe";
import { e2e } from "./environment";
import { createVerifiedUser, expect, signIn, test } from "./fixtures";
import { signInAsAdmin } from "./staff";

const publicPages = [
  "/",
  "/privacy-policy",
  "/terms-of-use",
  "/auth",
  "/auth?mode=signup",
  "/auth/forgot-password",
  "/auth/reset-password?token=example",
  "/auth/reset-password",
  "/a-page-that-does-not-exist",
];

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["mobile", { width: 390, height: 844 }],
] as const) {
  test.describe(`accessibility on ${device}`, () => {
    test.use({ viewport });

    for (const path of publicPages) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await expectNoViolations(page);
      });
    }

    test("the open menus have no axe violations", async ({ page }) => {
      await page.goto("/privacy-policy");
      if (device === "mobile") {
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("navigation", { name: "Mobile" }).getByRole("button", { name: "Industries" }).click();
      } else {
        await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" }).click();
      }
      await expectNoViolations(page);
    });

    test("the admin dashboard and Access Denied have no axe violations", async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto("/admin");
      await expect(page.getByRole("heading", { name: "Blog Admin Dashboard" })).toBeVisible();
      await expectNoViolations(page);

      await page.goto("/");
      if (device === "desktop") {
        await page.getByRole("button", { name: e2e.admin.email }).click();
        await expect(page.getByRole("menuitem", { name: "Sign out" })).toBeVisible();
        await expectNoViolations(page);
        await page.getByRole("menuitem", { name: "Sign out" }).click();
      } else {
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("button", { name: "Sign out" }).click();
      }
      await expect(page.getByText("Signed out")).toBeVisible();

      const user = await createVerifiedUser(page);
      await signIn(page, user.email, user.password);
      await expect(page).toHaveURL("/");
      await page.goto("/admin");
      await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
      await expectNoViolations(page);
    });
  });
}
