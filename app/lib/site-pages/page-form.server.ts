/**
 * The page editor's form, generated from the section schemas (ADR 059). `describeSection` walks a section kind's
 * Zod schema and its `fieldMeta` into plain field descriptions (page-form-types.ts) carrying the section's values
 * and problems; `readDraft` reads a posted form back into the page's sections by the same walk; `applyIntent` does
 * what a structural button asked (move, add, remove, duplicate a section or a list's item, add or remove an
 * optional group) on the posted draft, so that all of it works without JavaScript and keeps every typed value.
 *
 * A draft may be incomplete: values are read as typed (an empty required field stays empty, a number that is not
 * one stays as its text), and the schema's findings are shown beside the fields, never in the way of a save.
 */
import * as z from "zod";
import { metaOf } from "~/content/pages/schema/fields";
import { check, type FieldProblem } from "~/content/pages/schema/problems";
import { SECTION_SCHEMAS, isSectionKind, schemaOf } from "~/content/pages/schema/registry";
import type { PageContent } from "~/content/pages/schema/stored-page";
import type { PageLookup } from "~/content/pages/schema/page-references";
import { readStoredSection, type StoredSection } from "~/content/pages/schema/stored-section";
import { ICON_NAMES, type SectionKind } from "~/content/pages/types";
import type { ChoiceOption, FieldNode, SectionKindOption, SectionNode } from "./page-form-types";

type Json = Record<string, unknown>;

/** A section of the draft: its fields as typed (kind included), or one kept as stored because it cannot be read. */
export type DraftSection = (
  | { kind: SectionKind; data: Json }
  | { kind: string; stored: StoredSection; problem: string }
) & {
  /** its card is open in the editor */
  open?: boolean;
};

export const isOpaque = (section: DraftSection): section is Extract<DraftSection, { stored: StoredSection }> =>
  "stored" in section;

const isRecord = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The schema inside `.optional()`, and whether it was optional. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  let inner = schema;
  let optional = false;
  while (inner instanceof z.ZodOptional) {
    optional = true;
    inner = inner.unwrap() as z.ZodType;
  }
  return { inner, optional };
}

const shapeOf = (schema: z.ZodObject) => schema.shape as Record<string, z.ZodType>;

/** The option of a union of shapes told apart by `kind` that has this kind. */
function variantOf(schema: z.ZodDiscriminatedUnion, kind: unknown): z.ZodObject | undefined {
  return (schema.options as z.ZodType[]).find(
    (option): option is z.ZodObject => option instanceof z.ZodObject && literalValue(shapeOf(option).kind) === kind,
  );
}

function literalValue(schema: z.ZodType | undefined): unknown {
  return schema instanceof z.ZodLiteral && schema.values.size === 1 ? [...schema.values][0] : undefined;
}

function variantOptions(schema: z.ZodDiscriminatedUnion): ChoiceOption[] {
  return (schema.options as z.ZodType[]).flatMap((option) => {
    if (!(option instanceof z.ZodObject)) return [];
    const value = literalValue(shapeOf(option).kind);
    return typeof value === "string" ? [{ value, label: metaOf(option)?.label ?? value }] : [];
  });
}

/** The choices of an enum or of a literal of several values ("2", "3", "4"). */
function choicesOf(schema: z.ZodType): (string | number)[] | null {
  if (schema instanceof z.ZodEnum) return schema.options as (string | number)[];
  if (schema instanceof z.ZodLiteral && schema.values.size > 1) return [...schema.values] as (string | number)[];
  return null;
}

const TONE_LABELS: Record<string, string> = { paper: "Paper", sand: "Sand", white: "White", brand: "Brand (dark)" };

// Describing: schema + value → field descriptions.

function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  return "";
}

/** The field descriptions of an object schema's fields (its `kind` literal kept as a fixed value). */
function describeFields(schema: z.ZodObject, value: unknown, name: string, errors: Map<string, string>): FieldNode[] {
  const data = isRecord(value) ? value : {};
  return Object.entries(shapeOf(schema)).map(([key, field]) =>
    describeField(field, data[key], name ? `${name}.${key}` : key, errors),
  );
}

