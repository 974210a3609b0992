/**
 * Following a lead up as the team does: a new lead in Unassigned, given an owner, moved across the pipeline board
 * with the keyboard alone, replied to from its page (the email reaches the lead, with Reply-To the member of staff),
 * and its timeline showing all of it, newest first; the board without JavaScript; and axe on the new pages.
 */
import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { waitForEmail } from "../support/mail";
import { expectNoViolations } from "./axe";
import { e2e } from "./environment";
import { postContactRequest } from "./leads";
import { expect, test, uniqueEmail } from "./fixtures";
import { signInAsAdmin } from "./staff";

const unique = (name: string) => `${name} ${crypto.randomBytes(3).toString("hex")}`;

const card = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("link", { name, exact: true }) });

test.describe("following up a lead", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a new lead is assigned, moved across the board by keyboard, replied to, and its timeline shows it all", async ({
    page,
  }) => {
    test.slow();
    const name = unique("Naledi");
    const email = uniqueEmail("naledi");
    await postContactRequest(page, {
      name: name,
      email: email,
      business: "Follow Up Co",
      goals: "Hire a second manager.",
    });
    await signInAsAdmin(page);

    // Unassigned, with its reply due: in words, not colour alone.
    await page.goto("/admin/leads");
    const views = page.getByRole("list", { name: "Lead views" });
    await views.getByRole("link", { name: /^Unassigned \d+$/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Leads: Unassigned" })).toBeVisible();
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
    await expect(row).toContainText("Unassigned");
    await expect(row).toContainText(/Due( today)?/);

    // Given an owner on its page.
    await row.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const owner = page.getByRole("region", { name: "Follow-up" });
    await owner.getByLabel("Owner").selectOption({ label: "admin" });
    await owner.getByRole("button", { name: "Assign" }).click();
    // Said in the toast, and kept in the timeline.
    await expect(page.getByRole("region", { name: "Timeline" }).getByText("Given to admin")).toBeVisible();
    await expect(owner.getByLabel("Owner").locator("option:checked")).toHaveText("admin");

    // Mine now holds it.
    await views.getByRole("link", { name: /^Mine \d+$/ }).click();
    await expect(page.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) })).toContainText("admin");

    // Across the board with the keyboard alone: its menu, then its Move button.
    await views.getByRole("link", { name: "Pipeline board" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Pipeline board" })).toBeVisible();
    await expect(page.getByRole("region", { name: "New" }).getByRole("link", { name, exact: true })).toBeVisible();
    const menu = page.getByRole("combobox", { name: `Move ${name} to` });
    await menu.focus();
    await page.keyboard.press("ArrowDown");
    await expect(menu).toHaveValue("contacted");
    await page.keyboard.press("Tab");
    await expect(card(page, name).getByRole("button", { name: `Move ${name}` })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Lead moved to Contacted")).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Contacted" }).getByRole("link", { name, exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "New" }).getByRole("link", { name, exact: true })).toHaveCount(0);
    // The keyboard carries on from the moved card.
    await expect(card(page, name)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("region", { name: "Contacted" }).getByRole("link", { name, exact: true }),
    ).toBeFocused();

    // A reply from the lead's page, through the outbox.
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const reply = page.getByRole("region", { name: `Reply to ${name}` });
    await expect(reply.getByLabel("Subject")).toHaveValue("Re: your enquiry");
    await reply.getByLabel("Message").fill("Thank you for your request. Would Thursday at 10:00 suit you for a call?");
    await reply.getByLabel("Quote what they wrote").check();
    await reply.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByText("Reply sent")).toBeVisible();

    const sent = await waitForEmail(e2e.mailDir, email, /Re: your enquiry/);
    expect(sent.text).toContain("Would Thursday at 10:00 suit you for a call?");
    expect(sent.text).toContain("> Hire a second manager.");
    expect(sent.raw).toMatch(/^Reply-To: admin@kestrel\.test/m);
    expect(sent.raw).toMatch(/^From: .*no-reply@kestrel\.test/m);

    // The timeline, newest first: the reply, the move, the owner, the two arrival emails, the arrival.
    await page.reload();
    const timeline = page.getByRole("region", { name: "Timeline" });
    const events = timeline.getByRole("listitem");
    await expect(events.first()).toContainText("Reply");
    await expect(events.first()).toContainText("Would Thursday at 10:00 suit you for a call?");
    await expect(events.first()).toContainText(/Sent|Waiting to send/);
    await expect(timeline).toContainText("From New to Contacted");
    await expect(timeline).toContainText("Given to admin");
    await expect(events.last()).toContainText("Received");
    await expect(events.last()).toContainText("/contact");
    // Replied: the clock has stopped.
    await expect(page.getByRole("region", { name: "Follow-up" })).toContainText("Replied");
  });

  test("the board moves a lead with a plain form when JavaScript is off", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const name = unique("Lindiwe");
    await postContactRequest(page, {
      name: name,
      email: uniqueEmail("lindiwe"),
      business: "Follow Up Co",
      goals: "Hire a second manager.",
    });
    await signInAsAdmin(page);
    await page.goto(`/admin/leads/board?q=${encodeURIComponent(name)}`);
    await page.getByRole("combobox", { name: `Move ${name} to` }).selectOption({ label: "Qualified" });
    await page.getByRole("button", { name: `Move ${name}` }).click();
    await expect(
      page.getByRole("region", { name: "Qualified" }).getByRole("link", { name, exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Qualified" })).toContainText("1 lead");
    await context.close();
  });

  for (const [device, viewport] of [
    ["desktop", { width: 1280, height: 900 }],
    ["mobile", { width: 390, height: 844 }],
  ] as const) {
    test(`the board, the work queues and a lead's owner, reply and timeline have no axe violations on ${device}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const name = unique("Axe Follow");
      await postContactRequest(page, {
        name: name,
        email: uniqueEmail("axe-follow"),
        business: "Follow Up Co",
        goals: "Hire a second manager.",
      });
      await signInAsAdmin(page);
      await page.goto("/admin/leads/board");
      await expect(page.getByRole("heading", { level: 1, name: "Pipeline board" })).toBeVisible();
      await expectNoViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.goto("/admin/leads?view=due-today");
      await expectNoViolations(page);
      await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
      await page.getByRole("link", { name, exact: true }).first().click();
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await page.getByRole("button", { name: "Send reply" }).click();
      await expect(page.getByText("Please write your reply before sending.")).toBeVisible();
      await expectNoViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }
});
