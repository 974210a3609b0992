/**
 * The image library's pictures a page's sections show (SectionImage), found by their shape wherever a section
 * holds one: the page's loader fetches their sizes, the publish check asks that each is still in the library.
 */
import type { SectionImage } from "./types";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function isSectionImage(value: Record<string, unknown>): boolean {
  return typeof value.id === "string" && typeof value.alt === "string" && typeof value.decorative === "boolean";
}

/** Every SectionImage in `value` (a section, a page's sections), with its path ("panel.image"). */
export function sectionImages(value: unknown, path: string[] = []): { image: SectionImage; field: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => sectionImages(item, [...path, String(index)]));
  if (!isRecord(value)) return [];
  if (isSectionImage(value)) return [{ image: value as SectionImage, field: path.join(".") }];
  return Object.entries(value).flatMap(([key, child]) => sectionImages(child, [...path, key]));
}
