/**
 * A page's draft scheduled to go live by itself, unscheduled, or thrown away, with the same rules as every other
 * change of a page (ADR 056, 059): each names the version the editor read and is refused when another change came
 * first; each raises the version and is audited. A schedule sits on the row (`publish_at`) for the page's current
 * draft: a page never published, or a live page's pending changes. The job that publishes at that time is
 * scheduled publishing's; a draft that could not be published is refused a schedule with its problems, so the
 * time is not waited for in vain.
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { PublishProblem } from "~/content/pages/schema/publish";
import { db } from "~/db/client.server";
import { isRowId } from "~/db/row-id";
import { sitePages } from "~/db/schema";
import { SITE_PAGE_AUDIT_ACTIONS } from "../audit/audit-actions";
import { recordAudit } from "../audit/audit.server";
import {
  currentContent,
  isStale,
  lockedAt,
  publishContextNow,
  publishProblems,
  recordPageRevision,
  sitePageLookup,
  type PageChangeOptions,
  type StalePage,
} from "./site-pages.server";

/** How far ahead a page may be scheduled. */
export const MAX_PAGE_SCHEDULE_DAYS = 366;

export type ScheduleRefusal =
  | StalePage
  | { ok: false; reason: "invalid"; problems: PublishProblem[] }
  | { ok: false; reason: "time"; message: string }
  | { ok: false; reason: "nothing" };

export type ScheduleResult = { ok: true; version: number } | ScheduleRefusal;

export const PAGE_SCHEDULE_MESSAGES = {
  past: "Choose a time in the future to schedule the page.",
  tooFar: `Choose a time within ${MAX_PAGE_SCHEDULE_DAYS} days.`,
  nothing: "This page has no changes waiting to be published, so there is nothing to schedule.",
} as const;

/** Whether `publishAt` may be chosen at `now`: in the future, within a year. */
export function schedulingTimeProblem(publishAt: Date, now: Date): string | null {
  if (publishAt.getTime() <= now.getTime()) return PAGE_SCHEDULE_MESSAGES.past;
  if (publishAt.getTime() > now.getTime() + MAX_PAGE_SCHEDULE_DAYS * 86_400_000) return PAGE_SCHEDULE_MESSAGES.tooFar;
  return null;
}

/**
 * Schedules the page's current draft to go live at `publishAt`: a page never published, or a live page's pending
 * changes (a live page without any has nothing to schedule). The draft is checked as publishing would check it.
 * Null when there is no such page.
 */
export async function scheduleSitePage(
  id: string,
  publishAt: Date,
  { expectedVersion, by, ip, now = new Date() }: PageChangeOptions,
): Promise<ScheduleResult | null> {
  if (!isRowId(id)) return null;
  const timeProblem = schedulingTimeProblem(publishAt, now);
  if (timeProblem) return { ok: false, reason: "time", message: timeProblem };
  return db().transaction(async (tx) => {
    const row = await lockedAt(tx, id, expectedVersion);
    if (!row || isStale(row)) return row;
    if (row.isPublished && !row.pendingChanges) return { ok: false as const, reason: "nothing" as const };
    const content = currentContent(row);
    const problems = publishProblems(row.path, content, await publishContextNow(tx, content), await sitePageLookup(tx));
    if (problems.length > 0) return { ok: false as const, reason: "invalid" as const, problems };
    const version = row.version + 1;
    await tx.update(sitePages).set({ publishAt, version, updatedAt: now }).where(eq(sitePages.id, id));
    await recordPageRevision(tx, row, { version, kind: "scheduled", content, by });
    await recordAudit(tx, {
      action: SITE_PAGE_AUDIT_ACTIONS.scheduled,
      resourceType: "site_page",
      resourceId: id,
      userId: by.id,
      ip,
      details: { path: row.path, title: content.title, publishAt: publishAt.toISOString(), live: row.isPublished },
    });
    return { ok: true as const, version };
  });
}

/** Takes the page's schedule off: its draft waits for "Publish changes". Null when there is no such page. */
export async function unscheduleSitePage(
  id: string,
  { expectedVersion, by, ip, now = new Date() }: PageChangeOptions,
): Promise<ScheduleResult | null> {
  if (!isRowId(id)) return null;
  return db().transaction(async (tx) => {
    const row = await lockedAt(tx, id, expectedVersion);
    if (!row || isStale(row)) return row;
    if (!row.publishAt) return { ok: false as const, reason: "nothing" as const };
    const version = row.version + 1;
    await tx.update(sitePages).set({ publishAt: null, version, updatedAt: now }).where(eq(sitePages.id, id));
    await recordAudit(tx, {
      action: SITE_PAGE_AUDIT_ACTIONS.unscheduled,
      resourceType: "site_page",
      resourceId: id,
      userId: by.id,
      ip,
      details: { path: row.path, title: currentContent(row).title, publishAt: row.publishAt.toISOString() },
    });
    return { ok: true as const, version };
  });
}

/**
 * Throws away a live page's pending changes (and their schedule): the editor starts again from the live page,
 * which readers never stopped seeing. A revision records the draft going back to the live page. Null when there
 * is no such page.
 */
export async function discardSitePageChanges(
  id: string,
  { expectedVersion, by, ip, now = new Date() }: PageChangeOptions,
): Promise<ScheduleResult | null> {
  if (!isRowId(id)) return null;
  return db().transaction(async (tx) => {
    const row = await lockedAt(tx, id, expectedVersion);
    if (!row || isStale(row)) return row;
    if (!row.isPublished || !row.pendingChanges) return { ok: false as const, reason: "nothing" as const };
    const version = row.version + 1;
    await tx
      .update(sitePages)
      .set({ pendingChanges: null, pendingSavedAt: null, publishAt: null, version, updatedAt: now })
      .where(eq(sitePages.id, id));
    await recordPageRevision(tx, row, { version, kind: "draft", content: row.content, by });
    await recordAudit(tx, {
      action: SITE_PAGE_AUDIT_ACTIONS.changesDiscarded,
      resourceType: "site_page",
      resourceId: id,
      userId: by.id,
      ip,
      details: { path: row.path, title: row.content.title, wasScheduled: row.publishAt?.toISOString() ?? null },
    });
    return { ok: true as const, version };
  });
}

/**
 * The secret of the page's preview link, made when it has none (or anew with `renew`, which ends the old link).
 * The link shows the page's current draft. Null when there is no such page.
 */
export async function pagePreviewToken(
  id: string,
  { by, ip, renew = false }: { by: { id: string }; ip?: string | null; renew?: boolean },
): Promise<string | null> {
  if (!isRowId(id)) return null;
  return db().transaction(async (tx) => {
    const [row] = await tx.select().from(sitePages).where(eq(sitePages.id, id)).for("update");
    if (!row) return null;
    if (row.previewToken && !renew) return row.previewToken;
    const token = crypto.randomBytes(24).toString("base64url");
    await tx.update(sitePages).set({ previewToken: token }).where(eq(sitePages.id, id));
    await recordAudit(tx, {
      action: SITE_PAGE_AUDIT_ACTIONS.previewLinkCreated,
      resourceType: "site_page",
      resourceId: id,
      userId: by.id,
      ip,
      details: { path: row.path, renewed: Boolean(row.previewToken) },
    });
    return token;
  });
}
