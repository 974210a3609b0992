/**
 * One lead of the admin's inbox: the stored lead with its notes, its status
 * (locked, changed) and the notes added to it. Every change writes its audit
 * row in the same transaction. Audit details never hold what a visitor typed:
 * the log is never erased, their data may be.
 */
import { asc, eq, sql } from "drizzle-orm";
import { db, type Queryable } from "~/db/client.server";
import { leadNotes, leads, newsletterSubscribers, type LeadStatus, type LeadType } from "~/db/schema";
import { isRowId } from "~/db/row-id";
import { recordAudit } from "../audit/audit.server";
import { LEAD_AUDIT_ACTIONS } from "../audit/audit-actions";
import { readAnswers, type LeadRow, type LeadSubscription } from "./lead-kinds";

/** The audit log's resource type of every lead, whatever its kind. */
export const LEAD_RESOURCE_TYPE = "lead";

/** Who is acting: the signed-in admin (their name is kept with the notes they write). */
export type LeadActor = { id: string; name: string; email: string };

/**
 * A stored lead: its kind, its columns (the idempotency key left out), its answers as its kind's schema reads them
 * (`checked` false: they no longer fit it, and are shown as stored), and the subscription a sign-up made.
 */
export type LeadRecord = {
  type: LeadType;
  row: LeadRow;
  answers: Record<string, unknown>;
  checked: boolean;
  subscription: LeadSubscription | null;
};

export type LeadNote = { id: string; body: string; authorName: string | null; createdAt: Date };

/** The lead with every column, read on `tx`: db(), or a transaction that has locked it. Null: no such lead. */
export async function readLeadRecord(tx: Queryable, id: string): Promise<LeadRecord | null> {
  if (!isRowId(id)) return null;
  const [found] = await tx
    .select({
      lead: leads,
      subscription: newsletterSubscribers.subscription,
      confirmedAt: newsletterSubscribers.confirmedAt,
      unsubscribedAt: newsletterSubscribers.unsubscribedAt,
    })
    .from(leads)
    .leftJoin(newsletterSubscribers, eq(newsletterSubscribers.leadId, leads.id))
    .where(eq(leads.id, id));
  if (!found) return null;
  const { idempotencyKey: _key, searchText: _search, ...row } = found.lead;
  const { answers, checked } = readAnswers(row.kind, row.answers);
  const subscription = found.subscription
    ? { subscription: found.subscription, confirmedAt: found.confirmedAt, unsubscribedAt: found.unsubscribedAt }
    : null;
  return { type: row.kind, row, answers, checked, subscription };
}

export async function listLeadNotes(id: string): Promise<LeadNote[]> {
  return db()
    .select({
      id: leadNotes.id,
      body: leadNotes.body,
      authorName: leadNotes.authorName,
      createdAt: leadNotes.createdAt,
    })
    .from(leadNotes)
    .where(eq(leadNotes.leadId, id))
    .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
}

/** A lead with its notes (oldest first), or null when there is no such lead. */
export async function getLead(id: string): Promise<{ lead: LeadRecord; notes: LeadNote[] } | null> {
  const lead = await readLeadRecord(db(), id);
  if (!lead) return null;
  return { lead, notes: await listLeadNotes(id) };
}

/** The status of a lead, locked until the transaction ends; null when there is no such lead. */
export async function lockLeadStatus(tx: Queryable, id: string): Promise<LeadStatus | null> {
  const [row] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, id)).for("update");
  return row ? row.status : null;
}

export type StatusChange = { from: LeadStatus; to: LeadStatus; changed: boolean };

/** Sets a lead's status and records who changed it from what to what. Null when there is no such lead. */
export async function changeLeadStatus(
  actor: LeadActor,
  id: string,
  status: LeadStatus,
  ip?: string | null,
): Promise<StatusChange | null> {
  if (!isRowId(id)) return null;
  return db().transaction(async (tx) => {
    const from = await lockLeadStatus(tx, id);
    if (from === null) return null;
    if (from === status) return { from, to: status, changed: false };
    const now = new Date();
    // Moving on from New stops the reply clock for good (lead-due.ts); a reply sent earlier already stopped it.
    const stopsClock =
      from === "new" ? { respondedAt: sql`coalesce(${leads.respondedAt}, ${now.toISOString()}::timestamptz)` } : {};
    await tx
      .update(leads)
      .set({ status, updatedAt: now, ...stopsClock })
      .where(eq(leads.id, id));
    await recordAudit(tx, {
      action: LEAD_AUDIT_ACTIONS.statusChanged,
      resourceType: LEAD_RESOURCE_TYPE,
      resourceId: id,
      userId: actor.id,
      ip,
      details: { from, to: status },
    });
    return { from, to: status, changed: true };
  });
}

/** Adds a note to a lead (the caller has checked its length). Null when there is no such lead. */
export async function addLeadNote(
  actor: LeadActor,
  id: string,
  body: string,
  ip?: string | null,
): Promise<{ noteId: string } | null> {
  if (!isRowId(id)) return null;
  return db().transaction(async (tx) => {
    // Locked, so an erasure running now either removes the note with the lead or waits for it.
    if ((await lockLeadStatus(tx, id)) === null) return null;
    const [note] = await tx
      .insert(leadNotes)
      .values({ leadId: id, body, authorId: actor.id, authorName: actor.name || actor.email })
      .returning({ id: leadNotes.id });
    await recordAudit(tx, {
      action: LEAD_AUDIT_ACTIONS.noteAdded,
      resourceType: LEAD_RESOURCE_TYPE,
      resourceId: id,
      userId: actor.id,
      ip,
      // The note itself stays with the lead (and is erased with it); the log keeps only that one was written.
      details: { noteId: note.id, length: body.length },
    });
    return { noteId: note.id };
  });
}
