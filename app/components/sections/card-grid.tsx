import { useState } from "react";
import { ChevronDown } from "~/components/icons/chevron-down";
import type { Card, CardGridSection } from "~/content/pages/types";
import { StaticHtml } from "~/first-load/static-html";
import { ContentCard } from "~/components/deferred";
import { CtaGroup, isDarkTone, SectionShell } from "./section-shell";

const columnClasses: Record<NonNullable<CardGridSection["columns"]>, string> = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-2 lg:grid-cols-3",
  4: "md:grid-cols-2 lg:grid-cols-4",
};

/**
 * A grid of cards: one column on phones, two from 768px, `columns` from 1024px.
 * Cards under `more` wait behind a button that shows and hides them.
 */
export function CardGrid({ section }: { section: CardGridSection }) {
  const columns = columnClasses[section.columns ?? 3];
  return (
    <SectionShell section={section}>
      <CardList cards={section.cards} columns={columns} className="mt-12" />
      {section.more ? <MoreCards id={`${section.id}-more`} more={section.more} columns={columns} /> : null}
      <CtaGroup actions={section.actions} dark={isDarkTone(section.tone)} className="mt-10" />
    </SectionShell>
  );
}

/** The cards themselves have no behaviour: kept as the server sent them (StaticHtml), also inside a grid with more. */
function CardList({ cards, columns, className }: { cards: Card[]; columns: string; className: string }) {
  return (
    <StaticHtml content={cards}>
      <ul className={`grid gap-6 ${columns} ${className}`}>
        {cards.map((card) => (
          <li key={card.title}>
            <ContentCard card={card} />
          </li>
        ))}
      </ul>
    </StaticHtml>
  );
}

/** A disclosure: the button states whether the cards it controls are shown. */
function MoreCards({ id, more, columns }: { id: string; more: NonNullable<CardGridSection["more"]>; columns: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="mt-10 flex justify-center" data-without-script="hide">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((current) => !current)}
          className="inline-flex items-center gap-2 rounded-md border border-brand-800 bg-white px-5 py-3 font-semibold text-brand-800 transition-colors hover:bg-brand-50"
        >
          {more.label}
          <ChevronDown
            aria-hidden="true"
            className={`h-5 w-5 transition-transform duration-200 ${open ? "rotate-180" : ""}`}
          />
        </button>
      </div>
      <div id={id} hidden={!open} data-without-script="show">
        <CardList cards={more.cards} columns={columns} className="mt-10" />
      </div>
    </>
  );
}
