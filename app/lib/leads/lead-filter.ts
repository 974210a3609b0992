/**
 * The leads inbox's filter as it travels in the address (?view=&type=&status=&q=&page=),
 * so every view of the inbox, and its CSV export, is a link that can be shared
 * and works without JavaScript. Pure: used by the pages and the server.
 */
import type { LeadStatus, LeadType } from "~/db/schema";
import { LEAD_STATUS_LABELS, LEAD_VIEW_LABELS } from "~/content/admin-leads";
import { isLeadKind } from "./lead-kinds";
import { cleanSearchText } from "../forms/text-rules";

/**
 * The inbox's work queues. Mine and Unassigned hold open leads (new, contacted or qualified; newsletter sign-ups
 * promise no follow-up and are never unassigned work) unless a status is chosen; Overdue and Due today hold the
 * leads whose reply clock is running (lead-due.ts).
 */
export type LeadView = keyof typeof LEAD_VIEW_LABELS;

/** How many leads each work queue holds (lead-queues.server.ts), for the admin navigation. */
export type LeadViewCounts = Record<LeadView, number>;

export type LeadFilter = { view: LeadView | null; type: LeadType | null; status: LeadStatus | null; q: string };

/** The statuses of a lead still being worked. */
export const OPEN_LEAD_STATUSES = ["new", "contacted", "qualified"] as const satisfies readonly LeadStatus[];

/** How many cards a board column shows; the rest are a link to the inbox filtered by that status. */
export const BOARD_COLUMN_SIZE = 20;

/** The pipeline board's columns, in order (spam is filed, not worked). */
export const BOARD_STATUSES = ["new", "contacted", "qualified", "won", "lost"] as const satisfies readonly LeadStatus[];

export const LEADS_PAGE_SIZE = 25;
export const LEAD_SEARCH_MAX = 100;
export const EMPTY_LEAD_FILTER: LeadFilter = { view: null, type: null, status: null, q: "" };

export function isLeadView(value: unknown): value is LeadView {
  return typeof value === "string" && Object.hasOwn(LEAD_VIEW_LABELS, value);
}

export function isLeadType(value: unknown): value is LeadType {
  return isLeadKind(value);
}

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && Object.hasOwn(LEAD_STATUS_LABELS, value);
}

/** Search text: control characters become spaces, runs of spaces one, trimmed, at most 100 characters. */
export function cleanSearch(value: string | null | undefined): string {
  return cleanSearchText(value, LEAD_SEARCH_MAX);
}

/** The filter in `params`; an unknown type or status is no filter. */
export function readLeadFilter(params: URLSearchParams): LeadFilter {
  const view = params.get("view");
  const type = params.get("type");
  const status = params.get("status");
  return {
    view: isLeadView(view) ? view : null,
    type: isLeadType(type) ? type : null,
    status: isLeadStatus(status) ? status : null,
    q: cleanSearch(params.get("q")),
  };
}

export function isFiltered(filter: LeadFilter): boolean {
  return filter.view !== null || filter.type !== null || filter.status !== null || filter.q !== "";
}

/** The query string of a filter (and page), without the "?"; empty parts are left out. */
export function leadFilterQuery(filter: LeadFilter, page = 1): string {
  const params = new URLSearchParams();
  if (filter.view) params.set("view", filter.view);
  if (filter.type) params.set("type", filter.type);
  if (filter.status) params.set("status", filter.status);
  if (filter.q) params.set("q", filter.q);
  if (page > 1) params.set("page", String(page));
  return params.toString();
}

/** `path` with the filter's query string, when there is one. */
export function withLeadFilter(path: string, filter: LeadFilter, page = 1): string {
  const query = leadFilterQuery(filter, page);
  return query ? `${path}?${query}` : path;
}
