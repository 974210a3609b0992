/**
 * The numbered pagination of insight lists: the current page with two pages
 * either side, the first and last pages always, and an ellipsis for each gap.
 */
export type PageItem = { kind: "page"; page: number } | { kind: "ellipsis"; key: string };

export const INSIGHTS_PAGE_SIZE = 9;

export function pageCount(total: number, pageSize = INSIGHTS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The current page as a whole number within 1..pages (anything unreadable is page 1). */
export function clampPage(value: string | number | null | undefined, pages: number): number {
  const page = typeof value === "number" ? value : Number.parseInt(value ?? "", 10);
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(Math.floor(page), Math.max(1, pages));
}

export function paginationWindow(current: number, pages: number, around = 2): PageItem[] {
  if (pages <= 1) return [];
  const items: PageItem[] = [];
  const from = Math.max(2, current - around);
  const to = Math.min(pages - 1, current + around);
  items.push({ kind: "page", page: 1 });
  if (from > 2) items.push({ kind: "ellipsis", key: "start" });
  for (let page = from; page <= to; page++) items.push({ kind: "page", page });
  if (to < pages - 1) items.push({ kind: "ellipsis", key: "end" });
  items.push({ kind: "page", page: pages });
  return items;
}

/** "Showing X to Y of Z insights" numbers for a page. */
export function showingRange(page: number, total: number, pageSize = INSIGHTS_PAGE_SIZE) {
  if (total === 0) return { from: 0, to: 0, total };
  const from = (page - 1) * pageSize + 1;
  return { from, to: Math.min(total, page * pageSize), total };
}
