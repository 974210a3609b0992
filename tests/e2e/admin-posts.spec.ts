/**
 * The admin's blog tools as an admin uses them: writing, publishing, editing
 * and deleting posts, the live preview, categories and the audit log, with
 * and without JavaScript, and their accessibility.
 *
 * These tests run on a server and database of their own, one test after
 * another: the posts and categories they create and publish would otherwise
 * show on the pages that other tests count (the insights list, its featured
 * post and category filters), whenever the two happen to run together.
 */
import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoViolations } from "./axe";
import { e2e } from "./environment";
import { startOwnServer, type OwnServer } from "./own-server";
import { expect, test } from "./fixtures";
import { signInAsAdmin as signInAsStaffAdmin } from "./staff";

// Beside the suite's own server (4173 by default: 4213), so runs on other ports never collide.
const PORT = e2e.port + 40;
const base = `http://localhost:${PORT}`;
let own: OwnServer | undefined;

test.describe.configure({ mode: "default" });
test.use({ baseURL: base });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnServer({ port: PORT, name: "admin-posts", enrolFrom: "2001:db8:fffe::1" });
});

test.afterAll(async () => {
  await own?.stop();
});

/** A small PNG a file picker hands over (it must decode: the server resizes it). */
const coverPng = () =>
  sharp({ create: { width: 64, height: 36, channels: 3, background: "#1f4d3a" } })
    .png()
    .toBuffer();

const suffix = () => crypto.randomBytes(4).toString("hex");

/** This server's admin signs in, with the code from the authenticator turned on at start. */
const signInAsAdmin = (page: Page) => signInAsStaffAdmin(page, own!.adminTotpKey);

async function fillNewPost(page: Page, title: string) {
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Summary", { exact: true }).fill(`What ${title} is about.`);
  await page.getByLabel("Content", { exact: true }).fill(`## Why it matters\n\nA first paragraph about ${title}.`);
  await page.getByLabel("Category").selectOption({ label: "Growth & Revenue" });
  await page.getByLabel("Tags").fill("Pricing, Cash Flow");
}

const postRow = (page: Page, title: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: title, exact: true }) });

/** A post's editor, where every save of the post form lands. */
const EDITOR = /\/admin\/posts\/[0-9a-f-]{36}$/;

/** After a save: still in the post's editor, its fields holding what was saved. */
async function expectEditorOf(page: Page, title: string) {
  await expect(page).toHaveURL(EDITOR);
  await expect(page.getByRole("heading", { level: 1, name: "Edit post" })).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
}

