/**
 * Slot generation at a busy firm's size: 10 hosts working Monday to Friday
 * 08:00–17:00, 1,000 future bookings spread among them over the next 30 days,
 * a 30-minute call with 15-minute buffers. Times availableSlots over the
 * 30-day window (it runs on every booking page view and again when a booking
 * is confirmed) and reports p50/p95/max and the number of slots. Then the
 * booking page's whole reading on a real database (the embedded one, or
 * DATABASE_URL's PostgreSQL in a database of its own): the call type's hosts,
 * their schedules, overrides and 1,000 booked calls, the free times and the
 * picker's days and times. Exit code 1 when either p95 is not under 50 ms.
 *
 *   BENCH_RUNS=200 BENCH_HOSTS=10 BENCH_BOOKINGS=1000
 *
 * npx tsx tests/bench/booking-slots.ts
 */
import { availableSlots, blockedRange, type HostAvailability, type Slot, type SlotRules } from "~/lib/booking/slots";
import { isoWeekday, nextDay, zonedDay, zonedInstant } from "~/lib/time/zoned-time";
import type { WeeklyHours } from "~/db/schema";
import { timeCalls } from "./latency";

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const HOSTS = Number(process.env.BENCH_HOSTS ?? 10);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 1_000);
const WARMUP = 20;
const TARGET_MS = 50;

const RULES: SlotRules = {
  lengthMinutes: 30,
  bufferBeforeMinutes: 15,
  bufferAfterMinutes: 15,
  minimumNoticeMinutes: 120,
  windowDays: 30,
  slotStepMinutes: 30,
};
const DAY_HOURS: [string, string][] = [["08:00", "17:00"]];
const WEEKLY: WeeklyHours = { "1": DAY_HOURS, "2": DAY_HOURS, "3": DAY_HOURS, "4": DAY_HOURS, "5": DAY_HOURS };

// A fixed Monday morning, so every run sees the same calendar (its holidays included).
const now = new Date(zonedInstant("2026-05-11", "07:00"));

/** Deterministic pseudo-random numbers (mulberry32), so runs are comparable. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const next = random(67);
const hosts: HostAvailability[] = Array.from({ length: HOSTS }, (_, i) => ({
  hostId: `host-${i + 1}`,
  weeklyHours: WEEKLY,
  overrides: new Map(),
  busy: [],
}));
// Each booking at a random half hour of a random weekday's hours in the window, blocking its call and buffers as
// stored ones do; a host may be double-booked, as an imported calendar can be.
const weekdays: string[] = [];
for (let day = zonedDay(now), i = 0; i < 30; i++, day = nextDay(day)) if (isoWeekday(day) <= 5) weekdays.push(day);
for (let i = 0; i < BOOKINGS; i++) {
  const day = weekdays[Math.floor(next() * weekdays.length)];
  const start = zonedInstant(day, "08:00").getTime() + Math.floor(next() * 18) * 30 * 60_000;
  (hosts[i % HOSTS].busy as { start: number; end: number }[]).push(blockedRange(RULES, start));
}

let slots: Slot[] = [];
const stats = await timeCalls(
  async () => {
    slots = availableSlots(RULES, hosts, now);
  },
  RUNS,
  WARMUP,
);
const pageStats = await timePageReading();
const pass = stats["p95 ms"] < TARGET_MS && pageStats.stats["p95 ms"] < TARGET_MS;
console.log(
  `\nBooking slots: ${HOSTS} hosts Mon–Fri 08:00–17:00, ${BOOKINGS.toLocaleString("en")} bookings, ` +
    `${RULES.lengthMinutes}-minute call, ${RULES.windowDays}-day window; ${RUNS} timed runs after ${WARMUP} warm-up runs; ` +
    `target p95 < ${TARGET_MS} ms`,
);
const offers = slots.reduce((sum, slot) => sum + slot.hostIds.length, 0);
console.table({
  availableSlots: {
    ...stats,
    slots: slots.length,
    "host offers": offers,
    result: stats["p95 ms"] < TARGET_MS ? "PASS" : "MISS",
  },
  [`booking page's reading (${pageStats.engine})`]: {
    ...pageStats.stats,
    slots: pageStats.slots,
    "host offers": pageStats.offers,
    result: pageStats.stats["p95 ms"] < TARGET_MS ? "PASS" : "MISS",
  },
});
if (!pass) process.exitCode = 1;

/**
 * What the booking page reads and computes on each view, on a real database holding 10 hosts of one call type and
 * 1,000 confirmed calls in the next 30 days (each host's at distinct hours, as the exclusion constraint requires).
 */
