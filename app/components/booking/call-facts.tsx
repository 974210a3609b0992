import { bookingPage as copy, LOCATION_LABELS } from "~/content/booking";
import type { CallLocation } from "~/db/schema";

/** A call's length and where it happens, under its name. */
export function CallFacts({ lengthMinutes, location }: { lengthMinutes: number; location: CallLocation }) {
  return (
    <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium text-brand-800">
      <span>{copy.minutes(lengthMinutes)}</span>
      <span aria-hidden="true">·</span>
      <span>{LOCATION_LABELS[location]}</span>
    </p>
  );
}
