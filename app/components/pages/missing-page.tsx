/** The page shown at an address without a page: not found (404), or removed on purpose (410). */
import { ButtonLink } from "~/components/ui/button";

/** The words of the page an address without a page shows (app/content/not-found.ts, app/content/gone.ts). */
export type MissingPageWords = {
  title: string;
  code: string;
  heading: string;
  body: string;
  home: { label: string; href: string };
};

export function MissingPage({ words: copy }: { words: MissingPageWords }) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-5 px-6 py-20 text-center">
      <p className="font-display text-7xl font-semibold text-brand-800" aria-hidden="true">
        {copy.code}
      </p>
      <h1 className="font-display text-3xl font-semibold text-brand-900">{copy.heading}</h1>
      <p className="text-muted">{copy.body}</p>
      <ButtonLink to={copy.home.href} size="lg">
        {copy.home.label}
      </ButtonLink>
    </section>
  );
}
