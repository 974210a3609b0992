/**
 * Copy for booking a call (/book and its pages, ADR 067): the picker, the form, the confirmation, rescheduling and
 * cancelling, and the messages the visitor sees when something goes wrong. Typed data only: no JSX, no server
 * imports.
 */
import type { CallLocation } from "~/db/schema";
import type { PrivacyNotice } from "./leads";

/** Why a booking's details are processed: stored with the consent. */
export const BOOKING_PURPOSE = "Hold the call booked, send its confirmation and reminders, and prepare for it";

export const LOCATION_LABELS: Record<CallLocation, string> = {
  phone: "Phone call",
  video: "Video call",
  office: "At our office",
};

export const bookingIndex = {
  path: "/book",
  title: "Book a call",
  description:
    "Pick a free time for a call with Kestrel Advisory. You'll get a confirmation and a calendar invitation at once.",
  heading: "Book a call",
  intro: "Pick the call that fits, then a day and a time that suit you. You'll get a confirmation straight away.",
  choose: "Choose a time",
  empty: "No calls can be booked right now.",
  preferToWrite: "Prefer to write?",
  contactLink: { label: "Use the contact form", href: "/contact" },
};

export const bookingPage = {
  minutes: (n: number) => `${n} minutes`,
  zones: {
    firm: "Times are in South African time (SAST).",
    alsoIn: (zone: string) => `Times are in South African time (SAST) and in your time (${zone}).`,
    label: "Also show times in",
    none: "South African time only",
    show: "Show times",
  },
  days: { heading: "1. Pick a day", times: (n: number) => (n === 1 ? "1 time" : `${n} times`) },
  times: { heading: "2. Pick a time", prompt: "Pick a day to see its times.", yours: "your time" },
  details: {
    heading: "3. Your details",
    chosen: "Your call:",
    change: "Change the time",
    name: "Your name",
    email: "Email",
    phone: "Phone (optional)",
    phoneHint: "Include the country code if you're outside South Africa.",
    business: "Business name",
    optional: "(optional)",
    choose: "Choose an answer",
    consent: {
      before: "I agree to the ",
      link: "privacy policy",
      after: " and to Kestrel Advisory contacting me about this call.",
    },
    submit: "Book the call",
    submitting: "Booking...",
  },
  none: {
    heading: "No times are open right now",
    description: "Every time in the next weeks is taken. Write to us and we'll find one.",
  },
  contactInstead: {
    heading: "The contact form suits this better",
    description:
      "From what you've told us, a short note on the contact form is the better start: we'll reply within 24 hours with the right next step.",
    link: { label: "Go to the contact form", href: "/contact" },
  },
  taken: {
    title: "That time was just taken",
    description: "Someone booked it a moment ago. Pick one of the nearest free times; everything you typed is kept.",
    nearest: "Nearest free times",
    none: "No other times are free in the next weeks. Please use the contact form and we'll find one.",
  },
  failure: {
    title: "Booking failed",
    description: "There was an error booking your call. Please try again or contact us directly.",
  },
  notice: {
    collected:
      "We collect your name, contact details, business name, your answers above, the time you chose and the page or link that brought you here.",
    purpose:
      "We use them only to hold your call, send its confirmation and reminders, and prepare for it. We don't sell your information or add you to a mailing list.",
    link: { label: "Read our privacy policy", href: "/privacy-policy#information-we-collect" },
  } satisfies PrivacyNotice,
};

export const bookingConfirmation = {
  title: "Your call is booked",
  moved: "Your call has been moved",
  cancelledTitle: "This call was cancelled",
  pastTitle: "This call has taken place",
  lead: (name: string) => `Thanks, ${name}. We've sent the confirmation and a calendar invitation to your email.`,
  with: "With",
  where: "Where",
  when: "When",
  firmTime: "South African time (SAST)",
  yourTime: (zone: string) => `your time (${zone})`,
  calendarFile: "Add to your calendar (.ics)",
  reschedule: "Reschedule",
  cancel: "Cancel the call",
  bookAnother: "Book another call",
};

export const bookingManage = {
  reschedule: {
    title: "Move your call",
    intro: "Pick a new day and time. Your current time stays booked until you choose another.",
    current: "Currently booked:",
    submit: "Move the call",
    submitting: "Moving...",
  },
  cancel: {
    title: "Cancel your call?",
    intro: "The time will be offered to others. You can book another call at any time.",
    submit: "Cancel the call",
    submitting: "Cancelling...",
    keep: "Keep the call",
    done: "Your call is cancelled",
    doneDescription: "We've emailed you the cancellation. You're welcome to book another time.",
  },
  dead: {
    title: "This link no longer works",
    description: "The call was cancelled, or its time has passed. You're welcome to book another call.",
  },
};
