/**
 * The newsletter's issues in the admin: composing (a subject, an intro and recent published posts), the list with
 * each issue's delivery counts, the preview, a test copy to the member of staff, and starting to send. Starting only
 * marks the issue `sending`; the sending job (newsletter-sending.server.ts) queues the subscribers' copies a batch
 * at a time. Every change is audited in its own transaction.
 */
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { db, type Queryable } from "~/db/client.server";
import {
  blogPosts,
  emailOutbox,
  newsletterDeliveries,
  newsletterIssues,
  newsletterSubscribers,
  type NewsletterIssueState,
} from "~/db/schema";
import { ISSUE_LIMITS, newsletterMessages } from "~/content/admin-newsletter";
import { newsletterUnsubscribePage } from "~/content/newsletter";
import { NEWSLETTER_AUDIT_ACTIONS } from "../audit/audit-actions";
import { recordAudit } from "../audit/audit.server";
import type { FieldErrors } from "../forms/form-answers";
import { parseForm } from "../forms/parse";
import { env } from "../runtime/env.server";
import { enqueueEmail } from "../runtime/outbox.server";
import type { EmailContent } from "../runtime/email-compose";
import { newsletterIssueMessage, type IssuePost } from "./newsletter-emails";
import {
  NewsletterIssueSchema,
  type NewsletterIssueInput,
  type NewsletterIssueValues,
} from "./newsletter-issue-schema";

/** The audit log's resource type of an issue. */
export const ISSUE_RESOURCE_TYPE = "newsletter_issue";

/** Who does it: the signed-in member of staff. */
export type IssueActor = { id: string; email: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isIssueId(id: unknown): id is string {
  return typeof id === "string" && UUID.test(id);
}

// ---------------------------------------------------------------- posts

export type ChoosablePost = { id: string; title: string; summary: string; slug: string; publishedAt: Date | null };

const postColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  summary: blogPosts.summary,
  slug: blogPosts.slug,
  publishedAt: blogPosts.publishedAt,
};

/**
 * The latest published posts, newest first: what an issue may present. With `chosen` (an issue's posts), any of
 * those still published but no longer among the latest is listed too, in its place by date.
 */
export async function listChoosablePosts(
  chosen: readonly string[] = [],
  limit: number = ISSUE_LIMITS.posts,
): Promise<ChoosablePost[]> {
  const latest = await db()
    .select(postColumns)
    .from(blogPosts)
    .where(eq(blogPosts.isPublished, true))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.createdAt))
    .limit(limit);
  const older = (await publishedPostsIn(db(), chosen)).filter((post) => !latest.some((other) => other.id === post.id));
  if (older.length === 0) return latest;
  const time = (post: ChoosablePost) => (post.publishedAt ? new Date(post.publishedAt).getTime() : 0);
  return [...latest, ...older].sort((a, b) => time(b) - time(a));
}

/** Of the posts `ids` names, those still published, in the order of `ids`. */
export async function publishedPostsIn(q: Queryable, ids: readonly string[]): Promise<ChoosablePost[]> {
  if (ids.length === 0) return [];
  const rows = await q
    .select(postColumns)
    .from(blogPosts)
    .where(and(inArray(blogPosts.id, [...ids]), eq(blogPosts.isPublished, true)));
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}

/** A post as the email presents it, with its absolute address on the site. */
export function issuePost(post: ChoosablePost, origin = env().publicUrl): IssuePost {
  return { title: post.title, summary: post.summary, url: `${origin}/insights/${encodeURIComponent(post.slug)}` };
}

// ---------------------------------------------------------------- counts

export type IssueCounts = {
  /** subscribers whose copy was queued */
  queued: number;
  /** of those, delivered */
  sent: number;
  /** given up on by the outbox (dead) */
  failed: number;
  /** still in the outbox, to be sent */
  waiting: number;
  /** removed from the outbox before delivery: the subscriber unsubscribed (or was erased) first */
  withdrawn: number;
  /** subscribers with a copy of this issue who unsubscribed after it started sending */
  unsubscribed: number;
};

const NO_COUNTS: IssueCounts = { queued: 0, sent: 0, failed: 0, waiting: 0, withdrawn: 0, unsubscribed: 0 };

/** Each issue's counts, by issue id (an issue with no copies queued has none). */
async function countsFor(ids: string[]): Promise<Map<string, IssueCounts>> {
  if (ids.length === 0) return new Map();
  const n = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const rows = await db()
    .select({
      issueId: newsletterDeliveries.issueId,
      queued: count().mapWith(Number),
      sent: n(sql`${emailOutbox.status} = 'sent'`),
      failed: n(sql`${emailOutbox.status} = 'dead'`),
      waiting: n(sql`${emailOutbox.status} = 'pending'`),
      withdrawn: n(sql`${newsletterDeliveries.outboxId} is null`),
      unsubscribed: n(
        sql`${newsletterSubscribers.subscription} = 'unsubscribed' and ${newsletterSubscribers.unsubscribedAt} >= ${newsletterIssues.sendStartedAt}`,
      ),
    })
    .from(newsletterDeliveries)
    .innerJoin(newsletterIssues, eq(newsletterIssues.id, newsletterDeliveries.issueId))
    .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId))
    .leftJoin(emailOutbox, eq(emailOutbox.id, newsletterDeliveries.outboxId))
    .where(inArray(newsletterDeliveries.issueId, ids))
    .groupBy(newsletterDeliveries.issueId);
  return new Map(rows.map(({ issueId, ...counts }) => [issueId, counts]));
}

