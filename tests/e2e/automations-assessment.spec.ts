import type { Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { e2e } from "./environment";
import { expect, test } from "./fixtures";

const PATH = "/automations-assessment";
const QUESTIONS = 10;

/** Proves the page's scripts run: choosing an answer updates the count. */
async function expectHydrated(page: Page) {
  await expect(async () => {
    await page.getByRole("group", { name: /^1\. / }).getByRole("radio").first().check();
    await expect(page.getByText(`1 of ${QUESTIONS} answered`)).toBeVisible({ timeout: 500 });
  }).toPass();
}

/** Chooses the answer at `level` (0 = by hand … 3 = automated) for every question, or per question from `levels`. */
async function answerAll(page: Page, levels: number[]) {
  for (let index = 0; index < QUESTIONS; index++) {
    await page
      .getByRole("group", { name: new RegExp(`^${index + 1}\\. `) })
      .getByRole("radio")
      .nth(levels[index])
      .check();
  }
}

test("has its own title, canonical URL, one h1 and breadcrumbs", async ({ page }) => {
  await page.goto(PATH);
  await expect(page).toHaveTitle("Free Automations Assessment | Kestrel Advisory");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${e2e.baseURL}${PATH}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How much of your business runs itself?");
  const trail = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(trail.getByRole("link", { name: "Automations" })).toHaveAttribute("href", "/services/automations");
  await expect(trail.getByText("Free Assessment", { exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("group")).toHaveCount(QUESTIONS);
});

test("the automations page's Take Free Assessment leads here", async ({ page }) => {
  await page.goto("/services/automations");
  await page.getByRole("link", { name: "Take Free Assessment" }).first().click();
  await expect(page).toHaveURL(PATH);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How much of your business runs itself?");
});

test("Start the assessment goes down to the questions", async ({ page }) => {
  await page.goto(PATH);
  await expectHydrated(page);
  await page.getByRole("link", { name: "Start the assessment" }).click();
  await expect(page).toHaveURL(`${PATH}#assessment-questions`);
  await expect(page.getByRole("heading", { name: "Your ten questions" })).toBeInViewport();
});

test("sending with questions unanswered names each one and keeps the answers given", async ({ page }) => {
  await page.goto(PATH);
  await expectHydrated(page);
  await page.getByRole("button", { name: "See my results" }).click();
  await expect(page.getByRole("alert")).toContainText("Please answer every question: 9 still need an answer.");
  await expect(page.getByText("Choose an answer to this question.")).toHaveCount(9);
  // The first unanswered question has the focus.
  await expect(page.getByRole("group", { name: /^2\. / }).getByRole("radio").first()).toBeFocused();
  await expect(page).toHaveURL(PATH);
  await expect(page.getByRole("group", { name: /^1\. / }).getByRole("radio").first()).toBeChecked();
  await page.getByRole("group", { name: /^2\. / }).getByRole("radio").nth(2).check();
  await expect(page.getByText("Choose an answer to this question.")).toHaveCount(8);
  await expect(page.getByText(`2 of ${QUESTIONS} answered`)).toBeVisible();
});

test("the result: score, band, three quick wins, and a call that carries it to the contact form", async ({ page }) => {
  await page.goto(PATH);
  await expectHydrated(page);
  // By hand for calls, invoicing and reporting; automated elsewhere: 21 of 30 points.
  const levels = [0, 3, 3, 3, 0, 3, 3, 0, 3, 3];
  await answerAll(page, levels);
  await expect(page.getByText(`${QUESTIONS} of ${QUESTIONS} answered`)).toBeVisible();
  await page.getByRole("button", { name: "See my results" }).click();

  await expect(page).toHaveURL(/calls=0/);
  const result = page.getByRole("region", { name: "Your automation score" });
  await expect(result.getByRole("heading", { name: "Your automation score" })).toBeFocused();
  await expect(result).toContainText("70");
  await expect(result).toContainText("Well automated");
  const wins = result.getByRole("list").first().getByRole("listitem");
  await expect(wins).toHaveCount(3);
  await expect(wins.nth(0)).toContainText("24/7 AI receptionist");
  await expect(wins.nth(1)).toContainText("Invoice automation");
  await expect(wins.nth(2)).toContainText("Live owner's dashboard");

  const book = result.getByRole("link", { name: "Book a call about my results" });
  await expect(book).toHaveAttribute("href", `/contact?lead=automations-assessment&assessment=${levels.join("")}`);
  await book.click();
  await expect(page).toHaveURL(/\/contact\?lead=automations-assessment/);
  await expect(page.getByText("You're asking about:")).toContainText("Automations assessment");
  await expect(page.getByText("Automations assessment: 70/100, Well automated.")).toBeVisible();
});

test("a result is a link: opening it shows the same result", async ({ page }) => {
  const query = new URLSearchParams({
    calls: "1",
    "after-hours": "1",
    "lead-capture": "0",
    "follow-up": "1",
    invoicing: "2",
    debtors: "2",
    scheduling: "2",
    reporting: "2",
    "double-entry": "2",
    records: "2",
  });
  await page.goto(`${PATH}?${query}`);
  const result = page.getByRole("region", { name: "Your automation score" });
  await expect(result).toContainText("50"); // 15 of 30
  await expect(result).toContainText("Partly automated");
  await expect(result.getByRole("listitem").first()).toContainText("Lead capture automation");
  await result.getByRole("link", { name: "Start again" }).click();
  await expect(page).toHaveURL(PATH);
  await expect(page.getByRole("region", { name: "Your automation score" })).toHaveCount(0);
  await expect(page.getByRole("group", { name: /^1\. / }).getByRole("radio").first()).not.toBeChecked();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server answers an incomplete form with 400 and the questions to answer, and scores a complete one", async ({
    page,
  }) => {
    const response = await page.goto(`${PATH}?calls=2&follow-up=9`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("Please answer every question: 9 still need an answer.");
    await expect(page.getByRole("group", { name: /^1\. / }).getByRole("radio").nth(2)).toBeChecked();

    await answerAll(page, [3, 3, 3, 3, 3, 3, 3, 3, 3, 3]);
    await page.getByRole("button", { name: "See my results" }).click();
    await expect(page.getByRole("region", { name: "Your automation score" })).toContainText("100");
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("has no axe violations, with errors and with a result", async ({ page }) => {
      await page.goto(PATH);
      await expectHydrated(page);
      await page.getByRole("button", { name: "See my results" }).click();
      await expect(page.getByRole("alert")).toBeVisible();
      await expectNoViolations(page);
      await page.goto(
        `${PATH}?${new URLSearchParams(["calls", "after-hours", "lead-capture", "follow-up", "invoicing", "debtors", "scheduling", "reporting", "double-entry", "records"].map((id) => [id, "1"]))}`,
      );
      await expect(page.getByRole("region", { name: "Your automation score" })).toBeVisible();
      await expectNoViolations(page);
    });
  });
}
