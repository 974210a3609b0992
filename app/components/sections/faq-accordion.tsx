import { useState } from "react";
import { ChevronDown } from "~/components/icons/chevron-down";
import type { FaqSection } from "~/content/pages/types";
import { toggleOpenPanels } from "~/components/sections/accordion-state";
import { CtaGroup, isDarkTone, SectionShell } from "./section-shell";

/**
 * Questions and answers. One answer is open at a time (unless the content
 * allows several); pressing the open question closes it. Each question is a
 * button that states whether its answer is shown, and each answer is a region
 * named by its question.
 */
export function FaqAccordion({ section }: { section: FaqSection }) {
  const [open, setOpen] = useState<number[]>([]);
  return (
    <SectionShell
      section={section}
      split
      belowHeader={<CtaGroup actions={section.actions} dark={isDarkTone(section.tone)} className="mt-8" />}
    >
      <div className="divide-y divide-line rounded-xl border border-line bg-white text-ink shadow-sm">
        {section.items.map((item, index) => {
          const expanded = open.includes(index);
          const buttonId = `${section.id}-question-${index + 1}`;
          const panelId = `${section.id}-answer-${index + 1}`;
          return (
            <div key={item.question}>
              <h3>
                <button
                  type="button"
                  id={buttonId}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen((current) => toggleOpenPanels(current, index, section.allowMultiple ?? false))}
                  className="flex w-full items-center justify-between gap-4 px-5 py-5 text-left font-semibold text-brand-900 hover:bg-brand-50 sm:px-6"
                >
                  <span>{item.question}</span>
                  <ChevronDown
                    aria-hidden="true"
                    className={`h-5 w-5 shrink-0 text-brand-600 transition-transform duration-200 ${expanded ? "rotate-180" : ""}`}
                  />
                </button>
              </h3>
              <div
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                hidden={!expanded}
                data-without-script="show"
                className="px-5 pb-6 leading-7 text-muted sm:px-6"
              >
                <p>{item.answer}</p>
              </div>
            </div>
          );
        })}
      </div>
    </SectionShell>
  );
}
