/**
 * Images as a writer and a reader meet them: a featured image uploaded with its alt text (or marked decorative) is
 * drawn as a responsive picture on the insights list and the post, and is the post's link preview; Insert image puts
 * a body image's Markdown at the cursor; the upload works without JavaScript; the editor passes axe.
 *
 * On a server and database of their own, as admin-posts.spec.ts does: the posts published here would otherwise show
 * on the pages other tests count.
 */
import crypto from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoViolations } from "./axe";
import { e2e } from "./environment";
import { startOwnServer, type OwnServer } from "./own-server";
import { expect, test } from "./fixtures";
import { signInAsAdmin as signInAsStaffAdmin } from "./staff";

// Beside the suite's own server (4173 by default: 4217), clear of the other specs' servers.
const PORT = e2e.port + 44;
const base = `http://localhost:${PORT}`;
let own: OwnServer | undefined;

test.describe.configure({ mode: "default" });
test.use({ baseURL: base, viewport: { width: 1280, height: 800 } });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnServer({ port: PORT, name: "post-images", enrolFrom: "2001:db8:fffe::2" });
});

test.afterAll(async () => {
  await own?.stop();
});

const signInAsAdmin = (page: Page) => signInAsStaffAdmin(page, own!.adminTotpKey);
const suffix = () => crypto.randomBytes(4).toString("hex");
const ALT_MESSAGE = "Describe the image for people who cannot see it, or mark it as decorative.";

/** A 2000×1200 photo with a gradient (so every variant has something to encode). */
function photo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1200"><defs><linearGradient id="g"><stop offset="0" stop-color="#1f4d3a"/><stop offset="1" stop-color="#e39a2d"/></linearGradient></defs><rect width="2000" height="1200" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

async function fillNewPost(
  page: Page,
  title: string,
  content = `## Why it matters\n\nA first paragraph about ${title}.`,
) {
  await page.goto("/admin/posts/new");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Summary", { exact: true }).fill(`What ${title} is about.`);
  await page.getByLabel("Content", { exact: true }).fill(content);
  await page.getByLabel("Category").selectOption({ label: "Growth & Revenue" });
}

/** Saves the new post: the first save opens its editor. */
async function save(page: Page) {
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Blog post created successfully")).toBeVisible();
}

