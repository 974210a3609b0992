/**
 * Calendar files (RFC 5545) for booked calls (ADR 067): the invitation a booking emails (and its cancellation), a
 * host's subscribed feed of their booked calls, and the busy times read from the calendar a host already uses.
 * Written and parsed with ical.js, on the server only: nothing a browser loads may import this module (ical.js is
 * large), and it reaches no database, so it is tested on text alone.
 *
 * Written times are UTC instants, so a file needs no VTIMEZONE. Read times follow the file: a TZID is looked up in
 * the file's own VTIMEZONE blocks first (RFC 5545, as Google and Outlook export them), then as an IANA name; floating
 * times and all-day dates are read on the firm's clocks (Africa/Johannesburg).
 *
 * A host's calendar is text from outside, so reading it is bounded: an event yields at most MAX_OCCURRENCES in the
 * window (a denser one is busy for the rest of it), and a file gets MAX_RULE_STEPS steps of recurrence rules in all
 * (ical.js loops for ever on some rules that never match, such as FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30) and
 * READ_TIME_LIMIT_MS of work: past either, it is refused with an Error, never read as free.
 */
import ICAL from "ical.js";
import { site } from "~/content/site";
import { DAY, FIRM_TIME_ZONE, dayString, dayTimestamp, startOfZonedDay, zonedInstant } from "~/lib/time/zoned-time";

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;
type Property = InstanceType<typeof ICAL.Property>;
type Recur = InstanceType<typeof ICAL.Recur>;
type Duration = InstanceType<typeof ICAL.Duration>;
type Period = InstanceType<typeof ICAL.Period>;

/** The product that wrote a file: calendar programs show it when they ask where an invitation came from. */
export const CALENDAR_PRODID = `-//${site.name}//Bookings//EN`;

export type CallEvent = {
  /** stable for the booking's life, "<uuid>@<host>": how calendars match an update or a cancellation to the call */
  uid: string;
  /** grows with every change, so a calendar takes the newer of two copies */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
  /** the booking's page */
  url?: string;
  /** DTSTAMP: when this copy was made */
  stamp: Date;
};

export type BusyTime = { start: Date; end: Date };

// ------------------------------------------------------------------------------------------------------ writing

/**
 * An invitation (METHOD:REQUEST, STATUS:CONFIRMED) or its cancellation (METHOD:CANCEL, STATUS:CANCELLED, same UID,
 * SEQUENCE given). The attendees are marked as having accepted and no reply is asked for: the visitor chose the time
 * and the host's hours offered it, so the booking is the answer.
 */
export function callInvitation(event: CallEvent, method: "REQUEST" | "CANCEL"): string {
  const calendar = newCalendar(method);
  calendar.addSubcomponent(callComponent(event, method === "CANCEL" ? "CANCELLED" : "CONFIRMED", true));
  return serialize(calendar);
}

/**
 * A host's subscribed feed of their booked calls (METHOD:PUBLISH, named by X-WR-CALNAME), for Google Calendar or
 * Outlook. A published event names its organizer but no attendees (RFC 5546, 3.2.1): who the call is with belongs in
 * its summary and description.
 */
export function callFeed(name: string, events: CallEvent[]): string {
  const calendar = newCalendar("PUBLISH");
  calendar.addPropertyWithValue("x-wr-calname", oneLine(name, " "));
  for (const event of events) calendar.addSubcomponent(callComponent(event, "CONFIRMED", false));
  return serialize(calendar);
}

function newCalendar(method: string): Component {
  const calendar = new ICAL.Component("vcalendar");
  calendar.addPropertyWithValue("prodid", CALENDAR_PRODID);
  calendar.addPropertyWithValue("version", "2.0");
  calendar.addPropertyWithValue("calscale", "GREGORIAN");
  calendar.addPropertyWithValue("method", method);
  return calendar;
}

