import { Check } from "~/components/icons/check";
import type { ListSection as ListSectionData } from "~/content/pages/types";
import { CtaGroup, isDarkTone, SectionShell } from "./section-shell";

/** Points with a short explanation each (checks or numbers), and an optional panel beside them. */
export function ListSection({ section }: { section: ListSectionData }) {
  const dark = isDarkTone(section.tone);
  const List = section.style === "numbered" ? "ol" : "ul";
  return (
    <SectionShell section={section}>
      <div
        className={`mt-12 grid gap-10 ${section.aside ? "lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16" : ""}`}
      >
        <List className={`grid gap-6 ${section.aside ? "" : "md:grid-cols-2"}`}>
          {section.items.map((item, index) => (
            <li key={item.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className={`inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full font-semibold ${
                  dark ? "bg-accent-500 text-brand-900" : "bg-brand-100 text-brand-800"
                }`}
              >
                {section.style === "numbered" ? index + 1 : <Check className="h-5 w-5" />}
              </span>
              <div>
                <h3 className={`text-lg font-semibold ${dark ? "text-white" : "text-brand-900"}`}>{item.title}</h3>
                {item.body ? (
                  <p className={`mt-1 leading-7 ${dark ? "text-white/85" : "text-muted"}`}>{item.body}</p>
                ) : null}
              </div>
            </li>
          ))}
        </List>
        {section.aside ? (
          <div className="self-start rounded-xl bg-brand-900 p-6 text-white shadow-lg sm:p-8">
            <h3 className="font-display text-2xl font-semibold">{section.aside.title}</h3>
            <p className="mt-3 leading-7 text-white/85">{section.aside.body}</p>
            <CtaGroup actions={section.aside.actions} dark className="mt-6" />
          </div>
        ) : null}
      </div>
    </SectionShell>
  );
}
