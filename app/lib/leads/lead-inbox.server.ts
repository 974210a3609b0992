/**
 * The admin's leads inbox: contact requests, marketplace submissions,
 * newsletter sign-ups and Ready-to-talk requests as one list (a UNION ALL in
 * the database, paged there), a lead with its notes, status changes, notes
 * and the CSV export. Every change and every export writes its audit row in
 * the same transaction. Audit details never hold what a visitor typed: the
 * log is never erased, their data may be.
 */
import { sha256 } from "../runtime/sha256.server";
import { and, asc, count, eq, or, gt, inArray, isNotNull, isNull, lt, lte, sql, type SQL } from "drizzle-orm";
import { db, type Queryable } from "~/db/client.server";
import {
  contactRequests,
  leadNotes,
  marketplaceSubmissions,
  newsletterSubscribers,
  readyToTalkRequests,
  user,
  type LeadStatus,
  type LeadType,
} from "~/db/schema";
import { LEAD_STATUS_LABELS, LEAD_TYPE_LABELS, labelKeys } from "~/content/admin-leads";
import { isRowId } from "~/db/row-id";
import { recordAudit } from "../audit/audit.server";
import { CSV_BYTE_ORDER_MARK, csvRow } from "./csv";
import { leadContextText } from "./lead-context";
import { EMPTY_LEAD_FILTER, LEADS_PAGE_SIZE, OPEN_LEAD_STATUSES, type LeadFilter, type LeadView } from "./lead-filter";
import { endOfZonedDay, zonedDateTime } from "../time/zoned-time";
import { clampPage, pageCount } from "../pages/pagination";
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

// ---------------------------------------------------------------- the inbox

/** One row of the inbox (and of the CSV export). */
export type LeadSummary = {
  type: LeadType;
  id: string;
  createdAt: Date;
  name: string | null;
  email: string;
  phone: string | null;
  business: string | null;
  status: LeadStatus;
  sourcePath: string | null;
  query: Record<string, string>;
  /** marketplace: seller or buyer; newsletter: subscription state; ready to talk: goal */
  detail: string | null;
  /** marketplace: sector or industry of interest; ready to talk: industry */
  sector: string | null;
  consentAt: Date | null;
  noticeVersion: string | null;
  ownerId: string | null;
  /** the owner's name, or their email when they gave none */
  ownerName: string | null;
  replyDueAt: Date | null;
  respondedAt: Date | null;
  firstReplyAt: Date | null;
};

/** Who is looking at the inbox, and when: "Mine" is theirs, "Overdue" and "Due today" are against `now`. */
export type InboxViewer = { userId: string; now: Date };

const text = (fragment: SQL) => sql<string | null>`${fragment}`;
const NULL_TEXT = sql<string | null>`null::text`;

/**
 * The inbox's columns of one table, bare: no join and no condition, so that PostgreSQL treats the UNION ALL of them
 * as one relation, pushes the filter into each table and reads each in index order (created_at, id) to find a
 * page without sorting every lead. `search_text` is the lowercased text a search looks in, the very expression of
 * the table's trigram index.
 */
function branch(tx: Queryable, type: LeadType) {
  const parts = branchParts(type);
  const { table } = parts;
  return tx
    .select({
      type: sql<LeadType>`${type}::text`.as("type"),
      id: table.id,
      createdAt: table.createdAt,
      // Not "name": the owner's table, joined to the union, has a column of that name.
      name: parts.name.as("lead_name"),
      email: table.email,
      phone: parts.phone.as("phone"),
      business: parts.business.as("business"),
      status: table.status,
      sourcePath: table.sourcePath,
      query: table.query,
      detail: parts.detail.as("detail"),
      sector: parts.sector.as("sector"),
      consentAt: table.consentAt,
      noticeVersion: table.noticeVersion,
      ownerId: table.ownerId,
      replyDueAt: table.replyDueAt,
      respondedAt: table.respondedAt,
      firstReplyAt: table.firstReplyAt,
      searchText: table.searchText,
    })
    .from(table);
}

type LeadRows = ReturnType<typeof unionOf>;

