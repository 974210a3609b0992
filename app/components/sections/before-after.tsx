import { Check } from "~/components/icons/check";
import { X } from "~/components/icons/x";
import type { BeforeAfterSection } from "~/content/pages/types";
import { SectionShell } from "./section-shell";

type Look = "problem" | "result";

/** One titled list: a problem on a light card with crosses, a result on a dark card with ticks. */
function ListCard({ list, look }: { list: BeforeAfterSection["before"]; look: Look }) {
  const problem = look === "problem";
  const Mark = problem ? X : Check;
  return (
    <div
      className={
        problem ? "rounded-xl border border-line bg-white p-6 sm:p-8" : "rounded-xl bg-brand-900 p-6 text-white sm:p-8"
      }
    >
      <h3 className={`font-display text-2xl font-semibold ${problem ? "text-brand-900" : ""}`}>{list.title}</h3>
      <ul className={`mt-5 grid gap-3 leading-7 ${problem ? "text-ink" : ""}`}>
        {list.items.map((item) => (
          <li key={item} className="flex gap-3">
            <Mark
              aria-hidden="true"
              className={`mt-1 h-5 w-5 shrink-0 ${problem ? "text-danger" : "text-accent-400"}`}
            />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Two lists side by side: how things are before and after, or one problem seen from two sides. */
export function BeforeAfter({ section }: { section: BeforeAfterSection }) {
  const secondLook: Look = section.pairing === "two-sides" ? "problem" : "result";
  return (
    <SectionShell section={section}>
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        <ListCard list={section.before} look="problem" />
        <ListCard list={section.after} look={secondLook} />
      </div>
    </SectionShell>
  );
}
