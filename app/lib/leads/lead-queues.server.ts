/**
 * The inbox's work queues: how many leads each view holds (the admin
 * navigation's counts) and the pipeline board, one column per status.
 */
import { desc, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import type { LeadStatus } from "~/db/schema";
import { LEAD_VIEW_LABELS, labelKeys } from "~/content/admin-leads";
import { BOARD_STATUSES, type LeadFilter, type LeadViewCounts } from "./lead-filter";
import { countLeads, leadsQuery, toSummary, type InboxViewer, type LeadSummary } from "./lead-inbox.server";

/** How many leads each work queue holds for `viewer`, as the navigation shows them (no other filter). */
export async function leadViewCounts(viewer: InboxViewer): Promise<LeadViewCounts> {
  const views = labelKeys(LEAD_VIEW_LABELS);
  const counts = await Promise.all(views.map((view) => countLeads({ view, type: null, status: null, q: "" }, viewer)));
  return Object.fromEntries(views.map((view, n) => [view, counts[n]])) as LeadViewCounts;
}

/** How many cards a board column shows; the rest are a link to the inbox filtered by that status. */
export const BOARD_COLUMN_SIZE = 20;

export type BoardColumn = { status: LeadStatus; total: number; leads: LeadSummary[] };

/**
 * The pipeline board for `filter` (its view, type and search; each column is a status): each column's count and
 * its newest leads.
 */
export async function leadBoard(filter: LeadFilter, viewer: InboxViewer): Promise<BoardColumn[]> {
  return Promise.all(
    BOARD_STATUSES.map(async (status) => {
      const column = { ...filter, status };
      const [total, rows] = await Promise.all([
        countLeads(column, viewer),
        leadsQuery(db(), column, viewer)
          .orderBy(desc(sql`created_at`), desc(sql`id`))
          .limit(BOARD_COLUMN_SIZE),
      ]);
      return { status, total, leads: rows.map(toSummary) };
    }),
  );
}