/** The kinds of lead a filter reads: the one chosen, or all four. */
const typesOf = (filter: LeadFilter): LeadType[] => (filter.type ? [filter.type] : labelKeys(LEAD_TYPE_LABELS));

function unionOf(tx: Queryable, types: LeadType[]) {
  const [first, ...rest] = types.map((type) => branch(tx, type));
  return rest
    .reduce<ReturnType<typeof branch>>((all, next) => all.unionAll(next) as unknown as ReturnType<typeof branch>, first)
    .as("leads");
}

/** `%`, `_` and `\` in a search are text, not a LIKE pattern. */
const likeText = (value: string) => value.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The filter's conditions on the union's columns (PostgreSQL applies them inside each table). `statuses`, when
 * given, are the statuses counted (the board's columns), in place of a chosen status or the queues' "open".
 */
function filterConditions(
  leads: LeadRows,
  filter: LeadFilter,
  viewer: InboxViewer,
  statuses?: readonly LeadStatus[],
): SQL[] {
  const conditions: SQL[] = [];
  if (statuses) conditions.push(inArray(leads.status, [...statuses]));
  else if (filter.status) conditions.push(eq(leads.status, filter.status));
  if (filter.q) conditions.push(sql`${leads.searchText} like ${`%${likeText(filter.q)}%`}`);
  const open = filter.status || statuses ? [] : [inArray(leads.status, [...OPEN_LEAD_STATUSES])];
  const clockRunning = [isNull(leads.respondedAt), isNotNull(leads.replyDueAt)];
  switch (filter.view) {
    case null:
      break;
    case "mine":
      conditions.push(eq(leads.ownerId, viewer.userId), ...open);
      break;
    case "unassigned":
      conditions.push(sql`${leads.type} <> 'newsletter'`, isNull(leads.ownerId), ...open);
      break;
    case "overdue":
      conditions.push(...clockRunning, lte(leads.replyDueAt, viewer.now));
      break;
    case "due-today":
      conditions.push(
        ...clockRunning,
        gt(leads.replyDueAt, viewer.now),
        lt(leads.replyDueAt, endOfZonedDay(viewer.now)),
      );
      break;
  }
  return conditions;
}

/**
 * Each table's way of filling the shared columns. Every lead table has the
 * columns of the schema's leadColumns() and an email; `table` is typed as one
 * of them for those shared columns only.
 */
export function branchParts(type: LeadType) {
  switch (type) {
    case "contact": {
      const t = contactRequests;
      return {
        table: t as unknown as typeof readyToTalkRequests,
        name: text(sql`${t.name}`),
        phone: text(sql`${t.phone}`),
        business: text(sql`${t.business}`),
        detail: NULL_TEXT,
        sector: NULL_TEXT,
      };
    }
    case "marketplace": {
      const t = marketplaceSubmissions;
      const name = sql`${t.firstName} || ' ' || ${t.lastName}`;
      return {
        table: t as unknown as typeof readyToTalkRequests,
        name: text(name),
        phone: text(sql`${t.phone}`),
        business: NULL_TEXT,
        detail: text(sql`${t.userType}`),
        sector: text(sql`coalesce(${t.businessSector}, ${t.industryInterest})`),
      };
    }
    case "newsletter": {
      const t = newsletterSubscribers;
      return {
        table: t as unknown as typeof readyToTalkRequests,
        name: NULL_TEXT,
        phone: NULL_TEXT,
        business: NULL_TEXT,
        detail: text(sql`${t.subscription}`),
        sector: NULL_TEXT,
      };
    }
    case "ready-to-talk": {
      const t = readyToTalkRequests;
      return {
        table: t,
        name: NULL_TEXT,
        phone: NULL_TEXT,
        business: NULL_TEXT,
        detail: text(sql`${t.goal}`),
        sector: text(sql`${t.industry}`),
      };
    }
  }
}

/**
 * The leads matching `filter` as one query (UNION ALL of the tables asked for) with each owner's name, on `tx`: the
 * export's transaction, or db() for the inbox. Pages order it with NEWEST_FIRST.
 */
export function leadsQuery(tx: Queryable, filter: LeadFilter, viewer: InboxViewer, types = typesOf(filter)) {
  const leads = unionOf(tx, types);
  const conditions = filterConditions(leads, filter, viewer);
  const { searchText: _searchText, ...columns } = leads._.selectedFields;
  return tx
    .select({
      ...columns,
      ownerName: sql<string | null>`coalesce(nullif(${user.name}, ''), ${user.email})`.as("owner_name"),
    })
    .from(leads)
    .leftJoin(user, eq(user.id, leads.ownerId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .$dynamic();
}

/** Newest first: the order of every index on (created_at, id), so a page is read from them without a sort. */
export const NEWEST_FIRST = [
  sql`${sql.identifier("leads")}.created_at desc nulls last`,
  sql`${sql.identifier("leads")}.id desc nulls last`,
];

export function toSummary(row: Awaited<ReturnType<typeof leadsQuery>>[number]): LeadSummary {
  return {
    ...row,
    createdAt: new Date(row.createdAt),
    consentAt: row.consentAt ? new Date(row.consentAt) : null,
    replyDueAt: row.replyDueAt ? new Date(row.replyDueAt) : null,
    respondedAt: row.respondedAt ? new Date(row.respondedAt) : null,
    firstReplyAt: row.firstReplyAt ? new Date(row.firstReplyAt) : null,
    query: row.query ?? {},
  };
}

/**
 * Runs the inbox's reads in one transaction costed for data in memory or on SSD (random_page_cost 1.1, where
 * PostgreSQL's default of 4 assumes spinning disks): at that cost the planner takes a search's trigram index, which
 * answers in a tenth of the time of reading every lead. SET LOCAL, so it lasts this transaction only and works
 * through a transaction-pooling proxy too.
 */
export function inboxReads<T>(
  read: (tx: Queryable) => Promise<T>,
  options?: { isolationLevel: "repeatable read" },
): Promise<T> {
  return db().transaction(async (tx) => {
    await tx.execute(sql`set local random_page_cost = 1.1`);
    return read(tx);
  }, options);
}

/** How many leads match `filter` (no join: the owner's name changes no count). */
export async function countLeads(filter: LeadFilter, viewer: InboxViewer, tx: Queryable = db()): Promise<number> {
  const leads = unionOf(tx, typesOf(filter));
  const conditions = filterConditions(leads, filter, viewer);
  const [{ total }] = await tx
    .select({ total: count() })
    .from(leads)
    .where(conditions.length > 0 ? and(...conditions) : undefined);
  return Number(total);
}

/**
 * How many leads each work queue holds for `viewer`, in one read of the leads any queue can hold (open, or with the
 * reply clock running): each count is that queue's own conditions, so a count and its list always agree.
 */
export async function countLeadViews(viewer: InboxViewer, views: readonly LeadView[]): Promise<number[]> {
  const leads = unionOf(db(), labelKeys(LEAD_TYPE_LABELS));
  const counts = Object.fromEntries(
    views.map((view, n) => [
      `view${n}`,
      sql<number>`count(*) filter (where ${and(...filterConditions(leads, { ...EMPTY_LEAD_FILTER, view }, viewer))})`.mapWith(
        Number,
      ),
    ]),
  );
  const [row] = await db()
    .select(counts)
    .from(leads)
    .where(
      or(inArray(leads.status, [...OPEN_LEAD_STATUSES]), and(isNull(leads.respondedAt), isNotNull(leads.replyDueAt))),
    );
  return views.map((_, n) => row[`view${n}`]);
}

/** How many leads match `filter` in each of `statuses` (the board's columns), in one query. */
export async function countLeadsByStatus(
  filter: LeadFilter,
  viewer: InboxViewer,
  statuses: readonly LeadStatus[],
  { tx = db(), types = typesOf(filter) }: { tx?: Queryable; types?: LeadType[] } = {},
): Promise<Map<LeadStatus, number>> {
  const leads = unionOf(tx, types);
  const rows = await tx
    .select({ status: leads.status, total: count() })
    .from(leads)
    .where(and(...filterConditions(leads, filter, viewer, statuses)))
    .groupBy(leads.status);
  return new Map(rows.map((row) => [row.status, Number(row.total)]));
}

export type LeadPage = { leads: LeadSummary[]; total: number; page: number; pages: number; pageSize: number };

/** One page of the inbox: the leads matching `filter`, newest first. */
export async function listLeads(
  filter: LeadFilter,
  viewer: InboxViewer,
  page: number | string | null = 1,
): Promise<LeadPage> {
  return inboxReads(async (tx) => {
    const total = await countLeads(filter, viewer, tx);
    const pages = pageCount(total, LEADS_PAGE_SIZE);
    const current = clampPage(page, pages);
    const rows = await leadsQuery(tx, filter, viewer)
      .orderBy(...NEWEST_FIRST)
      .limit(LEADS_PAGE_SIZE)
      .offset((current - 1) * LEADS_PAGE_SIZE);
    return { leads: rows.map(toSummary), total, page: current, pages, pageSize: LEADS_PAGE_SIZE };
  });
}

// ---------------------------------------------------------------- one lead

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

// ---------------------------------------------------------------- CSV export

export const LEADS_CSV_HEADER = [
  "Type",
  "Received",
  "Name",
  "Email",
  "Phone",
  "Business",
  "Status",
  "Owner",
  "Reply due",
  "First reply",
  "Context",
  "Source page",
  "Consent given",
  "Privacy notice",
  "Reference",
] as const;

const EXPORT_BATCH = 500;

/** "2024-05-01 14:30:00" in South African time: a form every spreadsheet reads as a date and time. */
export function csvDateTime(value: Date | null): string {
  return value ? zonedDateTime(value) : "";
}

function csvLine(lead: LeadSummary): string {
  return csvRow([
    LEAD_TYPE_LABELS[lead.type],
    csvDateTime(lead.createdAt),
    lead.name,
    lead.email,
    lead.phone,
    lead.business,
    LEAD_STATUS_LABELS[lead.status],
    lead.ownerName,
    csvDateTime(lead.replyDueAt),
    csvDateTime(lead.firstReplyAt),
    leadContextText(lead),
    lead.sourcePath,
    csvDateTime(lead.consentAt),
    lead.noticeVersion,
    lead.id,
  ]);
}

/** What an export's audit row says about its filter: the search text only as a fingerprint (it may be a name or address). */
export function auditedFilter(filter: LeadFilter) {
  return {
    view: filter.view,
    type: filter.type,
    status: filter.status,
    search: filter.q ? `sha256:${sha256(filter.q.toLowerCase())}` : null,
  };
}

/**
 * Every lead matching `filter` as CSV (newest first, read in batches from one
 * snapshot of the database) and the audit row of the export, in one transaction.
 */
export async function exportLeadsCsv(
  actor: { id: string },
  filter: LeadFilter,
  ip?: string | null,
): Promise<{ csv: string; count: number }> {
  const viewer: InboxViewer = { userId: actor.id, now: new Date() };
  return inboxReads(
    async (tx) => {
      const lines: string[] = [csvRow(LEADS_CSV_HEADER)];
      for (let offset = 0; ; offset += EXPORT_BATCH) {
        const rows = await leadsQuery(tx, filter, viewer)
          .orderBy(...NEWEST_FIRST)
          .limit(EXPORT_BATCH)
          .offset(offset);
        for (const row of rows) lines.push(csvLine(toSummary(row)));
        if (rows.length < EXPORT_BATCH) break;
      }
      const exported = lines.length - 1;
      await recordAudit(tx, {
        action: LEAD_AUDIT_ACTIONS.exported,
        resourceType: "lead",
        userId: actor.id,
        ip,
        details: { filter: auditedFilter(filter), count: exported },
      });
      return { csv: `${CSV_BYTE_ORDER_MARK}${lines.map((line) => `${line}\r\n`).join("")}`, count: exported };
    },
    { isolationLevel: "repeatable read" },
  );
}

/** The export's file name: leads-2024-05-01.csv, with the type and status when filtered. */
export function leadsCsvFileName(filter: LeadFilter, now = new Date()): string {
  const day = csvDateTime(now).slice(0, 10);
  return ["leads", filter.type, filter.status, day].filter(Boolean).join("-") + ".csv";
}
