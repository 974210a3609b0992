import { expect, test } from "./fixtures";

test.describe("navigation bar on desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("is transparent over the home hero and solid after 24px of scroll", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-transparent", "true");
    await page.evaluate(() => window.scrollTo(0, 20));
    await page.waitForTimeout(150);
    await expect(header).toHaveAttribute("data-transparent", "true");
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect(header).toHaveAttribute("data-transparent", "false");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-transparent", "true");

    await page.goto("/privacy-policy");
    await expect(header).toHaveAttribute("data-transparent", "false");
  });

  test("has dropdowns for services, industries and about", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [menu, link, href] of [
      ["Services", "Exit & Succession", "/services/exit-and-succession"],
      ["Industries", "Medical & Healthcare", "/who-we-help/medical"],
      ["About", "FAQ", "/about/faq"],
    ] as const) {
      const trigger = nav.getByRole("button", { name: menu });
      await trigger.click();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      await expect(nav.getByRole("link", { name: link })).toHaveAttribute("href", href);
      await trigger.click();
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
    }
    await expect(nav.getByRole("link", { name: "Insights" })).toHaveAttribute("href", "/insights");
    await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact");
  });

  test("dropdowns work from the keyboard", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "Services" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "All services" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
  });

  test("the footer has the brand, links, social profiles and the years from 2024 to this one", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(`© 2024–${new Date().getFullYear()} Kestrel Advisory`)).toBeVisible();
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    await expect(footer.getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/terms-of-use");
    await expect(footer.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute("href", /linkedin\.com/);
    await expect(footer.getByRole("navigation", { name: "Services" }).getByRole("link")).toHaveCount(7);
    await expect(footer.getByTestId("mobile-call-bar")).toHaveCount(0);
    await expect(page.getByTestId("mobile-call-bar")).toBeHidden();
  });

  test("every navigation starts at the top of the new page", async ({ page }) => {
    await page.goto("/privacy-policy");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Use" }).click();
    await expect(page).toHaveURL("/terms-of-use");
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Use" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the menu slides down with every section and the strategy call", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "Book a Free Strategy Call" })).toHaveAttribute(
      "href",
      "/book/strategy-call",
    );

    const services = menu.getByRole("button", { name: "Services" });
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await menu.getByRole("link", { name: "Smart Systems & AI" }).click();
    await expect(page).toHaveURL("/services/smart-systems-and-ai");
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });

  test("the Book free call bar appears after a quarter of the page", async ({ page }) => {
    await page.goto("/privacy-policy");
    const bar = page.getByTestId("mobile-call-bar");
    await expect(bar).toBeHidden();
    const scrollTo = (fraction: number) =>
      page.evaluate((f) => {
        const scrollable = document.documentElement.scrollHeight - window.innerHeight;
        window.scrollTo(0, scrollable * f);
      }, fraction);
    await scrollTo(0.2);
    await page.waitForTimeout(150);
    await expect(bar).toBeHidden();
    await scrollTo(0.3);
    await expect(bar.getByRole("link", { name: "Book free call" })).toBeVisible();
    await expect(bar.getByRole("link", { name: "Book free call" })).toHaveAttribute("href", "/book");
    await scrollTo(0);
    await expect(bar).toBeHidden();
  });
});
