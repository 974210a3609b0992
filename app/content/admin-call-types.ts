/**
 * Copy for the admin's call types (ADR 067): the list at /admin/calendar/call-types and the form that makes or edits
 * one, with every message its checks give. Typed data only: no JSX, no server imports.
 */
import type { HostRule } from "~/db/schema";
import { saveConflict } from "./admin-posts";

/** The limits the form checks, as the database's constraints allow and the public pages can show. */
export const CALL_TYPE_LIMITS = {
  name: { min: 2, max: 80 },
  slug: { min: 2, max: 60 },
  description: 300,
  locationDetail: 300,
  lengthMinutes: { min: 5, max: 240 },
  bufferMinutes: { min: 0, max: 180 },
  minimumNoticeMinutes: { min: 0, max: 20160 },
  windowDays: { min: 1, max: 365 },
  questions: 5,
  questionLabel: 120,
  choices: { min: 2, max: 10 },
  choiceLabel: 80,
  /** a round robin shares the calls among at least this many hosts */
  roundRobinHosts: 2,
} as const;

/** A call type's host rule, in words. */
export const HOST_RULE_LABELS: Record<HostRule, string> = {
  named: "One named host",
  "round-robin": "Round robin",
};

/** Whether visitors can book it, in words. */
export const OFFERED_LABELS = { offered: "Offered", notOffered: "Not offered" } as const;

export const callTypesList = {
  title: "Call types",
  description: "The calls visitors can book on the site: their length, hosts and questions.",
  heading: "Call types",
  intro:
    "The calls visitors can book at /book. Open one to change its length, times, hosts or questions. A call type is never deleted, because booked calls refer to it: stop offering it instead.",
  newCallType: "New call type",
  listHeading: "All call types",
  tableLabel: "Call types",
  count: (n: number) => (n === 1 ? "1 call type" : `${n} call types`),
  columns: {
    name: "Call type",
    length: "Length",
    hosts: "Hosts",
    offered: "On the site",
    upcoming: "Upcoming calls",
    address: "Booking page",
  },
  minutes: (n: number) => `${n} min`,
  noHosts: "No hosts yet",
  upcoming: (n: number) => (n === 0 ? "None" : n === 1 ? "1 call" : `${n} calls`),
  opensInNewTab: "(opens in a new tab)",
  notBookable: "Not bookable while not offered",
  empty: {
    heading: "No call types yet",
    hint: "Visitors can't book a call until there is one.",
    create: "Create a call type",
  },
  loadFailed: "The call types could not be loaded. Please try again in a moment.",
} as const;

