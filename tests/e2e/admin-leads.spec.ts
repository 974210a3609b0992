/**
 * The leads inbox as the team uses it: a visitor's contact request found
 * with a filter, opened, moved on, annotated, exported, and its sender's data
 * downloaded and erased after a confirmation; the outbox; the same without
 * JavaScript; and accessibility on desktop and mobile widths.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { waitForEmail } from "../support/mail";
import { expectNoViolations } from "./axe";
import { e2e } from "./environment";
import { inboxRow, postContactRequest } from "./leads";
import { expect, test, uniqueEmail } from "./fixtures";
import { signInAsAdmin } from "./staff";

const NOTIFY = "leads@kestrel.test";
const unique = (name: string) => `${name} ${crypto.randomBytes(3).toString("hex")}`;

/** A contact request as a visitor makes it, through the form in the browser. */
async function submitContactForm(page: Page, name: string, email: string) {
  await page.goto("/contact?lead=operations-plan&utm_source=e2e");
  await expect(page.locator("#contact-form form")).toHaveAttribute(
    "action",
    "/contact?lead=operations-plan&utm_source=e2e",
  );
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Business name").fill("Mokoena Logistics");
  await page.getByLabel("Annual turnover").selectOption({ label: "R10m–R50m" });
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("checkbox", { name: /I agree to the privacy policy/ }).check();
  await page.getByRole("button", { name: "Request My Call" }).click();
  await expect(page.getByText("Request submitted successfully!")).toBeVisible();
}

