/**
 * Booking, moving and cancelling calls (ADR 067). The slots offered are advice; the guarantee is the database's:
 * the exclusion constraint bookings_no_overlap refuses a second held or confirmed booking of a host over the same
 * time, buffers included, whoever posts first. A refused insert (SQLSTATE 23P01) moves on to the next free host of a
 * round robin, and when none is left the visitor is told "That time was just taken" with the nearest free times.
 *
 * A booking is a lead of the kind "booking", owned by its host and due at its start, written in the same transaction
 * as the booking, its timeline event, its emails (each with its calendar file) and its reminders. Moving or cancelling
 * a booking withdraws its pending reminders in the same transaction and sends the calendar update (same UID, a
 * SEQUENCE one higher; METHOD:CANCEL when cancelled).
 */
import crypto from "node:crypto";
import { and, count, eq, gt, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import { db, type Queryable } from "~/db/client.server";
import {
  bookingEvents,
  bookings,
  emailOutbox,
  leads,
  type BookingEventKind,
  type BookingOutcome,
  type EmailAttachment,
} from "~/db/schema";
import { hasSqlState, EXCLUSION_VIOLATION, UNIQUE_VIOLATION } from "~/db/sql-state";
import { BOOKING_PURPOSE, LOCATION_LABELS } from "~/content/booking";
import { PRIVACY_NOTICE_VERSION } from "~/content/leads";
import { site } from "~/content/site";
import { env } from "../runtime/env.server";
import { recordAudit } from "../audit/audit.server";
import { CALENDAR_AUDIT_ACTIONS } from "../audit/audit-actions";
import { enqueueEmail } from "../runtime/outbox.server";
import type { EmailContent } from "../runtime/email-compose";
import type { SubmissionOrigin } from "../forms/stored-submission";
import { checkAnswers } from "../leads/lead-kinds";
import type { BookingAnswers } from "../leads/kinds/booking-kind";
import { hostAvailabilities, lookupSpan } from "./availability.server";
import { callInvitation, type CallEvent } from "./calendar-file.server";
import { hostById, hostsOf, type CallType, type Host } from "./call-types.server";
import { availableSlots, nearestSlots, type Slot } from "./slots";
import {
  hostBookedMessage,
  hostCancelledMessage,
  hostMovedMessage,
  visitorBookedMessage,
  visitorCancelledMessage,
  visitorMovedMessage,
  visitorReminderMessage,
  type CallSummary,
} from "./booking-emails";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** How many of the nearest free times a visitor whose time was taken is offered. */
export const NEAREST_OFFERED = 4;
/** The reminders before a call: a day and an hour ahead. One whose time has passed when the call is booked is not sent. */
const REMINDERS = [
  { ahead: "day", before: 24 * HOUR },
  { ahead: "hour", before: HOUR },
] as const;

export type BookingRow = typeof bookings.$inferSelect;
/** A booking's audit rows name it as this. */
export const BOOKING_RESOURCE_TYPE = "booking";

/** What the visitor gave on the booking form, checked. */
export type BookingDetails = {
  name: string;
  email: string;
  phone: string | null;
  business: string | null;
  /** each of the call type's questions as asked, with the answer's label (null: not answered) */
  questions: BookingAnswers["questions"];
  /** the zone the visitor saw the times in besides the firm's */
  visitorTimeZone: string | null;
};

export type BookResult =
  | { kind: "booked"; booking: BookingRow; duplicate: boolean }
  /** the time is no longer free (or was never offered): the nearest free times instead */
  | { kind: "taken"; nearest: Slot[] };

/** The free times of a call type now, with the hosts free at each; `exceptBooking` is a booking being moved. */
export async function offeredSlots(callType: CallType, now: Date, exceptBooking?: string): Promise<Slot[]> {
  const hosts = await hostsOf(callType.id);
  return slotsFor(callType, hosts, now, exceptBooking);
}

async function slotsFor(callType: CallType, hosts: Host[], now: Date, exceptBooking?: string): Promise<Slot[]> {
  const availability = await hostAvailabilities(
    hosts.map((h) => h.id),
    lookupSpan(now, callType.windowDays),
    exceptBooking,
  );
  return availableSlots(callType, availability, now);
}

/**
 * The free hosts of a slot in the order a round robin tries them: the fewest calls booked first (confirmed calls in
 * the last 30 days and ahead), then the order given. A named host is the only one.
 */
async function roundRobinOrder(hostIds: string[], now: Date): Promise<string[]> {
  if (hostIds.length < 2) return hostIds;
  const rows = await db()
    .select({ hostId: bookings.hostId, calls: count() })
    .from(bookings)
    .where(
      and(
        inArray(bookings.hostId, hostIds),
        eq(bookings.status, "confirmed"),
        gte(bookings.startsAt, new Date(now.getTime() - 30 * 24 * HOUR)),
      ),
    )
    .groupBy(bookings.hostId);
  const calls = new Map(rows.map((r) => [r.hostId, r.calls]));
  return [...hostIds].sort((a, b) => (calls.get(a) ?? 0) - (calls.get(b) ?? 0));
}

const token = () => crypto.randomBytes(24).toString("base64url");

/** Books `start` for the visitor, with the first free host that the database accepts. */
export async function bookCall(request: {
  callType: CallType;
  start: Date;
  details: BookingDetails;
  origin: SubmissionOrigin;
  now?: Date;
}): Promise<BookResult> {
  const { callType, start, details, origin } = request;
  const now = request.now ?? new Date();
  const resent = await bookingByIdempotencyKey(origin.idempotencyKey);
  if (resent) return { kind: "booked", booking: resent, duplicate: true };

  const hosts = await hostsOf(callType.id);
  const slots = await slotsFor(callType, hosts, now);
  const slot = slots.find((s) => s.start === start.getTime());
  if (!slot) return { kind: "taken", nearest: nearestSlots(slots, start.getTime(), NEAREST_OFFERED) };

  for (const hostId of await roundRobinOrder(slot.hostIds, now)) {
    const host = hosts.find((h) => h.id === hostId)!;
    try {
      const booking = await db().transaction((tx) =>
        insertBooking(tx, { callType, host, start, details, origin, now }),
      );
      return { kind: "booked", booking, duplicate: false };
    } catch (error) {
      if (hasSqlState(error, EXCLUSION_VIOLATION)) continue;
      if (hasSqlState(error, UNIQUE_VIOLATION)) {
        const first = await bookingByIdempotencyKey(origin.idempotencyKey);
        if (first) return { kind: "booked", booking: first, duplicate: true };
      }
      throw error;
    }
  }
  // Every free host was taken between reading the slots and writing: offer what is free now.
  const fresh = await slotsFor(callType, hosts, now);
  return { kind: "taken", nearest: nearestSlots(fresh, start.getTime(), NEAREST_OFFERED) };
}

async function bookingByIdempotencyKey(key: string): Promise<BookingRow | null> {
  const [row] = await db()
    .select({ booking: bookings })
    .from(bookings)
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .where(eq(leads.idempotencyKey, key));
  return row?.booking ?? null;
}

function blockedTimes(callType: CallType, start: Date) {
  const end = new Date(start.getTime() + callType.lengthMinutes * MINUTE);
  return {
    startsAt: start,
    endsAt: end,
    blockedFrom: new Date(start.getTime() - callType.bufferBeforeMinutes * MINUTE),
    blockedUntil: new Date(end.getTime() + callType.bufferAfterMinutes * MINUTE),
  };
}

async function insertBooking(
  tx: Queryable,
  input: {
    callType: CallType;
    host: Host;
    start: Date;
    details: BookingDetails;
    origin: SubmissionOrigin;
    now: Date;
  },
): Promise<BookingRow> {
  const { callType, host, start, details, origin, now } = input;
  const answers = checkAnswers("booking", {
    callType: callType.slug,
    callName: callType.name,
    questions: details.questions,
    consent: true,
  } satisfies BookingAnswers);
  const [lead] = await tx
    .insert(leads)
    .values({
      kind: "booking",
      name: details.name,
      email: details.email,
      phone: details.phone,
      business: details.business,
      answers,
      ownerId: host.id,
      replyDueAt: start,
      sourcePath: origin.sourcePath,
      query: { ...origin.query, purpose: BOOKING_PURPOSE },
      consentAt: now,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      idempotencyKey: origin.idempotencyKey,
      createdAt: now,
    })
    .returning({ id: leads.id });
  const id = crypto.randomUUID();
  const [booking] = await tx
    .insert(bookings)
    .values({
      id,
      leadId: lead.id,
      callTypeId: callType.id,
      hostId: host.id,
      ...blockedTimes(callType, start),
      status: "confirmed",
      visitorTimeZone: details.visitorTimeZone,
      icalUid: `${id}@${new URL(env().publicUrl).hostname}`,
      viewToken: token(),
      rescheduleToken: token(),
      cancelToken: token(),
      createdAt: now,
    })
    .returning();
  await recordEvent(tx, booking, "booked", null);
  const call = summaryOf(booking, callType, host, details);
  await sendUpdate(tx, booking, call, "booked", host);
  await queueReminders(tx, booking, call, now);
  return booking;
}

/** The visitor's details as a booking's lead holds them. */
async function visitorOf(tx: Queryable, booking: BookingRow): Promise<BookingDetails> {
  const [lead] = await tx
    .select({ name: leads.name, email: leads.email, phone: leads.phone, business: leads.business })
    .from(leads)
    .where(eq(leads.id, booking.leadId));
  return {
    name: lead.name ?? lead.email,
    email: lead.email,
    phone: lead.phone,
    business: lead.business,
    questions: [],
    visitorTimeZone: booking.visitorTimeZone,
  };
}

function absolute(path: string): string {
  return `${env().publicUrl}${path}`;
}

/** The visitor's links to a booking. */
export function bookingLinks(booking: Pick<BookingRow, "viewToken" | "rescheduleToken" | "cancelToken">) {
  return {
    view: `/book/booked/${booking.viewToken}`,
    calendarFile: `/book/booked/${booking.viewToken}/call.ics`,
    reschedule: `/book/reschedule/${booking.rescheduleToken}`,
    cancel: `/book/cancel/${booking.cancelToken}`,
  };
}

function summaryOf(booking: BookingRow, callType: CallType, host: Host, visitor: BookingDetails): CallSummary {
  const links = bookingLinks(booking);
  return {
    callName: callType.name,
    start: booking.startsAt,
    end: booking.endsAt,
    location: callType.location,
    locationDetail: callType.locationDetail,
    hostName: host.name,
    visitorName: visitor.name,
    visitorEmail: visitor.email,
    visitorZone: booking.visitorTimeZone,
    links: {
      view: absolute(links.view),
      reschedule: absolute(links.reschedule),
      cancel: absolute(links.cancel),
      book: absolute(`/book/${callType.slug}`),
    },
    leadUrl: absolute(`/admin/leads/${booking.leadId}`),
  };
}

/** A booking as a calendar event: its UID and SEQUENCE, the host organising and the visitor invited. */
export function callEventOf(booking: BookingRow, call: CallSummary, hostEmail: string, now = new Date()): CallEvent {
  return {
    uid: booking.icalUid,
    sequence: booking.sequence,
    start: booking.startsAt,
    end: booking.endsAt,
    summary: `${call.callName} with ${site.name}`,
    description: [
      `${call.callName} with ${call.hostName} (${site.name}).`,
      `Reschedule: ${call.links.reschedule}`,
      `Cancel: ${call.links.cancel}`,
    ].join("\n"),
    location: [LOCATION_LABELS[call.location], call.locationDetail].filter(Boolean).join(": "),
    organizer: { name: call.hostName, email: hostEmail },
    attendees: [{ name: call.visitorName, email: call.visitorEmail }],
    url: call.links.view,
    stamp: now,
  };
}

/** A booking's calendar event as its visitor downloads it from the confirmation page. */
export async function callEventFor(booking: BookingRow, callType: CallType): Promise<CallEvent> {
  const host = (await hostById(booking.hostId)) ?? unknownHost(booking.hostId);
  const visitor = await visitorOf(db(), booking);
  return callEventOf(booking, summaryOf(booking, callType, host, visitor), host.email);
}

function calendarAttachment(event: CallEvent, method: "REQUEST" | "CANCEL"): EmailAttachment {
  return {
    filename: method === "CANCEL" ? "cancelled-call.ics" : "call.ics",
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: callInvitation(event, method),
  };
}

type Update = "booked" | "moved" | "cancelled";
const VISITOR_MESSAGES: Record<Update, (call: CallSummary) => EmailContent> = {
  booked: visitorBookedMessage,
  moved: visitorMovedMessage,
  cancelled: visitorCancelledMessage,
};
const HOST_MESSAGES: Record<Update, (call: CallSummary) => EmailContent> = {
  booked: hostBookedMessage,
  moved: hostMovedMessage,
  cancelled: hostCancelledMessage,
};

/** The visitor's and the host's emails about a change, each with the calendar file (REQUEST, or CANCEL). */
async function sendUpdate(tx: Queryable, booking: BookingRow, call: CallSummary, update: Update, host?: Host) {
  const hostEmail = host?.email ?? (await hostById(booking.hostId, tx))?.email ?? env().leadsNotifyTo;
  const method = update === "cancelled" ? "CANCEL" : "REQUEST";
  const attachment = calendarAttachment(callEventOf(booking, call, hostEmail), method);
  const about = { concerns: call.visitorEmail, leadId: booking.leadId, attachments: [attachment] };
  await enqueueEmail(tx, { to: call.visitorEmail, ...VISITOR_MESSAGES[update](call), ...about });
  await enqueueEmail(tx, { to: hostEmail, ...HOST_MESSAGES[update](call), ...about });
}

/** The reminders of a booking still ahead at `now`, held in the outbox until their time. */
async function queueReminders(tx: Queryable, booking: BookingRow, call: CallSummary, now: Date) {
  for (const { ahead, before } of REMINDERS) {
    const sendAt = new Date(booking.startsAt.getTime() - before);
    if (sendAt.getTime() <= now.getTime()) continue;
    await enqueueEmail(tx, {
      to: call.visitorEmail,
      ...visitorReminderMessage(call, ahead),
      concerns: call.visitorEmail,
      leadId: booking.leadId,
      sendAt,
      reminderOf: booking.id,
    });
  }
}

/** Withdraws a booking's reminders not yet sent. */
async function withdrawReminders(tx: Queryable, bookingId: string) {
  await tx.delete(emailOutbox).where(and(eq(emailOutbox.reminderOf, bookingId), eq(emailOutbox.status, "pending")));
}

async function recordEvent(
  tx: Queryable,
  booking: BookingRow,
  kind: BookingEventKind,
  by: { id: string; name: string } | null,
) {
  await tx.insert(bookingEvents).values({
    bookingId: booking.id,
    leadId: booking.leadId,
    kind,
    startsAt: booking.startsAt,
    byUserId: by?.id ?? null,
    byName: by?.name ?? null,
  });
}

// ---------------------------------------------------------------- the visitor's links

export type TokenPurpose = "view" | "reschedule" | "cancel";
const TOKEN_COLUMNS = {
  view: bookings.viewToken,
  reschedule: bookings.rescheduleToken,
  cancel: bookings.cancelToken,
} as const;

/** The booking a link's token names, whatever its state; null for an unknown token. */
export async function bookingByToken(purpose: TokenPurpose, value: string): Promise<BookingRow | null> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(value)) return null;
  const [row] = await db().select().from(bookings).where(eq(TOKEN_COLUMNS[purpose], value));
  return row ?? null;
}

