/**
 * The site's facts and menus edited in the admin (ADR 061): the phone number set once and shown in the mobile call
 * bar and the footer to a visitor, a menu's label changed and its links reordered by keyboard (and without
 * JavaScript), the firm's Organization and a page's BreadcrumbList structured data, and both screens' accessibility.
 *
 * On a server and database of their own, one test after another: the header and footer they change show on every
 * page other specs read. What they change is put back at the end all the same.
 */
import type { Browser, Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { e2e } from "./environment";
import { expect, test } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";
import { signInAsAdmin as signInAsStaffAdmin } from "./staff";

const PORT = e2e.port + 74;
const base = `http://localhost:${PORT}`;
let own: OwnServer | undefined;

test.describe.configure({ mode: "default" });
test.use({ baseURL: base });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnServer({ port: PORT, name: "site-settings", enrolFrom: "2001:db8:fffe::74" });
});

test.afterAll(async () => {
  await own?.stop();
});

const signInAsAdmin = (page: Page) => signInAsStaffAdmin(page, own!.adminTotpKey);

/** A visitor who is not signed in, on a phone. */
async function visitorOnAPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 }, isMobile: true });
  return context.newPage();
}

async function scrollTo(page: Page, fraction: number) {
  await page.evaluate((f) => {
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, scrollable * f);
  }, fraction);
}

async function saveFacts(page: Page, fields: Record<string, string>) {
  await page.goto("/admin/site-facts");
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: "Save facts" }).click();
  await expect(page.getByText("Site facts saved")).toBeVisible();
}

test("the phone number, set once, shows in the mobile call bar and the footer", async ({ page, browser }) => {
  await signInAsAdmin(page);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Site facts" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Site facts" })).toBeVisible();

  // A number in no form the site reads: refused, said beside the field, the typed text kept.
  const phone = page.getByLabel("Phone number", { exact: true });
  await phone.fill("555 0199");
  await page.getByRole("button", { name: "Save facts" }).click();
  await expect(page.getByText("Please correct the field marked below.")).toBeVisible();
  await expect(phone).toHaveValue("555 0199");
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(/Enter a South African number \(082 123 4567\)/)).toBeVisible();

  await saveFacts(page, { "Phone number": "082 555 0199", "WhatsApp number": "+27 82 555 0100" });
  await expect(page.getByLabel("Phone number", { exact: true })).toHaveValue("082 555 0199");

  const visitor = await visitorOnAPhone(browser);
  await visitor.goto("/privacy-policy");
  await scrollTo(visitor, 0.3);
  const bar = visitor.getByTestId("mobile-call-bar");
  await expect(bar.getByRole("link", { name: "Book free call" })).toBeVisible();
  const call = bar.getByRole("link", { name: "Call 082 555 0199" });
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute("href", "tel:+27825550199");
  await expect(bar.getByRole("link", { name: "WhatsApp +27 82 555 0100" })).toHaveAttribute(
    "href",
    "https://wa.me/27825550100",
  );
  const footer = visitor.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Call 082 555 0199" })).toHaveAttribute("href", "tel:+27825550199");
  await expect(footer).toContainText("082 555 0199");
  await visitor.context().close();

  // Put back: no phone, no WhatsApp.
  await saveFacts(page, { "Phone number": "", "WhatsApp number": "" });
  const after = await visitorOnAPhone(browser);
  await after.goto("/privacy-policy");
  await scrollTo(after, 0.3);
  await expect(after.getByTestId("mobile-call-bar").getByRole("link", { name: "Book free call" })).toBeVisible();
  await expect(after.getByTestId("mobile-call-bar").getByRole("link", { name: /Call 0/ })).toHaveCount(0);
  await after.context().close();
});

