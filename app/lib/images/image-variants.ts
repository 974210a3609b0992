/**
 * Which renderings an uploaded image gets, and their addresses: pure rules,
 * shared by the upload (which makes the variants), the serving route (which
 * only answers names made here) and the pages (which write srcset from an
 * image's stored size alone, so cached markup is the same on every render).
 *
 * An image is resized once, at upload, to widths of about 480, 960 and 1600
 * pixels, never upscaled (a width larger than the original is skipped, but
 * there is always at least one), each in AVIF and WebP plus a fallback: JPEG,
 * or PNG for an image with transparency. Beside them, a 1200×630 crop in JPEG
 * ("og") is the picture link previews show.
 */

export const VARIANT_WIDTHS = [480, 960, 1600] as const;
export type WidthName = "480" | "960" | "1600";
export type VariantName = WidthName | "og";
export type VariantFormat = "avif" | "webp" | "jpeg" | "png";
export type FallbackFormat = "jpeg" | "png";

/** The link-preview crop's size. */
export const OG_SIZE = { width: 1200, height: 630 } as const;

export type PlannedVariant = { name: VariantName; format: VariantFormat; width: number; height: number };

export type VariantPlan = {
  fallbackFormat: FallbackFormat;
  /** the resized widths, smallest first (at least one) */
  widths: { name: WidthName; width: number; height: number }[];
  /** every variant to make: each width in AVIF, WebP and the fallback, then the og crop */
  variants: PlannedVariant[];
};

/** The widths an image `width` pixels wide gets: those it reaches; a smaller image keeps its own width, once. */
export function plannedWidths(width: number): { name: WidthName; width: number }[] {
  const reached = VARIANT_WIDTHS.filter((candidate) => candidate <= width);
  if (reached.length === 0) return [{ name: "480", width: Math.max(1, Math.round(width)) }];
  return reached.map((candidate) => ({ name: String(candidate) as WidthName, width: candidate }));
}

/** The height of a `width`-wide rendering of an image `original` in size, at least 1. */
export function scaledHeight(original: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((original.height * width) / original.width));
}

/**
 * The variants of an image of this size (as it shows, after its EXIF orientation is applied), and its fallback
 * format: PNG when it has transparency, else JPEG.
 */
export function planVariants(original: { width: number; height: number; transparent: boolean }): VariantPlan {
  if (!(original.width >= 1 && original.height >= 1))
    throw new RangeError("An image has a width and a height of at least 1.");
  const fallbackFormat: FallbackFormat = original.transparent ? "png" : "jpeg";
  const widths = plannedWidths(original.width).map(({ name, width }) => ({
    name,
    width,
    height: scaledHeight(original, width),
  }));
  const variants: PlannedVariant[] = widths.flatMap(({ name, width, height }) =>
    (["avif", "webp", fallbackFormat] as const).map((format) => ({ name, format, width, height })),
  );
  variants.push({ name: "og", format: "jpeg", ...OG_SIZE });
  return { fallbackFormat, widths, variants };
}

/**
 * The width the upright picture is first resized to, once, before every variant is made from that copy: wide enough
 * for the largest width and for the og crop's cover (630 high, 1200 wide) without upscaling, never wider than the
 * original. An 8000 × 5000 photo is worked on at 1600 × 1000 (4.8 MB of pixels, not 120 MB); a panorama keeps the
 * width its og crop needs.
 */
export function workingWidth(original: { width: number; height: number }): number {
  const needed = Math.max(
    VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1],
    OG_SIZE.width,
    Math.ceil((OG_SIZE.height * original.width) / original.height),
  );
  return Math.min(original.width, needed);
}

// ---------------------------------------------------------------- addresses

const EXTENSIONS: Record<VariantFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg", png: "png" };
const FORMATS_BY_EXTENSION: Record<string, VariantFormat> = { avif: "avif", webp: "webp", jpg: "jpeg", png: "png" };

export const CONTENT_TYPES: Record<VariantFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
};

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const FILE = /^(480|960|1600|og)\.(avif|webp|jpg|png)$/;

/** An uploaded image's address: /images/<id>/<name>.<extension>, with an optional #<width>x<height> (Markdown bodies). */
export const IMAGE_PATH_PATTERN = new RegExp(
  `^/images/(${UUID})/((?:480|960|1600|og)\\.(?:avif|webp|jpg|png))(?:#(\\d{1,5})x(\\d{1,5}))?$`,
);

/** Whether `id` has the shape of an image's id (anything else is "not found" without asking the database). */
export function isImageId(id: string): boolean {
  return new RegExp(`^${UUID}$`, "i").test(id);
}

/** "960.webp" for the 960 variant in WebP. */
export function variantFileName(name: VariantName, format: VariantFormat): string {
  return `${name}.${EXTENSIONS[format]}`;
}

/** The variant a file name asks for ("og.jpg" → og in JPEG), or null for any name the upload never makes. */
export function parseVariantFileName(file: string): { name: VariantName; format: VariantFormat } | null {
  const match = FILE.exec(file);
  if (!match) return null;
  const name = match[1] as VariantName;
  const format = FORMATS_BY_EXTENSION[match[2]];
  // The og crop is JPEG only.
  if (name === "og" && format !== "jpeg") return null;
  return { name, format };
}

export function variantPath(id: string, name: VariantName, format: VariantFormat): string {
  return `/images/${id}/${variantFileName(name, format)}`;
}

/** The image id an address of ours names, or null (an outside address, an old /uploads one, nothing). */
export function imageIdFromPath(path: string | null | undefined): string | null {
  const match = path ? IMAGE_PATH_PATTERN.exec(path.toLowerCase()) : null;
  return match ? match[1] : null;
}

/** What a page needs to draw an uploaded image: its id, its largest variant's size and its fallback format. */
export type StoredImage = { id: string; width: number; height: number; fallbackFormat: FallbackFormat };

/** The largest variant's name: the width slot an image of this (largest) width fills last. */
function largestName(image: Pick<StoredImage, "width">): WidthName {
  const widths = plannedWidths(image.width);
  return widths[widths.length - 1].name;
}

/** The address a post keeps as its featured image URL (feeds, structured data): the largest fallback variant. */
export function primaryImagePath(image: Pick<StoredImage, "id" | "width" | "fallbackFormat">): string {
  return variantPath(image.id, largestName(image), image.fallbackFormat);
}

export type ResponsiveSources = {
  /** the fallback <img>'s src: the largest fallback variant */
  src: string;
  srcSet: Record<VariantFormat, string> & { fallback: string };
  width: number;
  height: number;
};

/**
 * The srcset of each format, from the image's stored size alone: the widths a largest variant of `width` implies
 * are exactly the widths the upload made (plannedWidths never skips one below the largest).
 */
export function responsiveSources(image: StoredImage): ResponsiveSources {
  const widths = plannedWidths(image.width);
  const set = (format: VariantFormat) =>
    widths.map(({ name, width }) => `${variantPath(image.id, name, format)} ${width}w`).join(", ");
  const fallback = set(image.fallbackFormat);
  return {
    src: primaryImagePath(image),
    srcSet: { avif: set("avif"), webp: set("webp"), jpeg: set("jpeg"), png: set("png"), fallback },
    width: image.width,
    height: image.height,
  };
}

/** The Markdown a writer inserts for an uploaded image: its largest fallback with its size, which the renderer turns into a <picture>. */
export function imageMarkdown(image: StoredImage, alt: string): string {
  const text = alt
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\\[\]]/g, (ch) => `\\${ch}`);
  return `![${text}](${primaryImagePath(image)}#${image.width}x${image.height})`;
}
