/**
 * A readable comparison of two versions of a page: its own fields (address, title, description, breadcrumbs...),
 * then its sections matched by their anchor id: each added, removed, moved or changed, and in a changed one every
 * field that differs, named as the editor names it (from the schema's field labels: "Question 3 › Answer") and
 * compared word by word. A list's items are lined up by their content, so removing one item shows that item
 * removed rather than every later one changed. Each stored section is read as the public page reads it (upgraded to
 * its kind's current version); one that cannot be read is compared as stored and carries its problem.
 *
 * Server and admin code: it walks the section schemas (ADR 056).
 */
import { isDeepStrictEqual } from "node:util";
import { diffArrays, diffWordsWithSpace } from "diff";
import * as z from "zod";
import { metaOf } from "~/content/pages/schema/fields";
import { MarketingPageSchema } from "~/content/pages/schema/page";
import { isSectionKind, schemaOf } from "~/content/pages/schema/registry";
import type { PageContent } from "~/content/pages/schema/stored-page";
import { readStoredSection, type StoredSection } from "~/content/pages/schema/stored-section";
import type { DiffPart, PageDiff, PageFieldChange, PageSectionChange } from "./page-diff";

/** One version of a page: its address and its stored content. */
export type PageVersion = { path: string; content: PageContent };

/** Labels for fields whose schema carries none (a refined builder is a new schema, without its label). */
const FALLBACK_LABELS: Record<string, string> = { path: "Address", id: "Anchor", kind: "Kind" };

const SEPARATOR = " › ";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The schema under `.optional()`, `.nullable()` and `.default()`. */
function unwrap(schema: z.ZodType | undefined): z.ZodType | undefined {
  let current = schema;
  while (
    current instanceof z.ZodOptional ||
    current instanceof z.ZodNullable ||
    current instanceof z.ZodDefault ||
    current instanceof z.ZodPrefault
  ) {
    current = current.unwrap() as z.ZodType;
  }
  return current;
}

function labelOf(schema: z.ZodType | undefined, key: string): string {
  const meta = schema ? metaOf(schema) : undefined;
  if (meta?.label) return meta.label;
  if (FALLBACK_LABELS[key]) return FALLBACK_LABELS[key];
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The fields of an object's schema: a group's, or the variant of a union the value is. */
function shapeOf(schema: z.ZodType | undefined, value: Record<string, unknown>): Record<string, z.ZodType> {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodObject) return inner.shape as Record<string, z.ZodType>;
  if (inner instanceof z.ZodDiscriminatedUnion) {
    for (const option of inner.options as z.ZodType[]) {
      if (!(option instanceof z.ZodObject)) continue;
      const kind = (option.shape as Record<string, z.ZodType>).kind;
      if (kind instanceof z.ZodLiteral && kind.values.has(value.kind as never)) {
        return option.shape as Record<string, z.ZodType>;
      }
    }
  }
  return {};
}

function asText(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") return String(value);
  return JSON.stringify(value);
}

function wordDiff(before: string, after: string): DiffPart[] {
  return diffWordsWithSpace(before, after).map((change) => ({
    kind: change.added ? "added" : change.removed ? "removed" : "same",
    text: change.value,
  }));
}

type Walk = { schema: z.ZodType | undefined; key: string[]; label: string[]; out: PageFieldChange[] };

/** Every field that differs between two values of one schema, in the schema's order. */
function compareValues(before: unknown, after: unknown, walk: Walk): void {
  if (isDeepStrictEqual(before, after)) return;
  const { schema, key, label, out } = walk;
  const inner = unwrap(schema);

  if ((Array.isArray(before) || before === undefined) && (Array.isArray(after) || after === undefined)) {
    compareLists(before ?? [], after ?? [], { ...walk, schema: inner });
    return;
  }
  if ((isRecord(before) || before === undefined) && (isRecord(after) || after === undefined)) {
    const from = before ?? {};
    const to = after ?? {};
    const shape = shapeOf(inner, isRecord(after) ? after : from);
    const keys = [...new Set([...Object.keys(shape), ...Object.keys(from), ...Object.keys(to)])];
    for (const field of keys) {
      if (!(field in from) && !(field in to)) continue;
      compareValues(from[field], to[field], {
        schema: shape[field],
        key: [...key, field],
        label: [...label, labelOf(shape[field], field)],
        out,
      });
    }
    return;
  }
  out.push({ key: key.join("."), label: label.join(SEPARATOR), parts: wordDiff(asText(before), asText(after)) });
}

/** A list's items lined up by their content: items added, removed, or changed in place (a removal beside an addition). */
function compareLists(before: unknown[], after: unknown[], walk: Walk): void {
  const { schema, key, label, out } = walk;
  const item = schema instanceof z.ZodArray ? (schema.element as z.ZodType) : undefined;
  const itemMeta = item ? metaOf(item) : undefined;
  const listLabel = label.at(-1) ?? "";
  // "Question 3" when the item has a name of its own, else "Questions 3".
  const itemLabel = (index: number) => [...label.slice(0, -1), `${itemMeta?.label ?? listLabel} ${index + 1}`];
  const at = (index: number, side: "before" | "after") => ({
    schema: item,
    key: [...key, `${side === "before" ? "-" : ""}${index}`],
    label: itemLabel(index),
    out,
  });

  const chunks = diffArrays(before, after, { comparator: (a, b) => isDeepStrictEqual(a, b) });
  let b = 0;
  let a = 0;
  for (let i = 0; i < chunks.length; i += 1) {
    const chunk = chunks[i];
    if (!chunk.added && !chunk.removed) {
      b += chunk.count ?? chunk.value.length;
      a += chunk.count ?? chunk.value.length;
      continue;
    }
    if (chunk.removed && chunks[i + 1]?.added) {
      const removed = chunk.value;
      const added = chunks[i + 1].value;
      const paired = Math.min(removed.length, added.length);
      for (let j = 0; j < paired; j += 1) compareValues(removed[j], added[j], at(a + j, "after"));
      for (let j = paired; j < removed.length; j += 1) compareValues(removed[j], undefined, at(b + j, "before"));
      for (let j = paired; j < added.length; j += 1) compareValues(undefined, added[j], at(a + j, "after"));
      b += removed.length;
      a += added.length;
      i += 1;
      continue;
    }
    if (chunk.removed) {
      chunk.value.forEach((value, j) => compareValues(value, undefined, at(b + j, "before")));
      b += chunk.value.length;
    } else {
      chunk.value.forEach((value, j) => compareValues(undefined, value, at(a + j, "after")));
      a += chunk.value.length;
    }
  }
}

