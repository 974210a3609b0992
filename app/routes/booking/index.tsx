import { Link } from "react-router";
import type { Route } from "./+types/index";
import { CallFacts } from "~/components/booking/call-facts";
import { ButtonLink } from "~/components/ui/button";
import { bookingIndex as copy } from "~/content/booking";
import { activeCallTypes } from "~/lib/booking/call-types.server";
import { staticPageMeta } from "~/lib/pages/meta";

export const meta: Route.MetaFunction = staticPageMeta({
  title: copy.title,
  description: copy.description,
  path: copy.path,
});

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader() {
  const types = await activeCallTypes();
  return {
    callTypes: types.map(({ slug, name, description, lengthMinutes, location }) => ({
      slug,
      name,
      description,
      lengthMinutes,
      location,
    })),
  };
}

export default function BookIndex({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
      <h1 className="font-display text-4xl font-semibold text-brand-900">{copy.heading}</h1>
      <p className="mt-4 max-w-2xl text-lg leading-8 text-muted">{copy.intro}</p>
      {loaderData.callTypes.length === 0 ? (
        <p className="mt-8 text-muted">{copy.empty}</p>
      ) : (
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {loaderData.callTypes.map((call) => (
            <li key={call.slug} className="flex flex-col rounded-lg border border-line bg-white p-6">
              <h2 className="font-display text-2xl font-semibold text-brand-900">{call.name}</h2>
              <CallFacts lengthMinutes={call.lengthMinutes} location={call.location} />
              <p className="mt-3 flex-1 text-muted">{call.description}</p>
              <div className="mt-5">
                <ButtonLink to={`/book/${call.slug}`} aria-label={`${copy.choose}: ${call.name}`}>
                  {copy.choose}
                </ButtonLink>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-10 text-muted">
        {copy.preferToWrite}{" "}
        <Link to={copy.contactLink.href} className="font-medium text-brand-800 underline underline-offset-4">
          {copy.contactLink.label}
        </Link>
      </p>
    </div>
  );
}
