/**
 * The firm's business-hours clock: when a lead's first reply is due, counted
 * only in open hours (weekdays in the settings, between opening and closing,
 * in the firm's time zone, skipping South African public holidays). Pure: no
 * clock, no database. Days and times in a zone are zoned-time.ts's.
 *
 * Public holidays are computed here rather than taken from `date-holidays`:
 * that library gets ZA right (Sunday rule included) but installs ~45 MB
 * (moment, moment-timezone, astronomia, every country's data) for twelve
 * fixed rules and Easter. Offsets come from Intl, never hard-coded.
 */
import type { LeadType } from "~/db/schema";
import { AT_THE_CALL, BUSINESS_HOURS, type BusinessTime } from "~/content/lead-follow-up";
import { leadKind } from "./lead-kinds";
import { DAY, dayString, isoWeekday, nextDay, zonedDay, zonedInstant } from "../time/zoned-time";

/** The shape of BUSINESS_HOURS, widened so tests and callers can pass their own. */
export type BusinessCalendar = {
  timeZone: string;
  /** ISO weekdays, Monday 1 to Sunday 7 */
  weekdays: readonly number[];
  opens: string;
  closes: string;
  declaredHolidays: readonly string[];
};

export type PublicHoliday = { day: string; name: string };

const MINUTE = 60_000;

/** The Public Holidays Act's fixed days, as "MM-DD". */
const FIXED_HOLIDAYS: readonly (readonly [string, string])[] = [
  ["01-01", "New Year's Day"],
  ["03-21", "Human Rights Day"],
  ["04-27", "Freedom Day"],
  ["05-01", "Workers' Day"],
  ["06-16", "Youth Day"],
  ["08-09", "National Women's Day"],
  ["09-24", "Heritage Day"],
  ["12-16", "Day of Reconciliation"],
  ["12-25", "Christmas Day"],
  ["12-26", "Day of Goodwill"],
];

/** Easter Sunday (anonymous Gregorian algorithm) as a UTC midnight timestamp. */
function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day);
}

/**
 * South Africa's public holidays in `year`, in date order: the Act's twelve (Good Friday and Family Day
 * from Easter), the Monday after any that falls on a Sunday (unless that Monday is one already, as
 * 26 December is when Christmas is a Sunday), and the calendar's declared holidays.
 */
export function publicHolidays(year: number, calendar: BusinessCalendar = BUSINESS_HOURS): PublicHoliday[] {
  const easter = easterSunday(year);
  const holidays: PublicHoliday[] = [
    ...FIXED_HOLIDAYS.map(([monthDay, name]) => ({ day: `${year}-${monthDay}`, name })),
    { day: dayString(easter - 2 * DAY), name: "Good Friday" },
    { day: dayString(easter + DAY), name: "Family Day" },
  ];
  const days = new Set(holidays.map((holiday) => holiday.day));
  for (const holiday of [...holidays]) {
    const monday = nextDay(holiday.day);
    if (isoWeekday(holiday.day) === 7 && !days.has(monday)) {
      holidays.push({ day: monday, name: `Public holiday (${holiday.name} on a Sunday)` });
      days.add(monday);
    }
  }
  for (const day of calendar.declaredHolidays) {
    if (day.startsWith(`${year}-`) && !days.has(day)) {
      holidays.push({ day, name: "Declared public holiday" });
      days.add(day);
    }
  }
  return holidays.sort((a, b) => a.day.localeCompare(b.day));
}

/** Whether a "YYYY-MM-DD" is a public holiday (the Act's, its Sunday rule's or a declared one). */
export function isPublicHoliday(day: string, calendar: BusinessCalendar = BUSINESS_HOURS): boolean {
  return publicHolidays(Number(day.slice(0, 4)), calendar).some((holiday) => holiday.day === day);
}

/** Whether the firm is open on a "YYYY-MM-DD": one of its weekdays and not a public holiday. */
export function isBusinessDay(day: string, calendar: BusinessCalendar = BUSINESS_HOURS): boolean {
  return calendar.weekdays.includes(isoWeekday(day)) && !isPublicHoliday(day, calendar);
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

/**
 * `start` plus `span` of open time, walking the calendar's open intervals only. A business day is
 * one day's opening hours; a start outside them counts from the next opening, so a span that ends
 * exactly at closing is due then (not at the next opening).
 */
export function addBusinessTime(start: Date, span: BusinessTime, calendar: BusinessCalendar = BUSINESS_HOURS): Date {
  const dayMinutes = minutesOf(calendar.closes) - minutesOf(calendar.opens);
  let remaining = ("businessDays" in span ? span.businessDays * dayMinutes : span.businessHours * 60) * MINUTE;
  let day = zonedDay(start, calendar.timeZone);
  // Ten years without an open day means the calendar is wrong, not that the reply is never due.
  for (let checked = 0; checked < 3660; checked++, day = nextDay(day)) {
    if (!isBusinessDay(day, calendar)) continue;
    const from = Math.max(start.getTime(), zonedInstant(day, calendar.opens, calendar.timeZone).getTime());
    const open = zonedInstant(day, calendar.closes, calendar.timeZone).getTime() - from;
    if (open <= 0) continue;
    if (remaining <= open) return new Date(from + remaining);
    remaining -= open;
  }
  throw new Error("addBusinessTime: the calendar has no open days");
}

/**
 * When a lead of `type` received at `receivedAt` must first be replied to; null when none is promised, or when it is
 * due at the call the visitor booked (the booking sets it).
 */
export function replyDueAt(type: LeadType, receivedAt: Date): Date | null {
  const promise = leadKind(type).replyDueAfter;
  return promise && promise !== AT_THE_CALL ? addBusinessTime(receivedAt, promise) : null;
}
