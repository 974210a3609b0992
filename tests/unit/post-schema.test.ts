import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { parseForm } from "~/lib/forms/parse";
import {
  CategoryInputSchema,
  NEW_POST_VALUES,
  parseTags,
  PostInputSchema,
  postFormValues,
} from "~/lib/insights/post-schema";

const categoryId = crypto.randomUUID();

/** What a browser sends for a filled-in form (unticked check boxes are absent). */
const filled = (overrides: Record<string, unknown> = {}) => ({
  title: "Pricing for margin, not volume",
  summary: "Why a 5% price rise beats a 20% volume push.",
  content: "## The maths\n\nMost owners under-price.",
  categoryId,
  tags: "Pricing, Margins",
  authorName: "",
  authorBio: "",
  featuredImageUrl: "",
  seoTitle: "",
  seoDescription: "",
  ...overrides,
});

const errorsOf = (values: Record<string, unknown>) => {
  const result = parseForm(PostInputSchema, values);
  return result.ok ? {} : result.errors;
};

describe("PostInputSchema", () => {
  it("reads a filled-in form into clean values with the defaults", () => {
    const result = PostInputSchema.parse(filled());
    expect(result).toEqual({
      title: "Pricing for margin, not volume",
      summary: "Why a 5% price rise beats a 20% volume push.",
      content: "## The maths\n\nMost owners under-price.",
      categoryId,
      tags: ["pricing", "margins"],
      authorName: site.teamName,
      authorBio: null,
      featuredImageUrl: null,
      featuredImageAlt: null,
      featuredImageDecorative: false,
      isFeatured: false,
      isPublished: false,
      publishAt: "",
      seoTitle: null,
      seoDescription: null,
    });
  });

  it("takes a publication time only as a real date and time (whether it is in the future is the server's check)", () => {
    expect(PostInputSchema.parse(filled({ publishAt: " 2026-12-01T09:30 " })).publishAt).toBe("2026-12-01T09:30");
    expect(errorsOf(filled({ publishAt: "2026-02-30T09:30" }))).toEqual({
      publishAt: "Enter the date and time to publish, like 2026-12-01 09:30.",
    });
    expect(errorsOf(filled({ publishAt: "next week" }))).toEqual({
      publishAt: "Enter the date and time to publish, like 2026-12-01 09:30.",
    });
  });

  it("answers an empty form with the spec's messages, field by field", () => {
    expect(errorsOf({})).toEqual({
      title: "Title is required",
      summary: "Summary is required",
      content: "Content is required",
      categoryId: "Please choose a category",
    });
    expect(errorsOf(filled({ title: "   ", summary: "\n", content: " \n\t " }))).toMatchObject({
      title: "Title is required",
      summary: "Summary is required",
      content: "Content is required",
    });
  });

  it("refuses a category that is not an id", () => {
    expect(errorsOf(filled({ categoryId: "growth-and-revenue" }))).toEqual({ categoryId: "Please choose a category" });
    expect(errorsOf(filled({ categoryId: "' or 1=1 --" }))).toEqual({ categoryId: "Please choose a category" });
  });

  it("gives every oversized field a clear message", () => {
    expect(
      errorsOf(
        filled({
          title: "t".repeat(201),
          summary: "s".repeat(501),
          content: "c".repeat(100_001),
          authorName: "a".repeat(121),
          authorBio: "b".repeat(1001),
          seoTitle: "x".repeat(71),
          seoDescription: "y".repeat(161),
        }),
      ),
    ).toEqual({
      title: "Title must be at most 200 characters",
      summary: "Summary must be at most 500 characters",
      content: "Content must be at most 100,000 characters",
      authorName: "Author name must be at most 120 characters",
      authorBio: "Author bio must be at most 1,000 characters",
      seoTitle: "SEO title must be at most 70 characters",
      seoDescription: "SEO description must be at most 160 characters",
    });
  });

  it("accepts fields exactly at their limits", () => {
    const result = PostInputSchema.safeParse(
      filled({
        title: "t".repeat(200),
        summary: "s".repeat(500),
        content: "c".repeat(100_000),
        seoTitle: "x".repeat(70),
        seoDescription: "y".repeat(160),
      }),
    );
    expect(result.success).toBe(true);
  });

  it("keeps the body exactly as typed, including markup it will sanitise on display", () => {
    const content = "  <script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>  ";
    expect(PostInputSchema.parse(filled({ content })).content).toBe(content);
  });

  it("reads the CRLF line breaks browsers send as the LF typed, counting each as one character", () => {
    const sent = "x\r\n".repeat(50_000); // 150,000 characters on the wire, 100,000 as typed
    const result = PostInputSchema.safeParse(filled({ content: sent, summary: "one\r\ntwo" }));
    expect(result.success).toBe(true);
    expect(result.data?.content).toBe("x\n".repeat(50_000));
    expect(result.data?.summary).toBe("one\ntwo");
  });

  it("reads ticked check boxes as true", () => {
    const result = PostInputSchema.parse(filled({ isFeatured: "on", isPublished: "on" }));
    expect(result.isFeatured).toBe(true);
    expect(result.isPublished).toBe(true);
  });

  it("turns comma-separated tags into trimmed, lowercase, distinct tags", () => {
    expect(PostInputSchema.parse(filled({ tags: " Cash Flow ,, PRICING, pricing ,  How   we work " })).tags).toEqual([
      "cash flow",
      "pricing",
      "how we work",
    ]);
    expect(PostInputSchema.parse(filled({ tags: "" })).tags).toEqual([]);
    expect(parseTags(",,")).toEqual([]);
  });

  it("allows at most 12 tags of at most 40 characters", () => {
    const twelve = Array.from({ length: 12 }, (_, i) => `tag${i}`).join(",");
    expect(PostInputSchema.parse(filled({ tags: twelve })).tags).toHaveLength(12);
    expect(errorsOf(filled({ tags: `${twelve},one-too-many` }))).toEqual({ tags: "Use at most 12 tags" });
    expect(errorsOf(filled({ tags: `short, ${"x".repeat(41)}` }))).toEqual({
      tags: "Each tag must be at most 40 characters",
    });
  });

  it("defaults the author to the team, and keeps a name that is given", () => {
    expect(PostInputSchema.parse(filled({ authorName: "   " })).authorName).toBe("Kestrel Advisory Team");
    expect(PostInputSchema.parse(filled({ authorName: " Thandi Nkosi " })).authorName).toBe("Thandi Nkosi");
  });

  it.each([
    "https://images.example.co.za/cover.jpg",
    "http://example.com/a.png",
    "/uploads/0123456789abcdef0123456789abcdef.webp",
    "/images/0b9a1f5e-8d2c-4c1e-9f7a-2d3b4c5d6e7f/1600.jpg",
  ])("accepts the image address %s", (url) => {
    expect(PostInputSchema.parse(filled({ featuredImageUrl: url, featuredImageAlt: "A cover" })).featuredImageUrl).toBe(
      url,
    );
  });

  it.each([
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    "ftp://example.com/a.png",
    "//evil.example/a.png",
    "/uploads/../../etc/passwd",
    "/uploads/notours.svg",
    "/etc/passwd",
    "https://",
    "cover.jpg",
    "/images/0b9a1f5e-8d2c-4c1e-9f7a-2d3b4c5d6e7f/1600.jpg#1600x900",
    "/images/0b9a1f5e-8d2c-4c1e-9f7a-2d3b4c5d6e7f/original.jpg",
  ])("refuses the image address %s", (url) => {
    expect(errorsOf(filled({ featuredImageUrl: url }))).toEqual({
      featuredImageUrl: "Image URL must start with http:// or https://",
    });
  });

  it("asks for alt text for any featured image, own or outside, unless it is marked decorative", () => {
    const message = "Describe the image for people who cannot see it, or mark it as decorative.";
    for (const url of [
      "https://images.example.co.za/cover.jpg",
      "/images/0b9a1f5e-8d2c-4c1e-9f7a-2d3b4c5d6e7f/960.png",
    ]) {
      expect(errorsOf(filled({ featuredImageUrl: url }))).toEqual({ featuredImageAlt: message });
      expect(errorsOf(filled({ featuredImageUrl: url, featuredImageAlt: "   " }))).toEqual({
        featuredImageAlt: message,
      });
      expect(PostInputSchema.parse(filled({ featuredImageUrl: url, featuredImageDecorative: "on" }))).toMatchObject({
        featuredImageAlt: null,
        featuredImageDecorative: true,
      });
      expect(
        PostInputSchema.parse(filled({ featuredImageUrl: url, featuredImageAlt: " Owner at her till " }))
          .featuredImageAlt,
      ).toBe("Owner at her till");
    }
    // No image: nothing to describe.
    expect(errorsOf(filled())).toEqual({});
    expect(
      errorsOf(filled({ featuredImageUrl: "https://x.example/a.png", featuredImageAlt: "a".repeat(251) })),
    ).toEqual({
      featuredImageAlt: "Alt text must be at most 250 characters",
    });
  });

  it("leaves SEO fields empty (null) so they default to title and summary, and trims what is given", () => {
    const result = PostInputSchema.parse(filled({ seoTitle: "  Price for margin ", seoDescription: "" }));
    expect(result.seoTitle).toBe("Price for margin");
    expect(result.seoDescription).toBeNull();
  });

  it("reads a file (an upload) in a text field as empty, never as text", () => {
    const file = new File(["x"], "x.txt");
    expect(errorsOf(filled({ title: file }))).toEqual({ title: "Title is required" });
  });
});

