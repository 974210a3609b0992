/**
 * The newsletter, sent, against a real, migrated database and a real SMTP listener: composing an issue and its
 * messages, the test copy, starting a send, the sending job queueing confirmed subscribers only, batch by batch,
 * never twice (two runs at once, a run that fails before it commits and is resumed), an unsubscribe or an erasure
 * between queueing and delivery withdrawing that copy, and each issue's counts.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  auditEvents,
  blogPosts,
  emailOutbox,
  jobRuns,
  leads,
  newsletterDeliveries,
  newsletterIssues,
  newsletterSubscribers,
  user,
} from "~/db/schema";
import { seedIfEmpty } from "~/db/seed";
import { newsletterMessages } from "~/content/admin-newsletter";
import { NEWSLETTER_AUDIT_ACTIONS } from "~/lib/audit/audit-actions";
import { erasePersonData } from "~/lib/leads/person-data.server";
import {
  createIssue,
  getIssue,
  listChoosablePosts,
  listIssues,
  previewIssue,
  sendTestIssue,
  startSendingIssue,
  updateIssue,
  type ChoosablePost,
} from "~/lib/newsletter/newsletter-issues.server";
import {
  batchSizeFor,
  NEWSLETTER_JOB,
  NEWSLETTER_LOCK_KEY,
  queueNewsletterBatch,
  startNewsletterSendingSchedule,
} from "~/lib/newsletter/newsletter-sending.server";
import { signUnsubscribeToken, verifyUnsubscribeToken } from "~/lib/newsletter/newsletter-tokens.server";
import { unsubscribe } from "~/lib/newsletter/newsletter.server";
import { createMailer, type Mailer } from "~/lib/runtime/mailer.server";
import { deliverDueEmails } from "~/lib/runtime/outbox.server";
import { useSecondInstance } from "../support/second-instance";
import { setUpTestDatabase } from "../support/database";
import { setUpTestEnvironment, temporaryDir } from "../support/environment";
import { addNewsletter } from "../support/lead-fixtures";
import { startMailSink, type MailSink } from "../support/mail-sink";
import { readEmails, type ReceivedEmail } from "../support/mail";

const BASE = "https://kestrel.test";
const SECRET = "newsletter-sending-secret-0123456789abcdefghijkl";
// env() reads these the first time it is called: set before any test runs.
const dataDir = setUpTestEnvironment("newsletter-sending", {
  PUBLIC_URL: BASE,
  AUTH_SECRET: SECRET,
  NEWSLETTER_SEND_PER_MINUTE: "600",
});
const database = setUpTestDatabase();

const STAFF = { id: "staff-newsletter", email: "editor@kestrel.test" };
let sink: MailSink;
let mailer: Mailer;
let posts: ChoosablePost[];

beforeAll(async () => {
  await seedIfEmpty(database().db);
  sink = await startMailSink(temporaryDir("newsletter-sending-mail"));
  // (An idle pooled connection says goodbye at once, so the listener can stop without waiting for it.)
  mailer = createMailer({
    smtpUrl: `smtp://127.0.0.1:${sink.port}?idleTimeout=100`,
    mailFrom: "Kestrel <no-reply@kestrel.test>",
    dataDir,
  });
  posts = await listChoosablePosts();
});

afterAll(async () => {
  mailer?.close();
  await sink?.close();
  if (sink) fs.rmSync(sink.dir, { recursive: true, force: true });
});

beforeEach(async () => {
  await db().delete(newsletterIssues);
  // A sign-up's lead takes its subscription with it.
  await db().delete(leads);
  await db().delete(newsletterSubscribers);
  await db().delete(emailOutbox);
  await db().delete(jobRuns);
  await db().delete(auditEvents);
  await db().delete(user);
  await db().insert(user).values({ id: STAFF.id, email: STAFF.email, name: "Editor", emailVerified: true });
  for (const file of fs.readdirSync(sink.dir)) fs.rmSync(`${sink.dir}/${file}`);
});

const values = (overrides: Partial<{ subject: string; intro: string; postIds: string[] }> = {}) => ({
  subject: "Pricing for the new year",
  intro: "Hello from Kestrel.\n\nThree ideas on pricing before January.",
  postIds: [posts[0].id, posts[1].id],
  ...overrides,
});

/** A draft made through createIssue; its id. */
async function aDraft(overrides: Parameters<typeof values>[0] = {}): Promise<string> {
  const made = await createIssue(STAFF, values(overrides));
  if (!made.ok) throw new Error(`the draft was refused: ${JSON.stringify(made)}`);
  return made.id;
}

