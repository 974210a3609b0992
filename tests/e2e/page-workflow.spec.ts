/**
 * A page's history and late schedules, on a server of the spec's own (its pages are rows it writes, so no other
 * spec sees them). A live page with a saved draft: its history lists both versions, newest first; comparing the first
 * with the current draft shows the changed heading under its section, in words; restoring it asks first, then
 * makes it the draft (equal to the live page, so none waits), which readers never saw change. A page scheduled ten
 * minutes before the server started that fails the checks for publishing is not published by the job: /admin
 * warns of it as late with a link to its editor, and /metrics counts it. Axe at desktop width and at 390 px.
 */
import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { findMarketingPage } from "~/content/pages/find-page.server";
import { storePage, type PageContent } from "~/content/pages/schema/stored-page";
import { sitePageRevisions, sitePages } from "~/db/schema";
import { formatDateTime } from "~/lib/pages/format";
import { seedSitePages } from "~/lib/site-pages/seed-pages.server";
import { expectNoViolations } from "./axe";
import { e2e } from "./environment";
import { startOwnServer, type OwnServer } from "./own-server";
import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./staff";

const PORT = e2e.port + 76;
const base = `http://localhost:${PORT}`;
const TOKEN = crypto.randomBytes(24).toString("hex");
const id = crypto.randomBytes(3).toString("hex");
const faq = findMarketingPage("/about/faq")!;
const liveHeading = (faq.sections.find((section) => section.kind === "faq") as { heading: string }).heading;
const draftHeading = `Questions clients ask ${id}`;
// The page at a registered address (so readers can open it), as a row of this spec's own in place of the seeded one.
const history = { path: "/about/faq", title: `Questions ${id}` };
const late = { path: `/e2e-late-${id}`, title: `Campaign ${id}`, at: new Date(Date.now() - 10 * 60_000) };
let historyId = "";
let lateId = "";
let own: OwnServer | undefined;

function withFaqHeading(content: PageContent, heading: string): PageContent {
  return {
    ...content,
    sections: content.sections.map((section) =>
      section.kind === "faq" ? { ...section, data: { ...(section.data as object), heading } } : section,
    ),
  };
}

test.describe.configure({ mode: "default" });
test.use({ baseURL: base, viewport: { width: 1280, height: 900 } });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnServer({
    port: PORT,
    name: "page-workflow",
    enrolFrom: "2001:db8:fffe::76",
    serverEnv: { METRICS_TOKEN: TOKEN },
    async prepare({ db }) {
      await seedSitePages(db);
      await db.delete(sitePages).where(eq(sitePages.path, history.path));
      const content = storePage({ ...faq, path: history.path, title: history.title });
      const draft = withFaqHeading(content, draftHeading);
      const [page] = await db
        .insert(sitePages)
        .values({
          path: history.path,
          content,
          pendingChanges: draft,
          pendingSavedAt: new Date(),
          isPublished: true,
          publishedAt: new Date(Date.now() - 60 * 60_000),
          version: 2,
        })
        .returning({ id: sitePages.id });
      historyId = page.id;
      await db.insert(sitePageRevisions).values([
        {
          pageId: page.id,
          version: 1,
          kind: "published",
          fields: { path: history.path, content },
          createdAt: new Date(Date.now() - 60 * 60_000),
        },
        {
          pageId: page.id,
          version: 2,
          kind: "draft",
          fields: { path: history.path, content: draft },
          createdAt: new Date(Date.now() - 30 * 60_000),
        },
      ]);
      // Its breadcrumb points at no page: the schedule cannot publish it.
      const broken = storePage({
        ...faq,
        path: late.path,
        title: late.title,
        breadcrumbs: [{ label: "Nowhere", href: `/e2e-nowhere-${id}` }],
      });
      const [scheduled] = await db
        .insert(sitePages)
        .values({ path: late.path, content: broken, publishAt: late.at })
        .returning({ id: sitePages.id });
      lateId = scheduled.id;
    },
  });
});

test.afterAll(async () => {
  await own?.stop();
});

const revisionRows = (page: Page) => page.getByRole("region", { name: "Saved versions of the page" }).getByRole("row");

