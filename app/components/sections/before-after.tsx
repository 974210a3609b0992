import { Check, X } from "lucide-react";
import type { BeforeAfterSection } from "~/content/pages/types";
import { SectionShell } from "./section-shell";

/** Two lists side by side: how things are before, and after. */
export function BeforeAfter({ section }: { section: BeforeAfterSection }) {
  return (
    <SectionShell section={section}>
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        <div className="rounded-xl border border-line bg-white p-6 sm:p-8">
          <h3 className="font-display text-2xl font-semibold text-brand-900">{section.before.title}</h3>
          <ul className="mt-5 grid gap-3 leading-7 text-ink">
            {section.before.items.map((item) => (
              <li key={item} className="flex gap-3">
                <X aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-danger" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-xl bg-brand-900 p-6 text-white sm:p-8">
          <h3 className="font-display text-2xl font-semibold">{section.after.title}</h3>
          <ul className="mt-5 grid gap-3 leading-7">
            {section.after.items.map((item) => (
              <li key={item} className="flex gap-3">
                <Check aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-accent-400" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </SectionShell>
  );
}
