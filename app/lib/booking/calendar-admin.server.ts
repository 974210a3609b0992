/**
 * The admin's calendar (ADR 067): a host's booked calls and the calls still to be marked attended or a no-show, and
 * what a host sets for their times: weekly hours, days off and days of other hours, the address of their own
 * calendar (read as busy) and the secret address of their feed of booked calls.
 *
 * Each change is checked whole before anything is written (a refused form saves nothing), and written with its audit
 * entry in one transaction. Which host a member of staff may act for (themselves; any host with allCalendars) is
 * the routes' to decide; these functions take the host as given.
 */
import { hostName, type CalendarHost } from "./call-types.server";
import crypto from "node:crypto";
import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { db, type Queryable } from "~/db/client.server";
import {
  availabilityOverrides,
  bookings,
  callTypes,
  hostSchedules,
  leads,
  user,
  userRoles,
  type BookingOutcome,
  type BookingStatus,
  type WeeklyHours,
} from "~/db/schema";
import { DEFAULT_WEEKLY_HOURS } from "~/content/call-types";
import { CALENDAR_LIMITS, hostFeedCopy, hoursPage, WEEKDAY_LABELS } from "~/content/admin-calendar";
import { rolesWith } from "../accounts/roles";
import { recordAudit } from "../audit/audit.server";
import { CALENDAR_AUDIT_ACTIONS } from "../audit/audit-actions";
import type { FieldErrors } from "../forms/form-answers";
import { leadPath } from "../leads/lead-path";
import { env } from "../runtime/env.server";
import { DAY, dayString, dayTimestamp, startOfZonedDay, zonedDay } from "../time/zoned-time";
import { bookingLinks, callEventOf, markOutcome } from "./bookings.server";
import type { CallSummary } from "./booking-emails";
import type { CallEvent } from "./calendar-file.server";
import { isCalendarUsable } from "./calendar-state";
import { refreshHostCalendar, type CalendarRefresh } from "./host-calendars.server";
import {
  checkTimeRows,
  DAY_HOURS_PREFIX,
  MAX_RANGES_PER_DAY,
  timeFieldName,
  WEEKDAYS,
  weekdayPrefix,
  type HoursProblem,
  type TimeRow,
  type Weekday,
} from "./weekly-hours";

/** Who makes a change: its audit entry names them and the address it came from. */
export type CalendarActor = { id: string; name: string; ip?: string | null };
/** A member of staff who may host calls. */

/** The calls listed from today: this many days, today included. */
export const CALENDAR_DAYS = 14;
/** How far back a call without an outcome is still listed to be marked. */
export const UNMARKED_DAYS = 7;
/** A host's feed holds their calls from this many days ago to FEED_DAYS_AHEAD ahead. */
const FEED_DAYS_BEHIND = 30;
const FEED_DAYS_AHEAD = 180;
/** The most calls one screen lists: a fortnight of every host's calls is far fewer. */
const CALLS_LIMIT = 1_000;
/** The audit log's resource for a host's settings (their user id); a booking's is BOOKING_RESOURCE_TYPE. */
const SCHEDULE_RESOURCE = "host_schedule";

function addDays(day: string, days: number): string {
  return dayString(dayTimestamp(day) + days * DAY);
}

// ---------------------------------------------------------------- calls

export type CalendarCall = {
  id: string;
  leadId: string;
  callName: string;
  visitorName: string;
  business: string | null;
  hostId: string;
  hostName: string;
  startsAt: Date;
  endsAt: Date;
  status: BookingStatus;
  outcome: BookingOutcome | null;
};

/**
 * The calls of one host (null: every host's): `upcoming`, confirmed or cancelled, from the start of today (the
 * firm's day) for CALENDAR_DAYS days; `unmarked`, confirmed calls of the UNMARKED_DAYS before today still without an
 * outcome. Each in time order; calls being booked (held) are left out.
 */
