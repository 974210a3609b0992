/**
 * A booked call on its lead's page: the call, host, time (the visitor's too) and state in words; after it has begun,
 * buttons to mark it attended or a no-show; before, a disclosed confirmation to cancel it. Plain forms: they work
 * without JavaScript.
 */
import { Form } from "react-router";
import { StatusBadge } from "~/components/admin/status-badge";
import { Button } from "~/components/ui/button";
import { leadDetail } from "~/content/admin-leads";
import type { StaffBookingView } from "~/lib/booking/booking-view.server";

const copy = leadDetail.booking;
const TONES = { confirmed: "success", cancelled: "muted", held: "accent" } as const;

export function LeadBookingPanel({
  booking,
  pendingIntent,
}: {
  booking: StaffBookingView;
  pendingIntent: FormDataEntryValue | null | undefined;
}) {
  return (
    <section aria-labelledby="booking-heading" className="rounded-xl border border-line bg-white p-5">
      <h2 id="booking-heading" className="text-lg font-semibold text-ink">
        {copy.heading}
      </h2>
      <dl className="mt-3 grid gap-2 text-sm">
        <div>
          <dt className="font-medium text-muted">{copy.call}</dt>
          <dd className="text-ink">{booking.callName}</dd>
        </div>
        <div>
          <dt className="font-medium text-muted">{copy.when}</dt>
          <dd className="text-ink">{booking.when} SAST</dd>
        </div>
        {booking.visitorWhen && booking.visitorCity ? (
          <div>
            <dt className="font-medium text-muted">{copy.yourTime(booking.visitorCity)}</dt>
            <dd className="text-ink">{booking.visitorWhen}</dd>
          </div>
        ) : null}
        <div>
          <dt className="font-medium text-muted">{copy.with}</dt>
          <dd className="text-ink">{booking.hostName}</dd>
        </div>
        <div>
          <dt className="font-medium text-muted">{copy.state}</dt>
          <dd className="flex flex-wrap gap-2">
            <StatusBadge tone={TONES[booking.status]}>{copy.states[booking.status]}</StatusBadge>
            {booking.outcome ? (
              <StatusBadge tone={booking.outcome === "attended" ? "success" : "danger"}>
                {copy.outcomes[booking.outcome]}
              </StatusBadge>
            ) : null}
          </dd>
        </div>
      </dl>
      {booking.markable ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="call-outcome" />
          <fieldset>
            <legend className="text-sm font-semibold text-ink">{copy.markLegend}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button type="submit" name="outcome" value="attended" disabled={pendingIntent === "call-outcome"}>
                {copy.attended}
              </Button>
              <Button
                type="submit"
                name="outcome"
                value="no-show"
                variant="outline"
                disabled={pendingIntent === "call-outcome"}
              >
                {copy.noShow}
              </Button>
            </div>
          </fieldset>
        </Form>
      ) : null}
      {booking.changeable ? (
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer font-medium text-danger">{copy.cancel}</summary>
          <Form method="post" className="mt-2 grid gap-2">
            <input type="hidden" name="intent" value="call-cancel" />
            <p className="text-muted">{copy.cancelHint}</p>
            <Button type="submit" variant="danger" disabled={pendingIntent === "call-cancel"}>
              {copy.cancelConfirm}
            </Button>
          </Form>
        </details>
      ) : null}
    </section>
  );
}
