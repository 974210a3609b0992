/**
 * The pages list, a new page, a page's settings and the redirects screen as an admin uses them: a new page made as a
 * copy of another is a draft no reader sees until it is published; a live page moved leaves a 301 from its old
 * address; a page deleted leaves a 410, or a 301 that the menus' links to it follow; the redirects screen lists the legacy addresses and adds and removes one;
 * and each screen passes axe at desktop and phone widths.
 *
 * On a server and database of their own: the pages made, moved and deleted here would otherwise change the pages
 * other tests read. Publishing is done in the database while the server is stopped (the editor's "Publish" is its
 * own screen's, tested with it); the restarted server reads the pages afresh.
 */
import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { expectNoViolations } from "./axe";
import { e2e } from "./environment";
import { startOwnServer, type OwnServer } from "./own-server";
import { expect, test } from "./fixtures";
import { signInAsAdmin as signInAsStaffAdmin } from "./staff";

// Beside the suite's own server (4173 by default: 4245).
const PORT = e2e.port + 72;
const base = `http://localhost:${PORT}`;
let own: OwnServer | undefined;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: base, viewport: { width: 1280, height: 800 } });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnServer({ port: PORT, name: "page-settings", enrolFrom: "2001:db8:fffe::72" });
});

test.afterAll(async () => {
  await own?.stop();
});

const id = crypto.randomBytes(4).toString("hex");
const copyPath = `/spring-audit-${id}`;
const movingFrom = `/moving-${id}`;
const movingTo = `/moved-${id}`;
const linkedPath = `/spring-offer-${id}`;

const signInAsAdmin = (page: Page) => signInAsStaffAdmin(page, own!.adminTotpKey);

/** Makes a page through the New page form, as a copy of /about; its id (from the editor's address it lands on). */
async function newCopyOfAbout(page: Page, title: string, path: string): Promise<string> {
  await page.goto("/admin/pages");
  await page.getByRole("link", { name: "New page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New page" })).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Address", { exact: true }).fill(path);
  const about = await page.locator('select[name="source"] option', { hasText: "(/about)" }).first().textContent();
  await page.getByLabel("Page to copy").selectOption({ label: about! });
  await expect(page.getByRole("radio", { name: /Copy of/ })).toBeChecked();
  await page.getByRole("button", { name: "Create page" }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split("/").at(-1)!;
}

/** Publishes pages in the database, server stopped (what the editor's Publish does to the row). */
async function publish(...paths: string[]) {
  await own!.whileStopped(async (database) => {
    for (const path of paths) {
      await database.db.execute(sql`
        update site_pages set is_published = true, published_at = now(), version = version + 1,
          content = coalesce(pending_changes, content), pending_changes = null
        where path = ${path}`);
    }
  });
}

