/**
 * The admin's blog post and category forms: one schema each, used by the
 * browser (to show field errors before sending) and again by the route
 * action (the only check that counts). Inputs are the raw form values.
 */
import { z } from "zod";
import { site } from "~/content/site";
import type { FieldErrors } from "../forms/form-answers";
import { databaseSafe } from "../forms/text-rules";
import { fromLocalInput, SCHEDULE_MESSAGES } from "./post-schedule";
import type { FieldDiff } from "./post-diff";
import { imageIdFromPath } from "../images/image-variants";

export const POST_LIMITS = {
  title: 200,
  summary: 500,
  content: 100_000,
  tags: 12,
  tag: 40,
  authorName: 120,
  authorBio: 1000,
  imageUrl: 2000,
  imageAlt: 250,
  seoTitle: 70,
  seoDescription: 160,
  categoryName: 60,
} as const;

/** A path that `saveUploadedImage` produced: /uploads/<32 hex characters>.<image extension>. */
export const UPLOAD_PATH_PATTERN = /^\/uploads\/[a-f0-9]{32}\.(?:png|jpg|webp|gif)$/;

/** 100000 → "100,000": the same text on the server and in every browser (no locale data involved). */
const count = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

const IMAGE_URL_MESSAGE = "Image URL must start with http:// or https://";

/** A featured image needs words for people who cannot see it, unless it adds nothing they need. */
export const IMAGE_ALT_MESSAGE = "Describe the image for people who cannot see it, or mark it as decorative.";

/** An address of an image uploaded here (/images/<id>/<variant>), without the size a Markdown body adds. */
function isOwnImagePath(value: string): boolean {
  return !value.includes("#") && imageIdFromPath(value) !== null;
}

/**
 * A form value as text: missing and non-text values (a File) read as "".
 * Browsers send a textarea's line breaks as CRLF; the text as typed has LF.
 * The characters PostgreSQL cannot store are left out (databaseSafe).
 */
const text = z.preprocess(
  (value) => (typeof value === "string" ? databaseSafe(value).replace(/\r\n?/g, "\n") : ""),
  z.string(),
);

function requiredText(label: string, max: number, requiredMessage = `${label} is required`) {
  return text.pipe(
    z
      .string()
      .trim()
      .min(1, requiredMessage)
      .max(max, `${label} must be at most ${count(max)} characters`),
  );
}

/** Optional text: trimmed, at most `max` characters, and null when left empty. */
function optionalText(label: string, max: number) {
  return text.pipe(
    z
      .string()
      .trim()
      .max(max, `${label} must be at most ${count(max)} characters`)
      .transform((value) => (value === "" ? null : value)),
  );
}

/** A checkbox: present ("on") means true, absent means false. */
const checkbox = z.preprocess(
  (value) => value === true || value === "on" || value === "true" || value === "1",
  z.boolean(),
);

/** "Pricing, Cash Flow ,, pricing" → ["pricing", "cash flow"]. */
export function parseTags(value: string): string[] {
  const tags = value
    .split(",")
    .map((tag) => tag.trim().replace(/\s+/g, " ").toLowerCase())
    .filter(Boolean);
  return [...new Set(tags)];
}

const tags = text.pipe(
  z
    .string()
    .transform(parseTags)
    .pipe(
      z
        .array(z.string())
        .max(POST_LIMITS.tags, `Use at most ${POST_LIMITS.tags} tags`)
        .refine(
          (list) => list.every((tag) => tag.length <= POST_LIMITS.tag),
          `Each tag must be at most ${POST_LIMITS.tag} characters`,
        ),
    ),
);

const featuredImageUrl = text.pipe(
  z
    .string()
    .trim()
    .max(POST_LIMITS.imageUrl, `Image URL must be at most ${count(POST_LIMITS.imageUrl)} characters`)
    .refine((value) => value === "" || isImageAddress(value), IMAGE_URL_MESSAGE)
    .transform((value) => (value === "" ? null : value)),
);

/** An address a featured image may have: an upload of ours (new or early) or an outside http(s) address. */
function isImageAddress(value: string): boolean {
  return UPLOAD_PATH_PATTERN.test(value) || isOwnImagePath(value) || isHttpUrl(value);
}

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

