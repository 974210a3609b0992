import type { Locator, Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";

const HERO = /Build a business that runs well/;

/**
 * Proves the page's scripts run (so the client had its chance to add the video): a carousel dot works. A press that
 * lands before the scripts have run does nothing, so it is pressed until it answers (pressing it again is harmless).
 */
async function expectHydrated(page: Page) {
  const secondSlide = page.getByRole("region", { name: "Early value" }).getByRole("button", { name: "Go to slide 2" });
  await expect(async () => {
    await secondSlide.click();
    await expect(secondSlide).toHaveAttribute("aria-current", "true", { timeout: 500 });
  }).toPass();
  await page.evaluate(() => window.scrollTo(0, 0));
}

function section(page: Page, name: string | RegExp): Locator {
  return page.getByRole("region", { name });
}

test.describe("home hero", () => {
  test("books a Value Mapping Call and links to how we work", async ({ page }) => {
    await page.goto("/");
    const hero = section(page, HERO);
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText(HERO);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(hero.getByRole("link", { name: "Book a Value Mapping Call" })).toHaveAttribute(
      "href",
      "/book/value-mapping-call",
    );
    await expect(hero.getByRole("link", { name: "See how we work" })).toHaveAttribute("href", "/how-we-work");
    await hero.getByRole("link", { name: "Book a Value Mapping Call" }).click();
    await expect(page).toHaveURL(/\/book\/value-mapping-call(\?tz=[^&]+)?$/);
  });

  test("plays a muted, looping, hidden background video over the poster, and can pause it", async ({ page }) => {
    await page.goto("/");
    const hero = section(page, HERO);
    const poster = hero.locator('img[src="/media/hero-contours-poster.webp"]');
    await expect(poster).toHaveAttribute("width", "960");
    await expect(poster).toHaveAttribute("height", "540");
    const video = hero.locator("video");
    await expect(video).toHaveCount(1);
    await expect(video).toHaveAttribute("aria-hidden", "true");
    await expect(video).toHaveAttribute("playsinline", "");
    await expect(video).toHaveAttribute("loop", "");
    await expect(video.locator("source")).toHaveCount(2);
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.2);

    await hero.getByRole("button", { name: "Pause background video" }).click();
    await expect(hero.getByRole("button", { name: "Play background video" })).toBeVisible();
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await hero.getByRole("button", { name: "Play background video" }).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  });

  test("the media files are small and served with their types", async ({ request }) => {
    for (const [path, type] of [
      ["/media/hero-contours.webm", "video/webm"],
      ["/media/hero-contours.mp4", "video/mp4"],
      ["/media/hero-contours-poster.webp", "image/webp"],
      ["/media/social-card.jpg", "image/jpeg"],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toContain(type);
      expect((await response.body()).length, path).toBeLessThan(1_000_000);
    }
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("shows the poster and no video, and nothing fades", async ({ page }) => {
      await page.goto("/");
      const hero = section(page, HERO);
      await expect(hero.locator('img[src="/media/hero-contours-poster.webp"]')).toBeVisible();
      await expectHydrated(page);
      await expect(hero.locator("video")).toHaveCount(0);
      await expect(hero.getByRole("button", { name: /background video/ })).toHaveCount(0);
      await expect(page.locator("[data-fade-in]").first()).toHaveAttribute("data-fade", "static");
      await expect(page.locator('[data-fade="hidden"], [data-fade="shown"]')).toHaveCount(0);
    });
  });

  test("a visitor asking to save data gets the poster and no video", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true });
    });
    await page.goto("/");
    const hero = section(page, HERO);
    await expectHydrated(page);
    await expect(hero.locator("video")).toHaveCount(0);
    await expect(hero.locator('img[src="/media/hero-contours-poster.webp"]')).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("every section is there and visible, with the poster and no video", async ({ page }) => {
      await page.goto("/");
      await expect(section(page, HERO).locator("video")).toHaveCount(0);
      for (const heading of [
        "Five tracks to a stronger business",
        "What changes in the first 90 days",
        "What we promise from the first call",
        "Four steps from first call to lasting change",
        "Built for the industries South Africa runs on",
        "Questions owners ask us",
        "See where the value is hiding in your business",
      ]) {
        const region = section(page, heading);
        await region.scrollIntoViewIfNeeded();
        await expect(region).toBeVisible();
        expect(await region.evaluate((element) => getComputedStyle(element.parentElement!).opacity), heading).toBe("1");
      }
      await expect(page.locator("[data-fade-in]")).toHaveCount(8);
      await expect(page.locator("[data-fade]")).toHaveCount(0);
    });
  });
});

test("the home page names itself to search engines and link previews", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Kestrel Advisory");
  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${origin}/`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Kestrel Advisory");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${origin}/media/social-card.jpg`);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
});

