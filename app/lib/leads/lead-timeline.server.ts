/**
 * A lead's timeline, newest first, from the records already kept: its
 * arrival (the lead row and its context), the status changes and
 * assignments in the audit log, the team's notes, the emails sent to and
 * about it (the outbox rows linked to it), the replies written from its
 * page with their delivery state, and a booked call's changes. A fixed number of queries whatever the
 * length (the lead, then four run together); each source at most
 * TIMELINE_LIMIT rows, its newest.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import {
  auditEvents,
  bookingEvents,
  emailOutbox,
  leadNotes,
  leadReplies,
  user,
  type BookingEventKind,
  type LeadStatus,
  type OutboxStatus,
} from "~/db/schema";
import { LEAD_AUDIT_ACTIONS } from "../audit/audit-actions";
import { isRowId } from "~/db/row-id";
import { LEAD_RESOURCE_TYPE, readLeadRecord, type LeadRecord } from "./lead-record.server";
import { leadContext, type LeadField } from "./lead-fields";

/** The most rows read from each source (audit rows, notes, emails, replies). */
export const TIMELINE_LIMIT = 200;

/** Who did it: a member of staff's name (their address when they gave none); null when the account is gone or unknown. */
type Who = string | null;
/** An owner before or after an assignment: null is "nobody"; `known: false` is an account that no longer exists. */
export type TimelineOwner = { name: string; known: true } | { name: null; known: false } | null;

export type TimelineEvent =
  | { kind: "arrival"; id: string; at: Date; details: LeadField[] }
  | { kind: "status"; id: string; at: Date; who: Who; from: LeadStatus | string | null; to: LeadStatus | string | null }
  | { kind: "assigned"; id: string; at: Date; who: Who; from: TimelineOwner; to: TimelineOwner }
  | { kind: "note"; id: string; at: Date; who: Who; body: string }
  | { kind: "email"; id: string; at: Date; to: string; subject: string; delivery: OutboxStatus; sentAt: Date | null }
  /** a booked call's change: booked, moved, cancelled, or marked attended or a no-show; `who` null is the visitor */
  | { kind: "call"; id: string; at: Date; who: Who; event: BookingEventKind; startsAt: Date }
  | {
      kind: "reply";
      id: string;
      at: Date;
      who: Who;
      subject: string;
      body: string;
      /** the outbox row's recipient and state; null when the row is gone (removed by hand) */
      to: string | null;
      delivery: OutboxStatus | null;
      sentAt: Date | null;
    };

/** What the arrival shows of the lead's context (lead-fields' labels): where it came from and what it brought. */
const ARRIVAL_FIELDS = new Set(["Page", "Asking about", "Assessment result", "Campaign", "Link parameters"]);

const staffName = (table: { name: AnyPgColumn; email: AnyPgColumn }) =>
  sql<string | null>`coalesce(nullif(${table.name}, ''), ${table.email})`;

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function owner(id: unknown, name: string | null): TimelineOwner {
  if (typeof id !== "string" || id === "") return null;
  return name ? { name, known: true } : { name: null, known: false };
}

/**
 * The events of a lead, newest first; null when there is no such lead.
 * Pass `lead` when it has been read already (the lead's page has).
 */