test("a page's history lists its versions, compares one in words, and restores it after asking", async ({ page }) => {
  await page.goto(base);
  await signInAsAdmin(page, own!.adminTotpKey);
  await page.goto(`/admin/pages/${historyId}/history`);
  await expect(page.getByRole("heading", { level: 1, name: `History: ${history.title}` })).toBeVisible();
  await expect(page.getByText("Live, with unpublished changes")).toBeVisible();
  // A header row and the two versions, newest first.
  await expect(revisionRows(page)).toHaveCount(3);
  await expect(revisionRows(page).nth(1)).toContainText("Draft of the live page");
  await expect(revisionRows(page).nth(1)).toContainText("Current");
  await expect(revisionRows(page).nth(2)).toContainText("Published");
  await expect(revisionRows(page).nth(2)).toContainText("Site set-up");
  await expectNoViolations(page);

  const first = revisionRows(page).nth(2);
  const firstSaved = (await first.getByRole("rowheader").locator("time").textContent())!;
  await first.getByRole("link", { name: `Compare the version saved ${firstSaved}` }).click();
  const comparison = page.getByRole("region", { name: /Version 1, saved .*, compared with the current draft/ });
  await expect(comparison).toBeVisible();
  const section = comparison.getByRole("listitem").filter({ hasText: "FAQ" });
  await expect(section.getByRole("heading", { level: 4 })).toHaveText(`FAQ: ${draftHeading}`);
  await expect(section.getByText("Changed", { exact: true })).toBeVisible();
  await expect(section.getByRole("definition")).toHaveCount(1);
  await expect(section.getByRole("term")).toHaveText("Heading");
  await expect(section.locator("ins")).toContainText(["Added:"]);
  await expect(section.locator("ins").filter({ hasText: id })).toHaveCount(1);
  await expect(section.locator("del")).toContainText(["Removed:"]);

  // Against the live page, the first version is the same.
  await comparison.getByRole("link", { name: "Live page" }).click();
  await expect(page.getByRole("region", { name: /compared with the live page/ })).toContainText(
    "No differences: this version is the same as the page now.",
  );
  await expectNoViolations(page);

  // Readers see the live page, not the draft.
  const reader = await page.context().browser()!.newPage({ baseURL: base });
  await reader.goto(history.path);
  await expect(reader.getByRole("heading", { name: liveHeading })).toBeVisible();
  await expect(reader.getByText(draftHeading)).toHaveCount(0);

  // Restore asks first; cancelling changes nothing.
  await first.getByRole("button", { name: `Restore the version saved ${firstSaved}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Restore this version?" });
  await expect(dialog).toContainText("Readers keep the live page until you publish the changes.");
  await expectNoViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(revisionRows(page)).toHaveCount(3);

  await first.getByRole("button", { name: `Restore the version saved ${firstSaved}` }).click();
  await dialog.getByRole("button", { name: "Restore this version" }).click();
  // The restored version is the page's draft, open in the editor.
  await expect(page.getByText("Version restored")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/pages/${historyId}$`));
  await expect(page.getByRole("button", { name: "Save draft" })).toBeVisible();
  await page.goto(`/admin/pages/${historyId}/history`);
  await expect(revisionRows(page)).toHaveCount(4);
  const restored = revisionRows(page).nth(1);
  await expect(restored).toContainText(`Restored the version saved ${firstSaved}`);
  await expect(restored).toContainText("Current");
  await expect(restored.getByRole("cell").nth(0)).toHaveText("3");
  // The restored version equals the live page: no changes wait.
  await expect(page.getByText("Live", { exact: true })).toBeVisible();
  await reader.reload();
  await expect(reader.getByRole("heading", { name: liveHeading })).toBeVisible();
  await reader.close();
});

test("the history screen at 390 px is usable and has no axe violations", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(base);
  await signInAsAdmin(page, own!.adminTotpKey);
  await page.goto(`/admin/pages/${historyId}/history`);
  const rows = revisionRows(page);
  await expect(rows.first()).toBeAttached();
  const compare = rows.last().getByRole("link", { name: /^Compare the version saved / });
  await compare.scrollIntoViewIfNeeded();
  await compare.click();
  await expect(page.getByRole("region", { name: /Version 1, saved/ })).toBeVisible();
  // Nothing but the table's own scrolling region is wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoViolations(page);
});

test("a scheduled page the job cannot publish is late on /admin, with a link to its editor", async ({ page }) => {
  // The job has checked, and refused it.
  await expect.poll(() => own!.server.output()).toMatch(/a scheduled page was not published/);
  await page.goto(base);
  await signInAsAdmin(page, own!.adminTotpKey);
  await page.goto("/admin");
  const warning = page
    .getByRole("status")
    .filter({ hasText: "1 scheduled page is late: its time has passed and it is not published yet." });
  await expect(warning).toBeVisible();
  const link = warning.getByRole("link", { name: `${late.title} (${late.path})` });
  await expect(link).toHaveAttribute("href", `/admin/pages/${lateId}`);
  await expect(warning).toContainText(`due ${formatDateTime(late.at)}`);
  await expectNoViolations(page);
});

test("/metrics counts the late scheduled page", async ({ request }) => {
  const scrape = await request.get("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(scrape.status()).toBe(200);
  const body = await scrape.text();
  expect(body).toMatch(/^scheduled_publish_late\{type="page"\} 1$/m);
  expect(body).toMatch(/^scheduled_publish_late\{type="post"\} 0$/m);
});
