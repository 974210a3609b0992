/**
 * The admin post list's filter as the address carries it (?q=&status=&category=&page=),
 * read leniently (anything unknown is "all") and written back for links.
 * Pure, shared by the page and the server.
 */
import { databaseSafe } from "../forms/text-rules";
import { POST_LIST_FILTERS, type PostListFilter } from "./post-schedule";

export const ADMIN_POSTS_PAGE_SIZE = 25;
const MAX_SEARCH = 100;

export type PostFilter = { q: string; status: PostListFilter | ""; category: string; page: number };

export const EMPTY_POST_FILTER: PostFilter = { q: "", status: "", category: "", page: 1 };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readPostFilter(params: URLSearchParams): PostFilter {
  const status = params.get("status") ?? "";
  const category = params.get("category") ?? "";
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    // What the database cannot hold (NUL, lone surrogates) is dropped, as from every stored form value.
    q: databaseSafe(params.get("q") ?? "")
      .trim()
      .replace(/\s+/g, " ")
      .slice(0, MAX_SEARCH),
    status: (POST_LIST_FILTERS as readonly string[]).includes(status) ? (status as PostListFilter) : "",
    category: UUID.test(category) ? category.toLowerCase() : "",
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 100_000) : 1,
  };
}

export function isPostListFiltered(filter: PostFilter): boolean {
  return filter.q !== "" || filter.status !== "" || filter.category !== "";
}

/** `path` with the filter and `page` in its query (defaults left out). */
export function withPostFilter(path: string, filter: PostFilter, page = 1): string {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.status) params.set("status", filter.status);
  if (filter.category) params.set("category", filter.category);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
