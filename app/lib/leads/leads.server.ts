/**
 * Leads from the site's forms: contact requests, marketplace submissions and the Services page's "Ready to talk"
 * requests, each a row of the one leads table (ADR 054) of its kind. Each is stored with
 * its consent record and context, and its two emails (the team's
 * notification and the visitor's confirmation) are queued in the same
 * statement: either all three are committed or none is. The idempotency
 * key makes a resent form return the first submission instead of a second.
 */
import crypto from "node:crypto";
import { eq, sql, type SQLWrapper } from "drizzle-orm";
import { db, type Database } from "~/db/client.server";
import { emailOutbox, leads, type LeadType } from "~/db/schema";
import { CONTACT_PURPOSE, MARKETPLACE_PURPOSE, PRIVACY_NOTICE_VERSION } from "~/content/leads";
import { READY_TO_TALK_PURPOSE } from "~/content/ready-to-talk";
import type { EmailContent } from "../runtime/email-compose";
import { replyDueAt } from "./business-hours";
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
import { RateLimitedError, rateLimitCount, rateLimitValues, rateLimitVerdict } from "../forms/form-guard.server";
import type { StoredSubmission, SubmissionOrigin } from "../forms/stored-submission";
import type { ContactRequestInput } from "./contact-schema";
import type { MarketplaceSubmissionInput } from "./marketplace-schema";
import type { ReadyToTalkInput } from "./ready-to-talk-schema";
import { checkAnswers } from "./lead-kinds";

/** What a form's answers make of a lead: the columns every lead has, and the rest as its kind's answers. */
export type LeadParts = {
  name: string | null;
  email: string;
  phone: string | null;
  business: string | null;
  answers: Record<string, unknown>;
};

/** The columns storeLead's statement writes, each a placeholder of that name. */
const STORED_COLUMNS = [
  "id",
  "kind",
  "name",
  "email",
  "phone",
  "business",
  "answers",
  "sourcePath",
  "query",
  "consentAt",
  "noticeVersion",
  "idempotencyKey",
  "replyDueAt",
  "createdAt",
] as const satisfies readonly (keyof typeof leads.$inferInsert)[];

function leadArrival(
  id: string,
  receivedAt: Date,
  context: SubmissionOrigin,
  query: Record<string, string>,
): LeadArrival {
  return { id, receivedAt, sourcePath: context.sourcePath, query, noticeVersion: PRIVACY_NOTICE_VERSION };
}

/** The NOTIFY channel the outbox workers listen on (app/lib/runtime/outbox.server.ts). */
const OUTBOX_CHANNEL = "email_outbox";

/**
 * The outbox rows for a lead's `count` emails, as enqueueEmail (app/lib/runtime/outbox.server.ts) writes them, written
 * only when `lead` wrote its row; the emails' fields are placeholders (messageValues).
 */
function queueWith(database: Database, lead: SQLWrapper, count: number) {
  const columns = [
    emailOutbox.to,
    emailOutbox.subject,
    emailOutbox.text,
    emailOutbox.html,
    emailOutbox.headers,
    emailOutbox.concerns,
    emailOutbox.leadId,
  ];
  const rows = Array.from({ length: count }, (_, n) => {
    const field = (name: string) => sql.placeholder(`message${n}_${name}`);
    return sql`(${field("to")}::text, ${field("subject")}::text, ${field("text")}::text, ${field("html")}::text, ${field("headers")}::jsonb, ${field("concerns")}::text, ${sql.placeholder("id")}::uuid)`;
  });
  return database.$with("queued", { id: emailOutbox.id }).as(
    sql`insert into ${emailOutbox} (${sql.join(
      columns.map((c) => sql.identifier(c.name)),
      sql`, `,
    )})
        select * from (values ${sql.join(rows, sql`, `)}) as message
        where exists (select 1 from ${lead})
        returning ${emailOutbox.id}`,
  );
}

