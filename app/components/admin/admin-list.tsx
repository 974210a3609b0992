/**
 * One admin list, as every admin page shows one (the inbox, posts, team, categories, sessions, the outbox): its
 * heading, its rows as a table (with a list of cards in its place on narrow screens when the page has one) or as
 * cards, the boxes that select rows for a bulk action, what it says when there are no rows, and its pages.
 */
import { Fragment, type ReactNode } from "react";
import { PaginationNav } from "~/components/insights/pagination-nav";
import { DataTable, ListPanel, type DataColumn } from "./list-panel";
import { EmptyState, frameGap, type EmptyList, type ListFrame } from "./list-empty";
import { SelectAllBox, SelectionProvider, type ListSelection } from "./list-selection";

export type { DataColumn } from "./list-panel";
export type { EmptyList } from "./list-empty";
export type { ListSelection } from "./list-selection";

type ListHeading =
  /** In a panel, under a heading bar with the summary beside it ("Showing 1 to 20 of 54 posts"). */
  | { frame?: "panel"; id: string; heading: ReactNode; summary?: ReactNode; live?: boolean }
  /** Under a heading of the page, the list in a box (a table) or as cards of its own. */
  | { frame: "open"; id: string; heading: ReactNode }
  /** No heading: the list straight under the page's introduction. */
  | { frame: "bare" };

export type AdminListProps<T> = ListHeading & {
  items: readonly T[];
  itemKey: (item: T) => string;
  /** A row: a `ListRow` in a table, a `<li>` in a list of cards. */
  row: (item: T) => ReactNode;
  /**
   * The rows as a table: its name for screen readers, the width below which it scrolls sideways (a Tailwind class
   * such as "min-w-[56rem]") and its column headings. Without it the rows are cards.
   */
  table?: { label: string; minWidth: string; columns: DataColumn[] };
  /** On narrow screens, a list of cards (each a `<li>`) in the table's place; the table shows from `md` up. */
  narrow?: { label: string; card: (item: T) => ReactNode };
  /** Boxes to tick rows for a bulk action: a first column headed by "select all", and each row's box. */
  selection?: ListSelection;
  /** What the list says in place of its rows; without it, an empty list is a table with no rows. */
  empty?: EmptyList;
  /** Under the rows, inside the list's panel or box: the bulk action's bar. */
  footer?: ReactNode;
  /** The list's numbered pages, under it; nothing when there is one page. */
  paging?: { page: number; pages: number; hrefFor: (page: number) => string };
  /** Tall cards (each holding forms): more space between them, and around the empty list's line. */
  roomy?: boolean;
};

export function AdminList<T>(props: AdminListProps<T>) {
  const { items, itemKey, row, table, narrow, selection, empty, footer, paging, roomy = false } = props;
  const frame: ListFrame = props.frame ?? "panel";

  const rows = items.map((item) => <Fragment key={itemKey(item)}>{row(item)}</Fragment>);
  let content: ReactNode;
  if (table) {
    content = (
      <>
        {narrow ? (
          <ul aria-label={narrow.label} className="divide-y divide-line md:hidden">
            {items.map((item) => (
              <Fragment key={itemKey(item)}>{narrow.card(item)}</Fragment>
            ))}
          </ul>
        ) : null}
        <DataTable
          label={table.label}
          minWidth={table.minWidth}
          columns={table.columns}
          selectHeader={selection ? <SelectAllBox selection={selection} /> : undefined}
          className={narrow ? "relative hidden overflow-x-auto md:block" : undefined}
        >
          {rows}
        </DataTable>
        {footer}
      </>
    );
    if (frame !== "panel") {
      content = <div className={`${frameGap(frame)} rounded-xl border border-line bg-white`}>{content}</div>;
    }
  } else {
    const listClass =
      frame === "panel" ? "divide-y divide-line" : `${frameGap(frame)} grid ${roomy ? "gap-4" : "gap-3"}`;
    content = (
      <>
        <ul className={listClass}>{rows}</ul>
        {footer}
      </>
    );
  }

  const body = (
    <SelectionProvider value={selection ?? null}>
      {items.length === 0 && empty ? <EmptyState empty={empty} frame={frame} roomy={roomy} /> : content}
    </SelectionProvider>
  );
  const pages = paging ? <PaginationNav page={paging.page} pages={paging.pages} hrefFor={paging.hrefFor} /> : null;

  if (props.frame === "bare") {
    return (
      <>
        {body}
        {pages}
      </>
    );
  }
  if (props.frame === "open") {
    return (
      <>
        <section aria-labelledby={props.id} className="mt-8">
          <h2 id={props.id} className="text-lg font-semibold text-ink">
            {props.heading}
          </h2>
          {body}
        </section>
        {pages}
      </>
    );
  }
  return (
    <>
      <ListPanel id={props.id} heading={props.heading} summary={props.summary} live={props.live}>
        {body}
      </ListPanel>
      {pages}
    </>
  );
}