type ReadSection = {
  id: string;
  kind: string;
  data: Record<string, unknown>;
  schema: z.ZodType | undefined;
  problem: string | null;
};

/** A stored section as the page reads it (upgraded), or as stored with its problem. */
function readSection(stored: StoredSection, index: number): ReadSection {
  const read = readStoredSection(stored);
  const data: Record<string, unknown> = read.ok
    ? { ...read.section }
    : { ...(isRecord(stored.data) ? stored.data : {}), kind: stored.kind };
  const id = typeof data.id === "string" && data.id !== "" ? data.id : `section-${index + 1}`;
  const kind = String(stored.kind);
  return {
    id,
    kind,
    data,
    schema: isSectionKind(kind) ? schemaOf(kind) : undefined,
    problem: read.ok ? null : read.problem,
  };
}

function kindLabel(section: ReadSection): string {
  return section.schema ? labelOf(section.schema, section.kind) : section.kind;
}

function headingOf(section: ReadSection): string | null {
  return typeof section.data.heading === "string" && section.data.heading.trim() !== "" ? section.data.heading : null;
}

function compareSection(before: ReadSection | undefined, after: ReadSection | undefined): PageFieldChange[] {
  const out: PageFieldChange[] = [];
  const strip = (section: ReadSection | undefined) => {
    if (!section) return undefined;
    const { kind: _kind, id: _id, ...fields } = section.data;
    return fields;
  };
  compareValues(strip(before), strip(after), { schema: (after ?? before)?.schema, key: [], label: [], out });
  if (before && after && before.kind !== after.kind) {
    out.unshift({ key: "kind", label: "Kind", parts: wordDiff(kindLabel(before), kindLabel(after)) });
  }
  return out;
}

/** The page's sections compared, in the newer version's order, each removed one where it stood. */
function compareSections(before: StoredSection[], after: StoredSection[]): PageSectionChange[] {
  const from = before.map(readSection);
  const to = after.map(readSection);
  const toById = new Map<string, ReadSection>();
  for (const section of to) if (!toById.has(section.id)) toById.set(section.id, section);
  const fromById = new Map<string, ReadSection>();
  for (const section of from) if (!fromById.has(section.id)) fromById.set(section.id, section);

  // Sections in both, in each order: those outside the longest common order have moved.
  const commonBefore = from.filter((section) => toById.has(section.id)).map((section) => section.id);
  const commonAfter = to.filter((section) => fromById.has(section.id)).map((section) => section.id);
  const moved = new Set<string>();
  for (const chunk of diffArrays(commonBefore, commonAfter)) {
    if (chunk.added) for (const id of chunk.value) moved.add(id);
  }

  const entries: { order: number; change: PageSectionChange }[] = [];
  const problemOf = (a?: ReadSection, b?: ReadSection) => b?.problem ?? a?.problem ?? null;
  to.forEach((section, index) => {
    const old = fromById.get(section.id);
    const fields = compareSection(old, section);
    const isMoved = moved.has(section.id);
    if (old && fields.length === 0 && !isMoved) return;
    entries.push({
      order: index,
      change: {
        id: section.id,
        kindLabel: kindLabel(section),
        heading: headingOf(section),
        change: !old ? "added" : fields.length > 0 ? "changed" : "moved",
        moved: Boolean(old) && isMoved,
        fields,
        problem: problemOf(old, section),
      },
    });
  });
  // A removed section is placed after the section that came before it in the older version.
  from.forEach((section, index) => {
    if (toById.has(section.id)) return;
    const previous = from
      .slice(0, index)
      .reverse()
      .find((candidate) => toById.has(candidate.id));
    const order = previous ? to.indexOf(toById.get(previous.id)!) + 0.5 : -0.5;
    entries.push({
      order: order + index / 1000,
      change: {
        id: section.id,
        kindLabel: kindLabel(section),
        heading: headingOf(section),
        change: "removed",
        moved: false,
        fields: compareSection(section, undefined),
        problem: section.problem,
      },
    });
  });
  return entries.sort((x, y) => x.order - y.order).map((entry) => entry.change);
}

/** What differs from `before` to `after`: the page's own fields, then its sections. */
export function diffPageVersions(before: PageVersion, after: PageVersion): PageDiff {
  const page: PageFieldChange[] = [];
  const { sections: beforeSections, ...beforeFields } = before.content;
  const { sections: afterSections, ...afterFields } = after.content;
  compareValues(
    { path: before.path, ...beforeFields },
    { path: after.path, ...afterFields },
    { schema: MarketingPageSchema, key: [], label: [], out: page },
  );
  return { page, sections: compareSections(beforeSections ?? [], afterSections ?? []) };
}
