/**
 * Hosts' own calendars (ADR 067) read from a real HTTP server on this machine into a real database: a reading stores
 * the busy times; a server that answers 500, hangs past the time limit or sends a web page leaves the last good busy
 * times but records the error, so the host's calendar is not usable (unknown is never free); a good reading again
 * clears it. Around that, what readCalendarUrl accepts (redirects, webcal, size, what a calendar is) and the refresh
 * of every host.
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { hostSchedules, user } from "~/db/schema";
import { isCalendarUsable } from "~/lib/booking/calendar-state";
import { readCalendarUrl, refreshHostCalendar, refreshHostCalendars } from "~/lib/booking/host-calendars.server";
import { logger } from "~/lib/runtime/logger.server";
import { setUpTestDatabase } from "../support/database";

setUpTestDatabase();

const SECRET = `private-${crypto.randomBytes(8).toString("hex")}`;

/** A Google-style export: a weekly meeting (Tuesdays 09:00-10:00 in Johannesburg) and a one-off in UTC. */
function calendarText(extra: string[] = []): string {
  return [
    "BEGIN:VCALENDAR",
    "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
    "VERSION:2.0",
    "X-WR-TIMEZONE:Africa/Johannesburg",
    "BEGIN:VEVENT",
    "UID:weekly@google.com",
    "DTSTAMP:20261201T000000Z",
    "DTSTART;TZID=Africa/Johannesburg:20270105T090000",
    "DTEND;TZID=Africa/Johannesburg:20270105T100000",
    "RRULE:FREQ=WEEKLY;COUNT=3",
    "SUMMARY:Team meeting",
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:once@google.com",
    "DTSTAMP:20261201T000000Z",
    "DTSTART:20270106T120000Z",
    "DTEND:20270106T130000Z",
    "SUMMARY:Lunch with a client",
    "END:VEVENT",
    ...extra,
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

const FIRST_BUSY = [
  { start: "2027-01-05T07:00:00.000Z", end: "2027-01-05T08:00:00.000Z" },
  { start: "2027-01-06T12:00:00.000Z", end: "2027-01-06T13:00:00.000Z" },
  { start: "2027-01-12T07:00:00.000Z", end: "2027-01-12T08:00:00.000Z" },
  { start: "2027-01-19T07:00:00.000Z", end: "2027-01-19T08:00:00.000Z" },
];

type Mode = "calendar" | "calendar-2" | "500" | "hang" | "html" | "large";
let mode: Mode = "calendar";

const server = http.createServer((request, response) => {
  const path = new URL(request.url ?? "/", "http://localhost").pathname;
  const redirect = /^\/redirect\/(\d+)$/.exec(path);
  if (redirect) {
    const left = Number(redirect[1]);
    response.writeHead(302, { location: left > 1 ? `/redirect/${left - 1}` : `/${SECRET}/basic.ics` });
    response.end();
    return;
  }
  if (path === "/empty.ics") {
    response.writeHead(200, { "content-type": "text/calendar" });
    response.end("\r\n");
    return;
  }
  if (!path.startsWith(`/${SECRET}/`)) {
    response.writeHead(404).end("Not found");
    return;
  }
  switch (mode) {
    case "calendar":
      response.writeHead(200, { "content-type": "text/calendar; charset=utf-8" }).end(calendarText());
      return;
    case "calendar-2":
      response
        .writeHead(200, { "content-type": "text/calendar; charset=utf-8" })
        .end(
          calendarText([
            "BEGIN:VEVENT",
            "UID:new@google.com",
            "DTSTAMP:20261201T000000Z",
            "DTSTART:20270107T080000Z",
            "DTEND:20270107T083000Z",
            "END:VEVENT",
          ]),
        );
      return;
    case "500":
      response.writeHead(500).end("Internal Server Error");
      return;
    case "hang":
      // Headers and a first line, then nothing: the time limit covers the body too.
      response.writeHead(200, { "content-type": "text/calendar" });
      response.write("BEGIN:VCALENDAR\r\n");
      return;
    case "html":
      response.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><title>Sign in</title>");
      return;
    case "large":
      // No content-length: the limit is counted as the body arrives.
      response.writeHead(200, { "content-type": "text/calendar" });
      response.write("BEGIN:VCALENDAR\r\n");
      response.end(`X-FILLER:${"x".repeat(64 * 1024)}\r\nEND:VCALENDAR\r\n`);
      return;
  }
});

let origin = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  mode = "calendar";
  vi.restoreAllMocks();
});

