/**
 * The daily retention run on a real database (ADR 038): what the privacy
 * policy no longer keeps is deleted, and nothing else; a dry run counts the
 * same rows and changes nothing; a run is audited with its counts and done
 * once a day, by one instance at a time.
 */
import crypto from "node:crypto";
import { and, count, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  auditEvents,
  contactRequests,
  emailOutbox,
  formRateLimits,
  jobRuns,
  leadNotes,
  leadReplies,
  marketplaceSubmissions,
  newsletterDeliveries,
  newsletterIssues,
  newsletterSubscribers,
  rateLimit,
  readyToTalkRequests,
  session,
  signInFailures,
  staffInvitations,
  user,
  verification,
} from "~/db/schema";
import { privacyPolicy } from "~/content/legal/privacy-policy";
import { RETENTION_PERIODS } from "~/content/legal/retention-periods";
import { planRetention, RETENTION_JOB, runRetention, type RetentionCounts } from "~/lib/privacy/retention.server";
import { addContact, addMarketplace, addNewsletter, addReadyToTalk } from "../support/lead-fixtures";
import { setUpTestDatabase } from "../support/database";

setUpTestDatabase();

const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);
const MONTHS_25 = 25 * 31 * DAY;
const MONTHS_23 = 23 * 30 * DAY;

const ids = {} as Record<string, string>;
const userId = `u-${crypto.randomUUID()}`;

async function leadEmails(type: string, id: string) {
  const [row] = await db()
    .select({ n: count() })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.leadType, type as never), eq(emailOutbox.leadId, id)));
  return row.n;
}

async function exists(table: typeof contactRequests | typeof readyToTalkRequests | typeof marketplaceSubmissions, id: string) {
  return (await db().select({ id: table.id }).from(table).where(eq(table.id, id))).length === 1;
}

