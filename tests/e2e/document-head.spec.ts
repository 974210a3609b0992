import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./staff";

test("a page arrives with its styles inline, fonts preloaded from the body and scripts at low priority", async ({
  request,
}) => {
  const html = await (await request.get("/insights")).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const fontPreload = /<link[^>]*rel="preload"[^>]*as="font"[^>]*>/g;
  // A nonce only where the page was rendered for one visitor; a cached page's CSP names its scripts' hashes (ADR 024).
  expect(head).toMatch(/<style(?: nonce="[^"]+")? data-href="\/assets\/[^"]+\.css">/);
  // The only stylesheet link left is one that does not block rendering.
  expect(head.match(/<link[^>]*rel="stylesheet"[^>]*>/g)?.every((link) => link.includes('media="print"'))).toBe(true);
  // A font preload in <head> may hold back the first paint; at the start of <body> it is fetched as early and holds nothing.
  expect(head.match(fontPreload)).toBeNull();
  expect(html.match(/<\/head><body[^>]*>((?:<link[^>]*>)*)/)?.[1].match(fontPreload)).toHaveLength(2);
  const preloads = head.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
  expect(preloads.length).toBeGreaterThan(0);
  for (const link of preloads) expect(link).toContain('fetchpriority="low"');
});

test("the inline styles hold through hydration and a client-side navigation, without errors", async ({ page }) => {
  await page.goto("/insights");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveCSS("font-family", /Fraunces/);
  await page.waitForLoadState("networkidle");
  // Hydration claims the preloads where the server put them, without copying them into <head>.
  await expect(page.locator('body > link[rel="preload"][as="font"]')).toHaveCount(2);
  await expect(page.locator('head > link[rel="preload"][as="font"]')).toHaveCount(0);
  await page.getByRole("banner").getByRole("link", { name: "Get Started" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-family", /Fraunces/);
  await expect(page.locator("style[data-href]")).toHaveCount(1);
});

test("an admin screen keeps the public stylesheet inline and links the admin's, which holds all of it and more", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin/pages");
  await expect(page.getByRole("heading", { level: 1, name: "Pages" })).toBeVisible();
  await expect(page.locator("style[data-href]")).toHaveCount(1);
  const adminSheet = page.locator('head link[rel="stylesheet"]:not([media="print"])');
  await expect(adminSheet).toHaveCount(1);
  const found = await page.evaluate(
    async (href) => {
      const classesOf = (css: string) =>
        new Set([...css.matchAll(/\.((?:\\.|[\w-])+)/g)].map((match) => match[1].replace(/\\(.)/g, "$1")));
      const inline = classesOf(document.querySelector("style[data-href]")?.textContent ?? "");
      const admin = classesOf(await (await fetch(href!)).text());
      const used = new Set([...document.querySelectorAll("[class]")].flatMap((element) => [...element.classList]));
      return {
        applied: [...document.styleSheets].some((sheet) => sheet.href?.endsWith(href!) && sheet.cssRules.length > 0),
        publicOnly: [...inline].filter((name) => !admin.has(name)),
        adminOnlyUsed: [...used].filter((name) => admin.has(name) && !inline.has(name)),
      };
    },
    await adminSheet.getAttribute("href"),
  );
  expect(found.applied).toBe(true);
  // Every rule of the public stylesheet is in the admin's too, which comes after it: the admin's decides every style.
  expect(found.publicOnly).toEqual([]);
  // And the screen uses classes that only the admin's stylesheet has.
  expect(found.adminOnlyUsed.length).toBeGreaterThan(0);
});

test("every class on the public pages that the site's styles know is styled by the public pages' own stylesheet", async ({
  page,
  request,
}) => {
  test.slow();
  const classesOf = (css: string) =>
    new Set([...css.matchAll(/\.((?:\\.|[\w-])+)/g)].map((match) => match[1].replace(/\\(.)/g, "$1")));
  // The admin's stylesheet has every class of the site's code: what the site's styles know.
  await signInAsAdmin(page);
  await page.goto("/admin/pages");
  const adminHref = await page.locator('head link[rel="stylesheet"]:not([media="print"])').getAttribute("href");
  const known = classesOf(await (await request.get(adminHref!)).text());

  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || "/");
  expect(paths.length).toBeGreaterThan(25);
  const others = ["/auth", "/auth/forgot-password", "/auth/two-factor", "/newsletter/unsubscribe", "/no-such-page"];
  const unstyled: Record<string, string[]> = {};
  for (const path of [...paths, ...others]) {
    const html = await (await request.get(path)).text();
    const inline = classesOf(html.match(/<style[^>]*data-href="[^"]+"[^>]*>([\s\S]*?)<\/style>/)?.[1] ?? "");
    expect(inline.size, `${path}: its inlined stylesheet`).toBeGreaterThan(500);
    const used = [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) =>
      match[1].replaceAll("&amp;", "&").split(/\s+/),
    );
    const missing = [...new Set(used)].filter((name) => known.has(name) && !inline.has(name));
    if (missing.length > 0) unstyled[path] = missing;
  }
  expect(unstyled).toEqual({});
});