export const callTypeForm = {
  newTitle: "New call type",
  editTitle: (name: string) => `${name} | Call types`,
  fallbackTitle: "Call type",
  description: "A call visitors can book: its length, times, place, hosts and questions.",
  newHeading: "New call type",
  editHeading: (name: string) => `Edit ${name}`,
  back: "All call types",
  lastSaved: (who: string, when: string) => `Last saved by ${who} at ${when}.`,
  someone: "someone",
  sections: {
    call: "The call",
    timing: "Length and times",
    place: "Where",
    hosts: "Hosts",
    questions: "Questions",
    questionsIntro:
      "Up to five questions visitors answer when they book. Leave a question's words empty to leave it out.",
  },
  fields: {
    name: { label: "Name", hint: "Shown to visitors, e.g. Strategy Call." },
    slug: {
      label: "Address",
      hint: "The booking page is /book/ followed by this: lowercase letters, digits and hyphens, e.g. strategy-call. If you change it, links to the old address stop working.",
    },
    description: { label: "Description", hint: "One or two sentences on the booking page and the list of calls." },
    active: {
      label: "Offered on the site",
      hint: "Untick to stop visitors booking it. Calls already booked stay booked.",
    },
    lengthMinutes: { label: "Length (minutes)", hint: "From 5 to 240." },
    bufferBeforeMinutes: { label: "Free time before (minutes)", hint: "Kept clear before each call. 0 to 180." },
    bufferAfterMinutes: { label: "Free time after (minutes)", hint: "Kept clear after each call. 0 to 180." },
    minimumNoticeMinutes: {
      label: "Minimum notice (minutes)",
      hint: "How soon a call can be booked: 120 is 2 hours, 1440 is a day, 20160 (14 days) at most.",
    },
    windowDays: { label: "Booking window (days)", hint: "How far ahead visitors can book: 1 to 365 days." },
    slotStepMinutes: { legend: "Start times every", options: { "15": "15 minutes", "30": "30 minutes" } },
    location: { legend: "Where the call takes place" },
    locationDetail: {
      label: "Details of the place",
      hint: "For example the video link, the office's address, or who calls whom. Visitors see it on their confirmation and in its email.",
    },
    hostRule: {
      legend: "Who takes the calls",
      descriptions: {
        named: "One person takes every call.",
        "round-robin": "Each call goes to the free host with the fewest calls booked. Needs at least two hosts.",
      } satisfies Record<HostRule, string>,
    },
    hosts: {
      legend: "Hosts",
      hint: "Admins and sales staff can host calls. Choose one for a named host, at least two for a round robin.",
      none: "Nobody can host calls yet: give a member of staff the admin or sales role on the Team page.",
    },
  },
  question: {
    legend: (n: number) => `Question ${n}`,
    label: "Question",
    required: "Visitors must answer it",
    type: { legend: "Answer", text: "Free text", choice: "Choose from a list" },
    choices: {
      label: "Choices (one per line)",
      hint: "Only for a list. Write each answer on a line of its own. Add | contact after an answer to send visitors who choose it to the contact form instead, e.g. Under R5 million | contact",
    },
  },
  save: "Save call type",
  create: "Create call type",
  saving: "Saving…",
  cancel: "Cancel",
  fieldsToCorrect: (count: number) =>
    count === 1 ? "Please correct the field marked below." : `Please correct the ${count} fields marked below.`,
  created: "Call type created",
  createdDescription: (name: string) => `${name} can be booked once it is offered and has its hosts.`,
  saved: "Call type saved",
  savedDescription: (name: string) => `The booking page for ${name} shows the changes now.`,
  unchanged: "Nothing changed",
  saveFailed: "The call type could not be saved. Please try again in a moment.",
  gone: "That call type no longer exists.",
  notFound: { heading: "Call type not found", back: "All call types" },
} as const;