function callComponent(event: CallEvent, status: "CONFIRMED" | "CANCELLED", withAttendees: boolean): Component {
  const vevent = new ICAL.Component("vevent");
  vevent.addPropertyWithValue("uid", event.uid);
  vevent.addPropertyWithValue("sequence", event.sequence);
  vevent.addPropertyWithValue("dtstamp", utcTime(event.stamp));
  vevent.addPropertyWithValue("dtstart", utcTime(event.start));
  vevent.addPropertyWithValue("dtend", utcTime(event.end));
  vevent.addPropertyWithValue("summary", text(event.summary));
  vevent.addPropertyWithValue("description", text(event.description));
  vevent.addPropertyWithValue("location", text(event.location));
  if (event.url) vevent.addPropertyWithValue("url", oneLine(event.url));
  vevent.addPropertyWithValue("status", status);
  vevent.addPropertyWithValue("transp", "OPAQUE");
  const organizer = vevent.addPropertyWithValue("organizer", mailto(event.organizer.email));
  organizer.setParameter("cn", oneLine(event.organizer.name, " "));
  if (withAttendees) {
    for (const attendee of event.attendees) {
      const property = vevent.addPropertyWithValue("attendee", mailto(attendee.email));
      property.setParameter("cn", oneLine(attendee.name, " "));
      property.setParameter("role", "REQ-PARTICIPANT");
      property.setParameter("partstat", "ACCEPTED");
      property.setParameter("rsvp", "FALSE");
    }
  }
  return vevent;
}

function utcTime(date: Date): Time {
  return ICAL.Time.fromJSDate(date, true);
}

function mailto(email: string): string {
  return `mailto:${oneLine(email)}`;
}

/**
 * Text as ical.js may write it: it escapes a line feed (as \n) but writes a carriage return or another control
 * character as it is, which a parser may take for the end of a line, and so for the start of a property the text
 * supplied (a visitor's name, say). Line breaks become line feeds, other control characters go.
 */
function text(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");
}

/** A value ical.js writes as it is (an address) or with no line breaks (a parameter), on one line. */
function oneLine(value: string, breaks = ""): string {
  return text(value).replace(/\n+/g, breaks);
}

/**
 * The file's text: CRLF line endings, every line (its CRLF aside) at most 75 octets. ical.js folds a line's first
 * part at 75 octets but puts 75 more after each continuation's leading space (76 in all), so it folds at 74 here.
 */
function serialize(calendar: Component): string {
  const foldLength = ICAL.foldLength;
  ICAL.foldLength = 74;
  try {
    return ICAL.stringify(calendar.toJSON());
  } finally {
    ICAL.foldLength = foldLength;
  }
}

// ------------------------------------------------------------------------------------------------------ reading

/** Occurrences of one event in the window at most: a denser event is busy from there to the window's end. */
export const MAX_OCCURRENCES = 5_000;
/** Steps of recurrence rules (ical.js's) in one file at most: a second or so of work. */
export const MAX_RULE_STEPS = 200_000;
/**
 * The time one file may take, parsing included: it runs on the server's one thread. A busy calendar of 2 MB takes
 * about a second; other work ical.js may spend long on (a yearly rule that never matches looks ahead 18,000 years)
 * is caught between events.
 */
export const READ_TIME_LIMIT_MS = 4_000;

class RuleStepsExhausted extends Error {}

/**
 * The count of rule steps left and the time the reading must end by (performance.now()), kept on ical.js's
 * RecurIterator, whose every step of every rule (an event's, or a VTIMEZONE's expanded inside ical.js) checks its rule
 * once: Infinity outside busyTimes. Kept under a global symbol so a reloaded copy of this module (the development
 * server's) counts with the same guard.
 */
type StepGuard = { left: number; deadline: number };
const GUARD = Symbol.for("kestrel.booking.ical-rule-steps");
const iteratorPrototype = ICAL.RecurIterator.prototype as InstanceType<typeof ICAL.RecurIterator> & {
  [GUARD]?: StepGuard;
};
const stepGuard: StepGuard = iteratorPrototype[GUARD] ?? installStepGuard();

function installStepGuard(): StepGuard {
  const guard: StepGuard = { left: Infinity, deadline: Infinity };
  const checkRules = iteratorPrototype.check_contracting_rules;
  iteratorPrototype.check_contracting_rules = function (this: typeof iteratorPrototype) {
    if (--guard.left < 0 || (guard.left % 1024 === 0 && performance.now() > guard.deadline)) {
      throw new RuleStepsExhausted("too many recurrence steps");
    }
    return checkRules.call(this);
  };
  iteratorPrototype[GUARD] = guard;
  return guard;
}

