import { BadgeCheck } from "~/components/icons/badge-check";
import type { HeroSection } from "~/content/pages/types";

/** The note, trust pills and figures under a hero's calls to action: text only, kept as the server sent it (PageHero wraps it). */
export function HeroFacts({ section }: { section: HeroSection }) {
  const { note, pills = [], stats = [] } = section;
  return (
    <>
      {note ? <p className="mt-6 text-sm text-white/80">{note}</p> : null}
      {pills.length > 0 ? (
        <ul className="mt-8 flex flex-wrap gap-2">
          {pills.map((pill) => (
            <li
              key={pill}
              className="inline-flex items-center gap-1.5 rounded-full border border-white/25 bg-white/10 px-3 py-1.5 text-sm text-white"
            >
              <BadgeCheck aria-hidden="true" className="h-4 w-4 text-accent-400" />
              {pill}
            </li>
          ))}
        </ul>
      ) : null}
      {stats.length > 0 ? (
        <dl className="mt-12 grid max-w-4xl grid-cols-2 gap-6 border-t border-white/20 pt-8 sm:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-1">
              <dt className="text-sm text-white/80">{stat.label}</dt>
              <dd className="font-display text-3xl font-semibold text-accent-400">{stat.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </>
  );
}
