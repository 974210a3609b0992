/**
 * The times a visitor can book a call (ADR 067): every slot start in the booking window, each with the hosts free
 * then. A day's hours are a host's override for that day, else closed on a South African public holiday, else the
 * host's weekly hours; hours are wall-clock in the firm's zone, read through zoned-time.ts (offsets from Intl).
 * A call must fit inside the hours; its buffers need not, they only keep it clear of busy times.
 *
 * Pure (runs in the browser too): no clock, no database. Each host's busy ranges are sorted and merged once and
 * each candidate is a binary search, so ten hosts with a thousand busy ranges over 30 days take a millisecond or
 * two rather than slots × busy comparisons.
 */
import type { WeeklyHours } from "~/db/schema";
import { isPublicHoliday } from "../leads/business-hours";
import {
  FIRM_TIME_ZONE,
  isoWeekday,
  nextDay,
  startOfZonedDay,
  zonedDateTime,
  zonedDay,
  zonedInstant,
} from "../time/zoned-time";

export type SlotRules = {
  lengthMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minimumNoticeMinutes: number;
  windowDays: number;
  /** 15 or 30: candidates start at each hours range's start and every step after */
  slotStepMinutes: number;
};

/** What one host can offer: weekly wall-clock hours in the firm's zone, dated overrides, and busy times. */
export type HostAvailability = {
  hostId: string;
  /** ISO weekday keys "1" (Monday) to "7"; a missing key is a closed day */
  weeklyHours: WeeklyHours;
  /** day "YYYY-MM-DD" → that day's hours, over holidays and weekly hours alike; an empty list is a day off */
  overrides: ReadonlyMap<string, readonly (readonly [string, string])[]>;
  /** epoch ms, half-open; bookings' blocked ranges (their buffers included) and calendar events; any order, may overlap */
  busy: readonly { start: number; end: number }[];
  /** true: offer nothing (e.g. their calendar could not be read: unknown is never free) */
  unavailable?: boolean;
};

/** A call's start (epoch ms) and the hosts free then, in the order the hosts were given. */
export type Slot = { start: number; hostIds: string[] };

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The range a call starting at `start` blocks: [start - before, start + length + after), epoch ms. */
export function blockedRange(rules: SlotRules, start: number): { start: number; end: number } {
  return {
    start: start - rules.bufferBeforeMinutes * MINUTE,
    end: start + (rules.lengthMinutes + rules.bufferAfterMinutes) * MINUTE,
  };
}

/** A host's busy ranges sorted and merged into disjoint ones, as parallel arrays for binary search. */
type MergedBusy = { starts: number[]; ends: number[] };

function mergeBusy(busy: HostAvailability["busy"]): MergedBusy {
  const sorted = busy.filter((range) => range.end > range.start).sort((a, b) => a.start - b.start);
  const starts: number[] = [];
  const ends: number[] = [];
  for (const { start, end } of sorted) {
    const last = ends.length - 1;
    // Touching ranges merge too: their union is the same time, so an overlap with it is an overlap with one of them.
    if (last >= 0 && start <= ends[last]) ends[last] = Math.max(ends[last], end);
    else {
      starts.push(start);
      ends.push(end);
    }
  }
  return { starts, ends };
}

/** Whether [start, end) overlaps any of the merged busy ranges: the first one ending after `start` must begin before `end`. */
function overlapsBusy(merged: MergedBusy, start: number, end: number): boolean {
  const { starts, ends } = merged;
  let low = 0;
  let high = ends.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (ends[middle] > start) high = middle;
    else low = middle + 1;
  }
  return low < ends.length && starts[low] < end;
}

