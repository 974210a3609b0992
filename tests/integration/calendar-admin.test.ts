/**
 * The admin's calendar (ADR 067) on a real database (both engines), through its route modules as React Router calls
 * them: weekly hours checked (each problem's words) and saved; days off added, replaced and removed; a host seeing
 * only their own calls and an admin every host's or one's; calls marked attended or a no-show, and refused before they
 * begin; a host's own calendar saved with its reading state cleared and read at once from a real HTTP server; and the
 * feed of booked calls made, replaced and turned off, read back by an iCalendar parser.
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import ICAL from "ical.js";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  auditEvents,
  availabilityOverrides,
  bookingEvents,
  bookings,
  callTypeHosts,
  callTypes,
  hostSchedules,
  user,
  userRoles,
} from "~/db/schema";
import { bookCall, cancelBooking, type BookingRow } from "~/lib/booking/bookings.server";
import { callTypeBySlug, type CallType } from "~/lib/booking/call-types.server";
import { CALENDAR_AUDIT_ACTIONS } from "~/lib/audit/audit-actions";
import { isBusinessDay } from "~/lib/leads/business-hours";
import { DAY, dayString, dayTimestamp, zonedDay, zonedInstant } from "~/lib/time/zoned-time";
import * as calendar from "~/routes/admin/calendar";
import * as calendarHours from "~/routes/admin/calendar-hours";
import * as hostFeedRoute from "~/routes/booking/host-feed";
import {
  getRequest,
  outcome,
  postRequest,
  startAdminSession,
  toastOf,
  type AdminSession,
  type Who,
} from "../support/admin-session";

let session: AdminSession;
let adminId = "";
let salesId = "";
/** A third host, never signed in. */
let otherId = "";

const SECRET = `private-${crypto.randomBytes(8).toString("hex")}`;
type Mode = "calendar" | "500";
let mode: Mode = "calendar";
let calendarOrigin = "";

/** An event three days from now, in UTC, for the calendar the test server sends. */
const BUSY_START = new Date(Math.ceil((Date.now() + 3 * DAY) / 3_600_000) * 3_600_000);
const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
const calendarText = () =>
  [
    "BEGIN:VCALENDAR",
    "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
    "VERSION:2.0",
    "BEGIN:VEVENT",
    "UID:dentist@google.com",
    "DTSTAMP:20261201T000000Z",
    `DTSTART:${stamp(BUSY_START)}`,
    `DTEND:${stamp(new Date(BUSY_START.getTime() + 3_600_000))}`,
    "SUMMARY:Dentist",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");

const server = http.createServer((request, response) => {
  const path = new URL(request.url ?? "/", "http://localhost").pathname;
  if (!path.startsWith(`/${SECRET}/`)) {
    response.writeHead(404).end("Not found");
    return;
  }
  if (mode === "500") {
    response.writeHead(500).end("Internal Server Error");
    return;
  }
  response.writeHead(200, { "content-type": "text/calendar; charset=utf-8" }).end(calendarText());
});

beforeAll(async () => {
  session = await startAdminSession("calendar-admin");
  adminId = session.adminId;
  [{ id: salesId }] = await db().select({ id: user.id }).from(user).where(eq(user.email, "sales-role@kestrel.test"));
  otherId = `host-other-${crypto.randomBytes(4).toString("hex")}`;
  await db()
    .insert(user)
    .values({ id: otherId, name: "Other Host", email: `${otherId}@kestrel.test`, emailVerified: true });
  await db().insert(userRoles).values({ userId: otherId, role: "sales" });
  await db().update(user).set({ name: "Sam Sales" }).where(eq(user.id, salesId));
  await db().update(user).set({ name: "Ada Admin" }).where(eq(user.id, adminId));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  calendarOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await session?.stop();
});

const get = (url: string, who: Who) => getRequest(session, url, who);
const post = (url: string, who: Who, body: Record<string, string>) => postRequest(session, url, who, body);
const HOURS = "/admin/calendar/hours";

async function scheduleOf(userId: string) {
  const [row] = await db().select().from(hostSchedules).where(eq(hostSchedules.userId, userId));
  return row;
}

async function auditsOf(action: string, resourceId: string) {
  return db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.resourceId, resourceId)));
}

