/**
 * The team as staff use it, in the browser: an admin invites a colleague from /admin/team, the colleague joins from
 * the emailed link and works with their role's pages only, and removing someone's access signs them out on their
 * next request. Each colleague has a browser of their own (a new context).
 */
import fs from "node:fs";
import { temporaryDir } from "../support/environment";
import { firstLink, waitForEmail } from "../support/mail";
import { createEmptyPostgresDatabase } from "../support/postgres";
import { freePort, startServer, stopServers, waitForSetupLink, waitHealthy } from "../support/server-process";
import { expectNoViolations } from "./axe";
import { e2e } from "./environment";
import { expect, test, uniqueEmail } from "./fixtures";
import { COLLEAGUE_PASSWORD as PASSWORD, invite, join, signInAsAdmin } from "./staff";

test("an admin invites an editor, who joins from the emailed link, edits a post and is refused the leads", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("editor");
  await signInAsAdmin(page);
  await invite(page, email, "Editor");

  const editor = await join(browser, email, "Lindiwe Editor");
  await expect(editor).toHaveURL("/admin");
  await expect(editor.getByRole("heading", { name: "Blog Admin Dashboard" })).toBeVisible();
  const nav = editor.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Posts" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Categories" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Leads" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Team" })).toHaveCount(0);

  await editor
    .getByRole("link", { name: /^Edit / })
    .first()
    .click();
  await expect(editor.getByRole("heading", { level: 1, name: "Edit post" })).toBeVisible();
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(editor.getByText("Blog post updated successfully")).toBeVisible();

  for (const path of ["/admin/leads", "/admin/team", "/admin/audit"]) {
    const response = await editor.goto(path);
    expect(response?.status()).toBe(403);
    await expect(editor.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  }
  await editor.context().close();
});

test("removing a member's access signs them out on their next request", async ({ page, browser }) => {
  const email = uniqueEmail("sales");
  await signInAsAdmin(page);
  await invite(page, email, "Sales");
  const sales = await join(browser, email, "Sipho Sales");
  // Sales open on the leads.
  await expect(sales).toHaveURL("/admin/leads");
  await expect(sales.getByRole("link", { name: "Export CSV" })).toHaveCount(0);

  await page.goto("/admin/team");
  await page
    .getByRole("row", { name: new RegExp(email) })
    .getByRole("button", { name: `Remove access ${email}` })
    .click();
  await expect(page.getByRole("heading", { name: `Remove ${email}'s access?` })).toBeVisible();
  await page.getByRole("button", { name: "Remove access" }).click();
  await expect(page.getByText("Access removed")).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(email) })).toHaveCount(0);

  await sales.reload();
  await expect(sales).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Fleads/);
  await expect(sales.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await sales.context().close();
});

test("the team page and the invitation page have no axe violations", async ({ page, browser }) => {
  const email = uniqueEmail("axe");
  await signInAsAdmin(page);
  await invite(page, email, "Editor");
  // The page as it opens, with a member and an invitation listed (not mid-animation of the toast).
  await page.goto("/admin/team");
  await expect(page.getByRole("region", { name: "Invitations waiting" })).toContainText(email);
  await expectNoViolations(page);

  const message = await waitForEmail(e2e.mailDir, email, /invited/);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(firstLink(message));
  await expect(visitor.getByRole("heading", { name: "Accept your invitation" })).toBeVisible();
  await expectNoViolations(visitor);
  await visitor.goto("/auth/accept-invitation?token=not-a-real-one");
  await expect(
    visitor.getByText(
      "This invitation link is invalid or has expired. Ask an admin of the team to send you a new one.",
    ),
  ).toBeVisible();
  await visitor.context().close();
});

test("a fresh install prints a one-time setup link, and the first admin is made in the browser while the site runs", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = temporaryDir("kestrel-setup");
  const database = process.env.DATABASE_URL ? await createEmptyPostgresDatabase() : undefined;
  try {
    const server = startServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? "",
      PUBLIC_URL: base,
    });
    await waitHealthy(port, server);
    // Printed once the site listens, after the database is asked whether there is an admin: it may trail /healthz.
    const link = await waitForSetupLink(server, base);

    await page.goto(link);
    await expect(page.getByText("No one can sign in to the admin yet. Create the first admin account.")).toBeVisible();
    await page.getByLabel("Email").fill("owner@example.co.za");
    await page.getByLabel("Your name").fill("Thabo Owner");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByRole("button", { name: "Join the team" }).click();
    // In, as an admin: who must first turn on two-factor sign-in (ADR 030), and sees nothing else of the admin until
    // then (ADR 040).
    await expect(page).toHaveURL(`${base}/admin/security`);
    await expect(page.getByRole("heading", { name: "Two-factor sign-in: Off" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Team" })).toHaveCount(0);

    // Once there is an admin, the link (and any other setup link) is dead.
    await page.context().clearCookies();
    await page.goto(link);
    await expect(
      page.getByText("This invitation link is invalid or has expired. Ask an admin of the team to send you a new one."),
    ).toBeVisible();
  } finally {
    // Off the page first: a page left open on a stopped server fails its next fetch (route discovery) in the console.
    await page.goto("about:blank");
    stopServers();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
