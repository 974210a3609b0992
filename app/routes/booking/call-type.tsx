import { data } from "react-router";
import type { Route } from "./+types/call-type";
import { BookingForm } from "~/components/booking/booking-form";
import { CallPickerLinks, ZoneChoice } from "~/components/booking/call-picker";
import { CallFacts } from "~/components/booking/call-facts";
import { ChosenTime } from "~/components/booking/offered-times";
import { FormMessage } from "~/components/forms/field";
import { ButtonLink } from "~/components/ui/button";
import { bookingPage as copy } from "~/content/booking";
import { newIdempotencyKey } from "~/lib/forms/form-guard.server";
import { bookingAction } from "~/lib/booking/booking-action.server";
import { offeredSlots } from "~/lib/booking/bookings.server";
import { callPicker, readPickerQuery } from "~/lib/booking/call-picker";
import { callTypeBySlug } from "~/lib/booking/call-types.server";
import { staticPageMeta } from "~/lib/pages/meta";
import { pageUrl } from "~/lib/runtime/page-url";
import { requestOf } from "~/lib/runtime/request-context";
import { keepPageDataAfterPost } from "~/lib/forms/revalidation";

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? staticPageMeta({
        title: `Book a ${args.loaderData.callType.name}`,
        description: args.loaderData.callType.description,
        path: `/book/${args.loaderData.callType.slug}`,
      })(args)
    : [];

/** Its times change with every booking: never kept by a cache. */
export function headers() {
  return { "Cache-Control": "no-store" };
}

async function requireCallType(slug: string) {
  const callType = await callTypeBySlug(slug);
  if (!callType) throw data(null, { status: 404 });
  return callType;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const callType = await requireCallType(params.callType);
  const url = pageUrl(request);
  const query = readPickerQuery(url.searchParams);
  const slots = await offeredSlots(callType, new Date());
  return {
    callType: {
      slug: callType.slug,
      name: callType.name,
      description: callType.description,
      lengthMinutes: callType.lengthMinutes,
      location: callType.location,
      questions: callType.questions,
    },
    query,
    picker: callPicker(slots, query, url.pathname, callType.lengthMinutes),
    idempotencyKey: newIdempotencyKey(),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const callType = await requireCallType(params.callType);
  return bookingAction(request, requestOf(context), callType);
}

/** A refused post changes nothing the page loads; a booked one leaves the page. */
export const shouldRevalidate = keepPageDataAfterPost;

export default function BookCallType({ loaderData, actionData }: Route.ComponentProps) {
  const { callType, picker, query } = loaderData;
  const showForm = picker.chosen !== null || (actionData !== undefined && !actionData.contactInstead);
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
      <header>
        <h1 className="font-display text-4xl font-semibold text-brand-900">{callType.name}</h1>
        <CallFacts lengthMinutes={callType.lengthMinutes} location={callType.location} />
        <p className="mt-4 max-w-2xl text-lg leading-8 text-muted">{callType.description}</p>
      </header>
      {actionData?.contactInstead ? (
        <section
          aria-labelledby="contact-instead"
          className="mt-8 grid gap-4 rounded-lg border border-line bg-white p-6"
        >
          <h2 id="contact-instead" className="font-display text-2xl font-semibold text-brand-900">
            {copy.contactInstead.heading}
          </h2>
          <p className="text-muted">{copy.contactInstead.description}</p>
          <div>
            <ButtonLink to={copy.contactInstead.link.href} size="lg">
              {copy.contactInstead.link.label}
            </ButtonLink>
          </div>
        </section>
      ) : (
        <>
          <div className="mt-8">
            <ZoneChoice picker={picker} query={query} />
          </div>
          {picker.days.length === 0 ? (
            <section aria-labelledby="no-times" className="mt-8 grid gap-3">
              <h2 id="no-times" className="font-display text-2xl font-semibold text-brand-900">
                {copy.none.heading}
              </h2>
              <p className="text-muted">{copy.none.description}</p>
              <div>
                <ButtonLink to={copy.contactInstead.link.href}>{copy.contactInstead.link.label}</ButtonLink>
              </div>
            </section>
          ) : (
            <div className="mt-8">
              <CallPickerLinks picker={picker} />
            </div>
          )}
          {picker.chosenGone && !actionData ? (
            <div className="mt-6">
              <FormMessage kind="error" title={copy.taken.title}>
                {copy.times.prompt}
              </FormMessage>
            </div>
          ) : null}
          {showForm ? (
            <section
              id="your-details"
              aria-labelledby="your-details-heading"
              tabIndex={-1}
              className="mt-10 grid gap-5"
            >
              <h2 id="your-details-heading" className="font-display text-xl font-semibold text-brand-900">
                {copy.details.heading}
              </h2>
              {picker.chosen && !actionData?.taken ? (
                <ChosenTime chosen={picker.chosen} city={picker.zone?.city ?? null} />
              ) : null}
              <BookingForm
                questions={callType.questions}
                start={picker.chosen?.start ?? actionData?.values.start ?? null}
                zone={picker.zone?.id ?? null}
                idempotencyKey={loaderData.idempotencyKey}
                answer={actionData}
                submit={{ label: copy.details.submit, submitting: copy.details.submitting }}
              />
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
