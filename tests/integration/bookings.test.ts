/**
 * Booking calls on a real database (both engines): the exclusion constraint under twenty visitors posting one time at
 * once, buffers and other call types included; round robin; the lead a booking makes; reminders queued and withdrawn;
 * the calendar files read back by an iCalendar parser; and the visitor's links dying with the booking.
 */
import ICAL from "ical.js";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  bookingEvents,
  bookings,
  callTypeHosts,
  callTypes,
  emailOutbox,
  hostSchedules,
  leads,
  user,
  userRoles,
  type EmailAttachment,
} from "~/db/schema";
import { EXCLUSION_VIOLATION, hasSqlState } from "~/db/sql-state";
import {
  bookCall,
  bookingByToken,
  cancelBooking,
  isChangeable,
  markOutcome,
  offeredSlots,
  rescheduleBooking,
  type BookingDetails,
} from "~/lib/booking/bookings.server";
import { callTypeBySlug, seedCallTypes, type CallType } from "~/lib/booking/call-types.server";
import { leadDashboard } from "~/lib/leads/lead-dashboard.server";
import { EMPTY_LEAD_FILTER } from "~/lib/leads/lead-filter";
import { listLeads } from "~/lib/leads/lead-inbox.server";
import { leadBoard } from "~/lib/leads/lead-queues.server";
import { erasePersonData, exportPersonData } from "~/lib/leads/person-data.server";
import { runRetention } from "~/lib/privacy/retention.server";
import { setUpTestDatabase } from "../support/database";

setUpTestDatabase();

const HOUR = 3_600_000;
/** Monday 1 February 2027, 08:00 in Johannesburg. */
const NOW = new Date("2027-02-01T06:00:00Z");
/** Wednesday 3 February 2027, 09:00 in Johannesburg. */
const WED_0900 = new Date("2027-02-03T07:00:00Z");

let sequence = 0;
async function addHost(name: string): Promise<string> {
  const id = `host-${name.toLowerCase()}-${++sequence}`;
  await db()
    .insert(user)
    .values({ id, name, email: `${id}@kestrel.test`, emailVerified: true });
  await db().insert(userRoles).values({ userId: id, role: "sales" });
  await db()
    .insert(hostSchedules)
    .values({
      userId: id,
      weeklyHours: { "1": [["09:00", "17:00"]], "2": [["09:00", "17:00"]], "3": [["09:00", "17:00"]] },
    });
  return id;
}

async function hostedBy(slug: string, hostIds: string[], changes: Partial<CallType> = {}): Promise<CallType> {
  const type = (await callTypeBySlug(slug))!;
  await db().delete(callTypeHosts).where(eq(callTypeHosts.callTypeId, type.id));
  for (const userId of hostIds) await db().insert(callTypeHosts).values({ callTypeId: type.id, userId });
  if (Object.keys(changes).length > 0) await db().update(callTypes).set(changes).where(eq(callTypes.id, type.id));
  return (await callTypeBySlug(slug))!;
}

function visitor(n: number | string, zone: string | null = null): BookingDetails {
  return {
    name: `Visitor ${n}`,
    email: `visitor-${n}@example.co.za`,
    phone: null,
    business: `Business ${n}`,
    questions: [{ id: "turnover", label: "Annual turnover", answer: "R5 million to R20 million" }],
    visitorTimeZone: zone,
  };
}

const origin = (key: string) => ({ idempotencyKey: key, sourcePath: "/book/test", query: { utm_source: "test" } });

beforeAll(async () => {
  await seedCallTypes(db());
});

beforeEach(async () => {
  await db().delete(leads);
  await db().delete(emailOutbox);
});

function calendarOf(attachment: EmailAttachment) {
  const calendar = new ICAL.Component(ICAL.parse(attachment.content));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.getFirstPropertyValue("uid"),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    status: event.getFirstPropertyValue("status"),
    start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
    end: (event.getFirstPropertyValue("dtend") as ICAL.Time).toJSDate().toISOString(),
    startUtc: (event.getFirstPropertyValue("dtstart") as ICAL.Time).zone?.tzid === "UTC",
  };
}

async function mailTo(address: string) {
  return db().select().from(emailOutbox).where(eq(emailOutbox.to, address)).orderBy(asc(emailOutbox.createdAt));
}

