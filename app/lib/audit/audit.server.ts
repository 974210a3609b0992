/**
 * The audit log: written in the same transaction as the change it records;
 * never deleted, and changed only by retention, which empties an event's IP
 * address after 90 days (ADR 038). Read a page at a time by the admin's audit page.
 */
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { db, type Queryable } from "~/db/client.server";
import { auditEvents, user } from "~/db/schema";
import { clampPage, pageCount } from "../pages/pagination";
import { AUDIT_ACTIONS } from "./audit-actions";

export const AUDIT_PAGE_SIZE = 50;

export type AuditEntry = {
  action: string;
  resourceType: string;
  resourceId?: string | null;
  details?: Record<string, unknown>;
  userId?: string | null;
  ip?: string | null;
};

export async function recordAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await recordAudits(tx, [entry]);
}

/** One audit row per entry, in one statement: a bulk action's rows, one per record it changed. */
export async function recordAudits(tx: Queryable, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(auditEvents).values(
    entries.map((entry) => ({
      action: entry.action,
      resourceType: entry.resourceType,
      resourceId: entry.resourceId ?? null,
      details: entry.details ?? {},
      userId: entry.userId ?? null,
      ip: entry.ip ?? null,
    })),
  );
}

export type AuditQuery = { action?: string | null; resourceType?: string | null; page?: number | string | null };

export type AuditRow = {
  id: string;
  action: string;
  resourceType: string;
  resourceId: string | null;
  details: Record<string, unknown>;
  userId: string | null;
  /** The acting user's email while the account exists. */
  userEmail: string | null;
  ip: string | null;
  createdAt: Date;
};

/** One page (50) of audit events, newest first, optionally of one action and one resource type. */
export async function listAuditEvents(query: AuditQuery) {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(auditEvents.action, query.action));
  if (query.resourceType) conditions.push(eq(auditEvents.resourceType, query.resourceType));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [{ total }] = await db().select({ total: count() }).from(auditEvents).where(where);
  const pages = pageCount(total, AUDIT_PAGE_SIZE);
  const page = clampPage(query.page ?? 1, pages);
  const events: AuditRow[] = await db()
    .select({
      id: auditEvents.id,
      action: auditEvents.action,
      resourceType: auditEvents.resourceType,
      resourceId: auditEvents.resourceId,
      details: auditEvents.details,
      userId: auditEvents.userId,
      userEmail: user.email,
      ip: auditEvents.ip,
      createdAt: auditEvents.createdAt,
    })
    .from(auditEvents)
    .leftJoin(user, eq(user.id, auditEvents.userId))
    .where(where)
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return { events, total, page, pages };
}

/** The actions and resource types present in the log (the audit page's filter choices). */
export async function listAuditFilterOptions(): Promise<{ actions: string[]; resourceTypes: string[] }> {
  const [actions, resourceTypes] = await Promise.all([
    db().selectDistinct({ value: auditEvents.action }).from(auditEvents).orderBy(auditEvents.action),
    db().selectDistinct({ value: auditEvents.resourceType }).from(auditEvents).orderBy(auditEvents.resourceType),
  ]);
  const known = Object.values(AUDIT_ACTIONS) as string[];
  return {
    actions: [...new Set([...known, ...actions.map((row) => row.value)])].sort(),
    resourceTypes: [...new Set(["blog_category", "blog_post", ...resourceTypes.map((row) => row.value)])].sort(),
  };
}
