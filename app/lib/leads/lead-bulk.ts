/**
 * What can be done to many leads at once from the inbox (lead-bulk.server.ts does it; the CSV export of a selection
 * is lead-export.server.ts's), who may, and how many at most.
 */
import type { Permission } from "../accounts/roles";

export const LEAD_BULK_ACTIONS = ["assign", "status", "spam", "export", "erase"] as const;
export type LeadBulkAction = (typeof LEAD_BULK_ACTIONS)[number];

export function isLeadBulkAction(value: unknown): value is LeadBulkAction {
  return typeof value === "string" && (LEAD_BULK_ACTIONS as readonly string[]).includes(value);
}

/** The permission each action needs beyond working the leads: the export and erasure are the admins'. */
export const LEAD_BULK_PERMISSIONS = {
  assign: "leads",
  status: "leads",
  spam: "leads",
  export: "exportAllLeads",
  erase: "eraseLeads",
} as const satisfies Record<LeadBulkAction, Permission>;

/** At most this many leads in one action (a page is 25; "all matching" of a filter can be more). */
export const LEAD_BULK_LIMIT = 1_000;
