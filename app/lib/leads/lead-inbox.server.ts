/**
 * The admin's leads inbox: contact requests, marketplace submissions,
 * newsletter sign-ups and Ready-to-talk requests as one list (a UNION ALL in
 * the database, paged there), and its counts by work queue and by status.
 * The list's query serves the CSV export (lead-export.server.ts) too, and each
 * table's shared columns (branchParts) every module that reads or changes a lead.
 */
import { and, count, eq, or, gt, inArray, isNotNull, isNull, lt, lte, sql, type SQL } from "drizzle-orm";
import { db, type Queryable } from "~/db/client.server";
import {
  contactRequests,
  marketplaceSubmissions,
  newsletterSubscribers,
  readyToTalkRequests,
  user,
  type LeadStatus,
  type LeadType,
} from "~/db/schema";
import { LEAD_TYPE_LABELS, labelKeys } from "~/content/admin-leads";
import { EMPTY_LEAD_FILTER, LEADS_PAGE_SIZE, OPEN_LEAD_STATUSES, type LeadFilter, type LeadView } from "./lead-filter";
import { endOfZonedDay } from "../time/zoned-time";
import { clampPage, pageCount } from "../pages/pagination";

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
