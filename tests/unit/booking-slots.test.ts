import { describe, expect, it } from "vitest";
import type { WeeklyHours } from "~/db/schema";
import {
  availableSlots,
  blockedRange,
  nearestSlots,
  slotsByDay,
  wallTime,
  type HostAvailability,
  type Slot,
  type SlotRules,
} from "~/lib/booking/slots";

// The expectations are written with the literal +02:00 of South Africa Standard Time, independent of the
// module's own zone arithmetic.
const sast = (dayTime: string) => new Date(`${dayTime.replace(" ", "T")}:00+02:00`).getTime();

const RULES: SlotRules = {
  lengthMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeMinutes: 120,
  windowDays: 30,
  slotStepMinutes: 30,
};
const NINE_TO_FIVE: [string, string][] = [["09:00", "17:00"]];
const WEEKDAYS: WeeklyHours = {
  "1": NINE_TO_FIVE,
  "2": NINE_TO_FIVE,
  "3": NINE_TO_FIVE,
  "4": NINE_TO_FIVE,
  "5": NINE_TO_FIVE,
};

function host(hostId: string, more: Partial<HostAvailability> = {}): HostAvailability {
  return { hostId, weeklyHours: WEEKDAYS, overrides: new Map(), busy: [], ...more };
}

/** A busy range from two SAST "YYYY-MM-DD HH:MM"s. */
const busy = (from: string, to: string) => ({ start: sast(from), end: sast(to) });

/** The "HH:MM" starts offered on a SAST day. */
function times(slots: readonly Slot[], day: string): string[] {
  return (slotsByDay(slots).get(day) ?? []).map((slot) => wallTime(slot.start, "Africa/Johannesburg").time);
}

const HALF_HOURS_9_TO_5 = Array.from({ length: 16 }, (_, i) => {
  const minutes = 9 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
});

describe("days: public holidays and overrides", () => {
  // Monday 22 March 2027, 07:00: Human Rights Day (21 March) is a Sunday, so this Monday is a holiday too.
  const now = new Date(sast("2027-03-22 07:00"));

  it("closes South African public holidays, Easter's and the Sunday rule's included", () => {
    const days = [...slotsByDay(availableSlots(RULES, [host("a")], now)).keys()];
    expect(days.slice(0, 7)).toEqual([
      "2027-03-23",
      "2027-03-24",
      "2027-03-25",
      // 2027-03-26 Good Friday, 27–28 the weekend, 2027-03-29 Family Day
      "2027-03-30",
      "2027-03-31",
      "2027-04-01",
      "2027-04-02",
    ]);
    expect(days).not.toContain("2027-03-22");
    expect(days).not.toContain("2027-03-26");
    expect(days).not.toContain("2027-03-29");
    expect(days).not.toContain("2027-04-27"); // Freedom Day, a Tuesday
  });

  it("closes the Monday after National Women's Day on a Sunday (9 August 2026)", () => {
    const days = slotsByDay(availableSlots(RULES, [host("a")], new Date(sast("2026-08-06 07:00"))));
    expect(days.has("2026-08-07")).toBe(true); // Friday
    expect(days.has("2026-08-10")).toBe(false); // Monday, the holiday moved from Sunday
    expect(times(availableSlots(RULES, [host("a")], new Date(sast("2026-08-06 07:00"))), "2026-08-11")).toEqual(
      HALF_HOURS_9_TO_5,
    );
  });

  it("opens a holiday or a weekend when an override says so", () => {
    const overrides = new Map([
      ["2027-03-26", [["10:00", "12:00"]] as const],
      ["2027-03-27", [["08:00", "09:00"]] as const],
    ]);
    const slots = availableSlots(RULES, [host("a", { overrides })], now);
    expect(times(slots, "2027-03-26")).toEqual(["10:00", "10:30", "11:00", "11:30"]);
    expect(times(slots, "2027-03-27")).toEqual(["08:00", "08:30"]);
    expect(times(slots, "2027-03-29")).toEqual([]); // no override: still Family Day
  });

  it("offers nothing on a day off and the override's hours on a changed day", () => {
    const overrides = new Map<string, readonly (readonly [string, string])[]>([
      ["2026-05-12", []],
      ["2026-05-13", [["13:00", "15:00"]]],
      [
        "2026-05-14",
        [
          ["08:00", "09:00"],
          ["16:00", "18:00"],
        ],
      ],
    ]);
    const slots = availableSlots(RULES, [host("a", { overrides })], new Date(sast("2026-05-11 07:00")));
    expect(times(slots, "2026-05-11")).toEqual(HALF_HOURS_9_TO_5);
    expect(times(slots, "2026-05-12")).toEqual([]);
    expect(times(slots, "2026-05-13")).toEqual(["13:00", "13:30", "14:00", "14:30"]);
    expect(times(slots, "2026-05-14")).toEqual(["08:00", "08:30", "16:00", "16:30", "17:00", "17:30"]);
    expect(times(slots, "2026-05-15")).toEqual(HALF_HOURS_9_TO_5);
  });

  it("treats a weekday missing from the weekly hours as closed and reads each weekday's own hours", () => {
    const weeklyHours: WeeklyHours = { "2": [["09:00", "10:00"]], "6": [["10:00", "11:00"]] };
    const days = slotsByDay(availableSlots(RULES, [host("a", { weeklyHours })], new Date(sast("2026-05-11 07:00"))));
    expect([...days.keys()].slice(0, 4)).toEqual(["2026-05-12", "2026-05-16", "2026-05-19", "2026-05-23"]);
    expect(days.get("2026-05-16")?.map((slot) => slot.start)).toEqual([
      sast("2026-05-16 10:00"),
      sast("2026-05-16 10:30"),
    ]);
  });
});

