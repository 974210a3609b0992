/**
 * The field builders the section schemas are made of. Each builder is a Zod schema with the rule its field
 * follows and, in the `fieldMeta` registry, what the page editor shows for it: a label and the kind of input.
 * The editor generates its forms by walking a section's schema and reading this registry.
 *
 * Server and admin code only: a marketing page's script never imports these modules (ADR 056).
 */
import * as z from "zod";
import { ICON_NAMES } from "../types";

/** The input the editor draws for a field. */
export type FieldKind =
  | "section"
  | "group"
  | "list"
  | "variants"
  | "text"
  | "multiline"
  | "id"
  | "href"
  | "link"
  | "icon"
  | "image"
  | "tone"
  | "choice"
  | "number"
  | "toggle";

/** What the editor shows for a field. */
export type FieldMeta = {
  kind: FieldKind;
  /** The field's name in the editor, e.g. "Heading". */
  label: string;
  /** A line under the field: what it is for, or the rule it follows. */
  help?: string;
  /** A behaviour section: its words are edited here, what it does stays in code. */
  behaviour?: true;
};

/** Every field's editor metadata, keyed by its schema. */
export const fieldMeta = z.registry<FieldMeta>();

/** A field's editor metadata, through `.optional()`. */
export function metaOf(schema: z.ZodType): FieldMeta | undefined {
  const inner = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  return fieldMeta.get(inner);
}

function tag<T extends z.ZodType>(schema: T, meta: FieldMeta): T {
  fieldMeta.add(schema, meta);
  return schema;
}

const REQUIRED = "Required.";

/** One line of text, not empty or only spaces; at most `max` characters when given. */
export function text(label: string, options: { max?: number; help?: string } = {}) {
  const { max, help } = options;
  let schema = z.string().regex(/\S/, { error: REQUIRED, abort: true });
  if (max !== undefined) {
    schema = schema.max(max, {
      error: (issue) => `At most ${max} characters (this has ${String(issue.input).length}).`,
    });
  }
  return tag(schema, { kind: "text", label, ...(help ? { help } : {}) });
}

/** Longer copy, edited in a text area: an intro, a body, an answer, a quote. */
export function multiline(label: string) {
  return tag(z.string().regex(/\S/, { error: REQUIRED }), { kind: "multiline", label });
}

/** An anchor id: what follows `#` in a link to it, so lower-case letters, digits and hyphens. */
export const ID_PATTERN = /^[a-z0-9][a-z0-9-]*$/;

export function id(label = "Anchor", help = "The section's address on its page: /page#anchor.") {
  const schema = z.string().regex(ID_PATTERN, {
    error: (issue) =>
      issue.input === ""
        ? REQUIRED
        : "Use lower-case letters, digits and hyphens, starting with a letter or a digit (e.g. pricing-faq).",
  });
  return tag(schema, { kind: "id", label, help });
}

