import { devices, type Browser, type Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { e2e } from "./environment";
import { inlineScriptPolicy } from "./csp";
import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./staff";

// The twelve sample insights seeded into the empty test database, newest first.
const NEWEST = "A weekly dashboard for owners: the eight numbers that tell you how the business is really doing";
const SECOND = "Family succession without the fallout: a 90-day plan for handing over the business";
const THIRD = "Running a 90-day sprint: how we work with owners to turn a plan into results";
const FEATURED = "How to raise your prices without losing your best customers";
const FEATURED_SLUG = "how-to-raise-your-prices-without-losing-your-best-customers";
const TEAM_POST_SLUG = "quote-to-cash-finding-the-rands-that-leak-between-the-quote-and-the-bank";
// Only the view-count test opens this post, so its count changes for no other reason.
const COUNTED = "Using AI safely under POPIA: a practical checklist for owners";
const COUNTED_SLUG = "using-ai-safely-under-popia-a-practical-checklist-for-owners";
const CHROME = devices["Desktop Chrome"].userAgent;

const results = (page: Page) => page.locator('section[aria-labelledby="results-heading"]');
const pagination = (page: Page) => page.getByRole("navigation", { name: "Pagination" });
const categories = (page: Page) => page.getByRole("navigation", { name: "Insight categories" });
const featured = (page: Page) => page.getByRole("region", { name: "Featured insight" });

test.describe("the insights list", () => {
  test("shows nine insights a page with numbered pagination", async ({ page }) => {
    const response = await page.goto("/insights");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Showing 1 to 9 of 12 insights")).toBeVisible();
    await expect(results(page).getByRole("article")).toHaveCount(9);
    await expect(results(page).getByRole("article").first()).toContainText(NEWEST);
    // Without a search or category there is no result count line.
    await expect(page.getByText(/^\d+ results?\b/)).toHaveCount(0);

    const nav = pagination(page);
    await expect(nav.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Previous" })).toHaveCount(0);
    await nav.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL("/insights?page=2");
    await expect(page.getByText("Showing 10 to 12 of 12 insights")).toBeVisible();
    await expect(results(page).getByRole("article")).toHaveCount(3);
    await expect(nav.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Next" })).toHaveCount(0);

    await nav.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL("/insights");
    await expect(page.getByText("Showing 1 to 9 of 12 insights")).toBeVisible();
    await nav.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL("/insights?page=2");
  });

  test("cards show category, title, summary, read time, date and author, and open the post", async ({ page }) => {
    // The featured insight is also in the list, on page 2 (it is the eleventh newest).
    await page.goto("/insights?page=2");
    const card = results(page).getByRole("article").filter({ hasText: FEATURED });
    await expect(card).toContainText("Growth & Revenue");
    await expect(card).toContainText(/\d+ min read/);
    await expect(card).toContainText("10 March 2026");
    await expect(card).toContainText("Pieter van der Merwe");
    await expect(card).toContainText("A practical guide to pricing architecture");
    await card.getByRole("link", { name: FEATURED }).click();
    await expect(page).toHaveURL(`/insights/${FEATURED_SLUG}`);
    await expect(page.getByRole("heading", { level: 1, name: FEATURED })).toBeVisible();
  });

  test("the featured insight shows only on the unfiltered first page", async ({ page }) => {
    await page.goto("/insights");
    await expect(featured(page)).toBeVisible();
    await expect(featured(page).getByRole("link", { name: FEATURED })).toHaveAttribute(
      "href",
      `/insights/${FEATURED_SLUG}`,
    );
    for (const path of ["/insights?page=2", "/insights?q=pricing", "/insights?category=growth-and-revenue"]) {
      await page.goto(path);
      await expect(page.locator("#results-heading")).toBeVisible();
      await expect(featured(page), path).toHaveCount(0);
    }
  });

  test("search shows a result count, resets to page 1, and offers a way out when nothing matches", async ({ page }) => {
    await page.goto("/insights?page=2");
    const search = page.getByRole("searchbox", { name: "Search insights" });
    await search.fill("pricing");
    await search.press("Enter");
    await expect(page).toHaveURL("/insights?q=pricing");
    await expect(page.getByText('1 result for "pricing"')).toBeVisible();
    await expect(results(page).getByRole("article")).toHaveCount(1);
    await expect(results(page).getByRole("article")).toContainText(FEATURED);
    await expect(pagination(page)).toHaveCount(0);
    await expect(search).toHaveValue("pricing");

    // Category names are searched too, in any case.
    await search.fill("AUTOMATION & AI");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText('2 results for "AUTOMATION & AI"')).toBeVisible();

    await search.fill("zebra crossing");
    await search.press("Enter");
    await expect(page.getByRole("heading", { name: "No matching posts" })).toBeVisible();
    await expect(page.getByText('0 results for "zebra crossing"')).toBeVisible();
    await expect(page.getByRole("link", { name: "Suggest this topic" })).toHaveAttribute("href", "/contact");
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL("/insights");
    await expect(page.getByText("Showing 1 to 9 of 12 insights")).toBeVisible();
    await expect(search).toHaveValue("");
  });

  test("category filters show their counts, reset to page 1 and keep the search", async ({ page }) => {
    await page.goto("/insights?page=2");
    const filters = categories(page);
    await expect(filters.getByRole("link", { name: "All (12 posts)" })).toHaveAttribute("aria-current", "true");
    for (const [name, count] of [
      ["Automation & AI", 2],
      ["Exit & Succession", 2],
      ["Growth & Revenue", 3],
      ["Leadership & Ownership", 2],
      ["Operations & Systems", 3],
    ] as const) {
      await expect(filters.getByRole("link", { name: `${name} (${count} posts)` })).toBeVisible();
    }

    await filters.getByRole("link", { name: /^Operations & Systems/ }).click();
    await expect(page).toHaveURL("/insights?category=operations-and-systems");
    await expect(filters.getByRole("link", { name: /^Operations & Systems/ })).toHaveAttribute("aria-current", "true");
    await expect(filters.getByRole("link", { name: /^All/ })).not.toHaveAttribute("aria-current", "true");
    await expect(page.getByText("3 results in Operations & Systems")).toBeVisible();
    await expect(page.getByText("Showing 1 to 3 of 3 insights")).toBeVisible();
    for (const card of await results(page).getByRole("article").all())
      await expect(card).toContainText("Operations & Systems");

    // Searching inside a category keeps the category.
    const search = page.getByRole("searchbox", { name: "Search insights" });
    await search.fill("sprint");
    await search.press("Enter");
    await expect(page).toHaveURL("/insights?category=operations-and-systems&q=sprint");
    await expect(page.getByText('1 result for "sprint" in Operations & Systems')).toBeVisible();
    await expect(results(page).getByRole("article")).toContainText(THIRD);

    await filters.getByRole("link", { name: /^All/ }).click();
    await expect(page).toHaveURL("/insights?q=sprint");
  });

  test("grid and list views are pressed buttons kept in the address", async ({ page }) => {
    await page.goto("/insights?category=growth-and-revenue");
    const layout = page.getByRole("group", { name: "Layout" });
    await expect(layout.getByRole("button", { name: "Grid" })).toHaveAttribute("aria-pressed", "true");
    await expect(layout.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "false");
    const firstCard = results(page).getByRole("article").first();
    const gridWidth = (await firstCard.boundingBox())!.width;

    await layout.getByRole("button", { name: "List" }).click();
    await expect(page).toHaveURL("/insights?category=growth-and-revenue&view=list");
    await expect(layout.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
    await expect(layout.getByRole("button", { name: "Grid" })).toHaveAttribute("aria-pressed", "false");
    await expect.poll(async () => (await firstCard.boundingBox())!.width).toBeGreaterThan(gridWidth * 2);
    // Other links keep the view.
    await expect(categories(page).getByRole("link", { name: /^All/ })).toHaveAttribute("href", "/insights?view=list");

    await layout.getByRole("button", { name: "Grid" }).click();
    await expect(page).toHaveURL("/insights?category=growth-and-revenue&view=grid");
    await expect(layout.getByRole("button", { name: "Grid" })).toHaveAttribute("aria-pressed", "true");
  });

  test("says Loading insights… while the next page loads", async ({ page }) => {
    await page.goto("/insights");
    await expect(page.getByRole("button", { name: "Search" })).toBeEnabled();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/insights.data**", async (route) => {
      await held;
      await route.continue();
    });
    const status = page.getByRole("status").filter({ hasText: "Loading insights…" });
    await expect(status).toHaveCount(0);
    await pagination(page).getByRole("link", { name: "Next" }).click();
    await expect(status).toHaveCount(1);
    await expect(results(page)).toHaveAttribute("aria-busy", "true");
    release();
    await expect(page.getByText("Showing 10 to 12 of 12 insights")).toBeVisible();
    await expect(status).toHaveCount(0);
  });

  test("closes with the newsletter block and the strategy call (sign-up: newsletter.spec.ts)", async ({ page }) => {
    await page.goto("/insights");
    await expect(page.getByRole("link", { name: "Book a Strategy Call" })).toHaveAttribute(
      "href",
      "/book/strategy-call",
    );
    const newsletter = page.locator("#newsletter");
    await expect(newsletter).toContainText("500+");
    await expect(newsletter).toContainText(/every week/);
    await expect(newsletter.getByRole("button", { name: "Get insights" })).toBeVisible();
  });

  test("links to its RSS feed", async ({ page }) => {
    await page.goto("/insights");
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      `${e2e.baseURL}/insights/rss.xml`,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${e2e.baseURL}/insights`);
  });
});

test.describe("the insights list without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("pages, searches, filters and switches views with plain links and forms", async ({ page }) => {
    await page.goto("/insights");
    await expect(page.getByText("Showing 1 to 9 of 12 insights")).toBeVisible();
    await expect(featured(page)).toBeVisible();
    await pagination(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL("/insights?page=2");
    await expect(page.getByText("Showing 10 to 12 of 12 insights")).toBeVisible();

    await page.getByRole("group", { name: "Layout" }).getByRole("button", { name: "List" }).click();
    await expect(page).toHaveURL("/insights?page=2&view=list");
    await expect(page.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("Showing 10 to 12 of 12 insights")).toBeVisible();

    await categories(page)
      .getByRole("link", { name: /^Exit & Succession/ })
      .click();
    await expect(page).toHaveURL("/insights?category=exit-and-succession&view=list");
    await expect(page.getByText("2 results in Exit & Succession")).toBeVisible();
    await expect(categories(page).getByRole("link", { name: /^Exit & Succession/ })).toHaveAttribute(
      "aria-current",
      "true",
    );

    const search = page.getByRole("searchbox", { name: "Search insights" });
    await search.fill("family");
    await search.press("Enter");
    await expect(page).toHaveURL("/insights?category=exit-and-succession&view=list&q=family");
    await expect(page.getByText('1 result for "family" in Exit & Succession')).toBeVisible();
    await expect(results(page).getByRole("article")).toContainText(SECOND);

    await search.fill("nothing like this");
    await search.press("Enter");
    await expect(page.getByRole("heading", { name: "No matching posts" })).toBeVisible();
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL("/insights?view=list");
    await expect(page.getByText("Showing 1 to 9 of 12 insights")).toBeVisible();
  });

  test("a post reads in full", async ({ page }) => {
    await page.goto(`/insights/${FEATURED_SLUG}`);
    await expect(page.getByRole("heading", { level: 1, name: FEATURED })).toBeVisible();
    await expect(
      page.getByRole("article").getByRole("heading", { name: "Start with the arithmetic, not the fear" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Related insights" })).toBeVisible();
  });
});

test.describe("an insight", () => {
  test("shows every part of the post", async ({ page }) => {
    const response = await page.goto(`/insights/${FEATURED_SLUG}`);
    expect(response?.status()).toBe(200);
    const article = page.getByRole("article").first();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(FEATURED);
    await expect(article).toContainText("Growth & Revenue");
    await expect(article).toContainText(/\d+ min read/);
    await expect(article).toContainText("A practical guide to pricing architecture, value tiers");
    await expect(article).toContainText("By Pieter van der Merwe");
    await expect(article.locator("time").first()).toHaveText("10 March 2026");
    // The Markdown body: headings, lists and a table, with line breaks kept.
    await expect(
      article.getByRole("heading", { level: 2, name: "Start with the arithmetic, not the fear" }),
    ).toBeVisible();
    await expect(article.getByRole("table")).toContainText("Volume change to break even");
    await expect(article.getByRole("listitem").filter({ hasText: "Core customers who pay on time" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "About the author" })).toContainText(
      "Pieter spent fifteen years in commercial finance",
    );
    await expect(page.getByRole("link", { name: "Book a Value Mapping Call" })).toHaveAttribute(
      "href",
      "/book/value-mapping-call",
    );
    await expect(page).toHaveTitle(`${FEATURED} | Kestrel Advisory`);

    // Up to three related insights, all from the same category, never the post itself.
    const related = page.getByRole("region", { name: "Related insights" }).getByRole("article");
    await expect(related).toHaveCount(2);
    for (const card of await related.all()) {
      await expect(card).toContainText("Growth & Revenue");
      await expect(card).not.toContainText(FEATURED);
    }
    await related.filter({ hasText: NEWEST }).getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEWEST);

    await page.getByRole("link", { name: "Back to Insights" }).click();
    await expect(page).toHaveURL("/insights");
    await expect(page.getByText("Showing 1 to 9 of 12 insights")).toBeVisible();
  });

  test("uses the default author bio when the post has none", async ({ page }) => {
    await page.goto(`/insights/${TEAM_POST_SLUG}`);
    await expect(page.getByRole("complementary", { name: "About the author" })).toContainText(
      "The Kestrel Advisory Team helps South African owner-led businesses grow, simplify and prepare for what's next.",
    );
  });

  test("has article metadata and BlogPosting structured data its CSP allows", async ({ page, request }) => {
    await page.goto(`/insights/${FEATURED_SLUG}`);
    const url = `${e2e.baseURL}/insights/${FEATURED_SLUG}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute("content", /^2026-03-10T/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^A practical guide to pricing/);

    // The post's own structured data, beside the firm's Organization that every public page carries.
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const json = blocks.map((text) => JSON.parse(text)).find((item) => item["@type"] === "BlogPosting") ?? {};
    expect(json).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: FEATURED,
      description: expect.stringMatching(/^A practical guide/),
      datePublished: expect.stringMatching(/^2026-03-10T/),
      dateModified: expect.any(String),
      author: { "@type": "Person", name: "Pieter van der Merwe" },
      publisher: { "@type": "Organization", name: "Kestrel Advisory" },
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      articleSection: "Growth & Revenue",
      keywords: expect.stringContaining("pricing"),
    });

    const response = await request.get(`/insights/${FEATURED_SLUG}`, { headers: { "User-Agent": CHROME } });
    expect(response.headers()["cache-control"]).toBe("public, max-age=60, s-maxage=5");
    const html = await response.text();
    expect(html).toMatch(/<script type="application\/ld\+json"[^>]*>/);
    expect(inlineScriptPolicy(response.headers()["content-security-policy"], html).refused).toEqual([]);
  });

  test("Share copies the address when the device has no share sheet", async ({ browser }) => {
    const context = await browser.newContext({ userAgent: CHROME });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: e2e.baseURL });
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    const page = await context.newPage();
    await page.goto(`${e2e.baseURL}/insights/${FEATURED_SLUG}`);
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Link copied$/ })).toBeVisible();
    await expect(page.getByText("The address of this insight is on your clipboard.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${e2e.baseURL}/insights/${FEATURED_SLUG}`);
    await context.close();
  });

  test("Share uses the device's share sheet where there is one", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
        },
      });
    });
    await page.goto(`/insights/${FEATURED_SLUG}`);
    await page.getByRole("button", { name: "Share" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
      .toEqual({
        title: FEATURED,
        text: expect.stringMatching(/^A practical guide/),
        url: `${e2e.baseURL}/insights/${FEATURED_SLUG}`,
      });
    await expect(page.getByText("Link copied")).toHaveCount(0);
  });

  test("Share shows the address to copy when the clipboard refuses", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
      Object.defineProperty(Navigator.prototype, "clipboard", {
        configurable: true,
        get: () => ({ writeText: () => Promise.reject(new DOMException("denied", "NotAllowedError")) }),
      });
    });
    await page.goto(`/insights/${FEATURED_SLUG}`);
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByLabel("Copy this address to share the insight")).toHaveValue(
      `${e2e.baseURL}/insights/${FEATURED_SLUG}`,
    );
  });

  test("an unknown post answers 404 with Post Not Found inside the site", async ({ page }) => {
    const response = await page.goto("/insights/no-such-insight");
    expect(response?.status()).toBe(404);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByRole("heading", { level: 1, name: "Post Not Found" })).toBeVisible();
    await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page).toHaveTitle("Post Not Found | Kestrel Advisory");
    await page.getByRole("link", { name: "Back to Insights" }).click();
    await expect(page).toHaveURL("/insights");
  });
});

