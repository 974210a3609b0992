/** The accessibility check every browser test uses: axe with the WCAG 2.2 AA and best-practice rules, zero violations. */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/** One axe scan takes 3 to 15 s on a busy two-core machine: each scan adds this much to its test's time limit. */
const TIME_PER_SCAN = 30_000;

/**
 * Sections that fade in on scroll turn transparent below the fold once the
 * page's scripts run, and would be caught half faded by a check that runs
 * meanwhile. Wait for the scripts, scroll through the page so every section
 * shows as it does for a reader who scrolled, then return to where the test was.
 */
async function revealScrollEffects(page: Page) {
  if ((await page.locator("[data-fade-in]").count()) === 0) return;
  // Each one marks itself once the page's scripts run: wait for that, or it could hide content mid-check.
  await expect(page.locator("[data-fade-in]:not([data-fade])")).toHaveCount(0);
  const start = await page.evaluate(() => window.scrollY);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 400) {
    // Scroll, then let the browser draw a frame there, in which it checks what scrolled into view.
    await page.evaluate(
      (top) =>
        new Promise((resolve) => {
          window.scrollTo(0, top);
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        }),
      y,
    );
  }
  await expect(page.locator('[data-fade="hidden"]')).toHaveCount(0);
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[data-fade]")].every((element) => getComputedStyle(element).opacity === "1"),
  );
  await page.evaluate((top) => window.scrollTo(0, top), start);
  // Let scroll listeners (the navigation bar, the call bar) catch up before the scan.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * A toast fading in or out would be scanned half transparent, and one may start fading during a scan of several
 * seconds. For the scan, toasts move as sonner moves them for readers who ask for reduced motion: at once. Returns the
 * rule, to be taken away after the scan.
 */
function settleToasts(page: Page) {
  return page.addStyleTag({
    content: "[data-sonner-toast],[data-sonner-toast]>*{transition:none!important;animation:none!important}",
  });
}

export async function expectNoViolations(page: Page) {
  test.info().setTimeout(test.info().timeout + TIME_PER_SCAN);
  await revealScrollEffects(page);
  const stillToasts = await settleToasts(page);
  const builder = new AxeBuilder({ page });
  // A page of one document is scanned in place: axe.run in the page. The default, for pages with frames, scans each
  // frame apart and then merges the results in a blank page of their own, which costs a second page and a second
  // copy of axe per scan (about a third of the check's time on two busy cores). The rules and what they check are
  // the same either way.
  if (page.frames().length === 1) builder.setLegacyMode(true);
  const results = await builder
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  await stillToasts.evaluate((rule) => (rule as HTMLStyleElement).remove());
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary).toEqual([]);
}
