import { describe, expect, it } from "vitest";
import type { BusinessTime } from "~/content/lead-follow-up";
import { BUSINESS_HOURS } from "~/content/lead-follow-up";
import type { LeadType } from "~/db/schema";
import {
  addBusinessTime,
  isBusinessDay,
  isPublicHoliday,
  publicHolidays,
  replyDueAt,
  type BusinessCalendar,
} from "~/lib/leads/business-hours";
import { endOfZonedDay, startOfZonedDay, zonedDay } from "~/lib/time/zoned-time";

const iso = (date: Date | null) => date?.toISOString() ?? null;
const at = (value: string) => new Date(value);

describe("replyDueAt", () => {
  it.each<[string, LeadType, string, string | null]>([
    ["Friday 16:30 contact → Monday 16:30", "contact", "2026-05-08T16:30:00+02:00", "2026-05-11T16:30:00+02:00"],
    [
      "Friday 16:30 marketplace → Tuesday 16:30",
      "marketplace",
      "2026-05-08T16:30:00+02:00",
      "2026-05-12T16:30:00+02:00",
    ],
    ["ready-to-talk mid-morning → next day", "ready-to-talk", "2026-05-11T10:00:00+02:00", "2026-05-12T10:00:00+02:00"],
    ["before opening → counts from 08:00", "contact", "2026-05-11T06:00:00+02:00", "2026-05-11T17:00:00+02:00"],
    ["exactly at 08:00 → same day's closing", "contact", "2026-05-11T08:00:00+02:00", "2026-05-11T17:00:00+02:00"],
    ["exactly at 17:00 → next day's closing", "contact", "2026-05-11T17:00:00+02:00", "2026-05-12T17:00:00+02:00"],
    ["after closing → next day's closing", "contact", "2026-05-11T19:00:00+02:00", "2026-05-12T17:00:00+02:00"],
    ["Saturday → Monday's closing", "contact", "2026-05-09T11:00:00+02:00", "2026-05-11T17:00:00+02:00"],
    ["Sunday → Monday's closing", "contact", "2026-05-10T23:59:00+02:00", "2026-05-11T17:00:00+02:00"],
    [
      "Saturday marketplace → Tuesday's closing",
      "marketplace",
      "2026-05-09T11:00:00+02:00",
      "2026-05-12T17:00:00+02:00",
    ],
    [
      "on a holiday (Day of Reconciliation) → Thursday",
      "contact",
      "2026-12-16T10:00:00+02:00",
      "2026-12-17T17:00:00+02:00",
    ],
    [
      "Good Friday: weekend and Family Day skipped",
      "contact",
      "2027-03-26T10:00:00+02:00",
      "2027-03-30T17:00:00+02:00",
    ],
    [
      "New Year's Eve 15:00: 1 Jan and weekend skipped",
      "contact",
      "2026-12-31T15:00:00+02:00",
      "2027-01-04T15:00:00+02:00",
    ],
    [
      "Christmas Eve 2026: Christmas Friday, weekend",
      "contact",
      "2026-12-24T12:00:00+02:00",
      "2026-12-28T12:00:00+02:00",
    ],
    [
      "Christmas Eve 2027: Goodwill on Sunday → Monday off",
      "contact",
      "2027-12-24T12:00:00+02:00",
      "2027-12-28T12:00:00+02:00",
    ],
    [
      "Sunday rule: Women's Day 2026 → Monday 10 Aug off",
      "contact",
      "2026-08-07T12:00:00+02:00",
      "2026-08-11T12:00:00+02:00",
    ],
    [
      "Sunday rule: Youth Day 2030 → Monday 17 Jun off",
      "contact",
      "2030-06-14T12:00:00+02:00",
      "2030-06-18T12:00:00+02:00",
    ],
    [
      "Sunday rule: Human Rights Day 2027 → Monday 22 Mar off",
      "contact",
      "2027-03-19T10:00:00+02:00",
      "2027-03-23T10:00:00+02:00",
    ],
    ["newsletter → no promise", "newsletter", "2026-05-11T10:00:00+02:00", null],
  ])("%s", (_, type, receivedAt, due) => {
    expect(iso(replyDueAt(type, at(receivedAt)))).toBe(due && iso(at(due)));
  });
});

describe("addBusinessTime", () => {
  const withDeclared = { ...BUSINESS_HOURS, declaredHolidays: ["2026-05-27"] };
  // London keeps GMT until 29 March 2026, then BST: proves the offset comes from the zone, not +02:00.
  const london = { ...BUSINESS_HOURS, timeZone: "Europe/London" };

  it.each<[string, BusinessTime, string, string, BusinessCalendar]>([
    [
      "holiday arrival starts at next opening",
      { businessHours: 1 },
      "2026-12-16T10:00:00+02:00",
      "2026-12-17T09:00:00+02:00",
      BUSINESS_HOURS,
    ],
    [
      "24 business hours within a week",
      { businessHours: 24 },
      "2026-05-11T10:00:00+02:00",
      "2026-05-13T16:00:00+02:00",
      BUSINESS_HOURS,
    ],
    [
      "24 business hours over a weekend",
      { businessHours: 24 },
      "2026-05-14T14:00:00+02:00",
      "2026-05-19T11:00:00+02:00",
      BUSINESS_HOURS,
    ],
    [
      "a declared holiday is skipped",
      { businessDays: 1 },
      "2026-05-26T12:00:00+02:00",
      "2026-05-28T12:00:00+02:00",
      withDeclared,
    ],
    [
      "without it, the same day is counted",
      { businessDays: 1 },
      "2026-05-26T12:00:00+02:00",
      "2026-05-27T12:00:00+02:00",
      BUSINESS_HOURS,
    ],
    [
      "zero span outside hours → next opening",
      { businessHours: 0 },
      "2026-05-09T11:00:00+02:00",
      "2026-05-11T08:00:00+02:00",
      BUSINESS_HOURS,
    ],
    [
      "another zone's clock, across its DST change",
      { businessDays: 1 },
      "2026-03-27T18:30:00+02:00",
      "2026-03-30T17:30:00+02:00",
      london,
    ],
  ])("%s", (_, span, start, due, calendar) => {
    expect(iso(addBusinessTime(at(start), span, calendar))).toBe(iso(at(due)));
  });
});

