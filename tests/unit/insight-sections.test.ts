import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { InsightCard } from "~/components/insights/insight-card";
import { FeaturedInsights, HowWeWorkInsights } from "~/components/insights/insight-sections";
import { InsightsCarousel } from "~/components/insights/insights-carousel";
import { PaginationNav } from "~/components/insights/pagination-nav";
import type { InsightCardData } from "~/lib/insights/card-data";

const render = (element: ReactElement) => renderToString(createElement(MemoryRouter, null, element));

function card(n: number, overrides: Partial<InsightCardData> = {}): InsightCardData {
  return {
    id: `id-${n}`,
    title: `Insight number ${n}`,
    slug: `insight-number-${n}`,
    summary: `What insight ${n} is about`,
    category: { name: "Automation & AI", slug: "automation-and-ai", icon: "Zap" },
    authorName: "Thandi Mokoena",
    readTime: 5,
    featuredImageUrl: null,
    featuredImage: null,
    featuredImageAlt: "",
    date: "2026-05-19T06:00:00.000Z",
    ...overrides,
  };
}

describe("InsightCard", () => {
  it("links to the post and shows category, title, summary, read time, date and author", () => {
    const html = render(createElement(InsightCard, { post: card(1) }));
    expect(html).toContain('href="/insights/insight-number-1"');
    expect(html).toContain("Automation &amp; AI");
    expect(html).toContain("Insight number 1");
    expect(html).toContain("What insight 1 is about");
    expect(html).toContain("5 min read");
    expect(html).toContain("19 May 2026");
    expect(html).toContain("Thandi Mokoena");
    expect(html).toContain('dateTime="2026-05-19T06:00:00.000Z"');
  });

  it("falls back to the User icon for an unknown icon name", () => {
    const known = render(createElement(InsightCard, { post: card(1) }));
    const unknown = render(
      createElement(InsightCard, {
        post: card(1, { category: { name: "Other", slug: "other", icon: "Nope" as never } }),
      }),
    );
    expect(known).toContain("lucide-zap");
    expect(unknown).toContain("lucide-user");
  });
});

describe("PaginationNav", () => {
  it("renders nothing for one page", () => {
    expect(render(createElement(PaginationNav, { page: 1, pages: 1, hrefFor: (p: number) => `/x?page=${p}` }))).toBe(
      "",
    );
  });

  it("marks the current page and links previous and next", () => {
    const html = render(createElement(PaginationNav, { page: 5, pages: 10, hrefFor: (p: number) => `/x?page=${p}` }));
    expect(html).toContain('aria-label="Pagination"');
    expect(html).toMatch(/href="\/x\?page=5"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/x\?page=5"/);
    expect(html).toMatch(/href="\/x\?page=4"[^>]*>.*Previous/);
    expect(html).toMatch(/href="\/x\?page=6"[^>]*>Next/);
    expect(html.match(/…/g)).toHaveLength(2);
  });
});

describe("FeaturedInsights (Services page)", () => {
  it("shows the posts it is given under Featured insights", () => {
    const html = render(createElement(FeaturedInsights, { posts: [card(1), card(2), card(3)] }));
    expect(html).toContain("Featured insights");
    expect(html.match(/<article/g)).toHaveLength(3);
    expect(html).toContain('href="/insights"');
  });

  it("says there are no posts yet when there are none", () => {
    const html = render(createElement(FeaturedInsights, { posts: [] }));
    expect(html).toContain("Featured insights");
    expect(html).toContain("No posts yet. Check back soon.");
    expect(html).not.toContain("<article");
  });
});

describe("HowWeWorkInsights", () => {
  it("shows tagged posts, and says there are none yet when none is tagged", () => {
    const shown = render(createElement(HowWeWorkInsights, { posts: [card(1)] }));
    expect(shown.match(/<article/g)).toHaveLength(1);
    expect(shown).not.toContain("No posts yet");
    const empty = render(createElement(HowWeWorkInsights, { posts: [] }));
    expect(empty).toContain("Insights on how we work");
    expect(empty).toContain("No posts yet. Check back soon.");
  });
});

describe("InsightsCarousel (Smart Systems and AI page)", () => {
  it("is a labelled carousel of slides numbered n of m, with previous disabled at the start", () => {
    const html = render(createElement(InsightsCarousel, { posts: [card(1), card(2), card(3), card(4)] }));
    expect(html).toContain('aria-roledescription="carousel"');
    for (const n of [1, 2, 3, 4]) expect(html).toContain(`aria-label="${n} of 4"`);
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(4);
    expect(html).toMatch(
      /<button[^>]*disabled=""[^>]*aria-label="Previous insights"|<button[^>]*aria-label="Previous insights"[^>]*disabled=""/,
    );
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*aria-label="Next insights"/);
    expect(html).toContain("snap-x");
  });

  it("disables both buttons for a single post", () => {
    const html = render(createElement(InsightsCarousel, { posts: [card(1)] }));
    expect(html.match(/<button[^>]*disabled=""/g)).toHaveLength(2);
  });

  it("says there are no posts yet when empty", () => {
    expect(render(createElement(InsightsCarousel, { posts: [] }))).toContain("No posts yet. Check back soon.");
  });

  it("shows four placeholders while deferred posts load", () => {
    const pending = new Promise<InsightCardData[]>(() => {});
    const html = render(createElement(InsightsCarousel, { posts: pending }));
    expect(html.match(/data-testid="carousel-placeholder"/g)).toHaveLength(4);
    expect(html).toContain("Loading insights…");
  });
});
