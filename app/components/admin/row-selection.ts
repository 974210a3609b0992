import { useCallback, useEffect, useState } from "react";

/**
 * Which rows of an admin list are selected for a bulk action: rows of this page, or (once every row of the page is)
 * every row the filter matches, on every page. Starts empty, and empties when the page's rows change (another page, a
 * new filter, an action done). Each row's checkbox is a real form control named `ids`, so without JavaScript the
 * browser's own ticks are what is sent; this only adds the page's "select all" and the "all N matching" choice.
 */
export function useRowSelection(pageIds: readonly string[], total: number) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const pageKey = pageIds.join(",");

  useEffect(() => {
    setSelected(new Set());
    setAllMatching(false);
  }, [pageKey]);

  const clear = useCallback(() => {
    setSelected(new Set());
    setAllMatching(false);
  }, []);
  const wholePage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  return {
    selected,
    allMatching,
    /** How many rows the filter matches, on every page. */
    total,
    /** How many rows the action would change. */
    count: allMatching ? total : selected.size,
    wholePage,
    somePage: !wholePage && pageIds.some((id) => selected.has(id)),
    /** Whether to offer "select all N matching": the whole page is selected and there is more beyond it. */
    canSelectMatching: wholePage && !allMatching && total > pageIds.length,
    toggle(id: string, on: boolean) {
      setAllMatching(false);
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      });
    },
    togglePage(on: boolean) {
      setAllMatching(false);
      setSelected(on ? new Set(pageIds) : new Set());
    },
    selectMatching() {
      setSelected(new Set(pageIds));
      setAllMatching(true);
    },
    clear,
  };
}

export type RowSelection = ReturnType<typeof useRowSelection>;