/** The messages of the form's checks, each beside its field. */
export const callTypeMessages = {
  nameLength: `Enter a name of ${CALL_TYPE_LIMITS.name.min} to ${CALL_TYPE_LIMITS.name.max} characters.`,
  slugRequired: "Enter the booking page's address, e.g. strategy-call.",
  slugForm: `Use ${CALL_TYPE_LIMITS.slug.min} to ${CALL_TYPE_LIMITS.slug.max} lowercase letters (a to z), digits and single hyphens between them, e.g. strategy-call.`,
  slugTaken: (slug: string) => `Another call type already uses /book/${slug}. Choose another address.`,
  descriptionTooLong: `Keep the description to ${CALL_TYPE_LIMITS.description} characters.`,
  whole: (what: string, min: number, max: number) => `Enter ${what} as a whole number from ${min} to ${max}.`,
  lengthMinutes: "the length in minutes",
  bufferBeforeMinutes: "the free time before in minutes",
  bufferAfterMinutes: "the free time after in minutes",
  minimumNoticeMinutes: "the minimum notice in minutes",
  windowDays: "the booking window in days",
  slotStep: "Choose whether start times come every 15 or every 30 minutes.",
  location: "Choose where the call takes place.",
  locationDetailTooLong: `Keep the details of the place to ${CALL_TYPE_LIMITS.locationDetail} characters.`,
  hostRule: "Choose who takes the calls.",
  namedHost: "A named host takes every call: tick exactly one host.",
  namedTooMany: "A named host takes every call: tick only one host, or choose a round robin.",
  roundRobinHosts: `A round robin shares the calls among hosts: tick at least ${CALL_TYPE_LIMITS.roundRobinHosts}, or choose one named host.`,
  hostNotAllowed: "One of the hosts ticked can no longer host calls: only admins and sales staff can. Tick others.",
  questionLabelRequired: (n: number) => `Write question ${n}, or clear its choices to leave it out.`,
  questionLabelTooLong: (n: number) => `Keep question ${n} to ${CALL_TYPE_LIMITS.questionLabel} characters.`,
  questionType: (n: number) => `Choose whether question ${n} is answered in free text or from a list.`,
  choicesTooFew: (n: number) =>
    `Question ${n} is answered from a list: write at least ${CALL_TYPE_LIMITS.choices.min} choices, one per line.`,
  choicesTooMany: (n: number) => `Question ${n} can have at most ${CALL_TYPE_LIMITS.choices.max} choices.`,
  choicesWithText: (n: number) =>
    `Question ${n} has choices but is answered in free text: choose “Choose from a list”, or clear the choices.`,
  choiceMarker: (line: number) => `Choice on line ${line}: after | write only the word contact, or remove the |.`,
  choiceEmpty: (line: number) => `Choice on line ${line} has no words before the |.`,
  choiceTooLong: (line: number) =>
    `Choice on line ${line} is too long: keep each choice to ${CALL_TYPE_LIMITS.choiceLabel} characters.`,
  choiceTwice: (label: string) => `“${label}” is in the list twice (or close to it): give each choice its own words.`,
} as const;

/** The form's fields by name, as the save-conflict comparison names them. */
export const callTypeFieldLabels: Record<string, string> = {
  name: callTypeForm.fields.name.label,
  slug: callTypeForm.fields.slug.label,
  description: callTypeForm.fields.description.label,
  active: callTypeForm.fields.active.label,
  lengthMinutes: callTypeForm.fields.lengthMinutes.label,
  bufferBeforeMinutes: callTypeForm.fields.bufferBeforeMinutes.label,
  bufferAfterMinutes: callTypeForm.fields.bufferAfterMinutes.label,
  minimumNoticeMinutes: callTypeForm.fields.minimumNoticeMinutes.label,
  windowDays: callTypeForm.fields.windowDays.label,
  slotStepMinutes: callTypeForm.fields.slotStepMinutes.legend,
  location: callTypeForm.fields.location.legend,
  locationDetail: callTypeForm.fields.locationDetail.label,
  hostRule: callTypeForm.fields.hostRule.legend,
  hosts: callTypeForm.fields.hosts.legend,
  questions: callTypeForm.sections.questions,
};

/** How a call type reads in the save-conflict comparison: each field as a line of words. */
export const callTypeLineWords = {
  yes: "Yes",
  no: "No",
  minutes: (n: number) => `${n} minutes`,
  days: (n: number) => `${n} days`,
  question: (n: number, label: string, required: boolean) => `${n}. ${label}${required ? " (must be answered)" : ""}`,
  choice: (label: string, contact: boolean) => `   - ${label}${contact ? " (sends to the contact form)" : ""}`,
} as const;

/** The words of the save-conflict panel for a call type. */
export const callTypeConflict = {
  ...saveConflict,
  heading: "Someone else saved this call type while you were editing",
  body: (who: string, when: string) =>
    `${who} saved it at ${when}. Your changes are not saved yet. Below is how your version differs from theirs. Save again to replace their version with yours, or open the call type again to start from theirs.`,
} as const;

export const callTypeUnsaved = {
  heading: "Leave without saving?",
  body: "Your changes to this call type are not saved. If you leave now, they are lost.",
  stay: "Stay",
  leave: "Leave",
} as const;
