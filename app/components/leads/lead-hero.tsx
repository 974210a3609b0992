import type { ReactNode } from "react";

/** The opening band of a lead page: eyebrow, the page's one h1, intro and any actions. */
export function LeadHero({
  id,
  hero: { eyebrow, heading, intro },
  children,
}: {
  id: string;
  hero: { eyebrow: string; heading: string; intro: string };
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="bg-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent-400">{eyebrow}</p>
        <h1 id={id} className="mt-4 max-w-3xl font-display text-4xl font-semibold leading-tight sm:text-5xl">
          {heading}
        </h1>
        <p className="mt-5 max-w-2xl text-lg leading-8 text-white/85">{intro}</p>
        {children}
      </div>
    </section>
  );
}
