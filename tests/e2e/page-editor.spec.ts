/**
 * The page editor as the firm's marketing staff use it: the home page's hero heading edited and published, and
 * seen signed out; two sections reordered by keyboard alone and saved as a draft readers do not see; a FAQ answer
 * changed and scheduled; a stale save from a second tab refused with the typed text kept; a picture from the image
 * library beside a hero, with its alt text; axe on the editor at desktop width and at 390 px.
 *
 * On a server and database of its own: its edits change the pages other specs read.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { e2e } from "./environment";
import { waitForHydration } from "./hydration";
import { startOwnServer, type OwnServer } from "./own-server";
import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./staff";

const PORT = e2e.port + 70;
const base = `http://localhost:${PORT}`;
let own: OwnServer | undefined;

// Each test signs in and saves through a server of its own: slow on a busy two-core machine.
test.describe.configure({ mode: "default", timeout: 240_000 });
test.use({ baseURL: base });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnServer({ port: PORT, name: "page-editor", enrolFrom: "2001:db8:fffe::70", logLevel: "info" });
});

test.afterAll(async () => {
  // The server's log beside the other results, for a failure's cause.
  if (own) fs.writeFileSync(path.join(e2e.outputDir, "page-editor-server.log"), own.server.output());
  await own?.stop();
});

async function signIn(page: Page) {
  await page.goto(base);
  await signInAsAdmin(page, own!.adminTotpKey);
}

/** The editor of the page at `path`, ready for the keyboard. */
async function openEditor(page: Page, path: string) {
  await page.goto(`${base}/admin/pages/open?path=${encodeURIComponent(path)}`);
  await expect(page).toHaveURL(/\/admin\/pages\/[0-9a-f-]{36}$/);
  await waitForHydration(page.getByRole("button", { name: "Save draft" }));
}

/** The card of the section numbered `n` (from 1). */
const sectionCard = (page: Page, n: number) => page.getByRole("region", { name: new RegExp(`^${n}\\. `) }).first();

async function openFields(page: Page, n: number) {
  const card = sectionCard(page, n);
  await card.locator("summary").click();
  return card;
}

test("the home page's hero heading, edited and published, is what a reader sees signed out", async ({
  page,
  browser,
}) => {
  await signIn(page);
  await openEditor(page, "/");
  await expect(page.getByRole("heading", { level: 1, name: /^Edit “/ })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Page editor" }).getByRole("link")).toHaveText([
    "Sections",
    "Settings",
    "History",
  ]);
  const hero = await openFields(page, 1);
  const heading = hero.getByLabel("Heading", { exact: true });
  await heading.fill("Run a calmer, stronger business");
  await page.getByRole("button", { name: "Publish changes" }).click();
  await expect(page.getByText("Readers now see these changes.")).toBeVisible();
  await expect(page.getByRole("main").getByText("Live", { exact: true })).toBeVisible();

  const reader = await browser.newContext();
  const readerPage = await reader.newPage();
  await readerPage.goto(base);
  await expect(readerPage.getByRole("heading", { level: 1 })).toHaveText("Run a calmer, stronger business");
  await reader.close();
});

test("a picture from the image library beside a hero, with its alt text, is what a reader sees", async ({
  page,
  browser,
}) => {
  await signIn(page);
  // An image in the library, uploaded as a post's body image is.
  const png = await sharp({ create: { width: 1400, height: 800, channels: 3, background: "#8a5a2b" } })
    .png()
    .toBuffer();
  const upload = await page.request.post(`${base}/admin/posts/images`, {
    headers: { Origin: base },
    multipart: { image: { name: "workshop.png", mimeType: "image/png", buffer: png }, alt: "A workshop" },
  });
  expect(upload.status()).toBe(200);

  await openEditor(page, "/about");
  const hero = await openFields(page, 1);
  await hero.getByRole("button", { name: "Add side panel" }).click();
  await expect(page.locator("legend", { hasText: "Side panel" })).toBeFocused();
  await hero.getByLabel("Side panel: Kind").selectOption("Picture");
  await hero.getByRole("button", { name: "Change kind" }).click();
  const library = hero.getByRole("radiogroup", { name: "Image from the library" });
  await library.getByRole("radio", { name: /^Image 1: 960×549/ }).check();
  // Without alt text the picture cannot be published, and the editor says why beside the field.
  await page.getByRole("button", { name: "Publish changes" }).click();
  await expect(page.getByRole("heading", { name: /^Not published: 1 thing to fix first/ })).toBeVisible();
  const alt = hero.getByLabel("Alt text", { exact: true });
  await expect(alt).toHaveAccessibleDescription(
    /Describe the image for people who cannot see it, or mark it decorative\./,
  );
  await alt.fill("Two owners planning at a whiteboard");
  // The picker, its problems shown, is as accessible as the rest of the editor.
  await expectNoViolations(page);
  await page.getByRole("button", { name: "Publish changes" }).click();
  await expect(page.getByText("Readers now see these changes.")).toBeVisible();

  const reader = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const readerPage = await reader.newPage();
  await readerPage.goto(`${base}/about`);
  const picture = readerPage.getByRole("img", { name: "Two owners planning at a whiteboard" });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute("srcset", /480w/);
  await reader.close();
});