/** Every offered slot start in the booking window, earliest first, with the hosts free at each. */
export function availableSlots(rules: SlotRules, hosts: readonly HostAvailability[], now: Date): Slot[] {
  const step = rules.slotStepMinutes * MINUTE;
  const length = rules.lengthMinutes * MINUTE;
  if (!(step > 0) || !(length > 0)) throw new RangeError("availableSlots: the length and step must be positive");
  const earliest = now.getTime() + rules.minimumNoticeMinutes * MINUTE;
  const latest = now.getTime() + rules.windowDays * DAY;

  const open = hosts.filter((host) => !host.unavailable).map((host) => ({ host, busy: mergeBusy(host.busy) }));
  const byStart = new Map<number, string[]>();

  let day = zonedDay(now, FIRM_TIME_ZONE);
  for (let index = 0; index <= rules.windowDays; index++, day = nextDay(day)) {
    // The instants of this day's "HH:MM"s, read once however many hosts share them.
    const instants = new Map<string, number>();
    const instant = (time: string) => {
      let at = instants.get(time);
      if (at === undefined) {
        at = zonedInstant(day, time, FIRM_TIME_ZONE).getTime();
        instants.set(time, at);
      }
      return at;
    };
    let holiday: boolean | undefined;
    const weekday = String(isoWeekday(day)) as keyof WeeklyHours;

    for (const { host, busy } of open) {
      let hours = host.overrides.get(day);
      if (hours === undefined) {
        holiday ??= isPublicHoliday(day);
        hours = holiday ? [] : (host.weeklyHours[weekday] ?? []);
      }
      for (const [from, to] of hours) {
        const rangeEnd = instant(to);
        for (let start = instant(from); start + length <= rangeEnd; start += step) {
          if (start < earliest || start > latest) continue;
          const blocked = blockedRange(rules, start);
          if (overlapsBusy(busy, blocked.start, blocked.end)) continue;
          const hostIds = byStart.get(start);
          if (!hostIds) byStart.set(start, [host.hostId]);
          // Overlapping ranges on one day can offer a start twice; the host is listed once.
          else if (hostIds[hostIds.length - 1] !== host.hostId) hostIds.push(host.hostId);
        }
      }
    }
  }

  return [...byStart.entries()].sort(([a], [b]) => a - b).map(([start, hostIds]) => ({ start, hostIds }));
}

/** The same, grouped by the firm's calendar day ("YYYY-MM-DD"), days in order; days with no slot are left out. */
export function slotsByDay(slots: readonly Slot[]): Map<string, Slot[]> {
  const ordered = slots.every((slot, i) => i === 0 || slots[i - 1].start <= slot.start)
    ? slots
    : [...slots].sort((a, b) => a.start - b.start);
  const days = new Map<string, Slot[]>();
  // The day's bounds are read once and reused for every slot inside them, rather than formatting each slot.
  let day = "";
  let dayStart = Infinity;
  let dayEnd = -Infinity;
  let list: Slot[] = [];
  for (const slot of ordered) {
    if (slot.start < dayStart || slot.start >= dayEnd) {
      day = zonedDay(new Date(slot.start), FIRM_TIME_ZONE);
      dayStart = startOfZonedDay(day, FIRM_TIME_ZONE).getTime();
      dayEnd = startOfZonedDay(nextDay(day), FIRM_TIME_ZONE).getTime();
      list = days.get(day) ?? [];
      days.set(day, list);
    }
    list.push(slot);
  }
  return days;
}

/** The free slot starts nearest to `wanted` (before or after), at most `count`, nearest first then earlier first. */
export function nearestSlots(slots: readonly Slot[], wanted: number, count: number): Slot[] {
  if (count <= 0) return [];
  return [...slots]
    .sort((a, b) => Math.abs(a.start - wanted) - Math.abs(b.start - wanted) || a.start - b.start)
    .slice(0, count);
}

/** The "YYYY-MM-DD" and "HH:MM" `start` reads in `timeZone`: a slot as a visitor elsewhere sees it. */
export function wallTime(start: number, timeZone: string): { day: string; time: string } {
  const wall = zonedDateTime(new Date(start), timeZone);
  return { day: wall.slice(0, 10), time: wall.slice(11, 16) };
}