test.describe("blog posts", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a draft is hidden, publishing shows it, and deleting asks first", async ({ page }) => {
    // A long walk through the post tools, in one of the first files of the run, while the servers are still cold.
    test.slow();
    const id = suffix();
    const title = `E2E lifecycle ${id}`;
    const slug = `e2e-lifecycle-${id}`;
    await signInAsAdmin(page);

    await page.goto("/admin");
    await page.getByRole("link", { name: "New Post" }).click();
    await expect(page).toHaveURL("/admin/posts/new");
    await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();
    await expect(page.getByLabel("Author name")).toHaveValue("Kestrel Advisory Team");
    await expect(page.getByLabel("Published")).not.toBeChecked();
    await expect(page.getByLabel("Featured")).not.toBeChecked();

    await fillNewPost(page, title);
    await expect(page.getByLabel("SEO title")).toHaveAttribute("placeholder", title);
    await page
      .getByLabel("Or upload an image")
      .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: await coverPng() });
    await page.getByLabel("Alt text", { exact: true }).fill("A green cover");
    await page.getByRole("button", { name: "Save" }).click();

    // The first save opens the new post's editor, saying so; a draft has no Publish changes.
    await expect(page.getByText("Blog post created successfully")).toBeVisible();
    await expectEditorOf(page, title);
    await expect(page.getByText("Draft: readers cannot see it until it is published.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Publish changes" })).toHaveCount(0);
    const editor = page.url();

    await page.goto("/admin");
    const row = postRow(page, title);
    await expect(row).toContainText("Draft");
    await expect(row).toContainText("Regular");
    await expect(row).toContainText("Growth & Revenue");

    // A draft is not on the site.
    const hidden = await page.goto(`/insights/${slug}`);
    expect(hidden?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Post Not Found" })).toBeVisible();

    // Publish it (and feature it).
    await page.goto("/admin");
    await postRow(page, title)
      .getByRole("link", { name: `Edit ${title}` })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit post" })).toBeVisible();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
    await expect(page.getByLabel("Tags")).toHaveValue("pricing, cash flow");
    const image = page.getByRole("img", { name: "Current featured image" });
    await expect(image).toBeVisible();
    const src = await image.getAttribute("src");
    expect(src).toMatch(/^\/images\/[0-9a-f-]{36}\/480\.jpg$/);
    await expect(page.getByLabel("Alt text", { exact: true })).toHaveValue("A green cover");
    const served = await page.request.get(src!);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/jpeg");
    // Helmet and the route both set it; server/app.ts appends rather than replaces, so it may arrive twice.
    const noSniff = served.headers()["x-content-type-options"];
    expect(new Set(noSniff.split(",").map((value) => value.trim()))).toEqual(new Set(["nosniff"]));
    expect(served.headers()["cache-control"]).toMatch(/max-age=31536000/);

    await page.getByLabel("Published").check();
    await page.getByLabel("Featured").check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Blog post updated successfully")).toBeVisible();
    await expect(page).toHaveURL(editor);
    await expectEditorOf(page, title);
    // Live now: the editor says where, and a live post's buttons are Save draft and Publish changes.
    await expect(page.getByRole("link", { name: `/insights/${slug}` })).toBeVisible();
    await expect(page.getByLabel("Published")).toBeChecked();
    await expect(page.getByRole("button", { name: "Save draft" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Publish changes" })).toBeVisible();

    await page.goto("/admin");
    await expect(postRow(page, title)).toContainText("Published");
    await expect(postRow(page, title)).toContainText("Featured");

    const published = await page.goto(`/insights/${slug}`);
    expect(published?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Why it matters" })).toBeVisible();

    // Delete: Cancel keeps it, Delete removes it.
    await page.goto("/admin");
    const deleteButton = postRow(page, title).getByRole("button", { name: `Delete ${title}` });
    await deleteButton.click();
    const dialog = page.getByRole("alertdialog", { name: "Are you sure you want to delete this post?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(title);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(deleteButton).toBeFocused();
    await expect(postRow(page, title)).toBeVisible();

    await deleteButton.click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Blog post deleted successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(postRow(page, title)).toHaveCount(0);

    const gone = await page.goto(`/insights/${slug}`);
    expect(gone?.status()).toBe(404);
  });

  test("an empty form shows a message under each required field", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/posts/new");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL("/admin/posts/new");
    await expect(page.getByText("Please correct the 4 fields marked below.")).toBeVisible();
    for (const [label, message] of [
      ["Title", "Title is required"],
      ["Summary", "Summary is required"],
      ["Content", "Content is required"],
      ["Category", "Please choose a category"],
    ] as const) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(new RegExp(message));
    }
    await expect(page.getByLabel("Title", { exact: true })).toBeFocused();

    await page.getByLabel("Image URL").fill("javascript:alert(1)");
    await page.getByLabel("Title", { exact: true }).fill("Something");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Image URL must start with http:// or https://")).toBeVisible();
    await expect(page.getByText("Title is required")).toHaveCount(0);
  });

  test("Ctrl+S and Cmd+S save the post from the keyboard, through the form's checks, and never publish it", async ({
    page,
  }) => {
    const title = `E2E keyboard save ${suffix()}`;
    await signInAsAdmin(page);
    await page.goto("/admin/posts/new");

    // An empty form is checked as on a click: the messages, and nothing saved.
    await page.getByLabel("Title", { exact: true }).focus();
    await page.keyboard.press("Control+s");
    await expect(page.getByText("Please correct the 4 fields marked below.")).toBeVisible();
    await expect(page).toHaveURL("/admin/posts/new");

    await fillNewPost(page, title);
    await page.getByLabel("Content", { exact: true }).focus();
    await page.keyboard.press("Control+s");
    await expect(page.getByText("Blog post created successfully")).toBeVisible();
    await expectEditorOf(page, title);
    const editor = page.url();

    // Saved from the editor it landed in, the writer stays there.
    await page.getByLabel("Title", { exact: true }).fill(`${title} (renamed)`);
    await page.keyboard.press("Meta+s");
    await expect(page.getByText("Blog post updated successfully")).toBeVisible();
    await expect(page).toHaveURL(editor);
    await expectEditorOf(page, `${title} (renamed)`);
    await page.goto("/admin");
    await expect(postRow(page, `${title} (renamed)`)).toContainText("Draft");
  });

  test("posts are selected with the keyboard, then published, unpublished and deleted together", async ({ page }) => {
    test.slow();
    const word = `Bulk${suffix()}`;
    const titles = [`${word} one`, `${word} two`, `${word} three`];
    await signInAsAdmin(page);
    for (const title of titles) {
      await page.goto("/admin/posts/new");
      await fillNewPost(page, title);
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("Blog post created successfully")).toBeVisible();
    }
    await page.goto(`/admin?q=${word}`);
    const bar = page.getByRole("form", { name: "Bulk actions" });
    await expect(bar.getByRole("status")).toHaveText("Tick posts in the list, then choose what to do with them.");
    await expect(bar.getByRole("button")).toHaveCount(0);

    // Three ticks from the keyboard: each box takes the focus and Space ticks it.
    for (const title of titles) {
      await page.getByRole("checkbox", { name: `Select ${title}` }).focus();
      await page.keyboard.press("Space");
    }
    await expect(bar.getByRole("status")).toHaveText("3 selected");
    await expect(page.getByRole("checkbox", { name: "Select all posts on this page" })).toBeChecked();
    await expectNoViolations(page);
    await bar.getByRole("button", { name: "Publish selected", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Published 3 posts")).toBeVisible();
    for (const title of titles) await expect(postRow(page, title)).toContainText("Published");
    await expect(bar.getByRole("status")).toHaveText("Tick posts in the list, then choose what to do with them.");

    // The page's box ticks them all; unticking one leaves two.
    await page.getByRole("checkbox", { name: "Select all posts on this page" }).focus();
    await page.keyboard.press("Space");
    await page.getByRole("checkbox", { name: `Select ${titles[2]}` }).focus();
    await page.keyboard.press("Space");
    await expect(bar.getByRole("status")).toHaveText("2 selected");
    await bar.getByRole("button", { name: "Unpublish selected" }).click();
    await expect(page.getByText("Unpublished 2 posts")).toBeVisible();
    await expect(postRow(page, titles[0])).toContainText("Draft");
    await expect(postRow(page, titles[1])).toContainText("Draft");
    await expect(postRow(page, titles[2])).toContainText("Published");

    // Deleting asks first, naming the count; Cancel keeps them.
    await page.getByRole("checkbox", { name: "Select all posts on this page" }).check();
    await bar.getByRole("button", { name: "Delete selected" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete 3 posts?" });
    await expect(dialog).toContainText("They will be removed from the site and the admin list. This cannot be undone.");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(postRow(page, titles[0])).toBeVisible();
    await bar.getByRole("button", { name: "Delete selected" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete 3 posts" }).click();
    await expect(page.getByText("Deleted 3 posts")).toBeVisible();
    await expect(page.getByText("No posts match these filters.")).toBeVisible();
  });

  test("the preview shows rendered Markdown, and a typed script only as harmless text", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/posts/new");
    await page
      .getByLabel("Content", { exact: true })
      .fill(
        '## Preview heading\n\n**Bold words** and a [good link](https://example.com).\n\n<script>window.__pwned = true</script>\n\n[bad link](javascript:window.__pwned=true) <img src=x onerror="window.__pwned=true">',
      );
    await page.getByRole("tab", { name: "Preview" }).click();
    const panel = page.getByRole("tabpanel", { name: "Preview" });
    await expect(panel.getByRole("heading", { level: 2, name: "Preview heading" })).toBeVisible();
    await expect(panel.locator("strong")).toHaveText("Bold words");
    await expect(panel.getByRole("link", { name: "good link" })).toHaveAttribute("href", "https://example.com");
    await expect(panel.locator("script")).toHaveCount(0);
    await expect(panel.locator("[onerror]")).toHaveCount(0);
    await expect(panel.getByText("bad link")).toBeVisible();
    await expect(panel.locator('a[href^="javascript"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();

    // Back on Write, the text is still there to edit, and the preview follows it.
    await page.getByRole("tab", { name: "Write" }).click();
    await page.getByLabel("Content", { exact: true }).fill("### Changed *text*");
    await page.getByRole("tab", { name: "Preview" }).click();
    await expect(panel.getByRole("heading", { level: 3, name: "Changed text" })).toBeVisible();
  });
});

test.describe("categories and the audit log", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("categories can be added and renamed, and are only deleted when unused", async ({ page }) => {
    const name = `E2E category ${suffix()}`;
    await signInAsAdmin(page);
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Categories" }).click();
    await expect(page).toHaveURL("/admin/categories");

    await page.getByLabel("Category name").fill(name);
    await page.getByRole("button", { name: "Add category" }).click();
    await expect(page.getByText("Category added")).toBeVisible();
    const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
    await expect(item).toContainText("0 posts");

    await page.getByLabel(`New name for ${name}`).fill(`${name} renamed`);
    await page.getByRole("button", { name: `Rename ${name}` }).click();
    await expect(page.getByText("Category renamed")).toBeVisible();
    await expect(page.getByRole("heading", { name: `${name} renamed`, exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Delete Growth & Revenue" }).click();
    await expect(
      page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: "Growth & Revenue" }) })
        .getByRole("alert"),
    ).toHaveText(/^Move or delete the \d+ posts? in this category first\.$/);
    await expect(page.getByRole("heading", { name: "Growth & Revenue" })).toBeVisible();

    await page.getByRole("button", { name: `Delete ${name} renamed` }).click();
    await expect(page.getByText("Category deleted")).toBeVisible();
    await expect(page.getByRole("heading", { name: `${name} renamed` })).toHaveCount(0);
  });

  test("the audit log lists each change with the admin, newest first, and filters", async ({ page }) => {
    const name = `E2E audited ${suffix()}`;
    await signInAsAdmin(page);
    await page.goto("/admin/categories");
    await page.getByLabel("Category name").fill(name);
    await page.getByRole("button", { name: "Add category" }).click();
    await expect(page.getByText("Category added")).toBeVisible();
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await expect(page.getByText("Category deleted")).toBeVisible();

    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Audit log" }).click();
    await expect(page).toHaveURL("/admin/audit");
    await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
    const rows = page.getByRole("row").filter({ hasText: name });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText("blog_category_deleted");
    await expect(rows.nth(1)).toContainText("blog_category_created");
    await expect(rows.nth(0)).toContainText(e2e.admin.email);

    await page.getByLabel("Action").selectOption("blog_category_created");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/\/admin\/audit\?action=blog_category_created/);
    await expect(rows).toHaveCount(1);
    const actions = await page.getByRole("row").locator("td:nth-child(2)").allTextContents();
    expect(actions.length).toBeGreaterThan(0);
    expect(new Set(actions)).toEqual(new Set(["blog_category_created"]));
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL("/admin/audit");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test("posts are created, checked and deleted (after a confirmation page) by plain form posts", async ({ page }) => {
    const title = `E2E no script ${suffix()}`;
    await signInAsAdmin(page);
    await page.goto("/admin/posts/new");
    await page.getByLabel("Summary", { exact: true }).fill("Kept after the error");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Title is required")).toBeVisible();
    await expect(page.getByText("Please choose a category")).toBeVisible();
    await expect(page.getByLabel("Summary", { exact: true })).toHaveValue("Kept after the error");

    await fillNewPost(page, title);
    await page.getByRole("button", { name: "Save" }).click();
    // The plain form post redirects to the new post's editor, and a save there comes back to it.
    await expectEditorOf(page, title);
    const editor = page.url();
    await page.getByLabel("Summary", { exact: true }).fill("Saved again without scripts.");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(editor);
    await expectEditorOf(page, title);
    await expect(page.getByLabel("Summary", { exact: true })).toHaveValue("Saved again without scripts.");

    await page.goto("/admin");
    await expect(postRow(page, title)).toContainText("Draft");
    await postRow(page, title)
      .getByRole("button", { name: `Delete ${title}` })
      .click();
    await expect(page.getByRole("heading", { name: "Are you sure you want to delete this post?" })).toBeVisible();
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(postRow(page, title)).toBeVisible();

    await postRow(page, title)
      .getByRole("button", { name: `Delete ${title}` })
      .click();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page).toHaveURL("/admin");
    await expect(postRow(page, title)).toHaveCount(0);
  });

  test("ticked posts are published and deleted together, the deletion asked on a page of its own", async ({ page }) => {
    const word = `Plain${suffix()}`;
    const titles = [`${word} one`, `${word} two`];
    await signInAsAdmin(page);
    for (const title of titles) {
      await page.goto("/admin/posts/new");
      await fillNewPost(page, title);
      await page.getByRole("button", { name: "Save" }).click();
      await expectEditorOf(page, title);
    }
    await page.goto(`/admin?q=${word}`);
    for (const title of titles) await page.getByRole("checkbox", { name: `Select ${title}` }).check();
    await page.getByRole("button", { name: "Publish selected", exact: true }).click();
    await expect(page).toHaveURL(`/admin?q=${word}`);
    for (const title of titles) await expect(postRow(page, title)).toContainText("Published");

    for (const title of titles) await page.getByRole("checkbox", { name: `Select ${title}` }).check();
    await page.getByRole("button", { name: "Delete selected" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Delete 2 posts?" })).toBeVisible();
    await page.getByRole("button", { name: "Delete 2 posts" }).click();
    await expect(page).toHaveURL(`/admin?q=${word}`);
    await expect(page.getByText("No posts match these filters.")).toBeVisible();
  });
});

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["mobile", { width: 390, height: 844 }],
] as const) {
  test.describe(`admin accessibility on ${device}`, () => {
    test.use({ viewport });

    test("the dashboard, post form, categories and audit log have no axe violations", async ({ page }) => {
      await signInAsAdmin(page);
      for (const [path, heading] of [
        ["/admin", "Blog Admin Dashboard"],
        ["/admin/posts/new", "New post"],
        ["/admin/categories", "Categories"],
        ["/admin/audit", "Audit log"],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await expectNoViolations(page);
      }

      // With errors showing, the preview open, and the delete dialog open.
      await page.goto("/admin/posts/new");
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("Title is required")).toBeVisible();
      await expectNoViolations(page);
      await page.getByLabel("Content", { exact: true }).fill("## A heading\n\nSome *text*.");
      await page.getByRole("tab", { name: "Preview" }).click();
      await expect(
        page.getByRole("tabpanel", { name: "Preview" }).getByRole("heading", { name: "A heading" }),
      ).toBeVisible();
      await expectNoViolations(page);

      await page.goto("/admin");
      await page
        .getByRole("button", { name: /^Delete / })
        .first()
        .click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      await expectNoViolations(page);
      await page.getByRole("button", { name: "Cancel" }).click();
    });
  });
}
