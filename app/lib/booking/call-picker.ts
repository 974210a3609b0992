/**
 * The day-and-time picker of a booking page as plain links (ADR 067): the days of the window that have a free time,
 * the chosen day's times, and the time chosen, each written in the firm's zone and in the visitor's when it differs.
 * Every choice is an address (?day=, ?time=, ?tz=), so the picker works by keyboard and without JavaScript, and a
 * chosen time can be shared or reloaded. Pure: the loaders build it from the slots.
 */
import { FIRM_TIME_ZONE, zonedInstant } from "../time/zoned-time";
import { callClock, callDay, callDayShort, callWhen, isTimeZone, otherZone, zoneCity } from "./call-time";
import { slotsByDay, wallTime, type Slot } from "./slots";
import { readLeadQuery } from "../leads/lead-query";

export type PickerTime = { start: string; label: string; visitorLabel: string | null; href: string };
export type PickerDay = { day: string; label: string; count: number; href: string; current: boolean };
export type CallPicker = {
  /** the visitor's zone when it differs from the firm's, named by its city */
  zone: { id: string; city: string } | null;
  days: PickerDay[];
  /** the chosen day, written out ("Tuesday, 15 December 2026"), and its times */
  day: { day: string; label: string; times: PickerTime[] } | null;
  /** the chosen time, when it is still free */
  chosen: { start: string; label: string; visitorLabel: string | null } | null;
  /** a time was asked for that is not free (taken since, or never offered) */
  chosenGone: boolean;
};

/**
 * What the picker reads from the address: the day, the time on the firm's clock, the visitor's zone, and what the
 * lead will record of where the visitor came from (?lead=, ?focus=, utm_*), carried through every choice.
 */
export type PickerQuery = { day: string | null; time: string | null; tz: string | null; carry: Record<string, string> };

export function readPickerQuery(params: URLSearchParams): PickerQuery {
  const day = params.get("day");
  const time = params.get("time");
  const tz = params.get("tz");
  return {
    day: day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null,
    time: time && /^([01]\d|2[0-3]):[0-5]\d$/.test(time) ? time : null,
    tz: tz && tz !== FIRM_TIME_ZONE && isTimeZone(tz) ? tz : null,
    carry: readLeadQuery(params),
  };
}

/** An address of the picker's page with these choices (the zone kept). */
export function pickerHref(path: string, query: PickerQuery): string {
  const params = new URLSearchParams(query.carry);
  if (query.day) params.set("day", query.day);
  if (query.time) params.set("time", query.time);
  if (query.tz) params.set("tz", query.tz);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The picker for `slots`, with the choices of `query`, on the page at `path`; `lengthMinutes` for the chosen time's end. */
export function callPicker(
  slots: readonly Slot[],
  query: PickerQuery,
  path: string,
  lengthMinutes: number,
): CallPicker {
  const byDay = slotsByDay(slots);
  const zone = query.tz;
  const visitor = (start: number) => (zone && otherZone(zone, start) ? zone : null);
  const days: PickerDay[] = [...byDay].map(([day, daySlots]) => ({
    day,
    label: callDayShort(daySlots[0].start),
    count: daySlots.length,
    href: pickerHref(path, { ...query, day, time: null }),
    current: day === query.day,
  }));
  const daySlots = query.day ? byDay.get(query.day) : undefined;
  const dayView =
    query.day && daySlots
      ? {
          day: query.day,
          label: callDay(daySlots[0].start),
          times: daySlots.map((slot) => {
            const other = visitor(slot.start);
            const time = wallTime(slot.start, FIRM_TIME_ZONE).time;
            return {
              start: new Date(slot.start).toISOString(),
              label: callClock(slot.start),
              visitorLabel: other
                ? `${callClock(slot.start, other)} ${visitorDayNote(slot.start, other)}`.trim()
                : null,
              href: pickerHref(path, { ...query, time }),
            };
          }),
        }
      : null;

  let chosen: CallPicker["chosen"] = null;
  let chosenGone = false;
  if (query.day && query.time) {
    const start = zonedInstant(query.day, query.time).getTime();
    const slot = daySlots?.find((s) => s.start === start);
    if (slot) [chosen] = offeredTimes([slot], zone, lengthMinutes);
    else chosenGone = true;
  }
  return {
    zone: zone ? { id: zone, city: zoneCity(zone) } : null,
    days,
    day: dayView,
    chosen,
    chosenGone,
  };
}

/** "(Mon 14 Dec)" when the time falls on another day on the visitor's clock than on the firm's. */
function visitorDayNote(start: number, zone: string): string {
  return wallTime(start, zone).day === wallTime(start, FIRM_TIME_ZONE).day ? "" : `(${callDayShort(start, zone)})`;
}

/** A few free times offered instead of one just taken, written as the picker writes them. */
export function offeredTimes(slots: readonly Slot[], zone: string | null, lengthMinutes: number) {
  return slots.map((slot) => {
    const end = slot.start + lengthMinutes * 60_000;
    const other = zone && otherZone(zone, slot.start) ? zone : null;
    return {
      start: new Date(slot.start).toISOString(),
      label: callWhen(slot.start, end),
      visitorLabel: other ? callWhen(slot.start, end, other) : null,
    };
  });
}
