/** The plan of an upload's variants, their addresses and the markup pages draw from an image's stored size. */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ResponsiveImage } from "~/components/insights/responsive-image";
import {
  imageIdFromPath,
  imageMarkdown,
  isImageId,
  parseVariantFileName,
  planVariants,
  primaryImagePath,
  responsiveSources,
  variantFileName,
} from "~/lib/images/image-variants";
import { renderMarkdown } from "~/lib/insights/markdown.server";

const ID = "0b9a1f5e-8d2c-4c1e-9f7a-2d3b4c5d6e7f";

describe("planVariants", () => {
  it("gives a large photo all three widths in AVIF, WebP and JPEG, with heights to scale, and the og crop", () => {
    const plan = planVariants({ width: 4000, height: 3000, transparent: false });
    expect(plan.fallbackFormat).toBe("jpeg");
    expect(plan.widths).toEqual([
      { name: "480", width: 480, height: 360 },
      { name: "960", width: 960, height: 720 },
      { name: "1600", width: 1600, height: 1200 },
    ]);
    expect(plan.variants.map((v) => `${v.name}.${v.format} ${v.width}x${v.height}`)).toEqual([
      "480.avif 480x360",
      "480.webp 480x360",
      "480.jpeg 480x360",
      "960.avif 960x720",
      "960.webp 960x720",
      "960.jpeg 960x720",
      "1600.avif 1600x1200",
      "1600.webp 1600x1200",
      "1600.jpeg 1600x1200",
      "og.jpeg 1200x630",
    ]);
  });

  it("never upscales: widths larger than the original are skipped", () => {
    expect(planVariants({ width: 1200, height: 800, transparent: false }).widths).toEqual([
      { name: "480", width: 480, height: 320 },
      { name: "960", width: 960, height: 640 },
    ]);
    expect(planVariants({ width: 1600, height: 900, transparent: false }).widths.map((w) => w.width)).toEqual([
      480, 960, 1600,
    ]);
    expect(planVariants({ width: 1599, height: 900, transparent: false }).widths.map((w) => w.width)).toEqual([
      480, 960,
    ]);
    expect(planVariants({ width: 480, height: 480, transparent: false }).widths).toEqual([
      { name: "480", width: 480, height: 480 },
    ]);
  });

  it("keeps one rendering of an image narrower than the smallest width, at its own size", () => {
    const plan = planVariants({ width: 300, height: 125, transparent: false });
    expect(plan.widths).toEqual([{ name: "480", width: 300, height: 125 }]);
    expect(plan.variants).toHaveLength(4);
    expect(planVariants({ width: 1, height: 1, transparent: false }).widths).toEqual([
      { name: "480", width: 1, height: 1 },
    ]);
  });

  it("falls back to PNG for an image with transparency; the og crop stays JPEG", () => {
    const plan = planVariants({ width: 2000, height: 1000, transparent: true });
    expect(plan.fallbackFormat).toBe("png");
    expect(new Set(plan.variants.filter((v) => v.name !== "og").map((v) => v.format))).toEqual(
      new Set(["avif", "webp", "png"]),
    );
    expect(plan.variants.at(-1)).toEqual({ name: "og", format: "jpeg", width: 1200, height: 630 });
  });

  it("scales tall images by width, each height at least 1 pixel", () => {
    expect(planVariants({ width: 1000, height: 3000, transparent: false }).widths).toEqual([
      { name: "480", width: 480, height: 1440 },
      { name: "960", width: 960, height: 2880 },
    ]);
    expect(planVariants({ width: 5000, height: 2, transparent: false }).widths[0]).toEqual({
      name: "480",
      width: 480,
      height: 1,
    });
  });

  it("refuses a size that is not an image's", () => {
    expect(() => planVariants({ width: 0, height: 10, transparent: false })).toThrow(RangeError);
    expect(() => planVariants({ width: Number.NaN, height: 10, transparent: false })).toThrow(RangeError);
  });
});

describe("variant addresses", () => {
  it("names files as the serving route reads them, and nothing else", () => {
    expect(variantFileName("960", "webp")).toBe("960.webp");
    expect(variantFileName("og", "jpeg")).toBe("og.jpg");
    expect(parseVariantFileName("960.webp")).toEqual({ name: "960", format: "webp" });
    expect(parseVariantFileName("480.jpg")).toEqual({ name: "480", format: "jpeg" });
    expect(parseVariantFileName("1600.avif")).toEqual({ name: "1600", format: "avif" });
    expect(parseVariantFileName("og.jpg")).toEqual({ name: "og", format: "jpeg" });
    for (const bad of [
      "og.webp",
      "og.png",
      "960.jpeg",
      "2000.jpg",
      "960.gif",
      "960.WEBP",
      "../960.webp",
      "960.webp/x",
      "",
      "original.jpg",
    ]) {
      expect(parseVariantFileName(bad), bad).toBeNull();
    }
  });

  it("reads the image id out of our addresses only", () => {
    expect(imageIdFromPath(`/images/${ID}/1600.jpg`)).toBe(ID);
    expect(imageIdFromPath(`/images/${ID}/960.png#960x540`)).toBe(ID);
    expect(imageIdFromPath(`/images/${ID.toUpperCase()}/960.webp`)).toBe(ID);
    for (const other of [
      `https://cdn.example/images/${ID}/960.jpg`,
      `/images/${ID}/original.jpg`,
      `/images/not-an-id/960.jpg`,
      "/uploads/0123456789abcdef0123456789abcdef.png",
      "",
      null,
    ]) {
      expect(imageIdFromPath(other)).toBeNull();
    }
    expect(isImageId(ID)).toBe(true);
    expect(isImageId(`${ID}x`)).toBe(false);
  });
});

