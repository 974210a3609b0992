/** How an admin page shows a list: a panel under its heading, and the list in it as a table. */
import type { ReactNode } from "react";

/**
 * A white panel holding one list of an admin page (posts, leads, emails, events): its heading over a rule, with a
 * short summary beside it when there is one ("Showing 1 to 20 of 54 leads"), then the list or its empty state.
 * `live` makes the summary a status that screen readers announce when a filter changes it.
 */
export function ListPanel({
  id,
  heading,
  summary,
  live = false,
  children,
}: {
  id: string;
  heading: ReactNode;
  summary?: ReactNode;
  live?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-6 rounded-xl border border-line bg-white">
      {summary === undefined ? (
        <h2 id={id} className="border-b border-line px-5 py-4 text-lg font-semibold">
          {heading}
        </h2>
      ) : (
        <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-line px-5 py-4">
          <h2 id={id} className="text-lg font-semibold">
            {heading}
          </h2>
          <p className="text-sm text-muted" role={live ? "status" : undefined}>
            {summary}
          </p>
        </div>
      )}
      {children}
    </section>
  );
}

/** A column heading: its text, or its text for screen readers only (a column of buttons), or right-aligned (numbers). */
export type DataColumn = string | { label: string; align?: "right"; hidden?: boolean };

/**
 * An admin list as a table: a region that scrolls sideways on narrow screens (focusable, so it scrolls with the
 * keyboard), its column headings, and the rows the page passes as children. `minWidth` is a Tailwind class such as
 * "min-w-[56rem]": the width below which the table scrolls instead of squeezing.
 */
export function DataTable({
  label,
  minWidth,
  columns,
  selectHeader,
  className = "relative overflow-x-auto",
  children,
}: {
  label: string;
  minWidth: string;
  columns: DataColumn[];
  /** A first column for the rows' selection boxes, headed by this (the page's "select all", or its name). */
  selectHeader?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className} role="region" aria-label={label} tabIndex={0}>
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <thead className="bg-sand text-xs uppercase tracking-wider text-muted">
          <tr>
            {selectHeader === undefined ? null : (
              <th scope="col" className="w-10 py-3 pr-1 pl-5">
                {selectHeader}
              </th>
            )}
            {columns.map((column) => {
              const {
                label: text,
                align,
                hidden,
              }: Exclude<DataColumn, string> = typeof column === "string" ? { label: column } : column;
              return (
                <th key={text} scope="col" className={align === "right" ? "px-5 py-3 text-right" : "px-5 py-3"}>
                  {hidden ? <span className="sr-only">{text}</span> : text}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