beforeAll(async () => {
  // Leads: past the 24 months and not won (they go), won (kept), recent (kept).
  ids.oldContact = await addContact({ createdAt: ago(MONTHS_25) });
  ids.wonContact = await addContact({ createdAt: ago(MONTHS_25) });
  await db().update(contactRequests).set({ status: "won" }).where(eq(contactRequests.id, ids.wonContact));
  ids.recentContact = await addContact({ createdAt: ago(MONTHS_23) });
  ids.oldReady = await addReadyToTalk("old-ready@example.co.za", { createdAt: ago(MONTHS_25) });
  ids.recentReady = await addReadyToTalk("recent-ready@example.co.za", { createdAt: ago(DAY) });
  ids.oldMarket = await addMarketplace({ createdAt: ago(MONTHS_25) });
  await db().update(marketplaceSubmissions).set({ status: "lost" }).where(eq(marketplaceSubmissions.id, ids.oldMarket));
  ids.recentMarket = await addMarketplace({});
  // The suppression list: an address that unsubscribed long ago stays.
  ids.unsubscribed = await addNewsletter("gone@example.co.za", { subscription: "unsubscribed", createdAt: ago(MONTHS_25) });

  await db().insert(leadNotes).values([
    { leadType: "contact", leadId: ids.oldContact, body: "Called, no answer" },
    { leadType: "contact", leadId: ids.wonContact, body: "Signed" },
    { leadType: "marketplace", leadId: ids.oldMarket, body: "Not a fit" },
  ]);
  // Copies past 30 days that kept records point to: a reply's, a newsletter issue's. They are emptied, not deleted.
  const [replyCopy, issueCopy] = await db()
    .insert(emailOutbox)
    .values([
      { to: "recent-ready@example.co.za", subject: "Your call", text: "Shall we talk?", status: "sent", sentAt: ago(40 * DAY), createdAt: ago(40 * DAY) },
      { to: "reader@example.co.za", subject: "Insights for November", text: "Dear reader", status: "sent", sentAt: ago(40 * DAY), createdAt: ago(40 * DAY) },
    ])
    .returning({ id: emailOutbox.id });
  ids.replyCopy = replyCopy.id;
  ids.issueCopy = issueCopy.id;
  await db().insert(leadReplies).values([
    { leadType: "ready-to-talk", leadId: ids.oldReady, subject: "Your call", body: "Shall we talk?" },
    { leadType: "ready-to-talk", leadId: ids.recentReady, subject: "Your call", body: "Shall we talk?", outboxId: ids.replyCopy },
  ]);
  const reader = await addNewsletter("reader@example.co.za");
  const [issue] = await db().insert(newsletterIssues).values({ subject: "Insights for November", intro: "Hello", state: "sent" }).returning({ id: newsletterIssues.id });
  await db().insert(newsletterDeliveries).values({ issueId: issue.id, subscriberId: reader, outboxId: ids.issueCopy });
  // Sent copies: one past 30 days (goes), one within (kept), one past but never sent (kept).
  await db().insert(emailOutbox).values([
    { to: "a@example.co.za", subject: "Old sent", text: "x", status: "sent", sentAt: ago(31 * DAY), createdAt: ago(31 * DAY) },
    { to: "b@example.co.za", subject: "New sent", text: "x", status: "sent", sentAt: ago(29 * DAY), createdAt: ago(29 * DAY) },
    { to: "c@example.co.za", subject: "Old dead", text: "x", status: "dead", createdAt: ago(40 * DAY) },
  ]);

  await db().insert(user).values({ id: userId, name: "Staff", email: "staff@kestrel.test", emailVerified: true });
  await db().insert(session).values([
    { id: "s-expired", token: "t-expired", userId, expiresAt: ago(1_000) },
    { id: "s-live", token: "t-live", userId, expiresAt: new Date(Date.now() + DAY) },
  ]);
  await db().insert(verification).values([
    { id: "v-expired", identifier: "reset", value: "x", expiresAt: ago(1_000) },
    { id: "v-live", identifier: "reset", value: "y", expiresAt: new Date(Date.now() + DAY) },
  ]);
  await db().insert(staffInvitations).values([
    { email: "late@kestrel.test", role: "sales", tokenHash: "h-expired", expiresAt: ago(1_000) },
    { email: "soon@kestrel.test", role: "editor", tokenHash: "h-live", expiresAt: new Date(Date.now() + DAY) },
  ]);
  await db().insert(rateLimit).values([
    { id: "r-old", key: "203.0.113.1/sign-in/email", count: 3, lastRequest: Date.now() - 25 * 60 * 60 * 1000 },
    { id: "r-new", key: "203.0.113.2/sign-in/email", count: 1, lastRequest: Date.now() - 60_000 },
  ]);
  await db().insert(formRateLimits).values([
    { key: "contact:203.0.113.1", count: 2, windowStart: ago(25 * 60 * 60 * 1000) },
    { key: "contact:203.0.113.2", count: 1, windowStart: ago(60_000) },
  ]);
  await db().insert(signInFailures).values([
    { email: "old@kestrel.test", failures: 4, lastFailedAt: ago(25 * 60 * 60 * 1000) },
    { email: "new@kestrel.test", failures: 1, lastFailedAt: ago(60_000) },
  ]);
});