export async function listCalls(
  hostId: string | null,
  now = new Date(),
): Promise<{ upcoming: CalendarCall[]; unmarked: CalendarCall[] }> {
  const today = zonedDay(now);
  const from = startOfZonedDay(today);
  const until = startOfZonedDay(addDays(today, CALENDAR_DAYS));
  const rows: CalendarCall[] = await db()
    .select({
      id: bookings.id,
      leadId: bookings.leadId,
      callName: callTypes.name,
      visitorName: sql<string>`coalesce(nullif(${leads.name}, ''), ${leads.email})`,
      business: leads.business,
      hostId: bookings.hostId,
      hostName,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      status: bookings.status,
      outcome: bookings.outcome,
    })
    .from(bookings)
    .innerJoin(callTypes, eq(callTypes.id, bookings.callTypeId))
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .innerJoin(user, eq(user.id, bookings.hostId))
    .where(
      and(
        hostId === null ? undefined : eq(bookings.hostId, hostId),
        or(
          and(
            inArray(bookings.status, ["confirmed", "cancelled"]),
            gte(bookings.startsAt, from),
            lt(bookings.startsAt, until),
          ),
          and(
            eq(bookings.status, "confirmed"),
            isNull(bookings.outcome),
            gte(bookings.startsAt, new Date(now.getTime() - UNMARKED_DAYS * DAY)),
            lt(bookings.startsAt, from),
          ),
        ),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .limit(CALLS_LIMIT);
  return {
    upcoming: rows.filter((row) => row.startsAt.getTime() >= from.getTime()),
    unmarked: rows.filter((row) => row.startsAt.getTime() < from.getTime()),
  };
}

/** Whether a call can be marked attended or a no-show at `now`: confirmed, begun and not yet marked. */
export function isMarkable(call: Pick<CalendarCall, "status" | "outcome" | "startsAt">, now = new Date()): boolean {
  return call.status === "confirmed" && call.outcome === null && call.startsAt.getTime() <= now.getTime();
}

export type OutcomeResult =
  | { kind: "marked"; visitorName: string; callName: string }
  /** no such call, or not one the member of staff hosts (and they may not see every host's) */
  | { kind: "gone" }
  | { kind: "cancelled" }
  | { kind: "not-started" }
  | { kind: "already"; outcome: BookingOutcome };

/**
 * Marks a call attended or a no-show (markOutcome: the lead's due clock stops, the booking's timeline records who,
 * the audit log too), for its host or, with `mayAll`, anyone's.
 */
export async function markCallOutcome(
  staff: CalendarActor & { mayAll: boolean },
  bookingId: string,
  outcome: BookingOutcome,
  now = new Date(),
): Promise<OutcomeResult> {
  const [call] = await db()
    .select({
      hostId: bookings.hostId,
      leadId: bookings.leadId,
      status: bookings.status,
      outcome: bookings.outcome,
      startsAt: bookings.startsAt,
      callName: callTypes.name,
      visitorName: sql<string>`coalesce(nullif(${leads.name}, ''), ${leads.email})`,
    })
    .from(bookings)
    .innerJoin(callTypes, eq(callTypes.id, bookings.callTypeId))
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .where(eq(bookings.id, bookingId));
  if (!call || (!staff.mayAll && call.hostId !== staff.id)) return { kind: "gone" };
  if (call.status !== "confirmed") return { kind: "cancelled" };
  if (call.outcome) return { kind: "already", outcome: call.outcome };
  if (call.startsAt.getTime() > now.getTime()) return { kind: "not-started" };
  if (!(await markOutcome(bookingId, outcome, { id: staff.id, name: staff.name, ip: staff.ip }, now))) {
    return { kind: "gone" };
  }
  return { kind: "marked", visitorName: call.visitorName, callName: call.callName };
}

// ---------------------------------------------------------------- a host's schedule

export type OwnCalendarState = {
  /** where the saved address points (its host name), never the address: it is a secret */
  where: string | null;
  readAt: Date | null;
  checkedAt: Date | null;
  error: string | null;
  usable: boolean;
  /** busy times of the last good reading still ahead */
  busyAhead: number;
};

export type HostSchedule = {
  weeklyHours: WeeklyHours;
  ownCalendar: OwnCalendarState;
  feedToken: string | null;
};

/** A host's schedule as the screen shows it; the firm's default hours while they have set none (nothing is written). */
export async function hostScheduleOf(hostId: string, now = new Date()): Promise<HostSchedule> {
  const [row] = await db().select().from(hostSchedules).where(eq(hostSchedules.userId, hostId));
  if (!row) {
    return {
      weeklyHours: DEFAULT_WEEKLY_HOURS,
      ownCalendar: { where: null, readAt: null, checkedAt: null, error: null, usable: true, busyAhead: 0 },
      feedToken: null,
    };
  }
  return {
    weeklyHours: row.weeklyHours,
    ownCalendar: ownCalendarState(row, now),
    feedToken: row.feedToken,
  };
}

function ownCalendarState(row: typeof hostSchedules.$inferSelect, now: Date): OwnCalendarState {
  return {
    where: row.calendarUrl ? addressHost(row.calendarUrl) : null,
    readAt: row.calendarReadAt,
    checkedAt: row.calendarCheckedAt,
    error: row.calendarError,
    usable: isCalendarUsable(row),
    busyAhead: row.calendarBusy.filter((range) => Date.parse(range.end) > now.getTime()).length,
  };
}

function addressHost(url: string): string {
  try {
    return new URL(url).hostname || "?";
  } catch {
    return "?";
  }
}

/** The hosts whose own calendar cannot be read (or has not been yet), by name: they offer no times meanwhile. */
export async function failingCalendars(): Promise<(CalendarHost & { error: string | null })[]> {
  return db()
    .select({ id: user.id, name: hostName, error: hostSchedules.calendarError })
    .from(hostSchedules)
    .innerJoin(user, eq(user.id, hostSchedules.userId))
    .where(
      and(
        isNotNull(hostSchedules.calendarUrl),
        or(isNotNull(hostSchedules.calendarError), isNull(hostSchedules.calendarReadAt)),
      ),
    )
    .orderBy(asc(sql`lower(${hostName})`), asc(user.id));
}

/** Makes the host's schedule row (the firm's default hours) if they have none, inside `tx`. */
async function ensureSchedule(tx: Queryable, hostId: string) {
  await tx.insert(hostSchedules).values({ userId: hostId, weeklyHours: DEFAULT_WEEKLY_HOURS }).onConflictDoNothing();
}

function audit(tx: Queryable, actor: CalendarActor, hostId: string, action: string, details: Record<string, unknown>) {
  return recordAudit(tx, {
    action,
    resourceType: SCHEDULE_RESOURCE,
    resourceId: hostId,
    userId: actor.id,
    ip: actor.ip,
    details: { host: hostId, ...details },
  });
}

export type SaveResult = { ok: true } | { ok: false; errors: FieldErrors };

/** A problem with a day's rows in words, under the form field it concerns (`prefix`: the rows' names' start). */
function problemError(problem: HoursProblem, day: string, prefix: string): [string, string] {
  const words = hoursPage.hoursProblems;
  const range = (pair: [string, string]) => words.range(pair[0], pair[1]);
  switch (problem.code) {
    case "format":
      return [timeFieldName(prefix, problem.row, problem.field), words.format(day, problem.value)];
    case "missing":
      return [timeFieldName(prefix, problem.row, problem.field), words.missing(day, problem.field)];
    case "order":
      return [timeFieldName(prefix, problem.row, "to"), words.order(day, problem.from, problem.to)];
    case "overlap":
      return [
        timeFieldName(prefix, problem.row, "from"),
        words.overlap(day, range(problem.first), range(problem.second)),
      ];
    case "too-many":
      return [prefix, words.tooMany(day, MAX_RANGES_PER_DAY)];
  }
}

/**
 * Saves a host's weekly hours: each weekday's rows checked (checkTimeRows); with any problem nothing is saved and
 * each is answered under its field, a day's first problem of each time only.
 */
export async function saveWeeklyHours(
  hostId: string,
  week: Record<Weekday, TimeRow[]>,
  actor: CalendarActor,
): Promise<SaveResult> {
  const errors: FieldErrors = {};
  const hours: WeeklyHours = {};
  for (const day of WEEKDAYS) {
    const checked = checkTimeRows(week[day] ?? []);
    if (!checked.ok) {
      for (const problem of checked.problems) {
        const [field, message] = problemError(problem, WEEKDAY_LABELS[day], weekdayPrefix(day));
        errors[field] ??= message;
      }
    } else if (checked.ranges.length > 0) {
      hours[day] = checked.ranges;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  await db().transaction(async (tx) => {
    await tx
      .insert(hostSchedules)
      .values({ userId: hostId, weeklyHours: hours })
      .onConflictDoUpdate({ target: hostSchedules.userId, set: { weeklyHours: hours, updatedAt: new Date() } });
    await audit(tx, actor, hostId, CALENDAR_AUDIT_ACTIONS.hoursSaved, { weeklyHours: hours });
  });
  return { ok: true };
}

// ---------------------------------------------------------------- days off and other hours

export type DayOverride = { id: string; day: string; hours: [string, string][]; note: string };

/** A host's days off and days of other hours from today (the firm's day), in date order. */
export async function listOverrides(hostId: string, now = new Date()): Promise<DayOverride[]> {
  return db()
    .select({
      id: availabilityOverrides.id,
      day: availabilityOverrides.day,
      hours: availabilityOverrides.hours,
      note: availabilityOverrides.note,
    })
    .from(availabilityOverrides)
    .where(and(eq(availabilityOverrides.userId, hostId), gte(availabilityOverrides.day, zonedDay(now))))
    .orderBy(asc(availabilityOverrides.day));
}

export async function overrideOf(hostId: string, id: string): Promise<DayOverride | null> {
  const [row] = await db()
    .select({
      id: availabilityOverrides.id,
      day: availabilityOverrides.day,
      hours: availabilityOverrides.hours,
      note: availabilityOverrides.note,
    })
    .from(availabilityOverrides)
    .where(and(eq(availabilityOverrides.id, id), eq(availabilityOverrides.userId, hostId)));
  return row ?? null;
}

export type DayInput = { day: string; kind: "off" | "hours"; rows: TimeRow[]; note: string };

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Sets a day off or a day of other hours for a host: a real date, today or later (the firm's day) and within
 * CALENDAR_LIMITS.yearsAhead years; hours as the weekly hours' rules; a note of at most CALENDAR_LIMITS.noteMax
 * characters. A day already set is replaced (one per host and day).
 */
export async function setOverride(
  hostId: string,
  input: DayInput,
  actor: CalendarActor,
  now = new Date(),
): Promise<SaveResult> {
  const words = hoursPage.days.problems;
  const errors: FieldErrors = {};
  const today = zonedDay(now);
  const day = input.day.trim();
  if (!day) errors.day = words.day;
  else if (!DAY_PATTERN.test(day) || dayString(dayTimestamp(day)) !== day) errors.day = words.dayInvalid;
  else if (day < today) errors.day = words.dayPast;
  else if (day > addDays(today, Math.round(CALENDAR_LIMITS.yearsAhead * 365.25))) {
    errors.day = words.dayTooFar(CALENDAR_LIMITS.yearsAhead);
  }
  let hours: [string, string][] = [];
  if (input.kind === "hours") {
    const checked = checkTimeRows(input.rows);
    if (!checked.ok) {
      for (const problem of checked.problems) {
        const [field, message] = problemError(problem, hoursPage.days.add.hoursLabel, DAY_HOURS_PREFIX);
        errors[field] ??= message;
      }
    } else if (checked.ranges.length === 0) {
      errors[timeFieldName(DAY_HOURS_PREFIX, 0, "from")] = words.hoursNeeded;
    } else {
      hours = checked.ranges;
    }
  }
  const note = input.note.trim();
  if (note.length > CALENDAR_LIMITS.noteMax) errors.note = words.noteTooLong(CALENDAR_LIMITS.noteMax);
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  await db().transaction(async (tx) => {
    await tx
      .insert(availabilityOverrides)
      .values({ userId: hostId, day, hours, note })
      .onConflictDoUpdate({
        target: [availabilityOverrides.userId, availabilityOverrides.day],
        set: { hours, note },
      });
    await audit(tx, actor, hostId, CALENDAR_AUDIT_ACTIONS.daySet, { day, hours });
  });
  return { ok: true };
}

/** Removes one of a host's days; the day removed, or null when the host has no such day. */
export async function removeOverride(hostId: string, id: string, actor: CalendarActor): Promise<string | null> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .delete(availabilityOverrides)
      .where(and(eq(availabilityOverrides.id, id), eq(availabilityOverrides.userId, hostId)))
      .returning({ day: availabilityOverrides.day, hours: availabilityOverrides.hours });
    if (!row) return null;
    await audit(tx, actor, hostId, CALENDAR_AUDIT_ACTIONS.dayRemoved, { day: row.day, hours: row.hours });
    return row.day;
  });
}

// ---------------------------------------------------------------- the host's own calendar

const CALENDAR_PROTOCOLS = new Set(["https:", "http:", "webcal:", "webcals:"]);

/** The address of a calendar as given, checked: a web or webcal address without a user name or password. */
export function checkCalendarUrl(value: string): { ok: true; url: string } | { ok: false; message: string } {
  const words = hoursPage.urlProblems;
  const url = value.trim();
  if (!url) return { ok: false, message: words.required };
  if (url.length > CALENDAR_LIMITS.calendarUrlMax) {
    return { ok: false, message: words.tooLong(CALENDAR_LIMITS.calendarUrlMax) };
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, message: words.invalid };
  }
  if (!CALENDAR_PROTOCOLS.has(parsed.protocol) || !parsed.hostname) return { ok: false, message: words.invalid };
  if (parsed.username || parsed.password) return { ok: false, message: words.credentials };
  return { ok: true, url };
}

export type OwnCalendarResult = { ok: true; refresh: CalendarRefresh } | { ok: false; message: string };

/**
 * Connects a host's own calendar: the address saved with the last reading's state cleared (busy times, time read,
 * error), so until it is read the host offers no times (unknown is never free); then it is read at once.
 */
export async function setOwnCalendar(
  hostId: string,
  value: string,
  actor: CalendarActor,
  now = new Date(),
): Promise<OwnCalendarResult> {
  const checked = checkCalendarUrl(value);
  if (!checked.ok) return checked;
  await db().transaction(async (tx) => {
    await ensureSchedule(tx, hostId);
    const [before] = await tx
      .select({ url: hostSchedules.calendarUrl })
      .from(hostSchedules)
      .where(eq(hostSchedules.userId, hostId));
    await tx
      .update(hostSchedules)
      .set({
        calendarUrl: checked.url,
        calendarBusy: [],
        calendarReadAt: null,
        calendarCheckedAt: null,
        calendarError: null,
        updatedAt: now,
      })
      .where(eq(hostSchedules.userId, hostId));
    await audit(tx, actor, hostId, CALENDAR_AUDIT_ACTIONS.ownCalendarSet, {
      where: addressHost(checked.url),
      replaced: before?.url != null,
    });
  });
  return { ok: true, refresh: await refreshHostCalendar(hostId, now) };
}

/** Disconnects a host's own calendar, with its busy times; whether one was connected. */
export async function removeOwnCalendar(hostId: string, actor: CalendarActor): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .update(hostSchedules)
      .set({ calendarUrl: null, calendarBusy: [], calendarReadAt: null, calendarCheckedAt: null, calendarError: null })
      .where(and(eq(hostSchedules.userId, hostId), isNotNull(hostSchedules.calendarUrl)))
      .returning({ userId: hostSchedules.userId });
    if (!row) return false;
    await audit(tx, actor, hostId, CALENDAR_AUDIT_ACTIONS.ownCalendarRemoved, {});
    return true;
  });
}

