/**
 * Copy for the admin's calendar (ADR 067): the booked calls at /admin/calendar, a host's hours, days off, own calendar
 * and calendar feed at /admin/calendar/hours, and the words of a host's feed of booked calls. Typed data only: no JSX,
 * no server imports.
 */
import type { BookingOutcome, BookingStatus } from "~/db/schema";
import type { Weekday } from "~/lib/booking/weekly-hours";
import { site } from "./site";

export const WEEKDAY_LABELS = {
  "1": "Monday",
  "2": "Tuesday",
  "3": "Wednesday",
  "4": "Thursday",
  "5": "Friday",
  "6": "Saturday",
  "7": "Sunday",
} as const satisfies Record<Weekday, string>;

/** A call's state on the calendar, in words. Held calls are never listed: they last a moment. */
export const CALL_STATUS_LABELS = {
  held: "Being booked",
  confirmed: "Booked",
  cancelled: "Cancelled",
} as const satisfies Record<BookingStatus, string>;

export const CALL_OUTCOME_LABELS = {
  attended: "Attended",
  "no-show": "No-show",
} as const satisfies Record<BookingOutcome, string>;

/** The calendar screens' tabs. */
export const calendarTabs = {
  label: "Calendar",
  calls: "Calls",
  hours: "Hours and days off",
  callTypes: "Call types",
} as const;

/** Shared by both screens. */
export const calendarMessages = {
  errorTitle: "Error",
  notUnderstood: "That request was not understood. Please try again.",
  saveFailed: "The change could not be saved. Please try again.",
  loadFailed: "The calendar could not be loaded. Please try again.",
  notAHost: "That member of staff doesn't host calls.",
  /** "Your calendar could not be read: <error>. Your times are not offered until it can be." */
  ownCalendarFailing: (error: string) =>
    `Your calendar could not be read: ${withoutStop(error)}. Your times are not offered until it can be.`,
  ownCalendarNotRead: "Your calendar has not been read yet. Your times are not offered until it can be.",
  fixOwnCalendar: "Check your calendar's address",
} as const;

function withoutStop(text: string): string {
  return text.replace(/[.\s]+$/, "");
}

/** The booked calls at /admin/calendar. */
export const calendarPage = {
  title: "Calendar",
  description: "The calls booked with the firm's hosts.",
  heading: "Calendar",
  intro: "Your calls booked from today for 14 days, in South African time (SAST).",
  introAll: "Every host's calls booked from today for 14 days, in South African time (SAST).",
  introFor: (host: string) => `${host}'s calls booked from today for 14 days, in South African time (SAST).`,
  filter: {
    label: "Host",
    all: "All hosts",
    submit: "Show",
  },
  toMark: {
    heading: "Calls to mark",
    intro: "Calls of the last seven days that have no outcome yet. Mark each one, so the lead's record is complete.",
  },
  upcoming: {
    empty: "No calls are booked from today for the next 14 days.",
    emptyFor: (host: string) => `No calls are booked with ${host} from today for the next 14 days.`,
  },
  columns: {
    time: "Time (SAST)",
    callType: "Call",
    visitor: "With",
    host: "Host",
    status: "Status",
    actions: "Actions",
  },
  /** A row's time: "09:00–09:30". */
  time: (from: string, to: string) => `${from}–${to}`,
  /** A narrow screen's card names the host on a line of its own. */
  hostedBy: (host: string) => `Host: ${host}`,
  business: (business: string) => `(${business})`,
  outcomeNeeded: "Outcome not marked",
  attended: "Attended",
  noShow: "No-show",
  tableLabel: (day: string) => `Calls on ${day}`,
  failingHosts: {
    heading: "Hosts whose calendars can't be read",
    intro: "Their times are not offered to visitors until their calendars can be read again.",
    notRead: "Not read yet.",
  },
} as const;