// ---------------------------------------------------------------- reading

export type IssueRow = {
  id: string;
  subject: string;
  state: NewsletterIssueState;
  updatedAt: Date;
  sendStartedAt: Date | null;
  queuedAt: Date | null;
  counts: IssueCounts;
};

/** The newest issues (100 at most), newest first, with their counts. */
export async function listIssues(limit = 100): Promise<IssueRow[]> {
  const rows = await db()
    .select({
      id: newsletterIssues.id,
      subject: newsletterIssues.subject,
      state: newsletterIssues.state,
      updatedAt: newsletterIssues.updatedAt,
      sendStartedAt: newsletterIssues.sendStartedAt,
      queuedAt: newsletterIssues.queuedAt,
    })
    .from(newsletterIssues)
    .orderBy(desc(newsletterIssues.createdAt), desc(newsletterIssues.id))
    .limit(limit);
  const counts = await countsFor(rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, counts: counts.get(row.id) ?? NO_COUNTS }));
}

export type IssueDetail = IssueRow & { intro: string; postIds: string[]; createdAt: Date };

export async function getIssue(id: string): Promise<IssueDetail | null> {
  if (!isIssueId(id)) return null;
  const [row] = await db().select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  if (!row) return null;
  const counts = (await countsFor([id])).get(id) ?? NO_COUNTS;
  return {
    id: row.id,
    subject: row.subject,
    intro: row.intro,
    postIds: row.postIds,
    state: row.state,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    sendStartedAt: row.sendStartedAt,
    queuedAt: row.queuedAt,
    counts,
  };
}

/** How many subscribers an issue sent now would go to. */
export async function countConfirmedSubscribers(q: Queryable = db()): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.subscription, "confirmed"));
  return Number(row?.n ?? 0);
}

/** The email an issue makes, as a subscriber gets it (with a sample unsubscribe link): the admin's preview. */
export async function previewIssue(issue: Pick<IssueDetail, "subject" | "intro" | "postIds">): Promise<EmailContent> {
  const origin = env().publicUrl;
  const posts = (await publishedPostsIn(db(), issue.postIds)).map((post) => issuePost(post, origin));
  const { subject, text, html } = newsletterIssueMessage("subscriber@example.co.za", issue, posts, {
    unsubscribeUrl: `${origin}${newsletterUnsubscribePage.path}`,
    insightsUrl: `${origin}/insights`,
  });
  return { subject, text, html: html ?? "" };
}

// ---------------------------------------------------------------- composing

export type SaveIssueResult =
  | { ok: true; id: string }
  | { ok: false; reason: "invalid"; fieldErrors: FieldErrors }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "not-draft" };

/** The form's values judged: the first message for each field (a list's problem belongs to the list). */
export function parseIssue(
  values: NewsletterIssueValues,
): { ok: true; data: NewsletterIssueInput } | { ok: false; fieldErrors: FieldErrors } {
  const parsed = parseForm(NewsletterIssueSchema, values);
  if (parsed.ok) return parsed;
  const fieldErrors: FieldErrors = {};
  for (const [key, message] of Object.entries(parsed.errors)) fieldErrors[key.split(".")[0]] ??= message;
  return { ok: false, fieldErrors };
}

/** Whether every chosen post is still published (checked in the saving transaction). */
async function postsArePublished(tx: Queryable, ids: string[]): Promise<boolean> {
  return (await publishedPostsIn(tx, ids)).length === ids.length;
}

const unpublished = (): SaveIssueResult => ({
  ok: false,
  reason: "invalid",
  fieldErrors: { postIds: newsletterMessages.postsUnpublished },
});

/** Stores a new draft. */
export async function createIssue(
  actor: IssueActor,
  values: NewsletterIssueValues,
  ip?: string | null,
): Promise<SaveIssueResult> {
  const parsed = parseIssue(values);
  if (!parsed.ok) return { ok: false, reason: "invalid", fieldErrors: parsed.fieldErrors };
  const input = parsed.data;
  return db().transaction(async (tx): Promise<SaveIssueResult> => {
    if (!(await postsArePublished(tx, input.postIds))) return unpublished();
    const [row] = await tx
      .insert(newsletterIssues)
      .values({ subject: input.subject, intro: input.intro, postIds: input.postIds, createdBy: actor.id })
      .returning({ id: newsletterIssues.id });
    await recordAudit(tx, {
      action: NEWSLETTER_AUDIT_ACTIONS.issueCreated,
      resourceType: ISSUE_RESOURCE_TYPE,
      resourceId: row.id,
      userId: actor.id,
      ip,
      details: { subject: input.subject, posts: input.postIds.length },
    });
    return { ok: true, id: row.id };
  });
}

