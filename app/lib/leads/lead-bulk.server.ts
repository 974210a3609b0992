/**
 * Working many leads at once, from the inbox (a selection on the page, or every lead the filter matches): give them
 * to an owner, set their status, mark them as spam, or erase them. One transaction for the lot, the leads locked in
 * id order (two bulk actions never wait on each other in a circle); one audit row per lead changed, marked as bulk.
 * When any selected lead no longer exists, or the owner chosen may not work the leads, the whole action is refused
 * and nothing changes: the list the member of staff chose from was out of date.
 *
 * Each action does to a lead what its own page would: a status moved on from New stops the reply clock for good
 * (lead-due.ts); erasing a lead removes it with its notes, replies and the emails about it (their foreign keys).
 */
import { asc, inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { isRowId } from "~/db/row-id";
import { leads, type LeadStatus } from "~/db/schema";
import { LEAD_AUDIT_ACTIONS } from "../audit/audit-actions";
import { recordAudits, type AuditEntry } from "../audit/audit.server";
import { mayOwnLeads } from "./lead-assignment.server";
import { LEAD_BULK_LIMIT } from "./lead-bulk";
import { LEAD_RESOURCE_TYPE, type LeadActor } from "./lead-record.server";

/** A change to make to every selected lead. */
export type LeadBulkChange =
  | { action: "assign"; ownerId: string | null }
  | { action: "status"; status: LeadStatus }
  | { action: "spam" }
  | { action: "erase" };

export type LeadBulkResult =
  | { ok: true; changed: number; unchanged: number }
  | { ok: false; reason: "none" | "too-many" | "gone" | "not-an-owner"; missing?: number };

type Locked = { id: string; kind: string; status: LeadStatus; ownerId: string | null };

export async function changeLeadsInBulk(
  actor: LeadActor,
  change: LeadBulkChange,
  ids: readonly string[],
  { ip = null }: { ip?: string | null } = {},
): Promise<LeadBulkResult> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { ok: false, reason: "none" };
  if (unique.length > LEAD_BULK_LIMIT) return { ok: false, reason: "too-many" };
  const valid = unique.filter(isRowId);
  if (valid.length < unique.length) return { ok: false, reason: "gone", missing: unique.length - valid.length };

  return db().transaction(async (tx): Promise<LeadBulkResult> => {
    // The owner's role row is locked too: access removed meanwhile either waits or is seen.
    if (change.action === "assign" && change.ownerId !== null && !(await mayOwnLeads(tx, change.ownerId)))
      return { ok: false, reason: "not-an-owner" };
    const locked: Locked[] = await tx
      .select({ id: leads.id, kind: leads.kind, status: leads.status, ownerId: leads.ownerId })
      .from(leads)
      .where(inArray(leads.id, valid))
      .orderBy(asc(leads.id))
      .for("update");
    if (locked.length < valid.length) return { ok: false, reason: "gone", missing: valid.length - locked.length };

    const audit = (lead: Locked, action: string, details: Record<string, unknown>): AuditEntry => ({
      action,
      resourceType: LEAD_RESOURCE_TYPE,
      resourceId: lead.id,
      userId: actor.id,
      ip,
      details: { ...details, bulk: true },
    });
    const now = new Date();
    let entries: AuditEntry[];

    if (change.action === "erase") {
      await tx.delete(leads).where(
        inArray(
          leads.id,
          locked.map((lead) => lead.id),
        ),
      );
      // The log keeps that a lead of this kind was erased, never what the visitor wrote.
      entries = locked.map((lead) => audit(lead, LEAD_AUDIT_ACTIONS.erased, { kind: lead.kind }));
    } else if (change.action === "assign") {
      const moving = locked.filter((lead) => lead.ownerId !== change.ownerId);
      if (moving.length > 0)
        await tx
          .update(leads)
          .set({ ownerId: change.ownerId, updatedAt: now })
          .where(
            inArray(
              leads.id,
              moving.map((lead) => lead.id),
            ),
          );
      entries = moving.map((lead) =>
        audit(lead, LEAD_AUDIT_ACTIONS.assigned, { from: lead.ownerId, to: change.ownerId }),
      );
    } else {
      const status: LeadStatus = change.action === "spam" ? "spam" : change.status;
      const moving = locked.filter((lead) => lead.status !== status);
      if (moving.length > 0)
        await tx
          .update(leads)
          .set({
            status,
            updatedAt: now,
            // Moving on from New stops the reply clock for good; a reply sent earlier already stopped it.
            respondedAt: sql`case when ${leads.status} = 'new' then coalesce(${leads.respondedAt}, ${now.toISOString()}::timestamptz) else ${leads.respondedAt} end`,
          })
          .where(
            inArray(
              leads.id,
              moving.map((lead) => lead.id),
            ),
          );
      entries = moving.map((lead) => audit(lead, LEAD_AUDIT_ACTIONS.statusChanged, { from: lead.status, to: status }));
    }
    await recordAudits(tx, entries);
    return { ok: true, changed: entries.length, unchanged: locked.length - entries.length };
  });
}