/** The booking a lead made; null for a lead of another kind. */
export async function bookingOfLead(leadId: string): Promise<BookingRow | null> {
  const [row] = await db().select().from(bookings).where(eq(bookings.leadId, leadId)).limit(1);
  return row ?? null;
}

/** Whether a booking can still be moved or cancelled at `now`: confirmed, and its call not yet begun. */
export function isChangeable(booking: Pick<BookingRow, "status" | "startsAt">, now = new Date()): boolean {
  return booking.status === "confirmed" && booking.startsAt.getTime() > now.getTime();
}

export type ChangeResult =
  | { kind: "done"; booking: BookingRow }
  /** cancelled or past: the link no longer works */
  | { kind: "gone" }
  | { kind: "taken"; nearest: Slot[] };

/**
 * Moves a booking to `start`: its host if free then, else (a round robin) the next free host. The booking keeps its
 * UID, links and lead; its SEQUENCE grows, its reminders are withdrawn and queued again, and the visitor and host
 * get the updated invitation (a host who loses the call gets its cancellation).
 */
export async function rescheduleBooking(
  booking: BookingRow,
  callType: CallType,
  start: Date,
  options: { now?: Date; by?: { id: string; name: string } | null } = {},
): Promise<ChangeResult> {
  const now = options.now ?? new Date();
  if (!isChangeable(booking, now)) return { kind: "gone" };
  // The time it has already: nothing to move, nothing to send.
  if (start.getTime() === booking.startsAt.getTime()) return { kind: "done", booking };
  const hosts = await hostsOf(callType.id);
  if (!hosts.some((h) => h.id === booking.hostId)) {
    const current = await hostById(booking.hostId);
    if (current) hosts.unshift(current);
  }
  const slots = await slotsFor(callType, hosts, now, booking.id);
  const slot = slots.find((s) => s.start === start.getTime());
  if (!slot) return { kind: "taken", nearest: nearestSlots(slots, start.getTime(), NEAREST_OFFERED) };
  const order = slot.hostIds.includes(booking.hostId)
    ? [booking.hostId]
    : callType.hostRule === "round-robin"
      ? await roundRobinOrder(slot.hostIds, now)
      : [];
  for (const hostId of order) {
    const host = hosts.find((h) => h.id === hostId)!;
    try {
      const moved = await db().transaction(async (tx) => {
        const [row] = await tx
          .update(bookings)
          .set({ hostId, ...blockedTimes(callType, start), sequence: sql`${bookings.sequence} + 1` })
          .where(and(eq(bookings.id, booking.id), eq(bookings.status, "confirmed"), gt(bookings.startsAt, now)))
          .returning();
        if (!row) return null;
        await tx.update(leads).set({ replyDueAt: start, ownerId: hostId }).where(eq(leads.id, booking.leadId));
        await withdrawReminders(tx, booking.id);
        await recordEvent(tx, row, "rescheduled", options.by ?? null);
        const visitor = await visitorOf(tx, row);
        const call = summaryOf(row, callType, host, visitor);
        if (hostId !== booking.hostId) {
          // The host who had it gets its cancellation; the new one its invitation.
          const previous = await hostById(booking.hostId, tx);
          if (previous) {
            const before = summaryOf(
              { ...row, startsAt: booking.startsAt, endsAt: booking.endsAt },
              callType,
              previous,
              visitor,
            );
            const event = callEventOf(
              { ...row, startsAt: booking.startsAt, endsAt: booking.endsAt },
              before,
              previous.email,
            );
            await enqueueEmail(tx, {
              to: previous.email,
              ...hostCancelledMessage(before),
              concerns: visitor.email,
              leadId: row.leadId,
              attachments: [calendarAttachment(event, "CANCEL")],
            });
          }
        }
        await sendUpdate(tx, row, call, "moved", host);
        await queueReminders(tx, row, call, now);
        return row;
      });
      return moved ? { kind: "done", booking: moved } : { kind: "gone" };
    } catch (error) {
      if (hasSqlState(error, EXCLUSION_VIOLATION)) continue;
      throw error;
    }
  }
  const fresh = await slotsFor(callType, hosts, now, booking.id);
  return { kind: "taken", nearest: nearestSlots(fresh, start.getTime(), NEAREST_OFFERED) };
}

