import { Check } from "~/components/icons/check";
import type { StickyCardSection } from "~/content/pages/types";
import { CtaGroup, SectionShell } from "./section-shell";

const DEFAULT_OFFSET = 88;

// Full class names per breakpoint: the two columns and the sticking start together.
const layouts = {
  768: { grid: "md:grid-cols-[minmax(0,1fr)_20rem] lg:grid-cols-[minmax(0,1fr)_24rem]", card: "md:sticky" },
  1024: { grid: "lg:grid-cols-[minmax(0,1fr)_24rem]", card: "lg:sticky" },
} as const;

/**
 * Steps beside a summary card that stays in view while they scroll past, from
 * `stickFrom` px wide (spec section 4): it sits at the top of its column until
 * the viewport top plus `offset` reaches the section, then holds at `offset`,
 * and stops at the section's bottom. The browser's `position: sticky` does
 * exactly this, so it needs no script; narrower screens show it after the steps.
 */
export function StickyCard({ section }: { section: StickyCardSection }) {
  const layout = layouts[section.stickFrom ?? 1024];
  const offset = section.offset ?? DEFAULT_OFFSET;
  return (
    <SectionShell section={section}>
      <div className={`mt-12 grid gap-8 ${layout.grid}`}>
        <ol className="grid gap-5">
          {section.items.map((item, index) => (
            <li key={item.title} className="flex gap-5 rounded-xl border border-line bg-white p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-800 font-display text-lg font-semibold text-white"
              >
                {index + 1}
              </span>
              <div>
                {item.duration ? (
                  <p className="text-xs font-semibold uppercase tracking-[0.16em] text-brand-600">{item.duration}</p>
                ) : null}
                <h3 className="font-display text-xl font-semibold text-brand-900">{item.title}</h3>
                <p className="mt-2 leading-7 text-muted">{item.body}</p>
              </div>
            </li>
          ))}
        </ol>
        <div>
          <div
            data-sticky-card=""
            style={{ top: offset }}
            className={`${layout.card} rounded-xl bg-brand-900 p-6 text-white shadow-lg sm:p-8`}
          >
            <h3 className="font-display text-2xl font-semibold">{section.card.title}</h3>
            {section.card.body ? <p className="mt-3 leading-7 text-white/85">{section.card.body}</p> : null}
            {section.card.bullets && section.card.bullets.length > 0 ? (
              <ul className="mt-5 grid gap-2">
                {section.card.bullets.map((bullet) => (
                  <li key={bullet} className="flex gap-2 leading-7">
                    <Check aria-hidden="true" className="mt-1.5 h-4 w-4 shrink-0 text-accent-400" />
                    <span>{bullet}</span>
                  </li>
                ))}
              </ul>
            ) : null}
            <CtaGroup actions={section.card.actions} dark className="mt-6" />
          </div>
        </div>
      </div>
    </SectionShell>
  );
}