/** `count` confirmed subscribers; their addresses. */
async function confirmed(count: number, prefix = "reader"): Promise<string[]> {
  const emails = Array.from(
    { length: count },
    (_, i) => `${prefix}-${i}-${crypto.randomBytes(3).toString("hex")}@example.co.za`,
  );
  for (const email of emails) await addNewsletter(email);
  return emails;
}

async function subscriberId(email: string): Promise<string> {
  const [row] = await db()
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return row.id;
}

/** Runs the job until the issue has gone to everyone (at most `maxRuns` batches). */
async function queueAll(limit: number, maxRuns = 50) {
  for (let run = 0; run < maxRuns; run++) {
    const outcome = await queueNewsletterBatch({ limit });
    if (!outcome.ran) return;
  }
  throw new Error("the job never finished");
}

/** Delivers everything due to the SMTP listener; what it received, by recipient. */
async function deliverAll(): Promise<Map<string, ReceivedEmail[]>> {
  for (;;) {
    const { sent, failed } = await deliverDueEmails(db(), mailer, { now: new Date(Date.now() + 1_000) });
    if (sent + failed === 0) break;
  }
  const received = new Map<string, ReceivedEmail[]>();
  for (const email of readEmails(sink.dir)) received.set(email.to, [...(received.get(email.to) ?? []), email]);
  return received;
}

const headersOf = (email: ReceivedEmail) => email.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
const deliveries = (issueId: string) =>
  db().select().from(newsletterDeliveries).where(eq(newsletterDeliveries.issueId, issueId));
const issueRow = async (id: string) =>
  (await db().select().from(newsletterIssues).where(eq(newsletterIssues.id, id)))[0];
const auditOf = (action: string) => db().select().from(auditEvents).where(eq(auditEvents.action, action));

describe("composing an issue", () => {
  it("says what is missing or too long, and stores nothing", async () => {
    expect(await createIssue(STAFF, { subject: "  ", intro: "", postIds: [] })).toEqual({
      ok: false,
      reason: "invalid",
      fieldErrors: {
        subject: newsletterMessages.subjectRequired,
        intro: newsletterMessages.introRequired,
        postIds: newsletterMessages.postsRequired,
      },
    });
    expect(newsletterMessages.subjectRequired).toBe("Please enter a subject.");
    expect(newsletterMessages.postsRequired).toBe("Please choose at least one post.");

    const tooMany = Array.from({ length: 13 }, () => crypto.randomUUID());
    expect(
      await createIssue(STAFF, values({ subject: "x".repeat(151), intro: "y".repeat(5_001), postIds: tooMany })),
    ).toEqual({
      ok: false,
      reason: "invalid",
      fieldErrors: {
        subject: "The subject must be at most 150 characters.",
        intro: "The introduction must be at most 5000 characters.",
        postIds: "Please choose at most 12 posts.",
      },
    });
    expect(await db().select().from(newsletterIssues)).toEqual([]);
    expect(await db().select().from(auditEvents)).toEqual([]);
  });

  it("refuses a post that is not published (a draft, or no post at all)", async () => {
    const [draftPost] = await db()
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(eq(blogPosts.isPublished, false))
      .limit(1);
    const unpublished = draftPost?.id ?? crypto.randomUUID();
    for (const postIds of [[posts[0].id, unpublished], ["not-a-post"]]) {
      expect(await createIssue(STAFF, values({ postIds }))).toEqual({
        ok: false,
        reason: "invalid",
        fieldErrors: { postIds: "A chosen post is no longer published. Please choose again." },
      });
    }
    expect(await db().select().from(newsletterIssues)).toEqual([]);
  });

  it("stores a draft trimmed, with its posts in order, audited; a change is audited too", async () => {
    const id = await aDraft({ subject: "  Pricing  ", postIds: [posts[2].id, posts[0].id] });
    const row = await issueRow(id);
    expect(row).toMatchObject({
      subject: "Pricing",
      state: "draft",
      postIds: [posts[2].id, posts[0].id],
      createdBy: STAFF.id,
      sendStartedAt: null,
    });
    expect(await updateIssue(STAFF, id, values({ subject: "Pricing, again" }))).toEqual({ ok: true, id });
    expect((await issueRow(id)).subject).toBe("Pricing, again");
    expect((await auditOf(NEWSLETTER_AUDIT_ACTIONS.issueCreated)).map((e) => [e.resourceId, e.userId])).toEqual([
      [id, STAFF.id],
    ]);
    expect((await auditOf(NEWSLETTER_AUDIT_ACTIONS.issueUpdated)).map((e) => e.details)).toEqual([
      { subject: "Pricing, again", posts: 2 },
    ]);
    expect(await updateIssue(STAFF, crypto.randomUUID(), values())).toEqual({ ok: false, reason: "not-found" });
  });

  it("previews the email a subscriber gets: intro, each post's title, summary and absolute link, and an unsubscribe link", async () => {
    const id = await aDraft();
    const preview = await previewIssue((await getIssue(id))!);
    expect(preview.subject).toBe("Pricing for the new year");
    for (const post of posts.slice(0, 2)) {
      expect(preview.text).toContain(
        `${post.title}\n${post.summary}\nRead the full insight: ${BASE}/insights/${post.slug}`,
      );
      expect(preview.html).toContain(`href="${BASE}/insights/${post.slug}"`);
    }
    expect(preview.text.indexOf(posts[0].title)).toBeLessThan(preview.text.indexOf(posts[1].title));
    expect(preview.html).toContain('<p style="margin:0 0 16px">Three ideas on pricing before January.</p>');
    expect(preview.text).toContain(`Don't want these emails? Unsubscribe: ${BASE}/newsletter/unsubscribe`);
  });
});

