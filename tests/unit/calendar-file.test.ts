/**
 * The calendar files of booked calls (ADR 067): the invitation and its cancellation read back by a real parser
 * (ical.js's), line endings and folding checked on the raw text, the host's feed; and the busy times of a host's own
 * calendar: recurrences with their exceptions, zones from a VTIMEZONE block or an IANA name, all-day events, free and
 * cancelled events skipped, and text that is not a calendar, or a rule that never ends, refused.
 */
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import {
  CALENDAR_PRODID,
  MAX_OCCURRENCES,
  busyTimes,
  callFeed,
  callInvitation,
  type CallEvent,
} from "~/lib/booking/calendar-file.server";

const CALL: CallEvent = {
  uid: "6f1c2b9e-5d7a-4c1e-9a3b-2f8e4d6c1a70@kestreladvisory.co.za",
  sequence: 3,
  start: new Date("2027-01-05T09:00:00Z"),
  end: new Date("2027-01-05T09:30:00Z"),
  summary: "Discovery call with Kestrel Advisory",
  description:
    "Discovery call with Naledi Dlamini (Kestrel Advisory).\nReschedule: https://kestreladvisory.co.za/bookings/abc/reschedule?token=0123456789abcdef0123456789abcdef\nCancel: the link in your email; commas, semicolons; and “quotes” — é ü 🎉",
  location: "Video: https://meet.example.com/kestrel-discovery",
  organizer: { name: "Naledi Dlamini", email: "naledi@kestreladvisory.co.za" },
  attendees: [{ name: "Thandi Mokoena, CEO", email: "thandi@example.co.za" }],
  url: "https://kestreladvisory.co.za/bookings/abc",
  stamp: new Date("2026-12-20T08:15:00Z"),
};

/** The one VEVENT of a file, parsed by ical.js, with its calendar. */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent");
  return { calendar, events, event: events[0] };
}

function utcInstant(event: InstanceType<typeof ICAL.Component>, name: string): Date {
  const time = event.getFirstPropertyValue(name) as InstanceType<typeof ICAL.Time>;
  expect(time.zone).toBe(ICAL.Timezone.utcTimezone);
  return time.toJSDate();
}

/** Every line of the raw text: ends in CRLF and is at most 75 octets. */
function expectWellFormedLines(text: string) {
  expect(text.endsWith("\r\n")).toBe(true);
  expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
  for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
}