/** The values of queueWith's placeholders. `concerns` names the visitor, so erasing their data removes the emails too. */
function messageValues(messages: (OutgoingEmail & { concerns: string })[]): Record<string, unknown> {
  return Object.fromEntries(
    messages.flatMap((m, n) => [
      [`message${n}_to`, m.to],
      [`message${n}_subject`, m.subject],
      [`message${n}_text`, m.text],
      [`message${n}_html`, m.html ?? null],
      [`message${n}_headers`, JSON.stringify(m.headers ?? {})],
      [`message${n}_concerns`, m.concerns.toLowerCase()],
    ]),
  );
}

/**
 * A form's kind of lead: its kind's name (lead-kinds.ts), its purpose, its two emails, and how its parsed input
 * makes a lead (parts: the shared columns and the answers its kind's schema checks).
 */
export type LeadForm<Input extends { email: string }> = {
  kind: LeadType;
  purpose: string;
  parts(input: Input): LeadParts;
  notification(input: Input, lead: LeadArrival): EmailContent;
  confirmation(input: Input): EmailContent;
};

/**
 * Stores a lead of `kind` with its consent record and origin, and queues the team's notification and the visitor's
 * confirmation, in one statement (one round trip, atomic like a transaction): the lead's row, with an id and a
 * received time given here so that the emails can name them, and the two outbox rows selected from it, so that a
 * resent form (same idempotency key: no row) queues nothing and returns the first submission instead. The workers
 * are notified when it commits. With `origin.rateLimit` the same statement counts the submission against the form's
 * rate limit and stores nothing over it (throwing RateLimitedError), so that a valid post costs one statement.
 */
export async function storeLead<Input extends { email: string }>(
  form: LeadForm<Input>,
  input: Input,
  origin: SubmissionOrigin,
): Promise<StoredSubmission> {
  const query = { ...origin.query, purpose: form.purpose };
  const parts = form.parts(input);
  // Checked on write: answers that do not fit their kind's schema are refused before anything is stored.
  const answers = checkAnswers(form.kind, parts.answers);
  const id = crypto.randomUUID();
  const receivedAt = new Date();
  const concerns = input.email;
  const notification = {
    to: origin.notifyTo ?? env().leadsNotifyTo,
    ...form.notification(input, leadArrival(id, receivedAt, origin, query)),
    concerns,
  };
  const confirmation = { to: input.email, ...form.confirmation(input), concerns };

  const limit = origin.rateLimit;
  const [row] = await storeStatement(limit !== undefined).execute({
    id,
    kind: form.kind,
    name: parts.name,
    email: parts.email,
    phone: parts.phone,
    business: parts.business,
    answers: JSON.stringify(answers),
    sourcePath: origin.sourcePath,
    query: JSON.stringify(query),
    consentAt: receivedAt.toISOString(),
    noticeVersion: PRIVACY_NOTICE_VERSION,
    idempotencyKey: origin.idempotencyKey,
    replyDueAt: replyDueAt(form.kind, receivedAt)?.toISOString() ?? null,
    createdAt: receivedAt.toISOString(),
    ...messageValues([notification, confirmation]),
    ...(limit ? rateLimitValues(limit) : {}),
  });
  if (limit) {
    const verdict = rateLimitVerdict(limit, row);
    if (!verdict.ok) throw new RateLimitedError(verdict);
  }
  if (row?.id) return { id: row.id as string, duplicate: false };

  // A resend: the first submission is committed (the insert waited for it if it was still being written).
  const [first] = await db()
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.idempotencyKey, origin.idempotencyKey));
  return { id: first.id, duplicate: true };
}

/**
 * storeLead's statement, with or without the rate limit's count, with placeholders for every value. Built once per
 * database and prepared: building it cost more CPU than running it.
 */
function storeStatement(limited: boolean): StoreStatement {
  const database = db();
  const statements = storeStatements.get(database) ?? storeStatements.set(database, new Map()).get(database)!;
  const shape = limited ? "limited" : "unlimited";
  let statement = statements.get(shape);
  if (!statement) statements.set(shape, (statement = buildStoreStatement(database, limited, shape)));
  return statement;
}

