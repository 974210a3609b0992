/**
 * The admin's leads inbox: every lead, of every kind, from the one leads table (paged in the database), and its
 * counts by work queue and by status. The list's query serves the CSV export (lead-export.server.ts) and the board
 * too. A kind is a filter value here and nothing more (ADR 054).
 */
import {
  and,
  count,
  eq,
  or,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  notInArray,
  sql,
  type SQL,
  type SQLWrapper,
} from "drizzle-orm";
import { db, type Queryable } from "~/db/client.server";
import {
  leads,
  newsletterSubscribers,
  user,
  type LeadStatus,
  type LeadType,
  type SubscriptionState,
} from "~/db/schema";
import { EMPTY_LEAD_FILTER, LEADS_PAGE_SIZE, OPEN_LEAD_STATUSES, type LeadFilter, type LeadView } from "./lead-filter";
import { readAnswers, unfollowedKinds } from "./lead-kinds";
import { endOfZonedDay } from "../time/zoned-time";
import { clampPage, pageCount } from "../pages/pagination";

/** One row of the inbox (and of the CSV export and the board). */
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
  /** what only its kind asks, as the kind's schema reads it */
  answers: Record<string, unknown>;
  /** the state of the newsletter subscription the lead made, if it made one */
  subscription: SubscriptionState | null;
  consentAt: Date | null;
  noticeVersion: string | null;
  ownerId: string | null;
  /** the owner's name, or their email when they gave none */
  ownerName: string | null;
  replyDueAt: Date | null;
  respondedAt: Date | null;
  firstReplyAt: Date | null;
};

/**
 * What a read is narrowed to beyond the filter: some kinds (the board's), or some leads (a selection's ids, or a
 * query of ids: an inbox page's).
 */
export type LeadScope = { kinds?: readonly LeadType[]; ids?: readonly string[] | SQLWrapper };

/** Who is looking at the inbox, and when: "Mine" is theirs, "Overdue" and "Due today" are against `now`. */
export type InboxViewer = { userId: string; now: Date };

/** `%`, `_` and `\` in a search are text, not a LIKE pattern. */
const likeText = (value: string) => value.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The filter's conditions on the union's columns (PostgreSQL applies them inside each table). `statuses`, when
 * given, are the statuses counted (the board's columns), in place of a chosen status or the queues' "open";
 * `kinds`, when given, the only kinds read (the board's); `ids`, the only leads (a selection's).
 */
function filterConditions(
  filter: LeadFilter,
  viewer: InboxViewer,
  { statuses, kinds, ids }: LeadScope & { statuses?: readonly LeadStatus[] } = {},
): SQL[] {
  const conditions: SQL[] = [];
  if (filter.type) conditions.push(eq(leads.kind, filter.type));
  if (kinds) conditions.push(inArray(leads.kind, [...kinds]));
  if (ids) conditions.push(inArray(leads.id, Array.isArray(ids) ? [...ids] : (ids as SQLWrapper)));
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
      // Only the kinds someone follows up: no one owns a newsletter sign-up.
      conditions.push(notInArray(leads.kind, unfollowedKinds()), isNull(leads.ownerId), ...open);
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
 * The leads matching `filter`, with each owner's name and the state of the subscription a sign-up made, on `tx`: the
 * export's transaction, or db() for the inbox. Pages order it with NEWEST_FIRST.
 */
export function leadsQuery(tx: Queryable, filter: LeadFilter, viewer: InboxViewer, scope: LeadScope = {}) {
  const conditions = filterConditions(filter, viewer, scope);
  return tx
    .select({
      type: leads.kind,
      id: leads.id,
      createdAt: leads.createdAt,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      business: leads.business,
      status: leads.status,
      sourcePath: leads.sourcePath,
      query: leads.query,
      answers: leads.answers,
      subscription: newsletterSubscribers.subscription,
      consentAt: leads.consentAt,
      noticeVersion: leads.noticeVersion,
      ownerId: leads.ownerId,
      replyDueAt: leads.replyDueAt,
      respondedAt: leads.respondedAt,
      firstReplyAt: leads.firstReplyAt,
      ownerName: sql<string | null>`coalesce(nullif(${user.name}, ''), ${user.email})`.as("owner_name"),
    })
    .from(leads)
    .leftJoin(user, eq(user.id, leads.ownerId))
    .leftJoin(newsletterSubscribers, eq(newsletterSubscribers.leadId, leads.id))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .$dynamic();
}

/** Newest first: the order of every index on (created_at, id), so a page is read from them without a sort. */
export const NEWEST_FIRST = [sql`${leads.createdAt} desc nulls last`, sql`${leads.id} desc nulls last`];

export function toSummary(row: Awaited<ReturnType<typeof leadsQuery>>[number]): LeadSummary {
  return {
    ...row,
    createdAt: new Date(row.createdAt),
    consentAt: row.consentAt ? new Date(row.consentAt) : null,
    replyDueAt: row.replyDueAt ? new Date(row.replyDueAt) : null,
    respondedAt: row.respondedAt ? new Date(row.respondedAt) : null,
    firstReplyAt: row.firstReplyAt ? new Date(row.firstReplyAt) : null,
    query: row.query ?? {},
    answers: readAnswers(row.type, row.answers).answers,
  };
}

/** The ids of every lead `filter` matches, newest first, at most `limit` (a bulk action on "all matching"). */
export async function matchingLeadIds(filter: LeadFilter, viewer: InboxViewer, limit: number): Promise<string[]> {
  const rows = await db()
    .select({ id: leads.id })
    .from(leads)
    .where(and(...filterConditions(filter, viewer)))
    .orderBy(...NEWEST_FIRST)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** How many leads match `filter` (no join: the owner's name changes no count). */
export async function countLeads(filter: LeadFilter, viewer: InboxViewer): Promise<number> {
  const conditions = filterConditions(filter, viewer);
  const [{ total }] = await db()
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
  const counts = Object.fromEntries(
    views.map((view, n) => [
      `view${n}`,
      sql<number>`count(*) filter (where ${and(...filterConditions({ ...EMPTY_LEAD_FILTER, view }, viewer))})`.mapWith(
        Number,
      ),
    ]),
  );
  // Costed for data in memory (random_page_cost 1.1 on every connection, app/db/client.server.ts): the index's plan,
  // never a parallel scan of every lead.
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
  { kinds }: LeadScope = {},
): Promise<Map<LeadStatus, number>> {
  const rows = await db()
    .select({ status: leads.status, total: count() })
    .from(leads)
    .where(and(...filterConditions(filter, viewer, { statuses, kinds })))
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
  const total = await countLeads(filter, viewer);
  const pages = pageCount(total, LEADS_PAGE_SIZE);
  const current = clampPage(page, pages);
  // The page's ids are read from the index in page order, in the same statement that joins only those leads to
  // their owner and subscription (not every lead an offset skips).
  const conditions = filterConditions(filter, viewer);
  const onPage = db()
    .select({ id: leads.id })
    .from(leads)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(...NEWEST_FIRST)
    .limit(LEADS_PAGE_SIZE)
    .offset((current - 1) * LEADS_PAGE_SIZE);
  const rows =
    total === 0 ? [] : await leadsQuery(db(), EMPTY_LEAD_FILTER, viewer, { ids: onPage }).orderBy(...NEWEST_FIRST);
  return { leads: rows.map(toSummary), total, page: current, pages, pageSize: LEADS_PAGE_SIZE };
}
