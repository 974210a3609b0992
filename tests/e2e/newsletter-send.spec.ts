/**
 * The newsletter, sent, as the staff and a reader see it: a reader signs up and confirms; the admin composes an
 * issue from recent insights, reads its preview, sends a test to themself, sends it to the subscribers after the
 * confirmation step; the reader's copy reaches the SMTP listener with its List-Unsubscribe headers, and the
 * one-click POST unsubscribes them. Accessibility of every newsletter screen in the admin, on desktop and mobile.
 */
import type { Browser, Page } from "@playwright/test";
import { firstLink, waitForEmail, type ReceivedEmail } from "../support/mail";
import { expectNoViolations } from "./axe";
import { e2e } from "./environment";
import { expect, test, uniqueEmail } from "./fixtures";
import { signInAsAdmin } from "./staff";

const PREVIEW = "The email as a subscriber sees it";

/** A reader, in a browser of their own, signs up on /insights and confirms from the email; their address. */
async function confirmedReader(browser: Browser, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.240" } });
  try {
    const page = await context.newPage();
    await page.goto("/insights");
    const block = page.locator("#newsletter");
    await expect(block.locator("form")).toHaveAttribute("action", "/insights");
    await block.getByLabel("Email address").fill(email);
    await block.getByRole("checkbox", { name: /email me the weekly Insights newsletter/ }).check();
    await block.getByRole("button", { name: "Get insights" }).click();
    await expect(block.getByRole("status")).toContainText("Almost there");
    const confirmation = await waitForEmail(e2e.mailDir, email, /Please confirm your subscription/);
    await page.goto(firstLink(confirmation));
    await expect(page.getByRole("heading", { level: 1, name: "You're subscribed" })).toBeVisible();
  } finally {
    await context.close();
  }
  return email;
}

/** The email's headers, unfolded. */
const headersOf = (email: ReceivedEmail) => email.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");

/** Composes a draft from the first two of the latest posts and saves it; the posts' titles. */
async function composeDraft(page: Page, subject: string): Promise<string[]> {
  await page.getByLabel("Subject", { exact: true }).fill(subject);
  await page.getByLabel("Introduction").fill("Good morning from Kestrel.\n\nTwo insights worth your coffee this week.");
  const boxes = page.getByRole("group", { name: "Posts" }).getByRole("checkbox");
  const titles: string[] = [];
  for (const box of [boxes.nth(0), boxes.nth(1)]) {
    await box.check();
    titles.push((await box.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? "")).trim());
  }
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/newsletter\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Edit issue" })).toBeVisible();
  return titles;
}

test("an issue composed from recent insights, previewed, tried on oneself, sent, and unsubscribed from in one click", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const reader = await confirmedReader(browser, "issue-reader");
  const subject = `Pricing notes ${Date.now()}`;

  await signInAsAdmin(page);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Newsletter" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
  await page.getByRole("link", { name: "Compose an issue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New issue" })).toBeVisible();

  // Nothing filled in: each field says what it needs.
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByLabel("Subject", { exact: true })).toHaveAccessibleDescription(/Please enter a subject\./);
  await expect(page.getByLabel("Introduction")).toHaveAccessibleDescription(/Please write an introduction\./);
  await expect(page.getByRole("group", { name: "Posts" })).toHaveAccessibleDescription(
    /Please choose at least one post\./,
  );

  const titles = await composeDraft(page, subject);

  // The preview shows the email as saved: the intro, then the posts in the list's order.
  const preview = page.frameLocator(`iframe[title="${PREVIEW}"]`);
  await expect(preview.getByText("Two insights worth your coffee this week.")).toBeVisible();
  for (const title of titles) await expect(preview.getByRole("heading", { name: title })).toBeVisible();
  await expect(preview.getByRole("link", { name: "Unsubscribe" })).toBeVisible();

  await page.getByRole("button", { name: "Send a test to me" }).click();
  await expect(page.getByText("Test sent")).toBeVisible();
  const testCopy = await waitForEmail(e2e.mailDir, e2e.admin.email, new RegExp(`^\\[Test\\] ${subject}$`));
  expect(testCopy.text).toContain(titles[0]);

  const send = page.getByRole("button", { name: /^Send to \d+ subscribers?$/ });
  const count = Number(/\d+/.exec((await send.textContent()) ?? "")![0]);
  expect(count).toBeGreaterThanOrEqual(1);
  await send.click();
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: `Send “${subject}” to ${count} ${count === 1 ? "subscriber" : "subscribers"}?`,
    }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Send now" }).click();
  await expect(page).toHaveURL("/admin/newsletter");
  await expect(page.getByText("Sending started")).toBeVisible();
  const row = page.getByRole("region", { name: "Newsletter issues" }).getByRole("row", { name: new RegExp(subject) });
  await expect(row).toBeVisible();

  // The reader's copy, as the SMTP listener received it.
  const copy = await waitForEmail(e2e.mailDir, reader, new RegExp(`^${subject}$`), 40_000);
  expect(copy.text).toContain("Good morning from Kestrel.");
  for (const title of titles) expect(copy.text).toContain(title);
  expect(copy.text).toMatch(new RegExp(`Read the full insight: ${e2e.baseURL}/insights/[a-z0-9-]+`));
  const headers = headersOf(copy);
  expect(headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  const target = /List-Unsubscribe: <([^>]+)>/.exec(headers)![1];
  expect(target).toMatch(new RegExp(`^${e2e.baseURL}/newsletter/unsubscribe\\?token=[\\w.-]+$`));
  expect(copy.text).toContain(`Don't want these emails? Unsubscribe: ${target}`);

  // What a mail program's Unsubscribe button sends (RFC 8058): this body, and no Origin.
  const oneClick = await page.request.post(target, {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(oneClick.status()).toBe(200);
  await page.goto(target);
  await expect(page.getByRole("heading", { level: 1, name: "You're unsubscribed" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(reader);

  // The list counts the copy sent and the reader who unsubscribed since.
  await expect(async () => {
    await page.goto("/admin/newsletter");
    await expect(row.getByRole("cell").nth(0)).toHaveText("Sent");
    const cells = await row.getByRole("cell").allTextContents();
    // State, queued, sent, failed, unsubscribed since, last change, open.
    expect(Number(cells[2])).toBeGreaterThanOrEqual(1);
    expect(Number(cells[4])).toBeGreaterThanOrEqual(1);
  }).toPass({ timeout: 30_000 });
});

test("the newsletter's admin screens have no axe violations on desktop and mobile", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await confirmedReader(browser, "axe-reader");
  await signInAsAdmin(page);
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto("/admin/newsletter");
    await expect(page.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
    await expectNoViolations(page);

    await page.goto("/admin/newsletter/new");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByLabel("Subject", { exact: true })).toHaveAccessibleDescription(/Please enter a subject\./);
    await expectNoViolations(page);

    await composeDraft(page, `Axe issue ${viewport.width} ${Date.now()}`);
    // The page as it opens (not mid-animation of the toast).
    await page.goto(page.url());
    await expect(
      page.frameLocator(`iframe[title="${PREVIEW}"]`).getByRole("link", { name: "Unsubscribe" }),
    ).toBeVisible();
    await expectNoViolations(page);

    await page.getByRole("button", { name: /^Send to \d+ subscribers?$/ }).click();
    await expect(page.getByRole("button", { name: "Send now" })).toBeVisible();
    await expectNoViolations(page);
    // Cancel leaves the draft as it was.
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit issue" })).toBeVisible();
  }
});
