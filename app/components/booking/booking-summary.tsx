import { bookingConfirmation as copy, LOCATION_LABELS } from "~/content/booking";
import type { BookingView } from "~/lib/booking/booking-view.server";

/** What, with whom, where and when: the call as booked, its time in both zones. */
export function BookingSummary({ view }: { view: BookingView }) {
  return (
    <dl className="grid gap-3 rounded-lg border border-line bg-white p-6 text-left sm:grid-cols-[8rem_1fr]">
      <dt className="font-semibold text-ink">{copy.when}</dt>
      <dd className="text-ink">
        <span className="block">
          {view.when} {copy.firmTime}
        </span>
        {view.visitorWhen && view.visitorCity ? (
          <span className="block text-muted">
            {view.visitorWhen} {copy.yourTime(view.visitorCity)}
          </span>
        ) : null}
      </dd>
      <dt className="font-semibold text-ink">{copy.with}</dt>
      <dd className="text-ink">{view.hostName}</dd>
      <dt className="font-semibold text-ink">{copy.where}</dt>
      <dd className="text-ink">
        {LOCATION_LABELS[view.location]}
        {view.locationDetail ? <span className="block text-muted">{view.locationDetail}</span> : null}
      </dd>
    </dl>
  );
}
