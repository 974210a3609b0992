/**
 * A visitor on a slow connection starts using a page before its scripts have
 * run. What they typed, ticked and chose in a form is still there once the
 * form is enhanced, and the enhanced form knows it: Next and submit act on it
 * (ADR 014). A button that needs a script, pressed early, does its work once
 * the page runs, exactly once (ADR 015). The scripts are held back until the
 * visitor has acted, then let through.
 */
import type { Locator, Page } from "@playwright/test";
import { waitForEmail } from "../support/mail";
import { e2e } from "./environment";
import { expect, test, uniqueEmail } from "./fixtures";
import { hydratedByReact, waitForHydration } from "./hydration";
import { signInAsAdmin } from "./staff";

/** Holds every script request until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function fillBeforeScripts(page: Page, path: string, form: (page: Page) => Locator, fill: () => Promise<void>) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await fill();
  expect(await hydratedByReact(form(page)), "filled before hydration").toBe(false);
  release();
  await waitForHydration(form(page));
}

test("the contact form keeps the details typed before its scripts ran, and Next moves on with them", async ({
  page,
}) => {
  const form = (p: Page) => p.locator("#contact-form form");
  await fillBeforeScripts(page, "/contact", form, async () => {
    await page.getByLabel("Your name").fill("Thandi Mokoena");
    await page.getByLabel("Email").fill("thandi@example.co.za");
    await page.getByLabel("Phone (optional)").fill("082 555 0101");
  });

  await expect(page.getByLabel("Your name")).toHaveValue("Thandi Mokoena");
  await expect(page.getByLabel("Email")).toHaveValue("thandi@example.co.za");
  await expect(page.getByLabel("Phone (optional)")).toHaveValue("082 555 0101");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 3, name: "Step 2 of 3: Snapshot" })).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Your name")).toHaveValue("Thandi Mokoena");
  await expect(page.getByLabel("Phone (optional)")).toHaveValue("082 555 0101");
});

test("the marketplace form keeps the name and the role chosen before its scripts ran", async ({ page }) => {
  const form = (p: Page) => p.locator("form").filter({ has: p.getByLabel("First name") });
  await fillBeforeScripts(page, "/marketplace", form, async () => {
    await page.getByLabel("First name").fill("Sipho");
    await page.getByLabel("Last name").fill("Dlamini");
    await page.getByRole("radio", { name: "Buy a business" }).check();
  });

  await expect(page.getByLabel("First name")).toHaveValue("Sipho");
  await expect(page.getByLabel("Last name")).toHaveValue("Dlamini");
  await expect(page.getByRole("radio", { name: "Buy a business" })).toBeChecked();
  // The form's state has them too: Next asks only for what is still missing.
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("First name is required")).toHaveCount(0);
  await expect(page.getByText("Please select your role")).toHaveCount(0);
});

test("Ready to talk sends the email, goal and consent given before its scripts ran", async ({ page }) => {
  const email = uniqueEmail("early");
  const section = page.locator("#ready-to-talk");
  await fillBeforeScripts(
    page,
    "/services",
    () => section.locator("form"),
    async () => {
      await section.getByLabel("Email").fill(email);
      await section
        .getByLabel("What would you like to talk about? (optional)")
        .selectOption({ label: "Plan succession or the sale of the business" });
      await section.getByRole("checkbox", { name: /I agree to the privacy policy/ }).check();
    },
  );

  await section.getByRole("button", { name: "Book a call" }).click();
  await expect(section.getByRole("status")).toContainText("Thanks, we've got your request");
  const notification = await waitForEmail(
    e2e.mailDir,
    "leads@kestrel.test",
    new RegExp(`New Ready to talk request: ${email}`),
  );
  expect(notification.text).toContain("Wants to talk about: Plan succession or the sale of the business");
});

test("the ROI calculator counts a figure typed before its scripts ran", async ({ page }) => {
  const calculator = page.getByRole("region", { name: "What is a missed call costing your practice?" });
  await fillBeforeScripts(
    page,
    "/who-we-help/medical",
    () => calculator.locator("form"),
    async () => {
      await calculator.getByLabel("Missed calls per week").fill("0");
    },
  );
  await expect(calculator.getByLabel("Missed calls per week")).toHaveValue("0");
  await expect(
    calculator.locator('xpath=.//dt[normalize-space()="Monthly value"]/following-sibling::dd[1]'),
  ).toHaveText(/^R\s?35\s?200$/);
});

test("the hospitality diagnostic rates the statements ticked before its scripts ran", async ({ page }) => {
  const diagnostic = page.getByRole("region", { name: "Quick diagnostic: where is your venue at risk?" });
  await fillBeforeScripts(
    page,
    "/who-we-help/hospitality",
    () => diagnostic.locator("form"),
    async () => {
      await diagnostic.getByRole("checkbox", { name: /60 hours a week/ }).check();
      await diagnostic.getByRole("checkbox", { name: /one key person/ }).check();
    },
  );
  await expect(diagnostic.getByRole("checkbox", { checked: true })).toHaveCount(2);
  await expect(diagnostic.getByText("2 issues identified")).toBeVisible();
});

test("the automations assessment counts an answer chosen before its scripts ran", async ({ page }) => {
  await fillBeforeScripts(
    page,
    "/automations-assessment",
    (p) => p.locator("form").filter({ hasText: "When a customer phones" }),
    async () => {
      await page.getByRole("radio", { name: "It goes to voicemail, which we check when we can" }).check();
    },
  );
  await expect(page.getByRole("radio", { name: "It goes to voicemail, which we check when we can" })).toBeChecked();
  await expect(page.getByText("1 of 10 answered")).toBeVisible();
});

test("an FAQ question pressed before the scripts ran opens once they have", async ({ page }) => {
  const faq = page.getByRole("region", { name: "Before you call" });
  const charging = faq.getByRole("button", { name: "How do you charge?" });
  await fillBeforeScripts(
    page,
    "/about/faq",
    () => charging,
    async () => {
      await charging.click();
    },
  );
  await expect(charging).toHaveAttribute("aria-expanded", "true");
});

test("a rail's scroll button pressed before the scripts ran scrolls one step, not two", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const rail = page.getByRole("region", { name: "Resident experience stages" });
  const right = page.getByRole("button", { name: "Scroll right" });
  await fillBeforeScripts(
    page,
    "/who-we-help/hoa",
    () => right,
    async () => {
      await rail.scrollIntoViewIfNeeded();
      await right.click();
    },
  );
  const scrollLeft = () => rail.evaluate((element) => Math.round(element.scrollLeft));
  await expect.poll(scrollLeft).toBe(420);
  // Pressed once: replayed once, not also by React.
  await page.waitForTimeout(1_000);
  expect(await scrollLeft()).toBe(420);
});

test("the account menu pressed while the page hydrates, its code still on the way, opens once the code has arrived", async ({
  page,
}) => {
  await signInAsAdmin(page);
  // The menu's code is a chunk of its own, fetched as hydration draws the header: held back, hydration waits for it.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/account-menu-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const menuCodeAsked = page.waitForRequest(/\/assets\/account-menu-[\w-]+\.js$/);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await menuCodeAsked;
  const account = page.getByRole("button", { name: e2e.admin.email });
  await account.click();
  release();
  const dashboard = page.getByRole("menuitem", { name: "Admin Dashboard" });
  await expect(dashboard).toBeVisible();
  // Pressed once: opened once, not opened and closed again.
  await page.waitForTimeout(1_000);
  await expect(account).toHaveAttribute("aria-expanded", "true");
  await dashboard.click();
  await expect(page).toHaveURL("/admin");
});