function describeField(schema: z.ZodType, value: unknown, name: string, errors: Map<string, string>): FieldNode {
  const { inner, optional } = unwrap(schema);
  const meta = metaOf(inner);
  const literal = literalValue(inner);
  if (literal !== undefined) return { type: "fixed", name, value: String(literal) };
  const label = meta?.label ?? name.split(".").at(-1) ?? name;
  const common = { name, label, ...(meta?.help ? { help: meta.help } : {}), ...errorAt(errors, name) };

  if (meta?.kind === "image") {
    const data = isRecord(value) ? value : {};
    const idError = errors.get(`${name}.id`);
    const altError = errors.get(`${name}.alt`);
    return {
      ...common,
      type: "image",
      value: { id: textOf(data.id), alt: textOf(data.alt), decorative: data.decorative === true },
      ...(idError ? { idError } : {}),
      ...(altError ? { altError } : {}),
    };
  }
  if (inner instanceof z.ZodObject) {
    return {
      ...common,
      type: "group",
      optional,
      present: !optional || isRecord(value),
      children: isRecord(value) || !optional ? describeFields(inner, value, name, errors) : [],
    };
  }
  if (inner instanceof z.ZodArray) {
    const element = inner.element as z.ZodType;
    const items = Array.isArray(value) ? value : [];
    return {
      ...common,
      type: "list",
      optional,
      itemLabel: metaOf(element)?.label ?? "Item",
      items: items.map((item, index) => describeField(element, item, `${name}.${index}`, errors)),
    };
  }
  if (inner instanceof z.ZodDiscriminatedUnion) {
    const options = variantOptions(inner);
    const chosen = isRecord(value) && typeof value.kind === "string" ? value.kind : (options[0]?.value ?? "");
    const shape = variantOf(inner, chosen);
    const present = !optional || isRecord(value);
    return {
      ...common,
      type: "variants",
      optional,
      present,
      options,
      chosen,
      children: shape && present ? describeFields(shape, value, name, errors) : [],
    };
  }
  if (inner instanceof z.ZodBoolean) return { ...common, type: "toggle", checked: value === true };
  const choices = choicesOf(inner);
  if (choices) {
    if (meta?.kind === "icon")
      return { ...common, type: "icon", value: textOf(value), required: !optional, options: [...ICON_NAMES] };
    const labels = meta?.kind === "tone" ? TONE_LABELS : {};
    return {
      ...common,
      type: "choice",
      value: textOf(value),
      required: !optional,
      options: choices.map((choice) => ({ value: String(choice), label: labels[String(choice)] ?? String(choice) })),
    };
  }
  if (inner instanceof z.ZodNumber) return { ...common, type: "number", value: textOf(value), required: !optional };
  const kind = meta?.kind === "multiline" || meta?.kind === "id" || meta?.kind === "href" ? meta.kind : "text";
  return { ...common, type: kind, value: textOf(value), required: !optional };
}

function errorAt(errors: Map<string, string>, name: string): { error?: string } {
  const error = errors.get(name);
  return error ? { error } : {};
}

/** A few words that tell a section from the others: its heading, else a title, else its anchor. */
function summaryOf(data: Json): string {
  const candidates = [
    data.heading,
    (data.copy as Json | undefined)?.heading,
    (data.document as Json | undefined)?.title,
    data.id,
  ];
  const found = candidates.find((value): value is string => typeof value === "string" && value.trim() !== "");
  if (!found) return "";
  return found.length > 80 ? `${found.slice(0, 79)}…` : found;
}

/**
 * A draft section as the editor draws it, at `index` in the page, with its schema's problems and any others
 * (the publish check's, by the field's path in the section) beside their fields.
 */