describe("the exclusion constraint", () => {
  it("gives exactly one booking to twenty visitors posting the same time at once; the others get the nearest free times", async () => {
    const host = await addHost("Thandi");
    const type = await hostedBy("value-mapping-call", [host], { hostRule: "named" });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        bookCall({
          callType: type,
          start: WED_0900,
          details: visitor(n),
          origin: origin(`race-${n}-key-0000`),
          now: NOW,
        }),
      ),
    );
    const booked = results.filter((r) => r.kind === "booked");
    const taken = results.filter((r) => r.kind === "taken");
    expect(booked).toHaveLength(1);
    expect(taken).toHaveLength(19);
    for (const result of taken) {
      expect(result.nearest.length).toBeGreaterThan(0);
      expect(result.nearest.map((s) => s.start)).not.toContain(WED_0900.getTime());
    }
    const rows = await db().select().from(bookings).where(eq(bookings.hostId, host));
    expect(rows).toHaveLength(1);
    expect(await db().select({ id: leads.id }).from(leads)).toHaveLength(1);
  });

  it("refuses an overlapping held or confirmed booking of the same host, across call types and buffers, and not a cancelled one", async () => {
    const host = await addHost("Sipho");
    const strategy = await hostedBy("strategy-call", [host], { hostRule: "named", bufferAfterMinutes: 15 });
    const value = await hostedBy("value-mapping-call", [host], { hostRule: "named", bufferAfterMinutes: 15 });
    const first = await bookCall({
      callType: strategy,
      start: WED_0900,
      details: visitor("s1"),
      origin: origin("overlap-one-0000"),
      now: NOW,
    });
    expect(first.kind).toBe("booked");
    // 09:00-09:45 plus 15 minutes after: the value call's 09:30 and 10:00 are not offered; 10:00 touches the buffer's end.
    const slots = (await offeredSlots(value, NOW)).map((s) => new Date(s.start).toISOString());
    expect(slots).not.toContain("2027-02-03T07:30:00.000Z");
    expect(slots).toContain("2027-02-03T08:00:00.000Z");

    // The database itself refuses what the slots would not offer.
    const [lead] = await db().select({ id: leads.id }).from(leads).limit(1);
    const row = (status: "held" | "confirmed" | "cancelled", n: string) => ({
      leadId: lead.id,
      callTypeId: value.id,
      hostId: host,
      startsAt: new Date("2027-02-03T07:30:00Z"),
      endsAt: new Date("2027-02-03T08:00:00Z"),
      blockedFrom: new Date("2027-02-03T07:30:00Z"),
      blockedUntil: new Date("2027-02-03T08:15:00Z"),
      status,
      icalUid: `manual-${n}@kestrel.test`,
      viewToken: `view-token-${n}-0000000`,
      rescheduleToken: `move-token-${n}-0000000`,
      cancelToken: `cancel-token-${n}-000000`,
    });
    for (const status of ["held", "confirmed"] as const) {
      const error = await db()
        .insert(bookings)
        .values(row(status, status))
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(hasSqlState(error, EXCLUSION_VIOLATION)).toBe(true);
    }
    await db().insert(bookings).values(row("cancelled", "cancelled"));
    // Touching ranges are allowed: 09:45 + 15 = 10:00, and a call blocking from 10:00 fits.
    await db()
      .insert(bookings)
      .values({
        ...row("confirmed", "touching"),
        startsAt: new Date("2027-02-03T08:00:00Z"),
        endsAt: new Date("2027-02-03T08:30:00Z"),
        blockedFrom: new Date("2027-02-03T08:00:00Z"),
        blockedUntil: new Date("2027-02-03T08:45:00Z"),
      });
  });
});

