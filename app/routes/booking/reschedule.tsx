import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/reschedule";
import { BookingSummary } from "~/components/booking/booking-summary";
import { CallPickerLinks, ZoneChoice } from "~/components/booking/call-picker";
import { GoneLink } from "~/components/booking/gone-link";
import { ChosenTime, NearestTimes } from "~/components/booking/offered-times";
import { FormMessage } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { bookingManage as copy, bookingPage } from "~/content/booking";
import { rescheduleAction } from "~/lib/booking/booking-action.server";
import { bookingView, requireBookingByToken, tokenPageHeaders } from "~/lib/booking/booking-view.server";
import { isChangeable, offeredSlots } from "~/lib/booking/bookings.server";
import { callPicker, readPickerQuery } from "~/lib/booking/call-picker";
import { staticPageMeta } from "~/lib/pages/meta";
import { pageUrl } from "~/lib/runtime/page-url";
import { requestOf } from "~/lib/runtime/request-context";
import { keepPageDataAfterPost } from "~/lib/forms/revalidation";

export const meta: Route.MetaFunction = staticPageMeta({
  title: copy.reschedule.title,
  description: copy.reschedule.intro,
  path: "/book",
  noIndex: true,
});

export const headers = tokenPageHeaders;

export async function loader({ request, params }: Route.LoaderArgs) {
  const { booking, callType } = await requireBookingByToken("reschedule", params.token);
  const view = await bookingView(booking, callType);
  if (!isChangeable(booking)) return { view, gone: true as const };
  const url = pageUrl(request);
  const query = readPickerQuery(url.searchParams);
  // The visitor's zone from the booking, until they choose another.
  const withZone = { ...query, tz: url.searchParams.has("tz") ? query.tz : (booking.visitorTimeZone ?? null) };
  const slots = await offeredSlots(callType, new Date(), booking.id);
  return {
    view,
    gone: false as const,
    query: withZone,
    picker: callPicker(slots, withZone, url.pathname, callType.lengthMinutes),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { booking, callType } = await requireBookingByToken("reschedule", params.token);
  return rescheduleAction(request, requestOf(context), booking, callType);
}

export const shouldRevalidate = keepPageDataAfterPost;

export default function Reschedule({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (loaderData.gone) return <GoneLink callSlug={loaderData.view.callSlug} />;
  const { view, picker, query } = loaderData;
  const busy = navigation.state === "submitting";
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
      <h1 className="font-display text-4xl font-semibold text-brand-900">{copy.reschedule.title}</h1>
      <p className="mt-4 max-w-2xl text-lg leading-8 text-muted">{copy.reschedule.intro}</p>
      <h2 className="mt-8 font-semibold text-ink">{copy.reschedule.current}</h2>
      <div className="mt-3">
        <BookingSummary view={view} />
      </div>
      <div className="mt-8">
        <ZoneChoice picker={picker} query={query} />
      </div>
      <div className="mt-8">
        {picker.days.length === 0 ? (
          <p className="text-muted">{bookingPage.none.description}</p>
        ) : (
          <CallPickerLinks picker={picker} />
        )}
      </div>
      {actionData?.error ? (
        <div className="mt-6">
          <FormMessage kind="error">{actionData.error}</FormMessage>
        </div>
      ) : null}
      {actionData?.taken || picker.chosen ? (
        <section id="your-details" tabIndex={-1} aria-labelledby="move-heading" className="mt-10 grid gap-4">
          <h2 id="move-heading" className="font-display text-xl font-semibold text-brand-900">
            {copy.reschedule.submit}
          </h2>
          <Form method="post" className="grid gap-4">
            <input type="hidden" name="tz" value={picker.zone?.id ?? ""} />
            {actionData?.taken ? (
              <NearestTimes times={actionData.taken} />
            ) : picker.chosen ? (
              <>
                <ChosenTime chosen={picker.chosen} city={picker.zone?.city ?? null} />
                <input type="hidden" name="start" value={picker.chosen.start} />
              </>
            ) : null}
            <div>
              <Button type="submit" size="lg" disabled={busy}>
                {busy ? copy.reschedule.submitting : copy.reschedule.submit}
              </Button>
            </div>
          </Form>
        </section>
      ) : null}
    </div>
  );
}
