/**
 * What each host can offer, read from the database as the slot rules (slots.ts) take it: their weekly hours (the
 * firm's defaults until they set their own), their dated overrides, the times their bookings block and the busy times
 * of their own calendar. A host whose calendar cannot be read offers nothing: unknown is never free (ADR 067).
 */
import { and, gt, inArray, lt, ne, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { availabilityOverrides, bookings, hostSchedules } from "~/db/schema";
import { DEFAULT_WEEKLY_HOURS } from "~/content/call-types";
import { DAY, zonedDay } from "../time/zoned-time";
import { isCalendarUsable } from "./calendar-state";
import type { HostAvailability } from "./slots";

/** The span of time slots are looked for in: from now to the end of the booking window, with a day either side. */
export function lookupSpan(now: Date, windowDays: number): { from: Date; until: Date } {
  return { from: new Date(now.getTime() - DAY), until: new Date(now.getTime() + (windowDays + 2) * DAY) };
}

/**
 * Each host's availability between `from` and `until`, in the order of `hostIds`. `exceptBooking` leaves out one
 * booking's own time (the one being moved), so that a visitor may move a call to a time next to, or overlapping, its
 * current one.
 */
export async function hostAvailabilities(
  hostIds: readonly string[],
  span: { from: Date; until: Date },
  exceptBooking?: string,
): Promise<HostAvailability[]> {
  if (hostIds.length === 0) return [];
  const ids = [...hostIds];
  const [schedules, overrides, blocked] = await Promise.all([
    db().select().from(hostSchedules).where(inArray(hostSchedules.userId, ids)),
    db()
      .select({
        userId: availabilityOverrides.userId,
        day: availabilityOverrides.day,
        hours: availabilityOverrides.hours,
      })
      .from(availabilityOverrides)
      .where(
        and(
          inArray(availabilityOverrides.userId, ids),
          sql`${availabilityOverrides.day} between ${zonedDay(span.from)} and ${zonedDay(span.until)}`,
        ),
      ),
    db()
      .select({ hostId: bookings.hostId, from: bookings.blockedFrom, until: bookings.blockedUntil })
      .from(bookings)
      .where(
        and(
          inArray(bookings.hostId, ids),
          inArray(bookings.status, ["held", "confirmed"]),
          gt(bookings.blockedUntil, span.from),
          lt(bookings.blockedFrom, span.until),
          exceptBooking ? ne(bookings.id, exceptBooking) : undefined,
        ),
      ),
  ]);
  const scheduleOf = new Map(schedules.map((s) => [s.userId, s]));
  return ids.map((hostId) => {
    const schedule = scheduleOf.get(hostId);
    const busy = blocked
      .filter((b) => b.hostId === hostId)
      .map((b) => ({ start: b.from.getTime(), end: b.until.getTime() }));
    for (const range of schedule?.calendarBusy ?? []) {
      const start = Date.parse(range.start);
      const end = Date.parse(range.end);
      if (end > span.from.getTime() && start < span.until.getTime()) busy.push({ start, end });
    }
    return {
      hostId,
      weeklyHours: schedule?.weeklyHours ?? DEFAULT_WEEKLY_HOURS,
      overrides: new Map(overrides.filter((o) => o.userId === hostId).map((o) => [o.day, o.hours])),
      busy,
      unavailable: schedule ? !isCalendarUsable(schedule) : false,
    };
  });
}
