/**
 * The booking page's action (ADR 067): the lead forms' guards (origin, body limit, rate limit, honeypot, idempotent
 * key), the form checked against the call type, then the booking. It answers with a redirect to the confirmation, or
 * with what the visitor typed and why nothing was booked: field errors, the contact form for an answer that routes
 * there, the nearest free times for a time just taken, or "Booking failed" when the database could not be reached.
 * Nothing the visitor typed is lost in any of them.
 */
import { data, redirect } from "react-router";
import { bookingPage as copy } from "~/content/booking";
import {
  checkFormRateLimit,
  guardHeaders,
  isHoneypotFilled,
  newIdempotencyKey,
  readGuardedForm,
  readIdempotencyKey,
} from "../forms/form-guard.server";
import { readLeadQuery } from "../leads/lead-query";
import { logger } from "../runtime/logger.server";
import { recordLeadCreated } from "../runtime/metrics.server";
import { pageUrl } from "../runtime/page-url";
import type { RequestContext } from "../runtime/request-context";
import {
  parseBooking,
  readBookingValues,
  type BookingAnswer,
  type BookingInput,
  type BookingValues,
} from "./booking-form";
import { bookCall, bookingLinks, rescheduleBooking, type BookingRow } from "./bookings.server";
import type { CallType } from "./call-types.server";
import { offeredTimes } from "./call-picker";

export const BOOKING_FORM = "booking";
/** The rate limit's name for moving and cancelling from the visitor's links. */
export const BOOKING_CHANGE_FORM = "booking-change";

function answer(values: BookingValues, init: number, extra: Partial<BookingAnswer> = {}, headers?: Headers) {
  const body: BookingAnswer = {
    values,
    errors: {},
    formError: null,
    taken: null,
    contactInstead: false,
    idempotencyKey: newIdempotencyKey(),
    ...extra,
  };
  return data(body, { status: init, headers: headers ?? guardHeaders() });
}

const EMPTY_VALUES: BookingValues = {
  name: "",
  email: "",
  phone: "",
  business: "",
  consent: false,
  start: "",
  tz: "",
  answers: {},
};

/** Books a call of `callType` from the page's post. */
export async function bookingAction(request: Request, context: RequestContext, callType: CallType) {
  const guarded = await readGuardedForm(request, { form: BOOKING_FORM });
  if (!guarded.ok) {
    return answer(EMPTY_VALUES, guarded.status, {
      formError: { title: copy.failure.title, description: guarded.message },
    });
  }
  const form = guarded.form;
  const values = readBookingValues(form, callType.questions);
  const idempotencyKey = readIdempotencyKey(form);
  try {
    const limited = await checkFormRateLimit(BOOKING_FORM, context.clientIp);
    if (!limited.ok) {
      return answer(
        values,
        429,
        { formError: { title: copy.failure.title, description: limited.message } },
        guardHeaders(limited),
      );
    }
  } catch (error) {
    logger.error(
      { err: error, form: BOOKING_FORM, reqId: context.requestId },
      "booking rate limit could not be checked",
    );
    return answer(values, 503, { formError: copy.failure, idempotencyKey });
  }
  if (isHoneypotFilled(form)) {
    logger.warn({ form: BOOKING_FORM, reqId: context.requestId }, "honeypot filled: booking discarded");
    // Answered as the contact form would be: a bot learns nothing, and nothing is held.
    return answer(EMPTY_VALUES, 200, { contactInstead: true });
  }
  const parsed = parseBooking(values, callType.questions);
  if (parsed.ok === "contact-instead") return answer(values, 200, { contactInstead: true });
  if (!parsed.ok) return answer(values, 400, { errors: parsed.errors, idempotencyKey });

  const url = pageUrl(request);
  try {
    const result = await bookCall({
      callType,
      start: parsed.data.start,
      details: detailsOf(parsed.data),
      origin: { idempotencyKey, sourcePath: url.pathname, query: readLeadQuery(url.searchParams) },
    });
    if (result.kind === "taken") {
      return answer(values, 409, {
        taken: offeredTimes(result.nearest, parsed.data.timeZone, callType.lengthMinutes),
        idempotencyKey,
      });
    }
    logger.info(
      { form: BOOKING_FORM, leadId: result.booking.leadId, duplicate: result.duplicate, reqId: context.requestId },
      "call booked",
    );
    if (!result.duplicate) recordLeadCreated(BOOKING_FORM);
    return redirect(bookingLinks(result.booking).view, { status: 303, headers: guardHeaders() });
  } catch (error) {
    logger.error({ err: error, form: BOOKING_FORM, reqId: context.requestId }, "call could not be booked");
    return answer(values, 503, { formError: copy.failure, idempotencyKey });
  }
}

function detailsOf(input: BookingInput) {
  return {
    name: input.name,
    email: input.email,
    phone: input.phone,
    business: input.business,
    questions: input.questions,
    visitorTimeZone: input.timeZone,
  };
}

/** What a post to move a booking sends: the new time, and the zone the visitor saw it in. */
export async function rescheduleAction(
  request: Request,
  context: RequestContext,
  booking: BookingRow,
  callType: CallType,
) {
  const guarded = await readGuardedForm(request, { form: BOOKING_CHANGE_FORM });
  if (!guarded.ok)
    return data({ error: guarded.message, taken: null }, { status: guarded.status, headers: guardHeaders() });
  const limited = await checkFormRateLimit(BOOKING_CHANGE_FORM, context.clientIp);
  if (!limited.ok)
    return data({ error: limited.message, taken: null }, { status: 429, headers: guardHeaders(limited) });
  const value = guarded.form.get("start");
  const start = typeof value === "string" && /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(value) ? new Date(value) : null;
  if (!start || Number.isNaN(start.getTime())) {
    return data({ error: copy.taken.description, taken: null }, { status: 400, headers: guardHeaders() });
  }
  const tz = guarded.form.get("tz");
  const result = await rescheduleBooking(booking, callType, start);
  if (result.kind === "gone") return redirect(bookingLinks(booking).view, { status: 303 });
  if (result.kind === "taken") {
    const zone = typeof tz === "string" && tz ? tz : booking.visitorTimeZone;
    return data(
      { error: null, taken: offeredTimes(result.nearest, zone, callType.lengthMinutes) },
      { status: 409, headers: guardHeaders() },
    );
  }
  return redirect(`${bookingLinks(result.booking).view}?moved=1`, { status: 303, headers: guardHeaders() });
}