/**
 * The busy times in an iCalendar text between `from` and `to`, sorted and merged: recurring events expanded (RRULE,
 * RDATE, EXDATE, RECURRENCE-ID overrides), TRANSP:TRANSPARENT, STATUS:CANCELLED and Outlook's "free" events skipped,
 * all-day events busy for their whole days. Throws an Error with a short message, for the host, for text that is not a
 * calendar, an event that cannot be read, or a calendar too costly to read: a calendar read in part would offer times
 * that may not be free.
 */
export function busyTimes(
  icsText: string,
  from: Date,
  to: Date,
  { timeLimitMs = READ_TIME_LIMIT_MS }: { timeLimitMs?: number } = {},
): BusyTime[] {
  const deadline = performance.now() + timeLimitMs;
  const calendar = parseCalendar(icsText);
  const window = { from: from.getTime(), to: to.getTime() };
  const events = calendar.getAllSubcomponents("vevent");
  const ranges: Range[] = [];
  const inTime = () => {
    if (performance.now() > deadline) throw new Error("The calendar takes too long to read: it has too many events.");
  };
  stepGuard.left = MAX_RULE_STEPS;
  stepGuard.deadline = deadline;
  try {
    inTime();
    // The occurrences a RECURRENCE-ID event replaces, by UID: the replacement is read as an event of its own.
    const replaced = new Map<string, Set<number>>();
    for (const event of events) {
      const recurrenceId = event.getFirstProperty("recurrence-id");
      const uid = event.getFirstPropertyValue("uid");
      if (!recurrenceId || typeof uid !== "string") continue;
      const keys = replaced.get(uid) ?? new Set<number>();
      keys.add(readingEvent(event, () => instantOf(recurrenceId.getFirstValue() as Time, tzidOf(recurrenceId))));
      replaced.set(uid, keys);
    }
    for (const event of events) {
      inTime();
      readingEvent(event, () => eventBusy(event, replaced, window, ranges));
    }
    inTime();
  } finally {
    stepGuard.left = Infinity;
    stepGuard.deadline = Infinity;
  }
  return mergeRanges(ranges).map((range) => ({ start: new Date(range.start), end: new Date(range.end) }));
}

type Range = { start: number; end: number };
type Window = { from: number; to: number };

function parseCalendar(text: string): Component {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch {
    throw new Error("The text is not an iCalendar file.");
  }
  const roots: unknown[] = Array.isArray(parsed) && typeof parsed[0] === "string" ? [parsed] : (parsed as unknown[]);
  const root = Array.isArray(roots) ? roots.find((item) => Array.isArray(item) && item[0] === "vcalendar") : null;
  if (!root) throw new Error("The text is not an iCalendar file: it has no VCALENDAR.");
  return new ICAL.Component(root as unknown[]);
}