test("a new page copied from another is a draft until published, then readers see it", async ({ page, request }) => {
  test.slow();
  await signInAsAdmin(page);
  await page.goto("/admin/pages");
  await expect(page.getByRole("heading", { level: 1, name: "Pages" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Pages" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  await newCopyOfAbout(page, `Spring audit ${id}`, copyPath);
  await newCopyOfAbout(page, `Moving ${id}`, movingFrom);
  await newCopyOfAbout(page, `Spring offer ${id}`, linkedPath);

  // The list finds it by its address, as a draft; a search that matches nothing says so.
  await page.goto(`/admin/pages?q=${encodeURIComponent(copyPath)}`);
  const row = page.getByRole("row").filter({ hasText: `Spring audit ${id}` });
  await expect(row).toContainText("Draft");
  await expect(row).toContainText(copyPath);
  await page.getByLabel("Title or address").fill(`nothing-like-${id}`);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No page matches your search")).toBeVisible();

  expect((await request.get(copyPath)).status()).toBe(404);

  await publish(copyPath, movingFrom, linkedPath);

  const served = await request.get(copyPath);
  expect(served.status()).toBe(200);
  const signedOut = await page.context().browser()!.newPage({ baseURL: base });
  await signedOut.goto(copyPath);
  await expect(signedOut).toHaveTitle(new RegExp(`^Spring audit ${id} \\|`));
  await expect(signedOut.getByRole("heading", { level: 1 })).toBeVisible();
  await signedOut.close();
  expect(await (await request.get("/sitemap.xml")).text()).toContain(`<loc>${base}${copyPath}</loc>`);

  await page.goto(`/admin/pages?q=${id}`);
  await expect(page.getByRole("row").filter({ hasText: `Spring audit ${id}` })).toContainText("Live");
});

test("changing a live page's address asks first, then its old address is a 301 to the new one", async ({
  page,
  request,
}) => {
  await signInAsAdmin(page);
  // Read once signed out, so the page cache holds the old address's page.
  expect((await request.get(movingFrom)).status()).toBe(200);

  await page.goto(`/admin/pages?q=${encodeURIComponent(movingFrom)}`);
  await page.getByRole("link", { name: `Settings Moving ${id}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Page settings" })).toBeVisible();

  // The title's length against what search engines show, as it is typed.
  const title = page.getByLabel("Title", { exact: true });
  await title.fill("x".repeat(70));
  await expect(page.getByText("70 characters: search engines cut it after about 60")).toBeVisible();
  await title.fill(`Moving ${id}`);
  await expect(page.getByText(`${`Moving ${id}`.length} of about 60 characters shown`)).toBeVisible();

  await page.getByLabel("New address").fill(movingTo);
  await page.getByRole("button", { name: "Change address" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Change the page's address?" })).toBeVisible();
  await expect(page.getByText(`The page moves from ${movingFrom} to ${movingTo} now.`)).toBeVisible();
  await page.getByRole("button", { name: "Change address" }).click();
  await expect(page.getByText("Address changed")).toBeVisible();
  await expect(page.getByText(`${movingFrom} now sends readers to ${movingTo}.`)).toBeVisible();

  const moved = await request.get(`${movingFrom}?utm_source=mail`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`${movingTo}?utm_source=mail`);
  const followed = await request.get(movingFrom);
  expect(followed.status()).toBe(200);
  expect(new URL(followed.url()).pathname).toBe(movingTo);
});

test("deleting a live page asks first and can leave Gone (410)", async ({ page, request }) => {
  await signInAsAdmin(page);
  await page.goto(`/admin/pages?q=${encodeURIComponent(movingTo)}`);
  await page.getByRole("link", { name: `Settings Moving ${id}` }).click();
  await page.getByRole("button", { name: "Delete page…" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Delete Moving ${id}?` })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole("radio", { name: "Gone (410)" }).check();
  await page.getByRole("button", { name: "Delete page" }).click();
  await expect(page).toHaveURL("/admin/pages");
  await expect(page.getByText("Page deleted")).toBeVisible();
  await expect(page.getByText(`${movingTo} now answers Gone (410).`)).toBeVisible();

  const gone = await request.get(movingTo);
  expect(gone.status()).toBe(410);
  expect(await gone.text()).toContain("This page has been removed");
  // The redirect that sent readers to it is gone with it: no chain to a 410.
  expect((await request.get(movingFrom, { maxRedirects: 0 })).status()).toBe(410);
});

test("deleting a page the menus link to says so, refuses Gone, and takes the links to the page chosen", async ({
  page,
  browser,
  request,
}) => {
  await signInAsAdmin(page);
  const words = `Offer terms ${id}`;
  await page.goto("/admin/menus");
  const legal = page.getByRole("region", { name: "Legal links" });
  await legal.getByRole("button", { name: "Add legal link" }).click();
  const added = legal.getByRole("group").last();
  await added.getByLabel("Words", { exact: true }).fill(words);
  await added.getByLabel("Link", { exact: true }).fill(linkedPath);
  await page.getByRole("button", { name: "Save menus" }).click();
  await expect(page.getByText("Menus saved")).toBeVisible();

  await page.goto(`/admin/pages?q=${encodeURIComponent(linkedPath)}`);
  await page.getByRole("link", { name: `Settings Spring offer ${id}` }).click();
  await page.getByRole("button", { name: "Delete page…" }).click();
  await expect(
    page.getByText(
      `The menus link to this page ("${words}"). With a redirect, they follow it to the page chosen; to choose Gone, change the menus first.`,
    ),
  ).toBeVisible();

  // Gone would leave the menus sending readers to a page that is no more: refused, and the page is still there.
  await page.getByRole("radio", { name: "Gone (410)" }).check();
  await page.getByRole("button", { name: "Delete page" }).click();
  await expect(
    page.getByText(
      `The menus link to this page ("${words}"). Send its readers to another page, and the links follow it; or change the menus first.`,
    ),
  ).toBeVisible();
  expect((await request.get(linkedPath)).status()).toBe(200);

  await page.getByRole("radio", { name: "Redirect to another page (301)" }).check();
  const about = await page.locator('select[name="target"] option', { hasText: "(/about)" }).first().textContent();
  await page.getByLabel("Page to send them to").selectOption({ label: about! });
  await page.getByRole("button", { name: "Delete page" }).click();
  await expect(page).toHaveURL("/admin/pages");
  await expect(page.getByText(`${linkedPath} now sends readers to /about. The menus link there too.`)).toBeVisible();

  const visitor = await (await browser.newContext({ baseURL: base })).newPage();
  await visitor.goto("/contact");
  await expect(visitor.getByRole("navigation", { name: "Legal" }).getByRole("link", { name: words })).toHaveAttribute(
    "href",
    "/about",
  );
  await visitor.close();
});

test("the redirects screen lists the legacy addresses, adds one and removes it after asking", async ({
  page,
  request,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin/redirects");
  await expect(page.getByRole("heading", { level: 1, name: "Redirects" })).toBeVisible();
  const table = page.getByRole("region", { name: "Redirects", exact: true });
  for (const [from, to] of [
    ["/medical", "/who-we-help/medical"],
    ["/pages/medical", "/who-we-help/medical"],
    ["/who-we-help/hospitality-retail", "/who-we-help/retail-and-hospitality"],
  ]) {
    await expect(table.getByRole("row").filter({ hasText: from }).first()).toContainText(to);
  }
  await expect(table.getByRole("row").filter({ hasText: "/medical" }).first()).toContainText("Old site address");
  await expect(table.getByRole("row").filter({ hasText: movingTo })).toContainText("Gone (410)");

  const from = `/e2e-old-${id}`;
  const add = page.getByRole("region", { name: "Add a redirect", exact: true });
  await add.getByLabel("Old address").fill(from);
  await add.getByLabel("New address").fill("/contact");
  await add.getByRole("button", { name: "Add redirect" }).click();
  await expect(page.getByText("Redirect added")).toBeVisible();
  const row = table.getByRole("row").filter({ hasText: from });
  await expect(row).toContainText("Added by staff");
  const redirected = await request.get(`${from}?x=1`, { maxRedirects: 0 });
  expect(redirected.status()).toBe(301);
  expect(redirected.headers().location).toBe("/contact?x=1");

  // A live page's address is refused, and what was typed is kept.
  await add.getByLabel("Old address").fill("/who-we-help/medical");
  await add.getByLabel("New address").fill("/medical");
  await add.getByRole("button", { name: "Add redirect" }).click();
  await expect(add.getByLabel("Old address")).toHaveValue("/who-we-help/medical");
  await expect(
    page.getByText("/who-we-help/medical is a live page: a redirect from it would never be used."),
  ).toBeVisible();

  await row.getByRole("button", { name: `Remove ${from}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Remove the redirect from ${from}?` })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole("button", { name: "Remove redirect" }).click();
  await expect(page.getByText("Redirect removed")).toBeVisible();
  await expect(page.getByRole("region", { name: "Redirects", exact: true })).not.toContainText(from);
  expect((await request.get(from, { maxRedirects: 0 })).status()).toBe(404);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the pages screens have no axe violations at ${viewport.width}px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAsAdmin(page);
    for (const path of [
      "/admin/pages",
      "/admin/pages?q=no-such-page-anywhere",
      "/admin/pages/new",
      "/admin/redirects",
    ]) {
      await page.goto(path);
      await expectNoViolations(page);
    }
    await page.goto(`/admin/pages?q=${encodeURIComponent(copyPath)}`);
    await page
      .getByRole("link", { name: `Settings Spring audit ${id}` })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Page settings" })).toBeVisible();
    await expectNoViolations(page);
    // A refused new page: its errors in place, the typed text kept.
    await page.goto("/admin/pages/new");
    await page.getByLabel("Address", { exact: true }).fill("/contact");
    await page.getByRole("button", { name: "Create page" }).click();
    await expect(page.getByText("Enter the page's title.")).toBeVisible();
    await expect(page.getByLabel("Address", { exact: true })).toHaveValue("/contact");
    await expectNoViolations(page);
  });
}
