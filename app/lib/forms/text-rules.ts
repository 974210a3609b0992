/**
 * The limits, patterns and cleaning of every lead form's text: plain
 * functions and constants with no validation library, so a page that only
 * shows a field (its maxLength) ships none of it.
 */
export const CONTACT_TEXT_MAX = 500;
export const EMAIL_MAX = 254;
export const PHONE_MIN = 7;
export const PHONE_MAX = 20;
export const NAME_MIN = 2;

/** Letters, digits and the usual punctuation before and after the @, and a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;
/** Digits, spaces, hyphens and brackets, with an optional leading plus. */
export const PHONE_PATTERN = /^\+?[\d\s()-]+$/;

/**
 * A UTF-16 surrogate that is not half of a pair. With the `u` flag a pair is
 * one code point (above U+FFFF), so only lone halves fall in this range.
 */
const LONE_SURROGATE = /[\uD800-\uDFFF]/gu;

/**
 * `value` as PostgreSQL can store it in a text or jsonb column: U+0000 (NUL),
 * which neither can hold, removed, and every lone surrogate (which jsonb
 * refuses and UTF-8 cannot encode) replaced by U+FFFD. Those are the only
 * characters either type refuses; everything else, noncharacters included,
 * is kept.
 */
export function databaseSafe(value: string): string {
  return value.replace(LONE_SURROGATE, "\uFFFD").replace(/\0/g, "");
}

let graphemes: Intl.Segmenter | null | undefined;
/** The grapheme segmenter, where the runtime has one. */
function graphemeSegmenter(): Intl.Segmenter | null {
  if (graphemes === undefined) {
    graphemes =
      typeof Intl !== "undefined" && typeof Intl.Segmenter === "function"
        ? new Intl.Segmenter(undefined, { granularity: "grapheme" })
        : null;
  }
  return graphemes;
}

/** The first `max` code points of `value` (a surrogate pair is one). */
function cutToCodePoints(value: string, max: number): string {
  let end = 0;
  for (let taken = 0; taken < max && end < value.length; taken++) {
    const unit = value.charCodeAt(end);
    const next = value.charCodeAt(end + 1);
    end += unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
  }
  return value.slice(0, end);
}

/**
 * `value` cut to at most `max` characters (code points, as PostgreSQL counts
 * them), never inside a surrogate pair and, where the runtime can tell, never
 * inside a grapheme cluster: an emoji, a flag, a letter with its accents is
 * kept whole or left out whole. Only a first cluster longer than `max` (a
 * letter under hundreds of combining marks) is cut, between code points.
 */
export function cutToLength(value: string, max: number): string {
  const limit = Math.max(0, Math.floor(max));
  if (value.length <= limit) return value;
  const cut = cutToCodePoints(value, limit);
  if (cut.length === value.length) return cut;
  const segmenter = graphemeSegmenter();
  if (!segmenter) return cut;
  // Whether the cut falls inside a cluster depends only on the text before it and the character after it.
  const cluster = segmenter.segment(value.slice(0, cut.length + 2)).containing(cut.length);
  return cluster && cluster.index > 0 && cluster.index < cut.length ? value.slice(0, cluster.index) : cut;
}

/**
 * Trimmed, angle brackets removed, cut to `max` characters (spec: all contact
 * text), and safe to store (databaseSafe).
 */
export function cleanText(value: unknown, max = CONTACT_TEXT_MAX): string {
  if (typeof value !== "string") return "";
  return cutToLength(databaseSafe(value).trim().replace(/[<>]/g, ""), max).trim();
}

/**
 * As cleanText, and line breaks and other control characters (C0, DEL, C1,
 * and the line and paragraph separators) become spaces (names, subjects).
 */
export function cleanLine(value: unknown, max = CONTACT_TEXT_MAX): string {
  if (typeof value !== "string") return "";
  // eslint-disable-next-line no-control-regex
  return cleanText(value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " "), max);
}

/** What the step-1 Next button asks before it enables: the email at least looks like an address. */
export function looksLikeEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email);
}

/** Search text typed into a box: one line (control characters and runs of space become one space), safe to store, cut to `max` characters. */
export function cleanSearchText(value: string | null | undefined, max: number): string {
  // eslint-disable-next-line no-control-regex
  const oneLine = databaseSafe((value ?? "").replace(/[\u0000-\u001f\u007f\s]+/g, " ")).trim();
  return cutToLength(oneLine, max).trim();
}
