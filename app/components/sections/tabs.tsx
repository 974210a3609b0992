import { useRef, useState, type KeyboardEvent } from "react";
import type { TabItem, TabsSection } from "~/content/pages/types";
import { indexAfterKey } from "~/components/ui/roving-focus";
import { StaticHtml } from "~/first-load/static-html";
import { TabPanel } from "~/components/deferred";
import { SectionShell } from "./section-shell";

/**
 * Tabs (the WAI-ARIA pattern): one tab selected, the default first unless the
 * content names another; only the selected tab is in the tab order, and the
 * arrow keys, Home and End move between tabs and select them.
 */
export function Tabs({ section }: { section: TabsSection }) {
  const defaultIndex = Math.max(
    0,
    section.tabs.findIndex((tab) => tab.id === section.defaultTab),
  );
  const [selected, setSelected] = useState(defaultIndex);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = indexAfterKey(event.key, selected, section.tabs.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  }

  const tabId = (tab: TabItem) => `${section.id}-tab-${tab.id}`;
  const panelId = (tab: TabItem) => `${section.id}-panel-${tab.id}`;

  return (
    <SectionShell section={section}>
      <div
        role="tablist"
        aria-label={section.label}
        onKeyDown={onKeyDown}
        data-without-script="hide"
        className="mt-10 flex flex-wrap gap-2 border-b border-line pb-4"
      >
        {section.tabs.map((tab, index) => {
          const active = index === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-selected={active}
              aria-controls={panelId(tab)}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(index)}
              className={`rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
                active ? "bg-brand-800 text-white" : "bg-white text-brand-800 ring-1 ring-line hover:bg-brand-50"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {section.tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          tabIndex={0}
          hidden={index !== selected}
          data-without-script="show"
          className="mt-8 rounded-xl border border-line bg-white p-6 text-ink shadow-sm sm:p-8"
        >
          {/* Every panel is on the page from the start; only its hidden state changes. */}
          <StaticHtml content={tab}>
            <TabPanel tab={tab} />
          </StaticHtml>
        </div>
      ))}
    </SectionShell>
  );
}
