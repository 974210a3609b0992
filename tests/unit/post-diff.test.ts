import { describe, expect, it } from "vitest";
import type { PostFields } from "~/db/schema";
import { CONTEXT_LINES, diffPostFields } from "~/lib/insights/post-diff";

const base: PostFields = {
  title: "Pricing for growth",
  summary: "How to raise prices without losing customers.",
  content: "Intro\n\n## One\nFirst point.\n",
  categoryId: "c1",
  tags: ["pricing"],
  authorName: "Kestrel",
  authorBio: null,
  featuredImageUrl: null,
  featuredImageId: null,
  featuredImageAlt: null,
  featuredImageDecorative: false,
  isFeatured: false,
  seoTitle: null,
  seoDescription: null,
};

const text = (parts: ReturnType<typeof diffPostFields>[number]["parts"], kind: string) =>
  parts.flatMap((part) => (part.kind === kind && "text" in part ? [part.text] : [])).join("");

describe("diffPostFields", () => {
  it("finds nothing between equal versions", () => {
    expect(diffPostFields(base, { ...base, tags: ["pricing"] })).toEqual([]);
  });

  it("names only the fields that changed, in the editor's order, with words added and removed", () => {
    const diff = diffPostFields(base, {
      ...base,
      title: "Pricing for steady growth",
      isFeatured: true,
      tags: ["pricing", "cash"],
    });
    expect(diff.map((d) => d.field)).toEqual(["title", "tags", "isFeatured"]);
    expect(text(diff[0].parts, "added").trim()).toBe("steady");
    expect(text(diff[0].parts, "removed")).toBe("");
    expect(text(diff[0].parts, "same")).toContain("Pricing for");
    expect(text(diff[2].parts, "removed")).toBe("No");
    expect(text(diff[2].parts, "added")).toBe("Yes");
  });

  it("compares the body by lines, folding long unchanged stretches around a change", () => {
    const lines = Array.from({ length: 40 }, (_, i) => `Line ${i + 1}\n`);
    const after = [...lines];
    after[20] = "Line 21, rewritten\n";
    const [diff] = diffPostFields({ ...base, content: lines.join("") }, { ...base, content: after.join("") });
    expect(diff.field).toBe("content");
    expect(text(diff.parts, "removed")).toBe("Line 21\n");
    expect(text(diff.parts, "added")).toBe("Line 21, rewritten\n");
    const folded = diff.parts.filter((part) => part.kind === "folded");
    // 20 lines before the change keep CONTEXT_LINES, 19 after keep CONTEXT_LINES.
    expect(folded).toEqual([
      { kind: "folded", lines: 20 - CONTEXT_LINES },
      { kind: "folded", lines: 19 - CONTEXT_LINES },
    ]);
    expect(text(diff.parts, "same")).toBe("Line 19\nLine 20\nLine 22\nLine 23\n");
  });

  it("shows a cleared optional field as removed text", () => {
    const [diff] = diffPostFields({ ...base, authorBio: "Ten years in retail." }, base);
    expect(diff.field).toBe("authorBio");
    expect(text(diff.parts, "removed")).toBe("Ten years in retail.");
  });
});

describe("diffPostFields with names", () => {
  it("shows a category by its name, not its id", () => {
    const names = { category: (id: string) => ({ c1: "Growth", c2: "Operations" })[id] };
    const [diff] = diffPostFields(base, { ...base, categoryId: "c2" }, names);
    expect(diff.field).toBe("categoryId");
    expect(text(diff.parts, "removed")).toBe("Growth");
    expect(text(diff.parts, "added")).toBe("Operations");
  });
});