// ---------------------------------------------------------------- booked calls

/** The business day `count` business days from today (negative: before it), in the firm's time. */
function businessDay(count: number): string {
  let day = zonedDay(new Date());
  const step = count < 0 ? -1 : 1;
  for (let left = Math.abs(count); left > 0; ) {
    day = dayString(dayTimestamp(day) + step * DAY);
    if (isBusinessDay(day)) left--;
  }
  return day;
}

async function namedType(slug: string, hostId: string): Promise<CallType> {
  const type = (await callTypeBySlug(slug))!;
  await db().delete(callTypeHosts).where(eq(callTypeHosts.callTypeId, type.id));
  await db().insert(callTypeHosts).values({ callTypeId: type.id, userId: hostId });
  await db().update(callTypes).set({ hostRule: "named" }).where(eq(callTypes.id, type.id));
  return (await callTypeBySlug(slug))!;
}

let bookingCount = 0;
/** A call booked on `day` at `time` (SAST), as a visitor books it; a past day is booked as if that morning. */
async function book(type: CallType, day: string, time: string, visitorName: string): Promise<BookingRow> {
  const start = zonedInstant(day, time);
  const now = day < zonedDay(new Date()) ? zonedInstant(day, "07:00") : new Date();
  const n = ++bookingCount;
  const result = await bookCall({
    callType: type,
    start,
    details: {
      name: visitorName,
      email: `visitor-${n}@example.co.za`,
      phone: null,
      business: `Business ${n}`,
      questions: [{ id: "turnover", label: "Annual turnover", answer: "R5 million to R20 million" }],
      visitorTimeZone: null,
    },
    origin: { idempotencyKey: `calendar-admin-${n}-${crypto.randomUUID()}`, sourcePath: "/book/test", query: {} },
    now,
  });
  if (result.kind !== "booked") throw new Error(`not booked: ${visitorName} on ${day} at ${time}`);
  return result.booking;
}

