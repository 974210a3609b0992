/**
 * A booking as its visitor's pages show it (ADR 067): the call, the host, the time in the firm's zone and the
 * visitor's, its state, and its links. Read by the confirmation, reschedule and cancel pages through their tokens.
 */
import { data } from "react-router";
import { callWhen, otherZone, zoneCity } from "./call-time";
import {
  bookingByToken,
  bookingLinks,
  bookingOfLead,
  isChangeable,
  type BookingRow,
  type TokenPurpose,
} from "./bookings.server";
import { callTypeById, hostById, type CallType } from "./call-types.server";

export type BookingView = {
  callName: string;
  callSlug: string;
  hostName: string;
  location: CallType["location"];
  locationDetail: string;
  when: string;
  visitorWhen: string | null;
  visitorCity: string | null;
  state: "confirmed" | "cancelled" | "past";
  links: ReturnType<typeof bookingLinks>;
};

/** The booking a link's token names, with its call type; 404 for a token that names none. */
export async function requireBookingByToken(
  purpose: TokenPurpose,
  token: string,
): Promise<{ booking: BookingRow; callType: CallType }> {
  const booking = await bookingByToken(purpose, token);
  const callType = booking ? await callTypeById(booking.callTypeId) : null;
  if (!booking || !callType) throw data(null, { status: 404 });
  return { booking, callType };
}

/** A booking's time in SAST, and in the visitor's zone (named by its city) when it reads another clock. */
function callTimes(booking: BookingRow) {
  const zone = otherZone(booking.visitorTimeZone, booking.startsAt);
  return {
    when: callWhen(booking.startsAt, booking.endsAt),
    visitorWhen: zone ? callWhen(booking.startsAt, booking.endsAt, zone) : null,
    visitorCity: zone ? zoneCity(zone) : null,
  };
}

export async function bookingView(booking: BookingRow, callType: CallType, now = new Date()): Promise<BookingView> {
  const host = await hostById(booking.hostId);
  return {
    callName: callType.name,
    callSlug: callType.slug,
    hostName: host?.name ?? "",
    location: callType.location,
    locationDetail: callType.locationDetail,
    ...callTimes(booking),
    state: booking.status === "cancelled" ? "cancelled" : isChangeable(booking, now) ? "confirmed" : "past",
    links: bookingLinks(booking),
  };
}

/** A token page's headers: never cached, its address never sent to another site. */
export function tokenPageHeaders() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "same-origin", "X-Robots-Tag": "noindex" };
}

/** A lead's booked call as its page in the admin shows it, with what staff may do to it now. */
export type StaffBookingView = {
  id: string;
  callName: string;
  hostName: string;
  when: string;
  visitorWhen: string | null;
  visitorCity: string | null;
  status: "confirmed" | "cancelled" | "held";
  outcome: "attended" | "no-show" | null;
  /** not begun: it can still be cancelled */
  changeable: boolean;
  /** begun, confirmed and not yet marked: attended or a no-show can be recorded */
  markable: boolean;
};

/** The call a lead booked; null for a lead of another kind. */
export async function leadBookingView(leadId: string, now = new Date()): Promise<StaffBookingView | null> {
  const booking = await bookingOfLead(leadId);
  if (!booking) return null;
  const [callType, host] = await Promise.all([callTypeById(booking.callTypeId), hostById(booking.hostId)]);
  return {
    id: booking.id,
    callName: callType?.name ?? "",
    hostName: host?.name ?? "",
    ...callTimes(booking),
    status: booking.status,
    outcome: booking.outcome,
    changeable: isChangeable(booking, now),
    markable: booking.status === "confirmed" && booking.outcome === null && booking.startsAt.getTime() <= now.getTime(),
  };
}
