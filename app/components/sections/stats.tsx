import type { StatsSection } from "~/content/pages/types";
import { CountUp } from "./count-up";
import { isDarkTone, SectionShell } from "./section-shell";

/** Figures with their labels. */
export function Stats({ section }: { section: StatsSection }) {
  const dark = isDarkTone(section.tone);
  return (
    <SectionShell section={section}>
      <dl className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {section.stats.map((stat) => (
          <div
            key={stat.label}
            className={`flex flex-col-reverse gap-2 rounded-xl border p-6 ${dark ? "border-white/15 bg-white/5" : "border-line bg-white"}`}
          >
            <dt className={`font-semibold ${dark ? "text-white" : "text-brand-900"}`}>
              {stat.label}
              {stat.detail ? (
                <span className={`mt-1 block text-sm font-normal ${dark ? "text-white/80" : "text-muted"}`}>
                  {stat.detail}
                </span>
              ) : null}
            </dt>
            <dd className={`font-display text-4xl font-semibold ${dark ? "text-accent-400" : "text-brand-700"}`}>
              {stat.countUp ? <CountUp value={stat.value} /> : stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </SectionShell>
  );
}
