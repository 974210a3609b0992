import type { Locator, Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { e2e } from "./environment";
import { expect, test } from "./fixtures";

const EXIT = "/services/exit-and-succession";
const STRATEGY = "/services/strategy-and-performance";
const OPERATIONS = "/services/operations-and-supply";

const EXIT_HERO = "Build a business a buyer will pay for, or your family can run without you";
const STRATEGY_HERO = "Turn hard work into results with a plan your whole team follows";
const OPERATIONS_HERO = "Free up cash, margin and time by taking the friction out of operations";

function section(page: Page, name: string): Locator {
  return page.getByRole("region", { name, exact: true });
}

/** Proves the page's scripts run: a button that only works once they do answers a press, then is put back. */
async function expectHydrated(page: Page, button: Locator) {
  await expect(async () => {
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true", { timeout: 500 });
  }).toPass();
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function expectTrail(hero: Locator, current: string) {
  const trail = hero.getByRole("navigation", { name: "Breadcrumb" });
  await expect(trail.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(trail.getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services");
  await expect(trail.getByText(current, { exact: true })).toHaveAttribute("aria-current", "page");
}

for (const { path, title, hero } of [
  { path: EXIT, title: "Exit & Succession", hero: EXIT_HERO },
  { path: STRATEGY, title: "Strategy & Performance", hero: STRATEGY_HERO },
  { path: OPERATIONS, title: "Operations & Supply", hero: OPERATIONS_HERO },
]) {
  test(`${path} has its own title, canonical URL, one h1 and breadcrumbs`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} | Kestrel Advisory`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${e2e.baseURL}${path}`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${e2e.baseURL}${path}`);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length).toBeLessThanOrEqual(160);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(section(page, hero).getByRole("heading", { level: 1 })).toHaveText(hero);
    await expectTrail(section(page, hero), title);
  });
}

test("the router matches a service path in any case and with a trailing slash", async ({ page }) => {
  await page.goto(`${STRATEGY.toUpperCase()}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(STRATEGY_HERO);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${e2e.baseURL}${STRATEGY}`);
});

test.describe("Exit & Succession", () => {
  const faqQuestion = (page: Page) => page.getByRole("button", { name: "How early should I start planning my exit?" });

  test("the hero offers the free Exit Readiness Assessment in rand, with priority booking", async ({ page }) => {
    await page.goto(EXIT);
    const hero = section(page, EXIT_HERO);
    await expect(hero).toContainText("47-point diagnostic");
    await expect(hero).toContainText("Usually R55 000, free for owners who book this quarter");
    await expect(hero).toContainText("Priority booking within 7 days");
    await expect(hero.getByRole("link", { name: "Book Your Free Assessment" })).toHaveAttribute(
      "href",
      "/book/exit-readiness-assessment?lead=exit-readiness-assessment",
    );
    await expect(hero.getByRole("link", { name: "Book a Free Strategy Call" })).toHaveAttribute(
      "href",
      "/book/strategy-call",
    );
    await hero.getByRole("link", { name: "Book Your Free Assessment" }).click();
    await expect(page).toHaveURL(/\/book\/exit-readiness-assessment\?lead=exit-readiness-assessment(&tz=[^&]+)?$/);
  });

  test("the 90-day method has three steps of 30, 30 and 30+ days", async ({ page }) => {
    await page.goto(EXIT);
    const method = section(page, "Three steps from owner-dependent to ready");
    await expect(method.getByRole("heading", { level: 3 })).toHaveText([
      "Assess & Diagnose",
      "Design & Plan",
      "Implement & Monitor",
    ]);
    const steps = method.getByRole("listitem");
    await expect(steps).toHaveCount(3);
    for (const [index, days] of ["30 days", "30 days", "30+ days"].entries()) {
      await expect(steps.nth(index)).toContainText(days);
    }
  });

  test("Protect, Transition and Exit tabs start on Protect, each with a tagline, four improvements and four deliverables", async ({
    page,
  }) => {
    await page.goto(EXIT);
    const paths = section(page, "Protect, transition or exit: where are you heading?");
    const tablist = paths.getByRole("tablist", { name: "Exit paths" });
    await expect(tablist.getByRole("tab")).toHaveText(["Protect", "Transition", "Exit"]);
    await expect(tablist.getByRole("tab", { name: "Protect" })).toHaveAttribute("aria-selected", "true");
    await expect(paths.getByRole("tabpanel")).toHaveCount(1);
    await expect(paths.getByRole("tabpanel", { name: "Protect" })).toContainText(
      "Make the business safe from the day you are not there.",
    );

    await expectHydrated(page, faqQuestion(page));
    for (const [name, tagline] of [
      ["Protect", "Make the business safe"],
      ["Transition", "Hand over to the next generation"],
      ["Exit", "Sell at the right price"],
    ]) {
      await tablist.getByRole("tab", { name }).click();
      await expect(tablist.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
      const panel = paths.getByRole("tabpanel", { name });
      await expect(panel).toBeVisible();
      await expect(paths.getByRole("tabpanel")).toHaveCount(1);
      await expect(panel).toContainText(tagline);
      await expect(panel.getByRole("heading", { level: 4 })).toHaveText(["Improvements", "Deliverables"]);
      const lists = panel.getByRole("list");
      await expect(lists).toHaveCount(2);
      await expect(lists.nth(0).getByRole("listitem")).toHaveCount(4);
      await expect(lists.nth(1).getByRole("listitem")).toHaveCount(4);
    }
  });

  test("the arrow keys, Home and End move between the path tabs and select them", async ({ page }) => {
    await page.goto(EXIT);
    await expectHydrated(page, faqQuestion(page));
    const tablist = page.getByRole("tablist", { name: "Exit paths" });
    const tab = (name: string) => tablist.getByRole("tab", { name });
    const expectSelected = async (name: string) => {
      await expect(tab(name)).toBeFocused();
      await expect(tab(name)).toHaveAttribute("aria-selected", "true");
      await expect(tab(name)).toHaveAttribute("tabindex", "0");
      await expect(page.getByRole("tabpanel", { name })).toBeVisible();
      await expect(tablist.getByRole("tab", { selected: true })).toHaveCount(1);
    };

    await tab("Protect").focus();
    await page.keyboard.press("ArrowRight");
    await expectSelected("Transition");
    await expect(tab("Protect")).toHaveAttribute("tabindex", "-1");
    await expect(page.getByRole("tabpanel", { name: "Protect", includeHidden: true })).toBeHidden();
    await page.keyboard.press("ArrowRight");
    await expectSelected("Exit");
    await page.keyboard.press("ArrowRight");
    await expectSelected("Protect");
    await page.keyboard.press("ArrowLeft");
    await expectSelected("Exit");
    await page.keyboard.press("Home");
    await expectSelected("Protect");
    await page.keyboard.press("End");
    await expectSelected("Exit");

    // Tab leaves the tab list for the selected panel.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel", { name: "Exit" })).toBeFocused();
  });

  test("levers, the readiness stack, pillars, stories and credentials", async ({ page }) => {
    await page.goto(EXIT);
    await expect(section(page, "The levers that move the multiple").getByRole("heading", { level: 3 })).toHaveCount(6);

    const stack = section(page, "Five layers a buyer or successor will check");
    await expect(stack.getByRole("list").first().getByRole("heading", { level: 3 })).toHaveText([
      "Financial foundations",
      "Legal and compliance housekeeping",
      "Customers and revenue quality",
      "People and leadership",
      "Systems and owner independence",
    ]);
    const card = stack.locator("[data-sticky-card]");
    await expect(card.getByRole("heading", { level: 3 })).toHaveText("Free Exit Readiness Assessment");
    await expect(card).toContainText("Usually R55 000, free for owners who book this quarter");
    await expect(card).toContainText("Priority booking within 7 days");
    await expect(card.getByRole("link", { name: "Book Your Free Assessment" })).toHaveAttribute(
      "href",
      "/book/exit-readiness-assessment?lead=exit-readiness-assessment",
    );

    await expect(
      section(page, "Four pillars of every succession engagement").getByRole("heading", { level: 3 }),
    ).toHaveCount(4);

    const stories = section(page, "Owners who planned their exit, and what it changed");
    await expect(stories.getByRole("figure")).toHaveCount(3);

    const credentials = section(page, "Experience you can lean on");
    await expect(credentials.getByRole("definition")).toHaveText(["15+ years", "20+ years", "47-point", "90 days"]);
    await expect(credentials.getByRole("term").nth(0)).toContainText("Operations leadership");
    await expect(credentials.getByRole("term").nth(1)).toContainText("Family enterprise experience");
  });

  test("the FAQ opens one answer at a time and a second press closes it", async ({ page }) => {
    await page.goto(EXIT);
    const faq = section(page, "Questions about exit and succession");
    const questions = faq.getByRole("button");
    await expect(questions).toHaveCount(4);
    const first = faqQuestion(page);
    const third = faq.getByRole("button", { name: "What does the Exit Readiness Assessment involve?" });
    const firstAnswer = faq.getByRole("region", {
      name: "How early should I start planning my exit?",
      includeHidden: true,
    });
    const thirdAnswer = faq.getByRole("region", {
      name: "What does the Exit Readiness Assessment involve?",
      includeHidden: true,
    });
    for (let i = 0; i < 4; i++) await expect(questions.nth(i)).toHaveAttribute("aria-expanded", "false");
    await expect(firstAnswer).toBeHidden();

    await expect(async () => {
      await first.click();
      await expect(first).toHaveAttribute("aria-expanded", "true", { timeout: 500 });
    }).toPass();
    await expect(firstAnswer).toBeVisible();

    await third.click();
    await expect(third).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(firstAnswer).toBeHidden();
    await expect(thirdAnswer).toBeVisible();
    await expect(thirdAnswer).toContainText("usually R55 000");

    await third.click();
    await expect(third).toHaveAttribute("aria-expanded", "false");
    await expect(thirdAnswer).toBeHidden();

    await questions.nth(3).focus();
    await page.keyboard.press("Enter");
    await expect(questions.nth(3)).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(questions.nth(3)).toHaveAttribute("aria-expanded", "false");
  });

  test("the closing calls to action book the assessment or a strategy call", async ({ page }) => {
    await page.goto(EXIT);
    const cta = section(page, "Find out what your business is worth to a buyer today");
    await expect(cta.getByRole("link", { name: "Book Your Free Assessment" })).toHaveAttribute(
      "href",
      "/book/exit-readiness-assessment?lead=exit-readiness-assessment",
    );
    await expect(cta.getByRole("link", { name: "Book a Free Strategy Call" })).toHaveAttribute(
      "href",
      "/book/strategy-call",
    );
    await expect(cta).toContainText("Usually R55 000, free this quarter");
    await cta.getByRole("link", { name: "Book a Free Strategy Call" }).click();
    await expect(page).toHaveURL(/\/book\/strategy-call(\?tz=[^&]+)?$/);
  });
});

test.describe("Strategy & Performance", () => {
  test("six signals, four pillars, a five-step operating system, 90-day outcomes and a closing call", async ({
    page,
  }) => {
    await page.goto(STRATEGY);
    const hero = section(page, STRATEGY_HERO);
    await expect(hero.getByRole("link", { name: "Book a 45-minute Strategy Call" })).toHaveAttribute(
      "href",
      "/book/strategy-call",
    );
    await expect(hero.getByRole("link", { name: "See how we work" })).toHaveAttribute("href", "/how-we-work");
    await expect(
      section(page, "Six signs your business is working hard and getting less back").getByRole("heading", { level: 3 }),
    ).toHaveCount(6);
    await expect(section(page, "What a well-run business has in place").getByRole("heading", { level: 3 })).toHaveText([
      "A clear direction",
      "Few priorities",
      "Numbers that lead",
      "A steady rhythm",
    ]);
    const system = section(page, "Five steps to a business that runs on a plan");
    await expect(system.getByRole("list").first().getByRole("heading", { level: 3 })).toHaveCount(5);
    await expect(system.locator("[data-sticky-card]").getByRole("heading", { level: 3 })).toHaveText(
      "Your operating system at a glance",
    );
    await expect(section(page, "What changes in the first 90 days").getByRole("heading", { level: 3 })).toHaveCount(4);
    const cta = section(page, "Start your first 90-day sprint");
    await expect(cta.getByRole("link", { name: "Book a 45-minute Strategy Call" })).toHaveAttribute(
      "href",
      "/book/strategy-call",
    );
    await expect(cta.getByRole("link", { name: "Explore all services" })).toHaveAttribute("href", "/services");
  });
});

/** Where the card's top and its steps' top are in the viewport after scrolling the page to `y`. */
async function positionsAt(page: Page, steps: Locator, card: Locator, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return { card: (await card.boundingBox())!.y, steps: (await steps.boundingBox())!.y };
}

/** Equal to within a pixel: layout positions may fall between pixels. */
function expectNear(actual: number, expected: number, what: string) {
  expect(Math.abs(actual - expected), `${what}: ${actual} against ${expected}`).toBeLessThanOrEqual(1);
}

/** The page offset of an element's top and its height. */
function pageBox(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { top: box.top + window.scrollY, height: box.height };
  });
}

for (const { path, heading, offset } of [
  { path: EXIT, heading: "Five layers a buyer or successor will check", offset: 88 },
  { path: STRATEGY, heading: "Five steps to a business that runs on a plan", offset: 100 },
]) {
  test.describe(`the sticky card on ${path}`, () => {
    // Geometry is measured after the fade-in is done; with reduced motion nothing moves but the scroll.
    test.use({ reducedMotion: "reduce" });

    test.describe("at 1280px", () => {
      test.use({ viewport: { width: 1280, height: 900 } });

      test(`holds ${offset}px from the top while its steps scroll past, then stops at the section's end`, async ({
        page,
      }) => {
        await page.goto(path);
        const region = section(page, heading);
        const steps = region.getByRole("list").first();
        const card = region.locator("[data-sticky-card]");
        await expect(card).toHaveCSS("position", "sticky");
        const list = await pageBox(steps);
        const cardBox = await pageBox(card);
        const travel = list.height - cardBox.height;
        expect(travel, "the steps are taller than the card, leaving room to stick").toBeGreaterThan(150);

        // Before the section reaches the offset, the card sits at the top of its column, level with the steps.
        const before = await positionsAt(page, steps, card, list.top - offset - 200);
        expectNear(before.card, before.steps, "card level with the steps");
        expectNear(before.card, offset + 200, "card before the section");

        // Inside the section, the card holds its place while the steps move up.
        const inside = await positionsAt(page, steps, card, list.top - offset + 50);
        expectNear(inside.card, offset, "card inside the section");
        const further = await positionsAt(page, steps, card, list.top - offset + travel - 20);
        expectNear(further.card, offset, "card further inside");
        expectNear(inside.steps - further.steps, travel - 70, "steps scrolled");

        // Past the end of the steps, it is pinned to the section's bottom and leaves with it.
        const after = await positionsAt(page, steps, card, list.top - offset + travel + 200);
        expectNear(after.card, offset - 200, "card after the section");
        const cardBottom = (await card.boundingBox())!;
        const stepsBottom = (await steps.boundingBox())!;
        expectNear(
          cardBottom.y + cardBottom.height,
          stepsBottom.y + stepsBottom.height,
          "card bottom at the steps' bottom",
        );
      });
    });

    test.describe("at 800px", () => {
      test.use({ viewport: { width: 800, height: 900 } });

      test("does not stick: it follows the steps and scrolls away with the page", async ({ page }) => {
        await page.goto(path);
        const region = section(page, heading);
        const steps = region.getByRole("list").first();
        const card = region.locator("[data-sticky-card]");
        await expect(card).toHaveCSS("position", "static");
        const list = await pageBox(steps);
        const cardBox = await pageBox(card);
        expect(cardBox.top).toBeGreaterThanOrEqual(list.top + list.height);
        const first = await positionsAt(page, steps, card, cardBox.top - 300);
        const second = await positionsAt(page, steps, card, cardBox.top - 100);
        expectNear(first.card, 300, "card after scrolling");
        expectNear(second.card, 100, "card after scrolling further");
      });
    });
  });
}

