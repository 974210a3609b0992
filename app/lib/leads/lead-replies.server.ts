/**
 * Replying to a lead from its page. The email goes through the outbox like
 * every other (From is MAIL_FROM; Reply-To is the member of staff, so the
 * lead's answer reaches them), and in the same transaction the reply is kept
 * with the lead (erased with it), the reply clock stops (firstReplyAt and
 * respondedAt, each set once) and the audit log records that a reply was sent
 * (its id and length, never its text: the log is never erased, the lead's
 * data may be).
 */
import { eq, sql } from "drizzle-orm";
import { db, type Queryable } from "~/db/client.server";
import {
  contactRequests,
  leadReplies,
  marketplaceSubmissions,
  newsletterSubscribers,
  readyToTalkRequests,
  type LeadType,
} from "~/db/schema";
import { leadDetail as copy } from "~/content/admin-leads";
import { isRowId } from "~/db/row-id";
import { recordAudit } from "../audit/audit.server";
import { LEAD_AUDIT_ACTIONS } from "../audit/audit-actions";
import { optionLabel } from "../forms/field-schemas";
import { formatDateTime } from "../pages/format";
import { enqueueEmail } from "../runtime/outbox.server";
import { painLabel } from "./contact-schema";
import { branchParts } from "./lead-inbox.server";
import { LEAD_RESOURCE_TYPES, lockLeadStatus, type LeadActor, type LeadRecord } from "./lead-record.server";
import { leadDisplayName } from "./lead-fields";
import type { LeadReplyInput } from "./lead-reply-schema";
import { READY_TO_TALK_GOAL_OPTIONS } from "./ready-to-talk-schema";

/**
 * What the lead wrote in their own words, as the reply quotes it: a contact
 * request's goals and challenges, a marketplace submission's additional
 * information, a Ready-to-talk request's goal. Null when they wrote nothing
 * (and always for a newsletter sign-up): the page then offers no quote.
 */
export function leadOwnMessage(lead: LeadRecord): string | null {
  const clean = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);
  switch (lead.type) {
    case "contact": {
      const { goals, pain, painOther } = lead.row;
      const challenges = pain.map((value) =>
        value === "other" && clean(painOther) ? clean(painOther)! : painLabel(value),
      );
      const parts = [clean(goals), challenges.length > 0 ? `${copy.reply.challenges}${challenges.join("; ")}` : null];
      const message = parts.filter((part): part is string => part !== null).join("\n\n");
      return message || null;
    }
    case "marketplace":
      return clean(lead.row.additionalInfo);
    case "ready-to-talk": {
      const goal = clean(lead.row.goal);
      return goal ? `${copy.reply.goal}${optionLabel(READY_TO_TALK_GOAL_OPTIONS, goal) || goal}` : null;
    }
    case "newsletter":
      return null;
  }
}

/** `message` quoted as email does it, under "On <date>, <name> wrote:". */
export function quotedMessage(lead: LeadRecord, message: string): string {
  const lines = message
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => (line ? `> ${line}` : ">"));
  return [copy.reply.attribution(formatDateTime(lead.row.createdAt), leadDisplayName(lead)), ...lines].join("\n");
}

/** The reply's plain text: what was written, then (when asked for and there is one) the lead's own message quoted. */
export function replyText(lead: LeadRecord, body: string, quote: boolean): string {
  const message = quote ? leadOwnMessage(lead) : null;
  return message ? `${body}\n\n${quotedMessage(lead, message)}\n` : body;
}

function withoutKey<T extends { idempotencyKey: string }>(row: T): Omit<T, "idempotencyKey"> {
  const { idempotencyKey: _key, ...rest } = row;
  return rest;
}

/** The lead with every column (the idempotency key left out), read on `tx`: db(), or a transaction that has locked it. */
export async function readLeadRecord(tx: Queryable, type: LeadType, id: string): Promise<LeadRecord | null> {
  switch (type) {
    case "contact": {
      const [row] = await tx.select().from(contactRequests).where(eq(contactRequests.id, id));
      return row ? { type, row: withoutKey(row) } : null;
    }
    case "marketplace": {
      const [row] = await tx.select().from(marketplaceSubmissions).where(eq(marketplaceSubmissions.id, id));
      return row ? { type, row: withoutKey(row) } : null;
    }
    case "newsletter": {
      const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
      return row ? { type, row: withoutKey(row) } : null;
    }
    case "ready-to-talk": {
      const [row] = await tx.select().from(readyToTalkRequests).where(eq(readyToTalkRequests.id, id));
      return row ? { type, row: withoutKey(row) } : null;
    }
  }
}

export type SentReply = { replyId: string; outboxId: string };

/**
 * Sends a reply to a lead (the caller has checked it with LeadReplySchema):
 * queues the email, keeps the reply, stops the reply clock and records the
 * audit row, all in one transaction. Null when there is no such lead.
 */
export async function replyToLead(
  actor: LeadActor,
  type: LeadType,
  id: string,
  reply: LeadReplyInput,
  ip?: string | null,
): Promise<SentReply | null> {
  if (!isRowId(id)) return null;
  return db().transaction(async (tx) => {
    // Locked, so an erasure running now either removes the reply with the lead or waits for it.
    if ((await lockLeadStatus(tx, type, id)) === null) return null;
    const lead = await readLeadRecord(tx, type, id);
    if (!lead) return null;
    const outboxId = await enqueueEmail(tx, {
      to: lead.row.email,
      subject: reply.subject,
      text: replyText(lead, reply.body, reply.quote),
      // From stays MAIL_FROM (the site's own address, which may send); the lead's answer goes to the writer.
      headers: { "Reply-To": actor.email },
      concerns: lead.row.email,
      leadType: type,
      leadId: id,
    });
    const [saved] = await tx
      .insert(leadReplies)
      .values({
        leadType: type,
        leadId: id,
        subject: reply.subject,
        body: reply.body,
        authorId: actor.id,
        authorName: actor.name || actor.email,
        outboxId,
      })
      .returning({ id: leadReplies.id });
    const { table } = branchParts(type);
    // The first reply stops the clock; later ones leave both times as they are.
    await tx
      .update(table)
      .set({
        firstReplyAt: sql`coalesce(${table.firstReplyAt}, now())`,
        respondedAt: sql`coalesce(${table.respondedAt}, now())`,
        updatedAt: new Date(),
      })
      .where(eq(table.id, id));
    await recordAudit(tx, {
      action: LEAD_AUDIT_ACTIONS.replied,
      resourceType: LEAD_RESOURCE_TYPES[type],
      resourceId: id,
      userId: actor.id,
      ip,
      // The reply itself stays with the lead (and is erased with it); the log keeps only that one was sent.
      details: { replyId: saved.id, length: reply.body.length },
    });
    return { replyId: saved.id, outboxId };
  });
}
