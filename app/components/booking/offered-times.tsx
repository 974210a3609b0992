/**
 * The times a booking form offers besides the one chosen: after a time was just taken, the nearest free ones as
 * choices of the same form (the first chosen), each in SAST and the visitor's own time; and the time chosen, as the
 * form names it. Shared by booking and moving a call.
 */
import { Link } from "react-router";
import { FormMessage } from "~/components/forms/field";
import { bookingPage as copy } from "~/content/booking";
import type { OfferedTime } from "~/lib/booking/booking-form";

export function NearestTimes({ times }: { times: readonly OfferedTime[] }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2">
        <FormMessage kind="error" title={copy.taken.title}>
          {copy.taken.description}
        </FormMessage>
        <span className="mt-4 block font-semibold text-ink">{copy.taken.nearest}</span>
      </legend>
      {times.length === 0 ? (
        <p className="text-sm text-muted">
          {copy.taken.none}{" "}
          <Link to={copy.contactInstead.link.href} className="font-medium text-brand-800 underline">
            {copy.contactInstead.link.label}
          </Link>
        </p>
      ) : (
        times.map((time, index) => (
          <label
            key={time.start}
            className="flex cursor-pointer items-start gap-3 rounded-md border border-line bg-white px-3 py-2.5 text-sm text-ink has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input type="radio" name="start" value={time.start} defaultChecked={index === 0} className="mt-1" />
            <span>
              <span className="block">{time.label}</span>
              {time.visitorLabel ? <span className="block text-xs text-muted">{time.visitorLabel}</span> : null}
            </span>
          </label>
        ))
      )}
    </fieldset>
  );
}

/** "Your call: Monday, 1 February 2027, 09:00–09:30 SAST", and the visitor's own time beneath when it differs. */
export function ChosenTime({ chosen, city }: { chosen: OfferedTime; city: string | null }) {
  return (
    <p className="text-ink">
      <span className="font-semibold">{copy.details.chosen}</span> {chosen.label} SAST
      {chosen.visitorLabel && city ? (
        <span className="block text-sm text-muted">
          {chosen.visitorLabel} ({city})
        </span>
      ) : null}
    </p>
  );
}
