/**
 * How a call's time is written for people: the day and the times in the firm's zone, and in the visitor's own when
 * it differs, named by its city ("London"). Pure (the booking pages, emails and admin share it); offsets from Intl.
 */
import { FIRM_TIME_ZONE } from "../time/zoned-time";

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, options: Intl.DateTimeFormatOptions, locale = "en-ZA"): Intl.DateTimeFormat {
  let found = formatters.get(key);
  if (!found) formatters.set(key, (found = new Intl.DateTimeFormat(locale, options)));
  return found;
}

/** "Tuesday, 15 December 2026" in `timeZone`. */
export function callDay(instant: Date | number, timeZone: string = FIRM_TIME_ZONE): string {
  return formatter(`day:${timeZone}`, {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(instant);
}

/** "Tue 15 Dec" in `timeZone`: a day in a list of days (en-ZA would write "Tue, 15 Dec"). */
export function callDayShort(instant: Date | number, timeZone: string = FIRM_TIME_ZONE): string {
  return formatter(`short:${timeZone}`, { timeZone, weekday: "short", day: "numeric", month: "short" }, "en-GB").format(
    instant,
  );
}

/** "09:30" in `timeZone`, on a 24-hour clock. */
export function callClock(instant: Date | number, timeZone: string = FIRM_TIME_ZONE): string {
  return formatter(`clock:${timeZone}`, { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
    instant,
  );
}

/** "Tuesday, 15 December 2026, 09:30–10:00" in `timeZone`. */
export function callWhen(start: Date | number, end: Date | number, timeZone: string = FIRM_TIME_ZONE): string {
  return `${callDay(start, timeZone)}, ${callClock(start, timeZone)}–${callClock(end, timeZone)}`;
}

/** A zone's city, as people name it: "Europe/London" → "London", "America/New_York" → "New York". */
export function zoneCity(timeZone: string): string {
  return (timeZone.split("/").pop() ?? timeZone).replace(/_/g, " ");
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/.test(timeZone) || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The visitor's zone to show beside the firm's: null when it reads the same clock as the firm's at `instant` (a
 * visitor in Johannesburg, Harare or Cairo in winter sees one time), or is not a zone.
 */
export function otherZone(timeZone: string | null | undefined, instant: Date | number): string | null {
  if (!timeZone || !isTimeZone(timeZone) || timeZone === FIRM_TIME_ZONE) return null;
  const same = callClock(instant, timeZone) === callClock(instant) && callDay(instant, timeZone) === callDay(instant);
  return same ? null : timeZone;
}