describe("retention", () => {
  let planned: RetentionCounts;

  it("the policy's table states the periods the job applies", () => {
    const retention = privacyPolicy.sections.find((section) => section.id === "retention")!;
    const table = retention.blocks.find((block) => block.kind === "table") as { rows: string[][] };
    const period = (label: string) => table.rows.find((row) => row[0].startsWith(label))![1];
    expect(RETENTION_PERIODS.enquiries).toEqual({ months: 24 });
    expect(period("Enquiries that do not become engagements")).toBe("24 months, then deleted or anonymised");
    expect(period("Marketplace submissions")).toBe("24 months, then deleted or anonymised");
    expect(period("Copies of the emails we send")).toBe("30 days after sending");
    expect(period("Server and security logs")).toBe("90 days");
    expect(period("Rate-limit records")).toBe("24 hours");
  });

  it("a dry run counts what is due and changes nothing", async () => {
    const before = await planRetention();
    planned = await planRetention();
    expect(planned).toEqual(before);
    expect(planned).toEqual({
      leadNotes: 2,
      leadReplies: 1,
      // each stored contact and marketplace lead has its two emails (the team's notification and the visitor's copy)
      leadEmails: 4,
      contactRequests: 1,
      readyToTalkRequests: 1,
      marketplaceSubmissions: 1,
      sentEmails: 1,
      sentEmailContents: 2,
      sessions: 1,
      verifications: 1,
      invitations: 1,
      rateLimits: 1,
      formRateLimits: 1,
      signInFailures: 1,
    });
    expect(await exists(contactRequests, ids.oldContact)).toBe(true);
  });

  it("a run deletes exactly what the dry run counted, keeps the rest, and is audited", async () => {
    const outcome = await runRetention();
    expect(outcome).toEqual({ ran: true, counts: planned });

    expect(await exists(contactRequests, ids.oldContact)).toBe(false);
    expect(await exists(readyToTalkRequests, ids.oldReady)).toBe(false);
    expect(await exists(marketplaceSubmissions, ids.oldMarket)).toBe(false);
    expect(await leadEmails("contact", ids.oldContact)).toBe(0);
    expect(await leadEmails("marketplace", ids.oldMarket)).toBe(0);
    // Won, recent: untouched, with their notes, replies and emails.
    expect(await exists(contactRequests, ids.wonContact)).toBe(true);
    expect(await exists(contactRequests, ids.recentContact)).toBe(true);
    expect(await exists(readyToTalkRequests, ids.recentReady)).toBe(true);
    expect(await exists(marketplaceSubmissions, ids.recentMarket)).toBe(true);
    expect(await leadEmails("contact", ids.wonContact)).toBe(2);
    const notes = await db().select({ body: leadNotes.body }).from(leadNotes);
    expect(notes.map((note) => note.body)).toEqual(["Signed"]);
    const replies = await db().select({ leadId: leadReplies.leadId }).from(leadReplies);
    expect(replies).toEqual([{ leadId: ids.recentReady }]);
    // The suppression list stays.
    const [gone] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, ids.unsubscribed));
    expect(gone.email).toBe("gone@example.co.za");
    expect(gone.subscription).toBe("unsubscribed");

    const subjects = await db()
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(inArray(emailOutbox.subject, ["Old sent", "New sent", "Old dead"]));
    expect(subjects.map((row) => row.subject).sort()).toEqual(["New sent", "Old dead"]);
    // The reply's and the issue's copies stay as sent, without their words, still pointed to.
    const emptied = await db().select().from(emailOutbox).where(inArray(emailOutbox.id, [ids.replyCopy, ids.issueCopy]));
    expect(emptied.map((row) => [row.status, row.subject, row.text, row.html])).toEqual([
      ["sent", "", "", null],
      ["sent", "", "", null],
    ]);
    expect((await db().select({ outboxId: newsletterDeliveries.outboxId }).from(newsletterDeliveries))[0].outboxId).toBe(ids.issueCopy);
    expect((await db().select({ id: session.id }).from(session)).map((row) => row.id)).toEqual(["s-live"]);
    expect((await db().select({ id: verification.id }).from(verification)).map((row) => row.id)).toEqual(["v-live"]);
    expect((await db().select({ email: staffInvitations.email }).from(staffInvitations)).map((row) => row.email)).toEqual(["soon@kestrel.test"]);
    expect((await db().select({ id: rateLimit.id }).from(rateLimit)).map((row) => row.id)).toEqual(["r-new"]);
    expect((await db().select({ key: formRateLimits.key }).from(formRateLimits)).map((row) => row.key)).toContain("contact:203.0.113.2");
    expect((await db().select({ key: formRateLimits.key }).from(formRateLimits)).map((row) => row.key)).not.toContain("contact:203.0.113.1");
    expect((await db().select({ email: signInFailures.email }).from(signInFailures)).map((row) => row.email)).toEqual(["new@kestrel.test"]);

    const audits = await db().select().from(auditEvents).where(eq(auditEvents.action, "retention_applied"));
    expect(audits).toHaveLength(1);
    expect(audits[0].details).toEqual({ counts: planned });
    expect(audits[0].userId).toBeNull();
  });

  it("runs once a day: a second run the same day does nothing, a forced one finds nothing left", async () => {
    expect(await runRetention()).toEqual({ ran: false, reason: "recent" });
    const forced = await runRetention({ force: true });
    expect(forced.ran).toBe(true);
    if (forced.ran) expect(Object.values(forced.counts).every((n) => n === 0)).toBe(true);
    const runs = await db().select({ id: jobRuns.id }).from(jobRuns).where(eq(jobRuns.job, RETENTION_JOB));
    expect(runs).toHaveLength(2);
  });

  it("two instances starting a run at once: one does it", async () => {
    await db().delete(jobRuns).where(eq(jobRuns.job, RETENTION_JOB));
    const outcomes = await Promise.all([runRetention(), runRetention()]);
    expect(outcomes.filter((outcome) => outcome.ran)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ran).map((outcome) => !outcome.ran && outcome.reason)[0]).toMatch(/locked|recent/);
  });
});