async function addHost(calendarUrl: string | null): Promise<string> {
  const id = crypto.randomUUID();
  await db()
    .insert(user)
    .values({ id, name: "Naledi Dlamini", email: `host-${id}@kestrel.test`, emailVerified: true });
  await db().insert(hostSchedules).values({ userId: id, weeklyHours: {}, calendarUrl });
  return id;
}

async function scheduleOf(userId: string) {
  const [row] = await db().select().from(hostSchedules).where(eq(hostSchedules.userId, userId));
  return row;
}

const at = (iso: string) => new Date(iso);

describe("refreshHostCalendar", () => {
  it("stores the busy times, keeps them through failed readings, and clears the error once read again", async () => {
    const logged = [vi.spyOn(logger, "info"), vi.spyOn(logger, "warn"), vi.spyOn(logger, "error")];
    const host = await addHost(`${origin}/${SECRET}/basic.ics`);
    expect(isCalendarUsable(await scheduleOf(host))).toBe(false); // never read yet

    const read = at("2027-01-04T06:00:00Z");
    expect(await refreshHostCalendar(host, read)).toEqual({ outcome: "read", busy: 4 });
    let schedule = await scheduleOf(host);
    expect(schedule.calendarBusy).toEqual(FIRST_BUSY);
    expect(schedule.calendarReadAt).toEqual(read);
    expect(schedule.calendarCheckedAt).toEqual(read);
    expect(schedule.calendarError).toBeNull();
    expect(isCalendarUsable(schedule)).toBe(true);

    const failures: [Mode, string, number?][] = [
      ["500", "The calendar answered 500."],
      ["hang", "The calendar did not answer within 0.3 seconds.", 300],
      ["html", "The address did not return a calendar."],
    ];
    let checked = read;
    for (const [failure, message, timeoutMs] of failures) {
      mode = failure;
      checked = new Date(checked.getTime() + 5 * 60_000);
      expect(await refreshHostCalendar(host, checked, { timeoutMs })).toEqual({ outcome: "failed", error: message });
      schedule = await scheduleOf(host);
      expect(schedule.calendarError).toBe(message);
      expect(schedule.calendarCheckedAt).toEqual(checked);
      expect(schedule.calendarReadAt).toEqual(read);
      expect(schedule.calendarBusy).toEqual(FIRST_BUSY);
      expect(isCalendarUsable(schedule)).toBe(false);
    }

    mode = "calendar-2";
    const again = new Date(checked.getTime() + 5 * 60_000);
    expect(await refreshHostCalendar(host, again)).toEqual({ outcome: "read", busy: 5 });
    schedule = await scheduleOf(host);
    expect(schedule.calendarError).toBeNull();
    expect(schedule.calendarReadAt).toEqual(again);
    expect(schedule.calendarCheckedAt).toEqual(again);
    expect(schedule.calendarBusy).toContainEqual({
      start: "2027-01-07T08:00:00.000Z",
      end: "2027-01-07T08:30:00.000Z",
    });
    expect(isCalendarUsable(schedule)).toBe(true);

    // The address is a secret: never in the logs.
    const calls = logged.flatMap((spy) => spy.mock.calls);
    expect(calls.length).toBeGreaterThan(0);
    expect(JSON.stringify(calls)).not.toContain(SECRET);
  });

  it("keeps only the busy times from a day ago to 400 days ahead", async () => {
    const host = await addHost(`${origin}/${SECRET}/basic.ics`);
    expect(await refreshHostCalendar(host, at("2027-01-07T00:00:00Z"))).toEqual({ outcome: "read", busy: 3 });
    expect((await scheduleOf(host)).calendarBusy).toEqual(FIRST_BUSY.slice(1));
    // 400 days after 10 December 2025 is 14 January 2027.
    expect(await refreshHostCalendar(host, at("2025-12-10T00:00:00Z"))).toEqual({ outcome: "read", busy: 3 });
    expect((await scheduleOf(host)).calendarBusy).toEqual(FIRST_BUSY.slice(0, 3));
  });

  it("does nothing for a host without a calendar, whose hours alone count", async () => {
    const host = await addHost(null);
    expect(await refreshHostCalendar(host)).toEqual({ outcome: "no-calendar" });
    const schedule = await scheduleOf(host);
    expect(schedule.calendarCheckedAt).toBeNull();
    expect(isCalendarUsable(schedule)).toBe(true);
  });

  it("does not store a reading of an address the host replaced meanwhile", async () => {
    const host = await addHost(`${origin}/${SECRET}/basic.ics`);
    const replaced = `${origin}/${SECRET}/replaced.ics`;
    const replacingFetch: typeof fetch = async (input, init) => {
      await db().update(hostSchedules).set({ calendarUrl: replaced }).where(eq(hostSchedules.userId, host));
      return fetch(input, init);
    };
    expect(await refreshHostCalendar(host, at("2027-01-04T06:00:00Z"), { fetch: replacingFetch })).toMatchObject({
      outcome: "read",
    });
    const schedule = await scheduleOf(host);
    expect(schedule.calendarUrl).toBe(replaced);
    expect(schedule.calendarReadAt).toBeNull();
    expect(schedule.calendarBusy).toEqual([]);
    expect(isCalendarUsable(schedule)).toBe(false);
  });
});

