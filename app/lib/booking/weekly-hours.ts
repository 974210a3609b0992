/**
 * A host's hours as the calendar screens edit them (ADR 067): the rows of "from"/"to" times a form sends for a
 * weekday or a dated day, checked before anything is saved. Pure (the screen and the server share it): the problems
 * come back as codes, and the screen's copy (app/content/admin-calendar.ts) words them.
 */
import type { WeeklyHours } from "~/db/schema";

/** ISO weekdays, Monday "1" to Sunday "7": the keys of WeeklyHours, in the order the screen lists them. */
export const WEEKDAYS = ["1", "2", "3", "4", "5", "6", "7"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Ranges of hours a day may have at most: a morning, an afternoon and an evening. */
export const MAX_RANGES_PER_DAY = 3;

/** One row of the form as typed: either time may be empty. */
export type TimeRow = { from: string; to: string };

/** What is wrong with a day's rows; `row` is the row it concerns (0-based), `field` its time. */
export type HoursProblem =
  | { code: "format"; row: number; field: "from" | "to"; value: string }
  | { code: "missing"; row: number; field: "from" | "to" }
  | { code: "order"; row: number; field: "to"; from: string; to: string }
  | { code: "overlap"; row: number; field: "from"; first: [string, string]; second: [string, string] }
  | { code: "too-many"; row: null; field: null };

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether `value` is a wall-clock time "HH:MM" (00:00 to 23:59), as `<input type="time">` sends it. */
export function isClock(value: string): boolean {
  return CLOCK.test(value);
}

/** The name prefix of a weekday's rows in the weekly hours form: "hours-1" for Monday. */
export function weekdayPrefix(day: Weekday): string {
  return `hours-${day}`;
}

/** The name prefix of the rows of the hours of a day off or of other hours. */
export const DAY_HOURS_PREFIX = "day-hours";

/** The name of a row's time in a form: "<prefix>-<row>-from". */
export function timeFieldName(prefix: string, row: number, field: "from" | "to"): string {
  return `${prefix}-${row}-${field}`;
}

/** The rows a form sent under `prefix` (at most MAX_RANGES_PER_DAY + 1, so one too many is seen), trimmed. */
export function readTimeRows(form: FormData, prefix: string): TimeRow[] {
  const rows: TimeRow[] = [];
  for (let row = 0; row <= MAX_RANGES_PER_DAY; row++) {
    const from = form.get(timeFieldName(prefix, row, "from"));
    const to = form.get(timeFieldName(prefix, row, "to"));
    if (typeof from !== "string" && typeof to !== "string") continue;
    rows.push({ from: typeof from === "string" ? from.trim() : "", to: typeof to === "string" ? to.trim() : "" });
  }
  return rows;
}

/**
 * A day's rows checked: every time "HH:MM", each range ending after it starts, no two overlapping (touching is
 * fine: 09:00-12:00 and 12:00-13:00), at most MAX_RANGES_PER_DAY. Rows left wholly empty are no range. On success
 * the ranges, sorted by start; else every problem found.
 */
export function checkTimeRows(
  rows: readonly TimeRow[],
): { ok: true; ranges: [string, string][] } | { ok: false; problems: HoursProblem[] } {
  const problems: HoursProblem[] = [];
  const ranges: { row: number; range: [string, string] }[] = [];
  rows.forEach(({ from, to }, row) => {
    if (!from && !to) return;
    const before = problems.length;
    for (const [field, value] of [
      ["from", from],
      ["to", to],
    ] as const) {
      if (!value) problems.push({ code: "missing", row, field });
      else if (!isClock(value)) problems.push({ code: "format", row, field, value });
    }
    if (problems.length > before) return;
    if (from >= to) {
      problems.push({ code: "order", row, field: "to", from, to });
      return;
    }
    ranges.push({ row, range: [from, to] });
  });
  if (ranges.length > MAX_RANGES_PER_DAY) problems.push({ code: "too-many", row: null, field: null });
  const sorted = [...ranges].sort((a, b) => a.range[0].localeCompare(b.range[0]));
  for (let i = 1; i < sorted.length; i++) {
    const earlier = sorted[i - 1];
    const later = sorted[i];
    // "HH:MM" strings compare as the times they stand for.
    if (later.range[0] < earlier.range[1]) {
      problems.push({ code: "overlap", row: later.row, field: "from", first: earlier.range, second: later.range });
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, ranges: sorted.map((entry) => entry.range) };
}

/** A week's hours as rows for the form, every weekday present (a closed day has none). */
export function weekRows(hours: WeeklyHours): Record<Weekday, TimeRow[]> {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, (hours[day] ?? []).map(([from, to]) => ({ from, to }))]),
  ) as Record<Weekday, TimeRow[]>;
}
