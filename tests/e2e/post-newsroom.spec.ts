/**
 * Publishing like a newsroom, as an editor works: leaving with unsaved
 * changes asks first and the browser keeps a copy; every save lands back in
 * the post's editor, clean; a live post's edits wait as a draft, with Publish
 * changes at hand, that a signed preview link shows to someone signed out; a second
 * save over a newer one is refused with the other's changes; the history
 * compares and restores; a scheduled post stays hidden until its time, which
 * the test reaches by moving the server's clock (tests/support/shifted-clock.mjs).
 *
 * On a server and database of its own, one test after another: its posts would
 * otherwise show on the pages other tests count, and its clock moves.
 */
import crypto from "node:crypto";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { waitForHydration } from "./hydration";
import { e2e } from "./environment";
import { startOwnServer, type OwnServer } from "./own-server";
import { expect, test } from "./fixtures";
import { signInAsAdmin as signInAsStaffAdmin } from "./staff";

/** How far each SIGUSR2 moves the server's clock. */
const CLOCK_STEP_MS = 3 * 60 * 60 * 1000;

// Beside the suite's own server (4173 by default: 4219), so runs on other ports never collide.
const PORT = e2e.port + 46;
const base = `http://localhost:${PORT}`;
let own: OwnServer | undefined;

test.describe.configure({ mode: "default" });
test.use({ baseURL: base });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnServer({
    port: PORT,
    name: "newsroom",
    enrolFrom: "2001:db8:fffe::2",
    logLevel: "info",
    serverEnv: {
      NODE_OPTIONS: `--import ${path.resolve("tests/support/shifted-clock.mjs")}`,
      CLOCK_STEP_MS: String(CLOCK_STEP_MS),
    },
  });
});

test.afterAll(async () => {
  await own?.stop();
});

const suffix = () => crypto.randomBytes(4).toString("hex");

async function signIn(page: Page) {
  await page.goto(base);
  await signInAsStaffAdmin(page, own!.adminTotpKey);
}

async function writePost(page: Page, title: string, { publish = false } = {}) {
  await page.goto(`${base}/admin/posts/new`);
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Summary", { exact: true }).fill(`What ${title} is about.`);
  await page.getByLabel("Content", { exact: true }).fill(`## Why it matters\n\nThe first words of ${title}.`);
  await page.getByLabel("Category").selectOption({ label: "Growth & Revenue" });
  if (publish) await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Blog post created successfully")).toBeVisible();
  await expectInEditor(page, title);
}

/** After a save: in the post's editor still, its fields holding what was saved. */
async function expectInEditor(page: Page, title: string) {
  await expect(page).toHaveURL(new RegExp(`^${base}/admin/posts/[0-9a-f-]{36}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Edit post" })).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
}

const postRow = (page: Page, title: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: title, exact: true }) });

async function openEditor(page: Page, title: string) {
  await page.goto(`${base}/admin?q=${encodeURIComponent(title)}`);
  await postRow(page, title)
    .getByRole("link", { name: `Edit ${title}` })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit post" })).toBeVisible();
}

test.use({ viewport: { width: 1280, height: 900 } });

test("leaving with unsaved changes asks first, and a closed tab's work is offered back", async ({ page }) => {
  await signIn(page);
  await page.goto(`${base}/admin/posts/new`);
  const title = `Unsaved ${suffix()}`;
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Summary", { exact: true }).fill("Typed, never saved.");

  // A link inside the site: the editor asks, and Stay keeps everything.
  await page.getByRole("link", { name: "All posts" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Stay" })).toBeFocused();
  await expectNoViolations(page);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${base}/admin/posts/new`);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);

  // Reloading the tab: the browser's own question (accepted here, as a crash would not ask at all).
  const asked: string[] = [];
  page.on("dialog", async (question) => {
    asked.push(question.type());
    await question.accept();
  });
  await page.reload();
  expect(asked).toEqual(["beforeunload"]);

  // The copy kept in the browser is offered back.
  const offer = page.getByRole("status").filter({ hasText: "Unsaved changes from" });
  await expect(offer).toContainText("were found in this browser.");
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("");
  await expectNoViolations(page);
  await offer.getByRole("button", { name: "Restore them" }).click();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(page.getByLabel("Summary", { exact: true })).toHaveValue("Typed, never saved.");

  // Leaving, confirmed, goes; the copy stays for next time.
  await page.getByRole("link", { name: "All posts" }).click();
  await page.getByRole("alertdialog", { name: "Leave without saving?" }).getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(`${base}/admin`);
});

