import type { StepsSection } from "~/content/pages/types";
import { SectionIcon } from "./section-icon";
import { CtaGroup, isDarkTone, SectionShell } from "./section-shell";

const columnClasses: Record<number, string> = {
  2: "lg:grid-cols-2",
  3: "lg:grid-cols-3",
  4: "lg:grid-cols-4",
  5: "lg:grid-cols-5",
};

/** Numbered steps in order: a method, a timeline or an approach. */
export function Steps({ section }: { section: StepsSection }) {
  const dark = isDarkTone(section.tone);
  return (
    <SectionShell section={section}>
      <ol className={`mt-12 grid gap-6 md:grid-cols-2 ${columnClasses[section.steps.length] ?? "lg:grid-cols-3"}`}>
        {section.steps.map((step, index) => (
          <li
            key={step.title}
            className={`relative flex flex-col gap-3 rounded-xl border p-6 ${
              dark ? "border-white/15 bg-white/5" : "border-line bg-paper"
            }`}
          >
            <div className="flex items-center justify-between gap-3">
              <span
                aria-hidden="true"
                className={`inline-flex h-10 w-10 items-center justify-center rounded-full font-display text-lg font-semibold ${
                  dark ? "bg-accent-500 text-brand-900" : "bg-brand-800 text-white"
                }`}
              >
                {index + 1}
              </span>
              {step.icon ? (
                <span className={dark ? "text-accent-400" : "text-brand-600"}>
                  <SectionIcon name={step.icon} />
                </span>
              ) : null}
            </div>
            {step.duration ? (
              <p
                className={`text-xs font-semibold uppercase tracking-[0.16em] ${dark ? "text-accent-400" : "text-brand-600"}`}
              >
                {step.duration}
              </p>
            ) : null}
            <h3 className={`font-display text-xl font-semibold ${dark ? "text-white" : "text-brand-900"}`}>
              {step.title}
            </h3>
            <p className={`leading-7 ${dark ? "text-white/85" : "text-muted"}`}>{step.body}</p>
          </li>
        ))}
      </ol>
      <CtaGroup actions={section.actions} dark={dark} className="mt-10" />
    </SectionShell>
  );
}
