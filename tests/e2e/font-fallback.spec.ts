/**
 * Text laid out in the fallback faces, before the web fonts arrive, sits where it will sit once they swap in:
 * the fallback faces are sized to the web fonts' metrics (app/app.css, ADR 011). Measured at a phone's width,
 * once with the font files refused and once with them loaded.
 */
import type { Browser } from "@playwright/test";
import { expect, test } from "./fixtures";

const pages = ["/", "/who-we-help/agriculture", "/services"];
const VIEWPORT = { width: 412, height: 823 };

async function layout(browser: Browser, baseURL: string, path: string, withWebFonts: boolean) {
  // Reduced motion keeps the fade-in wrappers where they are: one still waiting below the viewport is drawn 24px
  // lower, and whether it is yet depends on when the page hydrated.
  const context = await browser.newContext({ baseURL, viewport: VIEWPORT, reducedMotion: "reduce" });
  const page = await context.newPage();
  if (!withWebFonts) await page.route(/\.woff2$/, (route) => route.abort());
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  const loaded = await page.evaluate(
    () => document.fonts.check('600 16px "Fraunces Variable"') && document.fonts.check('16px "Inter Variable"'),
  );
  const boxes = await page.locator("main h1, main h1 ~ p, main h2").evaluateAll((elements) =>
    elements.slice(0, 6).map((element) => {
      const box = element.getBoundingClientRect();
      return {
        text: element.textContent?.slice(0, 40),
        top: Math.round(box.top + window.scrollY),
        height: Math.round(box.height),
      };
    }),
  );
  await context.close();
  return { loaded, boxes };
}

for (const path of pages) {
  test(`the text of ${path} does not move when the web fonts swap in`, async ({ browser, baseURL }) => {
    const fallback = await layout(browser, baseURL!, path, false);
    const webFonts = await layout(browser, baseURL!, path, true);
    expect(fallback.loaded).toBe(false);
    expect(webFonts.loaded).toBe(true);
    expect(webFonts.boxes.length).toBeGreaterThan(2);
    for (const [index, box] of webFonts.boxes.entries()) {
      const before = fallback.boxes[index];
      expect(before.text).toBe(box.text);
      // On the first screen, where a shift is seen, a text stays within a few pixels of its place; further down,
      // lines that wrap a little differently add up, but to no more than 2% of the distance from the top.
      const tolerance = box.top < VIEWPORT.height ? 4 : box.top * 0.02;
      expect(Math.abs(before.top - box.top), `top of "${box.text}"`).toBeLessThanOrEqual(tolerance);
      expect(Math.abs(before.height - box.height), `height of "${box.text}"`).toBeLessThanOrEqual(4);
    }
  });
}