/** Reads a host's own calendar now, rather than at the next five-minute round. */
export function readOwnCalendarNow(hostId: string, now = new Date()): Promise<CalendarRefresh> {
  return refreshHostCalendar(hostId, now);
}

// ---------------------------------------------------------------- the host's feed of booked calls

/** The secret of a feed's address: 32 random bytes, base64url (43 characters). */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

function newFeedToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

/** A feed's address: the site's, so calendar programs on the internet can read it. */
export function feedUrl(token: string): string {
  return `${env().publicUrl}/calendar/${token}.ics`;
}

export type FeedChange = "create" | "regenerate" | "revoke";

/**
 * Makes a host's feed address, replaces it (the old one stops working at once) or turns the feed off; the new
 * secret, or null once off.
 */
export async function changeFeed(hostId: string, change: FeedChange, actor: CalendarActor): Promise<string | null> {
  const token = change === "revoke" ? null : newFeedToken();
  await db().transaction(async (tx) => {
    await ensureSchedule(tx, hostId);
    const [before] = await tx
      .select({ token: hostSchedules.feedToken })
      .from(hostSchedules)
      .where(eq(hostSchedules.userId, hostId));
    if (token === null && !before?.token) return;
    await tx.update(hostSchedules).set({ feedToken: token }).where(eq(hostSchedules.userId, hostId));
    const done = token === null ? "revoked" : before?.token ? "regenerated" : "created";
    await audit(tx, actor, hostId, CALENDAR_AUDIT_ACTIONS.feedChanged, { change: done });
  });
  return token;
}

