import type { Route } from "./+types/booked";
import { BookingSummary } from "~/components/booking/booking-summary";
import { MessagePage } from "~/components/layout/message-page";
import { ButtonLink } from "~/components/ui/button";
import { bookingConfirmation as copy } from "~/content/booking";
import { bookingView, requireBookingByToken, tokenPageHeaders } from "~/lib/booking/booking-view.server";
import { staticPageMeta } from "~/lib/pages/meta";
import { pageUrl } from "~/lib/runtime/page-url";

export const meta: Route.MetaFunction = staticPageMeta({
  title: copy.title,
  description: copy.title,
  path: "/book",
  noIndex: true,
});

export const headers = tokenPageHeaders;

export async function loader({ request, params }: Route.LoaderArgs) {
  const { booking, callType } = await requireBookingByToken("view", params.token);
  const view = await bookingView(booking, callType);
  return { view, moved: pageUrl(request).searchParams.get("moved") === "1" };
}

export default function Booked({ loaderData: { view, moved } }: Route.ComponentProps) {
  const heading =
    view.state === "cancelled"
      ? copy.cancelledTitle
      : view.state === "past"
        ? copy.pastTitle
        : moved
          ? copy.moved
          : copy.title;
  return (
    <MessagePage
      kind={view.state === "cancelled" ? "problem" : "success"}
      heading={heading}
      actions={
        view.state === "confirmed" ? (
          <>
            <ButtonLink to={view.links.calendarFile} reloadDocument size="lg">
              {copy.calendarFile}
            </ButtonLink>
            <ButtonLink to={view.links.reschedule} variant="outline" size="lg">
              {copy.reschedule}
            </ButtonLink>
            <ButtonLink to={view.links.cancel} variant="outline" size="lg">
              {copy.cancel}
            </ButtonLink>
          </>
        ) : (
          <ButtonLink to={`/book/${view.callSlug}`} size="lg">
            {copy.bookAnother}
          </ButtonLink>
        )
      }
    >
      <p className="mb-6">{view.callName}</p>
      <BookingSummary view={view} />
    </MessagePage>
  );
}
