import { describe, expect, it } from "vitest";
import {
  endOfZonedDay,
  isoWeekday,
  nextDay,
  startOfZonedDay,
  zonedDateTime,
  zonedDay,
  zonedInstant,
} from "~/lib/time/zoned-time";

const iso = (date: Date) => date.toISOString();

describe("days and times in a time zone", () => {
  it("reads the firm's clocks by default (Johannesburg, UTC+2 all year)", () => {
    expect(iso(zonedInstant("2026-05-11", "08:00"))).toBe("2026-05-11T06:00:00.000Z");
    expect(zonedDateTime(new Date("2026-05-10T22:30:00Z"))).toBe("2026-05-11 00:30:00");
    expect(zonedDay(new Date("2026-05-10T22:30:00Z"))).toBe("2026-05-11");
  });

  it("follows daylight saving in a zone that has it, on both sides of the change", () => {
    expect(iso(zonedInstant("2026-01-15", "09:00", "Europe/London"))).toBe("2026-01-15T09:00:00.000Z");
    expect(iso(zonedInstant("2026-07-01", "09:00", "Europe/London"))).toBe("2026-07-01T08:00:00.000Z");
    // 29 March 2026: the clocks go forward at 01:00, so that day has 23 hours in London.
    expect(iso(startOfZonedDay("2026-03-29", "Europe/London"))).toBe("2026-03-29T00:00:00.000Z");
    expect(iso(endOfZonedDay(new Date("2026-03-29T12:00:00Z"), "Europe/London"))).toBe("2026-03-29T23:00:00.000Z");
  });

  it("counts calendar days across months and years", () => {
    expect(nextDay("2026-02-28")).toBe("2026-03-01");
    expect(nextDay("2028-02-28")).toBe("2028-02-29");
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
    expect(isoWeekday("2026-12-07")).toBe(1);
    expect(isoWeekday("2026-12-13")).toBe(7);
  });
});
