/**
 * Every public page within its budgets on the production build (ADR 047): at most 125 KB of script with brotli, the
 * chunks it fetches as it hydrates included, and at most 100 KB of inlined stylesheet. Measured as
 * `npm run bench:scripts` measures them (tests/support/page-weight.ts), each page in a context of its own.
 */
import { anInsightPath, measurePage, overBudget, publicPagePaths, type PageWeight } from "../support/page-weight";
import { expect, test } from "./fixtures";

function expectWithinBudgets(weight: PageWeight) {
  // Measured at all: a page with no script or no inlined stylesheet would pass any budget.
  expect(weight.scripts.length, `${weight.path}: scripts found`).toBeGreaterThan(0);
  expect(weight.stylesheets, `${weight.path}: inlined stylesheets`).toBe(1);
  expect(overBudget(weight), `${weight.path} is over a budget`).toEqual([]);
}

for (const path of publicPagePaths) {
  test(`${path} is within the script and stylesheet budgets`, async ({ page, baseURL }) => {
    expectWithinBudgets(await measurePage(page, baseURL!, path));
  });
}

test("an insight is within the script and stylesheet budgets", async ({ page, baseURL }) => {
  expectWithinBudgets(await measurePage(page, baseURL!, await anInsightPath(baseURL!)));
});
