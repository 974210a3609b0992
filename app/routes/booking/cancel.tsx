import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/cancel";
import { BookingSummary } from "~/components/booking/booking-summary";
import { GoneLink } from "~/components/booking/gone-link";
import { MessagePage } from "~/components/layout/message-page";
import { Button, ButtonLink } from "~/components/ui/button";
import { bookingConfirmation, bookingManage as copy } from "~/content/booking";
import { BOOKING_CHANGE_FORM } from "~/lib/booking/booking-action.server";
import { bookingView, requireBookingByToken, tokenPageHeaders } from "~/lib/booking/booking-view.server";
import { cancelBooking, isChangeable } from "~/lib/booking/bookings.server";
import { checkFormRateLimit, guardHeaders, readGuardedForm } from "~/lib/forms/form-guard.server";
import { staticPageMeta } from "~/lib/pages/meta";
import { requestOf } from "~/lib/runtime/request-context";

export const meta: Route.MetaFunction = staticPageMeta({
  title: copy.cancel.title,
  description: copy.cancel.intro,
  path: "/book",
  noIndex: true,
});

export const headers = tokenPageHeaders;

export async function loader({ params }: Route.LoaderArgs) {
  const { booking, callType } = await requireBookingByToken("cancel", params.token);
  return { view: await bookingView(booking, callType), changeable: isChangeable(booking) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { booking, callType } = await requireBookingByToken("cancel", params.token);
  const guarded = await readGuardedForm(request, { form: BOOKING_CHANGE_FORM });
  if (!guarded.ok)
    return data({ cancelled: false, error: guarded.message }, { status: guarded.status, headers: guardHeaders() });
  const limited = await checkFormRateLimit(BOOKING_CHANGE_FORM, requestOf(context).clientIp);
  if (!limited.ok)
    return data({ cancelled: false, error: limited.message }, { status: 429, headers: guardHeaders(limited) });
  const result = await cancelBooking(booking, callType);
  return data({ cancelled: result.kind === "done", error: null }, { headers: guardHeaders() });
}

export default function Cancel({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { view, changeable } = loaderData;
  if (actionData?.cancelled) {
    return (
      <MessagePage
        kind="success"
        heading={copy.cancel.done}
        actions={
          <ButtonLink to={`/book/${view.callSlug}`} size="lg">
            {bookingConfirmation.bookAnother}
          </ButtonLink>
        }
      >
        <p>{copy.cancel.doneDescription}</p>
      </MessagePage>
    );
  }
  if (!changeable || (actionData?.cancelled === false && actionData.error === null))
    return <GoneLink callSlug={view.callSlug} />;
  const busy = navigation.state === "submitting";
  return (
    <MessagePage kind="problem" heading={copy.cancel.title}>
      <p className="mb-6">{copy.cancel.intro}</p>
      <BookingSummary view={view} />
      {actionData?.error ? (
        <p role="alert" className="mt-4 text-danger">
          {actionData.error}
        </p>
      ) : null}
      <Form method="post" className="mt-6 flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
        <Button type="submit" variant="danger" size="lg" disabled={busy}>
          {busy ? copy.cancel.submitting : copy.cancel.submit}
        </Button>
        <Link to={view.links.view} className="font-medium text-brand-800 underline underline-offset-4">
          {copy.cancel.keep}
        </Link>
      </Form>
    </MessagePage>
  );
}
