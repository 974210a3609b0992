import type { ComparisonSection } from "~/content/pages/types";
import { SectionShell } from "./section-shell";

/** A table comparing options row by row (e.g. the traditional way against ours); the last column is ours. */
export function Comparison({ section }: { section: ComparisonSection }) {
  const last = section.columns.length - 1;
  return (
    <SectionShell section={section}>
      <table className="mt-12 w-full table-fixed border-collapse overflow-hidden rounded-xl bg-white text-left text-sm shadow-sm sm:text-base">
        <caption className="sr-only">{section.heading}</caption>
        <thead>
          <tr>
            <th scope="col" className="border-b border-line bg-sand p-3 font-semibold text-brand-900 sm:p-4">
              {section.rowHeader}
            </th>
            {section.columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={`border-b border-line p-3 font-semibold sm:p-4 ${index === last ? "bg-brand-800 text-white" : "bg-sand text-brand-900"}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {section.rows.map((row) => (
            <tr key={row.label} className="border-b border-line last:border-b-0">
              <th scope="row" className="p-3 align-top font-semibold text-brand-900 sm:p-4">
                {row.label}
              </th>
              {row.values.map((value, index) => (
                <td
                  key={`${row.label}-${index}`}
                  className={`p-3 align-top leading-6 sm:p-4 ${index === last ? "bg-brand-50 text-ink" : "text-muted"}`}
                >
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </SectionShell>
  );
}
