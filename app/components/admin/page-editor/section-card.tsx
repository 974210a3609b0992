/**
 * One section of the page in the editor: its number, kind and a few words of it as a heading, its buttons (move
 * up, move down, duplicate, remove: submits of the one form, so they work without JavaScript), what is wrong with
 * it, and its fields in a disclosure that remembers whether it was open across the form's answers.
 */
import { useState } from "react";
import { pageEditor as copy } from "~/content/admin-page-editor";
import type { PageOption, SectionNode } from "~/lib/site-pages/page-form-types";
import { FieldControl, IntentButton } from "./field-control";

export function SectionCard({ node, count, pages }: { node: SectionNode; count: number; pages: PageOption[] }) {
  const [open, setOpen] = useState(node.open);
  const prefix = `sections.${node.index}`;
  const headingId = `section-${node.index}`;
  const title = `${node.index + 1}. ${node.kindLabel}`;
  const named = node.summary ? `${title}: ${node.summary}` : title;
  return (
    <li>
      <section
        aria-labelledby={headingId}
        className="grid min-w-0 gap-3 rounded-xl border border-line bg-white p-4 sm:p-5"
      >
        {node.unreadable ? (
          <>
            <input type="hidden" name={`${prefix}.$stored`} value={node.unreadable.stored} />
            <input type="hidden" name={`${prefix}.$problem`} value={node.unreadable.problem} />
          </>
        ) : (
          <input type="hidden" name={`${prefix}.$kind`} value={node.kind} />
        )}
        <input type="hidden" name={`${prefix}.$open`} value={open ? "1" : ""} />
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <h3 id={headingId} tabIndex={-1} className="text-base font-semibold break-words text-ink">
              {title}
              {node.summary ? <span className="font-normal text-muted">: {node.summary}</span> : null}
            </h3>
            {node.behaviour ? (
              <p className="w-fit rounded-md bg-brand-100 px-2.5 py-1 text-xs font-semibold text-brand-900">
                {copy.behaviour}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-1.5" role="group" aria-label={named}>
            {node.index > 0 ? (
              <IntentButton intent={`section-up:${node.index}`} context={named}>
                {copy.sectionButtons.up}
              </IntentButton>
            ) : null}
            {node.index < count - 1 ? (
              <IntentButton intent={`section-down:${node.index}`} context={named}>
                {copy.sectionButtons.down}
              </IntentButton>
            ) : null}
            {node.unreadable ? null : (
              <IntentButton intent={`section-duplicate:${node.index}`} context={named}>
                {copy.sectionButtons.duplicate}
              </IntentButton>
            )}
            <IntentButton intent={`section-remove:${node.index}`} context={named} variant="ghost">
              {copy.sectionButtons.remove}
            </IntentButton>
          </div>
        </div>

        {node.unreadable ? (
          <div role="note" className="rounded-md border border-danger/30 bg-danger/5 p-3 text-sm text-ink">
            <p className="font-semibold text-danger">{copy.unreadable.heading}</p>
            <p className="mt-1">{node.unreadable.problem}</p>
            <p className="mt-1 text-muted">{copy.unreadable.body}</p>
          </div>
        ) : node.problems.length > 0 ? (
          <div className="rounded-md border border-danger/30 bg-danger/5 p-3 text-sm text-ink">
            <p className="font-semibold text-danger">{copy.problems(node.problems.length)}</p>
            <ul className="mt-1 list-disc pl-5">
              {node.problems.map((problem, index) => (
                <li key={index}>
                  {problem.field ? (
                    <a href={`#f-${prefix}.${problem.field}`} className="underline underline-offset-2">
                      {problem.field}
                    </a>
                  ) : null}
                  {problem.field ? ": " : null}
                  {problem.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {node.fields.length > 0 ? (
          <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className="group">
            <summary className="cursor-pointer rounded text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
              {open ? copy.fields.hide : copy.fields.show}
              <span className="sr-only"> {named}</span>
            </summary>
            <div className="mt-4 grid gap-4">
              {node.fields.map((field) => (
                <FieldControl key={field.name} node={field} pages={pages} />
              ))}
            </div>
          </details>
        ) : null}
      </section>
    </li>
  );
}
