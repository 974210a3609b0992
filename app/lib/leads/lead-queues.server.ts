/**
 * The inbox's work queues: how many leads each view holds (the admin
 * navigation's counts) and the pipeline board, one column per status.
 */
import { db } from "~/db/client.server";
import type { LeadStatus, LeadType } from "~/db/schema";
import { LEAD_VIEW_LABELS, labelKeys } from "~/content/admin-leads";
import { BOARD_COLUMN_SIZE, BOARD_STATUSES, type LeadFilter, type LeadViewCounts } from "./lead-filter";
import {
  countLeadViews,
  countLeadsByStatus,
  leadsQuery,
  NEWEST_FIRST,
  toSummary,
  type InboxViewer,
  type LeadSummary,
} from "./lead-inbox.server";
import { followedUpKinds } from "./lead-kinds";

/** How many leads each work queue holds for `viewer`, as the navigation shows them (no other filter). */
export async function leadViewCounts(viewer: InboxViewer): Promise<LeadViewCounts> {
  const views = labelKeys(LEAD_VIEW_LABELS);
  const counts = await countLeadViews(viewer, views);
  return Object.fromEntries(views.map((view, n) => [view, counts[n]])) as LeadViewCounts;
}

export type BoardColumn = { status: LeadStatus; total: number; leads: LeadSummary[] };

/**
 * The pipeline board for `filter` (its view, type and search; each column is a status): each column's count and
 * its newest leads.
 */
export async function leadBoard(filter: LeadFilter, viewer: InboxViewer): Promise<BoardColumn[]> {
  // A pipeline of enquiries: newsletter sign-ups promise no follow-up, and join the board only when asked for.
  const kinds: LeadType[] | undefined = filter.type ? undefined : followedUpKinds();
  const totals = await countLeadsByStatus(filter, viewer, BOARD_STATUSES, { kinds });
  const columns: BoardColumn[] = [];
  for (const status of BOARD_STATUSES) {
    const rows = await leadsQuery(db(), { ...filter, status }, viewer, { kinds })
      .orderBy(...NEWEST_FIRST)
      .limit(BOARD_COLUMN_SIZE);
    columns.push({ status, total: totals.get(status) ?? 0, leads: rows.map(toSummary) });
  }
  return columns;
}
