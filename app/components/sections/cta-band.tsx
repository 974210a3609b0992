import type { CtaBandSection, SectionTone } from "~/content/pages/types";
import { CtaGroup, headingId, SectionHeader } from "./section-shell";

const outerTones: Record<SectionTone, string> = {
  paper: "bg-paper",
  sand: "bg-sand",
  white: "bg-white",
  brand: "bg-brand-900",
};

/**
 * A closing call to action: a dark panel with the heading, a line of copy, the
 * buttons and short reassurances, on the section's background.
 */
export function CtaBand({ section }: { section: CtaBandSection }) {
  return (
    <section
      id={section.id}
      aria-labelledby={headingId(section.id)}
      className={`${outerTones[section.tone ?? "paper"]} py-16 sm:py-20`}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="relative isolate overflow-hidden rounded-2xl bg-brand-800 px-6 py-14 text-white shadow-xl ring-1 ring-white/10 sm:px-12 sm:py-20">
          <PanelContours />
          <SectionHeader section={{ ...section, tone: "brand" }} centered />
          <CtaGroup actions={section.actions} dark className="mt-10 sm:justify-center" />
          {section.notes && section.notes.length > 0 ? (
            <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-white/85">
              {section.notes.map((note) => (
                <li key={note} className="flex items-center gap-2">
                  <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-accent-400" />
                  {note}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </section>
  );
}

function PanelContours() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="absolute inset-0 -z-10 h-full w-full"
      preserveAspectRatio="xMidYMid slice"
      viewBox="0 0 1200 400"
    >
      <g fill="none" stroke="#f0b35a" strokeOpacity="0.14" strokeWidth="1.5">
        {Array.from({ length: 9 }, (_, i) => (
          <path
            key={i}
            d={`M-20 ${330 - i * 30} C 260 ${250 - i * 34}, 560 ${390 - i * 26}, 860 ${240 - i * 30} S 1150 ${160 - i * 22}, 1230 ${200 - i * 26}`}
          />
        ))}
      </g>
    </svg>
  );
}
