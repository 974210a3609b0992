/**
 * The numbers behind a chart as a real table: a caption, column headings (scope="col"), and a heading cell per row
 * (scope="row"). It scrolls sideways on a narrow screen inside a focusable region named by the caption.
 */
import type { ReactNode } from "react";

export type ChartTableColumn = { label: string; numeric?: boolean };
export type ChartTableRow = { key: string; heading: ReactNode; cells: ReactNode[]; emphasis?: boolean };

export function ChartTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly ChartTableColumn[];
  rows: readonly ChartTableRow[];
}) {
  const [first, ...rest] = columns;
  return (
    <div className="relative overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
      <table className="w-full text-left text-sm">
        <caption className="px-5 pt-4 pb-2 text-left text-sm font-semibold text-ink">{caption}</caption>
        <thead className="bg-sand text-xs tracking-wider text-muted uppercase">
          <tr>
            <th scope="col" className="px-5 py-3">
              {first.label}
            </th>
            {rest.map((column) => (
              <th key={column.label} scope="col" className={column.numeric ? "px-5 py-3 text-right" : "px-5 py-3"}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.key}
              className={row.emphasis ? "border-t border-line bg-paper font-semibold" : "border-t border-line"}
            >
              <th scope="row" className="px-5 py-2.5 font-medium whitespace-nowrap text-ink">
                {row.heading}
              </th>
              {row.cells.map((cell, index) => (
                <td
                  key={index}
                  className={
                    rest[index]?.numeric ? "px-5 py-2.5 text-right tabular-nums whitespace-nowrap" : "px-5 py-2.5"
                  }
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