test("two sections reordered by keyboard alone are saved as a draft that readers do not see", async ({
  page,
  browser,
}) => {
  await signIn(page);
  await openEditor(page, "/");
  await expect(sectionCard(page, 2)).toContainText("Card grid");
  await expect(sectionCard(page, 3)).toContainText("Carousel");

  // Move the card grid down one place, by keyboard: the focus stays on the moved section's button.
  await sectionCard(page, 2)
    .getByRole("button", { name: /^Move down/ })
    .focus();
  await page.keyboard.press("Enter");
  await expect(sectionCard(page, 2)).toContainText("Carousel");
  await expect(sectionCard(page, 3)).toContainText("Card grid");
  await expect(sectionCard(page, 3).getByRole("button", { name: /^Move down/ })).toBeFocused();
  // And up again, then down once more, all from the keyboard.
  await page.keyboard.press("Shift+Tab");
  await expect(sectionCard(page, 3).getByRole("button", { name: /^Move up/ })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(sectionCard(page, 2)).toContainText("Card grid");
  await expect(sectionCard(page, 2).getByRole("button", { name: /^Move up/ })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(sectionCard(page, 3)).toContainText("Card grid");

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved", { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByText("Pending changes", { exact: true })).toBeVisible();
  await page.reload();
  await expect(sectionCard(page, 2)).toContainText("Carousel");
  await expect(sectionCard(page, 3)).toContainText("Card grid");

  // Readers keep the live order.
  const reader = await browser.newContext();
  const readerPage = await reader.newPage();
  await readerPage.goto(base);
  const order = await readerPage.locator("main section[id]").evaluateAll((sections) => sections.map((s) => s.id));
  expect(order.indexOf("services")).toBeLessThan(order.indexOf("early-value"));
  await reader.close();

  // Discarding (after a question) brings the editor back to the live page.
  await page.getByRole("button", { name: "Discard changes" }).click();
  await expect(page.getByRole("heading", { name: "Discard the pending changes?" })).toBeVisible();
  await page.getByRole("button", { name: "Discard changes" }).click();
  await expect(page.getByText("The editor shows the live page again.")).toBeVisible();
  await expect(sectionCard(page, 2)).toContainText("Card grid");
});

test("a FAQ answer changed and scheduled shows as Scheduled", async ({ page }) => {
  await signIn(page);
  await openEditor(page, "/about/faq");
  const faq = await openFields(page, 2);
  const answer = faq.getByLabel("Answer", { exact: true }).first();
  await answer.fill("Rarely. We start with the systems you already pay for.");
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("Publish at (Johannesburg time)").fill(`${tomorrow}T09:30`);
  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(page.getByText(/^The draft goes live .* \(Johannesburg time\)\.$/)).toBeVisible();
  await expect(page.getByRole("main").getByText("Scheduled", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Scheduled to go live .*/)).toBeVisible();
  await expect(page.getByLabel("Publish at (Johannesburg time)")).toHaveValue(`${tomorrow}T09:30`);
  await openFields(page, 2);
  await expect(sectionCard(page, 2).getByLabel("Answer", { exact: true }).first()).toHaveValue(
    "Rarely. We start with the systems you already pay for.",
  );
  // A reader still gets the live answer (in its closed accordion).
  await page.goto(`${base}/about/faq`);
  await expect(page.getByText("Rarely. Most businesses already pay for software")).toBeAttached();
  await expect(page.getByText("We start with the systems you already pay for")).toHaveCount(0);
});

test("a stale save from a second tab is refused and keeps what was typed", async ({ page, context }) => {
  await signIn(page);
  await openEditor(page, "/about");
  const other = await context.newPage();
  await other.goto(page.url());
  await waitForHydration(other.getByRole("button", { name: "Save draft" }));

  // The colleague saves first.
  await (await openFields(other, 1)).getByLabel("Heading", { exact: true }).fill("The colleague's heading");
  await other.getByRole("button", { name: "Save draft" }).click();
  await expect(other.getByRole("main").getByText("Pending changes", { exact: true })).toBeVisible();

  const heading = (await openFields(page, 1)).getByLabel("Heading", { exact: true });
  await heading.fill("My own heading");
  await page.getByRole("button", { name: "Save draft" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "Someone else saved this page while you were editing" });
  await expect(refusal).toBeVisible();
  await expect(refusal.getByRole("term").first()).toHaveText(/^Section 1: Hero$/);
  expect((await refusal.locator("ins").allTextContents()).join(" ")).toContain("My");
  await expect(sectionCard(page, 1).getByLabel("Heading", { exact: true })).toHaveValue("My own heading");

  // Saving again is a deliberate choice to replace theirs.
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(refusal).toHaveCount(0);
  await openFields(page, 1);
  await expect(sectionCard(page, 1).getByLabel("Heading", { exact: true })).toHaveValue("My own heading");
  await other.close();
});

test("the editor, with a section open, has no axe violations at desktop width and at 390 px", async ({ page }) => {
  await signIn(page);
  await openEditor(page, "/about/faq");
  await openFields(page, 2);
  await expectNoViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await waitForHydration(page.getByRole("button", { name: "Save draft" }));
  await openFields(page, 1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoViolations(page);
});
