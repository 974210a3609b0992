/**
 * Text a visitor's browser, a bot or a pasted document can send: characters
 * PostgreSQL refuses (NUL, lone surrogates), controls, emoji that straddle a
 * length limit, sequences that render as one character, invisible and
 * direction-changing characters, very long lines, and text that looks like
 * SQL or HTML. Each entry says how the lead forms should treat it in a
 * free-text field.
 */

export type OddText = {
  name: string;
  value: string;
  /**
   * In a free-text field (goals, painOther, additionalInfo) the value is kept
   * as typed, apart from trimming and the removal of angle brackets: it holds
   * nothing PostgreSQL refuses, no control character and fits the limits.
   */
  keptAsTyped?: boolean;
  /** Nothing visible is left after cleaning: a required field may refuse it. */
  blank?: boolean;
};

const EMOJI = "😀";
const FAMILY = "👨‍👩‍👧‍👦";
const TECHNOLOGIST = "👩‍💻";

/** "a" × (limit − 1) and an emoji: one character over the limit in UTF-16 units, within it in characters. */
function atLimit(limit: number, tail: string, name: string): OddText {
  return { name: `${name} after ${limit - 1} letters (limit ${limit})`, value: "a".repeat(limit - 1) + tail };
}

/** The field limits of the lead forms: query values, enumerations, names, email, text, raw caps. */
const LIMITS = [32, 40, 100, 200, 255, 304, 500, 2000, 2500];

export const ODD_UNICODE: readonly OddText[] = [
  { name: "NUL inside text", value: "Before\u0000after" },
  { name: "NUL only", value: "\u0000", blank: true },
  { name: "%00 decoded", value: decodeURIComponent("Mokoena%00Logistics%00") },
  { name: "NUL between surrogate halves", value: "x\uD83D\u0000\uDE00y" },
  {
    name: "C0 controls and an ANSI colour",
    value: "\u0001\u0002\u0007\b\u000b\u000c\u000e\u001b[31mred\u001b[0m\u001f ok",
  },
  { name: "DEL and C1 controls", value: "del\u007f c1\u0080\u0085\u008d\u009b\u009f end" },
  { name: "tabs and Windows line breaks", value: "line one\r\nline two\r\n\tindented", keptAsTyped: true },
  { name: "line and paragraph separators", value: "one\u2028two\u2029three" },
  { name: "lone high surrogate", value: "ab\uD83Dcd" },
  { name: "lone low surrogate", value: "ab\uDE00cd" },
  { name: "reversed surrogate pair", value: "ab\uDE00\uD83Dcd" },
  { name: "lone high surrogate at the end", value: "Mokoena\uD83D" },
  ...LIMITS.map((limit) => atLimit(limit, EMOJI, "an emoji")),
  ...LIMITS.map((limit) => atLimit(limit, FAMILY, "a ZWJ family")),
  ...LIMITS.map((limit) => atLimit(limit, "e\u0301", "a combining accent")),
  { name: "ZWJ sequences", value: `${FAMILY} ${TECHNOLOGIST} 🏳️‍🌈 🧑🏽‍🌾`, keptAsTyped: true },
  { name: "flags", value: "🇿🇦🇬🇧🇺🇸 🏴󠁧󠁢󠁳󠁣󠁴󠁿", keptAsTyped: true },
  { name: "combining marks", value: "Cafe\u0301 Zoe\u0308 n\u0303 a\u030A", keptAsTyped: true },
  { name: "a letter under 600 combining marks", value: `Z${"\u0336\u0301\u0316".repeat(200)}algo` },
  { name: "RTL override", value: "\u202Egnp.exe\u202C invoice \u2066isolate\u2069", keptAsTyped: true },
  { name: "byte order mark", value: "\uFEFFThandi\uFEFF Mokoena" },
  { name: "noncharacters", value: "non\uFFFF\uFFFE\uFDD0\u{10FFFF}\u{1FFFE}characters", keptAsTyped: true },
  { name: "replacement character", value: "broken \uFFFD text", keptAsTyped: true },
  { name: "zero-width characters", value: "zero\u200Bwidth\u200C\u200D\u2060joiner", keptAsTyped: true },
  { name: "only a zero-width space", value: "\u200B", blank: true },
  { name: "only spaces of other kinds", value: "\u3000\u00A0\u2007 \t", blank: true },
  { name: "astral characters", value: "𠜎𠜱𝕏𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🀄", keptAsTyped: true },
  { name: "many scripts", value: "Зображення 你好 مرحبا עברית ไทย 한국어 isiXhosa", keptAsTyped: true },
  { name: "a very long line", value: "word ".repeat(1_200) },
  { name: "a very long line of emoji", value: EMOJI.repeat(1_000) },
  { name: "a very long line without spaces", value: "x".repeat(6_000) },
  { name: "SQL", value: "Robert'); DROP TABLE contact_requests;-- ' OR '1'='1", keptAsTyped: true },
  { name: "SQL with a NUL", value: "'\u0000; select pg_sleep(5); --" },
  { name: "HTML", value: `<script>alert("x")</script><img src=x onerror=alert(1)>` },
  { name: "JSON escapes", value: String.raw`{"a":"\u0000","b":"\ud800"} C:\path\new`, keptAsTyped: true },
  { name: "percent signs", value: "100% %00 %ZZ %E2%82", keptAsTyped: true },
  { name: "an address with a NUL", value: "thandi\u0000@example.co.za" },
  { name: "an address with a zero-width space", value: "thandi\u200B@example.co.za" },
  { name: "an address with an emoji", value: `thandi${EMOJI}@example.co.za` },
  { name: "an address after a byte order mark", value: "\uFEFFthandi@example.co.za" },
  { name: "a phone number with a NUL", value: "082\u0000123 4567" },
  { name: "a phone number in Arabic-Indic digits", value: "٠٨٢ ١٢٣ ٤٥٦٧" },
];

/** The case: a query value of 99 letters and an emoji, 101 UTF-16 units. */
export const QUERY_AT_LIMIT = "a".repeat(99) + EMOJI;

/** A lone surrogate: a high half not followed by a low one, or a low half not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What PostgreSQL could not have stored, or should never be given: NUL and lone surrogates. */
export function unstorable(value: string): string | null {
  if (value.includes("\u0000")) return "U+0000";
  if (LONE_SURROGATE.test(value)) return "a lone surrogate";
  return null;
}

/** Every string inside `value` (rows, arrays, JSON), with its path. */
export function* stringsIn(value: unknown, path = ""): Generator<[string, string]> {
  if (typeof value === "string") yield [path, value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* stringsIn(item, `${path}[${i}]`);
  else if (value && typeof value === "object" && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) yield* stringsIn(item, path ? `${path}.${key}` : key);
  }
}
