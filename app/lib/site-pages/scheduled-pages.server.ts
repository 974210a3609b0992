/**
 * Scheduled pages go live by themselves: at each check of the publishing job, every page whose `publish_at` has
 * come (a page never published, or a live page's pending changes) is published by the same logic as the editor's
 * "Publish" (publishLockedPage: the full check, the revision, the audit row), with no user, and the change is
 * announced to every instance. Each page is published in a transaction of its own that locks its row and skips a
 * row another instance holds, and checks again that it is still due: however many instances check at once, a page
 * is published once.
 *
 * A page that fails the checks for publishing is not published: it keeps its `publish_at`, so it shows as late
 * (late-schedule.server.ts) until someone mends it or changes its schedule. The refusal is logged as a warning
 * with its problems, and written to the audit log once for each time and version it was due at.
 */
import { and, asc, eq, isNotNull, lte, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { auditEvents, sitePages } from "~/db/schema";
import type { PublishProblem } from "~/content/pages/schema/publish";
import { SITE_PAGE_AUDIT_ACTIONS } from "../audit/audit-actions";
import { recordAudit } from "../audit/audit.server";
import { announceContentChange, contentChanged } from "../page-cache/content-changes.server";
import { recordJobRun } from "../runtime/job-runs.server";
import { logger } from "../runtime/logger.server";
import { currentContent, publishLockedPage } from "./site-pages.server";

/** The job's name in job_runs for a page it published (the posts' runs are "scheduled_publishing"). */
export const PAGE_PUBLISH_JOB = "scheduled_page_publishing";

/** How many due pages one check publishes at most; the next check takes the rest. */
const BATCH = 50;

export type PagePublishOutcome = {
  published: { id: string; path: string }[];
  /** due pages that fail the checks for publishing, left scheduled (they become late) */
  refused: { id: string; path: string; problems: PublishProblem[] }[];
};

type PageOutcome =
  | { kind: "published"; id: string; path: string; tags: string[] }
  | { kind: "refused"; id: string; path: string; problems: PublishProblem[] }
  | { kind: "skipped" };

const due = (now: Date) => and(isNotNull(sitePages.publishAt), lte(sitePages.publishAt, now));

/** Publishes one due page, if it is still due and no other instance holds it. */
async function publishDuePage(id: string, now: Date): Promise<PageOutcome> {
  return db().transaction(async (tx): Promise<PageOutcome> => {
    // Another instance publishing it holds the row: skipped here. One that has published it cleared publish_at.
    const [row] = await tx
      .select()
      .from(sitePages)
      .where(and(eq(sitePages.id, id), due(now)))
      .for("update", { skipLocked: true });
    if (!row) return { kind: "skipped" };
    const scheduledFor = row.publishAt!.toISOString();
    const result = await publishLockedPage(tx, row, { by: null, now });
    if (result.ok) {
      await recordJobRun(tx, PAGE_PUBLISH_JOB, now, { page: row.id, path: row.path, scheduledFor });
      await announceContentChange(tx, result.tags);
      return { kind: "published", id: row.id, path: row.path, tags: result.tags };
    }

    // Refused: left scheduled, and written to the audit log once for this time and version.
    const [written] = await tx
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, SITE_PAGE_AUDIT_ACTIONS.scheduleRefused),
          eq(auditEvents.resourceId, row.id),
          sql`${auditEvents.details}->>'scheduledFor' = ${scheduledFor}`,
          sql`${auditEvents.details}->>'version' = ${String(row.version)}`,
        ),
      )
      .limit(1);
    if (!written) {
      logger.warn(
        { path: row.path, scheduledFor, problems: result.problems },
        "a scheduled page was not published: it fails the checks for publishing, and stays scheduled (late) until mended",
      );
      await recordAudit(tx, {
        action: SITE_PAGE_AUDIT_ACTIONS.scheduleRefused,
        resourceType: "site_page",
        resourceId: row.id,
        details: {
          path: row.path,
          title: currentContent(row).title,
          scheduledFor,
          version: String(row.version),
          problems: result.problems,
        },
      });
    }
    return { kind: "refused", id: row.id, path: row.path, problems: result.problems };
  });
}

/** Publishes every page scheduled at or before `now` that passes the checks; the others stay scheduled. */
export async function publishDuePages(now: Date = new Date()): Promise<PagePublishOutcome> {
  // At each check: one indexed read, no lock, when nothing is due.
  const rows = await db()
    .select({ id: sitePages.id })
    .from(sitePages)
    .where(due(now))
    .orderBy(asc(sitePages.publishAt))
    .limit(BATCH);
  const outcome: PagePublishOutcome = { published: [], refused: [] };
  for (const { id } of rows) {
    const page = await publishDuePage(id, now);
    if (page.kind === "published") {
      // This instance drops what it keeps at once; the others when the announcement reaches them.
      contentChanged(page.tags);
      outcome.published.push({ id: page.id, path: page.path });
    } else if (page.kind === "refused") {
      outcome.refused.push({ id: page.id, path: page.path, problems: page.problems });
    }
  }
  return outcome;
}
