/**
 * The admin's leads inbox: contact requests, marketplace submissions,
 * newsletter sign-ups and Ready-to-talk requests as one list (a UNION ALL in
 * the database, paged there), a lead with its notes, status changes, notes
 * and the CSV export. Every change and every export writes its audit row in
 * the same transaction. Audit details never hold what a visitor typed: the
 * log is never erased, their data may be.
 */
import crypto from "node:crypto";
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, sql, type SQL } from "drizzle-orm";
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
import { isRowId } from "../insights/admin-posts.server";
import { recordAudit } from "../audit/audit.server";
import { CSV_BYTE_ORDER_MARK, csvRow } from "./csv";
import { leadContextText } from "./lead-context";
import { LEADS_PAGE_SIZE, OPEN_LEAD_STATUSES, type LeadFilter } from "./lead-filter";
import { endOfZonedDay } from "./business-hours";
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

/** SHA-256 of a value (hex): how audit rows refer to what they must not hold. */
export function sha256(value: string): string {
  return crypto.createHash("sha256").update(value).digest("hex");
}

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

type LeadTable = ReturnType<typeof branchParts>["table"];

/** The conditions of a work queue (lead-filter.ts) on one lead table; a chosen status replaces "open". */
function viewConditions(table: LeadTable, type: LeadType, filter: LeadFilter, viewer: InboxViewer): SQL[] {
  const open = filter.status ? [] : [inArray(table.status, [...OPEN_LEAD_STATUSES])];
  const clockRunning = [isNull(table.respondedAt), isNotNull(table.replyDueAt)];
  switch (filter.view) {
    case null:
      return [];
    case "mine":
      return [eq(table.ownerId, viewer.userId), ...open];
    case "unassigned":
      return type === "newsletter" ? [sql`false`] : [isNull(table.ownerId), ...open];
    case "overdue":
      return [...clockRunning, lte(table.replyDueAt, viewer.now)];
    case "due-today":
      return [...clockRunning, gt(table.replyDueAt, viewer.now), lt(table.replyDueAt, endOfZonedDay(viewer.now))];
  }
}

/** The inbox's columns of one table; the same names and types for each, as UNION ALL needs. */
function branch(tx: Queryable, type: LeadType, filter: LeadFilter, viewer: InboxViewer) {
  const parts = branchParts(type);
  const { table } = parts;
  const conditions: SQL[] = viewConditions(table, type, filter, viewer);
  if (filter.status) conditions.push(eq(table.status, filter.status));
  if (filter.q) {
    const matches = parts.searchable.map((column) => sql`strpos(lower(${column}), lower(${filter.q})) > 0`);
    conditions.push(sql`(${sql.join(matches, sql` or `)})`);
  }
  return tx
    .select({
      type: sql<LeadType>`${type}::text`.as("type"),
      id: table.id,
      createdAt: table.createdAt,
      name: parts.name.as("name"),
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
      ownerName: sql<string | null>`coalesce(nullif(${user.name}, ''), ${user.email})`.as("owner_name"),
      replyDueAt: table.replyDueAt,
      respondedAt: table.respondedAt,
      firstReplyAt: table.firstReplyAt,
    })
    .from(table)
    .leftJoin(user, eq(user.id, table.ownerId))
    .where(conditions.length > 0 ? and(...conditions) : undefined);
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
        searchable: [t.name, t.email, t.business],
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
        searchable: [name, t.email],
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
        searchable: [t.email],
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
        searchable: [t.email],
      };
    }
  }
}

/**
 * The leads matching `filter`, newest first, as one query (UNION ALL of the tables asked for), on `tx`: the
 * export's transaction, or db() for the inbox.
 */
export function leadsQuery(tx: Queryable, filter: LeadFilter, viewer: InboxViewer) {
  const types = filter.type ? [filter.type] : labelKeys(LEAD_TYPE_LABELS);
  const [first, ...rest] = types.map((type) => branch(tx, type, filter, viewer));
  const union = rest.reduce<ReturnType<typeof branch>>((all, next) => all.unionAll(next) as unknown as ReturnType<typeof branch>, first);
  return union.$dynamic();
}

export function toSummary(row: Awaited<ReturnType<typeof branch>>[number]): LeadSummary {
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

export async function countLeads(filter: LeadFilter, viewer: InboxViewer): Promise<number> {
  const [{ total }] = await db().select({ total: count() }).from(leadsQuery(db(), filter, viewer).as("leads"));
  return Number(total);
}

export type LeadPage = { leads: LeadSummary[]; total: number; page: number; pages: number; pageSize: number };

/** One page of the inbox: the leads matching `filter`, newest first. */
export async function listLeads(filter: LeadFilter, viewer: InboxViewer, page: number | string | null = 1): Promise<LeadPage> {
  const total = await countLeads(filter, viewer);
  const pages = pageCount(total, LEADS_PAGE_SIZE);
  const current = clampPage(page, pages);
  const rows = await leadsQuery(db(), filter, viewer)
    .orderBy(desc(sql`created_at`), desc(sql`id`))
    .limit(LEADS_PAGE_SIZE)
    .offset((current - 1) * LEADS_PAGE_SIZE);
  return { leads: rows.map(toSummary), total, page: current, pages, pageSize: LEADS_PAGE_SIZE };
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
    .select({ id: leadNotes.id, body: leadNotes.body, authorName: leadNotes.authorName, createdAt: leadNotes.createdAt })
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
    const stopsClock = from === "new" ? { respondedAt: sql`coalesce(${table.respondedAt}, ${now.toISOString()}::timestamptz)` } : {};
    await tx.update(table).set({ status, updatedAt: now, ...stopsClock }).where(eq(table.id, id));
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

const csvDateParts = new Intl.DateTimeFormat("en-ZA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZone: "Africa/Johannesburg",
});

/** "2024-05-01 14:30:00" in South African time: a form every spreadsheet reads as a date and time. */
export function csvDateTime(value: Date | null): string {
  if (!value) return "";
  const part = (type: Intl.DateTimeFormatPartTypes) => csvDateParts.formatToParts(value).find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}:${part("second")}`;
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
  return { view: filter.view, type: filter.type, status: filter.status, search: filter.q ? `sha256:${sha256(filter.q.toLowerCase())}` : null };
}

/**
 * Every lead matching `filter` as CSV (newest first, read in batches from one
 * snapshot of the database) and the audit row of the export, in one transaction.
 */
export async function exportLeadsCsv(actor: { id: string }, filter: LeadFilter, ip?: string | null): Promise<{ csv: string; count: number }> {
  const viewer: InboxViewer = { userId: actor.id, now: new Date() };
  return db().transaction(
    async (tx) => {
      const lines: string[] = [csvRow(LEADS_CSV_HEADER)];
      for (let offset = 0; ; offset += EXPORT_BATCH) {
        const rows = await leadsQuery(tx, filter, viewer)
          .orderBy(desc(sql`created_at`), desc(sql`id`))
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