async function timePageReading() {
  const { openDatabase, setCurrentDatabase, db } = await import("~/db/client.server");
  const schema = await import("~/db/schema");
  const { seedCallTypes, callTypeBySlug } = await import("~/lib/booking/call-types.server");
  const { offeredSlots } = await import("~/lib/booking/bookings.server");
  const { callPicker, readPickerQuery } = await import("~/lib/booking/call-picker");
  const { createEmptyPostgresDatabase } = await import("../support/postgres");
  const postgres = process.env.DATABASE_URL ? await createEmptyPostgresDatabase() : null;
  const handle = await openDatabase(postgres ? { databaseUrl: postgres.url } : { inMemory: true });
  try {
    await handle.migrate();
    setCurrentDatabase(handle);
    await seedCallTypes(db());
    await db()
      .update(schema.callTypes)
      .set({ bufferBeforeMinutes: 15, bufferAfterMinutes: 15, hostRule: "round-robin" });
    const type = (await callTypeBySlug("value-mapping-call"))!;
    const start = new Date();
    const today = zonedDay(start);
    const days: string[] = [];
    for (let day = nextDay(today), i = 0; i < 30; i++, day = nextDay(day)) if (isoWeekday(day) <= 5) days.push(day);
    const pick = random(7);
    let made = 0;
    for (let h = 0; h < HOSTS; h++) {
      const id = `bench-host-${h + 1}`;
      await db()
        .insert(schema.user)
        .values({ id, name: `Host ${h + 1}`, email: `${id}@bench.test`, emailVerified: true });
      await db().insert(schema.hostSchedules).values({ userId: id, weeklyHours: WEEKLY });
      await db().insert(schema.callTypeHosts).values({ callTypeId: type.id, userId: id });
      // Every hour of the host's weekdays, shuffled; the first BOOKINGS / HOSTS are booked (a call and its buffers fill one).
      const hours = days.flatMap((day) =>
        Array.from({ length: 8 }, (_, i) => zonedInstant(day, `${String(8 + i).padStart(2, "0")}:15`)),
      );
      hours.sort(() => pick() - 0.5);
      const calls = hours.slice(0, Math.round(BOOKINGS / HOSTS));
      const leadIds = await db()
        .insert(schema.leads)
        .values(
          calls.map((_, i) => ({ kind: "booking", email: `v${h}-${i}@bench.test`, idempotencyKey: `bench-${h}-${i}` })),
        )
        .returning({ id: schema.leads.id });
      await db()
        .insert(schema.bookings)
        .values(
          calls.map((at, i) => ({
            leadId: leadIds[i].id,
            callTypeId: type.id,
            hostId: id,
            startsAt: at,
            endsAt: new Date(at.getTime() + 30 * 60_000),
            blockedFrom: new Date(at.getTime() - 15 * 60_000),
            blockedUntil: new Date(at.getTime() + 45 * 60_000),
            icalUid: `bench-${h}-${i}@bench.test`,
            viewToken: `bench-view-${h}-${i}-000000`,
            rescheduleToken: `bench-move-${h}-${i}-000000`,
            cancelToken: `bench-cancel-${h}-${i}-00000`,
          })),
        );
      made += calls.length;
    }
    if (made !== BOOKINGS) throw new Error(`made ${made} bookings, not ${BOOKINGS}`);
    const query = readPickerQuery(new URLSearchParams(`day=${days[3]}&tz=Europe/London`));
    let found: Slot[] = [];
    const stats = await timeCalls(
      async () => {
        found = await offeredSlots(type, new Date());
        callPicker(found, query, "/book/value-mapping-call", type.lengthMinutes);
      },
      RUNS,
      WARMUP,
    );
    return {
      engine: postgres ? "PostgreSQL" : "PGlite",
      stats,
      slots: found.length,
      offers: found.reduce((sum, slot) => sum + slot.hostIds.length, 0),
    };
  } finally {
    setCurrentDatabase(undefined);
    await handle.close();
    await postgres?.drop();
  }
}
