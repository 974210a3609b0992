/** The top of a settings screen (the site facts, the menus): its heading, what it is for, and its last save. */
import { formatDateTime } from "~/lib/pages/format";

export function SettingsIntro({
  words,
  savedAt,
  savedBy,
}: {
  words: {
    heading: string;
    intro: string;
    lastSaved: (who: string, when: string) => string;
    someone: string;
    neverSaved: string;
  };
  savedAt: string | null;
  savedBy: string | null;
}) {
  return (
    <>
      <h1 className="font-display text-3xl font-semibold text-brand-900">{words.heading}</h1>
      <p className="mt-2 text-sm text-muted">{words.intro}</p>
      <p className="mt-1 text-sm text-muted">
        {savedAt ? words.lastSaved(savedBy ?? words.someone, formatDateTime(savedAt)) : words.neverSaved}
      </p>
    </>
  );
}