describe("a test copy", () => {
  it("goes to the member of staff alone, marked as a test, without List-Unsubscribe headers, and is audited", async () => {
    await confirmed(2);
    const id = await aDraft();
    expect(await sendTestIssue(STAFF, id, "203.0.113.9")).toEqual({ ok: true, to: STAFF.email });
    const received = await deliverAll();
    expect([...received.keys()]).toEqual([STAFF.email]);
    const [copy] = received.get(STAFF.email)!;
    expect(copy.subject).toBe("[Test] Pricing for the new year");
    expect(copy.text).toContain("This is a test copy.");
    expect(copy.text).toContain(posts[0].title);
    expect(headersOf(copy)).not.toMatch(/List-Unsubscribe/i);
    expect((await issueRow(id)).state).toBe("draft");
    expect(await deliveries(id)).toEqual([]);
    expect((await auditOf(NEWSLETTER_AUDIT_ACTIONS.testSent)).map((e) => [e.resourceId, e.userId, e.ip])).toEqual([
      [id, STAFF.id, "203.0.113.9"],
    ]);
    expect(await sendTestIssue(STAFF, crypto.randomUUID())).toEqual({ ok: false, reason: "not-found" });
  });
});

describe("sending an issue", () => {
  it("starts once, only as a draft and only with someone to send to; it can no longer change", async () => {
    const id = await aDraft();
    expect(await startSendingIssue(STAFF, id)).toEqual({ ok: false, reason: "no-subscribers" });
    await addNewsletter("pending@example.co.za", { subscription: "pending" });
    expect(await startSendingIssue(STAFF, id)).toEqual({ ok: false, reason: "no-subscribers" });
    await confirmed(2);
    expect(await startSendingIssue(STAFF, id, "203.0.113.7")).toEqual({ ok: true, subscribers: 2 });
    expect(await startSendingIssue(STAFF, id)).toEqual({ ok: false, reason: "not-draft" });
    expect(await updateIssue(STAFF, id, values({ subject: "Changed" }))).toEqual({ ok: false, reason: "not-draft" });
    const row = await issueRow(id);
    expect(row.state).toBe("sending");
    expect(row.sendStartedAt).toBeInstanceOf(Date);
    expect(
      (await auditOf(NEWSLETTER_AUDIT_ACTIONS.sendStarted)).map((e) => [e.resourceId, e.userId, e.details]),
    ).toEqual([[id, STAFF.id, { subject: "Pricing for the new year", subscribers: 2, posts: 2 }]]);
    // Starting queues nothing by itself: the job does.
    expect(await db().select().from(emailOutbox)).toEqual([]);
  });

  it("queues confirmed subscribers only, each with their own unsubscribe link and headers, then marks the issue sent", async () => {
    const readers = await confirmed(3);
    await addNewsletter("pending@example.co.za", { subscription: "pending" });
    await addNewsletter("gone@example.co.za", { subscription: "unsubscribed" });
    const id = await aDraft();
    await startSendingIssue(STAFF, id);

    expect(await queueNewsletterBatch({ limit: 10, instanceId: "test-instance" })).toEqual({
      ran: true,
      queued: 3,
      issues: [{ issueId: id, queued: 3, finished: true }],
    });
    const row = await issueRow(id);
    expect(row.state).toBe("sent");
    expect(row.queuedAt).toBeInstanceOf(Date);
    expect(await queueNewsletterBatch({ limit: 10 })).toEqual({ ran: false, reason: "idle" });

    const outbox = await db().select().from(emailOutbox);
    expect(outbox.map((email) => email.to).sort()).toEqual([...readers].sort());
    for (const email of outbox) {
      expect(email.concerns).toBe(email.to);
      const token = new URL(/^<(.+)>$/.exec(email.headers["List-Unsubscribe"])![1]).searchParams.get("token");
      expect(verifyUnsubscribeToken(SECRET, token)).toEqual({ ok: true, subscriberId: await subscriberId(email.to) });
      expect(email.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(email.text).toContain(`Unsubscribe: ${BASE}/newsletter/unsubscribe?token=${token}`);
    }
    const [run] = await db().select().from(jobRuns);
    expect(run).toMatchObject({
      job: NEWSLETTER_JOB,
      instance: "test-instance",
      details: { queued: 3, limit: 10, issues: [{ issueId: id, queued: 3, finished: true }] },
    });
    expect(run.finishedAt!.getTime()).toBeGreaterThanOrEqual(run.startedAt.getTime());
    expect((await auditOf(NEWSLETTER_AUDIT_ACTIONS.queued)).map((e) => e.details)).toEqual([
      { subject: "Pricing for the new year", subscribers: 3 },
    ]);

    const received = await deliverAll();
    expect([...received.keys()].sort()).toEqual([...readers].sort());
    const message = received.get(readers[0])![0];
    expect(message.subject).toBe("Pricing for the new year");
    expect(headersOf(message)).toContain(
      `List-Unsubscribe: <${BASE}/newsletter/unsubscribe?token=${signUnsubscribeToken(SECRET, await subscriberId(readers[0]))}>`,
    );
    expect(headersOf(message)).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(message.text).toContain("Three ideas on pricing before January.");
    expect(message.text).toContain(`${BASE}/insights/${posts[1].slug}`);
  });

  it("queues a batch at a time: the rate's share of a check, oldest issue first", async () => {
    expect(batchSizeFor(300)).toBe(50);
    expect(batchSizeFor(600, 10_000)).toBe(100);
    expect(batchSizeFor(1, 10_000)).toBe(1);
    await confirmed(7);
    const first = await aDraft({ subject: "First" });
    const second = await aDraft({ subject: "Second" });
    await startSendingIssue(STAFF, first);
    await startSendingIssue(STAFF, second);

    const runs = [];
    for (let i = 0; i < 6; i++) runs.push(await queueNewsletterBatch({ limit: 3 }));
    expect(
      runs.map((run) =>
        run.ran
          ? run.issues.map((issue) => [issue.issueId === first ? "first" : "second", issue.queued, issue.finished])
          : run.reason,
      ),
    ).toEqual([
      [["first", 3, false]],
      [["first", 3, false]],
      // One left of the first: it is done, and the second takes the rest of the batch.
      [
        ["first", 1, true],
        ["second", 2, false],
      ],
      [["second", 3, false]],
      [["second", 2, true]],
      "idle",
    ]);
    expect(await db().select().from(jobRuns)).toHaveLength(5);
    expect((await deliveries(first)).length).toBe(7);
    expect((await deliveries(second)).length).toBe(7);
  });

  it("never queues a subscriber twice when two runs go at once", async () => {
    const readers = await confirmed(9);
    const id = await aDraft();
    await startSendingIssue(STAFF, id);
    for (let round = 0; round < 10 && (await issueRow(id)).state === "sending"; round++) {
      const outcomes = await Promise.all([queueNewsletterBatch({ limit: 4 }), queueNewsletterBatch({ limit: 4 })]);
      for (const outcome of outcomes) if (!outcome.ran) expect(["locked", "idle"]).toContain(outcome.reason);
    }
    expect((await issueRow(id)).state).toBe("sent");
    expect((await deliveries(id)).length).toBe(9);
    const received = await deliverAll();
    expect([...received.keys()].sort()).toEqual([...readers].sort());
    for (const copies of received.values()) expect(copies).toHaveLength(1);
  });

  it("queues nothing of a batch that fails before it commits, and resumes where the last committed batch ended", async () => {
    const readers = await confirmed(8);
    const id = await aDraft();
    await startSendingIssue(STAFF, id);
    expect(await queueNewsletterBatch({ limit: 3 })).toMatchObject({ ran: true, queued: 3 });
    // The first batch goes out before the crash.
    expect((await deliverAll()).size).toBe(3);

    // The next batch writes its emails and delivery rows, and the process dies before the commit.
    let wrote = 0;
    const crash = queueNewsletterBatch({
      limit: 3,
      beforeCommit: async (tx) => {
        const [{ n }] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(newsletterDeliveries);
        wrote = n;
        throw new Error("killed");
      },
    });
    await expect(crash).rejects.toThrow("killed");
    expect(wrote).toBe(6);
    expect((await deliveries(id)).length).toBe(3);
    expect(await db().select().from(emailOutbox)).toHaveLength(3);
    expect(await db().select().from(jobRuns)).toHaveLength(1);
    expect((await issueRow(id)).state).toBe("sending");

    await queueAll(3);
    expect((await issueRow(id)).state).toBe("sent");
    const received = await deliverAll();
    expect([...received.keys()].sort()).toEqual([...readers].sort());
    for (const copies of received.values()) expect(copies).toHaveLength(1);
  });

  it("withdraws the copy of someone who unsubscribes between queueing and delivery, and of someone erased", async () => {
    const [stays, leaves, erased] = await confirmed(3);
    const id = await aDraft();
    await startSendingIssue(STAFF, id);
    await queueAll(10);
    expect(await db().select().from(emailOutbox)).toHaveLength(3);

    // The one-click unsubscribe (what the mail program's button does) before the outbox has sent it.
    expect(await unsubscribe(signUnsubscribeToken(SECRET, await subscriberId(leaves)))).toEqual({
      state: "unsubscribed",
      email: leaves,
    });
    await erasePersonData({ id: "admin" }, erased);

    const outbox = await db().select().from(emailOutbox);
    expect(outbox.map((email) => email.to)).toEqual([stays]);
    const rows = await db()
      .select({ email: newsletterSubscribers.email, outboxId: newsletterDeliveries.outboxId })
      .from(newsletterDeliveries)
      .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId))
      .orderBy(asc(newsletterSubscribers.email));
    // The one who left keeps a delivery row without an email (so the job never queues them again); the erased has none.
    expect(rows.map((row) => [row.email, row.outboxId === null])).toEqual(
      [
        [leaves, true],
        [stays, false],
      ].sort(),
    );

    const received = await deliverAll();
    expect([...received.keys()]).toEqual([stays]);
    expect((await getIssue(id))!.counts).toEqual({
      queued: 2,
      sent: 1,
      failed: 0,
      waiting: 0,
      withdrawn: 1,
      unsubscribed: 1,
    });
  });

  it("an unsubscribe while the issue is being sent keeps the address out of the batches still to come", async () => {
    const readers = await confirmed(4);
    const id = await aDraft();
    await startSendingIssue(STAFF, id);
    await queueNewsletterBatch({ limit: 2 });
    const queued = (await db().select({ to: emailOutbox.to }).from(emailOutbox)).map((row) => row.to);
    const later = readers.find((email) => !queued.includes(email))!;
    await unsubscribe(signUnsubscribeToken(SECRET, await subscriberId(later)));
    await queueAll(2);
    const received = await deliverAll();
    expect(received.has(later)).toBe(false);
    expect(received.size).toBe(3);
  });

  it("counts each issue's copies sent and failed, and the subscribers who unsubscribed since it started", async () => {
    const readers = await confirmed(4);
    const old = await aDraft({ subject: "Old" });
    await startSendingIssue(STAFF, old);
    await queueAll(10);
    await deliverAll();

    const id = await aDraft({ subject: "New" });
    const draftOnly = await aDraft({ subject: "Still a draft" });
    await startSendingIssue(STAFF, id);
    await queueAll(10);
    // One copy of the new issue fails for good; the others are delivered.
    const [failing] = await db()
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .innerJoin(newsletterDeliveries, eq(newsletterDeliveries.outboxId, emailOutbox.id))
      .where(and(eq(newsletterDeliveries.issueId, id), eq(emailOutbox.to, readers[3])));
    await db().update(emailOutbox).set({ status: "dead", attempts: 8 }).where(eq(emailOutbox.id, failing.id));
    await deliverAll();
    // Two readers unsubscribe after both issues went out.
    for (const email of readers.slice(0, 2)) await unsubscribe(signUnsubscribeToken(SECRET, await subscriberId(email)));
    // The old issue started before they unsubscribed too; make it look as if they had left before it started.
    await db()
      .update(newsletterIssues)
      .set({ sendStartedAt: sql`now() + interval '1 minute'` })
      .where(eq(newsletterIssues.id, old));

    const list = await listIssues();
    const bySubject = Object.fromEntries(list.map((issue) => [issue.subject, [issue.state, issue.counts]]));
    expect(bySubject).toEqual({
      "Still a draft": ["draft", { queued: 0, sent: 0, failed: 0, waiting: 0, withdrawn: 0, unsubscribed: 0 }],
      New: ["sent", { queued: 4, sent: 3, failed: 1, waiting: 0, withdrawn: 0, unsubscribed: 2 }],
      Old: ["sent", { queued: 4, sent: 4, failed: 0, waiting: 0, withdrawn: 0, unsubscribed: 0 }],
    });
    // Newest first.
    expect(list.map((issue) => issue.subject)).toEqual(["Still a draft", "New", "Old"]);
    expect((await getIssue(draftOnly))!.state).toBe("draft");
  });
});

