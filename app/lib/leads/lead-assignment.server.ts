/**
 * Who follows a lead up: its owner, one of the staff who may work the leads
 * (roles.ts), or nobody. Each change is audited in its own transaction with
 * the owner before and after, by user id (the timeline shows their names).
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { db, type Queryable } from "~/db/client.server";
import { leads, user, userRoles } from "~/db/schema";
import { rolesWith } from "../accounts/roles";
import { recordAudit } from "../audit/audit.server";
import { LEAD_AUDIT_ACTIONS } from "../audit/audit-actions";
import { isRowId } from "~/db/row-id";
import { LEAD_RESOURCE_TYPE, type LeadActor } from "./lead-record.server";

/** A member of staff a lead can be given to. */
export type LeadOwner = { id: string; name: string };

/** Everyone who may work the leads, by name: the owner menu's choices. */
export async function listLeadOwners(): Promise<LeadOwner[]> {
  const rows = await db()
    .select({ id: user.id, name: sql<string>`coalesce(nullif(${user.name}, ''), ${user.email})` })
    .from(user)
    .innerJoin(userRoles, eq(userRoles.userId, user.id))
    .where(inArray(userRoles.role, rolesWith("leads")))
    .orderBy(asc(sql`lower(coalesce(nullif(${user.name}, ''), ${user.email}))`));
  return rows;
}

export async function mayOwnLeads(tx: Queryable, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.role, rolesWith("leads"))))
    .for("share");
  return row !== undefined;
}

export type Assignment =
  | { ok: true; changed: boolean; from: string | null; to: string | null }
  | { ok: false; reason: "not-found" | "not-an-owner" };

/** Gives a lead to `ownerId` (null: unassigns it) and audits who moved it from whom to whom. */
export async function assignLead(
  actor: LeadActor,
  id: string,
  ownerId: string | null,
  ip?: string | null,
): Promise<Assignment> {
  if (!isRowId(id)) return { ok: false, reason: "not-found" };
  return db().transaction(async (tx) => {
    // Checked inside the transaction, its role row locked: access removed meanwhile either waits or is seen.
    if (ownerId !== null && !(await mayOwnLeads(tx, ownerId))) return { ok: false, reason: "not-an-owner" } as const;
    const [lead] = await tx.select({ ownerId: leads.ownerId }).from(leads).where(eq(leads.id, id)).for("update");
    if (!lead) return { ok: false, reason: "not-found" } as const;
    const from = lead.ownerId;
    if (from === ownerId) return { ok: true, changed: false, from, to: ownerId } as const;
    await tx.update(leads).set({ ownerId, updatedAt: new Date() }).where(eq(leads.id, id));
    await recordAudit(tx, {
      action: LEAD_AUDIT_ACTIONS.assigned,
      resourceType: LEAD_RESOURCE_TYPE,
      resourceId: id,
      userId: actor.id,
      ip,
      details: { from, to: ownerId },
    });
    return { ok: true, changed: true, from, to: ownerId } as const;
  });
}