describe("buffers and busy times", () => {
  const now = new Date(sast("2026-05-11 06:00"));
  const day = "2026-05-11";

  it("keeps the call and its buffers clear of a booking; touching is allowed", () => {
    const rules = { ...RULES, bufferBeforeMinutes: 15, bufferAfterMinutes: 15, slotStepMinutes: 15 };
    const slots = availableSlots(rules, [host("a", { busy: [busy(`${day} 10:00`, `${day} 10:30`)] })], now);
    const offered = times(slots, day);
    // 09:15 blocks 09:00–10:00 and 10:45 blocks 10:30–11:30: both touch 10:00–10:30.
    expect(offered.slice(0, 3)).toEqual(["09:00", "09:15", "10:45"]);
    for (const time of ["09:30", "09:45", "10:00", "10:15", "10:30"]) expect(offered).not.toContain(time);
    expect(offered.at(-1)).toBe("16:30");
  });

  it("lets buffers run outside the hours: the day's first and last calls are still offered", () => {
    const rules = { ...RULES, bufferBeforeMinutes: 60, bufferAfterMinutes: 60 };
    expect(times(availableSlots(rules, [host("a")], now), day)).toEqual(HALF_HOURS_9_TO_5);
  });

  it("offers calls back to back with a booking when there are no buffers", () => {
    const slots = availableSlots(RULES, [host("a", { busy: [busy(`${day} 10:00`, `${day} 10:30`)] })], now);
    const offered = times(slots, day);
    expect(offered).toContain("09:30");
    expect(offered).toContain("10:30");
    expect(offered).not.toContain("10:00");
    expect(offered).toHaveLength(15);
  });

  it("reads busy ranges in any order and overlapping", () => {
    const ranges = [
      busy(`${day} 13:00`, `${day} 14:00`),
      busy(`${day} 11:00`, `${day} 12:30`),
      busy(`${day} 12:00`, `${day} 13:15`),
      busy(`${day} 15:00`, `${day} 15:00`), // empty: blocks nothing
      busy(`${day} 11:10`, `${day} 11:20`),
    ];
    const offered = times(availableSlots(RULES, [host("a", { busy: ranges })], now), day);
    expect(offered).toEqual(["09:00", "09:30", "10:00", "10:30", "14:00", "14:30", "15:00", "15:30", "16:00", "16:30"]);
  });

  it("blocks a busy range that covers a whole day, and one that starts inside a call", () => {
    const ranges = [busy("2026-05-11 00:00", "2026-05-12 00:00"), busy("2026-05-12 09:45", "2026-05-12 09:50")];
    const slots = availableSlots(RULES, [host("a", { busy: ranges })], now);
    expect(times(slots, "2026-05-11")).toEqual([]);
    expect(times(slots, "2026-05-12").slice(0, 2)).toEqual(["09:00", "10:00"]);
  });

  it("blockedRange is the call with its buffers, half-open", () => {
    const start = sast("2026-05-11 10:00");
    expect(blockedRange({ ...RULES, bufferBeforeMinutes: 15, bufferAfterMinutes: 10 }, start)).toEqual({
      start: sast("2026-05-11 09:45"),
      end: sast("2026-05-11 10:40"),
    });
    expect(blockedRange({ ...RULES, lengthMinutes: 45 }, start)).toEqual({ start, end: sast("2026-05-11 10:45") });
  });
});