test.describe("the leads inbox", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a visitor's request is found, opened, moved on, noted, exported, and its sender's data downloaded and erased", async ({
    page,
  }) => {
    // A long walk through the inbox, in the first file of the run, while the servers are still cold.
    test.slow();
    const name = unique("Thandi");
    const email = uniqueEmail("thandi");
    await submitContactForm(page, name, email);
    await waitForEmail(e2e.mailDir, NOTIFY, new RegExp(name));

    await signInAsAdmin(page);
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Leads" }).click();
    await expect(page).toHaveURL("/admin/leads");
    await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Leads" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    // Find it with a filter: the filter is the address.
    await page.getByLabel("Type").selectOption({ label: "Contact request" });
    await page.getByLabel("Search").fill(name.toUpperCase());
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/\/admin\/leads\?type=contact&/);
    expect(new URL(page.url()).searchParams.get("q")).toBe(name.toUpperCase());
    await expect(page.getByText("Showing 1 to 1 of 1 lead")).toBeVisible();
    const row = inboxRow(page, name);
    await expect(row).toContainText("Contact request");
    await expect(row).toContainText("Mokoena Logistics");
    await expect(row).toContainText("About: Operations plan");
    await expect(row).toContainText("utm e2e");
    await expect(row).toContainText("New");
    await expect(row).toContainText(email);

    // Open it.
    await row.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const consent = page.getByRole("region", { name: "Consent record" });
    await expect(consent).toContainText("Privacy notice version");
    await expect(consent).toContainText("2026-12");
    await expect(consent).toContainText("Respond to the enquiry and arrange a Value Mapping Call");
    await expect(page.getByRole("region", { name: "Context" })).toContainText("lead=operations-plan");
    await expect(page.getByRole("region", { name: "Details" })).toContainText("R10m–R50m");

    // Change its status.
    await page.getByLabel("Lead status").selectOption({ label: "Contacted" });
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByText("Status changed")).toBeVisible();
    await expect(page.getByText("New → Contacted")).toBeVisible();
    await expect(page.getByLabel("Lead status")).toHaveValue("contacted");

    // Add a note: an empty one is refused with a message.
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByLabel("Add a note")).toHaveAccessibleDescription(/Please write a note before saving\./);
    await page.getByLabel("Add a note").fill("Called back; wants the operations plan first.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Note added")).toBeVisible();
    await expect(page.getByRole("region", { name: "Timeline" })).toContainText(
      "Called back; wants the operations plan first.",
    );
    await expect(page.getByLabel("Add a note")).toHaveValue("");

    // Ctrl+S in a form of the lead page saves that form, as its button does.
    await page.getByLabel("Add a note").fill("Sent the plan; follow up on Friday.");
    await page.keyboard.press("Control+s");
    await expect(page.getByRole("region", { name: "Timeline" })).toContainText("Sent the plan; follow up on Friday.");
    await expect(page.getByLabel("Add a note")).toHaveValue("");
    await page.getByLabel("Lead status").focus();
    await page.getByLabel("Lead status").selectOption({ label: "Qualified" });
    await page.keyboard.press("Control+s");
    await expect(page.getByText("Contacted → Qualified")).toBeVisible();
    await expect(page.getByLabel("Lead status")).toHaveValue("qualified");
    await page.getByLabel("Lead status").focus();
    await page.getByLabel("Lead status").selectOption({ label: "Contacted" });
    await page.keyboard.press("Control+s");
    await expect(page.getByText("Qualified → Contacted")).toBeVisible();
    await expect(page.getByLabel("Lead status")).toHaveValue("contacted");

    // Export the filtered inbox as CSV.
    await page.goto(`/admin/leads?type=contact&q=${encodeURIComponent(name)}`);
    await expect(inboxRow(page, name)).toContainText("Contacted");
    const csvDownload = page.waitForEvent("download");
    await page.getByRole("link", { name: /Export CSV/ }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/^leads-contact-\d{4}-\d{2}-\d{2}\.csv$/);
    const csvText = fs.readFileSync((await csv.path())!, "utf8");
    const lines = csvText
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Type,Received,Name,Email,Phone,Business,Status,Owner,Reply due,First reply,Context,Source page,Consent given,Privacy notice,Reference",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`Contact request,`);
    // No owner, the reply due time it was given on arrival, no reply sent (the status alone was changed).
    expect(lines[1]).toContain(`,${name},${email},,Mokoena Logistics,Contacted,,`);
    expect(lines[1]).toMatch(
      /,Contacted,,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},,About: Operations plan · utm e2e · From \/contact,\/contact,/,
    );

    // Everything held about the sender: download it, then erase it after a confirmation.
    await inboxRow(page, name).getByRole("link", { name }).click();
    await page.getByRole("link", { name: "Everything held about them" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Data request" })).toBeVisible();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    const held = page.getByRole("region", { name: "What is held" });
    await expect(held).toContainText("1 contact request");
    await expect(held).toContainText("2 notes on them");
    await expect(held).toContainText("2 emails about them in the outbox");

    const jsonDownload = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download their data" }).click();
    const json = await jsonDownload;
    expect(json.suggestedFilename()).toMatch(/^personal-data-[0-9a-f]{12}-\d{4}-\d{2}-\d{2}\.json$/);
    const document = JSON.parse(fs.readFileSync((await json.path())!, "utf8")) as {
      subject: string;
      leads: { kind: string; name: string; status: string }[];
      notes: { body: string }[];
      emails: { subject: string }[];
    };
    expect(document.subject).toBe(email);
    expect(document.leads).toMatchObject([{ kind: "contact", name, status: "contacted" }]);
    expect(document.notes.map((note) => note.body).sort()).toEqual([
      "Called back; wants the operations plan first.",
      "Sent the plan; follow up on Friday.",
    ]);
    expect(document.emails).toHaveLength(2);

    await page.getByRole("link", { name: "Erase their data" }).click();
    await expect(page.getByRole("heading", { name: "Erase everything held about this person?" })).toBeVisible();
    const confirm = page.getByRole("region", { name: "Erase everything held about this person?" });
    await expect(confirm).toContainText(email);
    await expect(confirm).toContainText("1 contact request");
    await expect(confirm).toContainText("2 notes on them");
    await expect(confirm).toContainText("2 emails about them in the outbox");
    await page.getByRole("button", { name: "Erase permanently" }).click();

    await expect(page).toHaveURL("/admin/leads");
    await expect(page.getByText("Their data was erased")).toBeVisible();
    await expect(page.getByText("Deleted 1 lead, 2 notes, 0 replies and 2 emails.")).toBeVisible();
    await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
    await expect(page.getByText("No matching leads")).toBeVisible();
    await page.getByRole("region", { name: "Inbox" }).getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL("/admin/leads");
  });

  test("the outbox lists the emails with their status, and filters by status", async ({ page }) => {
    const name = unique("Outbox");
    await postContactRequest(page, { name: name, email: uniqueEmail("outbox"), business: "Dlamini Build" });
    await waitForEmail(e2e.mailDir, NOTIFY, new RegExp(name));

    await signInAsAdmin(page);
    await page.goto("/admin/leads");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Outbox" }).click();
    await expect(page).toHaveURL("/admin/outbox");
    await expect(page.getByRole("heading", { level: 1, name: "Email outbox" })).toBeVisible();
    const counts = page.getByRole("region", { name: "Emails by status" });
    await expect(counts).toContainText("Pending");
    await expect(counts).toContainText("Sent");
    await expect(counts).toContainText("Dead");

    const row = page.getByRole("row").filter({ hasText: `New Value Mapping Call request: ${name}` });
    await expect(row).toContainText(NOTIFY);
    await expect(row).toContainText("Sent");
    await expect(row.getByRole("button", { name: /Retry/ })).toHaveCount(0);

    await page.getByRole("navigation", { name: "Filter by status" }).getByRole("link", { name: "Sent" }).click();
    await expect(page).toHaveURL("/admin/outbox?status=sent");
    await expect(page.getByRole("heading", { name: "Sent emails" })).toBeVisible();
    await expect(row).toBeVisible();
    await page.getByRole("navigation", { name: "Filter by status" }).getByRole("link", { name: "Dead" }).click();
    await expect(page.getByText("No dead emails.")).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test("filtering, status, notes and erasure (with its confirmation page) are plain links and form posts", async ({
    page,
  }) => {
    const name = unique("Sipho");
    const email = uniqueEmail("sipho");
    await postContactRequest(page, { name: name, email: email, business: "Dlamini Build" });
    await signInAsAdmin(page);

    await page.goto("/admin/leads");
    await page.getByLabel("Status").selectOption({ label: "New" });
    await page.getByLabel("Search").fill(email);
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/\/admin\/leads\?.*status=new/);
    expect(new URL(page.url()).searchParams.get("q")).toBe(email);
    await inboxRow(page, name).getByRole("link", { name }).click();

    await page.getByLabel("Lead status").selectOption({ label: "Spam" });
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByLabel("Lead status")).toHaveValue("spam");

    await page.getByLabel("Add a note").fill("x".repeat(10));
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("region", { name: "Timeline" })).toContainText("xxxxxxxxxx");

    await page.getByRole("link", { name: "Everything held about them" }).click();
    await page.getByRole("link", { name: "Erase their data" }).click();
    await expect(page).toHaveURL(/confirm=erase/);
    await page.getByRole("button", { name: "Erase permanently" }).click();
    await expect(page).toHaveURL("/admin/leads");
    await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
    await expect(page.getByText("No matching leads")).toBeVisible();
  });
});

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["mobile", { width: 390, height: 844 }],
] as const) {
  test.describe(`accessibility on ${device}`, () => {
    test.use({ viewport });

    test("the inbox, a lead, a data request, its confirmation and the outbox have no axe violations", async ({
      page,
    }) => {
      const name = unique("Axe");
      const email = uniqueEmail("axe");
      await postContactRequest(page, { name: name, email: email, business: "Dlamini Build" });
      await signInAsAdmin(page);

      await page.goto("/admin/leads");
      await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
      await expectNoViolations(page);
      // On a phone each lead is a card (name first); on a desktop, a row of the table. The page never scrolls sideways.
      if (device === "mobile") {
        await expect(
          page.getByRole("list", { name: "Leads" }).getByRole("listitem").filter({ hasText: name }),
        ).toContainText("Contact request");
        await expect(page.getByRole("region", { name: "Leads table" })).toBeHidden();
      } else {
        await expect(inboxRow(page, name)).toBeVisible();
        await expect(page.getByRole("list", { name: "Leads" })).toBeHidden();
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      await page.goto(`/admin/leads?q=${encodeURIComponent("nobody-matches-this")}`);
      await expect(page.getByText("No matching leads")).toBeVisible();
      await expectNoViolations(page);

      await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
      await page.getByRole("link", { name, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await page.getByRole("button", { name: "Add note" }).click();
      await expect(page.getByText("Please write a note before saving.")).toBeVisible();
      await expectNoViolations(page);

      await page.getByRole("link", { name: "Everything held about them" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Data request" })).toBeVisible();
      await expectNoViolations(page);
      await page.getByRole("link", { name: "Erase their data" }).click();
      await expect(page.getByRole("button", { name: "Erase permanently" })).toBeVisible();
      await expectNoViolations(page);

      await page.goto("/admin/outbox");
      await expect(page.getByRole("heading", { level: 1, name: "Email outbox" })).toBeVisible();
      await expectNoViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  });
}