export function describeSection(section: DraftSection, index: number, extra: FieldProblem[] = []): SectionNode {
  const prefix = `sections.${index}`;
  if (isOpaque(section)) {
    return {
      index,
      open: true,
      kind: section.kind,
      kindLabel: isSectionKind(section.kind) ? (metaOf(schemaOf(section.kind))?.label ?? section.kind) : section.kind,
      behaviour: false,
      summary: summaryOf(isRecord(section.stored.data) ? section.stored.data : {}),
      fields: [],
      problems: [{ message: section.problem }],
      unreadable: { problem: section.problem, stored: JSON.stringify(section.stored) },
    };
  }
  const schema = schemaOf(section.kind);
  const meta = metaOf(schema);
  const found = check(schema, section.data);
  const problems = [...(found.ok ? [] : found.problems), ...extra];
  const errors = new Map<string, string>();
  for (const problem of problems) {
    if (!problem.field) continue;
    const name = `${prefix}.${problem.field}`;
    if (!errors.has(name)) errors.set(name, problem.message);
  }
  const object = unwrap(schema).inner;
  return {
    index,
    kind: section.kind,
    open: section.open === true || problems.length > 0,
    kindLabel: meta?.label ?? section.kind,
    behaviour: meta?.behaviour === true,
    summary: summaryOf(section.data),
    fields: object instanceof z.ZodObject ? describeFields(object, section.data, prefix, errors) : [],
    problems,
  };
}

/** Every kind a page may hold, for "Add section", in the registry's order. */
export function sectionKindOptions(): SectionKindOption[] {
  return (Object.keys(SECTION_SCHEMAS) as SectionKind[]).map((kind) => {
    const meta = metaOf(schemaOf(kind));
    return { kind, label: meta?.label ?? kind, behaviour: meta?.behaviour === true };
  });
}

// Stored content ↔ draft.

/**
 * The page's stored sections as the editor edits them: each read (its links to pages at their current paths, given
 * the pages), or kept as stored with its problem.
 */
export function draftFromContent(content: PageContent, pages: PageLookup = {}): DraftSection[] {
  return content.sections.map((stored) => {
    const read = readStoredSection(stored, { pages });
    if (read.ok) return { kind: read.section.kind, data: { ...read.section } };
    // A draft of a known kind at its current version is drawn with its problems, so it can be mended.
    if (
      isSectionKind(stored.kind) &&
      stored.version === SECTION_SCHEMAS[stored.kind].version &&
      isRecord(stored.data)
    ) {
      return { kind: stored.kind, data: { ...stored.data, kind: stored.kind } };
    }
    return { kind: String(stored.kind), stored, problem: read.problem };
  });
}

/** The draft's sections in their stored form, at their kinds' current versions. */
export function storedSections(draft: DraftSection[]): StoredSection[] {
  return draft.map((section) => {
    if (isOpaque(section)) return section.stored;
    const { kind: _kind, ...data } = section.data;
    return { kind: section.kind, version: SECTION_SCHEMAS[section.kind].version, data };
  });
}

// Reading the posted form.

/** The form's text at `name`, or null when the form did not send it. */
function field(form: FormData, name: string): string | null {
  const value = form.get(name);
  return typeof value === "string" ? value : null;
}

