/**
 * The state of the /insights list lives in its URL: search (`q`), category,
 * page and view. These read it from a query string and write links back, so
 * every state is a shareable, server-rendered address.
 */
import { insightsList } from "~/content/site-insights";
import { cleanSearchText } from "~/lib/forms/text-rules";
import type { InsightsView } from "../../lib/insights/card-data";

export type InsightsQueryState = {
  q: string;
  category: string;
  page: number;
  view: InsightsView;
};

export const SEARCH_MAX_LENGTH = 100;

/** Reads the list state from a query string; anything odd falls back to the default. */
export function readInsightsQuery(params: URLSearchParams): InsightsQueryState {
  const q = cleanSearchText(params.get("q"), SEARCH_MAX_LENGTH);
  const rawCategory = (params.get("category") ?? "").trim().toLowerCase();
  const category = /^[a-z0-9-]{1,80}$/.test(rawCategory) ? rawCategory : "all";
  const page = Number.parseInt(params.get("page") ?? "", 10);
  return {
    q,
    category,
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    view: params.get("view") === "list" ? "list" : "grid",
  };
}

/**
 * The address of a list state. Defaults are left out (page 1, all categories,
 * grid view, no search), so the plain list is simply /insights.
 */
export function insightsHref(state: Partial<InsightsQueryState>): string {
  const params = new URLSearchParams();
  if (state.q) params.set("q", state.q);
  if (state.category && state.category !== "all") params.set("category", state.category);
  if (state.page && state.page > 1) params.set("page", String(state.page));
  if (state.view === "list") params.set("view", "list");
  const query = params.toString();
  return query ? `/insights?${query}` : "/insights";
}

/** "3 results", "1 result". */
export const resultCount = insightsList.results.count;