/** Changes a draft; an issue that has started sending is not changed. */
export async function updateIssue(
  actor: IssueActor,
  id: string,
  values: NewsletterIssueValues,
  ip?: string | null,
): Promise<SaveIssueResult> {
  if (!isIssueId(id)) return { ok: false, reason: "not-found" };
  const parsed = parseIssue(values);
  if (!parsed.ok) return { ok: false, reason: "invalid", fieldErrors: parsed.fieldErrors };
  const input = parsed.data;
  return db().transaction(async (tx): Promise<SaveIssueResult> => {
    const [row] = await tx
      .select({ state: newsletterIssues.state })
      .from(newsletterIssues)
      .where(eq(newsletterIssues.id, id))
      .for("update");
    if (!row) return { ok: false, reason: "not-found" };
    if (row.state !== "draft") return { ok: false, reason: "not-draft" };
    if (!(await postsArePublished(tx, input.postIds))) return unpublished();
    await tx
      .update(newsletterIssues)
      .set({ subject: input.subject, intro: input.intro, postIds: input.postIds, updatedAt: sql`now()` })
      .where(eq(newsletterIssues.id, id));
    await recordAudit(tx, {
      action: NEWSLETTER_AUDIT_ACTIONS.issueUpdated,
      resourceType: ISSUE_RESOURCE_TYPE,
      resourceId: id,
      userId: actor.id,
      ip,
      details: { subject: input.subject, posts: input.postIds.length },
    });
    return { ok: true, id };
  });
}

// ---------------------------------------------------------------- a test copy, and sending

export type TestSendResult = { ok: true; to: string } | { ok: false; reason: "not-found" };

/**
 * Queues one copy of the issue, as saved, to the member of staff's own address, marked as a test, with the audit
 * row. Works in any state (a sent issue can be looked at again in one's inbox).
 */
export async function sendTestIssue(actor: IssueActor, id: string, ip?: string | null): Promise<TestSendResult> {
  if (!isIssueId(id)) return { ok: false, reason: "not-found" };
  const origin = env().publicUrl;
  return db().transaction(async (tx): Promise<TestSendResult> => {
    const [issue] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
    if (!issue) return { ok: false, reason: "not-found" };
    const posts = (await publishedPostsIn(tx, issue.postIds)).map((post) => issuePost(post, origin));
    const message = newsletterIssueMessage(
      actor.email,
      issue,
      posts,
      { unsubscribeUrl: `${origin}${newsletterUnsubscribePage.path}`, insightsUrl: `${origin}/insights` },
      { test: true },
    );
    // No `concerns`: it goes to the member of staff, about no visitor.
    await enqueueEmail(tx, message);
    await recordAudit(tx, {
      action: NEWSLETTER_AUDIT_ACTIONS.testSent,
      resourceType: ISSUE_RESOURCE_TYPE,
      resourceId: id,
      userId: actor.id,
      ip,
      details: { subject: issue.subject },
    });
    return { ok: true, to: actor.email };
  });
}

export type StartSendingResult =
  | { ok: true; subscribers: number }
  | { ok: false; reason: "not-found" | "not-draft" | "no-subscribers" };

/**
 * Starts sending a draft to every confirmed subscriber: marks it `sending` (from then on it cannot change) with the
 * time, and the audit row, in one transaction. The sending job queues the copies.
 */
export async function startSendingIssue(
  actor: IssueActor,
  id: string,
  ip?: string | null,
): Promise<StartSendingResult> {
  if (!isIssueId(id)) return { ok: false, reason: "not-found" };
  return db().transaction(async (tx): Promise<StartSendingResult> => {
    const [issue] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).for("update");
    if (!issue) return { ok: false, reason: "not-found" };
    if (issue.state !== "draft") return { ok: false, reason: "not-draft" };
    const subscribers = await countConfirmedSubscribers(tx);
    if (subscribers === 0) return { ok: false, reason: "no-subscribers" };
    await tx
      .update(newsletterIssues)
      .set({ state: "sending", sendStartedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(newsletterIssues.id, id));
    await recordAudit(tx, {
      action: NEWSLETTER_AUDIT_ACTIONS.sendStarted,
      resourceType: ISSUE_RESOURCE_TYPE,
      resourceId: id,
      userId: actor.id,
      ip,
      // Counts only: who the subscribers are is not the log's business.
      details: { subject: issue.subject, subscribers, posts: issue.postIds.length },
    });
    return { ok: true, subscribers };
  });
}