describe("refreshHostCalendars", () => {
  it("reads every host with a calendar, counting those that failed, and leaves out those checked recently", async () => {
    await db().delete(hostSchedules);
    const good = await addHost(`${origin}/${SECRET}/basic.ics`);
    const gone = await addHost(`${origin}/revoked/basic.ics`);
    await addHost(null);
    const now = at("2027-01-04T06:00:00Z");
    expect(await refreshHostCalendars(now)).toEqual({ read: 1, failed: 1 });
    expect((await scheduleOf(good)).calendarBusy).toEqual(FIRST_BUSY);
    expect((await scheduleOf(gone)).calendarError).toMatch(/^The calendar answered 404\./);

    expect(await refreshHostCalendars(new Date(now.getTime() + 60_000), { checkedBefore: now })).toEqual({
      read: 0,
      failed: 0,
    });
    expect(
      await refreshHostCalendars(new Date(now.getTime() + 5 * 60_000), { checkedBefore: new Date(now.getTime() + 1) }),
    ).toEqual({ read: 1, failed: 1 });
  });
});

describe("readCalendarUrl", () => {
  it("follows up to three redirects, and no more", async () => {
    expect(await readCalendarUrl(`${origin}/redirect/3`)).toBe(calendarText());
    await expect(readCalendarUrl(`${origin}/redirect/4`)).rejects.toThrow(
      "The calendar's address redirected more than 3 times.",
    );
  });

  it("reads webcal:// as https:// and refuses other kinds of address", async () => {
    const asked: string[] = [];
    const recording: typeof fetch = async (input) => {
      asked.push(String(input));
      return new Response(calendarText(), { headers: { "content-type": "text/calendar" } });
    };
    expect(await readCalendarUrl("webcal://calendar.example.com/private/basic.ics", { fetch: recording })).toBe(
      calendarText(),
    );
    expect(asked).toEqual(["https://calendar.example.com/private/basic.ics"]);
    await expect(readCalendarUrl("ftp://calendar.example.com/basic.ics", { fetch: recording })).rejects.toThrow(
      "The calendar's address must begin with https:// (or webcal://).",
    );
    await expect(readCalendarUrl("not an address", { fetch: recording })).rejects.toThrow(
      "The calendar's address is not a web address.",
    );
    expect(asked).toHaveLength(1);
  });

  it("refuses a calendar larger than the limit, and text that is not a calendar", async () => {
    mode = "large";
    await expect(readCalendarUrl(`${origin}/${SECRET}/basic.ics`, { maxBytes: 16 * 1024 })).rejects.toThrow(
      "The calendar is larger than 16 KB.",
    );
    await expect(readCalendarUrl(`${origin}/empty.ics`)).rejects.toThrow("The address did not return a calendar.");
  });

  it("says when the server cannot be reached", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(readCalendarUrl(`http://127.0.0.1:${port}/basic.ics`)).rejects.toThrow(
      "The calendar's server refused the connection.",
    );
  });
});