/**
 * Cancels a booking that has not begun (compare-and-swap on its state, so two cancels make one): its time is free at
 * once, its reminders are withdrawn, and the visitor and host get the calendar's cancellation. The lead's due clock
 * stops: no call is due any more.
 */
export async function cancelBooking(
  booking: BookingRow,
  callType: CallType,
  options: { now?: Date; by?: { id: string; name: string } | null } = {},
): Promise<ChangeResult> {
  const now = options.now ?? new Date();
  const cancelled = await db().transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: now, sequence: sql`${bookings.sequence} + 1` })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, "confirmed"), gt(bookings.startsAt, now)))
      .returning();
    if (!row) return null;
    await withdrawReminders(tx, row.id);
    await tx
      .update(leads)
      .set({ respondedAt: sql`coalesce(${leads.respondedAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(leads.id, row.leadId));
    await recordEvent(tx, row, "cancelled", options.by ?? null);
    const host = await hostById(row.hostId, tx);
    const visitor = await visitorOf(tx, row);
    await sendUpdate(
      tx,
      row,
      summaryOf(row, callType, host ?? unknownHost(row.hostId), visitor),
      "cancelled",
      host ?? undefined,
    );
    return row;
  });
  return cancelled ? { kind: "done", booking: cancelled } : { kind: "gone" };
}

function unknownHost(id: string): Host {
  return { id, name: site.name, email: env().leadsNotifyTo };
}

/**
 * Marks a call that has begun, and has no outcome yet, as attended or a no-show (staff, from the lead's page or the
 * calendar), audited in the same transaction. It stops the lead's due clock. Returns false when the booking is not a
 * confirmed call that has begun without an outcome.
 */
export async function markOutcome(
  bookingId: string,
  outcome: BookingOutcome,
  by: { id: string; name: string; ip?: string | null },
  now = new Date(),
): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({ outcome })
      .where(
        and(
          eq(bookings.id, bookingId),
          eq(bookings.status, "confirmed"),
          isNull(bookings.outcome),
          lte(bookings.startsAt, now),
        ),
      )
      .returning();
    if (!row) return false;
    await tx
      .update(leads)
      .set({ respondedAt: now })
      .where(and(eq(leads.id, row.leadId), isNull(leads.respondedAt)));
    await recordEvent(tx, row, outcome, by);
    await recordAudit(tx, {
      action: CALENDAR_AUDIT_ACTIONS.outcomeMarked,
      resourceType: BOOKING_RESOURCE_TYPE,
      resourceId: row.id,
      userId: by.id,
      ip: by.ip ?? null,
      details: { outcome, lead: row.leadId, host: row.hostId },
    });
    return true;
  });
}