test("the last keystrokes are kept in the browser when the tab closes and when the editor is left", async ({
  page,
  context,
}) => {
  test.slow(); // two editors, a save and three page loads
  await signIn(page);
  // The copy is written 0.6 s after the last keystroke. The browser's clock stops once the editor is open, so that
  // pause never ends: only closing the tab or leaving the editor can write what is typed after it.
  await context.clock.install();
  await page.goto(`${base}/admin/posts/new`);
  await context.clock.pauseAt(Date.now() + 10_000);
  const title = `Closed ${suffix()}`;
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Summary", { exact: true }).pressSequentially("The last words");
  await page.close();

  await context.clock.resume();
  const reopened = await context.newPage();
  await reopened.goto(`${base}/admin/posts/new`);
  const offer = reopened.getByRole("status").filter({ hasText: "Unsaved changes from" });
  await expect(offer).toContainText("were found in this browser.");
  await offer.getByRole("button", { name: "Restore them" }).click();
  await expect(reopened.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(reopened.getByLabel("Summary", { exact: true })).toHaveValue("The last words");

  // Leaving by a link inside the site, confirmed, at once after typing.
  await context.clock.pauseAt(Date.now() + 20_000);
  const summary = reopened.getByLabel("Summary", { exact: true });
  await summary.focus();
  await summary.press("End");
  await summary.pressSequentially(", and then some");
  await reopened.getByRole("link", { name: "All posts" }).click();
  await reopened
    .getByRole("alertdialog", { name: "Leave without saving?" })
    .getByRole("button", { name: "Leave" })
    .click();
  await expect(reopened).toHaveURL(`${base}/admin`);
  await context.clock.resume();
  await reopened.goto(`${base}/admin/posts/new`);
  await offer.getByRole("button", { name: "Restore them" }).click();
  await expect(reopened.getByLabel("Summary", { exact: true })).toHaveValue("The last words, and then some");

  // Saved at once after a keystroke: the copy is dropped and nothing written afterwards brings it back.
  await reopened.getByLabel("Content", { exact: true }).fill("## Kept\n\nSaved at last.");
  await reopened.getByLabel("Category").selectOption({ label: "Growth & Revenue" });
  await context.clock.pauseAt(Date.now() + 30_000);
  await summary.press("End");
  await summary.pressSequentially(".");
  await reopened.getByRole("button", { name: "Save", exact: true }).click();
  await expectInEditor(reopened, title);
  await expect(reopened.getByLabel("Summary", { exact: true })).toHaveValue("The last words, and then some.");
  await context.clock.resume();
  await reopened.goto(`${base}/admin/posts/new`);
  await waitForHydration(reopened.getByLabel("Title", { exact: true }));
  expect(
    await reopened.evaluate(() =>
      Object.keys(window.localStorage).filter((name) => name.startsWith("kestrel:post-draft:")),
    ),
  ).toEqual([]);
  await expect(offer).toHaveCount(0);
});

test("a live post's edit waits as a draft, a preview link shows it signed out, and Publish changes makes it live", async ({
  page,
  browser,
}) => {
  await signIn(page);
  const id = suffix();
  const title = `Live story ${id}`;
  await writePost(page, title, { publish: true });

  await openEditor(page, title);
  await page.getByLabel("Title", { exact: true }).fill(`${title}, revised`);
  await page.getByLabel("Content", { exact: true }).fill("## A better angle\n\nRewritten for the draft.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Blog post updated successfully")).toBeVisible();
  await expect(
    page.getByText(
      "Saved as a draft of the live post: readers see the published version until you press Publish changes.",
    ),
  ).toBeVisible();
  // Still in the editor, with the draft in it and Publish changes at hand.
  const editor = page.url();
  await expectInEditor(page, `${title}, revised`);
  await expect(page.getByLabel("Content", { exact: true })).toHaveValue(
    "## A better angle\n\nRewritten for the draft.",
  );
  await expect(page.getByText(/^Unpublished changes saved/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish changes" })).toBeVisible();
  // Saved, so nothing is left to lose: leaving asks nothing.
  await page.getByRole("link", { name: "All posts" }).click();
  await expect(page).toHaveURL(`${base}/admin`);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await page.goto(`${base}/admin?q=${encodeURIComponent(title)}`);
  await expect(postRow(page, `${title}, revised`)).toHaveCount(0);
  await expect(postRow(page, title)).toContainText("Pending changes");

  // Readers still get the live version.
  const reader = await browser.newContext();
  const readerPage = await reader.newPage();
  await readerPage.goto(`${base}/insights/live-story-${id}`);
  await expect(readerPage.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
  await expect(readerPage.getByText("Rewritten for the draft.")).toHaveCount(0);

  // A preview link for a colleague who is not signed in.
  await openEditor(page, title);
  await expect(page.getByText(/Unpublished changes saved/)).toBeVisible();
  await page.getByRole("button", { name: "Create a preview link" }).click();
  const link = page.getByLabel("Preview link");
  await expect(link).toHaveValue(new RegExp(`^${base}/insights/preview/`));
  await expect(link).toBeFocused();
  await expectNoViolations(page);
  const previewUrl = await link.inputValue();

  const previewResponse = await readerPage.goto(previewUrl);
  expect(previewResponse?.status()).toBe(200);
  expect(previewResponse?.headers()["cache-control"]).toBe("no-store");
  expect(previewResponse?.headers()["x-robots-tag"]).toContain("noindex");
  await expect(readerPage.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(readerPage.getByRole("complementary", { name: "Preview" })).toContainText(
    "unpublished changes to a live post",
  );
  await expect(readerPage.getByRole("heading", { level: 1, name: `${title}, revised` })).toBeVisible();
  await expect(readerPage.getByText("Rewritten for the draft.")).toBeVisible();
  await expectNoViolations(readerPage);
  // A forged or changed link shows nothing.
  const forged = await readerPage.goto(previewUrl.slice(0, -2) + (previewUrl.endsWith("AA") ? "BB" : "AA"));
  expect(forged?.status()).toBe(404);
  await expect(readerPage.getByRole("heading", { name: "Preview not available" })).toBeVisible();

  // Publish changes, in the editor: readers get the new version at its new address, and the writer stays.
  await expect(page).toHaveURL(editor);
  await page.getByRole("button", { name: "Publish changes" }).click();
  await expect(page.getByText("Blog post updated successfully")).toBeVisible();
  await expect(page.getByText("It is live on the site.")).toBeVisible();
  await expect(page).toHaveURL(editor);
  await expectInEditor(page, `${title}, revised`);
  await expect(page.getByRole("link", { name: `/insights/live-story-${id}-revised` })).toBeVisible();
  await expect(page.getByText(/^Unpublished changes saved/)).toHaveCount(0);
  await page.goto(`${base}/admin?q=${encodeURIComponent(title)}`);
  await expect(postRow(page, `${title}, revised`)).not.toContainText("Pending changes");
  await readerPage.goto(`${base}/insights/live-story-${id}-revised`);
  await expect(readerPage.getByRole("heading", { level: 1, name: `${title}, revised` })).toBeVisible();
  await expect(readerPage.getByText("Rewritten for the draft.")).toBeVisible();
  await reader.close();
});

test("a second save over a newer one is refused with the other's changes, and saving again replaces them", async ({
  page,
  context,
}) => {
  await signIn(page);
  const title = `Shared ${suffix()}`;
  await writePost(page, title);
  await openEditor(page, title);
  const other = await context.newPage();
  await other.goto(page.url());

  // The colleague saves first.
  await other.getByLabel("Summary", { exact: true }).fill("The colleague's summary.");
  await other.getByRole("button", { name: "Save", exact: true }).click();
  await expect(other.getByText("Blog post updated successfully")).toBeVisible();

  await page.getByLabel("Summary", { exact: true }).fill("My own summary.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "Someone else saved this post while you were editing" });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(/saved it at .*Your changes are not saved yet/);
  // The SEO description follows the summary, so both differ.
  await expect(refusal.getByRole("term")).toHaveText(["Summary", "SEO description"]);
  await expect(refusal.getByRole("definition").first()).toContainText(/Removed: .*colleague's/);
  expect((await refusal.locator("del").allTextContents()).join(" ")).toContain("colleague's");
  expect((await refusal.locator("ins").allTextContents()).join(" ")).toMatch(/My.*own/);
  await expect(page.getByLabel("Summary", { exact: true })).toHaveValue("My own summary.");
  await expectNoViolations(page);

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Blog post updated successfully")).toBeVisible();
  await expectInEditor(page, title);
  await expect(refusal).toHaveCount(0);
  await expect(page.getByLabel("Summary", { exact: true })).toHaveValue("My own summary.");
  // Saved, so the editor is clean again: leaving asks nothing.
  await page.getByRole("link", { name: "All posts" }).click();
  await expect(page).toHaveURL(`${base}/admin`);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await openEditor(page, title);
  await expect(page.getByLabel("Summary", { exact: true })).toHaveValue("My own summary.");
  await other.close();
});

test("the history compares any version with the current text and restores one as a new version", async ({ page }) => {
  await signIn(page);
  const title = `Revised ${suffix()}`;
  await writePost(page, title);
  await openEditor(page, title);
  await page.getByLabel("Summary", { exact: true }).fill("A second summary.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Blog post updated successfully")).toBeVisible();

  await openEditor(page, title);
  await page.getByRole("link", { name: "History" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `History: ${title}` })).toBeVisible();
  const rows = page.getByRole("region", { name: "Saved versions table" }).getByRole("row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText("Current");
  await rows
    .nth(2)
    .getByRole("link", { name: /^Compare the version saved/ })
    .click();
  const comparison = page.getByRole("region", { name: /compared with the current text/ });
  await expect(comparison.getByRole("term")).toContainText(["Summary"]);
  expect((await comparison.locator("dd").first().locator("del").allTextContents()).join("")).toMatch(/What.*about/);
  expect((await comparison.locator("dd").first().locator("ins").allTextContents()).join("")).toMatch(/second/);
  await expectNoViolations(page);

  await rows
    .nth(2)
    .getByRole("button", { name: /^Restore the version saved/ })
    .click();
  await expect(page.getByText("Version restored")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Edit post" })).toBeVisible();
  await expect(page.getByLabel("Summary", { exact: true })).toHaveValue(`What ${title} is about.`);
  await page.getByRole("link", { name: "History" }).click();
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText("Restored an earlier version");
});

test("a scheduled post is absent everywhere until its time, then goes live by itself", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const id = suffix();
  const title = `Scheduled story ${id}`;
  // Two hours from now on Johannesburg's clocks (UTC+2, no daylight saving), to the minute.
  const at = new Date(Date.now() + 2 * 60 * 60 * 1000 + 2 * 60 * 60 * 1000);
  const local = at.toISOString().slice(0, 16);
  await page.goto(`${base}/admin/posts/new`);
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Summary", { exact: true }).fill("Out on time.");
  await page.getByLabel("Content", { exact: true }).fill("Announced at the stroke of the hour.");
  await page.getByLabel("Category").selectOption({ label: "Growth & Revenue" });

  // A time in the past is refused, with the message at the field.
  await page
    .getByLabel("Publish at")
    .fill(new Date(Date.now() + 2 * 60 * 60 * 1000 - 60 * 60 * 1000).toISOString().slice(0, 16));
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Choose a time in the future to schedule the post.")).toBeVisible();

  await page.getByLabel("Publish at").fill(local);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Blog post created successfully")).toBeVisible();
  await expect(page.getByText(/Scheduled to go live on/)).toBeVisible();
  await expectInEditor(page, title);
  await expect(page.getByText(/^Scheduled: goes live on/)).toBeVisible();
  await expect(page.getByLabel("Publish at")).toHaveValue(local);
  await page.goto(`${base}/admin`);
  await expect(postRow(page, title)).toContainText("Scheduled");
  await expect(postRow(page, title)).toContainText("Goes live");
  await page.getByLabel("Status").selectOption({ label: "Scheduled" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(postRow(page, title)).toBeVisible();
  // Without the saved toast fading out mid-check.
  await page.reload();
  await expect(postRow(page, title)).toBeVisible();
  await expectNoViolations(page);

  const reader = await browser.newContext();
  const readerPage = await reader.newPage();
  const slug = `scheduled-story-${id}`;
  expect((await readerPage.goto(`${base}/insights/${slug}`))?.status()).toBe(404);
  await readerPage.goto(`${base}/insights`);
  await expect(readerPage.getByText(title)).toHaveCount(0);
  expect(await (await readerPage.request.get(`${base}/sitemap.xml`)).text()).not.toContain(slug);
  expect(await (await readerPage.request.get(`${base}/insights/rss.xml`)).text()).not.toContain(slug);

  // Three hours on: the server publishes it within its next check (every 30 seconds).
  own!.server.child.kill("SIGUSR2");
  await expect.poll(() => own!.server.output()).toContain("clock moved on");
  await expect
    .poll(async () => (await readerPage.request.get(`${base}/insights/${slug}`)).status(), {
      timeout: 60_000,
      intervals: [2_000],
    })
    .toBe(200);
  // A fresh request (the browser may keep /insights for its max-age of 60 s, as a CDN may).
  expect(await (await readerPage.request.get(`${base}/insights`)).text()).toContain(title);
  expect(await (await readerPage.request.get(`${base}/sitemap.xml`)).text()).toContain(slug);
  await page.goto(`${base}/admin?q=${encodeURIComponent(title)}`);
  await expect(postRow(page, title)).toContainText("Published");
  await reader.close();
});
