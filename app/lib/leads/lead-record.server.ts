/**
 * One lead of the admin's inbox: the stored lead with its notes, its status
 * (locked, changed) and the notes added to it. Every change writes its audit
 * row in the same transaction. Audit details never hold what a visitor typed:
 * the log is never erased, their data may be.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { db, type Queryable } from "~/db/client.server";
import {
  contactRequests,
  leadNotes,
  marketplaceSubmissions,
  newsletterSubscribers,
  readyToTalkRequests,
  type LeadStatus,
  type LeadType,
} from "~/db/schema";
import { isRowId } from "~/db/row-id";
import { recordAudit } from "../audit/audit.server";
import { branchParts } from "./lead-inbox.server";
import { LEAD_AUDIT_ACTIONS } from "../audit/audit-actions";

/** The audit log's resource type of each kind of lead (its table, singular). */
export const LEAD_RESOURCE_TYPES = {
  contact: "contact_request",
  marketplace: "marketplace_submission",
  newsletter: "newsletter_subscriber",
  "ready-to-talk": "ready_to_talk_request",
} as const satisfies Record<LeadType, string>;

/** Who is acting: the signed-in admin (their name is kept with the notes they write). */
export type LeadActor = { id: string; name: string; email: string };

type ContactRow = typeof contactRequests.$inferSelect;
type MarketplaceRow = typeof marketplaceSubmissions.$inferSelect;
type NewsletterRow = typeof newsletterSubscribers.$inferSelect;
type ReadyToTalkRow = typeof readyToTalkRequests.$inferSelect;

/** A stored lead with every column (the idempotency key is an internal detail and left out). */
export type LeadRecord =
  | { type: "contact"; row: Omit<ContactRow, "idempotencyKey"> }
  | { type: "marketplace"; row: Omit<MarketplaceRow, "idempotencyKey"> }
  | { type: "newsletter"; row: Omit<NewsletterRow, "idempotencyKey"> }
  | { type: "ready-to-talk"; row: Omit<ReadyToTalkRow, "idempotencyKey"> };

export type LeadNote = { id: string; body: string; authorName: string | null; createdAt: Date };

function withoutKey<T extends { idempotencyKey: string }>(row: T): Omit<T, "idempotencyKey"> {
  const { idempotencyKey: _key, ...rest } = row;
  return rest;
}

async function findLeadRecord(type: LeadType, id: string): Promise<LeadRecord | null> {
  switch (type) {
    case "contact": {
      const [row] = await db().select().from(contactRequests).where(eq(contactRequests.id, id));
      return row ? { type, row: withoutKey(row) } : null;
    }
    case "marketplace": {
      const [row] = await db().select().from(marketplaceSubmissions).where(eq(marketplaceSubmissions.id, id));
      return row ? { type, row: withoutKey(row) } : null;
    }
    case "newsletter": {
      const [row] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
      return row ? { type, row: withoutKey(row) } : null;
    }
    case "ready-to-talk": {
      const [row] = await db().select().from(readyToTalkRequests).where(eq(readyToTalkRequests.id, id));
      return row ? { type, row: withoutKey(row) } : null;
    }
  }
}

export async function listLeadNotes(type: LeadType, id: string): Promise<LeadNote[]> {
  return db()
    .select({
      id: leadNotes.id,
      body: leadNotes.body,
      authorName: leadNotes.authorName,
      createdAt: leadNotes.createdAt,
    })
    .from(leadNotes)
    .where(and(eq(leadNotes.leadType, type), eq(leadNotes.leadId, id)))
    .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
}

/** A lead with its notes (oldest first), or null when there is no such lead. */
export async function getLead(type: LeadType, id: string): Promise<{ lead: LeadRecord; notes: LeadNote[] } | null> {
  if (!isRowId(id)) return null;
  const lead = await findLeadRecord(type, id);
  if (!lead) return null;
  return { lead, notes: await listLeadNotes(type, id) };
}

/** The status of a lead, locked until the transaction ends; null when there is no such lead. */
export async function lockLeadStatus(tx: Queryable, type: LeadType, id: string): Promise<LeadStatus | null> {
  const { table } = branchParts(type);
  const [row] = await tx.select({ status: table.status }).from(table).where(eq(table.id, id)).for("update");
  return row ? row.status : null;
}

export type StatusChange = { from: LeadStatus; to: LeadStatus; changed: boolean };

/** Sets a lead's status and records who changed it from what to what. Null when there is no such lead. */
export async function changeLeadStatus(
  actor: LeadActor,
  type: LeadType,
  id: string,
  status: LeadStatus,
  ip?: string | null,
): Promise<StatusChange | null> {
  if (!isRowId(id)) return null;
  return db().transaction(async (tx) => {
    const from = await lockLeadStatus(tx, type, id);
    if (from === null) return null;
    if (from === status) return { from, to: status, changed: false };
    const { table } = branchParts(type);
    const now = new Date();
    // Moving on from New stops the reply clock for good (lead-due.ts); a reply sent earlier already stopped it.
    const stopsClock =
      from === "new" ? { respondedAt: sql`coalesce(${table.respondedAt}, ${now.toISOString()}::timestamptz)` } : {};
    await tx
      .update(table)
      .set({ status, updatedAt: now, ...stopsClock })
      .where(eq(table.id, id));
    await recordAudit(tx, {
      action: LEAD_AUDIT_ACTIONS.statusChanged,
      resourceType: LEAD_RESOURCE_TYPES[type],
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
  type: LeadType,
  id: string,
  body: string,
  ip?: string | null,
): Promise<{ noteId: string } | null> {
  if (!isRowId(id)) return null;
  return db().transaction(async (tx) => {
    // Locked, so an erasure running now either removes the note with the lead or waits for it.
    if ((await lockLeadStatus(tx, type, id)) === null) return null;
    const [note] = await tx
      .insert(leadNotes)
      .values({ leadType: type, leadId: id, body, authorId: actor.id, authorName: actor.name || actor.email })
      .returning({ id: leadNotes.id });
    await recordAudit(tx, {
      action: LEAD_AUDIT_ACTIONS.noteAdded,
      resourceType: LEAD_RESOURCE_TYPES[type],
      resourceId: id,
      userId: actor.id,
      ip,
      // The note itself stays with the lead (and is erased with it); the log keeps only that one was written.
      details: { noteId: note.id, length: body.length },
    });
    return { noteId: note.id };
  });
}