/** The uploaded image's <img> is drawn with srcset, sizes, width and height, inside a <picture> with AVIF and WebP. */
async function expectResponsive(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute(
    "srcset",
    /^\/images\/[0-9a-f-]{36}\/480\.jpg 480w, \/images\/[0-9a-f-]{36}\/960\.jpg 960w, \/images\/[0-9a-f-]{36}\/1600\.jpg 1600w$/,
  );
  await expect(image).toHaveAttribute("sizes", /.+/);
  await expect(image).toHaveAttribute("width", "1600");
  await expect(image).toHaveAttribute("height", "960");
  const picture = image.locator("xpath=..");
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /1600\.avif 1600w/);
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute("srcset", /1600\.webp 1600w/);
  // The browser chose a variant and drew it.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test("a featured image with alt text is drawn responsively on the list and the post, and is the post's link preview", async ({
  page,
}) => {
  test.slow();
  const title = `E2E picture ${suffix()}`;
  const alt = `An owner reading a cash flow forecast ${suffix()}`;
  await signInAsAdmin(page);
  await fillNewPost(page, title);
  await page
    .getByLabel("Or upload an image")
    .setInputFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: await photo() });
  await page.getByLabel("Alt text", { exact: true }).fill(alt);
  await page.getByLabel("Published").check();
  await save(page);

  await page.goto("/insights");
  const card = page.getByRole("img", { name: alt }).first();
  await expectResponsive(card);

  await page.goto(`/insights/${title.toLowerCase().replace(/ /g, "-")}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const cover = page.getByRole("img", { name: alt });
  await expectResponsive(cover);

  const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(ogImage).toMatch(new RegExp(`^${base}/images/[0-9a-f-]{36}/og\\.jpg$`));
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute("content", "630");
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", alt);
  const preview = await page.request.get(ogImage!);
  expect(preview.status()).toBe(200);
  expect(preview.headers()["content-type"]).toBe("image/jpeg");
  expect(preview.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const size = await sharp(await preview.body()).metadata();
  expect([size.width, size.height]).toEqual([1200, 630]);
});

test("an image without alt text is stopped until it is described or marked decorative; a decorative one has empty alt", async ({
  page,
}) => {
  const title = `E2E decorative ${suffix()}`;
  await signInAsAdmin(page);
  await fillNewPost(page, title);
  await page
    .getByLabel("Or upload an image")
    .setInputFiles({ name: "texture.jpg", mimeType: "image/jpeg", buffer: await photo() });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL("/admin/posts/new");
  const altField = page.getByLabel("Alt text", { exact: true });
  await expect(altField).toHaveAttribute("aria-invalid", "true");
  await expect(altField).toHaveAccessibleDescription(new RegExp(ALT_MESSAGE.replace(/[.]/g, "\\.")));
  await expect(altField).toBeFocused();

  await page.getByLabel("Decorative image").check();
  await page.getByLabel("Published").check();
  await save(page);

  await page.goto(`/insights/${title.toLowerCase().replace(/ /g, "-")}`);
  const cover = page.locator("article picture img").first();
  await expect(cover).toHaveAttribute("alt", "");
  await expectResponsive(cover);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/og\.jpg$/);
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveCount(0);
});

test("Insert image puts the uploaded image's Markdown at the cursor, the preview draws it, and the editor passes axe", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await fillNewPost(page, `E2E body image ${suffix()}`, "First paragraph.\n\nLast paragraph.");
  const group = page.getByRole("group", { name: "Insert image" });
  await expect(group).toBeVisible();
  await expectNoViolations(page);

  // Nothing chosen: the control says so, and sends nothing.
  await group.getByRole("button", { name: "Upload and insert" }).click();
  await expect(group.getByLabel("Image file")).toHaveAccessibleDescription(/Choose an image to upload\./);

  const content = page.getByLabel("Content", { exact: true });
  // The cursor after the first paragraph.
  await content.evaluate((textarea: HTMLTextAreaElement) =>
    textarea.setSelectionRange("First paragraph.".length, "First paragraph.".length),
  );
  await group
    .getByLabel("Image file")
    .setInputFiles({ name: "chart.jpg", mimeType: "image/jpeg", buffer: await photo() });
  await group.getByLabel("Alt text for this image").fill("A bar chart of monthly sales");
  await group.getByRole("button", { name: "Upload and insert" }).click();
  await expect(group.getByRole("status")).toHaveText("Image inserted at the cursor.");
  await expect(content).toHaveValue(
    /^First paragraph\.\n\n!\[A bar chart of monthly sales\]\(\/images\/[0-9a-f-]{36}\/1600\.jpg#1600x960\)\n\nLast paragraph\.$/,
  );

  await page.getByRole("tab", { name: "Preview" }).click();
  const inPreview = page
    .getByRole("tabpanel", { name: "Preview" })
    .getByRole("img", { name: "A bar chart of monthly sales" });
  await expectResponsive(inPreview);
  await expectNoViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the featured image is uploaded with its alt text by the plain form post; Insert image is not drawn", async ({
    page,
  }) => {
    const title = `E2E no script image ${suffix()}`;
    await signInAsAdmin(page);
    await fillNewPost(page, title);
    await expect(page.getByRole("group", { name: "Insert image" })).toHaveCount(0);
    await page
      .getByLabel("Or upload an image")
      .setInputFiles({ name: "cover.jpg", mimeType: "image/jpeg", buffer: await photo() });
    await page.getByRole("button", { name: "Save" }).click();
    // The server asks for the alt text, and keeps the stored upload for the corrected form.
    await expect(page.getByText(ALT_MESSAGE)).toBeVisible();
    await expect(page.getByLabel("Image URL")).toHaveValue(/^\/images\/[0-9a-f-]{36}\/1600\.jpg$/);
    await page.getByLabel("Alt text", { exact: true }).fill("A cover without scripts");
    await page.getByRole("button", { name: "Save" }).click();
    // The plain form post lands in the new post's editor, showing what was stored.
    await expect(page).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: "Edit post" })).toBeVisible();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
    await expect(page.getByRole("img", { name: "Current featured image" })).toHaveAttribute(
      "src",
      /^\/images\/[0-9a-f-]{36}\/1600\.jpg$/,
    );
    await expect(page.getByLabel("Alt text", { exact: true })).toHaveValue("A cover without scripts");
  });
});
