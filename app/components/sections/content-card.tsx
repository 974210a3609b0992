import { ArrowRight } from "~/components/icons/arrow-right";
import { Check } from "~/components/icons/check";
import { Link } from "react-router";
import type { Card } from "~/content/pages/types";
import { CardArt } from "./card-art";
import { SectionIcon } from "./section-icon";

/**
 * A card of a grid, carousel or rail. A card with a link is one click target
 * (the link stretches over it), whose text names the card ("Learn more
 * (Exit & Succession)", the title visually hidden) so that several "Learn more"
 * links stay distinct for screen readers and search engines, and inverts its colours on hover
 * or focus.
 * `art` draws a banner with the icon instead of the plain icon badge.
 */
export function ContentCard({ card, art, seed = 0 }: { card: Card; art?: boolean; seed?: number }) {
  const linked = Boolean(card.link);
  return (
    <article
      className={`relative flex h-full flex-col rounded-xl border border-line bg-white shadow-sm transition-colors duration-200 ${
        linked
          ? "group hover:border-brand-800 hover:bg-brand-800 focus-within:border-brand-800 focus-within:bg-brand-800"
          : ""
      }`}
    >
      {art ? <CardArt icon={card.icon} seed={seed} /> : null}
      <div className="flex flex-1 flex-col gap-3 p-6">
        {!art && card.icon ? (
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700 group-hover:bg-white/10 group-hover:text-accent-400 group-focus-within:bg-white/10 group-focus-within:text-accent-400">
            <SectionIcon name={card.icon} />
          </span>
        ) : null}
        {card.eyebrow ? (
          <p className="text-xs font-semibold uppercase tracking-[0.16em] text-brand-600 group-hover:text-accent-400 group-focus-within:text-accent-400">
            {card.eyebrow}
          </p>
        ) : null}
        <h3 className="font-display text-xl font-semibold leading-snug text-brand-900 group-hover:text-white group-focus-within:text-white">
          {card.title}
        </h3>
        {card.subtitle ? (
          <p className="font-medium text-brand-700 group-hover:text-white group-focus-within:text-white">
            {card.subtitle}
          </p>
        ) : null}
        {card.metric ? (
          <p className="flex items-baseline gap-2">
            <span className="font-display text-3xl font-semibold text-brand-700 group-hover:text-accent-400 group-focus-within:text-accent-400">
              {card.metric.value}
            </span>
            <span className="text-sm text-muted group-hover:text-white/85 group-focus-within:text-white/85">
              {card.metric.label}
            </span>
          </p>
        ) : null}
        {card.body ? (
          <p className="leading-7 text-muted group-hover:text-white/85 group-focus-within:text-white/85">{card.body}</p>
        ) : null}
        {card.bullets && card.bullets.length > 0 ? (
          <ul className="grid gap-2 text-sm leading-6 text-ink group-hover:text-white group-focus-within:text-white">
            {card.bullets.map((bullet) => (
              <li key={bullet} className="flex gap-2">
                <Check
                  aria-hidden="true"
                  className="mt-1 h-4 w-4 shrink-0 text-brand-600 group-hover:text-accent-400 group-focus-within:text-accent-400"
                />
                <span>{bullet}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {card.link ? (
          <Link
            to={card.link.href}
            className="mt-auto inline-flex items-center gap-1.5 pt-2 font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-xl after:content-[''] group-hover:text-accent-400 group-focus-within:text-accent-400"
          >
            {card.link.label}
            <span className="sr-only"> ({card.title})</span>
            <ArrowRight aria-hidden="true" className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
          </Link>
        ) : null}
      </div>
    </article>
  );
}