describe("minimum notice and the booking window", () => {
  it("offers the first start at least the notice after now, and none after the window's end", () => {
    const now = new Date(sast("2026-05-11 09:10")); // Monday
    const slots = availableSlots(RULES, [host("a")], now);
    expect(slots[0].start).toBe(sast("2026-05-11 11:30"));
    // 30 days on is Wednesday 10 June 09:10: its 09:00 is in, 09:30 is not.
    expect(slots.at(-1)?.start).toBe(sast("2026-06-10 09:00"));
    expect(times(slots, "2026-06-09")).toEqual(HALF_HOURS_9_TO_5);
  });

  it("includes a start exactly at the notice's end and exactly at the window's end", () => {
    const slots = availableSlots(RULES, [host("a")], new Date(sast("2026-05-11 09:00")));
    expect(slots[0].start).toBe(sast("2026-05-11 11:00"));
    expect(slots.at(-1)?.start).toBe(sast("2026-06-10 09:00"));
  });

  it("leaves out the last day's first start a minute too early", () => {
    const slots = availableSlots(RULES, [host("a")], new Date(sast("2026-05-11 08:59")));
    expect(slots[0].start).toBe(sast("2026-05-11 11:00"));
    expect(slots.at(-1)?.start).toBe(sast("2026-06-09 16:30"));
  });

  it("follows other notice and window settings", () => {
    const rules = { ...RULES, minimumNoticeMinutes: 24 * 60, windowDays: 7 };
    const slots = availableSlots(rules, [host("a")], new Date(sast("2026-05-11 12:00")));
    expect(slots[0].start).toBe(sast("2026-05-12 12:00"));
    expect(slots.at(-1)?.start).toBe(sast("2026-05-18 12:00"));
  });

  it("starts from the firm's day when now is still the day before in UTC", () => {
    // 23:30 UTC on Sunday 10 May is 01:30 on Monday 11 May in Johannesburg: a one-day window ends 01:30 on Tuesday.
    const overrides = new Map([["2026-05-12", [["00:00", "02:00"]] as const]]);
    const slots = availableSlots(
      { ...RULES, windowDays: 1 },
      [host("a", { overrides })],
      new Date("2026-05-10T23:30:00Z"),
    );
    expect(slots[0].start).toBe(sast("2026-05-11 09:00"));
    expect(times(slots, "2026-05-12")).toEqual(["00:00", "00:30", "01:00", "01:30"]);
  });
});

describe("a call that must end inside the hours", () => {
  const now = new Date(sast("2026-05-11 06:00"));

  it("with a 30-minute step, offers a 45-minute call last at 16:00", () => {
    const offered = times(availableSlots({ ...RULES, lengthMinutes: 45 }, [host("a")], now), "2026-05-11");
    expect(offered).toEqual(HALF_HOURS_9_TO_5.slice(0, -1));
    expect(offered.at(-1)).toBe("16:00");
  });

  it("with a 15-minute step, offers a 45-minute call last at 16:15", () => {
    const rules = { ...RULES, lengthMinutes: 45, slotStepMinutes: 15 };
    const offered = times(availableSlots(rules, [host("a")], now), "2026-05-11");
    expect(offered.slice(0, 3)).toEqual(["09:00", "09:15", "09:30"]);
    expect(offered.slice(-2)).toEqual(["16:00", "16:15"]);
    expect(offered).toHaveLength(30);
  });

  it("steps from each range's own start", () => {
    const overrides = new Map([
      [
        "2026-05-11",
        [
          ["09:10", "10:00"],
          ["13:45", "14:30"],
        ] as const,
      ],
    ]);
    const offered = times(availableSlots(RULES, [host("a", { overrides })], now), "2026-05-11");
    expect(offered).toEqual(["09:10", "13:45"]);
  });
});