describe("the booked calls", () => {
  let adminType: CallType;
  let salesType: CallType;
  let adminSoon: BookingRow;
  let salesSoon: BookingRow;
  let salesCancelled: BookingRow;
  let salesPast: BookingRow;
  let otherSoon: BookingRow;

  beforeAll(async () => {
    adminType = await namedType("value-mapping-call", adminId);
    salesType = await namedType("strategy-call", salesId);
    const otherType = await namedType("operations-call", otherId);
    adminSoon = await book(adminType, businessDay(2), "10:00", "Alice Admin-Visitor");
    salesSoon = await book(salesType, businessDay(2), "10:00", "Bongani Sales-Visitor");
    salesCancelled = await book(salesType, businessDay(3), "14:00", "Cara Cancelled");
    salesPast = await book(salesType, businessDay(-1), "10:00", "Dumi Past");
    otherSoon = await book(otherType, businessDay(4), "11:00", "Eve Other");
    expect((await cancelBooking(salesCancelled, salesType)).kind).toBe("done");
  });

  type Listed = { id: string; hostName: string; status: string; markable: boolean; when: string };
  const callsOf = (body: unknown) => {
    const page = body as { days: { heading: string; calls: Listed[] }[]; unmarked: Listed[] };
    return { upcoming: page.days.flatMap((day) => day.calls), unmarked: page.unmarked, days: page.days };
  };

  it("shows a host only their own calls, cancelled ones marked as such, and their past calls still to mark", async () => {
    const page = await outcome(calendar.loader, { request: get("/admin/calendar", "sales") });
    expect(page.status).toBe(200);
    const { upcoming, unmarked, days } = callsOf(page.body);
    expect(upcoming.map((call) => call.id)).toEqual([salesSoon.id, salesCancelled.id]);
    expect(upcoming.find((call) => call.id === salesCancelled.id)?.status).toBe("cancelled");
    expect(unmarked.map((call) => call.id)).toEqual([salesPast.id]);
    expect(unmarked[0].markable).toBe(true);
    expect(upcoming.every((call) => !call.markable)).toBe(true);
    // A heading per day, in words: "Wednesday, 3 February 2027".
    expect(days[0].heading).toMatch(/^[A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(upcoming[0].when).toBe("10:00–10:45");
  });

  it("refuses a host another host's calls, and lets them name themselves", async () => {
    const refused = await outcome(calendar.loader, { request: get(`/admin/calendar?host=${adminId}`, "sales") });
    expect(refused.status).toBe(403);
    const own = await outcome(calendar.loader, { request: get(`/admin/calendar?host=${salesId}`, "sales") });
    expect(callsOf(own.body).upcoming.map((call) => call.id)).toEqual([salesSoon.id, salesCancelled.id]);
  });

  it("shows an admin every host's calls, with their hosts, or one host's", async () => {
    const all = await outcome(calendar.loader, { request: get("/admin/calendar", "admin") });
    const listed = callsOf(all.body).upcoming;
    expect(listed.map((call) => call.id)).toEqual(
      expect.arrayContaining([adminSoon.id, salesSoon.id, salesCancelled.id, otherSoon.id]),
    );
    expect(listed.find((call) => call.id === otherSoon.id)?.hostName).toBe("Other Host");
    expect((all.body as { hosts: { id: string }[] }).hosts.map((host) => host.id)).toEqual(
      expect.arrayContaining([adminId, salesId, otherId]),
    );
    const one = await outcome(calendar.loader, { request: get(`/admin/calendar?host=${otherId}`, "admin") });
    expect(callsOf(one.body).upcoming.map((call) => call.id)).toEqual([otherSoon.id]);
    expect((one.body as { hostId: string }).hostId).toBe(otherId);
  });

  it("marks a past call attended from the action, with a toast, the call's timeline and the audit log", async () => {
    const answer = await outcome(calendar.action, {
      request: post("/admin/calendar", "sales", { intent: "attended", id: salesPast.id }),
    });
    expect([answer.status, answer.headers.get("location")]).toEqual([302, "/admin/calendar"]);
    expect(await toastOf(answer.headers)).toEqual({
      kind: "success",
      title: "Marked as attended",
      description: "Strategy Call with Dumi Past.",
    });
    const [row] = await db().select().from(bookings).where(eq(bookings.id, salesPast.id));
    expect(row.outcome).toBe("attended");
    const events = await db().select().from(bookingEvents).where(eq(bookingEvents.bookingId, salesPast.id));
    expect(events.find((event) => event.kind === "attended")?.byUserId).toBe(salesId);
    const [audit] = await auditsOf(CALENDAR_AUDIT_ACTIONS.outcomeMarked, salesPast.id);
    expect(audit.details).toMatchObject({ outcome: "attended", host: salesId });
    expect(audit.userId).toBe(salesId);

    // Marked once: no longer listed to mark, and a second mark is refused.
    const page = await outcome(calendar.loader, { request: get("/admin/calendar", "sales") });
    expect(callsOf(page.body).unmarked).toEqual([]);
    const again = await outcome(calendar.action, {
      request: post("/admin/calendar", "sales", { intent: "no-show", id: salesPast.id }),
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: "That call is already marked as attended." });
  });

  it("marks a no-show for an admin on any host's call, keeping the host filter", async () => {
    const past = await book(adminType, businessDay(-2), "11:00", "Fezi No-Show");
    const answer = await outcome(calendar.action, {
      request: post("/admin/calendar", "admin", { intent: "no-show", id: past.id, host: adminId }),
    });
    expect([answer.status, answer.headers.get("location")]).toEqual([302, `/admin/calendar?host=${adminId}`]);
    expect((await toastOf(answer.headers))?.title).toBe("Marked as no-show");
    const [row] = await db().select().from(bookings).where(eq(bookings.id, past.id));
    expect(row.outcome).toBe("no-show");
  });

  it("refuses a call that has not begun, a cancelled call, another host's call and a malformed request", async () => {
    const refusals: [Who, Record<string, string>, number, string][] = [
      [
        "sales",
        { intent: "attended", id: salesSoon.id },
        409,
        "That call hasn't started yet: it can be marked once it has begun.",
      ],
      ["sales", { intent: "attended", id: salesCancelled.id }, 409, "That call can't be marked: it was cancelled."],
      ["sales", { intent: "attended", id: adminSoon.id }, 404, "That call no longer exists."],
      ["sales", { intent: "maybe", id: salesSoon.id }, 400, "That request was not understood. Please try again."],
      ["sales", { intent: "attended", id: "not-an-id" }, 400, "That request was not understood. Please try again."],
    ];
    for (const [who, body, status, message] of refusals) {
      const answer = await outcome(calendar.action, { request: post("/admin/calendar", who, body) });
      expect([answer.status, answer.body], JSON.stringify(body)).toEqual([status, { message }]);
    }
    const rows = await db().select({ outcome: bookings.outcome }).from(bookings).where(eq(bookings.id, salesSoon.id));
    expect(rows).toEqual([{ outcome: null }]);
  });
});

// ---------------------------------------------------------------- weekly hours

describe("weekly hours", () => {
  it("shows the firm's default hours until a host sets their own, writing nothing", async () => {
    const page = await outcome(calendarHours.loader, { request: get(HOURS, "sales") });
    expect(page.status).toBe(200);
    const body = page.body as { week: Record<string, { from: string; to: string }[]>; host: { self: boolean } };
    expect(body.host.self).toBe(true);
    expect(body.week["1"]).toEqual([{ from: "09:00", to: "17:00" }]);
    expect(body.week["6"]).toEqual([]);
  });

  it("answers each problem in words under its field and saves nothing", async () => {
    const before = await scheduleOf(salesId);
    const answer = await outcome(calendarHours.action, {
      request: post(HOURS, "sales", {
        intent: "hours",
        // Monday: not a time; Tuesday: a start with no end; Wednesday: backwards; Thursday: overlapping.
        "hours-1-0-from": "9am",
        "hours-1-0-to": "17:00",
        "hours-2-0-from": "09:00",
        "hours-2-0-to": "",
        "hours-3-0-from": "17:00",
        "hours-3-0-to": "09:00",
        "hours-4-0-from": "09:00",
        "hours-4-0-to": "12:00",
        "hours-4-1-from": "11:00",
        "hours-4-1-to": "14:00",
        // Friday: four ranges.
        "hours-5-0-from": "08:00",
        "hours-5-0-to": "09:00",
        "hours-5-1-from": "10:00",
        "hours-5-1-to": "11:00",
        "hours-5-2-from": "12:00",
        "hours-5-2-to": "13:00",
        "hours-5-3-from": "14:00",
        "hours-5-3-to": "15:00",
      }),
    });
    expect(answer.status).toBe(400);
    expect((answer.body as { errors: Record<string, string> }).errors).toEqual({
      "hours-1-0-from": "Monday: “9am” is not a time. Write it as HH:MM, for example 09:00.",
      "hours-2-0-to": "Tuesday: give an end time too, or empty both times of the range.",
      "hours-3-0-to": "Wednesday: 17:00 to 09:00 ends before it starts.",
      "hours-4-1-from": "Thursday: 09:00–12:00 and 11:00–14:00 overlap.",
      "hours-5": "Friday: at most 3 ranges of hours a day.",
    });
    expect(await scheduleOf(salesId)).toEqual(before);
    expect(await auditsOf(CALENDAR_AUDIT_ACTIONS.hoursSaved, salesId)).toEqual([]);
  });

  it("saves a week: ranges sorted, touching ranges kept apart, empty days closed; audited", async () => {
    const answer = await outcome(calendarHours.action, {
      request: post(HOURS, "sales", {
        intent: "hours",
        "hours-1-0-from": "13:00",
        "hours-1-0-to": "17:00",
        "hours-1-1-from": "08:30",
        "hours-1-1-to": "13:00",
        "hours-3-0-from": "09:00",
        "hours-3-0-to": "12:00",
        "hours-3-1-from": "",
        "hours-3-1-to": "",
        "hours-6-0-from": "09:00",
        "hours-6-0-to": "11:00",
      }),
    });
    expect([answer.status, answer.headers.get("location")]).toEqual([302, HOURS]);
    expect((await toastOf(answer.headers))?.title).toBe("Weekly hours saved");
    const expected = {
      "1": [
        ["08:30", "13:00"],
        ["13:00", "17:00"],
      ],
      "3": [["09:00", "12:00"]],
      "6": [["09:00", "11:00"]],
    };
    expect((await scheduleOf(salesId)).weeklyHours).toEqual(expected);
    const [audit] = await auditsOf(CALENDAR_AUDIT_ACTIONS.hoursSaved, salesId);
    expect(audit.details).toEqual({ host: salesId, weeklyHours: expected });
    const page = await outcome(calendarHours.loader, { request: get(HOURS, "sales") });
    expect((page.body as { week: Record<string, unknown[]> }).week["2"]).toEqual([]);
  });

  it("lets an admin set another host's hours, and no one else", async () => {
    const body = { intent: "hours", host: otherId, "hours-2-0-from": "10:00", "hours-2-0-to": "12:00" };
    const refused = await outcome(calendarHours.action, { request: post(HOURS, "sales", body) });
    expect(refused.status).toBe(403);
    expect(await scheduleOf(otherId)).toBeUndefined();
    const saved = await outcome(calendarHours.action, { request: post(HOURS, "admin", body) });
    expect([saved.status, saved.headers.get("location")]).toEqual([302, `${HOURS}?host=${otherId}`]);
    expect((await scheduleOf(otherId)).weeklyHours).toEqual({ "2": [["10:00", "12:00"]] });
    const [audit] = await auditsOf(CALENDAR_AUDIT_ACTIONS.hoursSaved, otherId);
    expect(audit.userId).toBe(adminId);
    // An admin's page for a host, and not for someone who hosts no calls.
    const page = await outcome(calendarHours.loader, { request: get(`${HOURS}?host=${otherId}`, "admin") });
    expect((page.body as { host: { id: string; self: boolean } }).host).toMatchObject({ id: otherId, self: false });
    const nobody = await outcome(calendarHours.loader, { request: get(`${HOURS}?host=no-such-user`, "admin") });
    expect(nobody.status).toBe(404);
    const salesAsking = await outcome(calendarHours.loader, { request: get(`${HOURS}?host=${otherId}`, "sales") });
    expect(salesAsking.status).toBe(403);
  });
});

// ---------------------------------------------------------------- days off

describe("days off and other hours", () => {
  const inDays = (days: number) => dayString(dayTimestamp(zonedDay(new Date())) + days * DAY);
  const daysOf = async (userId: string) =>
    db().select().from(availabilityOverrides).where(eq(availabilityOverrides.userId, userId));

  it("adds a day off, replaces it with other hours, and removes it after a confirmation step", async () => {
    const day = inDays(10);
    const added = await outcome(calendarHours.action, {
      request: post(HOURS, "sales", { intent: "add-day", day, kind: "off", note: "Leave" }),
    });
    expect([added.status, added.headers.get("location")]).toEqual([302, HOURS]);
    expect((await toastOf(added.headers))?.title).toMatch(/ saved$/);
    expect((await daysOf(salesId)).map((row) => [row.day, row.hours, row.note])).toEqual([[day, [], "Leave"]]);

    const replaced = await outcome(calendarHours.action, {
      request: post(HOURS, "sales", {
        intent: "add-day",
        day,
        kind: "hours",
        "day-hours-0-from": "14:00",
        "day-hours-0-to": "16:00",
        "day-hours-1-from": "08:00",
        "day-hours-1-to": "10:00",
        note: "",
      }),
    });
    expect(replaced.status).toBe(302);
    const rows = await daysOf(salesId);
    expect(rows.map((row) => [row.day, row.hours, row.note])).toEqual([
      [
        day,
        [
          ["08:00", "10:00"],
          ["14:00", "16:00"],
        ],
        "",
      ],
    ]);
    const page = await outcome(calendarHours.loader, { request: get(HOURS, "sales") });
    expect((page.body as { days: { id: string }[] }).days.map((listed) => listed.id)).toEqual([rows[0].id]);

    const asked = await outcome(calendarHours.action, {
      request: post(HOURS, "sales", { intent: "remove-day", id: rows[0].id }),
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ kind: "confirm-remove-day", id: rows[0].id });
    expect(await daysOf(salesId)).toHaveLength(1);
    // Another host's day is not theirs to remove.
    const others = await outcome(calendarHours.action, {
      request: post(HOURS, "admin", { intent: "remove-day", id: rows[0].id, confirm: "yes" }),
    });
    expect(others.status).toBe(404);
    const removed = await outcome(calendarHours.action, {
      request: post(HOURS, "sales", { intent: "remove-day", id: rows[0].id, confirm: "yes" }),
    });
    expect([removed.status, (await toastOf(removed.headers))?.title]).toEqual([
      302,
      expect.stringMatching(/ removed$/),
    ]);
    expect(await daysOf(salesId)).toEqual([]);
    const audits = await db()
      .select({ action: auditEvents.action, details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.resourceId, salesId));
    expect(audits.filter((audit) => audit.action === CALENDAR_AUDIT_ACTIONS.daySet)).toHaveLength(2);
    expect(audits.filter((audit) => audit.action === CALENDAR_AUDIT_ACTIONS.dayRemoved)).toHaveLength(1);
  });

  it("refuses a past or unreal date, hours missing or wrong, and a long note, saving nothing", async () => {
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ day: inDays(-1), kind: "off" }, { day: "Please choose today or a later date." }],
      [{ day: "2027-02-30", kind: "off" }, { day: "Please choose a real date." }],
      [{ day: "", kind: "off" }, { day: "Please choose a date." }],
      [{ day: inDays(1000), kind: "off" }, { day: "Please choose a date within the next 2 years." }],
      [{ day: inDays(5), kind: "hours" }, { "day-hours-0-from": "Please give the day's hours, or choose Day off." }],
      [
        { day: inDays(5), kind: "hours", "day-hours-0-from": "12:00", "day-hours-0-to": "11:00" },
        { "day-hours-0-to": "That day: 12:00 to 11:00 ends before it starts." },
      ],
      [
        { day: inDays(5), kind: "hours", "day-hours-0-from": "12:00", "day-hours-0-to": "1pm" },
        { "day-hours-0-to": "That day: “1pm” is not a time. Write it as HH:MM, for example 09:00." },
      ],
      [{ day: inDays(5), kind: "off", note: "x".repeat(201) }, { note: "A note can be at most 200 characters." }],
    ];
    for (const [fields, errors] of cases) {
      const answer = await outcome(calendarHours.action, {
        request: post(HOURS, "sales", { intent: "add-day", ...fields }),
      });
      expect([answer.status, (answer.body as { errors: unknown }).errors], JSON.stringify(fields)).toEqual([
        400,
        errors,
      ]);
    }
    expect(await daysOf(salesId)).toEqual([]);
  });
});