describe("round robin", () => {
  it("gives each call to the free host with the fewest calls booked", async () => {
    const a = await addHost("Ayanda");
    const b = await addHost("Bongani");
    const type = await hostedBy("automation-strategy-call", [a, b], { hostRule: "round-robin" });
    const hostOf = async (start: Date, n: string) => {
      const result = await bookCall({
        callType: type,
        start,
        details: visitor(n),
        origin: origin(`rr-${n}-key-00000`),
        now: NOW,
      });
      if (result.kind !== "booked") throw new Error(`not booked: ${n}`);
      return result.booking.hostId;
    };
    const first = await hostOf(new Date("2027-02-02T07:00:00Z"), "1");
    const second = await hostOf(new Date("2027-02-02T07:00:00Z"), "2");
    expect(new Set([first, second])).toEqual(new Set([a, b]));
    // Each has one: the tie goes to the first by name; then the other, who has fewer.
    expect(await hostOf(new Date("2027-02-02T09:00:00Z"), "3")).toBe(a);
    expect(await hostOf(new Date("2027-02-02T10:00:00Z"), "4")).toBe(b);
    // Ayanda is busy at 12:00 (SAST) with a fourth call: Bongani, though he has as many, takes the next at 12:00.
    expect(await hostOf(new Date("2027-02-02T11:00:00Z"), "5")).toBe(a);
    expect(await hostOf(new Date("2027-02-02T11:00:00Z"), "6")).toBe(b);
    // Both busy then: that time is taken.
    const third = await bookCall({
      callType: type,
      start: new Date("2027-02-02T11:00:00Z"),
      details: visitor("7"),
      origin: origin("rr-7-key-00000"),
      now: NOW,
    });
    expect(third.kind).toBe("taken");
  });
});