/**
 * The feed a secret names: its host's name and their confirmed calls from FEED_DAYS_BEHIND days ago to
 * FEED_DAYS_AHEAD ahead, each as the host's calendar shows it (who the call is with, and the lead's page). Null for
 * an unknown or revoked secret, or a host who is no longer staff who host calls.
 */
export async function hostFeed(token: string, now = new Date()): Promise<{ name: string; events: CallEvent[] } | null> {
  if (!FEED_TOKEN_PATTERN.test(token)) return null;
  const [host] = await db()
    .select({ id: user.id, name: hostName, email: user.email })
    .from(hostSchedules)
    .innerJoin(user, eq(user.id, hostSchedules.userId))
    .innerJoin(userRoles, eq(userRoles.userId, user.id))
    .where(and(eq(hostSchedules.feedToken, token), inArray(userRoles.role, rolesWith("calendar"))));
  if (!host) return null;
  const rows = await db()
    .select({
      booking: bookings,
      callName: callTypes.name,
      slug: callTypes.slug,
      location: callTypes.location,
      locationDetail: callTypes.locationDetail,
      visitorName: sql<string>`coalesce(nullif(${leads.name}, ''), ${leads.email})`,
      email: leads.email,
      phone: leads.phone,
      business: leads.business,
    })
    .from(bookings)
    .innerJoin(callTypes, eq(callTypes.id, bookings.callTypeId))
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .where(
      and(
        eq(bookings.hostId, host.id),
        eq(bookings.status, "confirmed"),
        gt(bookings.startsAt, new Date(now.getTime() - FEED_DAYS_BEHIND * DAY)),
        lt(bookings.startsAt, new Date(now.getTime() + FEED_DAYS_AHEAD * DAY)),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
  const absolute = (path: string) => `${env().publicUrl}${path}`;
  const events = rows.map((row) => {
    const links = bookingLinks(row.booking);
    const leadUrl = absolute(leadPath(row.booking.leadId));
    const call: CallSummary = {
      callName: row.callName,
      start: row.booking.startsAt,
      end: row.booking.endsAt,
      location: row.location,
      locationDetail: row.locationDetail,
      hostName: host.name,
      visitorName: row.visitorName,
      visitorEmail: row.email,
      visitorZone: row.booking.visitorTimeZone,
      links: {
        view: absolute(links.view),
        reschedule: absolute(links.reschedule),
        cancel: absolute(links.cancel),
        book: absolute(`/book/${row.slug}`),
      },
      leadUrl,
    };
    const visitor = hostFeedCopy.visitor(row.visitorName, row.business);
    const lines = hostFeedCopy.lines;
    // The visitor's own event, told from the host's side: who the call is with, and the lead, not the visitor's links.
    return {
      ...callEventOf(row.booking, call, host.email, now),
      summary: hostFeedCopy.summary(row.callName, visitor),
      description: [
        lines.with(row.callName, visitor),
        lines.email(row.email),
        ...(row.phone ? [lines.phone(row.phone)] : []),
        lines.lead(leadUrl),
      ].join("\n"),
      url: leadUrl,
    } satisfies CallEvent;
  });
  return { name: hostFeedCopy.name(host.name), events };
}
