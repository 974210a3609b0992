/**
 * The booking form's rules and its picker: each field's message, the call type's own questions (required, a choice
 * from the list, the length of a written answer), the answer that routes to the contact form, the zone kept only
 * when it is one; the picker's links carrying the visitor's zone and where they came from, and times written in the
 * firm's zone and the visitor's across their clocks' changes.
 */
import { describe, expect, it } from "vitest";
import type { CallQuestion } from "~/db/schema";
import { BOOKING_ERRORS, parseBooking, questionField, type BookingValues } from "~/lib/booking/booking-form";
import { callPicker, pickerHref, readPickerQuery } from "~/lib/booking/call-picker";
import { callWhen, otherZone, zoneCity } from "~/lib/booking/call-time";

const QUESTIONS: CallQuestion[] = [
  {
    id: "turnover",
    label: "Annual turnover",
    required: true,
    options: [
      { value: "small", label: "Under R5 million", offerContactForm: true },
      { value: "mid", label: "R5 million to R20 million" },
    ],
  },
  { id: "focus", label: "What would you like to talk about?", required: false, options: null },
];

const valid: BookingValues = {
  name: "Thandi Mokoena",
  email: "Thandi@Example.co.za",
  phone: "+27 82 123 4567",
  business: "Mokoena Logistics",
  consent: true,
  start: "2027-02-03T07:00:00.000Z",
  tz: "Europe/London",
  answers: { turnover: "mid", focus: "  Pricing  " },
};

describe("parseBooking", () => {
  it("reads a valid booking: the address lowercased, the answers by their labels, the zone kept", () => {
    expect(parseBooking(valid, QUESTIONS)).toEqual({
      ok: true,
      data: {
        name: "Thandi Mokoena",
        email: "thandi@example.co.za",
        phone: "+27 82 123 4567",
        business: "Mokoena Logistics",
        start: new Date("2027-02-03T07:00:00.000Z"),
        timeZone: "Europe/London",
        questions: [
          { id: "turnover", label: "Annual turnover", answer: "R5 million to R20 million" },
          { id: "focus", label: "What would you like to talk about?", answer: "Pricing" },
        ],
      },
    });
  });

  it.each<[string, Partial<BookingValues>, string, string]>([
    ["a short name", { name: "T" }, "name", BOOKING_ERRORS.name.message],
    ["a bad address", { email: "thandi@" }, "email", BOOKING_ERRORS.email.message],
    ["a bad phone", { phone: "call me" }, "phone", BOOKING_ERRORS.phone.message],
    ["no business", { business: "" }, "business", BOOKING_ERRORS.business.message],
    ["no consent", { consent: false }, "consent", BOOKING_ERRORS.consent.message],
    ["no time", { start: "" }, "start", BOOKING_ERRORS.start.message],
    ["a time that is not an instant", { start: "tomorrow at nine" }, "start", BOOKING_ERRORS.start.message],
    [
      "a required question unanswered",
      { answers: { turnover: "" } },
      questionField("turnover"),
      BOOKING_ERRORS.answer("Annual turnover"),
    ],
    [
      "an answer not in the list",
      { answers: { turnover: "huge" } },
      questionField("turnover"),
      BOOKING_ERRORS.choice("Annual turnover"),
    ],
    [
      "a written answer too long",
      { answers: { turnover: "mid", focus: "x".repeat(501) } },
      questionField("focus"),
      BOOKING_ERRORS.tooLong("What would you like to talk about?"),
    ],
  ])("refuses %s with its message", (_, change, field, message) => {
    const result = parseBooking({ ...valid, ...change }, QUESTIONS);
    expect(result.ok).toBe(false);
    if (result.ok === false) expect(result.errors[field]).toBe(message);
  });

  it("sends a turnover below the firm's range to the contact form, whatever else is missing", () => {
    expect(parseBooking({ ...valid, name: "", answers: { turnover: "small" } }, QUESTIONS)).toEqual({
      ok: "contact-instead",
    });
  });

  it("keeps no zone that is not one", () => {
    for (const tz of ["Mars/Olympus", "<script>", ""]) {
      const result = parseBooking({ ...valid, tz }, QUESTIONS);
      expect(result.ok === true && result.data.timeZone).toBeNull();
    }
  });
});