function readObject(schema: z.ZodObject, form: FormData, name: string): Json {
  const out: Json = {};
  for (const [key, child] of Object.entries(shapeOf(schema))) {
    const value = readValue(child, form, `${name}.${key}`);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

function readValue(schema: z.ZodType, form: FormData, name: string): unknown {
  const { inner, optional } = unwrap(schema);
  const literal = literalValue(inner);
  if (literal !== undefined) return literal;
  if (metaOf(inner)?.kind === "image") {
    const id = field(form, `${name}.id`) ?? "";
    if (optional && id === "") return undefined;
    return { id, alt: field(form, `${name}.alt`) ?? "", decorative: field(form, `${name}.decorative`) !== null };
  }
  if (inner instanceof z.ZodObject) {
    if (optional && field(form, `${name}.$on`) === null) return undefined;
    return readObject(inner, form, name);
  }
  if (inner instanceof z.ZodArray) {
    const count = Number(field(form, `${name}.$n`) ?? "0");
    const length = Number.isInteger(count) && count > 0 ? Math.min(count, 500) : 0;
    const items = Array.from({ length }, (_, index) => readValue(inner.element as z.ZodType, form, `${name}.${index}`));
    return optional && items.length === 0 ? undefined : items;
  }
  if (inner instanceof z.ZodDiscriminatedUnion) {
    if (optional && field(form, `${name}.$on`) === null) return undefined;
    const kind = field(form, `${name}.kind`);
    const shape = variantOf(inner, kind) ?? variantOf(inner, variantOptions(inner)[0]?.value);
    return shape ? readObject(shape, form, name) : undefined;
  }
  if (inner instanceof z.ZodBoolean) {
    const on = field(form, name) !== null;
    return optional && !on ? undefined : on;
  }
  const text = hrefValue(form, name);
  if (text === null || text.trim() === "") return optional ? undefined : inner instanceof z.ZodNumber ? undefined : "";
  const choices = choicesOf(inner);
  if (inner instanceof z.ZodNumber || (choices && typeof choices[0] === "number")) {
    const number = Number(text.trim());
    return Number.isFinite(number) ? number : text;
  }
  return text;
}

/** A field's text; an address chosen from the site's pages wins over the typed one. */
function hrefValue(form: FormData, name: string): string | null {
  const page = field(form, `${name}.$page`);
  if (page !== null && page !== "" && page !== OTHER_ADDRESS) return page;
  return field(form, name);
}

/** The value of the page select that keeps the typed address. */
export const OTHER_ADDRESS = "$other";

/** The page's sections as the form sent them. */
export function readDraft(form: FormData): DraftSection[] {
  const count = Number(field(form, "sections.$n") ?? "0");
  const length = Number.isInteger(count) && count > 0 ? Math.min(count, 200) : 0;
  const sections: DraftSection[] = [];
  for (let index = 0; index < length; index += 1) {
    const read = readSectionAt(form, index);
    if (read) sections.push(read);
  }
  return sections;
}

function readSectionAt(form: FormData, index: number): DraftSection | null {
  const read = readSectionFields(form, index);
  return read && field(form, `sections.${index}.$open`) === "1" ? { ...read, open: true } : read;
}

function readSectionFields(form: FormData, index: number): DraftSection | null {
  const prefix = `sections.${index}`;
  const stored = field(form, `${prefix}.$stored`);
  if (stored !== null) {
    const parsed = parseStored(stored);
    return parsed
      ? { kind: String(parsed.kind), stored: parsed, problem: field(form, `${prefix}.$problem`) ?? "" }
      : null;
  }
  const kind = field(form, `${prefix}.$kind`);
  if (!isSectionKind(kind)) return null;
  const object = unwrap(schemaOf(kind)).inner;
  if (!(object instanceof z.ZodObject)) return null;
  return { kind, data: readObject(object, form, prefix) };
}

function parseStored(text: string): StoredSection | null {
  try {
    const value: unknown = JSON.parse(text);
    if (isRecord(value) && typeof value.kind === "string" && typeof value.version === "number") {
      return { kind: value.kind, version: value.version, data: value.data };
    }
  } catch {
    // not a stored section
  }
  return null;
}

// Empty values, for what "Add" makes.

/** A new value of a schema: required text empty, a required list with one empty item, optional parts left out. */
export function emptyValue(schema: z.ZodType): unknown {
  const { inner, optional } = unwrap(schema);
  if (optional) return undefined;
  const literal = literalValue(inner);
  if (literal !== undefined) return literal;
  if (metaOf(inner)?.kind === "image") return { id: "", alt: "", decorative: false };
  if (inner instanceof z.ZodObject) {
    const out: Json = {};
    for (const [key, child] of Object.entries(shapeOf(inner))) {
      const value = emptyValue(child);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  if (inner instanceof z.ZodArray) return [emptyValue(inner.element as z.ZodType)];
  if (inner instanceof z.ZodDiscriminatedUnion) {
    const first = variantOf(inner, variantOptions(inner)[0]?.value);
    return first ? emptyValue(first) : {};
  }
  if (inner instanceof z.ZodBoolean) return false;
  if (inner instanceof z.ZodNumber) return undefined;
  return "";
}

/** A new section of `kind`, its anchor made unique on the page. */
export function newSection(kind: SectionKind, taken: Set<string>): DraftSection {
  const data = emptyValue(schemaOf(kind)) as Json;
  data.kind = kind;
  data.id = uniqueId(
    kind.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
    taken,
  );
  return { kind, data };
}

function uniqueId(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

const idsOf = (draft: DraftSection[]) =>
  new Set(
    draft.flatMap((section) => (!isOpaque(section) && typeof section.data.id === "string" ? [section.data.id] : [])),
  );

// Structural changes.

/** What a structural button did: the new draft, the button to focus after, and a section removed (for undo). */
export type IntentResult = {
  draft: DraftSection[];
  focus?: string;
  removed?: { index: number; section: DraftSection; label: string };
};

/** The schema of the value at `path` (segments after the section's index) in a section. */
function schemaAt(section: DraftSection, path: string[]): z.ZodType | null {
  if (isOpaque(section)) return null;
  let schema: z.ZodType = schemaOf(section.kind);
  let value: unknown = section.data;
  for (const segment of path) {
    const { inner } = unwrap(schema);
    if (inner instanceof z.ZodObject) schema = shapeOf(inner)[segment];
    else if (inner instanceof z.ZodArray) schema = inner.element as z.ZodType;
    else if (inner instanceof z.ZodDiscriminatedUnion) {
      const shape = variantOf(inner, isRecord(value) ? value.kind : undefined);
      if (!shape) return null;
      schema = shapeOf(shape)[segment];
    } else return null;
    if (!schema) return null;
    value = isRecord(value) || Array.isArray(value) ? (value as Record<string, unknown>)[segment] : undefined;
  }
  return schema;
}

function containerAt(root: unknown, path: string[]): unknown {
  let value = root;
  for (const segment of path) {
    if (!isRecord(value) && !Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/** The section index and the path inside it of a field's name ("sections.2.items.0" → 2, ["items", "0"]). */
function parseName(name: string): { index: number; path: string[] } | null {
  const [head, index, ...path] = name.split(".");
  const at = Number(index);
  if (head !== "sections" || !Number.isInteger(at) || at < 0) return null;
  return { index: at, path };
}

const button = (intent: string) => `btn-${intent}`;

/** The id of the element an intent's button has, so the focus can come back to it after the form is drawn again. */
export const intentButtonId = button;

/**
 * Applies a structural intent ("section-up:3", "item-add:sections.2.items", "group-add:sections.0.media", …) to
 * the draft. Unknown intents, or intents naming what is not there, leave the draft as it was.
 */
export function applyIntent(draft: DraftSection[], intent: string, form?: FormData): IntentResult {
  const [verb, target = ""] = splitIntent(intent);
  const sections = [...draft];
  const same = { draft };

  if (verb === "section-add") {
    const kind = form ? field(form, "addKind") : null;
    if (!isSectionKind(kind)) return same;
    sections.push({ ...newSection(kind, idsOf(sections)), open: true });
    const index = sections.length - 1;
    return { draft: sections, focus: `section-${index}` };
  }
  if (verb === "section-undo") {
    const at = Number(form ? field(form, "$undo.index") : null);
    const stored = form ? field(form, "$undo.section") : null;
    const section = stored ? parseDraftSection(stored) : null;
    if (!section || !Number.isInteger(at)) return same;
    const index = Math.max(0, Math.min(at, sections.length));
    sections.splice(index, 0, { ...section, open: true });
    return { draft: sections, focus: `section-${index}` };
  }
  if (verb.startsWith("section-")) {
    const index = Number(target);
    if (!Number.isInteger(index) || index < 0 || index >= sections.length) return same;
    const [section] = sections.slice(index, index + 1);
    switch (verb) {
      case "section-up":
      case "section-down": {
        const to = verb === "section-up" ? index - 1 : index + 1;
        if (to < 0 || to >= sections.length) return { draft, focus: button(`${verb}:${index}`) };
        sections.splice(index, 1);
        sections.splice(to, 0, section);
        const stays =
          verb === "section-up" ? (to === 0 ? "section-down" : verb) : to === sections.length - 1 ? "section-up" : verb;
        return { draft: sections, focus: button(`${stays}:${to}`) };
      }
      case "section-duplicate": {
        const copy: DraftSection = isOpaque(section)
          ? section
          : {
              kind: section.kind,
              open: true,
              data: {
                ...structuredClone(section.data),
                id: uniqueId(`${String(section.data.id || section.kind)}-copy`, idsOf(sections)),
              },
            };
        sections.splice(index + 1, 0, copy);
        return { draft: sections, focus: `section-${index + 1}` };
      }
      case "section-remove": {
        sections.splice(index, 1);
        const label = isOpaque(section) ? section.kind : (metaOf(schemaOf(section.kind))?.label ?? section.kind);
        return { draft: sections, focus: "section-undo", removed: { index, section, label } };
      }
      default:
        return same;
    }
  }

  const at = parseName(target);
  if (!at) return same;
  const section = sections[at.index];
  if (!section || isOpaque(section)) return same;
  const data = structuredClone(section.data);
  const changed = (focus?: string): IntentResult => {
    sections[at.index] = { kind: section.kind, data, open: true };
    return { draft: sections, ...(focus ? { focus } : {}) };
  };

  if (verb === "item-add" || verb === "group-add" || verb === "group-remove") {
    const parentPath = at.path.slice(0, -1);
    const key = at.path.at(-1);
    const parent = containerAt(data, parentPath);
    const schema = schemaAt(section, at.path);
    if (key === undefined || !schema || (!isRecord(parent) && !Array.isArray(parent))) return same;
    const holder = parent as Record<string, unknown>;
    if (verb === "group-remove") {
      delete holder[key];
      return changed(button(`group-add:${target}`));
    }
    const { inner } = unwrap(schema);
    if (verb === "group-add") {
      holder[key] = emptyValue(inner);
      return changed(`${target}-legend`);
    }
    if (!(inner instanceof z.ZodArray)) return same;
    const list = Array.isArray(holder[key]) ? (holder[key] as unknown[]) : [];
    list.push(emptyValue(inner.element as z.ZodType));
    holder[key] = list;
    return changed(`${target}.${list.length - 1}-item`);
  }

  if (verb === "item-remove" || verb === "item-up" || verb === "item-down") {
    const listPath = at.path.slice(0, -1);
    const index = Number(at.path.at(-1));
    const list = containerAt(data, listPath);
    if (!Array.isArray(list) || !Number.isInteger(index) || index < 0 || index >= list.length) return same;
    const listName = `sections.${at.index}.${listPath.join(".")}`;
    if (verb === "item-remove") {
      list.splice(index, 1);
      return changed(
        list.length > 0 ? `${listName}.${Math.min(index, list.length - 1)}-item` : button(`item-add:${listName}`),
      );
    }
    const to = verb === "item-up" ? index - 1 : index + 1;
    if (to < 0 || to >= list.length) return { draft, focus: button(intent) };
    const [item] = list.splice(index, 1);
    list.splice(to, 0, item);
    const stays = verb === "item-up" ? (to === 0 ? "item-down" : verb) : to === list.length - 1 ? "item-up" : verb;
    return changed(button(`${stays}:${listName}.${to}`));
  }
  return same;
}

function splitIntent(intent: string): [string, string?] {
  const colon = intent.indexOf(":");
  return colon === -1 ? [intent] : [intent.slice(0, colon), intent.slice(colon + 1)];
}

/** Whether an intent is a structural change of the draft (drawn again, not saved). */
export function isStructuralIntent(intent: string): boolean {
  const [verb] = splitIntent(intent);
  return verb === "refresh" || ["section-", "item-", "group-"].some((prefix) => verb.startsWith(prefix));
}

/** A draft section carried through the form as text (the one a removal can bring back). */
export function serializeDraftSection(section: DraftSection): string {
  return JSON.stringify(section);
}

function parseDraftSection(text: string): DraftSection | null {
  try {
    const value: unknown = JSON.parse(text);
    if (!isRecord(value) || typeof value.kind !== "string") return null;
    if (isRecord(value.stored)) {
      const stored = parseStored(JSON.stringify(value.stored));
      return stored ? { kind: value.kind, stored, problem: String(value.problem ?? "") } : null;
    }
    if (isSectionKind(value.kind) && isRecord(value.data))
      return { kind: value.kind, data: { ...value.data, kind: value.kind } };
  } catch {
    // not a section
  }
  return null;
}