test.describe("Operations & Supply", () => {
  const INDUSTRIES = [
    "Agriculture & Agri-processing",
    "Construction & Engineering",
    "Hospitality & Tourism",
    "Logistics & Transport",
    "Manufacturing & Distribution",
    "Retail & Wholesale",
  ];

  test("signals with the cost of friction, accelerators, five steps, principles and four reasons", async ({ page }) => {
    await page.goto(OPERATIONS);
    const hero = section(page, OPERATIONS_HERO);
    await expect(hero.getByRole("link", { name: "Book a 20-minute Operations Call" })).toHaveAttribute(
      "href",
      "/book/operations-call?focus=operations",
    );
    await expect(hero.getByRole("link", { name: "Request an Operations Assessment" })).toHaveAttribute(
      "href",
      "/contact?lead=operations-assessment",
    );
    const signals = section(page, "Where operations quietly cost you money");
    await expect(signals.getByRole("list").first().getByRole("listitem")).toHaveCount(6);
    await expect(signals.getByRole("heading", { name: "The cost of friction", level: 3 })).toBeVisible();
    await expect(signals.getByRole("link", { name: "Get a sample 90-day plan" })).toHaveAttribute(
      "href",
      "/contact?lead=operations-plan",
    );
    await expect(
      section(page, "Digital tools that make the improvements stick").getByRole("heading", { level: 3 }),
    ).toHaveCount(4);
    const approach = section(page, "Five steps from friction to flow");
    await expect(approach.getByRole("heading", { level: 3 })).toHaveText([
      "Walk the floor",
      "Measure the friction",
      "Design the fixes",
      "Implement with your team",
      "Embed and hand over",
    ]);
    await expect(section(page, "How we make improvements last").getByRole("listitem")).toHaveCount(6);
    await expect(
      section(page, "Four reasons owners choose us for operations").getByRole("heading", { level: 3 }),
    ).toHaveCount(4);
  });

  test("each of the five levers has a Get started link to /contact?focus=operations", async ({ page }) => {
    await page.goto(OPERATIONS);
    const levers = section(page, "Five levers that free up cash and time");
    await expect(levers.getByRole("heading", { level: 3 })).toHaveCount(5);
    const links = levers.getByRole("link", { name: /^Get started/ });
    await expect(links).toHaveCount(5);
    for (const link of await links.all()) await expect(link).toHaveAttribute("href", "/contact?focus=operations");
    // Every Get started link on the page, not only the levers', carries the focus.
    const everywhere = page.getByRole("link", { name: /^Get started/ });
    await expect(everywhere).toHaveCount(5);
    await expect(levers.getByRole("link", { name: "Get started (Supplier terms and sourcing)" })).toBeVisible();
    await levers.getByRole("link", { name: "Get started (Supplier terms and sourcing)" }).click();
    await expect(page).toHaveURL("/contact?focus=operations");
  });

  test("the industry dropdown lists six industries by name after a disabled placeholder, and Book a call goes to /contact with the industry chosen", async ({
    page,
  }) => {
    await page.goto(OPERATIONS);
    const call = section(page, "Book a call about operations in your industry");
    const select = call.getByRole("combobox", { name: "Your industry" });
    const options = select.locator("option");
    await expect(options).toHaveText(["Choose your industry", ...INDUSTRIES]);
    const names = (await options.allTextContents()).slice(1);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en-ZA")));
    await expect(options.first()).toBeDisabled();
    await expect(select).toHaveValue("");
    expect(await options.first().evaluate((option: HTMLOptionElement) => option.selected)).toBe(true);

    // Book a call goes to /contact, taking the industry chosen along.
    const book = call.getByRole("button", { name: "Book a call" });
    await book.click();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByText("Your industry:")).toHaveCount(0);
    await page.goBack();
    await select.selectOption("Logistics & Transport");
    await expect(select).toHaveValue("Logistics & Transport");
    await book.click();
    await expect(page).toHaveURL("/contact?industry=Logistics+%26+Transport");
    await expect(page.getByText("Your industry: Logistics & Transport")).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the dropdown shows its placeholder and Book a call takes the industry chosen to /contact", async ({
      page,
    }) => {
      await page.goto(OPERATIONS);
      const call = section(page, "Book a call about operations in your industry");
      const select = call.getByRole("combobox", { name: "Your industry" });
      await expect(select).toHaveValue("");
      await select.selectOption("Retail & Wholesale");
      await call.getByRole("button", { name: "Book a call" }).click();
      await expect(page).toHaveURL("/contact?industry=Retail+%26+Wholesale");
      await expect(page.getByText("Your industry: Retail & Wholesale")).toBeVisible();
    });
  });
});

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["mobile", { width: 375, height: 812 }],
] as const) {
  test.describe(`service page accessibility on ${device}`, () => {
    test.use({ viewport });

    test(`${EXIT} has no axe violations, on another tab with an answer open`, async ({ page }) => {
      await page.goto(EXIT);
      const question = page.getByRole("button", { name: "Will my staff or customers find out?" });
      await expect(async () => {
        await question.click();
        await expect(question).toHaveAttribute("aria-expanded", "true", { timeout: 500 });
      }).toPass();
      await page.getByRole("tab", { name: "Transition" }).click();
      await expect(page.getByRole("tabpanel", { name: "Transition" })).toBeVisible();
      await expectNoViolations(page);
    });

    test(`${STRATEGY} has no axe violations`, async ({ page }) => {
      await page.goto(STRATEGY);
      await expectNoViolations(page);
    });

    test(`${OPERATIONS} has no axe violations, with an industry chosen`, async ({ page }) => {
      await page.goto(OPERATIONS);
      await page.getByRole("combobox", { name: "Your industry" }).selectOption("Hospitality & Tourism");
      await expectNoViolations(page);
    });
  });
}
