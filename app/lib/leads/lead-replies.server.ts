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
import { db } from "~/db/client.server";
import { leadReplies, leads } from "~/db/schema";
import { leadDetail as copy } from "~/content/admin-leads";
import { isRowId } from "~/db/row-id";
import { recordAudit } from "../audit/audit.server";
import { LEAD_AUDIT_ACTIONS } from "../audit/audit-actions";
import { formatDateTime } from "../pages/format";
import { enqueueEmail } from "../runtime/outbox.server";
import {
  LEAD_RESOURCE_TYPE,
  lockLeadStatus,
  readLeadRecord,
  type LeadActor,
  type LeadRecord,
} from "./lead-record.server";
import { kindLead, leadDisplayName } from "./lead-fields";
import { leadKind } from "./lead-kinds";
import type { LeadReplyInput } from "./lead-reply-schema";

/**
 * What the lead wrote in their own words, as the reply quotes it (as its kind reads it: a contact request's goals
 * and challenges, a marketplace submission's additional information, a Ready-to-talk request's goal). Null when
 * they wrote nothing (and always for a newsletter sign-up): the page then offers no quote.
 */
export function leadOwnMessage(lead: LeadRecord): string | null {
  return lead.checked ? leadKind(lead.type).ownMessage(kindLead(lead)) : null;
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

export type SentReply = { replyId: string; outboxId: string };

/**
 * Sends a reply to a lead (the caller has checked it with LeadReplySchema):
 * queues the email, keeps the reply, stops the reply clock and records the
 * audit row, all in one transaction. Null when there is no such lead.
 */
export async function replyToLead(
  actor: LeadActor,
  id: string,
  reply: LeadReplyInput,
  ip?: string | null,
): Promise<SentReply | null> {
  if (!isRowId(id)) return null;
  return db().transaction(async (tx) => {
    // Locked, so an erasure running now either removes the reply with the lead or waits for it.
    if ((await lockLeadStatus(tx, id)) === null) return null;
    const lead = await readLeadRecord(tx, id);
    if (!lead) return null;
    const outboxId = await enqueueEmail(tx, {
      to: lead.row.email,
      subject: reply.subject,
      text: replyText(lead, reply.body, reply.quote),
      // From stays MAIL_FROM (the site's own address, which may send); the lead's answer goes to the writer.
      headers: { "Reply-To": actor.email },
      concerns: lead.row.email,
      leadId: id,
    });
    const [saved] = await tx
      .insert(leadReplies)
      .values({
        leadId: id,
        subject: reply.subject,
        body: reply.body,
        authorId: actor.id,
        authorName: actor.name || actor.email,
        outboxId,
      })
      .returning({ id: leadReplies.id });
    // The first reply stops the clock; later ones leave both times as they are.
    await tx
      .update(leads)
      .set({
        firstReplyAt: sql`coalesce(${leads.firstReplyAt}, now())`,
        respondedAt: sql`coalesce(${leads.respondedAt}, now())`,
        updatedAt: new Date(),
      })
      .where(eq(leads.id, id));
    await recordAudit(tx, {
      action: LEAD_AUDIT_ACTIONS.replied,
      resourceType: LEAD_RESOURCE_TYPE,
      resourceId: id,
      userId: actor.id,
      ip,
      // The reply itself stays with the lead (and is erased with it); the log keeps only that one was sent.
      details: { replyId: saved.id, length: reply.body.length },
    });
    return { replyId: saved.id, outboxId };
  });
}
