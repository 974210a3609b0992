/**
 * Leads: contact requests, marketplace submissions and the Services page's
 * "Ready to talk" requests. Each is stored with
 * its consent record and context, and its two emails (the team's
 * notification and the visitor's confirmation) are queued in the same
 * transaction: either all three are committed or none is. The idempotency
 * key makes a resent form return the first submission instead of a second.
 */
import { eq, sql } from "drizzle-orm";
import { db as currentDb, type Database, type Queryable } from "~/db/client.server";
import { contactRequests, marketplaceSubmissions, readyToTalkRequests } from "~/db/schema";
import { CONTACT_PURPOSE, MARKETPLACE_PURPOSE, PRIVACY_NOTICE_VERSION } from "~/content/leads";
import { READY_TO_TALK_PURPOSE } from "~/content/ready-to-talk";
import type { EmailContent } from "../runtime/email-compose";
import { env } from "../runtime/env.server";
import {
  contactConfirmationMessage,
  contactNotificationMessage,
  marketplaceConfirmationMessage,
  marketplaceNotificationMessage,
  readyToTalkConfirmationMessage,
  readyToTalkNotificationMessage,
  type LeadArrival,
} from "./lead-emails";
import type { OutgoingEmail } from "../runtime/mailer.server";
import { enqueueEmail } from "../runtime/outbox.server";
import type { ContactRequestInput } from "./contact-schema";
import type { MarketplaceSubmissionInput } from "./marketplace-schema";
import type { ReadyToTalkInput } from "./ready-to-talk-schema";

export type LeadOrigin = {
  idempotencyKey: string;
  /** the page the form is on, e.g. "/contact" */
  sourcePath: string;
  /** ?focus=, ?lead= and utm_* parameters, already cleaned (readLeadQuery) */
  query: Record<string, string>;
  /** where the team's notification goes; env().leadsNotifyTo by default */
  notifyTo?: string;
  /** the database; the process's by default */
  db?: Database;
};

export type LeadResult = { id: string; duplicate: boolean };

/** The columns every lead table shares: where it came from and the consent record. */
function leadColumns(context: LeadOrigin, query: Record<string, string>) {
  return {
    sourcePath: context.sourcePath,
    query,
    consentAt: sql`now()`,
    noticeVersion: PRIVACY_NOTICE_VERSION,
    idempotencyKey: context.idempotencyKey,
  };
}

function leadArrival(row: { id: string; createdAt: Date }, context: LeadOrigin, query: Record<string, string>): LeadArrival {
  return { id: row.id, receivedAt: row.createdAt, sourcePath: context.sourcePath, query, noticeVersion: PRIVACY_NOTICE_VERSION };
}

/** The team's notification and the visitor's confirmation, in the lead's transaction. */
async function queueLeadEmails(
  tx: Queryable,
  context: LeadOrigin,
  emails: { notification: EmailContent; visitor: OutgoingEmail },
) {
  const concerns = emails.visitor.to;
  await enqueueEmail(tx, { to: context.notifyTo ?? env().leadsNotifyTo, ...emails.notification, concerns });
  await enqueueEmail(tx, { ...emails.visitor, concerns });
}

/** Stores a contact request and queues its two emails, in one transaction. */
export async function createContactRequest(input: ContactRequestInput, context: LeadOrigin): Promise<LeadResult> {
  const database = context.db ?? currentDb();
  const query = { ...context.query, purpose: CONTACT_PURPOSE };
  return database.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactRequests)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        business: input.business,
        turnover: input.turnover,
        pain: input.pain,
        painOther: input.painOther,
        goals: input.goals,
        consent: input.consent,
        ...leadColumns(context, query),
      })
      .onConflictDoNothing({ target: contactRequests.idempotencyKey })
      .returning({ id: contactRequests.id, createdAt: contactRequests.createdAt });
    if (!row) {
      const [first] = await tx
        .select({ id: contactRequests.id })
        .from(contactRequests)
        .where(eq(contactRequests.idempotencyKey, context.idempotencyKey));
      return { id: first.id, duplicate: true };
    }
    await queueLeadEmails(tx, context, {
      notification: contactNotificationMessage(input, leadArrival(row, context, query)),
      visitor: { to: input.email, ...contactConfirmationMessage(input) },
    });
    return { id: row.id, duplicate: false };
  });
}

/** Stores a marketplace submission and queues its two emails, in one transaction. */
export async function createMarketplaceSubmission(
  input: MarketplaceSubmissionInput,
  context: LeadOrigin,
): Promise<LeadResult> {
  const database = context.db ?? currentDb();
  const query = { ...context.query, purpose: MARKETPLACE_PURPOSE };
  return database.transaction(async (tx) => {
    const [row] = await tx
      .insert(marketplaceSubmissions)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        userType: input.userType,
        businessSector: input.businessSector,
        annualRevenue: input.annualRevenue,
        timeframeToSell: input.timeframeToSell,
        industryInterest: input.industryInterest,
        dealSize: input.dealSize,
        region: input.region,
        additionalInfo: input.additionalInfo,
        consent: input.consent,
        ...leadColumns(context, query),
      })
      .onConflictDoNothing({ target: marketplaceSubmissions.idempotencyKey })
      .returning({ id: marketplaceSubmissions.id, createdAt: marketplaceSubmissions.createdAt });
    if (!row) {
      const [first] = await tx
        .select({ id: marketplaceSubmissions.id })
        .from(marketplaceSubmissions)
        .where(eq(marketplaceSubmissions.idempotencyKey, context.idempotencyKey));
      return { id: first.id, duplicate: true };
    }
    await queueLeadEmails(tx, context, {
      notification: marketplaceNotificationMessage(input, leadArrival(row, context, query)),
      visitor: { to: input.email, ...marketplaceConfirmationMessage(input) },
    });
    return { id: row.id, duplicate: false };
  });
}

/** Stores a "Ready to talk" request and queues its two emails, in one transaction. */
export async function createReadyToTalkRequest(input: ReadyToTalkInput, context: LeadOrigin): Promise<LeadResult> {
  const database = context.db ?? currentDb();
  const query = { ...context.query, purpose: READY_TO_TALK_PURPOSE };
  return database.transaction(async (tx) => {
    const [row] = await tx
      .insert(readyToTalkRequests)
      .values({
        email: input.email,
        industry: input.industry,
        goal: input.goal,
        consent: input.consent,
        ...leadColumns(context, query),
      })
      .onConflictDoNothing({ target: readyToTalkRequests.idempotencyKey })
      .returning({ id: readyToTalkRequests.id, createdAt: readyToTalkRequests.createdAt });
    if (!row) {
      const [first] = await tx
        .select({ id: readyToTalkRequests.id })
        .from(readyToTalkRequests)
        .where(eq(readyToTalkRequests.idempotencyKey, context.idempotencyKey));
      return { id: first.id, duplicate: true };
    }
    await queueLeadEmails(tx, context, {
      notification: readyToTalkNotificationMessage(input, leadArrival(row, context, query)),
      visitor: { to: input.email, ...readyToTalkConfirmationMessage(input) },
    });
    return { id: row.id, duplicate: false };
  });
}
