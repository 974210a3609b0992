/**
 * Calendar days and wall-clock times in a time zone (the firm's, Africa/Johannesburg, unless another is given): the
 * instant a day and time read on its clocks, the day an instant falls on, a day's start and end. Offsets come from
 * Intl, never hard-coded, so a zone with daylight saving is right on both sides of the change. Pure: no clock.
 *
 * Days are "YYYY-MM-DD" strings; internally a day is the UTC midnight timestamp of that date.
 */
import { BUSINESS_HOURS } from "~/content/lead-follow-up";

/** The firm's time zone: the one its pages, schedules and business hours are read in. */
export const FIRM_TIME_ZONE = BUSINESS_HOURS.timeZone;

const MINUTE = 60_000;
export const DAY = 86_400_000;

/** "YYYY-MM-DD" of a UTC midnight timestamp. */
export function dayString(utcMidnight: number): string {
  return new Date(utcMidnight).toISOString().slice(0, 10);
}

/** The UTC midnight timestamp of a "YYYY-MM-DD". */
export function dayTimestamp(day: string): number {
  const [year, month, date] = day.split("-").map(Number);
  return Date.UTC(year, month - 1, date);
}

/** ISO weekday of a "YYYY-MM-DD": Monday 1 to Sunday 7. */
export function isoWeekday(day: string): number {
  return new Date(dayTimestamp(day)).getUTCDay() || 7;
}

/** The "YYYY-MM-DD" after `day`. */
export function nextDay(day: string): string {
  return dayString(dayTimestamp(day) + DAY);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock parts of `instant` in `timeZone`, as a UTC timestamp of that wall time. */
function wallClock(instant: number, timeZone: string): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(formatter.formatToParts(instant).find((p) => p.type === type)?.value);
  return Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
}

/** The instant a "YYYY-MM-DD" reads "HH:MM" on the zone's clocks. */
export function zonedInstant(day: string, time: string, timeZone: string = FIRM_TIME_ZONE): Date {
  const [hours, minutes] = time.split(":").map(Number);
  const wall = dayTimestamp(day) + (hours * 60 + minutes) * MINUTE;
  let instant = wall - (wallClock(wall, timeZone) - wall);
  // Once more, in case the offset at the first guess differs (a DST change between the two).
  instant = wall - (wallClock(instant, timeZone) - instant);
  return new Date(instant);
}

/** The zone's calendar day ("YYYY-MM-DD") that `date` falls on. */
export function zonedDay(date: Date, timeZone: string = FIRM_TIME_ZONE): string {
  return dayString(wallClock(date.getTime(), timeZone));
}

/** "YYYY-MM-DD HH:MM:SS": the wall-clock date and time of `date` in the zone. */
export function zonedDateTime(date: Date, timeZone: string = FIRM_TIME_ZONE): string {
  return new Date(wallClock(date.getTime(), timeZone)).toISOString().slice(0, 19).replace("T", " ");
}

/** The instant the zone's calendar day `day` ("YYYY-MM-DD") begins: its midnight. */
export function startOfZonedDay(day: string, timeZone: string = FIRM_TIME_ZONE): Date {
  return zonedInstant(day, "00:00", timeZone);
}

/** The instant the zone's calendar day containing `date` ends: midnight at the start of the next. */
export function endOfZonedDay(date: Date, timeZone: string = FIRM_TIME_ZONE): Date {
  return startOfZonedDay(nextDay(zonedDay(date, timeZone)), timeZone);
}