describe("the visitor's zone across a clock change", () => {
  const format = (start: number, timeZone: string) =>
    new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(start);
  const nine = (slots: readonly Slot[], day: string) => slotsByDay(slots).get(day)?.[0].start ?? Number.NaN;

  it("keeps slots on Johannesburg's clock: 09:00 is 07:00 UTC every day", () => {
    const slots = availableSlots({ ...RULES, windowDays: 60 }, [host("a")], new Date(sast("2027-03-01 06:00")));
    for (const day of ["2027-03-12", "2027-03-15", "2027-03-25", "2027-03-30"]) {
      expect(new Date(nine(slots, day)).toISOString()).toBe(`${day}T07:00:00.000Z`);
      expect(wallTime(nine(slots, day), "Africa/Johannesburg")).toEqual({ day, time: "09:00" });
    }
  });

  it("shows a 09:00 slot at 07:00 in London before 28 March 2027 and 08:00 after", () => {
    const slots = availableSlots(RULES, [host("a")], new Date(sast("2027-03-20 06:00")));
    expect(format(nine(slots, "2027-03-25"), "Europe/London")).toBe("07:00");
    expect(format(nine(slots, "2027-03-30"), "Europe/London")).toBe("08:00");
    expect(wallTime(nine(slots, "2027-03-25"), "Europe/London")).toEqual({ day: "2027-03-25", time: "07:00" });
    expect(wallTime(nine(slots, "2027-03-30"), "Europe/London")).toEqual({ day: "2027-03-30", time: "08:00" });
  });

  it("shows it at 02:00 in New York before 14 March 2027 and 03:00 after", () => {
    const slots = availableSlots(RULES, [host("a")], new Date(sast("2027-03-08 06:00")));
    expect(format(nine(slots, "2027-03-12"), "America/New_York")).toBe("02:00");
    expect(format(nine(slots, "2027-03-15"), "America/New_York")).toBe("03:00");
    expect(wallTime(nine(slots, "2027-03-12"), "America/New_York")).toEqual({ day: "2027-03-12", time: "02:00" });
    expect(wallTime(nine(slots, "2027-03-15"), "America/New_York")).toEqual({ day: "2027-03-15", time: "03:00" });
  });

  it("shows it at 03:00 in New York before 1 November 2026 and 02:00 after", () => {
    const slots = availableSlots(RULES, [host("a")], new Date(sast("2026-10-26 06:00")));
    expect(format(nine(slots, "2026-10-30"), "America/New_York")).toBe("03:00");
    expect(format(nine(slots, "2026-11-02"), "America/New_York")).toBe("02:00");
    expect(wallTime(nine(slots, "2026-10-30"), "America/New_York")).toEqual({ day: "2026-10-30", time: "03:00" });
    expect(wallTime(nine(slots, "2026-11-02"), "America/New_York")).toEqual({ day: "2026-11-02", time: "02:00" });
  });

  it("gives the visitor's own day when it differs from Johannesburg's", () => {
    // 07:00 UTC is 23:00 the evening before in Los Angeles on standard time, and midnight once it springs forward.
    expect(wallTime(sast("2027-03-12 09:00"), "America/Los_Angeles")).toEqual({ day: "2027-03-11", time: "23:00" });
    expect(wallTime(sast("2027-03-15 09:00"), "America/Los_Angeles")).toEqual({ day: "2027-03-15", time: "00:00" });
  });
});