export const PostInputSchema = z
  .object({
    title: requiredText("Title", POST_LIMITS.title),
    summary: requiredText("Summary", POST_LIMITS.summary),
    // The body is kept exactly as typed (Markdown is whitespace-sensitive); only its emptiness is judged trimmed.
    content: text.pipe(
      z
        .string()
        .refine((value) => value.trim().length > 0, "Content is required")
        .refine(
          (value) => value.length <= POST_LIMITS.content,
          `Content must be at most ${count(POST_LIMITS.content)} characters`,
        ),
    ),
    categoryId: text.pipe(
      z.string().trim().min(1, "Please choose a category").pipe(z.uuid("Please choose a category")),
    ),
    tags,
    authorName: text.pipe(
      z
        .string()
        .trim()
        .max(POST_LIMITS.authorName, `Author name must be at most ${count(POST_LIMITS.authorName)} characters`)
        .transform((value) => value || site.teamName),
    ),
    authorBio: optionalText("Author bio", POST_LIMITS.authorBio),
    featuredImageUrl,
    /** the featured image's text alternative; required with an image unless it is marked decorative (the check below) */
    featuredImageAlt: optionalText("Alt text", POST_LIMITS.imageAlt),
    featuredImageDecorative: checkbox,
    isFeatured: checkbox,
    isPublished: checkbox,
    /** when a draft goes live by itself, on Johannesburg's clocks ("2026-12-01T09:30"); empty: not scheduled. Whether it is in the future is the server's check. */
    publishAt: text.pipe(
      z
        .string()
        .trim()
        .refine((value) => value === "" || fromLocalInput(value) !== null, SCHEDULE_MESSAGES.invalid),
    ),
    seoTitle: optionalText("SEO title", POST_LIMITS.seoTitle),
    seoDescription: optionalText("SEO description", POST_LIMITS.seoDescription),
  })
  .superRefine((post, context) => {
    // An address that is refused already has its message; the alt text is asked for once there is an image.
    const image = typeof post.featuredImageUrl === "string" && isImageAddress(post.featuredImageUrl);
    if (image && !post.featuredImageAlt && !post.featuredImageDecorative) {
      context.addIssue({ code: "custom", path: ["featuredImageAlt"], message: IMAGE_ALT_MESSAGE });
    }
  });

export type PostInput = z.output<typeof PostInputSchema>;

/** The form's text values, as typed: what a form is filled with again after an error. */
export type PostFormValues = {
  title: string;
  summary: string;
  content: string;
  categoryId: string;
  tags: string;
  authorName: string;
  authorBio: string;
  featuredImageUrl: string;
  featuredImageAlt: string;
  featuredImageDecorative: boolean;
  isFeatured: boolean;
  isPublished: boolean;
  publishAt: string;
  seoTitle: string;
  seoDescription: string;
};

/** A new post's form: unpublished, not featured, by the team. */
export const NEW_POST_VALUES: PostFormValues = {
  title: "",
  summary: "",
  content: "",
  categoryId: "",
  tags: "",
  authorName: site.teamName,
  authorBio: "",
  featuredImageUrl: "",
  featuredImageAlt: "",
  featuredImageDecorative: false,
  isFeatured: false,
  isPublished: false,
  publishAt: "",
  seoTitle: "",
  seoDescription: "",
};

/** The submitted values as text, to fill the form again (never trusted: only displayed). */
export function postFormValues(values: Record<string, unknown>): PostFormValues {
  const str = (key: keyof PostFormValues) => {
    const value = values[key];
    return typeof value === "string" ? value : "";
  };
  const box = (key: keyof PostFormValues) => checkbox.parse(values[key]);
  return {
    title: str("title"),
    summary: str("summary"),
    content: str("content"),
    categoryId: str("categoryId"),
    tags: str("tags"),
    authorName: str("authorName"),
    authorBio: str("authorBio"),
    featuredImageUrl: str("featuredImageUrl"),
    featuredImageAlt: str("featuredImageAlt"),
    featuredImageDecorative: box("featuredImageDecorative"),
    isFeatured: box("isFeatured"),
    isPublished: box("isPublished"),
    publishAt: str("publishAt"),
    seoTitle: str("seoTitle"),
    seoDescription: str("seoDescription"),
  };
}

export const CategoryInputSchema = z.object({
  name: requiredText("Category name", POST_LIMITS.categoryName),
});

export type CategoryInput = z.output<typeof CategoryInputSchema>;

/** What the post form's action answers when the form is shown again. */
export type PostFormResult = {
  values: PostFormValues | null;
  fieldErrors: FieldErrors;
  formError: string | null;
  /** another save came first: the form is shown again with theirs compared to these values, ready to save over it */
  conflict?: { version: number; savedBy: string | null; savedAt: string; changes: FieldDiff[] } | null;
};