test("pages for a signed-in visitor are never cached for others", async ({ page, request }) => {
  const anonymous = await request.get("/insights", { headers: { "User-Agent": CHROME } });
  expect(anonymous.headers()["cache-control"]).toBe("public, max-age=60, s-maxage=5");

  await signInAsAdmin(page);
  for (const path of ["/insights", "/insights?category=growth-and-revenue", `/insights/${FEATURED_SLUG}`]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
  }
});

/** The Views number of a post on the admin dashboard. */
async function viewsOnDashboard(admin: Page, title: string): Promise<number> {
  await admin.goto("/admin");
  const headers = await admin.getByRole("columnheader").allTextContents();
  const column = headers.findIndex((text) => text.trim().toLowerCase() === "views");
  expect(column).toBeGreaterThan(0);
  const row = admin.getByRole("row").filter({ has: admin.getByRole("rowheader", { name: title, exact: true }) });
  const text = await row.locator("th, td").nth(column).textContent();
  return Number((text ?? "").replace(/\D/g, ""));
}

async function readAsVisitor(browser: Browser, go: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ userAgent: CHROME, baseURL: e2e.baseURL });
  const page = await context.newPage();
  await go(page);
  await context.close();
}

test("each reader's view counts once; crawlers, prefetches and HEAD requests don't", async ({
  page,
  browser,
  playwright,
}) => {
  await signInAsAdmin(page);
  const before = await viewsOnDashboard(page, COUNTED);

  // A reader opens the post.
  await readAsVisitor(browser, async (reader) => {
    await reader.goto(`/insights/${COUNTED_SLUG}`);
    await expect(reader.getByRole("heading", { level: 1, name: COUNTED })).toBeVisible();
  });
  await expect.poll(() => viewsOnDashboard(page, COUNTED)).toBe(before + 1);

  // Requests that are not a reader's view.
  const api = await playwright.request.newContext({ baseURL: e2e.baseURL });
  const path = `/insights/${COUNTED_SLUG}`;
  const notViews: Record<string, string>[] = [
    { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
    { "User-Agent": CHROME, Purpose: "prefetch" },
    { "User-Agent": CHROME, "Sec-Purpose": "prefetch" },
    { "User-Agent": CHROME, "Sec-Purpose": "prefetch;prerender" },
    { "User-Agent": CHROME, "X-Moz": "prefetch" },
  ];
  for (const headers of notViews) {
    expect((await api.get(path, { headers })).status()).toBe(200);
  }
  expect((await api.head(path, { headers: { "User-Agent": CHROME } })).status()).toBe(200);
  await api.dispose();
  // Views are written every second (post-views.server.ts): a wrongly counted one would show by now.
  await page.waitForTimeout(1_500);
  expect(await viewsOnDashboard(page, COUNTED)).toBe(before + 1);

  // A reader who arrives from the list (a client-side navigation) counts once too.
  await readAsVisitor(browser, async (reader) => {
    await reader.goto("/insights?category=automation-and-ai");
    await results(reader).getByRole("link", { name: COUNTED }).click();
    await expect(reader.getByRole("heading", { level: 1, name: COUNTED })).toBeVisible();
    await expect(reader.getByRole("region", { name: "Related insights" })).toBeVisible();
  });
  await expect.poll(() => viewsOnDashboard(page, COUNTED)).toBe(before + 2);
});

test.describe("the home page's latest insights", () => {
  test.use({ viewport: { width: 1280, height: 400 } });

  test("load once, when the section comes near the viewport", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/insights/latest")) requests.push(request.url());
    });
    await page.goto("/");
    const section = page.getByRole("region", { name: "Latest insights" });
    await expect(section).toHaveAttribute("data-state", "idle");
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);

    await section.scrollIntoViewIfNeeded();
    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText(NEWEST);
    await expect(cards.nth(1)).toContainText(SECOND);
    await expect(cards.nth(2)).toContainText(THIRD);
    await expect(section.getByRole("link", { name: "View all insights" })).toHaveAttribute("href", "/insights");

    await page.evaluate(() => window.scrollTo(0, 0));
    await section.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect(requests).toHaveLength(1);

    await cards.nth(0).getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name: NEWEST })).toBeVisible();
  });

  test("say so when the insights cannot be loaded or there are none", async ({ page }) => {
    await page.route("**/api/insights/latest", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: "{not json" }),
    );
    await page.goto("/");
    const section = page.getByRole("region", { name: "Latest insights" });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByText("Couldn't load insights right now.")).toBeVisible();

    await page.unroute("**/api/insights/latest");
    await page.route("**/api/insights/latest", (route) => route.fulfill({ json: { posts: [] } }));
    await page.goto("/");
    await page.getByRole("region", { name: "Latest insights" }).scrollIntoViewIfNeeded();
    await expect(page.getByText("No posts yet. Check back soon.")).toBeVisible();
  });

  test("the endpoint answers the three newest as JSON", async ({ request }) => {
    const response = await request.get("/api/insights/latest");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/json");
    const body = (await response.json()) as {
      posts: { title: string; slug: string; category: { name: string }; date: string }[];
    };
    expect(body.posts.map((p) => p.title)).toEqual([NEWEST, SECOND, THIRD]);
    expect(body.posts[0]).toMatchObject({
      category: { name: "Growth & Revenue" },
      date: expect.stringMatching(/^2026-10-21T/),
    });
  });
});

