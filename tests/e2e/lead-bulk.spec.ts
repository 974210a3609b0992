/**
 * Working leads in bulk from the inbox, with the keyboard only: three leads ticked, given to an owner and moved on
 * in two actions, each confirmed by a toast and seen in the list; the inbox with a selection has no axe violations;
 * and a lead's address from before every lead had one (as emailed digests hold it) answers with the lead's page.
 */
import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { e2e } from "./environment";
import { inboxRow, postContactRequest } from "./leads";
import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./staff";

/** Ticks a lead's box from the keyboard: focus reaches it, Space ticks it. */
async function tickWithKeyboard(page: Page, name: string) {
  const box = page.getByRole("checkbox", { name: `Select ${name}` });
  await box.focus();
  await expect(box).toBeFocused();
  await page.keyboard.press("Space");
  await expect(box).toBeChecked();
}

test.describe("bulk actions on the leads inbox", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("three leads are ticked with the keyboard, assigned, and moved on together", async ({ page }) => {
    const tag = crypto.randomBytes(3).toString("hex");
    const names = ["Aphiwe", "Bongani", "Carla"].map((first) => `${first} Bulk${tag}`);
    for (const name of names) await postContactRequest(page, { name: name, business: "Bulk Traders" });

    await signInAsAdmin(page);
    await page.goto(`/admin/leads?q=Bulk${tag}`);
    await expect(page.getByRole("status").filter({ hasText: "Showing 1 to 3 of 3 leads" })).toBeVisible();
    const bar = page.getByRole("form", { name: "Bulk actions" });
    await expect(bar.getByRole("status")).toHaveText("Tick leads in the list, then choose what to do with them.");
    await expect(bar.getByRole("button", { name: "Assign selected" })).toHaveCount(0);

    for (const name of names) await tickWithKeyboard(page, name);
    await expect(bar.getByRole("status")).toHaveText("3 selected");
    await expect(page.getByRole("checkbox", { name: "Select all leads on this page" })).toBeChecked();

    const owner = bar.getByLabel("Assign to");
    await owner.focus();
    // The first member of staff who works the leads, by the keyboard's arrow.
    await page.keyboard.press("ArrowDown");
    const ownerName = (await owner.locator("option:checked").textContent())!.trim();
    expect(ownerName).not.toBe("Unassigned");
    await bar.getByRole("button", { name: "Assign selected" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(`Assigned 3 leads to ${ownerName}`)).toBeVisible();
    for (const name of names) await expect(inboxRow(page, name)).toContainText(ownerName);
    // Done: the selection starts again.
    await expect(bar.getByRole("status")).toHaveText("Tick leads in the list, then choose what to do with them.");

    for (const name of names) await tickWithKeyboard(page, name);
    await bar.getByLabel("Move to").selectOption({ label: "Qualified" });
    await bar.getByRole("button", { name: "Set status" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Moved 3 leads to Qualified")).toBeVisible();
    for (const name of names) await expect(inboxRow(page, name)).toContainText("Qualified");
  });

  test("the inbox with a selection has no axe violations, and erasing asks first with the count", async ({ page }) => {
    const tag = crypto.randomBytes(3).toString("hex");
    const names = ["Dineo", "Eben"].map((first) => `${first} Axe${tag}`);
    for (const name of names) await postContactRequest(page, { name: name, business: "Bulk Traders" });
    await signInAsAdmin(page);
    await page.goto(`/admin/leads?q=Axe${tag}`);
    await page.getByRole("checkbox", { name: "Select all leads on this page" }).check();
    await expect(page.getByRole("form", { name: "Bulk actions" }).getByRole("status")).toHaveText("2 selected");
    await expectNoViolations(page);

    await page.getByRole("button", { name: "Erase selected" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Erase 2 leads?" });
    await expect(dialog).toBeVisible();
    await expectNoViolations(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(inboxRow(page, names[0])).toBeVisible();
    await expect(page.getByRole("button", { name: "Erase selected" })).toBeFocused();
  });

  test("a lead's old address answers with its one address", async ({ page }) => {
    const name = `Fikile Old${crypto.randomBytes(3).toString("hex")}`;
    await postContactRequest(page, { name: name, business: "Bulk Traders" });
    await signInAsAdmin(page);
    await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
    const href = await page.getByRole("link", { name }).getAttribute("href");
    expect(href).toMatch(/^\/admin\/leads\/[0-9a-f-]{36}$/);
    const id = href!.split("/").at(-1)!;

    const response = await page.goto(`/admin/leads/contact/${id}`);
    const first = response?.request().redirectedFrom();
    expect(first?.url()).toBe(`${e2e.baseURL}/admin/leads/contact/${id}`);
    expect((await first!.response())!.status()).toBe(301);
    await expect(page).toHaveURL(`/admin/leads/${id}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  });
});

test.describe("bulk actions without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test("ticked leads are marked as spam, then erased after a page that names the count", async ({ page }) => {
    const tag = crypto.randomBytes(3).toString("hex");
    const names = ["Gugu", "Hendrik"].map((first) => `${first} NoJs${tag}`);
    for (const name of names) await postContactRequest(page, { name: name, business: "Bulk Traders" });
    await signInAsAdmin(page);
    await page.goto(`/admin/leads?q=NoJs${tag}`);
    for (const name of names) await page.getByRole("checkbox", { name: `Select ${name}` }).check();
    await page.getByRole("button", { name: "Mark as spam" }).click();
    // The toast is shown by script; the list itself says what was done.
    await expect(page).toHaveURL(`/admin/leads?q=NoJs${tag}`);
    for (const name of names) await expect(inboxRow(page, name)).toContainText("Spam");

    for (const name of names) await page.getByRole("checkbox", { name: `Select ${name}` }).check();
    await page.getByRole("button", { name: "Erase selected" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Erase 2 leads?" })).toBeVisible();
    await page.getByRole("button", { name: "Erase 2 leads" }).click();
    await expect(page).toHaveURL(`/admin/leads?q=NoJs${tag}`);
    await expect(page.getByText("No matching leads")).toBeVisible();
  });
});