// ---------------------------------------------------------------- the host's own calendar

describe("a host's own calendar", () => {
  it("saves a new address with the last reading cleared, and reads it at once", async () => {
    // A stale state from an address read before: it must not outlive the new address.
    await db()
      .update(hostSchedules)
      .set({
        calendarUrl: `${calendarOrigin}/old.ics`,
        calendarBusy: [{ start: "2030-01-01T08:00:00.000Z", end: "2030-01-01T09:00:00.000Z" }],
        calendarReadAt: new Date("2026-01-01T00:00:00Z"),
        calendarCheckedAt: new Date("2026-01-01T00:00:00Z"),
        calendarError: "An old error.",
      })
      .where(eq(hostSchedules.userId, salesId));

    mode = "500";
    const failed = await outcome(calendarHours.action, {
      request: post(HOURS, "sales", { intent: "calendar-save", calendarUrl: `${calendarOrigin}/${SECRET}/basic.ics` }),
    });
    expect(failed.status).toBe(302);
    expect(await toastOf(failed.headers)).toEqual({
      kind: "error",
      title: "The calendar could not be read",
      description: "The calendar answered 500. Times are not offered until it can be read.",
    });
    let schedule = await scheduleOf(salesId);
    expect(schedule.calendarUrl).toBe(`${calendarOrigin}/${SECRET}/basic.ics`);
    expect(schedule.calendarBusy).toEqual([]);
    expect(schedule.calendarReadAt).toBeNull();
    expect(schedule.calendarError).toBe("The calendar answered 500.");
    // The calls page says so at the top.
    const calls = await outcome(calendar.loader, { request: get("/admin/calendar", "sales") });
    expect((calls.body as { ownCalendar: unknown }).ownCalendar).toEqual({ error: "The calendar answered 500." });
    const adminCalls = await outcome(calendar.loader, { request: get("/admin/calendar", "admin") });
    expect((adminCalls.body as { failing: unknown[] }).failing).toEqual([
      { id: salesId, name: "Sam Sales", error: "The calendar answered 500." },
    ]);

    mode = "calendar";
    const before = Date.now();
    const read = await outcome(calendarHours.action, {
      request: post(HOURS, "sales", {
        intent: "calendar-save",
        calendarUrl: `  ${calendarOrigin}/${SECRET}/basic.ics `,
      }),
    });
    expect(await toastOf(read.headers)).toEqual({
      kind: "success",
      title: "Your calendar was read",
      description: "1 busy time found in the coming months.",
    });
    schedule = await scheduleOf(salesId);
    expect(schedule.calendarError).toBeNull();
    expect(schedule.calendarReadAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(schedule.calendarBusy).toEqual([
      { start: BUSY_START.toISOString(), end: new Date(BUSY_START.getTime() + 3_600_000).toISOString() },
    ]);
    const page = await outcome(calendarHours.loader, { request: get(HOURS, "sales") });
    const own = (page.body as { ownCalendar: Record<string, unknown> }).ownCalendar;
    // Only where it points is shown: the address is a secret.
    expect(own).toMatchObject({ where: "127.0.0.1", usable: true, error: null, busyAhead: 1 });
    expect(JSON.stringify(page.body)).not.toContain(SECRET);
    const audits = await auditsOf(CALENDAR_AUDIT_ACTIONS.ownCalendarSet, salesId);
    expect(audits).toHaveLength(2);
    expect(JSON.stringify(audits)).not.toContain(SECRET);
  });

  it("refuses an address that is not a web or webcal address, saving nothing", async () => {
    const before = await scheduleOf(salesId);
    const cases: [string, string][] = [
      ["", "Please give the calendar's address."],
      ["ftp://example.com/calendar.ics", "Please give a web address beginning with https:// (or webcal://)."],
      ["not an address", "Please give a web address beginning with https:// (or webcal://)."],
      ["https://user:pass@example.com/c.ics", "The address may not hold a user name or password."],
      [`https://example.com/${"x".repeat(2000)}`, "An address can be at most 2,000 characters."],
    ];
    for (const [calendarUrl, message] of cases) {
      const answer = await outcome(calendarHours.action, {
        request: post(HOURS, "sales", { intent: "calendar-save", calendarUrl }),
      });
      expect([answer.status, (answer.body as { errors: unknown }).errors]).toEqual([400, { calendarUrl: message }]);
    }
    expect(await scheduleOf(salesId)).toEqual(before);
  });

  it("disconnects the calendar, with its busy times", async () => {
    const answer = await outcome(calendarHours.action, {
      request: post(HOURS, "sales", { intent: "calendar-remove" }),
    });
    expect((await toastOf(answer.headers))?.title).toBe("Calendar disconnected");
    const schedule = await scheduleOf(salesId);
    expect([schedule.calendarUrl, schedule.calendarBusy, schedule.calendarError]).toEqual([null, [], null]);
    expect(await auditsOf(CALENDAR_AUDIT_ACTIONS.ownCalendarRemoved, salesId)).toHaveLength(1);
  });
});

// ---------------------------------------------------------------- the feed of booked calls

describe("a host's calendar feed", () => {
  const feed = (token: string) =>
    outcome(hostFeedRoute.loader, {
      request: get(`/calendar/${token}.ics`, "anonymous"),
      params: { file: `${token}.ics` },
    });
  const tokenOf = async (userId: string) => (await scheduleOf(userId))?.feedToken ?? null;

  it("is made, answers the host's confirmed calls as iCalendar, and stops working once replaced or turned off", async () => {
    const type = await namedType("automation-strategy-call", otherId);
    // Weekdays 09:00 to 17:00 again, whatever the tests above set.
    await db().delete(hostSchedules).where(eq(hostSchedules.userId, otherId));
    const confirmed = await book(type, businessDay(5), "09:00", "Gugu Feed");
    const cancelled = await book(type, businessDay(5), "15:00", "Hlengi Cancelled");
    expect((await cancelBooking(cancelled, type)).kind).toBe("done");
    const recent = await book(type, businessDay(-1), "12:00", "Inga Recent");

    const made = await outcome(calendarHours.action, {
      request: post(HOURS, "admin", { intent: "feed-create", host: otherId }),
    });
    expect((await toastOf(made.headers))?.title).toBe("Feed address created");
    const first = (await tokenOf(otherId))!;
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const page = await outcome(calendarHours.loader, { request: get(`${HOURS}?host=${otherId}`, "admin") });
    expect((page.body as { feedUrl: string }).feedUrl).toBe(`http://localhost:3998/calendar/${first}.ics`);

    const answer = await feed(first);
    expect(answer.status).toBe(200);
    expect(answer.response!.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(answer.response!.headers.get("cache-control")).toBe("private, max-age=300");
    const parsed = new ICAL.Component(ICAL.parse(await answer.response!.text()));
    expect(parsed.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(parsed.getFirstPropertyValue("x-wr-calname")).toBe("Other Host – Kestrel Advisory calls");
    const events = parsed.getAllSubcomponents("vevent").map((event) => ({
      uid: event.getFirstPropertyValue("uid"),
      summary: event.getFirstPropertyValue("summary"),
      start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
      description: String(event.getFirstPropertyValue("description")),
    }));
    // The host's calls of the tests above are there too; the cancelled one is not.
    const uids = events.map((event) => event.uid);
    expect(uids).toEqual(expect.arrayContaining([recent.icalUid, confirmed.icalUid]));
    expect(uids).not.toContain(cancelled.icalUid);
    expect(uids.indexOf(recent.icalUid)).toBeLessThan(uids.indexOf(confirmed.icalUid));
    const call = events.find((event) => event.uid === confirmed.icalUid)!;
    expect(call.summary).toMatch(/^Automation Strategy Call: Gugu Feed \(Business \d+\)$/);
    expect(call.start).toBe(confirmed.startsAt.toISOString());
    expect(call.description).toContain(`/admin/leads/${confirmed.leadId}`);
    expect(call.description).toContain("Email: visitor-");

    const replaced = await outcome(calendarHours.action, {
      request: post(HOURS, "admin", { intent: "feed-regenerate", host: otherId }),
    });
    expect((await toastOf(replaced.headers))?.title).toBe("New feed address created");
    const second = (await tokenOf(otherId))!;
    expect(second).not.toBe(first);
    expect((await feed(first)).status).toBe(404);
    expect((await feed(second)).status).toBe(200);

    const off = await outcome(calendarHours.action, {
      request: post(HOURS, "admin", { intent: "feed-revoke", host: otherId }),
    });
    expect((await toastOf(off.headers))?.title).toBe("Feed turned off");
    expect(await tokenOf(otherId)).toBeNull();
    expect((await feed(second)).status).toBe(404);

    const changes = (await auditsOf(CALENDAR_AUDIT_ACTIONS.feedChanged, otherId)).map(
      (audit) => (audit.details as { change: string }).change,
    );
    expect(changes.sort()).toEqual(["created", "regenerated", "revoked"]);
  });

  it("is not found at an address that cannot be a feed's", async () => {
    for (const file of ["short.ics", `${"a".repeat(43)}.ical`, `${"a".repeat(43)}`, `${"a".repeat(42)}!.ics`]) {
      const answer = await outcome(hostFeedRoute.loader, {
        request: get(`/calendar/${file}`, "anonymous"),
        params: { file },
      });
      expect(answer.status, file).toBe(404);
    }
  });
});
