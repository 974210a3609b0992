/**
 * The answer to a save that another came before: who saved, when, and how the
 * refused version differs from theirs. The form below keeps what was typed
 * and now carries their version number, so saving again is a deliberate
 * choice to replace theirs; "Open their version" starts from theirs instead.
 */
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { saveConflict } from "~/content/admin-posts";
import { buttonClasses } from "~/components/ui/button";
import { formatDateTime } from "~/lib/pages/format";
import type { PostFormResult } from "~/lib/insights/post-schema";
import { FieldDiffList, type NamedFieldDiff } from "./field-diff";

type ConflictCopy = {
  [Key in keyof typeof saveConflict]: (typeof saveConflict)[Key] extends string ? string : (typeof saveConflict)[Key];
};

export function SaveConflictPanel({
  conflict,
  reloadTo,
  copy = saveConflict,
  fieldLabels,
}: {
  conflict:
    | NonNullable<PostFormResult["conflict"]>
    | { savedBy: string | null; savedAt: string; changes: NamedFieldDiff[] };
  reloadTo?: string;
  /** the panel's words, a post's unless said */
  copy?: ConflictCopy;
  /** the compared fields' names, a post's unless said */
  fieldLabels?: Readonly<Record<string, string>>;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Said at once, and where the keyboard is.
  useEffect(() => heading.current?.focus(), [conflict]);
  return (
    <section
      role="alert"
      aria-labelledby="save-conflict-heading"
      className="mb-6 rounded-xl border border-danger/40 bg-danger/5 p-5"
    >
      <h2
        id="save-conflict-heading"
        ref={heading}
        tabIndex={-1}
        className="font-display text-xl font-semibold text-brand-900"
      >
        {copy.heading}
      </h2>
      <p className="mt-2 text-sm text-ink">
        {copy.body(conflict.savedBy ?? copy.someone, formatDateTime(conflict.savedAt))}
      </p>
      {reloadTo ? (
        <p className="mt-3">
          <Link to={reloadTo} className={buttonClasses("outline", "sm")}>
            {copy.reload}
          </Link>
        </p>
      ) : null}
      <details className="mt-4" open>
        <summary className="cursor-pointer text-sm font-semibold text-ink">{copy.compareHeading}</summary>
        <div className="mt-3">
          <FieldDiffList
            changes={conflict.changes}
            removedLabel={copy.legend.removed}
            addedLabel={copy.legend.added}
            fieldLabels={fieldLabels}
          />
        </div>
      </details>
    </section>
  );
}