describe("postFormValues", () => {
  it("keeps what was typed, as text, to fill the form again", () => {
    const values = postFormValues({ ...filled({ title: "  spaced  " }), isPublished: "on" });
    expect(values.title).toBe("  spaced  ");
    expect(values.tags).toBe("Pricing, Margins");
    expect(values.isPublished).toBe(true);
    expect(values.isFeatured).toBe(false);
  });

  it("starts a new post unpublished, not featured, by the team", () => {
    expect(NEW_POST_VALUES).toMatchObject({ isPublished: false, isFeatured: false, authorName: site.teamName });
  });
});

describe("CategoryInputSchema", () => {
  it("needs a name of at most 60 characters", () => {
    expect(parseForm(CategoryInputSchema, {})).toEqual({ ok: false, errors: { name: "Category name is required" } });
    expect(parseForm(CategoryInputSchema, { name: "  " })).toEqual({
      ok: false,
      errors: { name: "Category name is required" },
    });
    expect(parseForm(CategoryInputSchema, { name: "n".repeat(61) })).toEqual({
      ok: false,
      errors: { name: "Category name must be at most 60 characters" },
    });
    expect(parseForm(CategoryInputSchema, { name: " People & Culture " })).toEqual({
      ok: true,
      data: { name: "People & Culture" },
    });
  });
});
