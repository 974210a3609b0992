import { Quote as QuoteMark } from "~/components/icons/quote";
import type { QuotesSection } from "~/content/pages/types";
import { SectionShell } from "./section-shell";

/** Testimonials and success stories: the words, who said them and the result. */
export function Quotes({ section }: { section: QuotesSection }) {
  return (
    <SectionShell section={section}>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {section.quotes.map((quote) => (
          <li key={quote.name}>
            <figure className="flex h-full flex-col gap-4 rounded-xl border border-line bg-white p-6 shadow-sm">
              <QuoteMark aria-hidden="true" className="h-8 w-8 text-accent-500" />
              <blockquote className="flex-1 leading-7 text-ink">
                <p>{quote.quote}</p>
              </blockquote>
              {quote.result ? <p className="font-semibold text-brand-800">{quote.result}</p> : null}
              <figcaption className="border-t border-line pt-4 text-sm">
                <span className="block font-semibold text-brand-900">{quote.name}</span>
                <span className="text-muted">{quote.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