test("a menu's label is edited and its links reordered by keyboard", async ({ page, browser }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/menus");
  await expect(page.getByRole("heading", { level: 1, name: "Menus" })).toBeVisible();

  const industries = page.getByRole("group", { name: /^Item 2: Industries/ });
  await industries.getByLabel("Menu name", { exact: true }).fill("Sectors");

  // The legal links: Privacy Policy moved below Terms of Use by keyboard; the keyboard stays with it.
  const legal = page.getByRole("region", { name: "Legal links" });
  const down = legal.getByRole("button", { name: "Move down: Privacy Policy" });
  await down.focus();
  await page.keyboard.press("Enter");
  await expect(legal.getByRole("group").first()).toHaveAccessibleName(/Terms of Use/);
  await expect(legal.getByRole("button", { name: "Move up: Privacy Policy" })).toBeFocused();
  await expect(
    page.getByRole("status").filter({ hasText: 'Moved "Privacy Policy" to position 2 of 2.' }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Save menus" }).click();
  await expect(page.getByText("Menus saved")).toBeVisible();

  const visitor = await (await browser.newContext({ baseURL: base })).newPage();
  await visitor.goto("/about");
  await expect(
    visitor.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sectors" }),
  ).toBeVisible();
  await expect(visitor.getByRole("navigation", { name: "Legal" }).getByRole("link").allInnerTexts()).resolves.toEqual([
    "Terms of Use",
    "Privacy Policy",
    "Staff sign-in",
  ]);
  await visitor.context().close();

  // Put back.
  await page.goto("/admin/menus");
  await page
    .getByRole("group", { name: /^Item 2: Sectors/ })
    .getByLabel("Menu name", { exact: true })
    .fill("Industries");
  await page
    .getByRole("region", { name: "Legal links" })
    .getByRole("button", { name: "Move up: Privacy Policy" })
    .click();
  await page.getByRole("button", { name: "Save menus" }).click();
  await expect(page.getByText("Menus saved")).toBeVisible();
  await page.goto("/about");
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Industries" }),
  ).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Move down and Remove send the form back changed, saved only by Save menus", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/menus");
    const legal = page.getByRole("region", { name: "Legal links" });
    await legal.getByRole("button", { name: "Move down: Privacy Policy" }).click();
    await expect(page.getByText(/Not saved yet/).first()).toBeVisible();
    await expect(legal.getByRole("group").first()).toHaveAccessibleName(/Terms of Use/);
    await legal.getByRole("button", { name: "Remove: Terms of Use" }).click();
    await expect(page.getByText('Removed "Terms of Use".', { exact: false })).toBeVisible();
    await expect(legal.getByRole("group")).toHaveCount(1);
    // Nothing was saved: the menus as stored.
    await page.goto("/admin/menus");
    await expect(page.getByRole("region", { name: "Legal links" }).getByRole("group")).toHaveCount(2);
    await expect(page.getByRole("region", { name: "Legal links" }).getByRole("group").first()).toHaveAccessibleName(
      /Privacy Policy/,
    );
  });
});

test("every public page describes the firm, and a page with breadcrumbs its trail, as JSON-LD", async ({ page }) => {
  await page.goto("/about/faq");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const parsed = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
  const organization = parsed.find((item) => item["@type"] === "Organization");
  expect(organization).toMatchObject({
    "@context": "https://schema.org",
    name: "Kestrel Advisory",
    legalName: "Kestrel Advisory (Pty) Ltd",
    url: `${base}/`,
    email: "hello@kestreladvisory.co.za",
    sameAs: expect.arrayContaining(["https://www.linkedin.com/company/kestrel-advisory-za"]),
  });
  const trail = parsed.find((item) => item["@type"] === "BreadcrumbList");
  expect(trail).toMatchObject({
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: `${base}/` },
      expect.objectContaining({ position: 2 }),
      expect.objectContaining({ position: 3, item: `${base}/about/faq` }),
    ],
  });
  await page.goto("/contact");
  const contact = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(contact.map((text) => (JSON.parse(text) as { "@type": string })["@type"])).toContain("Organization");
});

for (const viewport of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "390 px", width: 390, height: 844 },
]) {
  test(`both screens have no axe violations at ${viewport.name}`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signInAsAdmin(page);
    for (const path of ["/admin/site-facts", "/admin/menus"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoViolations(page);
    }
    // The screens fit a phone: nothing wider than the window.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test("a stale save of the facts from a second tab is refused, keeping what was typed", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/site-facts");
  const second = await page.context().newPage();
  await second.goto("/admin/site-facts");

  await saveFacts(page, { "Office hours": "Weekdays, 08:00 to 17:00" });

  await second.getByLabel("Office hours", { exact: true }).fill("Monday to Saturday");
  await second.getByRole("button", { name: "Save facts" }).click();
  const conflict = second.getByRole("alert").filter({
    has: second.getByRole("heading", { name: "Someone else saved the site facts while you were editing" }),
  });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText("Office hours");
  await expect(second.getByLabel("Office hours", { exact: true })).toHaveValue("Monday to Saturday");
  await second.close();

  // Put back.
  await saveFacts(page, { "Office hours": "" });
});
