/**
 * POPIA access and deletion requests: everything held about one email
 * address (its leads of every kind, its newsletter subscription, the team's
 * notes on its leads, the replies sent to them from their lead's page, the calls
 * they booked and the emails about it in the outbox), exported as JSON or erased in one transaction;
 * erasure also drops any count of failed sign-ins kept under the address, and
 * logs a keyed hash of it for restores to replay (ADR 044).
 * The audit rows of both name the person only by the SHA-256 of the address.
 * Leads are one table (ADR 054): nothing here depends on their kinds.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  or,
  sql,
  type Column,
  type SQL,
  type SQLWrapper,
} from "drizzle-orm";
import { z } from "zod";
import { db, type Queryable } from "~/db/client.server";
import {
  bookingEvents,
  bookings,
  emailOutbox,
  leadNotes,
  leadReplies,
  leads,
  newsletterSubscribers,
  signInFailures,
} from "~/db/schema";
import { site } from "~/content/site";
import { recordAudit } from "../audit/audit.server";
import { sha256 } from "../runtime/sha256.server";
import type { LeadActor } from "./lead-record.server";
import { leadKinds, type LeadRow } from "./lead-kinds";
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

/** A lead's columns as the person is shown them: all but the idempotency key and the search text (internal details). */
const { idempotencyKey: _key, searchText: _search, ...LEAD_COLUMNS } = getTableColumns(leads);

/** The person's leads, of every kind, newest first. */
function findLeads(tx: Queryable, email: string): Promise<LeadRow[]> {
  return tx
    .select(LEAD_COLUMNS)
    .from(leads)
    .where(sameEmail(leads.email, email))
    .orderBy(desc(leads.createdAt), desc(leads.id));
}

/** `column` is one of `ids` (false when there are none). */
const anyOf = (column: Column, ids: string[]): SQL => (ids.length > 0 ? inArray(column, ids) : sql`false`);

/** Their newsletter subscriptions: the one of the address, and any that a sign-up of theirs made. */
const subscriptionsOf = (email: string, leadIds: string[]) =>
  or(sameEmail(newsletterSubscribers.email, email), anyOf(newsletterSubscribers.leadId, leadIds))!;

/** The outbox emails about them: those concerning the address, and those of their leads. */
const emailsOf = (email: string, leadIds: string[], made: SQL = sql`true`) =>
  or(and(eq(emailOutbox.concerns, email), made), anyOf(emailOutbox.leadId, leadIds))!;

export type PersonData = Awaited<ReturnType<typeof findPersonData>>;

/**
 * Everything held about `email` (already lowercased): its leads of every kind, its newsletter subscription, the notes
 * on its leads, the replies to them, and the outbox emails about it.
 */
export function findPersonData(email: string) {
  return personDataIn(db(), email);
}