describe("a booking", () => {
  let host: string;
  let type: CallType;
  beforeAll(async () => {
    host = await addHost("Naledi");
    type = await hostedBy("strategy-call", [host], { hostRule: "named", bufferAfterMinutes: 15 });
  });

  it("is a lead owned by the host, due at the call, with its event, emails and calendar files", async () => {
    const result = await bookCall({
      callType: type,
      start: WED_0900,
      details: visitor("lead", "Europe/London"),
      origin: origin("lead-key-0000000"),
      now: NOW,
    });
    if (result.kind !== "booked") throw new Error("not booked");
    const [lead] = await db().select().from(leads).where(eq(leads.id, result.booking.leadId));
    expect(lead).toMatchObject({ kind: "booking", ownerId: host, email: "visitor-lead@example.co.za", status: "new" });
    expect(lead.replyDueAt?.toISOString()).toBe(WED_0900.toISOString());
    expect(lead.query).toMatchObject({ utm_source: "test" });
    expect(lead.answers).toMatchObject({ callType: "strategy-call", callName: "Strategy Call", consent: true });
    const events = await db().select().from(bookingEvents).where(eq(bookingEvents.leadId, lead.id));
    expect(events.map((e) => e.kind)).toEqual(["booked"]);
    // On the board with the leads the team follows up, in New, and in the inbox as a call booked.
    const board = await leadBoard(EMPTY_LEAD_FILTER, { userId: host, now: NOW });
    expect(board.find((column) => column.status === "new")?.leads.map((l) => l.id)).toContain(lead.id);
    const inbox = await listLeads({ ...EMPTY_LEAD_FILTER, type: "booking" }, { userId: host, now: NOW });
    expect(inbox.leads.map((row) => row.id)).toEqual([lead.id]);

    const [visitorMail, ...reminders] = await mailTo("visitor-lead@example.co.za");
    expect(visitorMail.subject).toBe("Your Strategy Call is booked | Kestrel Advisory");
    expect(visitorMail.text).toContain("When: Wednesday, 3 February 2027, 09:00–09:45 South African time (SAST)");
    expect(visitorMail.text).toContain("Your time: Wednesday, 3 February 2027, 07:00–07:45 (London)");
    expect(visitorMail.text).toContain(`/book/reschedule/${result.booking.rescheduleToken}`);
    expect(visitorMail.text).toContain(`/book/cancel/${result.booking.cancelToken}`);
    const invitation = calendarOf(visitorMail.attachments[0]);
    expect(invitation).toMatchObject({
      method: "REQUEST",
      uid: result.booking.icalUid,
      sequence: 0,
      status: "CONFIRMED",
      start: WED_0900.toISOString(),
      end: new Date(WED_0900.getTime() + 45 * 60_000).toISOString(),
      startUtc: true,
    });
    expect(result.booking.icalUid).toMatch(/^[0-9a-f-]{36}@/);
    const hostMail = await mailTo(`${host}@kestrel.test`);
    expect(hostMail).toHaveLength(1);
    expect(hostMail[0].subject).toBe("Call booked: Strategy Call with Visitor lead");
    expect(calendarOf(hostMail[0].attachments[0]).uid).toBe(result.booking.icalUid);

    // Reminders a day and an hour before, held in the outbox until then.
    expect(reminders.map((r) => [r.subject, r.nextAttemptAt.toISOString(), r.reminderOf])).toEqual([
      [
        "Reminder: your Strategy Call is tomorrow | Kestrel Advisory",
        new Date(WED_0900.getTime() - 24 * HOUR).toISOString(),
        result.booking.id,
      ],
      [
        "Reminder: your Strategy Call is in an hour | Kestrel Advisory",
        new Date(WED_0900.getTime() - HOUR).toISOString(),
        result.booking.id,
      ],
    ]);
  });

  it("is stored once when the same form is sent twice", async () => {
    const args = {
      callType: type,
      start: WED_0900,
      details: visitor("twice"),
      origin: origin("twice-key-000000"),
      now: NOW,
    };
    const first = await bookCall(args);
    const second = await bookCall(args);
    expect(first.kind).toBe("booked");
    expect(second).toMatchObject({ kind: "booked", duplicate: true });
    if (first.kind === "booked" && second.kind === "booked") expect(second.booking.id).toBe(first.booking.id);
    expect(await db().select({ id: bookings.id }).from(bookings).where(eq(bookings.hostId, host))).toHaveLength(1);
  });

  it("does not queue a reminder whose time has passed when it is booked", async () => {
    // Booked at 08:00 for 11:00 the same day: a day ahead has passed, an hour ahead has not.
    const start = new Date("2027-02-01T09:00:00Z");
    const result = await bookCall({
      callType: type,
      start,
      details: visitor("soon"),
      origin: origin("soon-key-0000000"),
      now: NOW,
    });
    if (result.kind !== "booked") throw new Error("not booked");
    const reminders = await db()
      .select({ at: emailOutbox.nextAttemptAt })
      .from(emailOutbox)
      .where(eq(emailOutbox.reminderOf, result.booking.id));
    expect(reminders.map((r) => r.at.toISOString())).toEqual([new Date(start.getTime() - HOUR).toISOString()]);
  });

  it("moves: same UID, SEQUENCE one higher, reminders withdrawn and queued again, the lead due at the new time", async () => {
    const booked = await bookCall({
      callType: type,
      start: WED_0900,
      details: visitor("move"),
      origin: origin("move-key-0000000"),
      now: NOW,
    });
    if (booked.kind !== "booked") throw new Error("not booked");
    const newStart = new Date("2027-02-02T12:00:00Z");
    const moved = await rescheduleBooking(booked.booking, type, newStart, { now: NOW });
    if (moved.kind !== "done") throw new Error(`not moved: ${moved.kind}`);
    expect(moved.booking.sequence).toBe(1);
    expect(moved.booking.startsAt.toISOString()).toBe(newStart.toISOString());

    const reminders = await db()
      .select({ at: emailOutbox.nextAttemptAt })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.reminderOf, booked.booking.id), eq(emailOutbox.status, "pending")))
      .orderBy(asc(emailOutbox.nextAttemptAt));
    expect(reminders.map((r) => r.at.toISOString())).toEqual([
      new Date(newStart.getTime() - 24 * HOUR).toISOString(),
      new Date(newStart.getTime() - HOUR).toISOString(),
    ]);
    const mail = await mailTo("visitor-move@example.co.za");
    const update = mail.find((m) => m.subject.startsWith("Your Strategy Call has moved"))!;
    expect(calendarOf(update.attachments[0])).toMatchObject({
      method: "REQUEST",
      uid: booked.booking.icalUid,
      sequence: 1,
      start: newStart.toISOString(),
    });
    const [lead] = await db().select().from(leads).where(eq(leads.id, booked.booking.leadId));
    expect(lead.replyDueAt?.toISOString()).toBe(newStart.toISOString());
    // Its old time is free again; the new one is not.
    const free = (await offeredSlots(type, NOW)).map((s) => s.start);
    expect(free).toContain(WED_0900.getTime());
    expect(free).not.toContain(newStart.getTime());
  });

  it("cancels: METHOD:CANCEL with the same UID, reminders withdrawn, the time free, and its links dead", async () => {
    const booked = await bookCall({
      callType: type,
      start: WED_0900,
      details: visitor("cancel"),
      origin: origin("cancel-key-00000"),
      now: NOW,
    });
    if (booked.kind !== "booked") throw new Error("not booked");
    expect(await bookingByToken("cancel", booked.booking.cancelToken)).toMatchObject({ id: booked.booking.id });
    const cancelled = await cancelBooking(booked.booking, type, { now: NOW });
    expect(cancelled.kind).toBe("done");

    expect(
      await db()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.reminderOf, booked.booking.id))),
    ).toEqual([]);
    const mail = await mailTo("visitor-cancel@example.co.za");
    const cancellation = mail.find((m) => m.subject.startsWith("Your Strategy Call is cancelled"))!;
    expect(calendarOf(cancellation.attachments[0])).toMatchObject({
      method: "CANCEL",
      uid: booked.booking.icalUid,
      sequence: 1,
      status: "CANCELLED",
    });
    expect((await offeredSlots(type, NOW)).map((s) => s.start)).toContain(WED_0900.getTime());

    // The links: the tokens still name the booking (its page says it was cancelled), but nothing changes it any more.
    const after = (await bookingByToken("reschedule", booked.booking.rescheduleToken))!;
    expect(after.status).toBe("cancelled");
    expect(isChangeable(after, NOW)).toBe(false);
    expect((await rescheduleBooking(after, type, new Date("2027-02-02T12:00:00Z"), { now: NOW })).kind).toBe("gone");
    expect((await cancelBooking(after, type, { now: NOW })).kind).toBe("gone");
    // Nor a stale copy read before the cancel: the compare-and-swap refuses it.
    expect((await cancelBooking(booked.booking, type, { now: NOW })).kind).toBe("gone");
    const events = await db()
      .select({ kind: bookingEvents.kind })
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, booked.booking.id));
    expect(events.map((e) => e.kind).sort()).toEqual(["booked", "cancelled"]);
  });

  it("is past once its call has begun: its links no longer change it, and staff mark it attended or a no-show", async () => {
    const booked = await bookCall({
      callType: type,
      start: WED_0900,
      details: visitor("past"),
      origin: origin("past-key-0000000"),
      now: NOW,
    });
    if (booked.kind !== "booked") throw new Error("not booked");
    const later = new Date(WED_0900.getTime() + HOUR);
    expect(isChangeable(booked.booking, later)).toBe(false);
    expect((await cancelBooking(booked.booking, type, { now: later })).kind).toBe("gone");
    expect(await markOutcome(booked.booking.id, "no-show", { id: host, name: "Naledi" }, NOW)).toBe(false);
    expect(await markOutcome(booked.booking.id, "no-show", { id: host, name: "Naledi" }, later)).toBe(true);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, booked.booking.id));
    expect(row.outcome).toBe("no-show");
    const [lead] = await db().select().from(leads).where(eq(leads.id, row.leadId));
    expect(lead.respondedAt?.toISOString()).toBe(later.toISOString());
    const responded = await db().select({ id: leads.id }).from(leads).where(isNotNull(leads.respondedAt));
    expect(responded.map((r) => r.id)).toContain(row.leadId);
  });
});

