import { useState } from "react";
import { Pause } from "~/components/icons/pause";
import { Play } from "~/components/icons/play";
import type { StripSection } from "~/content/pages/types";
import { sectionControls } from "~/content/site-chrome";
import { SectionShell } from "./section-shell";

type StripItem = { name: string; category: string };

/**
 * Names scrolling past in a continuous strip: two copies of the list side by
 * side (the second hidden from assistive technology), moved left by one
 * copy's width and round again. The strip stops while the pointer is over it,
 * while it holds focus and after its pause button is pressed; for reduced
 * motion it does not move at all and the names wrap onto several lines.
 */
export function ScrollingStrip({ section }: { section: StripSection }) {
  const [paused, setPaused] = useState(false);
  const items = section.groups.flatMap((group) => group.items.map((name) => ({ name, category: group.category })));
  return (
    <SectionShell section={section}>
      <div data-paused={paused ? "true" : undefined} className="group/strip mt-12">
        <div className="overflow-hidden py-1">
          <div
            data-strip-track=""
            className="flex w-max animate-strip group-hover/strip:[animation-play-state:paused] group-focus-within/strip:[animation-play-state:paused] group-data-[paused=true]/strip:[animation-play-state:paused] motion-reduce:w-auto motion-reduce:animate-none"
          >
            <StripList items={items} label={section.label} />
            <StripList items={items} duplicate />
          </div>
        </div>
        <div className="mt-6 flex justify-end motion-reduce:hidden">
          <button
            type="button"
            onClick={() => setPaused((current) => !current)}
            className="inline-flex items-center gap-2 rounded-full border border-brand-800 bg-white px-4 py-2 text-sm font-semibold text-brand-800 transition-colors hover:bg-brand-50"
          >
            {paused ? (
              <Play aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Pause aria-hidden="true" className="h-4 w-4" />
            )}
            {paused ? sectionControls.strip.resume : sectionControls.strip.pause}
          </button>
        </div>
      </div>
    </SectionShell>
  );
}

function StripList({ items, label, duplicate = false }: { items: StripItem[]; label?: string; duplicate?: boolean }) {
  return (
    <ul
      aria-label={duplicate ? undefined : label}
      aria-hidden={duplicate ? "true" : undefined}
      className={`flex shrink-0 gap-4 pr-4 motion-reduce:w-full motion-reduce:flex-wrap motion-reduce:pr-0 ${duplicate ? "motion-reduce:hidden" : ""}`}
    >
      {items.map((item) => (
        <li
          key={`${item.category}-${item.name}`}
          className="flex min-w-44 shrink-0 flex-col gap-1 rounded-lg border border-line bg-white px-5 py-3 shadow-sm"
        >
          <span className="text-xs font-semibold uppercase tracking-[0.14em] text-brand-600">{item.category}</span>
          <span className="font-semibold text-brand-900">{item.name}</span>
        </li>
      ))}
    </ul>
  );
}