/** Runs `read` on one event, turning ical.js's errors into messages a host can act on. */
function readingEvent<T>(event: Component, read: () => T): T {
  try {
    return read();
  } catch (error) {
    const summary = event.getFirstPropertyValue("summary");
    const named = typeof summary === "string" && summary.trim() ? ` (“${summary.trim().slice(0, 80)}”)` : "";
    if (error instanceof RuleStepsExhausted) {
      throw new Error(`The calendar has an event that repeats in a way too costly to read${named}.`);
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The calendar has an event that could not be read${named}: ${reason.slice(0, 200)}`);
  }
}

/** An event's length: whole days for an all-day event (its DTSTART a date), else milliseconds. */
type Length = { days: number } | { ms: number };

/** Adds the busy times of one VEVENT that fall in the window to `ranges`. */
function eventBusy(event: Component, replaced: Map<string, Set<number>>, window: Window, ranges: Range[]): void {
  if (isFree(event)) return;
  const startProperty = event.getFirstProperty("dtstart");
  if (!startProperty) return;
  const start = startProperty.getFirstValue() as Time;
  const tzid = tzidOf(startProperty);
  const length = lengthOf(event, start, tzid);
  if ("ms" in length && length.ms <= 0) return;

  const occurrence = (time: Time, own: Length = length, zone = tzid): Range => {
    const begins = instantOf(time, zone);
    if ("ms" in own) return { start: begins, end: begins + own.ms };
    return { start: begins, end: startOfZonedDay(addDays(dayOf(time), own.days), dateZone(zone)).getTime() };
  };
  const overlaps = (range: Range) => range.end > window.from && range.start < window.to;

  const recurs = event.hasProperty("rrule") || event.hasProperty("rdate");
  if (!recurs || event.hasProperty("recurrence-id")) {
    const range = occurrence(start);
    if (overlaps(range)) ranges.push(range);
    return;
  }

  // The recurrence set (RFC 5545, 3.8.5): DTSTART, each RRULE's and RDATE's times, less the EXDATEs and the
  // occurrences a RECURRENCE-ID event replaces. Kept by instant, so one time given twice is one occurrence.
  const uid = event.getFirstPropertyValue("uid");
  const excluded = new Set(typeof uid === "string" ? replaced.get(uid) : undefined);
  const excludedDays = new Set<string>();
  for (const property of event.getAllProperties("exdate")) {
    const exdateZone = tzidOf(property) ?? tzid;
    for (const value of property.getValues() as Time[]) {
      excluded.add(instantOf(value, exdateZone));
      if (value.isDate && !start.isDate) excludedDays.add(dayOf(value));
    }
  }
  const seen = new Set<number>();
  let inWindow = 0;
  /** Adds one occurrence; false once the event has yielded its MAX_OCCURRENCES (its rest then busy). */
  const add = (time: Time, own?: Length, zone?: string | null): boolean => {
    const range = occurrence(time, own, zone);
    if (seen.has(range.start)) return true;
    seen.add(range.start);
    if (excluded.has(range.start) || (excludedDays.size > 0 && excludedDays.has(dayOf(time)))) return true;
    if (!overlaps(range)) return true;
    if (++inWindow > MAX_OCCURRENCES) {
      ranges.push({ start: range.start, end: window.to });
      return false;
    }
    ranges.push(range);
    return true;
  };

  add(start);
  for (const property of event.getAllProperties("rdate")) {
    const rdateZone = tzidOf(property) ?? tzid;
    for (const value of property.getValues() as (Time | Period)[]) {
      if (value instanceof ICAL.Period) {
        const begins = instantOf(value.start, rdateZone);
        const ends = value.end ? instantOf(value.end, rdateZone) : begins + value.duration.toSeconds() * 1000;
        if (!add(value.start, { ms: ends - begins }, rdateZone)) return;
      } else if (!add(value, undefined, rdateZone)) {
        return;
      }
    }
  }
  const spanMs = "ms" in length ? length.ms : length.days * DAY;
  for (const property of event.getAllProperties("rrule")) {
    const rule = property.getFirstValue() as Recur;
    if (rule.until && instantOf(rule.until, tzid) + spanMs + DAY < window.from) continue;
    const iterator = rule.iterator(iterationStart(rule, start, instantOf(start, tzid), spanMs, window.from));
    for (let time = iterator.next(); time; time = iterator.next()) {
      if (instantOf(time, tzid) >= window.to) break;
      if (!add(time)) return;
    }
  }
}

/** Events that never make their host busy: cancelled, transparent, or marked free by Outlook. */
function isFree(event: Component): boolean {
  const value = (name: string) => String(event.getFirstPropertyValue(name) ?? "").toUpperCase();
  return (
    value("status") === "CANCELLED" ||
    value("transp") === "TRANSPARENT" ||
    value("x-microsoft-cdo-busystatus") === "FREE"
  );
}

function lengthOf(event: Component, start: Time, tzid: string | null): Length {
  const endProperty = event.getFirstProperty("dtend");
  const duration = event.getFirstPropertyValue("duration") as Duration | null;
  if (start.isDate) {
    let days = 1;
    if (endProperty) {
      const end = endProperty.getFirstValue() as Time;
      days = Math.round((dayTimestamp(dayOf(end)) - dayTimestamp(dayOf(start))) / DAY);
    } else if (duration) {
      days = Math.ceil(duration.toSeconds() / 86_400);
    }
    return { days: Math.max(days, 1) };
  }
  if (endProperty) {
    return { ms: instantOf(endProperty.getFirstValue() as Time, tzidOf(endProperty)) - instantOf(start, tzid) };
  }
  // No DTEND nor DURATION: a date-time event ends as it starts (RFC 5545, 3.6.1), taking no time.
  return { ms: duration ? duration.toSeconds() * 1000 : 0 };
}

const STEP_SECONDS: Record<string, number> = {
  SECONDLY: 1,
  MINUTELY: 60,
  HOURLY: 3_600,
  DAILY: 86_400,
  WEEKLY: 604_800,
};

/**
 * Where to start a rule's iteration: its DTSTART, or, for a rule of days or shorter steps without a COUNT, a time a
 * whole number of its periods (whole days, on the wall clock) later, shortly before the window. ical.js walks a rule
 * step by step from its start, so a daily meeting begun years ago would otherwise cost thousands of steps before the
 * window; the rule's later times are the same from either start. A COUNT counts from DTSTART, so it is never moved.
 */
function iterationStart(rule: Recur, start: Time, startMs: number, spanMs: number, fromMs: number): Time {
  const stepSeconds = STEP_SECONDS[rule.freq];
  if (!stepSeconds || rule.count) return start;
  const period = stepSeconds * Math.max(rule.interval || 1, 1);
  const periodDays = lcm(period, 86_400) / 86_400;
  if (!Number.isSafeInteger(periodDays) || periodDays > 3_660) return start;
  const lead = fromMs - startMs - spanMs - (periodDays + 2) * DAY;
  const periods = Math.floor(lead / (periodDays * DAY));
  if (periods <= 0) return start;
  const moved = start.clone();
  moved.adjust(periods * periodDays, 0, 0, 0);
  return moved;
}

function lcm(a: number, b: number): number {
  let [x, y] = [a, b];
  while (y) [x, y] = [y, x % y];
  return (a / x) * b;
}

function tzidOf(property: Property): string | null {
  const tzid = property.getParameter("tzid");
  return typeof tzid === "string" && tzid ? tzid : null;
}

/**
 * The instant a time in a file stands for: a UTC time or one in a VTIMEZONE of the file, as ical.js reads it; a time
 * whose TZID the file does not define, on that IANA zone's clocks; a floating time (or an unknown zone's), on the
 * firm's; a date, its first moment there.
 */
function instantOf(time: Time, tzid: string | null): number {
  if (time.isDate) return startOfZonedDay(dayOf(time), dateZone(tzid)).getTime();
  if (time.zone && time.zone !== ICAL.Timezone.localTimezone && time.zone.tzid !== "floating") {
    return time.toUnixTime() * 1000;
  }
  const clock = `${pad(time.hour)}:${pad(time.minute)}`;
  return zonedInstant(dayOf(time), clock, ianaZone(tzid) ?? FIRM_TIME_ZONE).getTime() + time.second * 1000;
}

/** The zone an all-day date is read in: an IANA TZID if one is given (against RFC 5545, some do), else the firm's. */
function dateZone(tzid: string | null): string {
  return ianaZone(tzid) ?? FIRM_TIME_ZONE;
}

const knownZones = new Map<string, string | null>();

/** `tzid` if it is an IANA zone name the runtime knows (Intl), else null. */
function ianaZone(tzid: string | null): string | null {
  if (!tzid) return null;
  let zone = knownZones.get(tzid);
  if (zone === undefined) {
    try {
      zone = new Intl.DateTimeFormat("en-US", { timeZone: tzid }).resolvedOptions().timeZone;
    } catch {
      zone = null;
    }
    if (knownZones.size < 1_000) knownZones.set(tzid, zone);
  }
  return zone;
}

function dayOf(time: Time): string {
  return `${String(time.year).padStart(4, "0")}-${pad(time.month)}-${pad(time.day)}`;
}

function addDays(day: string, days: number): string {
  return dayString(dayTimestamp(day) + days * DAY);
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

/** Sorted, overlapping and touching ranges joined. */
function mergeRanges(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: Range[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ start: range.start, end: range.end });
  }
  return merged;
}