describe("responsiveSources", () => {
  it("lists exactly the widths the upload made, for every original size, from the stored size alone", () => {
    for (const width of [1, 300, 479, 480, 481, 959, 960, 1200, 1599, 1600, 1601, 4000]) {
      const plan = planVariants({ width, height: 700, transparent: false });
      const largest = plan.widths.at(-1)!;
      const sources = responsiveSources({
        id: ID,
        width: largest.width,
        height: largest.height,
        fallbackFormat: plan.fallbackFormat,
      });
      const listed = sources.srcSet.webp.split(", ").map((entry) => entry.split(" "));
      expect(listed, `original ${width}px`).toEqual(
        plan.widths.map((w) => [`/images/${ID}/${w.name}.webp`, `${w.width}w`]),
      );
      expect(sources.src).toBe(`/images/${ID}/${largest.name}.jpg`);
    }
  });

  it("uses the fallback format for the <img> and the primary address", () => {
    const image = { id: ID, width: 960, height: 540, fallbackFormat: "png" as const };
    expect(primaryImagePath(image)).toBe(`/images/${ID}/960.png`);
    expect(responsiveSources(image).srcSet.fallback).toBe(`/images/${ID}/480.png 480w, /images/${ID}/960.png 960w`);
  });

  it("draws a <picture> with AVIF and WebP sources, a srcset, sizes, width and height", () => {
    const html = renderToStaticMarkup(
      createElement(ResponsiveImage, {
        image: { id: ID, width: 1600, height: 900, fallbackFormat: "jpeg" },
        alt: "A till slip",
        sizes: "100vw",
        lazy: true,
      }),
    );
    expect(html).toMatch(
      /^<picture[^>]*><source type="image\/avif" srcSet="[^"]*1600\.avif 1600w" sizes="100vw"\/><source type="image\/webp"/,
    );
    expect(html).toContain(`src="/images/${ID}/1600.jpg"`);
    expect(html).toContain(
      `srcSet="/images/${ID}/480.jpg 480w, /images/${ID}/960.jpg 960w, /images/${ID}/1600.jpg 1600w"`,
    );
    expect(html).toMatch(/width="1600" height="900" alt="A till slip" loading="lazy"/);
  });
});

describe("body images in Markdown", () => {
  it("writes the Markdown with the image's size, escaping brackets in the alt text", () => {
    expect(imageMarkdown({ id: ID, width: 960, height: 540, fallbackFormat: "jpeg" }, " A [draft]\n budget ")).toBe(
      `![A \\[draft\\] budget](/images/${ID}/960.jpg#960x540)`,
    );
  });

  it("renders our own image as a responsive <picture> with its size and alt text", () => {
    const html = renderMarkdown(
      imageMarkdown({ id: ID, width: 1600, height: 900, fallbackFormat: "jpeg" }, 'Cash "flow" & <b>'),
    );
    expect(html).toContain('<picture><source type="image/avif"');
    expect(html).toContain(
      `srcset="/images/${ID}/480.webp 480w, /images/${ID}/960.webp 960w, /images/${ID}/1600.webp 1600w"`,
    );
    expect(html).toContain(`<img src="/images/${ID}/1600.jpg" srcset="/images/${ID}/480.jpg 480w`);
    expect(html).toContain('width="1600" height="900" alt="Cash &quot;flow&quot; &amp; &lt;b&gt;"');
  });

  it("gives no srcset to any other image, and drops one an author typed", () => {
    const outside = renderMarkdown("![chart](https://example.com/chart.png)");
    expect(outside).not.toContain("<picture");
    expect(outside).not.toContain("srcset");
    const typed = renderMarkdown(
      `<img src="https://example.com/a.png" srcset="https://evil.example/x.png 1x" sizes="100vw" alt="a"><picture><source srcset="https://evil.example/y.png"></picture>`,
    );
    expect(typed).not.toMatch(/srcset|<source|<picture|evil/);
    // Our address without its size, or in a format that is not a fallback: a plain image.
    expect(renderMarkdown(`![x](/images/${ID}/960.jpg)`)).not.toContain("<picture");
    expect(renderMarkdown(`![x](/images/${ID}/960.webp#960x540)`)).not.toContain("<picture");
  });
});