describe("the overview's calls", () => {
  it("counts calls booked per week, the share cancelled and the no-show rate", async () => {
    const host = await addHost("Lerato");
    const type = await hostedBy("15-minute-call", [host], { hostRule: "named" });
    const book = async (n: string, start: Date) => {
      const result = await bookCall({
        callType: type,
        start,
        details: visitor(n),
        origin: origin(`ov-${n}-key-00000`),
        now: NOW,
      });
      if (result.kind !== "booked") throw new Error(`not booked: ${n}`);
      return result.booking;
    };
    // Four calls booked on Monday 1 February for that week: one cancelled, two held (one attended, one missed).
    const attended = await book("a", new Date("2027-02-01T09:00:00Z"));
    const missed = await book("b", new Date("2027-02-01T10:00:00Z"));
    const cancelled = await book("c", new Date("2027-02-02T09:00:00Z"));
    await book("d", new Date("2027-02-03T09:00:00Z"));
    expect((await cancelBooking(cancelled, type, { now: NOW })).kind).toBe("done");
    const evening = new Date("2027-02-01T16:00:00Z");
    expect(await markOutcome(attended.id, "attended", { id: host, name: "Lerato" }, evening)).toBe(true);
    expect(await markOutcome(missed.id, "no-show", { id: host, name: "Lerato" }, evening)).toBe(true);

    const { calls } = await leadDashboard(evening);
    expect(calls).toMatchObject({
      booked: 4,
      cancelled: 1,
      cancelledShare: 0.25,
      attended: 1,
      noShows: 1,
      noShowRate: 0.5,
    });
    expect(calls.weekly.at(-1)).toEqual({ week: "2027-02-01", booked: 4, cancelled: 1, attended: 1, noShows: 1 });
  });
});

