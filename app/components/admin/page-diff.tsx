/**
 * A comparison of two versions of a page (computed on the server, see page-diff.server.ts): the page's own fields,
 * then each section that differs under its kind and heading, saying whether it was added, removed, moved or
 * changed, with the fields that changed compared word by word (DiffParts). A section that cannot be read says why.
 */
import { pageHistory as copy } from "~/content/admin-page-history";
import type { PageDiff, PageFieldChange, PageSectionChange } from "~/lib/site-pages/page-diff";
import { isSameDiff } from "~/lib/site-pages/page-diff";
import { StatusBadge } from "./status-badge";
import { DiffLegend, DiffParts } from "./field-diff";

function FieldChanges({ fields }: { fields: PageFieldChange[] }) {
  return (
    <dl className="grid gap-3">
      {fields.map((field) => (
        <div key={field.key} className="grid gap-1">
          <dt className="text-xs font-semibold tracking-wide text-muted">{field.label}</dt>
          <dd className="text-sm leading-6 break-words whitespace-pre-wrap text-ink">
            <DiffParts parts={field.parts} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

const changeTones = { added: "success", removed: "danger", changed: "brand", moved: "muted" } as const;

function SectionChange({ section }: { section: PageSectionChange }) {
  return (
    <li className="rounded-lg border border-line bg-white p-4">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h4 className="text-sm font-semibold text-ink">
          {section.kindLabel}
          {section.heading ? `: ${section.heading}` : null}
        </h4>
        <span className="font-mono text-xs text-muted">{copy.sectionAnchor(section.id)}</span>
        <StatusBadge tone={changeTones[section.change]}>{copy.sectionChange[section.change]}</StatusBadge>
        {section.moved && section.change === "changed" ? (
          <StatusBadge tone="muted">{copy.alsoMoved}</StatusBadge>
        ) : null}
      </div>
      {section.problem ? (
        <p className="mt-2 rounded-md bg-danger/5 px-3 py-2 text-sm text-danger">
          {copy.sectionProblem(section.problem)}
        </p>
      ) : null}
      <div className="mt-3">
        {section.fields.length > 0 ? (
          <FieldChanges fields={section.fields} />
        ) : (
          <p className="text-sm text-muted">{copy.sameFields}</p>
        )}
      </div>
    </li>
  );
}

export function PageDiffView({ diff }: { diff: PageDiff }) {
  if (isSameDiff(diff)) return <p className="text-sm text-muted">{copy.same}</p>;
  return (
    <div className="grid gap-4">
      <DiffLegend removedLabel={copy.legend.removed} addedLabel={copy.legend.added} />
      {diff.page.length > 0 ? (
        <section aria-labelledby="diff-page-fields" className="rounded-lg border border-line bg-white p-4">
          <h3 id="diff-page-fields" className="mb-3 text-sm font-semibold text-ink">
            {copy.pageFields}
          </h3>
          <FieldChanges fields={diff.page} />
        </section>
      ) : null}
      {diff.sections.length > 0 ? (
        <section aria-labelledby="diff-sections">
          <h3 id="diff-sections" className="mb-3 text-sm font-semibold text-ink">
            {copy.sectionsLabel}
          </h3>
          <ul className="grid gap-3">
            {diff.sections.map((section, index) => (
              <SectionChange key={`${index}:${section.change}:${section.id}`} section={section} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
