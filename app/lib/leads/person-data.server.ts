/**
 * POPIA access and deletion requests: everything held about one email
 * address (its leads of every kind, the team's notes on them, the replies
 * sent to them from their lead's page and the emails about them in the
 * outbox), exported as JSON or erased in one transaction;
 * erasure also drops any count of failed sign-ins kept under the address, and
 * logs a keyed hash of it for restores to replay (ADR 044).
 * The audit rows of both name the person only by the SHA-256 of the address.
 */
import { and, asc, desc, eq, inArray, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { z } from "zod";
import { db, type Queryable } from "~/db/client.server";
import {
  contactRequests,
  emailOutbox,
  leadNotes,
  leadReplies,
  marketplaceSubmissions,
  newsletterSubscribers,
  readyToTalkRequests,
  signInFailures,
  type LeadType,
} from "~/db/schema";
import { site } from "~/content/site";
import { recordAudit } from "../audit/audit.server";
import { sha256 } from "../runtime/sha256.server";
import type { LeadActor } from "./lead-record.server";
import { EmailSchema } from "../accounts/auth-schemas";
import { parseForm } from "../forms/parse";
import { PERSON_AUDIT_ACTIONS } from "../audit/audit-actions";
import { erasureHash, logErasure } from "../privacy/erasure-log.server";
import { env } from "../runtime/env.server";

const PersonQuerySchema = z.object({ email: EmailSchema });

/** The address asked about, trimmed and lowercased, or the message for a missing or malformed one. */
export function readPersonEmail(value: unknown): { ok: true; email: string } | { ok: false; message: string } {
  const parsed = parseForm(PersonQuerySchema, { email: typeof value === "string" ? value : "" });
  return parsed.ok
    ? { ok: true, email: parsed.data.email }
    : { ok: false, message: parsed.errors.email ?? "Please enter a valid email address." };
}

/** The fingerprint an audit row keeps instead of the address. */
export function emailFingerprint(email: string): string {
  return sha256(email.trim().toLowerCase());
}

const sameEmail = (column: SQLWrapper, email: string) => sql`lower(${column}) = ${email}`;

async function findLeads(tx: Queryable, email: string) {
  const [contact, marketplace, newsletter, readyToTalk] = await Promise.all([
    tx
      .select()
      .from(contactRequests)
      .where(sameEmail(contactRequests.email, email))
      .orderBy(desc(contactRequests.createdAt)),
    tx
      .select()
      .from(marketplaceSubmissions)
      .where(sameEmail(marketplaceSubmissions.email, email))
      .orderBy(desc(marketplaceSubmissions.createdAt)),
    tx
      .select()
      .from(newsletterSubscribers)
      .where(sameEmail(newsletterSubscribers.email, email))
      .orderBy(desc(newsletterSubscribers.createdAt)),
    tx
      .select()
      .from(readyToTalkRequests)
      .where(sameEmail(readyToTalkRequests.email, email))
      .orderBy(desc(readyToTalkRequests.createdAt)),
  ]);
  const strip = <T extends { idempotencyKey: string }>(rows: T[]) =>
    rows.map(({ idempotencyKey: _key, ...row }) => row);
  return {
    contactRequests: strip(contact),
    marketplaceSubmissions: strip(marketplace),
    newsletterSubscriptions: strip(newsletter),
    readyToTalkRequests: strip(readyToTalk),
  };
}

type LeadIds = Record<LeadType, string[]>;

/** Rows of `table` (notes or replies) kept with any of the leads in `ids`. */
function ofLeads(table: typeof leadNotes | typeof leadReplies, ids: LeadIds): SQL | undefined {
  const parts = (Object.entries(ids) as [LeadType, string[]][])
    .filter(([, list]) => list.length > 0)
    .map(([type, list]) => and(eq(table.leadType, type), inArray(table.leadId, list)));
  return parts.length > 0 ? or(...parts) : undefined;
}

/** Notes on any of the leads in `ids`. */
const notesOf = (ids: LeadIds) => ofLeads(leadNotes, ids);
/** Replies sent to any of the leads in `ids`. */
const repliesOf = (ids: LeadIds) => ofLeads(leadReplies, ids);

export type PersonData = Awaited<ReturnType<typeof findPersonData>>;

/** Everything held about `email` (already lowercased): leads of every kind, notes on them, replies to them, and outbox emails about them. */
export function findPersonData(email: string) {
  return personDataIn(db(), email);
}

/** What findPersonData finds, read on `tx`: the export's transaction, or db(). */
async function personDataIn(tx: Queryable, email: string) {
  const leads = await findLeads(tx, email);
  const ids: LeadIds = {
    contact: leads.contactRequests.map((row) => row.id),
    marketplace: leads.marketplaceSubmissions.map((row) => row.id),
    newsletter: leads.newsletterSubscriptions.map((row) => row.id),
    "ready-to-talk": leads.readyToTalkRequests.map((row) => row.id),
  };
  const noteFilter = notesOf(ids);
  const replyFilter = repliesOf(ids);
  const [notes, replies, emails] = await Promise.all([
    noteFilter
      ? tx.select().from(leadNotes).where(noteFilter).orderBy(asc(leadNotes.createdAt), asc(leadNotes.id))
      : Promise.resolve([]),
    replyFilter
      ? tx.select().from(leadReplies).where(replyFilter).orderBy(asc(leadReplies.createdAt), asc(leadReplies.id))
      : Promise.resolve([]),
    tx.select().from(emailOutbox).where(eq(emailOutbox.concerns, email)).orderBy(desc(emailOutbox.createdAt)),
  ]);
  return { email, ...leads, notes, replies, emails };
}

export type PersonCounts = {
  contactRequests: number;
  marketplaceSubmissions: number;
  newsletterSubscriptions: number;
  readyToTalkRequests: number;
  notes: number;
  replies: number;
  emails: number;
};

export function personCounts(data: PersonData): PersonCounts {
  return {
    contactRequests: data.contactRequests.length,
    marketplaceSubmissions: data.marketplaceSubmissions.length,
    newsletterSubscriptions: data.newsletterSubscriptions.length,
    readyToTalkRequests: data.readyToTalkRequests.length,
    notes: data.notes.length,
    replies: data.replies.length,
    emails: data.emails.length,
  };
}

export function totalHeld(counts: PersonCounts): number {
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}

/**
 * Everything held about `email` as a JSON document for the person who asked,
 * and the audit row of the export, in one transaction.
 */
export async function exportPersonData(
  actor: Pick<LeadActor, "id">,
  email: string,
  ip?: string | null,
): Promise<{ document: Record<string, unknown>; counts: PersonCounts }> {
  return db().transaction(
    async (tx) => {
      const data = await personDataIn(tx, email);
      const counts = personCounts(data);
      await recordAudit(tx, {
        action: PERSON_AUDIT_ACTIONS.exported,
        resourceType: "person",
        resourceId: emailFingerprint(email),
        userId: actor.id,
        ip,
        details: { emailSha256: emailFingerprint(email), counts },
      });
      const { email: subject, ...held } = data;
      return {
        document: { subject, controller: site.name, exportedAt: new Date().toISOString(), counts, ...held },
        counts,
      };
    },
    { isolationLevel: "repeatable read" },
  );
}

/** The export's file name; the address is left out of it (file names end up in logs and download folders). */
export function personDataFileName(email: string, now = new Date()): string {
  return `personal-data-${emailFingerprint(email).slice(0, 12)}-${now.toISOString().slice(0, 10)}.json`;
}

/**
 * Deletes everything held about `email` in one transaction: its leads in all
 * four tables, then the notes on them and the replies to them (after the
 * leads, so a note or reply being added at the same moment is either deleted
 * too or refused), then the outbox emails
 * about it and the failed sign-ins counted under it (bookkeeping of the
 * sign-in limit, not in the counts); the erasure log keeps a keyed hash of the
 * address, so that a restore of an older backup erases it again (ADR 044); the
 * audit row keeps the counts and the address's SHA-256 only.
 */
export async function erasePersonData(
  actor: Pick<LeadActor, "id">,
  email: string,
  ip?: string | null,
  /** the key of the log's hash: the site's AUTH_SECRET */
  authSecret: string = env().authSecret,
): Promise<PersonCounts> {
  return db().transaction(async (tx) => {
    const counts = await erasePersonIn(tx, email);
    await logErasure(tx, erasureHash(authSecret, email));
    await recordAudit(tx, {
      action: PERSON_AUDIT_ACTIONS.erased,
      resourceType: "person",
      resourceId: emailFingerprint(email),
      userId: actor.id,
      ip,
      details: { emailSha256: emailFingerprint(email), counts },
    });
    return counts;
  });
}

/**
 * The erasure's deletions, in `tx`: what erasePersonData does, and what a restore does again for each person in the
 * erasure log (ADR 044). With `before`, only the leads and emails made before then go: a person erased who later
 * filled in a form again gave that consent afresh, and a restore keeps it.
 */
export async function erasePersonIn(
  tx: Queryable,
  email: string,
  { before }: { before?: Date } = {},
): Promise<PersonCounts> {
  const madeBefore = (column: SQLWrapper) =>
    before ? sql`${column} < ${before.toISOString()}::timestamptz` : sql`true`;
  const deleteLeads = async (table: typeof readyToTalkRequests) =>
    (
      await tx
        .delete(table)
        .where(and(sameEmail(table.email, email), madeBefore(table.createdAt)))
        .returning({ id: table.id })
    ).map((row) => row.id);
  // Every lead table has an id, an email and a creation time: typed as one of them for those columns.
  const ids: LeadIds = {
    contact: await deleteLeads(contactRequests as unknown as typeof readyToTalkRequests),
    marketplace: await deleteLeads(marketplaceSubmissions as unknown as typeof readyToTalkRequests),
    newsletter: await deleteLeads(newsletterSubscribers as unknown as typeof readyToTalkRequests),
    "ready-to-talk": await deleteLeads(readyToTalkRequests),
  };
  const noteFilter = notesOf(ids);
  const notes = noteFilter ? await tx.delete(leadNotes).where(noteFilter).returning({ id: leadNotes.id }) : [];
  const replyFilter = repliesOf(ids);
  const replies = replyFilter ? await tx.delete(leadReplies).where(replyFilter).returning({ id: leadReplies.id }) : [];
  const emails = await tx
    .delete(emailOutbox)
    .where(and(eq(emailOutbox.concerns, email), madeBefore(emailOutbox.createdAt)))
    .returning({ id: emailOutbox.id });
  await tx.delete(signInFailures).where(eq(signInFailures.email, email));
  return {
    contactRequests: ids.contact.length,
    marketplaceSubmissions: ids.marketplace.length,
    newsletterSubscriptions: ids.newsletter.length,
    readyToTalkRequests: ids["ready-to-talk"].length,
    notes: notes.length,
    replies: replies.length,
    emails: emails.length,
  };
}