/** What findPersonData finds, read on `tx`: the export's transaction, or db(). */
async function personDataIn(tx: Queryable, email: string) {
  const found = await findLeads(tx, email);
  const ids = found.map((lead) => lead.id);
  // One after another: on a transaction's one connection, queries cannot run side by side.
  const subscriptions = await tx
    .select()
    .from(newsletterSubscribers)
    .where(subscriptionsOf(email, ids))
    .orderBy(desc(newsletterSubscribers.createdAt));
  const notes = await tx
    .select()
    .from(leadNotes)
    .where(anyOf(leadNotes.leadId, ids))
    .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
  const replies = await tx
    .select()
    .from(leadReplies)
    .where(anyOf(leadReplies.leadId, ids))
    .orderBy(asc(leadReplies.createdAt), asc(leadReplies.id));
  const emails = await tx.select().from(emailOutbox).where(emailsOf(email, ids)).orderBy(desc(emailOutbox.createdAt));
  // Their booked calls and what happened to them (a booking is a lead's: counted with the leads, erased with them). The
  // links' secrets are left out: an export is a copy of what is held, not a way to change the calls.
  const calls = await tx
    .select({
      id: bookings.id,
      leadId: bookings.leadId,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      status: bookings.status,
      outcome: bookings.outcome,
      visitorTimeZone: bookings.visitorTimeZone,
      cancelledAt: bookings.cancelledAt,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .where(anyOf(bookings.leadId, ids))
    .orderBy(asc(bookings.startsAt));
  const callEvents = await tx
    .select({
      bookingId: bookingEvents.bookingId,
      kind: bookingEvents.kind,
      startsAt: bookingEvents.startsAt,
      createdAt: bookingEvents.createdAt,
    })
    .from(bookingEvents)
    .where(anyOf(bookingEvents.leadId, ids))
    .orderBy(asc(bookingEvents.createdAt));
  return { email, leads: found, subscriptions, notes, replies, emails, bookings: calls, bookingEvents: callEvents };
}

/**
 * How much is held about a person: their leads by kind (every kind the registry knows, with 0 when none, and any
 * other kind found), their newsletter subscriptions, the notes on their leads, the replies to them and the emails
 * about them.
 */
export type PersonCounts = {
  leads: Record<string, number>;
  subscriptions: number;
  notes: number;
  replies: number;
  emails: number;
};

/** Leads counted by kind, the registry's kinds first (in their order) and each at 0 when none. */
function countByKind(kinds: string[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(leadKinds().map((kind) => [kind.name, 0]));
  for (const kind of kinds) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}

export function personCounts(data: PersonData): PersonCounts {
  return {
    leads: countByKind(data.leads.map((lead) => lead.kind)),
    subscriptions: data.subscriptions.length,
    notes: data.notes.length,
    replies: data.replies.length,
    emails: data.emails.length,
  };
}

/** Their leads, of every kind. */
export function leadsHeld(counts: PersonCounts): number {
  return Object.values(counts.leads).reduce((sum, n) => sum + n, 0);
}

/** Every row held: leads, subscriptions, notes, replies and emails. */
export function totalHeld(counts: PersonCounts): number {
  return leadsHeld(counts) + counts.subscriptions + counts.notes + counts.replies + counts.emails;
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
 * Deletes everything held about `email` in one transaction: its leads of every kind with the notes on them and the
 * replies to them, its newsletter subscription, the outbox emails about it and the failed sign-ins counted under it
 * (bookkeeping of the sign-in limit, not in the counts); the erasure log keeps a keyed hash of the address, so that a
 * restore of an older backup erases it again (ADR 044); the audit row keeps the counts and the address's SHA-256 only.
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
 * erasure log (ADR 044). With `before`, only the leads, subscriptions and emails made before then go: a person erased
 * who later filled in a form again gave that consent afresh, and a restore keeps it.
 *
 * The leads are locked first: a note, reply or email added to one meanwhile waits for the erasure and is then refused
 * (its lead is gone), so the counts are what was deleted. The notes and replies go with their leads (the foreign
 * keys cascade); the emails and the subscription are deleted before them, so that each is counted once.
 */
export async function erasePersonIn(
  tx: Queryable,
  email: string,
  { before }: { before?: Date } = {},
): Promise<PersonCounts> {
  const madeBefore = (column: SQLWrapper) =>
    before ? sql`${column} < ${before.toISOString()}::timestamptz` : sql`true`;
  const found = await tx
    .select({ id: leads.id, kind: leads.kind })
    .from(leads)
    .where(and(sameEmail(leads.email, email), madeBefore(leads.createdAt)))
    .for("update");
  const ids = found.map((lead) => lead.id);
  const [notes] = await tx.select({ n: count() }).from(leadNotes).where(anyOf(leadNotes.leadId, ids));
  const [replies] = await tx.select({ n: count() }).from(leadReplies).where(anyOf(leadReplies.leadId, ids));
  const emails = await tx
    .delete(emailOutbox)
    .where(emailsOf(email, ids, madeBefore(emailOutbox.createdAt)))
    .returning({ id: emailOutbox.id });
  const subscriptions = await tx
    .delete(newsletterSubscribers)
    .where(
      or(
        and(sameEmail(newsletterSubscribers.email, email), madeBefore(newsletterSubscribers.createdAt)),
        anyOf(newsletterSubscribers.leadId, ids),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  if (ids.length > 0) await tx.delete(leads).where(inArray(leads.id, ids));
  await tx.delete(signInFailures).where(eq(signInFailures.email, email));
  return {
    leads: countByKind(found.map((lead) => lead.kind)),
    subscriptions: subscriptions.length,
    notes: notes.n,
    replies: replies.n,
    emails: emails.length,
  };
}