describe("a person's data", () => {
  it("exports their booked calls without the links' secrets, and erasing them removes the calls, events and reminders", async () => {
    const host = await addHost("Kagiso");
    const type = await hostedBy("operations-call", [host], { hostRule: "named" });
    const booked = await bookCall({
      callType: type,
      start: WED_0900,
      details: visitor("person"),
      origin: origin("person-key-00000"),
      now: NOW,
    });
    if (booked.kind !== "booked") throw new Error("not booked");
    const actor = { id: host };
    const { document } = await exportPersonData(actor, "visitor-person@example.co.za");
    expect(document.bookings).toEqual([
      expect.objectContaining({ id: booked.booking.id, status: "confirmed", startsAt: WED_0900 }),
    ]);
    expect(Object.keys((document.bookings as object[])[0])).not.toContain("cancelToken");
    expect((document.bookingEvents as { kind: string }[]).map((e) => e.kind)).toEqual(["booked"]);

    await erasePersonData(actor, "visitor-person@example.co.za", null, "test-secret");
    expect(await db().select().from(bookings).where(eq(bookings.id, booked.booking.id))).toEqual([]);
    expect(await db().select().from(bookingEvents).where(eq(bookingEvents.bookingId, booked.booking.id))).toEqual([]);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.reminderOf, booked.booking.id))).toEqual([]);
    expect((await offeredSlots(type, NOW)).map((s) => s.start)).toContain(WED_0900.getTime());
  });
});

describe("retention", () => {
  it("keeps a call's reminder until its call, however long ago it was queued; an old undelivered email is emptied", async () => {
    const host = await addHost("Zanele");
    const type = await hostedBy("diagnostic-call", [host], { hostRule: "named" });
    // Booked at the real clock for a call next month: its reminders were queued 40 days ago (as far as retention sees).
    const start = new Date(Date.now() + 20 * 24 * HOUR);
    start.setUTCHours(9, 0, 0, 0);
    const slots = await offeredSlots(type, new Date());
    const free = slots.find((s) => s.start >= start.getTime())!;
    const booked = await bookCall({
      callType: type,
      start: new Date(free.start),
      details: visitor("kept"),
      origin: origin("kept-key-0000000"),
    });
    if (booked.kind !== "booked") throw new Error("not booked");
    const old = new Date(Date.now() - 40 * 24 * HOUR);
    await db().update(emailOutbox).set({ createdAt: old }).where(eq(emailOutbox.leadId, booked.booking.leadId));
    await runRetention({ force: true });
    const left = await db()
      .select({ subject: emailOutbox.subject, status: emailOutbox.status, reminderOf: emailOutbox.reminderOf })
      .from(emailOutbox)
      .where(eq(emailOutbox.leadId, booked.booking.leadId));
    // The confirmations (never sent here, queued 40 days ago) were emptied and given up; the two reminders wait, whole.
    const reminders = left.filter((r) => r.reminderOf === booked.booking.id);
    expect(reminders.map((r) => [r.status, r.subject.startsWith("Reminder: ")])).toEqual([
      ["pending", true],
      ["pending", true],
    ]);
    expect(left.filter((r) => r.reminderOf === null).map((r) => [r.status, r.subject])).toEqual([
      ["dead", ""],
      ["dead", ""],
    ]);
  });
});

describe("moving a call to the time it has", () => {
  it("changes nothing and sends nothing", async () => {
    const host = await addHost("Mpho");
    const type = await hostedBy("business-growth-call", [host], { hostRule: "named" });
    const booked = await bookCall({
      callType: type,
      start: WED_0900,
      details: visitor("same"),
      origin: origin("same-key-0000000"),
      now: NOW,
    });
    if (booked.kind !== "booked") throw new Error("not booked");
    const before = await db()
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(eq(emailOutbox.leadId, booked.booking.leadId));
    const result = await rescheduleBooking(booked.booking, type, WED_0900, { now: NOW });
    expect(result).toMatchObject({ kind: "done", booking: { sequence: 0 } });
    const after = await db()
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(eq(emailOutbox.leadId, booked.booking.leadId));
    expect(after).toHaveLength(before.length);
  });
});