test("five service-track cards link to their services", async ({ page }) => {
  await page.goto("/");
  const services = section(page, "Five tracks to a stronger business");
  await expect(services.getByRole("heading", { level: 3 })).toHaveCount(5);
  for (const [name, href] of [
    ["Exit & Succession", "/services/exit-and-succession"],
    ["Operations & Supply", "/services/operations-and-supply"],
    ["Revenue & Pricing", "/services/revenue-and-pricing"],
    ["Strategy & Performance", "/services/strategy-and-performance"],
    ["Smart Systems, AI & Automation", "/services/smart-systems-and-ai"],
  ]) {
    await expect(services.getByRole("link", { name: `Learn more (${name})` })).toHaveAttribute("href", href);
  }
  await expect(services.getByRole("link", { name: "View all services" })).toHaveAttribute("href", "/services");
});

test.describe("early-value carousel", () => {
  function carouselParts(page: Page) {
    const carousel = page.getByRole("region", { name: "Early value" });
    return {
      carousel,
      slides: carousel.getByRole("group", { name: /^\d of 6$/ }),
      slide: (n: number) => carousel.getByRole("group", { name: `${n} of 6` }),
      next: carousel.getByRole("button", { name: "Next slide" }),
      previous: carousel.getByRole("button", { name: "Previous slide" }),
      dots: carousel.getByRole("button", { name: /^Go to slide \d$/ }),
      dot: (n: number) => carousel.getByRole("button", { name: `Go to slide ${n}` }),
    };
  }

  /** Which of the six slides are fully in view. */
  async function shown(page: Page): Promise<number[]> {
    const { slide } = carouselParts(page);
    const visible: number[] = [];
    for (let n = 1; n <= 6; n++) {
      const inView = await slide(n).evaluate((element) => {
        const track = element.parentElement!.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return box.left >= track.left - 1 && box.right <= track.right + 1;
      });
      if (inView) visible.push(n);
    }
    return visible;
  }

  for (const { width, perView, pages } of [
    { width: 375, perView: 1, pages: 6 },
    { width: 800, perView: 2, pages: 3 },
    { width: 1280, perView: 3, pages: 2 },
  ]) {
    test.describe(`at ${width}px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test(`shows ${perView} per slide with ${pages} dots, previous/next and dots`, async ({ page }) => {
        await page.goto("/");
        const { carousel, slides, slide, next, previous, dots, dot } = carouselParts(page);
        await carousel.scrollIntoViewIfNeeded();
        await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
        await expect(slides).toHaveCount(6);
        await expect(slide(1)).toHaveAttribute("aria-roledescription", "slide");
        await expect(dots).toHaveCount(pages);
        await expect(dot(1)).toHaveAttribute("aria-current", "true");
        await expect(previous).toBeDisabled();
        await expect(next).toBeEnabled();
        await expect.poll(() => shown(page)).toEqual(Array.from({ length: perView }, (_, i) => i + 1));

        await next.click();
        await expect(dot(2)).toHaveAttribute("aria-current", "true");
        await expect(dot(1)).not.toHaveAttribute("aria-current", "true");
        await expect.poll(() => shown(page)).toEqual(Array.from({ length: perView }, (_, i) => perView + i + 1));
        await expect(previous).toBeEnabled();

        await previous.click();
        await expect(dot(1)).toHaveAttribute("aria-current", "true");
        await expect.poll(() => shown(page)).toEqual(Array.from({ length: perView }, (_, i) => i + 1));

        await dot(pages).click();
        await expect(dot(pages)).toHaveAttribute("aria-current", "true");
        await expect.poll(() => shown(page)).toEqual(Array.from({ length: perView }, (_, i) => 6 - perView + i + 1));
        await expect(next).toBeDisabled();
        await expect(
          carousel.getByText(perView === 1 ? "Slide 6 of 6" : `Slides ${7 - perView} to 6 of 6`),
        ).toBeAttached();
      });
    });
  }
});

test("the commitment section makes four promises, and the approach has four steps in order", async ({ page }) => {
  await page.goto("/");
  const commitment = section(page, "What we promise from the first call");
  await expect(commitment.getByRole("list").first().getByRole("listitem")).toHaveCount(4);
  await expect(commitment.getByRole("link", { name: "Book a Value Mapping Call" })).toHaveAttribute(
    "href",
    "/book/value-mapping-call",
  );
  const approach = section(page, "Four steps from first call to lasting change");
  await expect(approach.getByRole("heading", { level: 3 })).toHaveText([
    "Discover",
    "Diagnose",
    "Design",
    "Deliver & Embed",
  ]);
});

test.describe("industries rail", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("scrolls one card and its gap per press, and each button is disabled at its end", async ({ page }) => {
    await page.goto("/");
    const industries = section(page, "Built for the industries South Africa runs on");
    const rail = industries.getByRole("region", { name: "Industries we serve" });
    const left = industries.getByRole("button", { name: "Scroll left" });
    const right = industries.getByRole("button", { name: "Scroll right" });
    await rail.scrollIntoViewIfNeeded();
    await expect(rail.getByRole("listitem")).toHaveCount(7);
    await expect(rail.getByRole("link", { name: "Learn more (Medical & Healthcare)" })).toHaveAttribute(
      "href",
      "/who-we-help/medical",
    );
    await expect(left).toBeDisabled();
    await expect(right).toBeEnabled();
    const scrollLeft = () => rail.evaluate((element) => Math.round(element.scrollLeft));
    // The buttons work once the page's scripts run, which is when each fading section marks itself.
    await expect(page.locator("[data-fade-in]:not([data-fade])")).toHaveCount(0);

    await right.click();
    await expect.poll(scrollLeft).toBe(340);
    await expect(left).toBeEnabled();
    await right.click();
    await expect.poll(scrollLeft).toBe(680);
    await left.click();
    await expect.poll(scrollLeft).toBe(340);

    const maxScroll = await rail.evaluate((element) => element.scrollWidth - element.clientWidth);
    // Press until the end; the position, not the button (whose state follows the scroll event), says when.
    for (let press = 0; press < 10 && (await scrollLeft()) < maxScroll; press++) {
      const target = Math.min(maxScroll, (await scrollLeft()) + 340);
      await right.click();
      await expect.poll(scrollLeft).toBe(target);
      if (target < maxScroll) await expect(right).toBeEnabled();
    }
    await expect(right).toBeDisabled();
    expect(await scrollLeft()).toBe(maxScroll);
    await expect(left).toBeEnabled();
  });

  test("the rail is a labelled region that scrolls from the keyboard", async ({ page }) => {
    await page.goto("/");
    const rail = page.getByRole("region", { name: "Industries we serve" });
    await rail.scrollIntoViewIfNeeded();
    await rail.focus();
    await expect(rail).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => rail.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expect(page.getByRole("button", { name: "Scroll left" })).toBeEnabled();
  });
});

test("the FAQ opens one answer at a time and a second press closes it", async ({ page }) => {
  await page.goto("/");
  const faq = section(page, "Questions owners ask us");
  const questions = faq.getByRole("button");
  await expect(questions).toHaveCount(6);
  for (let i = 0; i < 6; i++) await expect(questions.nth(i)).toHaveAttribute("aria-expanded", "false");

  const first = faq.getByRole("button", { name: "What happens on the free Value Mapping Call?" });
  const second = faq.getByRole("button", { name: "What does an engagement cost?" });
  const firstAnswer = faq.getByRole("region", {
    name: "What happens on the free Value Mapping Call?",
    includeHidden: true,
  });
  const secondAnswer = faq.getByRole("region", { name: "What does an engagement cost?", includeHidden: true });
  await expect(firstAnswer).toBeHidden();
  await expect(first).toHaveAttribute("aria-controls", (await firstAnswer.getAttribute("id"))!);

  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(firstAnswer).toBeVisible();
  await expect(firstAnswer).toContainText("30 minutes with a senior adviser");

  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(firstAnswer).toBeHidden();
  await expect(secondAnswer).toBeVisible();

  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "false");
  await expect(secondAnswer).toBeHidden();
  for (let i = 0; i < 6; i++) await expect(questions.nth(i)).toHaveAttribute("aria-expanded", "false");

  await questions.nth(5).focus();
  await page.keyboard.press("Enter");
  await expect(questions.nth(5)).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Space");
  await expect(questions.nth(5)).toHaveAttribute("aria-expanded", "false");
});

test("sections below the fold fade in as they scroll into view", async ({ page }) => {
  await page.goto("/");
  const faqWrapper = page.locator("[data-fade-in]").filter({ has: page.locator("#faq") });
  await expect(faqWrapper).toHaveAttribute("data-fade", "hidden");
  await page.locator("#faq").scrollIntoViewIfNeeded();
  await expect(faqWrapper).toHaveAttribute("data-fade", "shown");
  await expect.poll(() => faqWrapper.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
});

test("the latest insights and the final call to action close the page", async ({ page }) => {
  await page.goto("/");
  const insights = section(page, "Latest insights");
  await insights.scrollIntoViewIfNeeded();
  await expect(insights).toHaveAttribute("data-state", "loaded");
  const cta = section(page, "See where the value is hiding in your business");
  await expect(cta.getByRole("link", { name: "Book a Value Mapping Call" })).toHaveAttribute(
    "href",
    "/book/value-mapping-call",
  );
  await expect(cta.getByRole("link", { name: "Explore our services" })).toHaveAttribute("href", "/services");
  await expect(cta).toContainText("No obligation");
});

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["mobile", { width: 375, height: 812 }],
] as const) {
  test.describe(`home accessibility on ${device}`, () => {
    test.use({ viewport });

    test("has no axe violations, with every section shown and an answer open", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("button", { name: "What does an engagement cost?" }).click();
      await page.getByRole("button", { name: "Next slide" }).click();
      await expectNoViolations(page);
    });
  });
}
