import type { Route } from "./+types/calendar-file";
import { callEventFor } from "~/lib/booking/bookings.server";
import { requireBookingByToken } from "~/lib/booking/booking-view.server";
import { callInvitation } from "~/lib/booking/calendar-file.server";

/** The booking's calendar file, from its confirmation page: the invitation, or its cancellation once cancelled. */
export async function loader({ params }: Route.LoaderArgs) {
  const { booking, callType } = await requireBookingByToken("view", params.token);
  const event = await callEventFor(booking, callType);
  const method = booking.status === "cancelled" ? "CANCEL" : "REQUEST";
  return new Response(callInvitation(event, method), {
    headers: {
      "Content-Type": `text/calendar; charset=utf-8; method=${method}`,
      "Content-Disposition": `attachment; filename="${callType.slug}.ics"`,
      "Cache-Control": "no-store",
      "Referrer-Policy": "same-origin",
    },
  });
}