export async function leadTimeline(id: string, lead?: LeadRecord): Promise<TimelineEvent[] | null> {
  if (!isRowId(id)) return null;
  const record = lead ?? (await readLeadRecord(db(), id));
  if (!record) return null;

  const actor = alias(user, "actor");
  const fromOwner = alias(user, "from_owner");
  const toOwner = alias(user, "to_owner");
  const [audits, notes, replies, emails, calls] = await Promise.all([
    db()
      .select({
        id: auditEvents.id,
        action: auditEvents.action,
        details: auditEvents.details,
        createdAt: auditEvents.createdAt,
        who: staffName(actor),
        fromName: staffName(fromOwner),
        toName: staffName(toOwner),
      })
      .from(auditEvents)
      .leftJoin(actor, eq(actor.id, auditEvents.userId))
      .leftJoin(
        fromOwner,
        and(
          eq(auditEvents.action, LEAD_AUDIT_ACTIONS.assigned),
          eq(fromOwner.id, sql`${auditEvents.details} ->> 'from'`),
        ),
      )
      .leftJoin(
        toOwner,
        and(eq(auditEvents.action, LEAD_AUDIT_ACTIONS.assigned), eq(toOwner.id, sql`${auditEvents.details} ->> 'to'`)),
      )
      .where(
        and(
          eq(auditEvents.resourceType, LEAD_RESOURCE_TYPE),
          eq(auditEvents.resourceId, id),
          inArray(auditEvents.action, [LEAD_AUDIT_ACTIONS.statusChanged, LEAD_AUDIT_ACTIONS.assigned]),
        ),
      )
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(TIMELINE_LIMIT),
    db()
      .select({
        id: leadNotes.id,
        body: leadNotes.body,
        authorName: leadNotes.authorName,
        createdAt: leadNotes.createdAt,
      })
      .from(leadNotes)
      .where(eq(leadNotes.leadId, id))
      .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id))
      .limit(TIMELINE_LIMIT),
    db()
      .select({
        id: leadReplies.id,
        subject: leadReplies.subject,
        body: leadReplies.body,
        authorName: leadReplies.authorName,
        createdAt: leadReplies.createdAt,
        to: emailOutbox.to,
        delivery: emailOutbox.status,
        sentAt: emailOutbox.sentAt,
      })
      .from(leadReplies)
      .leftJoin(emailOutbox, eq(emailOutbox.id, leadReplies.outboxId))
      .where(eq(leadReplies.leadId, id))
      .orderBy(desc(leadReplies.createdAt), desc(leadReplies.id))
      .limit(TIMELINE_LIMIT),
    db()
      .select({
        id: emailOutbox.id,
        to: emailOutbox.to,
        subject: emailOutbox.subject,
        status: emailOutbox.status,
        sentAt: emailOutbox.sentAt,
        createdAt: emailOutbox.createdAt,
      })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.leadId, id),
          // A reply's email is shown with the reply, not again on its own.
          sql`not exists (select 1 from ${leadReplies} where ${leadReplies.outboxId} = ${emailOutbox.id})`,
        ),
      )
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(TIMELINE_LIMIT),
    db()
      .select({
        id: bookingEvents.id,
        kind: bookingEvents.kind,
        startsAt: bookingEvents.startsAt,
        byName: bookingEvents.byName,
        createdAt: bookingEvents.createdAt,
      })
      .from(bookingEvents)
      .where(eq(bookingEvents.leadId, id))
      .orderBy(desc(bookingEvents.createdAt), desc(bookingEvents.id))
      .limit(TIMELINE_LIMIT),
  ]);

  const events: TimelineEvent[] = [
    {
      kind: "arrival",
      id: record.row.id,
      at: asDate(record.row.createdAt),
      details: leadContext(record).filter(
        (field) => ARRIVAL_FIELDS.has(field.label) && field.value !== null && field.value !== "",
      ),
    },
  ];
  for (const row of audits) {
    const details = row.details ?? {};
    const at = asDate(row.createdAt);
    if (row.action === LEAD_AUDIT_ACTIONS.assigned) {
      events.push({
        kind: "assigned",
        id: row.id,
        at,
        who: row.who,
        from: owner(details.from, row.fromName),
        to: owner(details.to, row.toName),
      });
    } else {
      const text = (value: unknown) => (typeof value === "string" ? value : null);
      events.push({ kind: "status", id: row.id, at, who: row.who, from: text(details.from), to: text(details.to) });
    }
  }
  for (const note of notes)
    events.push({ kind: "note", id: note.id, at: asDate(note.createdAt), who: note.authorName, body: note.body });
  for (const reply of replies) {
    events.push({
      kind: "reply",
      id: reply.id,
      at: asDate(reply.createdAt),
      who: reply.authorName,
      subject: reply.subject,
      body: reply.body,
      to: reply.to,
      delivery: reply.delivery,
      sentAt: reply.sentAt ? asDate(reply.sentAt) : null,
    });
  }
  for (const email of emails) {
    events.push({
      kind: "email",
      id: email.id,
      at: asDate(email.createdAt),
      to: email.to,
      subject: email.subject,
      delivery: email.status,
      sentAt: email.sentAt ? asDate(email.sentAt) : null,
    });
  }

  for (const call of calls) {
    events.push({
      kind: "call",
      id: call.id,
      at: asDate(call.createdAt),
      who: call.byName,
      event: call.kind,
      startsAt: asDate(call.startsAt),
    });
  }

  // Newest first; the arrival is the oldest even when its emails were written at the same moment (same transaction).
  return events.sort((a, b) => b.at.getTime() - a.at.getTime() || rank(b) - rank(a));
}

function rank(event: TimelineEvent): number {
  return event.kind === "arrival" ? 0 : 1;
}
