/**
 * The inbox's bulk action as its form posts it: which action, which leads (the ticked `ids`, or every lead the
 * inbox's filter matches), the owner or status chosen, asked first when it erases, then done by changeLeadsInBulk
 * and answered with a toast on the inbox, or with a message that says why nothing changed. Each action's
 * permission is checked here, on the server: only an admin erases (the export of a selection is the export route's).
 */
import { data } from "react-router";
import { LEAD_STATUS_LABELS, leadMessages, leadOwner, leadsInbox } from "~/content/admin-leads";
import { accessDenied } from "~/content/admin-shell";
import { can } from "../accounts/roles";
import type { StaffUser } from "../accounts/session.server";
import { redirectWithToast } from "../pages/toast.server";
import { logger } from "../runtime/logger.server";
import { listLeadOwners } from "./lead-assignment.server";
import { isLeadBulkAction, LEAD_BULK_LIMIT, LEAD_BULK_PERMISSIONS } from "./lead-bulk";
import { changeLeadsInBulk, type LeadBulkChange } from "./lead-bulk.server";
import { isLeadStatus, readLeadFilter, withLeadFilter, type LeadFilter } from "./lead-filter";
import { matchingLeadIds } from "./lead-inbox.server";

const copy = leadsInbox.bulk;

/** What the action answers when it does not redirect: the question before an erasure, or why nothing changed. */
export type LeadBulkAnswer =
  | { kind: "confirm-erase"; count: number; ids: string[]; matching: boolean; filter: LeadFilter; page: number }
  | { kind: "error"; message: string };

const FILTER_FIELDS = ["view", "type", "status", "q"] as const;

/** The inbox's filter and page as the bulk form sends them back (what "all matching" means, and where to return). */
export function readBulkFilter(form: FormData): { filter: LeadFilter; page: number } {
  const filter = readLeadFilter(new URLSearchParams(FILTER_FIELDS.map((name) => [name, String(form.get(name) ?? "")])));
  const page = Number.parseInt(String(form.get("page") ?? "1"), 10);
  return { filter, page: Number.isFinite(page) && page > 0 ? page : 1 };
}

/** The ticked leads, or every lead the filter matches (`scope` = matching), for `staff`. */
export async function bulkLeadIds(form: FormData, staff: StaffUser, filter: LeadFilter): Promise<string[]> {
  if (form.get("scope") !== "matching") return [...new Set(form.getAll("ids").map(String))];
  // One more than the limit, so that "too many" is told rather than the first thousand changed.
  return matchingLeadIds(filter, { userId: staff.id, now: new Date() }, LEAD_BULK_LIMIT + 1);
}

export async function leadBulkAction(staff: StaffUser, form: FormData, ip: string | null) {
  const error = (status: number, message: string) => data<LeadBulkAnswer>({ kind: "error", message }, { status });
  const action = form.get("bulkAction");
  if (!isLeadBulkAction(action) || action === "export") return error(400, leadMessages.notUnderstood);
  // The route has checked the action's own permission (LEAD_BULK_PERMISSIONS); checked again here all the same.
  if (!can(staff.role, LEAD_BULK_PERMISSIONS[action])) return error(403, accessDenied.body);

  let change: LeadBulkChange;
  if (action === "assign") {
    const owner = String(form.get("owner") ?? "");
    change = { action, ownerId: owner === "" ? null : owner };
  } else if (action === "status") {
    // Not "status": that is the inbox filter's, sent back with the action.
    const status = form.get("newStatus");
    if (!isLeadStatus(status)) return error(400, leadMessages.statusInvalid);
    change = { action, status };
  } else {
    change = { action };
  }

  const { filter, page } = readBulkFilter(form);
  const backTo = withLeadFilter("/admin/leads", filter, page);
  const matching = form.get("scope") === "matching";
  let ids: string[];
  try {
    ids = await bulkLeadIds(form, staff, filter);
  } catch (failure) {
    logger.error({ err: failure }, "could not read the leads a bulk action names");
    return error(503, leadMessages.saveFailed);
  }
  if (ids.length === 0) return error(400, copy.refused.none);
  if (ids.length > LEAD_BULK_LIMIT) return error(400, copy.refused.tooMany);
  if (action === "erase" && form.get("confirm") !== "yes") {
    return data<LeadBulkAnswer>({
      kind: "confirm-erase",
      count: ids.length,
      ids: matching ? [] : ids,
      matching,
      filter,
      page,
    });
  }

  let result: Awaited<ReturnType<typeof changeLeadsInBulk>>;
  try {
    result = await changeLeadsInBulk(staff, change, ids, { ip });
  } catch (failure) {
    logger.error({ err: failure, action }, "could not change leads in bulk");
    return error(503, leadMessages.saveFailed);
  }
  if (!result.ok) {
    if (result.reason === "gone") return error(409, copy.refused.gone(result.missing ?? 1));
    if (result.reason === "not-an-owner") return error(400, leadOwner.notAnOwner);
    return error(400, result.reason === "none" ? copy.refused.none : copy.refused.tooMany);
  }
  return redirectWithToast(backTo, {
    kind: "success",
    title: await doneTitle(change, result.changed),
    description: result.unchanged > 0 ? copy.unchanged(result.unchanged) : undefined,
  });
}

async function doneTitle(change: LeadBulkChange, count: number): Promise<string> {
  switch (change.action) {
    case "assign": {
      if (change.ownerId === null) return copy.done.unassigned(count);
      const name = (await listLeadOwners()).find((owner) => owner.id === change.ownerId)?.name ?? "";
      return copy.done.assigned(count, name);
    }
    case "status":
      return copy.done.status(count, LEAD_STATUS_LABELS[change.status]);
    case "spam":
      return copy.done.spam(count);
    case "erase":
      return copy.done.erase(count);
  }
}
