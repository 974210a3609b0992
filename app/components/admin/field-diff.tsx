/**
 * A comparison of two versions of a post, field by field (computed on the
 * server, see post-diff.ts): removed text struck through in red, added text
 * underlined in green, each also said in words for screen readers, so the
 * difference never rests on colour alone. `DiffParts` and `DiffLegend` draw the
 * same for any comparison (a page's, see page-diff.tsx).
 */
import { postDiffCopy as copy, postFieldLabels } from "~/content/admin-posts";
import type { DiffPart, FieldDiff } from "~/lib/insights/post-diff";

/** What the marks mean: the words only in the older version, and those only in the newer. */
export function DiffLegend({ removedLabel, addedLabel }: { removedLabel: string; addedLabel: string }) {
  return (
    <p className="flex flex-wrap gap-4 text-xs text-muted">
      <span className="rounded bg-danger/10 px-1 text-danger line-through">{removedLabel}</span>
      <span className="rounded bg-success/10 px-1 text-success underline">{addedLabel}</span>
    </p>
  );
}

/** One field's compared words: removed struck through, added underlined, unchanged lines folded to a count. */
export function DiffParts({ parts }: { parts: DiffPart[] }) {
  return parts.map((part, i) =>
    part.kind === "folded" ? (
      <span key={i} className="my-1 block text-xs text-muted italic">
        {copy.folded(part.lines)}
      </span>
    ) : part.kind === "removed" ? (
      <del key={i} className="bg-danger/10 text-danger">
        <span className="sr-only">{copy.removed} </span>
        {part.text}
      </del>
    ) : part.kind === "added" ? (
      <ins key={i} className="bg-success/10 text-success">
        <span className="sr-only">{copy.added} </span>
        {part.text}
      </ins>
    ) : (
      <span key={i}>{part.text}</span>
    ),
  );
}

/** Another value's comparison: its fields named by `fieldLabels` (the site's facts, its menus). */
export type NamedFieldDiff = { field: string; parts: DiffPart[] };

export function FieldDiffList({
  changes,
  removedLabel,
  addedLabel,
  fieldLabels = postFieldLabels,
}: {
  changes: FieldDiff[] | NamedFieldDiff[];
  removedLabel: string;
  addedLabel: string;
  /** the fields' names, a post's unless said */
  fieldLabels?: Readonly<Record<string, string>>;
}) {
  if (changes.length === 0) return <p className="text-sm text-muted">{copy.same}</p>;
  return (
    <div className="grid gap-4">
      <DiffLegend removedLabel={removedLabel} addedLabel={addedLabel} />
      <dl className="grid gap-4">
        {changes.map((change) => (
          <div key={change.field} className="rounded-lg border border-line bg-white p-4">
            <dt className="text-sm font-semibold text-ink">{fieldLabels[change.field] ?? change.field}</dt>
            <dd
              className={`mt-2 text-sm leading-6 break-words ${change.field === "content" ? "font-mono whitespace-pre-wrap" : ""}`}
            >
              <DiffParts parts={change.parts} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
