/**
 * One date format and one currency format for the whole site (en-ZA, ZAR).
 *
 * The formats public pages show (the long date "6 January 2026" in South
 * African time, and whole numbers and rand amounts grouped "1 286 400") are
 * written out by hand, exactly as en-ZA writes them: creating the first Intl
 * formatter loads the browser's locale data, 15 ms or more of a phone's main
 * thread in the middle of hydration. South Africa keeps UTC+2 all year (no
 * daylight saving), so its date is the UTC date two hours on. The date-and-time
 * format of the admin pages is an Intl formatter made on first use.
 */
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
const SOUTH_AFRICA_OFFSET_MS = 2 * 60 * 60 * 1000;

/** A formatter made the first time it is asked for. */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const dateTimeFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat("en-ZA", {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "Africa/Johannesburg",
    }),
);
const currencyFormat = onFirstUse(
  () => new Intl.NumberFormat("en-ZA", { style: "currency", currency: "ZAR", maximumFractionDigits: 0 }),
);
/** en-ZA separates thousands, and the rand sign from its amount, with a no-break space. */
const NBSP = "\u00a0";

/** "6 January 2026": the day in South Africa, as en-ZA writes it. */
export function formatDate(value: Date | string): string {
  const local = new Date(new Date(value).getTime() + SOUTH_AFRICA_OFFSET_MS);
  return `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
}

export function formatDateTime(value: Date | string): string {
  return dateTimeFormat().format(new Date(value));
}

/** The digits of a finite number rounded to a whole (halves away from zero), in groups of three: "1 286 400". */
function groupedDigits(value: number): string {
  return wholeDigits(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/** A whole number's digits: Number#toString, with the exponent it uses from 1e21 written out ("1.5e+21"). */
function wholeDigits(whole: number): string {
  const text = whole.toString();
  const exponential = /^(\d)(?:\.(\d+))?e\+(\d+)$/.exec(text);
  if (!exponential) return text;
  const digits = exponential[1] + (exponential[2] ?? "");
  return digits + "0".repeat(Number(exponential[3]) - (digits.length - 1));
}

/** Negative amounts, and a negative amount rounded to nothing, keep their sign, as Intl writes them. */
function sign(value: number): string {
  return value < 0 || Object.is(value, -0) ? "-" : "";
}

/** A whole number as en-ZA writes it: "1 286 400". */
export function formatWholeNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value).replace("Infinity", "∞");
  return sign(value) + groupedDigits(value);
}

/** A whole-rand amount as en-ZA writes it: "R 1 286 400", "-R 1 500". */
export function formatRand(value: number): string {
  if (!Number.isFinite(value)) return currencyFormat().format(value);
  return `${sign(value)}R${NBSP}${groupedDigits(value)}`;
}
