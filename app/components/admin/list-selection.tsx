/**
 * The boxes that tick an admin list's rows for a bulk action: one heading the column (the whole page, part-ticked
 * when some of it is) and one on each row. A row's box is a real form control named `ids` that belongs to the bulk
 * action's form (the `form` attribute, since rows hold forms of their own), so without JavaScript the browser's own
 * ticks are sent and the column is headed by its name instead.
 */
import { createContext, useContext, type ReactNode } from "react";
import { useHydrated } from "~/components/forms/use-hydrated";
import type { RowSelection } from "./row-selection";

/** What a list needs to offer a selection: the rows ticked, the form they are sent with, and the boxes' names. */
export type ListSelection = {
  /** From `useRowSelection`, called by the page with the ids of the rows it shows. */
  rows: RowSelection;
  /** The id of the bulk action's form. */
  form: string;
  /** The heading box's name: "Select all posts on this page". */
  selectAll: string;
  /** The column's name without JavaScript, when there is no heading box: "Bulk actions". */
  column: string;
};

const SelectionContext = createContext<ListSelection | null>(null);

export function SelectionProvider({ value, children }: { value: ListSelection | null; children: ReactNode }) {
  return <SelectionContext value={value}>{children}</SelectionContext>;
}

/** The list's selection, or null when it offers none. */
export function useListSelection(): ListSelection | null {
  return useContext(SelectionContext);
}

/** The box heading the column: the whole page, or (before JavaScript runs) the column's name. */
export function SelectAllBox({ selection }: { selection: ListSelection }) {
  const hydrated = useHydrated();
  const { rows } = selection;
  if (!hydrated) return <span className="sr-only">{selection.column}</span>;
  return (
    <input
      type="checkbox"
      aria-label={selection.selectAll}
      className="h-4 w-4 accent-brand-700"
      checked={rows.wholePage}
      ref={(box) => {
        if (box) box.indeterminate = rows.somePage;
      }}
      onChange={(event) => rows.togglePage(event.currentTarget.checked)}
    />
  );
}

/**
 * One row's box, named for the row ("Select Budget 2027"). Inside a list with a selection only: `ListRow` puts it in
 * a table row's first cell; a card (the narrow screens' list) places it where it fits.
 */
export function RowCheckbox({ id, label }: { id: string; label: string }) {
  const selection = useListSelection();
  if (!selection) throw new Error("RowCheckbox belongs in an AdminList with a selection");
  const { rows } = selection;
  return (
    <input
      type="checkbox"
      name="ids"
      value={id}
      form={selection.form}
      aria-label={label}
      className="h-4 w-4 accent-brand-700"
      checked={rows.selected.has(id)}
      onChange={(event) => rows.toggle(id, event.currentTarget.checked)}
    />
  );
}
