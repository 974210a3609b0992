/** The pieces of an admin table's row: the row with its selection box, the cell of its actions, and an action's name. */
import type { ReactNode } from "react";
import { RowCheckbox, useListSelection } from "./list-selection";

/**
 * A row of an admin table, under a rule. In a list with a selection it starts with the row's box: `select` names the
 * row ("Select Budget 2027") and gives the id the bulk action receives. `align` is where the cells' content sits:
 * at the top (rows of several lines) or in the middle (rows of one line beside badges and buttons).
 */
export function ListRow({
  select,
  align = "top",
  children,
}: {
  select?: { id: string; label: string };
  align?: "top" | "middle";
  children: ReactNode;
}) {
  const selection = useListSelection();
  if (selection && !select) throw new Error("A row of a list with a selection needs `select`");
  return (
    <tr className={align === "middle" ? "border-t border-line align-middle" : "border-t border-line align-top"}>
      {selection && select ? (
        <td className="w-10 py-3 pr-1 pl-5">
          <RowCheckbox id={select.id} label={select.label} />
        </td>
      ) : null}
      {children}
    </tr>
  );
}

/**
 * The last cell of a row, under a column heading read only by screen readers ("Actions"): the row's buttons and links.
 * `layout` places them: "start" as they come, "end" against the right edge, "group" side by side at the right edge.
 */
export function RowActions({
  layout = "start",
  children,
}: {
  layout?: "start" | "end" | "group";
  children: ReactNode;
}) {
  if (layout === "group") {
    return (
      <td className="px-5 py-3">
        <div className="flex justify-end gap-2">{children}</div>
      </td>
    );
  }
  return <td className={layout === "end" ? "px-5 py-3 text-right" : "px-5 py-3"}>{children}</td>;
}

/** Which row an action is for, said to screen readers after its visible name: "Edit" is heard as "Edit Budget 2027". */
export function ForRow({ children }: { children: ReactNode }) {
  return <span className="sr-only"> {children}</span>;
}
