/**
 * Leads: contact requests, marketplace submissions and the Services page's
 * "Ready to talk" requests. Each is stored with
 * its consent record and context, and its two emails (the team's
 * notification and the visitor's confirmation) are queued in the same
 * transaction: either all three are committed or none is. The idempotency
 * key makes a resent form return the first submission instead of a second.
 */
import { eq, sql } from "drizzle-orm";
import { db, type Queryable } from "~/db/client.server";
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

type LeadTable = typeof contactRequests | typeof marketplaceSubmissions | typeof readyToTalkRequests;

/** A lead table's row without the columns leadColumns fills: the visitor's answers (the database fills the rest). */
type Answers<T extends LeadTable> = Omit<T["$inferInsert"], keyof ReturnType<typeof leadColumns>>;

/**
 * What differs from one kind of lead to the next: its table, purpose and two emails. Its input, as its schema
 * parsed it (a schema keeps only its own fields), is the row's answers, each under its column's name.
 */
type LeadKind<Input extends Answers<T> & { email: string }, T extends LeadTable> = {
  table: T;
  purpose: string;
  notification(input: Input, lead: LeadArrival): EmailContent;
  confirmation(input: Input): EmailContent;
};

/**
 * Stores a lead of `kind` with its consent record and origin, and queues the team's notification and the visitor's
 * confirmation, in one transaction. A resent form (same idempotency key) returns the first submission instead.
 */
async function storeLead<Input extends Answers<T> & { email: string }, T extends LeadTable>(
  kind: LeadKind<Input, T>,
  input: Input,
  origin: LeadOrigin,
): Promise<LeadResult> {
  const query = { ...origin.query, purpose: kind.purpose };
  // One statement for three tables: each kind's input is checked against its own table where the kind is defined.
  const table = kind.table as LeadTable;
  return db().transaction(async (tx) => {
    const [row] = await tx
      .insert(table)
      .values({ ...input, ...leadColumns(origin, query) } as never)
      .onConflictDoNothing({ target: table.idempotencyKey })
      .returning({ id: table.id, createdAt: table.createdAt });
    if (!row) {
      const [first] = await tx.select({ id: table.id }).from(table).where(eq(table.idempotencyKey, origin.idempotencyKey));
      return { id: first.id, duplicate: true };
    }
    await queueLeadEmails(tx, origin, {
      notification: kind.notification(input, leadArrival(row, origin, query)),
      visitor: { to: input.email, ...kind.confirmation(input) },
    });
    return { id: row.id, duplicate: false };
  });
}

const CONTACT: LeadKind<ContactRequestInput, typeof contactRequests> = {
  table: contactRequests,
  purpose: CONTACT_PURPOSE,
  notification: contactNotificationMessage,
  confirmation: contactConfirmationMessage,
};

const MARKETPLACE: LeadKind<MarketplaceSubmissionInput, typeof marketplaceSubmissions> = {
  table: marketplaceSubmissions,
  purpose: MARKETPLACE_PURPOSE,
  notification: marketplaceNotificationMessage,
  confirmation: marketplaceConfirmationMessage,
};

const READY_TO_TALK: LeadKind<ReadyToTalkInput, typeof readyToTalkRequests> = {
  table: readyToTalkRequests,
  purpose: READY_TO_TALK_PURPOSE,
  notification: readyToTalkNotificationMessage,
  confirmation: readyToTalkConfirmationMessage,
};

/** Stores a contact request and queues its two emails, in one transaction. */
export function createContactRequest(input: ContactRequestInput, origin: LeadOrigin): Promise<LeadResult> {
  return storeLead(CONTACT, input, origin);
}

/** Stores a marketplace submission and queues its two emails, in one transaction. */
export function createMarketplaceSubmission(input: MarketplaceSubmissionInput, origin: LeadOrigin): Promise<LeadResult> {
  return storeLead(MARKETPLACE, input, origin);
}

/** Stores a "Ready to talk" request and queues its two emails, in one transaction. */
export function createReadyToTalkRequest(input: ReadyToTalkInput, origin: LeadOrigin): Promise<LeadResult> {
  return storeLead(READY_TO_TALK, input, origin);
}
