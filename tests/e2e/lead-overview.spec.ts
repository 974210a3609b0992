/**
 * The leads overview at /admin/overview as the team sees it: two contact requests come in, one is marked Won, and
 * the page's tables count them (this week's contact requests, the /contact page's leads and wins), next to charts
 * that are images with a name. Other specs add leads to the same database at the same time, so counts that any
 * visitor can change are checked as "at least"; only this spec marks leads Won, so the wins are checked exactly.
 * Then accessibility on desktop and mobile widths, and a page that never scrolls sideways.
 */
import crypto from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { postContactRequest } from "./leads";
import { expect, test, uniqueEmail } from "./fixtures";
import { signInAsAdmin } from "./staff";

const unique = (name: string) => `${name} ${crypto.randomBytes(3).toString("hex")}`;

const table = (page: Page, caption: string) => page.getByRole("table", { name: caption });
const rowOf = (inTable: Locator, heading: string) =>
  inTable.getByRole("row").filter({ has: inTable.page().getByRole("rowheader", { name: heading, exact: true }) });

/** The number in a row's `index`th data cell (after its heading); 0 when the row is not there. */
async function cellNumber(row: Locator, index: number): Promise<number> {
  if ((await row.count()) === 0) return 0;
  return Number((await row.getByRole("cell").nth(index).innerText()).trim());
}

/** The figures this spec changes: this week's contact requests, and the /contact page's leads and wins. */
async function figures(page: Page) {
  await page.goto("/admin/overview");
  await expect(page.getByRole("heading", { level: 1, name: "Leads overview" })).toBeVisible();
  if ((await table(page, "Leads per week, by type").count()) === 0) return { thisWeek: 0, leads: 0, won: 0 };
  // The last row is this week; its first data cell is the contact requests.
  const thisWeek = await cellNumber(table(page, "Leads per week, by type").getByRole("row").last(), 0);
  const source = rowOf(table(page, "Conversion by source page"), "/contact");
  return { thisWeek, leads: await cellNumber(source, 0), won: await cellNumber(source, 1) };
}

test.describe("the leads overview", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("counts the leads that came in this week and the one that was won", async ({ page }) => {
    test.slow();
    await signInAsAdmin(page);
    const before = await figures(page);

    const won = unique("Overview won");
    await postContactRequest(page, { name: won, business: "Overview Logistics" });
    await postContactRequest(page, {
      name: unique("Overview open"),
      email: uniqueEmail("overview"),
      business: "Overview Logistics",
    });

    // Mark one Won from its page.
    await page.goto(`/admin/leads?q=${encodeURIComponent(won)}`);
    await page.getByRole("link", { name: won, exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: won })).toBeVisible();
    await page.getByLabel("Lead status").selectOption({ label: "Won" });
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByText("Status changed")).toBeVisible();

    const after = await figures(page);
    expect(after.thisWeek).toBeGreaterThanOrEqual(before.thisWeek + 2);
    expect(after.leads).toBeGreaterThanOrEqual(before.leads + 2);
    expect(after.won).toBe(before.won + 1);

    // The charts are named images; their numbers are in the tables.
    await expect(page.getByRole("img", { name: /^Bar chart of leads per week for the last 12 weeks/ })).toBeVisible();
    await expect(page.getByRole("img", { name: /^Bar chart of the share of leads replied to on time/ })).toBeVisible();
    await expect(page.getByRole("list", { name: "Types" })).toContainText("Contact request");
    const replies = table(page, "Time to first reply and replies on time, by type");
    await expect(rowOf(replies, "Contact request")).toContainText("1 business day");
    await expect(rowOf(replies, "Marketplace")).toContainText("2 business days");
    await expect(rowOf(table(page, "Conversion by industry"), "Not given")).toBeVisible();
  });
});

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["mobile", { width: 390, height: 844 }],
] as const) {
  test.describe(`accessibility on ${device}`, () => {
    test.use({ viewport });

    test("the leads overview has no axe violations", async ({ page }) => {
      await postContactRequest(page, {
        name: unique("Overview axe"),
        email: uniqueEmail("overview"),
        business: "Overview Logistics",
      });
      await signInAsAdmin(page);
      await page.goto("/admin/overview");
      await expect(page.getByRole("heading", { level: 1, name: "Leads overview" })).toBeVisible();
      await expect(table(page, "Leads per week, by type")).toBeVisible();
      await expectNoViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  });
}
