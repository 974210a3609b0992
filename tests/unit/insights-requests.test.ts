import { describe, expect, it } from "vitest";
import { blogPostingJsonLd, isCountableView } from "~/lib/insights/insights-sections.server";
import { escapeXml } from "~/lib/pages/xml";
import { mergeCacheControl, publicPageCacheControl } from "~/lib/pages/page-headers";
import type { PostDetail } from "~/lib/insights/posts.server";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36";
const request = (headers: Record<string, string> = {}, method = "GET") =>
  new Request("http://localhost/insights/a-post", { method, headers: { "user-agent": BROWSER, ...headers } });

describe("isCountableView", () => {
  it("counts a browser's GET", () => {
    expect(isCountableView(request())).toBe(true);
  });

  it("does not count crawlers or requests without a user agent", () => {
    expect(isCountableView(request({ "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }))).toBe(false);
    expect(isCountableView(request({ "user-agent": "curl/8.5.0" }))).toBe(false);
    expect(isCountableView(new Request("http://localhost/insights/a-post"))).toBe(false);
  });

  it("does not count prefetches or prerenders", () => {
    expect(isCountableView(request({ Purpose: "prefetch" }))).toBe(false);
    expect(isCountableView(request({ "Sec-Purpose": "prefetch" }))).toBe(false);
    expect(isCountableView(request({ "Sec-Purpose": "prefetch;prerender" }))).toBe(false);
    expect(isCountableView(request({ "X-Moz": "prefetch" }))).toBe(false);
    expect(isCountableView(request({ "X-Purpose": "preview" }))).toBe(false);
  });

  it("does not count HEAD or other methods", () => {
    expect(isCountableView(request({}, "HEAD"))).toBe(false);
    expect(isCountableView(request({}, "POST"))).toBe(false);
  });
});

describe("publicPageCacheControl", () => {
  it("lets anyone cache a page for a visitor without a session", () => {
    expect(publicPageCacheControl(request(), 60)).toBe("public, max-age=60, s-maxage=5");
    expect(publicPageCacheControl(request({ cookie: "theme=dark" }), 60)).toBe("public, max-age=60, s-maxage=5");
  });

  it("keeps a signed-in visitor's page, or one with a pending toast, private", () => {
    expect(publicPageCacheControl(request({ cookie: "better-auth.session_token=abc" }), 60)).toBe("private, no-store");
    expect(publicPageCacheControl(request({ cookie: "a=1; __Secure-better-auth.session_token=abc" }), 60)).toBe(
      "private, no-store",
    );
    expect(publicPageCacheControl(request({ cookie: "toast=xyz" }), 60)).toBe("private, no-store");
  });
});

describe("mergeCacheControl", () => {
  it("lets no-store or private anywhere win", () => {
    expect(mergeCacheControl("private, no-store", "public, max-age=60")).toBe("private, no-store");
    expect(mergeCacheControl(null, "public, max-age=60", "no-store")).toBe("no-store");
  });

  it("otherwise keeps the most specific (last) value, and no-store when there is none", () => {
    expect(mergeCacheControl(null, "public, max-age=60")).toBe("public, max-age=60");
    expect(mergeCacheControl(null, undefined, "")).toBe("no-store");
  });
});

describe("escapeXml", () => {
  it("escapes markup characters and drops characters XML forbids", () => {
    expect(escapeXml(`Tom & Jerry's <b>"deal"</b>`)).toBe("Tom &amp; Jerry&apos;s &lt;b&gt;&quot;deal&quot;&lt;/b&gt;");
    expect(escapeXml("a\u0000b\u0007c\td\ne")).toBe("abc\td\ne");
  });
});

describe("blogPostingJsonLd", () => {
  const post: PostDetail = {
    id: "p1",
    title: "Closing </script><script>alert(1)</script> the deal",
    slug: "closing-the-deal",
    summary: "How to close",
    category: { name: "Exit & Succession", slug: "exit-and-succession", icon: "Shield" },
    tags: ["exit", "valuation"],
    authorName: "Ayesha Patel",
    readTime: 4,
    isFeatured: false,
    featuredImageUrl: "/uploads/cover.webp",
    featuredImage: null,
    featuredImageAlt: null,
    publishedAt: new Date("2026-03-10T06:00:00Z"),
    createdAt: new Date("2026-03-01T06:00:00Z"),
    updatedAt: new Date("2026-03-12T06:00:00Z"),
    content: "Body",
    authorBio: null,
    seoTitle: null,
    seoDescription: "Search engines read this",
    categoryId: "c1",
    viewCount: 0,
  };

  it("describes the post as a BlogPosting", () => {
    expect(JSON.parse(blogPostingJsonLd(post, "https://kestrel.example"))).toEqual({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description: "Search engines read this",
      datePublished: "2026-03-10T06:00:00.000Z",
      dateModified: "2026-03-12T06:00:00.000Z",
      author: { "@type": "Person", name: "Ayesha Patel" },
      publisher: {
        "@type": "Organization",
        name: "Kestrel Advisory",
        url: "https://kestrel.example",
        logo: { "@type": "ImageObject", url: "https://kestrel.example/favicon.svg" },
      },
      mainEntityOfPage: { "@type": "WebPage", "@id": "https://kestrel.example/insights/closing-the-deal" },
      url: "https://kestrel.example/insights/closing-the-deal",
      articleSection: "Exit & Succession",
      keywords: "exit, valuation",
      inLanguage: "en-ZA",
      image: "https://kestrel.example/uploads/cover.webp",
    });
  });

  it("can never close its <script> element", () => {
    const json = blogPostingJsonLd(post, "https://kestrel.example");
    expect(json).not.toContain("<");
    expect(json).toContain("\\u003c/script>");
  });

  it("names the team as an organisation and falls back to the summary", () => {
    const value = JSON.parse(
      blogPostingJsonLd(
        { ...post, authorName: "Kestrel Advisory Team", seoDescription: null, featuredImageUrl: null },
        "https://k.example",
      ),
    );
    expect(value.author).toEqual({ "@type": "Organization", name: "Kestrel Advisory Team" });
    expect(value.description).toBe("How to close");
    expect(value).not.toHaveProperty("image");
  });
});
