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

/** Trimmed, angle brackets removed, cut to `max` characters (spec: all contact text). */
export function cleanText(value: unknown, max = CONTACT_TEXT_MAX): string {
  if (typeof value !== "string") return "";
  return value.trim().replace(/[<>]/g, "").slice(0, max).trim();
}

/** As cleanText, and line breaks and other control characters become spaces (names, subjects). */
export function cleanLine(value: unknown, max = CONTACT_TEXT_MAX): string {
  if (typeof value !== "string") return "";
  // eslint-disable-next-line no-control-regex
  return cleanText(value.replace(/[\u0000-\u001f\u007f]+/g, " "), max);
}

/** What the step-1 Next button asks before it enables: the email at least looks like an address. */
export function looksLikeEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email);
}
