/**
 * Leads: contact requests, marketplace submissions and the Services page's
 * "Ready to talk" requests. Each is stored with
 * its consent record and context, and its two emails (the team's
 * notification and the visitor's confirmation) are queued in the same
 * statement: either all three are committed or none is. The idempotency
 * key makes a resent form return the first submission instead of a second.
 */
import crypto from "node:crypto";
import { eq, getTableColumns, getTableName, sql, type SQLWrapper } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { db, type Database } from "~/db/client.server";
import { contactRequests, emailOutbox, marketplaceSubmissions, readyToTalkRequests, type LeadType } from "~/db/schema";
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

const LEAD_COLUMNS = ["sourcePath", "query", "consentAt", "noticeVersion", "idempotencyKey", "replyDueAt"] as const;

/**
 * The columns every lead table shares: where it came from, the consent record and when its first reply is due,
 * given when it was received.
 */
function leadColumns(
  type: LeadType,
  context: SubmissionOrigin,
  query: Record<string, string>,
  receivedAt: Date,
): Record<(typeof LEAD_COLUMNS)[number], unknown> {
  return {
    sourcePath: context.sourcePath,
    query,
    consentAt: receivedAt,
    noticeVersion: PRIVACY_NOTICE_VERSION,
    idempotencyKey: context.idempotencyKey,
    replyDueAt: replyDueAt(type, receivedAt),
  };
}

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
function queueWith(database: Database, lead: SQLWrapper, type: LeadType, count: number) {
  const columns = [
    emailOutbox.to,
    emailOutbox.subject,
    emailOutbox.text,
    emailOutbox.html,
    emailOutbox.headers,
    emailOutbox.concerns,
    emailOutbox.leadType,
    emailOutbox.leadId,
  ];
  const rows = Array.from({ length: count }, (_, n) => {
    const field = (name: string) => sql.placeholder(`message${n}_${name}`);
    return sql`(${field("to")}::text, ${field("subject")}::text, ${field("text")}::text, ${field("html")}::text, ${field("headers")}::jsonb, ${field("concerns")}::text, ${type}::text, ${sql.placeholder("id")}::uuid)`;
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

type LeadTable = typeof contactRequests | typeof marketplaceSubmissions | typeof readyToTalkRequests;

/** A lead table's row without the columns leadColumns fills: the visitor's answers (the database fills the rest). */
type Answers<T extends LeadTable> = Omit<T["$inferInsert"], keyof ReturnType<typeof leadColumns>>;

/**
 * What differs from one kind of lead to the next: its table, purpose and two emails. Its input, as its schema
 * parsed it (a schema keeps only its own fields), is the row's answers, each under its column's name.
 */
type LeadKind<Input extends Answers<T> & { email: string }, T extends LeadTable> = {
  type: LeadType;
  table: T;
  purpose: string;
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
async function storeLead<Input extends Answers<T> & { email: string }, T extends LeadTable>(
  kind: LeadKind<Input, T>,
  input: Input,
  origin: SubmissionOrigin,
): Promise<StoredSubmission> {
  const query = { ...origin.query, purpose: kind.purpose };
  // One statement for three tables: each kind's input is checked against its own table where the kind is defined.
  const table = kind.table as LeadTable;
  const id = crypto.randomUUID();
  const receivedAt = new Date();
  const concerns = input.email;
  const notification = {
    to: origin.notifyTo ?? env().leadsNotifyTo,
    ...kind.notification(input, leadArrival(id, receivedAt, origin, query)),
    concerns,
  };
  const confirmation = { to: input.email, ...kind.confirmation(input), concerns };

  const answers = Object.entries(input).filter(([, value]) => value !== undefined);
  const limit = origin.rateLimit;
  const [row] = await storeStatement(
    kind.type,
    table,
    answers.map(([name]) => name),
    limit !== undefined,
  ).execute({
    ...Object.fromEntries(answers.map(([name, value]) => [`answer_${name}`, value])),
    ...leadColumns(kind.type, origin, query, receivedAt),
    id,
    createdAt: receivedAt,
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
    .select({ id: table.id })
    .from(table)
    .where(eq(table.idempotencyKey, origin.idempotencyKey));
  return { id: first.id, duplicate: true };
}

/**
 * storeLead's statement for a table, the answers given (a form's optional answers may be left out, and then take
 * their column's default) and whether it counts the rate limit, with placeholders for every value. Built once per
 * database and shape, and prepared: building it cost more CPU than running it.
 */
function storeStatement(type: LeadType, table: LeadTable, answers: string[], limited: boolean): StoreStatement {
  const database = db();
  const statements = storeStatements.get(database) ?? storeStatements.set(database, new Map()).get(database)!;
  const shape = `${getTableName(table)}:${answers.join(",")}${limited ? ":limited" : ""}`;
  let statement = statements.get(shape);
  if (!statement)
    statements.set(shape, (statement = buildStoreStatement(database, type, table, answers, limited, shape)));
  return statement;
}

/** A column's type without its length (`varchar(200)` is `varchar`): a cast to it never cuts a value short. */
const castType = (column: PgColumn) => sql.raw(column.getSQLType().replace(/\(\d+(,\s*\d+)?\)/, ""));

function buildStoreStatement(
  database: Database,
  type: LeadType,
  table: LeadTable,
  answers: string[],
  limited: boolean,
  shape: string,
) {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const names = [...answers, ...LEAD_COLUMNS, "id", "createdAt"];
  const values = names.map((name, n) => {
    const placeholder = sql.placeholder(n < answers.length ? `answer_${name}` : name);
    return sql`${sql.param(placeholder, columns[name])}::${castType(columns[name])}`;
  });
  const rate = limited ? rateLimitCount(database) : null;
  // Inserted from a select, so that it can depend on the count: no row at all over the limit.
  const lead = database.$with("lead", { id: table.id }).as(
    sql`insert into ${table} (${sql.join(
      names.map((name) => sql.identifier(columns[name].name)),
      sql`, `,
    )})
      select ${sql.join(values, sql`, `)}
      ${rate ? sql`from ${rate.counted} where ${rate.counted.count} <= ${sql.placeholder("rateLimitMax")}` : sql``}
      on conflict (${sql.identifier(table.idempotencyKey.name)}) do nothing
      returning ${table.id}`,
  );
  const queued = queueWith(database, lead, type, 2);
  const name = `store_lead_${crypto.createHash("sha1").update(shape).digest("hex").slice(0, 12)}`;
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

const CONTACT: LeadKind<ContactRequestInput, typeof contactRequests> = {
  type: "contact",
  table: contactRequests,
  purpose: CONTACT_PURPOSE,
  notification: contactNotificationMessage,
  confirmation: contactConfirmationMessage,
};

const MARKETPLACE: LeadKind<MarketplaceSubmissionInput, typeof marketplaceSubmissions> = {
  type: "marketplace",
  table: marketplaceSubmissions,
  purpose: MARKETPLACE_PURPOSE,
  notification: marketplaceNotificationMessage,
  confirmation: marketplaceConfirmationMessage,
};

const READY_TO_TALK: LeadKind<ReadyToTalkInput, typeof readyToTalkRequests> = {
  type: "ready-to-talk",
  table: readyToTalkRequests,
  purpose: READY_TO_TALK_PURPOSE,
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