describe("hosts (round robin)", () => {
  const now = new Date(sast("2026-05-11 06:00"));
  const day = "2026-05-11";
  const at = (slots: readonly Slot[], time: string) => slots.find((slot) => slot.start === sast(`${day} ${time}`));

  it("lists only the free host when the other is busy", () => {
    const slots = availableSlots(RULES, [host("a"), host("b", { busy: [busy(`${day} 10:00`, `${day} 11:00`)] })], now);
    expect(at(slots, "10:00")?.hostIds).toEqual(["a"]);
    expect(at(slots, "10:30")?.hostIds).toEqual(["a"]);
    expect(at(slots, "11:00")?.hostIds).toEqual(["a", "b"]);
  });

  it("lists every free host, in the order given, once per start", () => {
    const slots = availableSlots(RULES, [host("b"), host("a")], now);
    expect(at(slots, "09:00")?.hostIds).toEqual(["b", "a"]);
    expect(slots.filter((slot) => slot.start === sast(`${day} 09:00`))).toHaveLength(1);
    expect(new Set(slots.map((slot) => slot.start)).size).toBe(slots.length);
  });

  it("offers the union of hosts' hours and leaves out a start no host is free for", () => {
    const morning = host("a", { weeklyHours: { "1": [["09:00", "12:00"]] } });
    const afternoon = host("b", { weeklyHours: { "1": [["11:00", "13:00"]] } });
    const slots = availableSlots(RULES, [morning, afternoon], now);
    expect(times(slots, day)).toEqual(["09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "12:00", "12:30"]);
    expect(at(slots, "11:30")?.hostIds).toEqual(["a", "b"]);
    expect(at(slots, "12:00")?.hostIds).toEqual(["b"]);
  });

  it("lists a host once when its own ranges overlap", () => {
    const overlapping = host("a", {
      weeklyHours: {
        "1": [
          ["09:00", "10:00"],
          ["09:30", "11:00"],
        ],
      },
    });
    const slots = slotsByDay(availableSlots(RULES, [overlapping], now)).get(day) ?? [];
    expect(slots.map((slot) => slot.hostIds)).toEqual([["a"], ["a"], ["a"], ["a"]]);
  });

  it("takes nothing from an unavailable host", () => {
    const slots = availableSlots(RULES, [host("a", { unavailable: true }), host("b")], now);
    expect(at(slots, "09:00")?.hostIds).toEqual(["b"]);
    expect(slots.every((slot) => !slot.hostIds.includes("a"))).toBe(true);
    expect(availableSlots(RULES, [host("a", { unavailable: true })], now)).toEqual([]);
    expect(availableSlots(RULES, [], now)).toEqual([]);
  });
});

describe("slotsByDay", () => {
  it("groups by Johannesburg's day, not UTC's, and keeps days in order", () => {
    // 00:30 in Johannesburg is 22:30 the day before in UTC.
    const slots: Slot[] = [
      { start: sast("2026-05-12 00:30"), hostIds: ["a"] },
      { start: sast("2026-05-12 23:30"), hostIds: ["a"] },
      { start: sast("2026-05-11 09:00"), hostIds: ["a"] },
    ];
    const days = slotsByDay(slots);
    expect([...days.keys()]).toEqual(["2026-05-11", "2026-05-12"]);
    expect(days.get("2026-05-12")?.map((slot) => slot.start)).toEqual([
      sast("2026-05-12 00:30"),
      sast("2026-05-12 23:30"),
    ]);
    expect(slotsByDay([]).size).toBe(0);
  });
});

describe("nearestSlots", () => {
  const day = "2026-05-11";
  const slots: Slot[] = ["09:00", "09:30", "10:00", "11:00", "13:00"].map((time) => ({
    start: sast(`${day} ${time}`),
    hostIds: ["a"],
  }));
  const nearest = (wanted: string, count: number) =>
    nearestSlots(slots, sast(`${day} ${wanted}`), count).map(
      (slot) => wallTime(slot.start, "Africa/Johannesburg").time,
    );

  it("orders by distance, before or after, then earlier first", () => {
    expect(nearest("10:15", 3)).toEqual(["10:00", "09:30", "11:00"]); // 09:30 and 11:00 are both 45 minutes away
    expect(nearest("10:45", 2)).toEqual(["11:00", "10:00"]);
    expect(nearest("12:00", 2)).toEqual(["11:00", "13:00"]);
  });

  it("puts the wanted start itself first and keeps to the count", () => {
    expect(nearest("09:30", 1)).toEqual(["09:30"]);
    expect(nearest("09:30", 10)).toEqual(["09:30", "09:00", "10:00", "11:00", "13:00"]);
    expect(nearest("09:30", 0)).toEqual([]);
    expect(nearestSlots([], sast(`${day} 09:30`), 3)).toEqual([]);
  });

  it("does not reorder the list it was given", () => {
    nearest("13:00", 5);
    expect(slots.map((slot) => slot.start)).toEqual([...slots.map((slot) => slot.start)].sort((a, b) => a - b));
  });
});
