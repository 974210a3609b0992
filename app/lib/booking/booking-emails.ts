/**
 * The emails a booking sends (ADR 067): to the visitor when it is booked, moved, cancelled and before the call, and to
 * its host when it is booked, moved or cancelled. Each names the time in the firm's zone, and in the visitor's when it
 * differs; the visitor's carry their reschedule and cancel links. The calendar file goes with them as an attachment
 * (bookings.server.ts). Pure.
 */
import { site } from "~/content/site";
import { LOCATION_LABELS } from "~/content/booking";
import type { CallLocation } from "~/db/schema";
import { compose, type EmailContent } from "../runtime/email-compose";
import { callWhen, otherZone, zoneCity } from "./call-time";

/** What every booking email says of the call. */
export type CallSummary = {
  callName: string;
  start: Date;
  end: Date;
  location: CallLocation;
  locationDetail: string;
  hostName: string;
  visitorName: string;
  visitorEmail: string;
  visitorZone: string | null;
  /** the visitor's links (absolute) */
  links: { view: string; reschedule: string; cancel: string; book: string };
  /** the lead's page in the admin (absolute), for the host */
  leadUrl: string;
};

function when(call: CallSummary): string[] {
  const zone = otherZone(call.visitorZone, call.start);
  return [
    `When: ${callWhen(call.start, call.end)} South African time (SAST)`,
    ...(zone ? [`Your time: ${callWhen(call.start, call.end, zone)} (${zoneCity(zone)})`] : []),
  ];
}

const where = (call: CallSummary) =>
  `Where: ${LOCATION_LABELS[call.location]}${call.locationDetail ? `. ${call.locationDetail}` : ""}`;

const manage = (call: CallSummary) => [
  `Need another time? Reschedule: ${call.links.reschedule}`,
  `Can't make it? Cancel: ${call.links.cancel}`,
];

const signOff = `If you have questions before the call, reply to this email or write to ${site.contact.email}.`;

export function visitorBookedMessage(call: CallSummary): EmailContent {
  return compose(
    `Your ${call.callName} is booked | ${site.name}`,
    [
      `Hello ${call.visitorName},`,
      `Your ${call.callName} with ${call.hostName} is booked. The calendar invitation is attached.`,
      ...when(call),
      where(call),
      ...manage(call),
      signOff,
    ],
    { label: "View your booking", url: call.links.view },
  );
}

export function visitorMovedMessage(call: CallSummary): EmailContent {
  return compose(
    `Your ${call.callName} has moved | ${site.name}`,
    [
      `Hello ${call.visitorName},`,
      `Your ${call.callName} with ${call.hostName} has moved to a new time. The updated calendar invitation is attached.`,
      ...when(call),
      where(call),
      ...manage(call),
      signOff,
    ],
    { label: "View your booking", url: call.links.view },
  );
}

export function visitorCancelledMessage(call: CallSummary): EmailContent {
  return compose(
    `Your ${call.callName} is cancelled | ${site.name}`,
    [
      `Hello ${call.visitorName},`,
      `Your ${call.callName} with ${call.hostName} is cancelled, and the attached update removes it from your calendar.`,
      ...when(call),
      "You're welcome to book another time whenever it suits you.",
    ],
    { label: "Book another call", url: call.links.book },
  );
}

/** The reminder a day, or an hour, before the call. */
export function visitorReminderMessage(call: CallSummary, ahead: "day" | "hour"): EmailContent {
  const soon = ahead === "day" ? "tomorrow" : "in an hour";
  return compose(
    `Reminder: your ${call.callName} is ${soon} | ${site.name}`,
    [
      `Hello ${call.visitorName},`,
      `A reminder of your ${call.callName} with ${call.hostName}.`,
      ...when(call),
      where(call),
      ...manage(call),
    ],
    { label: "View your booking", url: call.links.view },
  );
}

const hostLines = (call: CallSummary) => [
  `${call.visitorName} (${call.visitorEmail})`,
  `When: ${callWhen(call.start, call.end)} SAST`,
  where(call),
  `The lead, with their answers: ${call.leadUrl}`,
];

export function hostBookedMessage(call: CallSummary): EmailContent {
  return compose(`Call booked: ${call.callName} with ${call.visitorName}`, [
    `A call has been booked with you: ${call.callName}.`,
    ...hostLines(call),
  ]);
}

export function hostMovedMessage(call: CallSummary): EmailContent {
  return compose(`Call moved: ${call.callName} with ${call.visitorName}`, [
    `A call with you has moved to a new time: ${call.callName}.`,
    ...hostLines(call),
  ]);
}

export function hostCancelledMessage(call: CallSummary): EmailContent {
  return compose(`Call cancelled: ${call.callName} with ${call.visitorName}`, [
    `A call with you has been cancelled, and its time is free again: ${call.callName}.`,
    ...hostLines(call),
  ]);
}