export const calendarOutcomeMessages = {
  marked: (outcome: string) => `Marked as ${outcome.toLowerCase()}`,
  markedDetail: (visitor: string, call: string) => `${call} with ${visitor}.`,
  notStarted: "That call hasn't started yet: it can be marked once it has begun.",
  notMarkable: "That call can't be marked: it was cancelled.",
  alreadyMarked: (outcome: string) => `That call is already marked as ${outcome.toLowerCase()}.`,
  gone: "That call no longer exists.",
} as const;

/** A host's hours, days off, own calendar and feed at /admin/calendar/hours. */
export const hoursPage = {
  title: "Hours and days off",
  description: "When a host takes calls, the days they don't, and the calendars that keep the two in step.",
  heading: "Hours and days off",
  headingFor: (host: string) => `Hours and days off: ${host}`,
  intro: "When you take calls. Visitors are offered times inside these hours that your calls and calendar leave free.",
  introFor: (host: string) =>
    `When ${host} takes calls. Visitors are offered times inside these hours that their calls and calendar leave free.`,
  hostPicker: { label: "Host", submit: "Show", yourself: (name: string) => `${name} (you)` },
  zone: "All times are South African time (SAST).",
  fieldsToCorrect: (count: number) =>
    count === 1 ? "Please correct the problem below." : `Please correct the ${count} problems below.`,
  weekly: {
    heading: "Weekly hours",
    intro:
      "Up to three ranges of hours a day. Leave a day's times empty to close it; empty a range's two times to remove it.",
    holidays:
      "South African public holidays are closed, whatever the day's hours, unless you add the day below with hours.",
    closed: "Closed",
    open: "Open",
    from: (row: number) => (row === 0 ? "From" : `From (${row + 1})`),
    to: (row: number) => (row === 0 ? "To" : `To (${row + 1})`),
    save: "Save weekly hours",
    saving: "Saving…",
    saved: "Weekly hours saved",
  },
  hoursProblems: {
    format: (day: string, value: string) => `${day}: “${value}” is not a time. Write it as HH:MM, for example 09:00.`,
    missing: (day: string, field: "from" | "to") =>
      `${day}: give ${field === "from" ? "a start" : "an end"} time too, or empty both times of the range.`,
    order: (day: string, from: string, to: string) => `${day}: ${from} to ${to} ends before it starts.`,
    overlap: (day: string, first: string, second: string) => `${day}: ${first} and ${second} overlap.`,
    tooMany: (day: string, max: number) => `${day}: at most ${max} ranges of hours a day.`,
    /** "09:00–12:00" */
    range: (from: string, to: string) => `${from}–${to}`,
  },
  days: {
    heading: "Days off and other hours",
    intro:
      "A day here replaces its weekly hours: a day off, or different hours (a Saturday you'll work, a public holiday you'll take calls).",
    empty: "No days off or other hours are coming up.",
    listLabel: "Days off and other hours",
    dayOff: "Day off",
    hoursOf: (ranges: string) => `Available ${ranges}`,
    publicHoliday: (name: string) => `Public holiday: ${name}`,
    remove: "Remove",
    add: {
      heading: "Add a day",
      day: "Date",
      dayHint: "Adding a day that is already listed replaces it.",
      kind: "On that day",
      off: "Day off",
      hours: "Other hours",
      /** begins each problem with the day's hours: "That day: 12:00 to 11:00 ends before it starts." */
      hoursLabel: "That day",
      note: "Note (optional)",
      noteHint: (max: number) => `Only staff see it. At most ${max} characters.`,
      submit: "Add the day",
      submitting: "Adding…",
    },
    problems: {
      day: "Please choose a date.",
      dayInvalid: "Please choose a real date.",
      dayPast: "Please choose today or a later date.",
      dayTooFar: (years: number) => `Please choose a date within the next ${years} years.`,
      hoursNeeded: "Please give the day's hours, or choose Day off.",
      noteTooLong: (max: number) => `A note can be at most ${max} characters.`,
    },
    added: (day: string) => `${day} saved`,
    removed: (day: string) => `${day} removed`,
    gone: "That day is no longer listed.",
    confirmRemove: {
      heading: (day: string) => `Remove ${day}?`,
      body: "The day's weekly hours apply again at once, and visitors can book the times they leave free.",
      confirm: "Remove the day",
      cancel: "Cancel",
    },
  },
  holidays: {
    heading: "Coming public holidays",
    intro: "Closed unless you add the day above with hours.",
  },
  ownCalendar: {
    heading: "Your own calendar",
    headingFor: (host: string) => `${host}'s own calendar`,
    intro:
      "Give the private address of the calendar you already use, and its busy times are kept free of calls. It is read every five minutes.",
    label: "Private iCal address",
    hint: "Google Calendar: Settings → your calendar → Secret address in iCal format; Outlook: Calendar → Shared calendars → Publish a calendar → ICS. Treat it like a password: anyone with it can read your calendar, so once saved it is never shown again, only where it points.",
    savedAt: (where: string) => `A calendar at ${where} is connected.`,
    none: "No calendar is connected: only your hours, days off and booked calls decide your times.",
    /** before the time it was last read: "Last read 3 Feb 2027, 09:05." */
    lastRead: "Last read",
    failing: (error: string) => `It could not be read: ${error}`,
    notRead: "It has not been read yet.",
    notOffered: "While it can't be read, your times are not offered to visitors.",
    busy: (count: number) => (count === 1 ? "1 busy time ahead." : `${count} busy times ahead.`),
    save: "Save and read the calendar",
    replace: "Replace and read the calendar",
    saving: "Reading the calendar…",
    readNow: "Read it again now",
    reading: "Reading…",
    remove: "Disconnect the calendar",
    removed: "Calendar disconnected",
    noCalendar: "No calendar is connected",
    read: "Your calendar was read",
    readDetail: (count: number) =>
      count === 1 ? "1 busy time found in the coming months." : `${count} busy times found in the coming months.`,
    readFailed: "The calendar could not be read",
    readFailedDetail: (error: string) => `${error} Times are not offered until it can be read.`,
  },
  urlProblems: {
    required: "Please give the calendar's address.",
    tooLong: (max: number) => `An address can be at most ${max.toLocaleString("en")} characters.`,
    invalid: "Please give a web address beginning with https:// (or webcal://).",
    credentials: "The address may not hold a user name or password.",
  },
  feed: {
    heading: "Your calendar feed",
    headingFor: (host: string) => `${host}'s calendar feed`,
    intro:
      "A private address of your booked calls: subscribe to it in Google Calendar (Other calendars → From URL) or Outlook (Add calendar → Subscribe from web), and every call booked, moved or cancelled appears there within a few hours.",
    label: "Feed address",
    secret: "Keep it private: anyone with it sees your calls and who they're with.",
    none: "The feed is off.",
    copy: "Copy",
    copied: "Feed address copied",
    create: "Create feed address",
    regenerate: "New address (the old one stops working)",
    revoke: "Turn off feed",
    created: "Feed address created",
    regenerated: "New feed address created",
    regeneratedDetail: "The old address no longer works: subscribe to the new one.",
    revoked: "Feed turned off",
  },
} as const;

/** The limits the screen and the server share. */
export const CALENDAR_LIMITS = {
  noteMax: 200,
  calendarUrlMax: 2_000,
  /** how far ahead a day off or other hours may be set */
  yearsAhead: 2,
} as const;

/** A host's feed of booked calls, as their calendar program shows it. */
export const hostFeedCopy = {
  name: (host: string) => `${host} – ${site.name} calls`,
  summary: (call: string, visitor: string) => `${call}: ${visitor}`,
  visitor: (name: string, business: string | null) => (business ? `${name} (${business})` : name),
  lines: {
    with: (call: string, visitor: string) => `${call} with ${visitor}.`,
    email: (email: string) => `Email: ${email}`,
    phone: (phone: string) => `Phone: ${phone}`,
    lead: (url: string) => `Lead: ${url}`,
  },
} as const;