describe("the sending schedule", () => {
  it("queues a batch at each check at the configured rate until the issue is sent, and stops cleanly", async () => {
    const readers = await confirmed(3);
    const id = await aDraft();
    await startSendingIssue(STAFF, id);
    // 600 a minute, checked every 100 ms: one copy a check.
    const schedule = startNewsletterSendingSchedule({ intervalMs: 100 });
    try {
      const deadline = Date.now() + 10_000;
      while ((await issueRow(id)).state !== "sent") {
        if (Date.now() > deadline) throw new Error("the schedule never sent the issue");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await schedule.stop();
    }
    const runs = await db().select().from(jobRuns).orderBy(asc(jobRuns.startedAt));
    expect(runs.map((run) => (run.details as { queued: number }).queued)).toEqual([1, 1, 1, 0]);
    expect((await deliverAll()).size).toBe(readers.length);
  });

  it("skips a check that comes less than the spacing after the last batch, whichever instance ran it", async () => {
    await confirmed(2);
    const id = await aDraft();
    await startSendingIssue(STAFF, id);
    expect(await queueNewsletterBatch({ limit: 1, spacingMs: 60_000, instanceId: "one" })).toMatchObject({
      ran: true,
      queued: 1,
    });
    expect(await queueNewsletterBatch({ limit: 1, spacingMs: 60_000, instanceId: "two" })).toEqual({
      ran: false,
      reason: "too-soon",
    });
    expect((await deliveries(id)).length).toBe(1);
  });
});

describe("with several instances (PostgreSQL)", () => {
  // PGlite serves one process over one connection: there is no second instance to race, and the lock is always free.
  const { postgres, second } = useSecondInstance(database);

  it.skipIf(!postgres)("a run that finds the lock held by another instance queues nothing", async () => {
    await confirmed(2);
    const id = await aDraft();
    await startSendingIssue(STAFF, id);
    let release!: () => void;
    let held!: () => void;
    const isHeld = new Promise<void>((resolve) => (held = resolve));
    const other = second().db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${NEWSLETTER_LOCK_KEY})`);
      held();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isHeld;
    expect(await queueNewsletterBatch({ limit: 10 })).toEqual({ ran: false, reason: "locked" });
    expect(await db().select().from(emailOutbox)).toEqual([]);
    release();
    await other;
    expect(await queueNewsletterBatch({ limit: 10 })).toMatchObject({ ran: true, queued: 2 });
  });

  it.skipIf(postgres)(
    "is skipped on PGlite: one connection in one process, so no second instance can hold the lock",
    () => {
      expect(postgres).toBe(false);
    },
  );
});
