import { ArrowRight } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";

/** The home page's opening: the promise and the Value Mapping call. */
export function HomeHero() {
  return (
    <section
      aria-labelledby="home-hero-heading"
      className="relative isolate overflow-hidden bg-brand-900 text-white"
    >
      <HeroBackdrop />
      <div className="mx-auto flex min-h-[88vh] max-w-7xl flex-col justify-center px-4 pb-20 pt-32 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent-400">
          Business advisory for South African owner-led businesses
        </p>
        <h1 id="home-hero-heading" className="mt-5 max-w-3xl font-display text-4xl font-semibold leading-tight sm:text-5xl lg:text-6xl">
          Build a business that runs well, grows steadily and doesn't depend on you
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-8 text-white/85">
          Most owner-led businesses leave 20–40% of their potential on the table. In a free, 30-minute Value Mapping
          Call we find where yours is, then work beside your team in 90-day sprints to capture it.
        </p>
        <div className="mt-10 flex flex-col gap-4 sm:flex-row sm:items-center">
          <ButtonLink to="/contact" variant="accent" size="lg">
            Book a Value Mapping Call
          </ButtonLink>
          <ButtonLink to="/how-we-work" variant="inverse" size="lg">
            See how we work
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </ButtonLink>
        </div>
        <p className="mt-6 text-sm text-white/70">Free · 30 minutes · No obligation</p>
      </div>
    </section>
  );
}

/** A still, drawn backdrop: contour lines over the brand colour. */
function HeroBackdrop() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="absolute inset-0 -z-10 h-full w-full"
      preserveAspectRatio="xMidYMid slice"
      viewBox="0 0 1440 900"
    >
      <defs>
        <linearGradient id="hero-fade" x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#0a2a2b" />
          <stop offset="1" stopColor="#144846" />
        </linearGradient>
      </defs>
      <rect width="1440" height="900" fill="url(#hero-fade)" />
      <g fill="none" stroke="#e39a2d" strokeOpacity="0.16" strokeWidth="1.5">
        {Array.from({ length: 12 }, (_, i) => (
          <path key={i} d={`M-40 ${620 - i * 34} C 320 ${520 - i * 40}, 640 ${760 - i * 30}, 960 ${560 - i * 36} S 1380 ${420 - i * 28}, 1500 ${480 - i * 30}`} />
        ))}
      </g>
    </svg>
  );
}
