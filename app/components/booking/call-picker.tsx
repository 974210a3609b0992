import { useEffect } from "react";
import { Form, Link, useNavigate, useLocation } from "react-router";
import { bookingPage as copy } from "~/content/booking";
import type { CallPicker, PickerQuery } from "~/lib/booking/call-picker";
import { FIRM_TIME_ZONE } from "~/lib/time/zoned-time";

/** Zones offered for showing times beside the firm's, without JavaScript (with it, the browser's own is used). */
const ZONE_CHOICES = [
  "Europe/London",
  "Europe/Amsterdam",
  "Europe/Lisbon",
  "Africa/Lagos",
  "Africa/Nairobi",
  "Asia/Dubai",
  "Asia/Kolkata",
  "Asia/Singapore",
  "Australia/Perth",
  "Australia/Sydney",
  "Pacific/Auckland",
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Los_Angeles",
  "America/Sao_Paulo",
  "America/Toronto",
] as const;

const linkClass =
  "block rounded-md border border-line bg-white px-3 py-2 text-sm text-ink hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-[current]:border-brand-700 aria-[current]:bg-brand-50 aria-[current]:font-semibold";

/**
 * After hydration, a visitor whose browser reads another clock than the firm's sees their own times too: the page's
 * address gains ?tz=, as the zone form would set it. Once: a visitor who then chooses "South African time only" keeps it.
 */
function useVisitorZone(hasZone: boolean) {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (hasZone || params.has("tz")) return;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone || zone === FIRM_TIME_ZONE) return;
    params.set("tz", zone);
    navigate(`${location.pathname}?${params}`, { replace: true, preventScrollReset: true });
    // Only on arrival: later choices are the visitor's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** Which zones the times are written in, and a form to add one (plain GET: works without JavaScript). */
export function ZoneChoice({ picker, query }: { picker: CallPicker; query: PickerQuery }) {
  const { day, time } = query;
  useVisitorZone(picker.zone !== null);
  const current = picker.zone?.id ?? "";
  const choices =
    current && !(ZONE_CHOICES as readonly string[]).includes(current) ? [current, ...ZONE_CHOICES] : ZONE_CHOICES;
  return (
    <div className="rounded-md bg-sand/70 px-4 py-3 text-sm text-muted">
      <p>{picker.zone ? copy.zones.alsoIn(picker.zone.city) : copy.zones.firm}</p>
      <Form method="get" className="mt-2 flex flex-wrap items-end gap-2" preventScrollReset>
        {Object.entries(query.carry).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {day ? <input type="hidden" name="day" value={day} /> : null}
        {time ? <input type="hidden" name="time" value={time} /> : null}
        <label className="flex flex-col gap-1 text-ink">
          <span className="font-medium">{copy.zones.label}</span>
          <select name="tz" defaultValue={current} className="h-10 rounded-md border border-line bg-white px-2 text-sm">
            <option value="">{copy.zones.none}</option>
            {choices.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, " ")}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="h-10 rounded-md border border-brand-800 px-3 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {copy.zones.show}
        </button>
      </Form>
    </div>
  );
}

/** The days with free times, then the chosen day's times: every choice a link. */
export function CallPickerLinks({ picker }: { picker: CallPicker }) {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="pick-day">
        <h2 id="pick-day" className="font-display text-xl font-semibold text-brand-900">
          {copy.days.heading}
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {picker.days.map((day) => (
            <li key={day.day}>
              <Link
                to={day.href}
                preventScrollReset
                aria-current={day.current ? "date" : undefined}
                className={linkClass}
              >
                <span className="block">{day.label}</span>
                <span className="block text-xs text-muted">{copy.days.times(day.count)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="pick-time">
        <h2 id="pick-time" className="font-display text-xl font-semibold text-brand-900">
          {copy.times.heading}
        </h2>
        {picker.day ? (
          <>
            <p className="mt-1 text-sm text-muted">{picker.day.label}</p>
            <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3">
              {picker.day.times.map((time) => (
                <li key={time.start}>
                  <Link
                    to={`${time.href}#your-details`}
                    aria-current={picker.chosen?.start === time.start ? "time" : undefined}
                    className={linkClass}
                  >
                    <span className="block">{time.label}</span>
                    {time.visitorLabel ? (
                      <span className="block text-xs text-muted">
                        {time.visitorLabel} {copy.times.yours}
                      </span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="mt-4 text-sm text-muted">{copy.times.prompt}</p>
        )}
      </section>
    </div>
  );
}
