import { ArrowRight } from "lucide-react";
import { Link, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/services";
import { ReadyToTalkSection } from "~/components/leads/ready-to-talk";
import { buttonClasses, ButtonLink } from "~/components/ui/button";
import { servicesOverview as page } from "~/content/services-overview";
import { newIdempotencyKey } from "~/lib/form-guard.server";
import { originFrom, pageMeta } from "~/lib/meta";
import { readyToTalkAction } from "~/lib/ready-to-talk.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: page.title, description: page.description, path: page.path, origin: originFrom(matches) });

export function loader() {
  // Shared by everyone served this page from a cache: the stored key also depends on the address.
  return { idempotencyKey: newIdempotencyKey() };
}

export async function action({ request, context }: Route.ActionArgs) {
  return readyToTalkAction({ request, context });
}

/** Sending the Ready-to-talk form changes nothing the page loads (the next key comes with the answer). */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== "GET") return false;
  return defaultShouldRevalidate;
}

export default function Services({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ServicesHero />
      <ReadyToTalkSection idempotencyKey={loaderData.idempotencyKey} result={actionData} />
    </>
  );
}

function ServicesHero() {
  const { hero } = page;
  return (
    <section aria-labelledby="services-heading" className="bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-center lg:px-8 lg:py-20">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent-400">{hero.eyebrow}</p>
          <h1 id="services-heading" className="mt-4 max-w-3xl font-display text-4xl font-semibold leading-tight sm:text-5xl">
            {hero.heading}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-white/85">{hero.intro}</p>
          <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center">
            <ButtonLink to={hero.primary.href} variant="accent" size="lg">
              {hero.primary.label}
            </ButtonLink>
            {/* An anchor on this page: the browser scrolls to it, with or without JavaScript. */}
            <a href={hero.secondary.href} className={buttonClasses("inverse", "lg")}>
              {hero.secondary.label}
            </a>
          </div>
        </div>
        <nav aria-labelledby="services-tracks-heading" className="rounded-xl border border-white/15 bg-white/5 p-6">
          <h2 id="services-tracks-heading" className="text-sm font-semibold uppercase tracking-[0.2em] text-white/80">
            {hero.tracksLabel}
          </h2>
          <ul className="mt-4 divide-y divide-white/10">
            {hero.tracks.map((track) => (
              <li key={track.href}>
                <Link
                  to={track.href}
                  className="group flex items-start justify-between gap-4 rounded-md py-3 hover:text-accent-400"
                >
                  <span>
                    <span className="block font-semibold">{track.label}</span>
                    <span className="block text-sm text-white/75">{track.summary}</span>
                  </span>
                  <ArrowRight aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 transition-transform group-hover:translate-x-1" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
