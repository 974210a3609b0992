/**
 * The answer to a save that another came before: who saved, when, and how the
 * refused version differs from theirs. The form below keeps what was typed
 * and now carries their version number, so saving again is a deliberate
 * choice to replace theirs; "Open their version" starts from theirs instead.
 */
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { saveConflict as copy } from "~/content/admin-posts";
import { buttonClasses } from "~/components/ui/button";
import { formatDateTime } from "~/lib/pages/format";
import type { PostFormResult } from "~/lib/insights/post-schema";
import { FieldDiffList } from "./field-diff";

export function SaveConflictPanel({
  conflict,
  reloadTo,
  labelOf,
  words,
}: {
  /** a post's conflict, or another editor's whose changes `labelOf` names */
  conflict: Omit<NonNullable<PostFormResult["conflict"]>, "changes"> & {
    changes: { field: string; parts: NonNullable<PostFormResult["conflict"]>["changes"][number]["parts"] }[];
  };
  reloadTo?: string;
  labelOf?: (field: string) => string;
  /** the heading and the explanation, when the thing edited is not a post */
  words?: { heading: string; body: (who: string, when: string) => string; reload: string };
}) {
  const said = words ?? copy;
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
        {said.heading}
      </h2>
      <p className="mt-2 text-sm text-ink">
        {said.body(conflict.savedBy ?? copy.someone, formatDateTime(conflict.savedAt))}
      </p>
      {reloadTo ? (
        <p className="mt-3">
          <Link to={reloadTo} className={buttonClasses("outline", "sm")}>
            {said.reload}
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
            labelOf={labelOf}
          />
        </div>
      </details>
    </section>
  );
}