function buildStoreStatement(database: Database, limited: boolean, shape: string) {
  const values = STORED_COLUMNS.map((name) => {
    const column = leads[name];
    return sql`${sql.placeholder(name)}::${sql.raw(column.getSQLType())}`;
  });
  const rate = limited ? rateLimitCount(database) : null;
  // Inserted from a select, so that it can depend on the count: no row at all over the limit.
  const lead = database.$with("lead", { id: leads.id }).as(
    sql`insert into ${leads} (${sql.join(
      STORED_COLUMNS.map((name) => sql.identifier(leads[name].name)),
      sql`, `,
    )})
      select ${sql.join(values, sql`, `)}
      ${rate ? sql`from ${rate.counted} where ${rate.counted.count} <= ${sql.placeholder("rateLimitMax")}` : sql``}
      on conflict (${sql.identifier(leads.idempotencyKey.name)}) do nothing
      returning ${leads.id}`,
  );
  const queued = queueWith(database, lead, 2);
  const name = `store_lead_${shape}`;
  const notify = sql`(select pg_notify(${OUTBOX_CHANNEL}, '') from ${lead})`.as("notify");
  if (!rate) return database.with(lead, queued).select({ id: lead.id, notify }).from(lead).prepare(name);
  const { counted, forgotten } = rate;
  return database
    .with(counted, forgotten, lead, queued)
    .select({
      id: sql<string | null>`(select ${lead.id} from ${lead})`.as("id"),
      notify,
      count: counted.count,
      retryAfter: counted.retryAfter,
    })
    .from(counted)
    .prepare(name);
}

type StoreStatement = {
  execute(values: Record<string, unknown>): Promise<{ id: unknown; count?: unknown; retryAfter?: unknown }[]>;
};
const storeStatements = new WeakMap<Database, Map<string, StoreStatement>>();

const CONTACT: LeadForm<ContactRequestInput> = {
  kind: "contact",
  purpose: CONTACT_PURPOSE,
  parts: ({ name, email, phone, business, ...answers }) => ({ name, email, phone, business, answers }),
  notification: contactNotificationMessage,
  confirmation: contactConfirmationMessage,
};

const MARKETPLACE: LeadForm<MarketplaceSubmissionInput> = {
  kind: "marketplace",
  purpose: MARKETPLACE_PURPOSE,
  parts: ({ email, phone, ...answers }) => ({
    name: `${answers.firstName} ${answers.lastName}`,
    email,
    phone,
    business: null,
    answers,
  }),
  notification: marketplaceNotificationMessage,
  confirmation: marketplaceConfirmationMessage,
};

const READY_TO_TALK: LeadForm<ReadyToTalkInput> = {
  kind: "ready-to-talk",
  purpose: READY_TO_TALK_PURPOSE,
  parts: ({ email, ...answers }) => ({ name: null, email, phone: null, business: null, answers }),
  notification: readyToTalkNotificationMessage,
  confirmation: readyToTalkConfirmationMessage,
};

/** Stores a contact request and queues its two emails, in one statement. */
export function createContactRequest(input: ContactRequestInput, origin: SubmissionOrigin): Promise<StoredSubmission> {
  return storeLead(CONTACT, input, origin);
}

/** Stores a marketplace submission and queues its two emails, in one statement. */
export function createMarketplaceSubmission(
  input: MarketplaceSubmissionInput,
  origin: SubmissionOrigin,
): Promise<StoredSubmission> {
  return storeLead(MARKETPLACE, input, origin);
}

/** Stores a "Ready to talk" request and queues its two emails, in one statement. */
export function createReadyToTalkRequest(input: ReadyToTalkInput, origin: SubmissionOrigin): Promise<StoredSubmission> {
  return storeLead(READY_TO_TALK, input, origin);
}