describe("the picker", () => {
  // Monday 1 February 2027: 09:00 and 09:30 SAST; Tuesday: 09:00.
  const slots = [
    { start: Date.parse("2027-02-01T07:00:00Z"), hostIds: ["a"] },
    { start: Date.parse("2027-02-01T07:30:00Z"), hostIds: ["a"] },
    { start: Date.parse("2027-02-02T07:00:00Z"), hostIds: ["a"] },
  ];

  it("lists the days, the chosen day's times in both zones, and the chosen time, every link keeping the zone and the lead", () => {
    const query = readPickerQuery(
      new URLSearchParams("day=2027-02-01&time=09:30&tz=America/New_York&lead=hospitality&utm_source=mail&x=1"),
    );
    expect(query).toMatchObject({ tz: "America/New_York", carry: { lead: "hospitality", utm_source: "mail" } });
    const picker = callPicker(slots, query, "/book/strategy-call", 30);
    expect(picker.zone).toEqual({ id: "America/New_York", city: "New York" });
    expect(picker.days.map((d) => [d.label, d.count, d.current])).toEqual([
      ["Mon 1 Feb", 2, true],
      ["Tue 2 Feb", 1, false],
    ]);
    expect(picker.days[1].href).toBe(
      "/book/strategy-call?lead=hospitality&utm_source=mail&day=2027-02-02&tz=America%2FNew_York",
    );
    expect(picker.day?.times.map((t) => [t.label, t.visitorLabel])).toEqual([
      ["09:00", "02:00"],
      ["09:30", "02:30"],
    ]);
    expect(picker.chosen).toEqual({
      start: "2027-02-01T07:30:00.000Z",
      label: "Monday, 1 February 2027, 09:30–10:00",
      visitorLabel: "Monday, 1 February 2027, 02:30–03:00",
    });
  });

  it("says a time asked for is gone when it is no longer free", () => {
    const picker = callPicker(slots, readPickerQuery(new URLSearchParams("day=2027-02-01&time=11:00")), "/book/x", 30);
    expect([picker.chosen, picker.chosenGone]).toEqual([null, true]);
  });

  it("notes the visitor's day when it differs from the firm's", () => {
    const picker = callPicker(
      slots,
      readPickerQuery(new URLSearchParams("day=2027-02-01&tz=Pacific/Auckland")),
      "/book/x",
      30,
    );
    // 09:00 SAST on Monday is 20:00 in Auckland the same day; an early call in Los Angeles is the day before.
    expect(picker.day?.times[0].visitorLabel).toBe("20:00");
    const west = callPicker(
      slots,
      readPickerQuery(new URLSearchParams("day=2027-02-01&tz=America/Los_Angeles")),
      "/book/x",
      30,
    );
    expect(west.day?.times[0].visitorLabel).toBe("23:00 (Sun 31 Jan)");
  });

  it("ignores a zone that is the firm's or not a zone", () => {
    expect(readPickerQuery(new URLSearchParams("tz=Africa/Johannesburg")).tz).toBeNull();
    expect(readPickerQuery(new URLSearchParams("tz=Nowhere/Land")).tz).toBeNull();
    expect(pickerHref("/book/x", { day: null, time: null, tz: null, carry: {} })).toBe("/book/x");
  });
});

describe("times in two zones", () => {
  it("writes a call in SAST and, where their clocks differ, in London and New York across the changes", () => {
    const before = new Date("2027-03-26T07:00:00Z"); // Friday 09:00 SAST, London still on GMT
    const after = new Date("2027-03-29T07:00:00Z"); // Monday 09:00 SAST, London on BST
    const end = (d: Date) => new Date(d.getTime() + 30 * 60_000);
    expect(callWhen(before, end(before))).toBe("Friday, 26 March 2027, 09:00–09:30");
    expect(callWhen(before, end(before), "Europe/London")).toBe("Friday, 26 March 2027, 07:00–07:30");
    expect(callWhen(after, end(after), "Europe/London")).toBe("Monday, 29 March 2027, 08:00–08:30");
    const nyBefore = new Date("2027-03-12T07:00:00Z");
    const nyAfter = new Date("2027-03-15T07:00:00Z");
    expect(callWhen(nyBefore, end(nyBefore), "America/New_York")).toBe("Friday, 12 March 2027, 02:00–02:30");
    expect(callWhen(nyAfter, end(nyAfter), "America/New_York")).toBe("Monday, 15 March 2027, 03:00–03:30");
  });

  it("shows a second zone only where its clock differs at that moment", () => {
    expect(otherZone("Africa/Harare", new Date("2027-02-01T07:00:00Z"))).toBeNull();
    expect(otherZone("Europe/London", new Date("2027-02-01T07:00:00Z"))).toBe("Europe/London");
    expect(otherZone("Africa/Johannesburg", new Date())).toBeNull();
    expect(otherZone(null, new Date())).toBeNull();
    expect(zoneCity("America/Argentina/Buenos_Aires")).toBe("Buenos Aires");
  });
});