test.describe("feeds for machines", () => {
  test("the sitemap lists public pages and every insight, and nothing private", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    expect(response.headers()["cache-control"]).toBe("public, max-age=300");
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    for (const path of ["/", "/insights", "/privacy-policy", "/terms-of-use"]) {
      expect(xml).toContain(`<loc>${e2e.baseURL}${path}</loc>`);
    }
    expect(xml).toMatch(
      new RegExp(`<loc>${e2e.baseURL}/insights/${FEATURED_SLUG}</loc>\\n    <lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
    );
    expect(xml.match(/<loc>[^<]*\/insights\/[^<]+<\/loc>/g)).toHaveLength(12);
    expect(xml).not.toMatch(/\/admin|\/auth|\/api\//);
  });

  test("robots.txt allows the site, keeps crawlers out of admin, auth and the API, and names the sitemap", async ({
    request,
  }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    expect(response.headers()["cache-control"]).toBe("public, max-age=300");
    const text = await response.text();
    expect(text).toContain("User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /auth\nDisallow: /api/");
    expect(text).toContain(`Sitemap: ${e2e.baseURL}/sitemap.xml`);
  });

  test("the RSS feed carries the twenty newest insights with absolute links", async ({ request }) => {
    const response = await request.get("/insights/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/rss+xml");
    expect(response.headers()["cache-control"]).toBe("public, max-age=300");
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain("<title>Kestrel Advisory Insights</title>");
    expect(xml.match(/<item>/g)).toHaveLength(12);
    expect(xml).toContain(`<link>${e2e.baseURL}/insights/${FEATURED_SLUG}</link>`);
    // The first item is the newest; titles are escaped XML.
    expect(xml.indexOf(NEWEST.replace(/'/g, "&apos;"))).toBeLessThan(xml.indexOf(FEATURED));
    expect(xml).toContain("<category>Growth &amp; Revenue</category>");
  });
});

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["mobile", { width: 390, height: 844 }],
] as const) {
  test.describe(`insights accessibility on ${device}`, () => {
    test.use({ viewport });

    for (const path of [
      "/insights",
      "/insights?q=zzz-nothing",
      `/insights/${FEATURED_SLUG}`,
      "/insights/no-such-insight",
    ]) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoViolations(page);
      });
    }

    test("the home page's loaded insights have no axe violations", async ({ page }) => {
      await page.goto("/");
      const section = page.getByRole("region", { name: "Latest insights" });
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByRole("article")).toHaveCount(3);
      // Back at the top (the cards stay loaded), so the scan covers this section rather than the
      // mobile call bar that appears further down the page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page.getByTestId("mobile-call-bar")).toBeHidden();
      await expectNoViolations(page);
    });
  });
}
