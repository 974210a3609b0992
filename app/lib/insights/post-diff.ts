/**
 * A readable comparison of two versions of a post, field by field: words for
 * the short fields, lines for the body (long unchanged stretches folded to a
 * count, with a little context kept around each change). Computed on the
 * server with jsdiff; the page only draws the parts. Pure.
 */
import { diffLines, diffWordsWithSpace } from "diff";
import type { PostFields } from "~/db/schema";

export type DiffPart =
  | { kind: "same" | "added" | "removed"; text: string }
  /** unchanged lines left out of the body's comparison */
  | { kind: "folded"; lines: number };

export type FieldDiff = { field: keyof PostFields; parts: DiffPart[] };

/** Lines of unchanged body text kept on each side of a change. */
export const CONTEXT_LINES = 2;

/** The fields compared, in the editor's order. Image ids are compared through the image's address. */
const COMPARED: (keyof PostFields)[] = [
  "title",
  "summary",
  "content",
  "categoryId",
  "tags",
  "authorName",
  "authorBio",
  "featuredImageUrl",
  "featuredImageAlt",
  "featuredImageDecorative",
  "isFeatured",
  "seoTitle",
  "seoDescription",
];

function asText(value: PostFields[keyof PostFields] | undefined): string {
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return value ?? "";
}

/** Unchanged body lines: the first and last few kept as context, the rest folded. */
function foldSame(text: string, first: boolean, last: boolean): DiffPart[] {
  const lines = text.split(/(?<=\n)/);
  const keepStart = first ? 0 : CONTEXT_LINES;
  const keepEnd = last ? 0 : CONTEXT_LINES;
  if (lines.length <= keepStart + keepEnd + 1) return [{ kind: "same", text }];
  const parts: DiffPart[] = [];
  if (keepStart > 0) parts.push({ kind: "same", text: lines.slice(0, keepStart).join("") });
  parts.push({ kind: "folded", lines: lines.length - keepStart - keepEnd });
  if (keepEnd > 0) parts.push({ kind: "same", text: lines.slice(lines.length - keepEnd).join("") });
  return parts;
}

function bodyDiff(before: string, after: string): DiffPart[] {
  const changes = diffLines(before, after);
  return changes.flatMap((change, i): DiffPart[] => {
    if (change.added) return [{ kind: "added", text: change.value }];
    if (change.removed) return [{ kind: "removed", text: change.value }];
    return foldSame(change.value, i === 0, i === changes.length - 1);
  });
}

function wordDiff(before: string, after: string): DiffPart[] {
  return diffWordsWithSpace(before, after).map((change) => ({
    kind: change.added ? "added" : change.removed ? "removed" : "same",
    text: change.value,
  }));
}

/** How to show values that are ids: a category by its name. */
export type DiffNames = { category?: (id: string) => string | undefined };

/** The fields that differ from `before` to `after`, each as its parts; empty when they are the same. */
export function diffPostFields(before: PostFields, after: PostFields, names: DiffNames = {}): FieldDiff[] {
  const show = (fields: PostFields, field: keyof PostFields) =>
    field === "categoryId" ? (names.category?.(fields.categoryId) ?? fields.categoryId) : asText(fields[field]);
  return COMPARED.flatMap((field) => {
    const from = show(before, field);
    const to = show(after, field);
    if (from === to) return [];
    return [{ field, parts: field === "content" ? bodyDiff(from, to) : wordDiff(from, to) }];
  });
}
