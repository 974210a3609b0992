import { Check } from "~/components/icons/check";
import type { TabItem } from "~/content/pages/types";
import { CtaGroup } from "./section-shell";

/** What a tab's panel shows: text and links only, kept as the server sent it on the first load (Tabs wraps it). */
export function TabPanel({ tab }: { tab: TabItem }) {
  return (
    <>
      <h3 className="font-display text-2xl font-semibold text-brand-900">{tab.title ?? tab.label}</h3>
      {tab.tagline ? <p className="mt-2 text-lg font-medium text-brand-700">{tab.tagline}</p> : null}
      {tab.body ? <p className="mt-4 max-w-3xl leading-7 text-muted">{tab.body}</p> : null}
      {tab.groups && tab.groups.length > 0 ? (
        <div className="mt-8 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {tab.groups.map((group) => (
            <div key={group.heading}>
              <h4 className="text-sm font-semibold uppercase tracking-[0.16em] text-brand-600">{group.heading}</h4>
              <ul className="mt-3 grid gap-2 leading-7">
                {group.items.map((item) => (
                  <li key={item} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-1.5 h-4 w-4 shrink-0 text-brand-600" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
      {tab.story ? (
        <div className="mt-8 rounded-lg bg-sand p-6">
          <h4 className="font-semibold text-brand-900">{tab.story.heading}</h4>
          <p className="mt-2 leading-7 text-muted">{tab.story.body}</p>
          {tab.story.result ? <p className="mt-3 font-semibold text-brand-800">{tab.story.result}</p> : null}
        </div>
      ) : null}
      <CtaGroup actions={tab.actions} className="mt-8" />
    </>
  );
}