describe("callInvitation", () => {
  const request = callInvitation(CALL, "REQUEST");
  const cancel = callInvitation({ ...CALL, sequence: 4 }, "CANCEL");

  it("writes an invitation a parser reads back exactly", () => {
    const { calendar, events, event } = parsed(request);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(calendar.getFirstPropertyValue("prodid")).toBe("-//Kestrel Advisory//Bookings//EN");
    expect(CALENDAR_PRODID).toBe("-//Kestrel Advisory//Bookings//EN");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(events).toHaveLength(1);
    expect(event.getFirstPropertyValue("uid")).toBe(CALL.uid);
    expect(event.getFirstPropertyValue("sequence")).toBe(3);
    expect(event.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(utcInstant(event, "dtstart")).toEqual(CALL.start);
    expect(utcInstant(event, "dtend")).toEqual(CALL.end);
    expect(utcInstant(event, "dtstamp")).toEqual(CALL.stamp);
    expect(event.getFirstPropertyValue("summary")).toBe(CALL.summary);
    expect(event.getFirstPropertyValue("description")).toBe(CALL.description);
    expect(event.getFirstPropertyValue("location")).toBe(CALL.location);
    expect(event.getFirstPropertyValue("url")).toBe(CALL.url);

    const organizer = event.getFirstProperty("organizer")!;
    expect(organizer.getFirstValue()).toBe("mailto:naledi@kestreladvisory.co.za");
    expect(organizer.getParameter("cn")).toBe("Naledi Dlamini");
    const attendees = event.getAllProperties("attendee");
    expect(attendees).toHaveLength(1);
    expect(attendees[0].getFirstValue()).toBe("mailto:thandi@example.co.za");
    expect(attendees[0].getParameter("cn")).toBe("Thandi Mokoena, CEO");
    expect(attendees[0].getParameter("partstat")).toBe("ACCEPTED");
  });

  it("writes times in UTC, CRLF line endings and lines folded at 75 octets", () => {
    expect(request).toMatch(/\r\nDTSTART:20270105T090000Z\r\n/);
    expect(request).toMatch(/\r\nDTEND:20270105T093000Z\r\n/);
    expect(request.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(request.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expectWellFormedLines(request);
    expectWellFormedLines(cancel);
    // The description was long enough to be folded, and a fold never splits a character.
    expect(request).toMatch(/\r\n [^\r\n]/);
    expect(request.split("\r\n").some((line) => line.startsWith("DESCRIPTION:"))).toBe(true);
  });

  it("cancels the same event: same UID, the SEQUENCE given, STATUS:CANCELLED", () => {
    const { calendar, event } = parsed(cancel);
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(event.getFirstPropertyValue("uid")).toBe(parsed(request).event.getFirstPropertyValue("uid"));
    expect(event.getFirstPropertyValue("sequence")).toBe(4);
    expect(event.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(utcInstant(event, "dtstart")).toEqual(CALL.start);
    expect(utcInstant(event, "dtend")).toEqual(CALL.end);
    expect(event.getFirstProperty("organizer")!.getFirstValue()).toBe("mailto:naledi@kestreladvisory.co.za");
    expect(event.getFirstProperty("attendee")!.getFirstValue()).toBe("mailto:thandi@example.co.za");
  });

  it("keeps line breaks and control characters in what it is given from starting lines of their own", () => {
    const text = callInvitation(
      {
        ...CALL,
        summary: "Call\rATTENDEE:mailto:summary@example.com",
        description: "One\r\nTwo\u0000\u0007",
        attendees: [{ name: "Eve\r\nX-A:1", email: "eve@example.com\r\nATTENDEE:mailto:email@example.com" }],
        url: "https://kestreladvisory.co.za/b\r\nATTENDEE:mailto:url@example.com",
      },
      "REQUEST",
    );
    expectWellFormedLines(text);
    const { event } = parsed(text);
    expect(event.getAllProperties("attendee")).toHaveLength(1);
    expect(event.getFirstProperty("attendee")!.getParameter("cn")).toBe("Eve X-A:1");
    expect(event.getFirstPropertyValue("summary")).toBe("Call\nATTENDEE:mailto:summary@example.com");
    expect(event.getFirstPropertyValue("description")).toBe("One\nTwo");
    expect(text.split("\r\n").filter((line) => /^(ATTENDEE|X-A)/.test(line))).toHaveLength(1);
  });

  it("leaves the URL out when the call has none", () => {
    const { event } = parsed(callInvitation({ ...CALL, url: undefined }, "REQUEST"));
    expect(event.hasProperty("url")).toBe(false);
  });
});

describe("callFeed", () => {
  it("publishes the host's calls under the feed's name, with no attendees", () => {
    const second = {
      ...CALL,
      uid: "second@kestreladvisory.co.za",
      start: new Date("2027-01-06T12:00:00Z"),
      end: new Date("2027-01-06T13:00:00Z"),
    };
    const text = callFeed("Kestrel Advisory calls: Naledi", [CALL, second]);
    expectWellFormedLines(text);
    const { calendar, events } = parsed(text);
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Kestrel Advisory calls: Naledi");
    expect(events.map((event) => event.getFirstPropertyValue("uid"))).toEqual([CALL.uid, second.uid]);
    expect(events.map((event) => utcInstant(event, "dtstart"))).toEqual([CALL.start, second.start]);
    expect(events.every((event) => !event.hasProperty("attendee"))).toBe(true);
    expect(events[0].getFirstPropertyValue("status")).toBe("CONFIRMED");
  });

  it("is a valid empty calendar with no calls", () => {
    const { calendar, events } = parsed(callFeed("Calls", []));
    expect(calendar.name).toBe("vcalendar");
    expect(events).toHaveLength(0);
  });
});

/** A calendar file around `body`, CRLF-ended as exported. */
function ics(...lines: string[]): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
    ...lines,
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

function vevent(...lines: string[]): string[] {
  return ["BEGIN:VEVENT", "DTSTAMP:20261201T000000Z", ...lines, "END:VEVENT"];
}

/** The busy times as ISO pairs, for readable expectations. */
function busy(text: string, from: string, to: string): [string, string][] {
  return busyTimes(text, new Date(from), new Date(to)).map((range) => [
    range.start.toISOString(),
    range.end.toISOString(),
  ]);
}

const LONDON = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/London",
  "X-LIC-LOCATION:Europe/London",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0000",
  "TZOFFSETTO:+0100",
  "TZNAME:BST",
  "DTSTART:19700329T010000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0000",
  "TZNAME:GMT",
  "DTSTART:19701025T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

describe("busyTimes", () => {
  it("expands a weekly rule, less its EXDATE, with an overridden occurrence moved", () => {
    const text = ics(
      ...vevent(
        "UID:weekly@example.com",
        "SUMMARY:Weekly review",
        "DTSTART;TZID=Africa/Johannesburg:20270105T090000",
        "DTEND;TZID=Africa/Johannesburg:20270105T100000",
        "RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20270202T235959Z",
        "EXDATE;TZID=Africa/Johannesburg:20270112T090000",
      ),
      ...vevent(
        "UID:weekly@example.com",
        "SUMMARY:Weekly review (moved)",
        "RECURRENCE-ID;TZID=Africa/Johannesburg:20270119T090000",
        "DTSTART;TZID=Africa/Johannesburg:20270120T140000",
        "DTEND;TZID=Africa/Johannesburg:20270120T150000",
        "SEQUENCE:1",
      ),
    );
    expect(busy(text, "2027-01-01T00:00:00Z", "2027-03-01T00:00:00Z")).toEqual([
      ["2027-01-05T07:00:00.000Z", "2027-01-05T08:00:00.000Z"],
      ["2027-01-20T12:00:00.000Z", "2027-01-20T13:00:00.000Z"],
      ["2027-01-26T07:00:00.000Z", "2027-01-26T08:00:00.000Z"],
      ["2027-02-02T07:00:00.000Z", "2027-02-02T08:00:00.000Z"],
    ]);
    // Only what overlaps the window.
    expect(busy(text, "2027-01-20T12:30:00Z", "2027-01-27T00:00:00Z")).toEqual([
      ["2027-01-20T12:00:00.000Z", "2027-01-20T13:00:00.000Z"],
      ["2027-01-26T07:00:00.000Z", "2027-01-26T08:00:00.000Z"],
    ]);
  });

  it("drops an occurrence whose override is cancelled, and reads an override without its series", () => {
    const text = ics(
      ...vevent("UID:daily@example.com", "DTSTART:20270104T060000Z", "DURATION:PT30M", "RRULE:FREQ=DAILY;COUNT=3"),
      ...vevent(
        "UID:daily@example.com",
        "RECURRENCE-ID:20270105T060000Z",
        "DTSTART:20270105T060000Z",
        "DTEND:20270105T063000Z",
        "STATUS:CANCELLED",
      ),
      // One instance of someone else's series the host was invited to: Google exports it alone.
      ...vevent(
        "UID:theirs@example.com",
        "RECURRENCE-ID:20270301T100000Z",
        "DTSTART:20270108T100000Z",
        "DTEND:20270108T110000Z",
      ),
    );
    expect(busy(text, "2027-01-01T00:00:00Z", "2027-02-01T00:00:00Z")).toEqual([
      ["2027-01-04T06:00:00.000Z", "2027-01-04T06:30:00.000Z"],
      ["2027-01-06T06:00:00.000Z", "2027-01-06T06:30:00.000Z"],
      ["2027-01-08T10:00:00.000Z", "2027-01-08T11:00:00.000Z"],
    ]);
  });

  it("honours a VTIMEZONE across the March 2027 clock change", () => {
    const text = ics(
      "X-WR-TIMEZONE:Europe/London",
      ...LONDON,
      ...vevent(
        "UID:london@example.com",
        "SUMMARY:London stand-up",
        "DTSTART;TZID=Europe/London:20270326T090000",
        "DTEND;TZID=Europe/London:20270326T093000",
        "RRULE:FREQ=DAILY;COUNT=4",
      ),
    );
    // 28 March 2027 is the last Sunday of March: 09:00 in London is 09:00 UTC before it, 08:00 UTC from it.
    expect(busy(text, "2027-03-01T00:00:00Z", "2027-04-01T00:00:00Z")).toEqual([
      ["2027-03-26T09:00:00.000Z", "2027-03-26T09:30:00.000Z"],
      ["2027-03-27T09:00:00.000Z", "2027-03-27T09:30:00.000Z"],
      ["2027-03-28T08:00:00.000Z", "2027-03-28T08:30:00.000Z"],
      ["2027-03-29T08:00:00.000Z", "2027-03-29T08:30:00.000Z"],
    ]);
  });

  it("reads a zone the file defines under a name that is not IANA's (as Outlook writes them)", () => {
    const outlook = LONDON.map((line) => (line.startsWith("TZID:") ? "TZID:GMT Standard Time" : line)).filter(
      (line) => !line.startsWith("X-LIC-LOCATION"),
    );
    const text = ics(
      ...outlook,
      ...vevent(
        "UID:outlook@example.com",
        'DTSTART;TZID="GMT Standard Time":20270329T140000',
        'DTEND;TZID="GMT Standard Time":20270329T150000',
      ),
    );
    expect(busy(text, "2027-03-01T00:00:00Z", "2027-04-01T00:00:00Z")).toEqual([
      ["2027-03-29T13:00:00.000Z", "2027-03-29T14:00:00.000Z"],
    ]);
  });

  it("reads an IANA TZID the file does not define on that zone's clocks, and floating times on the firm's", () => {
    const text = ics(
      ...vevent(
        "UID:ny@example.com",
        "DTSTART;TZID=America/New_York:20270315T090000",
        "DTEND;TZID=America/New_York:20270315T100000",
      ),
      ...vevent("UID:floating@example.com", "DTSTART:20270316T090000", "DTEND:20270316T100000"),
    );
    expect(busy(text, "2027-03-01T00:00:00Z", "2027-04-01T00:00:00Z")).toEqual([
      // New York is on daylight time (UTC-4) from 14 March 2027.
      ["2027-03-15T13:00:00.000Z", "2027-03-15T14:00:00.000Z"],
      ["2027-03-16T07:00:00.000Z", "2027-03-16T08:00:00.000Z"],
    ]);
  });

  it("makes an all-day event busy for its whole days in the firm's zone", () => {
    const text = ics(
      ...vevent("UID:leave@example.com", "SUMMARY:Leave", "DTSTART;VALUE=DATE:20270301", "DTEND;VALUE=DATE:20270303"),
      ...vevent("UID:birthday@example.com", "DTSTART;VALUE=DATE:20270310", "RRULE:FREQ=YEARLY"),
    );
    expect(busy(text, "2027-02-01T00:00:00Z", "2028-04-01T00:00:00Z")).toEqual([
      ["2027-02-28T22:00:00.000Z", "2027-03-02T22:00:00.000Z"],
      ["2027-03-09T22:00:00.000Z", "2027-03-10T22:00:00.000Z"],
      ["2028-03-09T22:00:00.000Z", "2028-03-10T22:00:00.000Z"],
    ]);
  });

  it("skips transparent, cancelled and Outlook's free events", () => {
    const text = ics(
      ...vevent(
        "UID:wfh@example.com",
        "SUMMARY:Working from home",
        "DTSTART;VALUE=DATE:20270301",
        "TRANSP:TRANSPARENT",
      ),
      ...vevent("UID:off@example.com", "DTSTART:20270302T080000Z", "DTEND:20270302T090000Z", "STATUS:CANCELLED"),
      ...vevent(
        "UID:free@example.com",
        "DTSTART:20270303T080000Z",
        "DTEND:20270303T090000Z",
        "X-MICROSOFT-CDO-BUSYSTATUS:FREE",
      ),
      ...vevent(
        "UID:busy@example.com",
        "DTSTART:20270304T080000Z",
        "DTEND:20270304T090000Z",
        "TRANSP:OPAQUE",
        "STATUS:TENTATIVE",
      ),
    );
    expect(busy(text, "2027-03-01T00:00:00Z", "2027-04-01T00:00:00Z")).toEqual([
      ["2027-03-04T08:00:00.000Z", "2027-03-04T09:00:00.000Z"],
    ]);
  });

  it("merges overlapping and touching times", () => {
    const text = ics(
      ...vevent("UID:a@example.com", "DTSTART:20270301T080000Z", "DTEND:20270301T090000Z"),
      ...vevent("UID:b@example.com", "DTSTART:20270301T083000Z", "DTEND:20270301T100000Z"),
      ...vevent("UID:c@example.com", "DTSTART:20270301T100000Z", "DTEND:20270301T103000Z"),
      ...vevent("UID:d@example.com", "DTSTART:20270301T120000Z", "DTEND:20270301T130000Z"),
    );
    expect(busy(text, "2027-03-01T00:00:00Z", "2027-04-01T00:00:00Z")).toEqual([
      ["2027-03-01T08:00:00.000Z", "2027-03-01T10:30:00.000Z"],
      ["2027-03-01T12:00:00.000Z", "2027-03-01T13:00:00.000Z"],
    ]);
  });

  it("reads a series begun long ago quickly, with every occurrence in the window", () => {
    const text = ics(
      ...vevent(
        "UID:standup@example.com",
        "DTSTART;TZID=Africa/Johannesburg:19950102T083000",
        "DTEND;TZID=Africa/Johannesburg:19950102T084500",
        "RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR",
      ),
    );
    const started = performance.now();
    const ranges = busy(text, "2027-03-01T00:00:00Z", "2027-03-08T00:00:00Z");
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(ranges).toEqual(
      ["01", "02", "03", "04", "05"].map((day) => [`2027-03-${day}T06:30:00.000Z`, `2027-03-${day}T06:45:00.000Z`]),
    );
  });

  it("treats an event denser than MAX_OCCURRENCES as busy for the rest of the window", () => {
    const text = ics(
      ...vevent("UID:dense@example.com", "DTSTART:20270301T000000Z", "DURATION:PT1M", "RRULE:FREQ=MINUTELY;INTERVAL=2"),
    );
    const ranges = busyTimes(text, new Date("2027-03-01T00:00:00Z"), new Date("2028-03-01T00:00:00Z"));
    expect(ranges.at(-1)!.end).toEqual(new Date("2028-03-01T00:00:00Z"));
    expect(ranges.at(-1)!.start).toEqual(new Date(Date.UTC(2027, 2, 1) + MAX_OCCURRENCES * 2 * 60_000));
    expect(ranges).toHaveLength(MAX_OCCURRENCES + 1);
  });

  it("refuses a rule that never matches instead of spinning for ever", () => {
    const text = ics(
      ...vevent(
        "UID:never@example.com",
        "SUMMARY:Never",
        "DTSTART:20270101T090000Z",
        "DURATION:PT1H",
        "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30",
      ),
    );
    const started = performance.now();
    expect(() => busyTimes(text, new Date("2027-01-02T00:00:00Z"), new Date("2028-01-01T00:00:00Z"))).toThrow(
      /repeats in a way too costly to read \(“Never”\)/,
    );
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it("refuses a calendar that takes longer than its time limit to read", () => {
    // A yearly rule that can never match (the first Monday of April on the 15th to the 21st): ical.js looks for it
    // through the next 18,000 years, a tenth of a second or so each.
    const never = Array.from({ length: 40 }, (_, i) =>
      vevent(
        `UID:never-${i}@example.com`,
        "DTSTART:20270101T090000Z",
        "DURATION:PT1H",
        "RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1MO;BYMONTHDAY=15,16,17,18,19,20,21",
      ),
    ).flat();
    const started = performance.now();
    expect(() =>
      busyTimes(ics(...never), new Date("2027-01-02T00:00:00Z"), new Date("2028-01-01T00:00:00Z"), {
        timeLimitMs: 300,
      }),
    ).toThrow("The calendar takes too long to read: it has too many events.");
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("throws a clear error for text that is not a calendar", () => {
    const from = new Date("2027-01-01T00:00:00Z");
    const to = new Date("2027-02-01T00:00:00Z");
    expect(() => busyTimes("<!doctype html><html><body>Sign in</body></html>", from, to)).toThrow(
      "The text is not an iCalendar file.",
    );
    expect(() => busyTimes("", from, to)).toThrow(/not an iCalendar file/);
    expect(() => busyTimes("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Thandi\r\nEND:VCARD\r\n", from, to)).toThrow(
      "The text is not an iCalendar file: it has no VCALENDAR.",
    );
    expect(() => busyTimes(ics(...vevent("UID:bad@example.com", "DTSTART:tomorrow")), from, to)).toThrow(
      /could not be read/,
    );
  });
});