const INTERNAL = /^\/(?!\/)[^\s?#]*(\?[^\s#]*)?(#[^\s#]+)?$/;
const MAILTO = /^mailto:[^\s@/]+@[^\s@/]+\.[^\s@/?]+(\?\S*)?$/;
const TEL = /^tel:\+?[0-9][0-9().-]*[0-9]$/;

/** What is wrong with a link's address, or null: a path on this site, or https://, mailto: or tel:. */
export function hrefProblem(href: string): string | null {
  if (!/\S/.test(href)) return REQUIRED;
  if (href.startsWith("/") && !href.startsWith("//")) {
    return INTERNAL.test(href) ? null : "A link to a page on this site is a path with no spaces, e.g. /contact.";
  }
  if (href.startsWith("https://")) {
    const url = URL.canParse(href) ? new URL(href) : null;
    return url && url.hostname.includes(".") && !/\s/.test(href) ? null : "This is not a web address.";
  }
  if (href.startsWith("http://")) return "Use https:// for a link to another site.";
  if (href.startsWith("mailto:")) return MAILTO.test(href) ? null : "This is not an email address.";
  if (href.startsWith("tel:")) return TEL.test(href) ? null : "This is not a phone number.";
  return "A link starts with / for a page on this site, or with https://, mailto: or tel:.";
}

export function href(label = "Address") {
  const schema = z.string().superRefine((value, context) => {
    const problem = hrefProblem(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });
  return tag(schema, { kind: "href", label, help: "/page on this site, or https://, mailto: or tel:." });
}

/** A file the page shows: a path on this site or an https:// address. */
export function file(label: string) {
  const schema = z.string().superRefine((value, context) => {
    const ok = /^\/(?!\/)[^\s?#]+$/.test(value) || (value.startsWith("https://") && hrefProblem(value) === null);
    if (!ok) context.addIssue({ code: "custom", message: "A file's address starts with / or https://." });
  });
  return tag(schema, { kind: "href", label });
}

/** A PageLink: the words and where they go. */
export function link(label: string) {
  return tag(z.strictObject({ label: text("Label"), href: href() }), { kind: "link", label });
}

/** A CtaLink: a button-styled link, primary or secondary. */
export function cta(label = "Button") {
  const schema = z.strictObject({
    label: text("Label"),
    href: href(),
    emphasis: choice("Style", ["primary", "secondary"]).optional(),
  });
  return tag(schema, { kind: "link", label });
}

export function icon(label = "Icon") {
  const schema = z.enum(ICON_NAMES, {
    error: (issue) =>
      issue.input === undefined ? REQUIRED : `"${String(issue.input)}" is not one of the site's icons.`,
  });
  return tag(schema, { kind: "icon", label });
}

/** What an image field says when it is not filled in right. */
export const IMAGE_MESSAGES = {
  choose: "Choose an image from the library.",
  alt: "Describe the image for people who cannot see it, or mark it decorative.",
  altLength: "At most 250 characters: say what the image shows, briefly.",
  gone: "This image is no longer in the library: choose another.",
} as const;

const IMAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A SectionImage: an image of the library, with its text alternative unless it is marked decorative. */
export function image(label = "Image") {
  const schema = z
    .strictObject({
      id: z.string().regex(IMAGE_ID, { error: IMAGE_MESSAGES.choose }),
      alt: z.string().max(250, { error: IMAGE_MESSAGES.altLength }),
      decorative: z.boolean(),
    })
    .superRefine((value, context) => {
      if (!value.decorative && value.alt.trim() === "")
        context.addIssue({ code: "custom", path: ["alt"], message: IMAGE_MESSAGES.alt });
    });
  return tag(schema, { kind: "image", label });
}

export const SECTION_TONES = ["paper", "sand", "white", "brand"] as const;

export function tone() {
  return tag(z.enum(SECTION_TONES), { kind: "tone", label: "Background" });
}

/** One of a few words, e.g. a list's style. */
export function choice<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return tag(z.enum(values), { kind: "choice", label });
}

/** One of a few numbers, e.g. a grid's columns. */
export function oneOf<const T extends readonly [number, ...number[]]>(label: string, values: T) {
  const words = values.length > 1 ? `${values.slice(0, -1).join(", ")} or ${values.at(-1)}` : `${values[0]}`;
  return tag(z.literal(values, { error: (issue) => (issue.input === undefined ? REQUIRED : `Choose ${words}.`) }), {
    kind: "choice",
    label,
  });
}

/** A whole number from `min` to `max`. */
export function whole(label: string, { min, max, help }: { min: number; max?: number; help?: string }) {
  let schema = z
    .number()
    .int()
    .min(min, { error: `At least ${min}.` });
  if (max !== undefined) schema = schema.max(max, { error: `At most ${max}.` });
  return tag(schema, { kind: "number", label, ...(help ? { help } : {}) });
}

export function toggle(label: string) {
  return tag(z.boolean(), { kind: "toggle", label });
}

/** A list the editor adds to, removes from and reorders; at least one item unless `min` says otherwise. */
export function list<T extends z.ZodType>(label: string, item: T, { min = 1 }: { min?: number } = {}) {
  const schema = z.array(item).min(min, { error: min === 1 ? "Add at least one." : `Add at least ${min}.` });
  return tag(schema, { kind: "list", label });
}

/** Fields shown together, e.g. a card or a panel. Unknown fields are refused, so a typo is caught. */
export function group<S extends z.core.$ZodLooseShape>(label: string, shape: S) {
  return tag(z.strictObject(shape), { kind: "group", label });
}

/** One of a few shapes told apart by their `kind`, e.g. a legal document's paragraph, list or table. */
export function variants<const T extends readonly [z.core.$ZodTypeDiscriminable, ...z.core.$ZodTypeDiscriminable[]]>(
  label: string,
  options: T,
) {
  return tag(z.discriminatedUnion("kind", options), { kind: "variants", label });
}

/** A section: its fields, a label for the editor's "Add section" menu, and whether it is a behaviour. */
export function section<S extends z.core.$ZodLooseShape>(
  label: string,
  shape: S,
  { behaviour = false }: { behaviour?: boolean } = {},
) {
  return tag(z.strictObject(shape), { kind: "section", label, ...(behaviour ? { behaviour: true as const } : {}) });
}

/** What a section with a heading has (SectionBase). */
export function sectionBase() {
  return {
    id: id(),
    eyebrow: text("Eyebrow", { help: "A short line above the heading." }).optional(),
    heading: text("Heading"),
    intro: multiline("Intro").optional(),
    tone: tone().optional(),
  };
}