describe("public holidays", () => {
  it("lists 2026's exactly: the Act's twelve and Women's Day's Monday", () => {
    expect(publicHolidays(2026)).toEqual([
      { day: "2026-01-01", name: "New Year's Day" },
      { day: "2026-03-21", name: "Human Rights Day" },
      { day: "2026-04-03", name: "Good Friday" },
      { day: "2026-04-06", name: "Family Day" },
      { day: "2026-04-27", name: "Freedom Day" },
      { day: "2026-05-01", name: "Workers' Day" },
      { day: "2026-06-16", name: "Youth Day" },
      { day: "2026-08-09", name: "National Women's Day" },
      { day: "2026-08-10", name: "Public holiday (National Women's Day on a Sunday)" },
      { day: "2026-09-24", name: "Heritage Day" },
      { day: "2026-12-16", name: "Day of Reconciliation" },
      { day: "2026-12-25", name: "Christmas Day" },
      { day: "2026-12-26", name: "Day of Goodwill" },
    ]);
  });

  it.each<[string, boolean]>([
    ["2027-03-22", true], // Human Rights Day on Sunday 21 March
    ["2027-03-26", true], // Good Friday
    ["2027-03-29", true], // Family Day
    ["2027-03-28", false], // Easter Sunday is not one
    ["2028-04-14", true], // Good Friday
    ["2028-04-17", true], // Family Day
    ["2028-09-25", true], // Heritage Day on Sunday 24 September
    ["2029-03-30", true], // Good Friday
    ["2029-04-02", true], // Family Day
    ["2029-12-17", true], // Day of Reconciliation on Sunday 16 December
    ["2030-04-19", true], // Good Friday
    ["2030-04-22", true], // Family Day
    ["2030-06-17", true], // Youth Day on Sunday 16 June
    ["2027-12-27", true], // Day of Goodwill on Sunday 26 December
    ["2033-12-26", true], // Christmas on a Sunday: the Monday is Day of Goodwill already…
    ["2033-12-27", false], // …so the Tuesday is not a holiday
    ["2026-05-27", false], // not declared in the settings
  ])("isPublicHoliday(%s) is %s", (day, expected) => {
    expect(isPublicHoliday(day)).toBe(expected);
  });

  it.each<[string, boolean]>([
    ["2026-05-11", true], // Monday
    ["2026-05-09", false], // Saturday
    ["2026-05-10", false], // Sunday
    ["2026-12-16", false], // Wednesday, Day of Reconciliation
    ["2026-08-10", false], // Monday after Women's Day
  ])("isBusinessDay(%s) is %s", (day, expected) => {
    expect(isBusinessDay(day)).toBe(expected);
  });

  it("counts a declared holiday from the calendar", () => {
    const calendar = { ...BUSINESS_HOURS, declaredHolidays: ["2026-05-27"] };
    expect(isBusinessDay("2026-05-27", calendar)).toBe(false);
    expect(isPublicHoliday("2026-05-27", calendar)).toBe(true);
    expect(publicHolidays(2026, calendar)).toContainEqual({ day: "2026-05-27", name: "Declared public holiday" });
  });
});

describe("Johannesburg calendar days", () => {
  it("22:30 UTC is already the next day in Johannesburg", () => {
    expect(at("2026-05-11T00:30:00+02:00").toISOString()).toBe("2026-05-10T22:30:00.000Z");
  });

  it.each<[string, string, string]>([
    ["2026-05-11T00:30:00+02:00", "2026-05-11", "2026-05-12T00:00:00+02:00"],
    ["2026-05-10T23:59:59+02:00", "2026-05-10", "2026-05-11T00:00:00+02:00"],
    ["2026-05-11T00:00:00+02:00", "2026-05-11", "2026-05-12T00:00:00+02:00"],
    ["2026-12-31T23:30:00+02:00", "2026-12-31", "2027-01-01T00:00:00+02:00"],
  ])("%s is on %s, which ends at %s", (instant, day, end) => {
    expect(zonedDay(at(instant))).toBe(day);
    expect(iso(endOfZonedDay(at(instant)))).toBe(iso(at(end)));
  });

  it("starts a day at Johannesburg midnight", () => {
    expect(iso(startOfZonedDay("2026-05-11"))).toBe(iso(at("2026-05-11T00:00:00+02:00")));
  });
});
