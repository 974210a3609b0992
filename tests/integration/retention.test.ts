/**
 * The daily retention run on a real database (ADR 038): what the privacy
 * policy no longer keeps is deleted, and nothing else; a dry run counts the
 * same rows and changes nothing; a run is audited with its counts and done
 * once a day, by one instance at a time. Also kept to their periods: emails
 * never delivered (dead or still pending), newsletter sign-ups and accounts
 * never confirmed (never a member of staff's), and the IP addresses in the
 * audit log (the events stay). A kind of lead defined only here is kept for
 * the period it names, with no change to the job.
 */
import crypto from "node:crypto";
import { count, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  auditEvents,
  emailOutbox,
  formRateLimits,
  jobRuns,
  leadNotes,
  leadReplies,
  leads,
  newsletterDeliveries,
  newsletterIssues,
  newsletterSubscribers,
  rateLimit,
  session,
  signInFailures,
  staffInvitations,
  user,
  userRoles,
  verification,
} from "~/db/schema";
import { privacyPolicy } from "~/content/legal/privacy-policy";
import { RETENTION_PERIODS } from "~/content/legal/retention-periods";
import { planRetention, RETENTION_JOB, runRetention, type RetentionCounts } from "~/lib/privacy/retention.server";
import { addContact, addMarketplace, addNewsletter, addReadyToTalk } from "../support/lead-fixtures";
import { setUpTestDatabase } from "../support/database";
import { addCallback } from "../support/test-lead-kind";

setUpTestDatabase();

const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);
const MONTHS_25 = 25 * 31 * DAY;
const MONTHS_23 = 23 * 30 * DAY;

const ids = {} as Record<string, string>;
const userId = `u-${crypto.randomUUID()}`;
/** The accounts of the test, by what they are: only the one never confirmed, never staff, past 30 days goes. */
const ACCOUNTS = {
  unconfirmedOld: {
    id: "u-unconfirmed-old",
    email: "never-confirmed@example.co.za",
    emailVerified: false,
    createdAt: ago(31 * DAY),
  },
  unconfirmedNew: {
    id: "u-unconfirmed-new",
    email: "confirming@example.co.za",
    emailVerified: false,
    createdAt: ago(29 * DAY),
  },
  unconfirmedStaff: {
    id: "u-unconfirmed-staff",
    email: "odd-staff@kestrel.test",
    emailVerified: false,
    createdAt: ago(90 * DAY),
  },
  unconfirmedInvited: {
    id: "u-unconfirmed-invited",
    email: "Invited@Kestrel.test",
    emailVerified: false,
    createdAt: ago(90 * DAY),
  },
  confirmedOld: {
    id: "u-confirmed-old",
    email: "reader-account@example.co.za",
    emailVerified: true,
    createdAt: ago(400 * DAY),
  },
};

async function leadEmails(id: string) {
  const [row] = await db().select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.leadId, id));
  return row.n;
}

async function exists(id: string) {
  return (await db().select({ id: leads.id }).from(leads).where(eq(leads.id, id))).length === 1;
}

/** The subscription a newsletter sign-up's lead made. */
async function subscriberOf(leadId: string): Promise<string> {
  const [row] = await db()
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.leadId, leadId));
  return row.id;
}

beforeAll(async () => {
  // Leads: past the 24 months and not won (they go), won (kept), recent (kept).
  ids.oldContact = await addContact({ createdAt: ago(MONTHS_25) });
  ids.wonContact = await addContact({ createdAt: ago(MONTHS_25) });
  await db().update(leads).set({ status: "won" }).where(eq(leads.id, ids.wonContact));
  ids.recentContact = await addContact({ createdAt: ago(MONTHS_23) });
  ids.oldReady = await addReadyToTalk("old-ready@example.co.za", { createdAt: ago(MONTHS_25) });
  ids.recentReady = await addReadyToTalk("recent-ready@example.co.za", { createdAt: ago(DAY) });
  ids.oldMarket = await addMarketplace({ createdAt: ago(MONTHS_25) });
  await db().update(leads).set({ status: "lost" }).where(eq(leads.id, ids.oldMarket));
  ids.recentMarket = await addMarketplace({});
  // A kind defined later, kept as enquiries are: the old one goes with its emails, the recent one stays.
  ids.oldCallback = await addCallback({ email: "old-callback@example.co.za" });
  await db()
    .update(leads)
    .set({ createdAt: ago(MONTHS_25) })
    .where(eq(leads.id, ids.oldCallback));
  ids.recentCallback = await addCallback({ email: "recent-callback@example.co.za" });
  // The suppression list: an address that unsubscribed long ago stays.
  ids.unsubscribed = await addNewsletter("gone@example.co.za", {
    subscription: "unsubscribed",
    createdAt: ago(MONTHS_25),
  });

  await db()
    .insert(leadNotes)
    .values([
      { leadId: ids.oldContact, body: "Called, no answer" },
      { leadId: ids.wonContact, body: "Signed" },
      { leadId: ids.oldMarket, body: "Not a fit" },
      { leadId: ids.oldCallback, body: "Wrong number" },
    ]);
  // Copies past 30 days that kept records point to: a reply's, a newsletter issue's. They are emptied, not deleted.
  const [replyCopy, issueCopy] = await db()
    .insert(emailOutbox)
    .values([
      {
        to: "recent-ready@example.co.za",
        subject: "Your call",
        text: "Shall we talk?",
        status: "sent",
        sentAt: ago(40 * DAY),
        createdAt: ago(40 * DAY),
      },
      {
        to: "reader@example.co.za",
        subject: "Insights for November",
        text: "Dear reader",
        status: "sent",
        sentAt: ago(40 * DAY),
        createdAt: ago(40 * DAY),
      },
    ])
    .returning({ id: emailOutbox.id });
  ids.replyCopy = replyCopy.id;
  ids.issueCopy = issueCopy.id;
  await db()
    .insert(leadReplies)
    .values([
      { leadId: ids.oldReady, subject: "Your call", body: "Shall we talk?" },
      {
        leadId: ids.recentReady,
        subject: "Your call",
        body: "Shall we talk?",
        outboxId: ids.replyCopy,
      },
    ]);
  const reader = await subscriberOf(await addNewsletter("reader@example.co.za"));
  const [issue] = await db()
    .insert(newsletterIssues)
    .values({ subject: "Insights for November", intro: "Hello", state: "sent" })
    .returning({ id: newsletterIssues.id });
  await db().insert(newsletterDeliveries).values({ issueId: issue.id, subscriberId: reader, outboxId: ids.issueCopy });
  // Sent copies: one past 30 days (goes), one within (kept), one past but never sent (kept).
  await db()
    .insert(emailOutbox)
    .values([
      {
        to: "a@example.co.za",
        subject: "Old sent",
        text: "x",
        status: "sent",
        sentAt: ago(31 * DAY),
        createdAt: ago(31 * DAY),
      },
      {
        to: "b@example.co.za",
        subject: "New sent",
        text: "x",
        status: "sent",
        sentAt: ago(29 * DAY),
        createdAt: ago(29 * DAY),
      },
      { to: "c@example.co.za", subject: "Old dead", text: "x", status: "dead", createdAt: ago(40 * DAY) },
    ]);

  // Never delivered: past 30 days since queued they go (dead or still pending); within, they stay; one a lead's
  // timeline points to is emptied instead, and a pending one marked dead so that it never goes out empty.
  const [deadForLead, pendingForLead] = await db()
    .insert(emailOutbox)
    .values([
      {
        to: "lead@example.co.za",
        subject: "We got your enquiry",
        text: "Your words: cashflow",
        status: "dead",
        attempts: 8,
        createdAt: ago(31 * DAY),
        leadId: ids.recentContact,
      },
      {
        to: "lead@example.co.za",
        subject: "A reminder",
        text: "Your words again",
        status: "pending",
        createdAt: ago(31 * DAY),
        leadId: ids.recentContact,
      },
    ])
    .returning({ id: emailOutbox.id });
  ids.deadForLead = deadForLead.id;
  ids.pendingForLead = pendingForLead.id;
  await db()
    .insert(emailOutbox)
    .values([
      {
        to: "d@example.co.za",
        subject: "Old pending",
        text: "a visitor's words",
        status: "pending",
        createdAt: ago(31 * DAY),
      },
      { to: "e@example.co.za", subject: "New dead", text: "x", status: "dead", attempts: 8, createdAt: ago(29 * DAY) },
      { to: "f@example.co.za", subject: "New pending", text: "x", status: "pending", createdAt: ago(DAY) },
    ]);

  // Newsletter sign-ups never confirmed: past 30 days since the last sign-up they go, with a note on them; one
  // signed up again lately stays; one that issues went to (it had been a subscriber) goes back to unsubscribed.
  ids.pendingOld = await addNewsletter("never-clicked@example.co.za", {
    subscription: "pending",
    createdAt: ago(31 * DAY),
  });
  ids.pendingAgain = await addNewsletter("clicked-late@example.co.za", {
    subscription: "pending",
    createdAt: ago(200 * DAY),
  });
  ids.pendingFormer = await addNewsletter("came-back@example.co.za", {
    subscription: "pending",
    createdAt: ago(400 * DAY),
  });
  ids.confirmedOld = await addNewsletter("loyal@example.co.za", { createdAt: ago(400 * DAY) });
  await db()
    .update(leads)
    .set({ consentAt: ago(31 * DAY) })
    .where(inArray(leads.id, [ids.pendingOld, ids.pendingFormer, ids.confirmedOld]));
  await db()
    .update(leads)
    .set({ consentAt: ago(2 * DAY) })
    .where(eq(leads.id, ids.pendingAgain));
  await db().insert(leadNotes).values({ leadId: ids.pendingOld, body: "Asked about pricing" });
  const [earlierIssue] = await db()
    .insert(newsletterIssues)
    .values({ subject: "Insights for May", intro: "Hello", state: "sent" })
    .returning({ id: newsletterIssues.id });
  await db()
    .insert(newsletterDeliveries)
    .values({ issueId: earlierIssue.id, subscriberId: await subscriberOf(ids.pendingFormer) });

  await db().insert(user).values({ id: userId, name: "Staff", email: "staff@kestrel.test", emailVerified: true });
  await db()
    .insert(user)
    .values(Object.values(ACCOUNTS).map((account) => ({ ...account, name: account.email.split("@")[0] })));
  await db().insert(userRoles).values({ userId: ACCOUNTS.unconfirmedStaff.id, role: "editor" });
  await db()
    .insert(session)
    .values({
      id: "s-unconfirmed",
      token: "t-unconfirmed",
      userId: ACCOUNTS.unconfirmedOld.id,
      expiresAt: new Date(Date.now() + DAY),
    });

  // Audit events: past 90 days they lose their IP address and stay; within, they keep it.
  const [oldEvent, newEvent] = await db()
    .insert(auditEvents)
    .values([
      { action: "lead_status_changed", resourceType: "contact", ip: "203.0.113.9", userId, createdAt: ago(91 * DAY) },
      { action: "lead_status_changed", resourceType: "contact", ip: "203.0.113.10", userId, createdAt: ago(89 * DAY) },
    ])
    .returning({ id: auditEvents.id });
  ids.oldEvent = oldEvent.id;
  ids.newEvent = newEvent.id;
  await db()
    .insert(session)
    .values([
      { id: "s-expired", token: "t-expired", userId, expiresAt: ago(1_000) },
      { id: "s-live", token: "t-live", userId, expiresAt: new Date(Date.now() + DAY) },
    ]);
  await db()
    .insert(verification)
    .values([
      { id: "v-expired", identifier: "reset", value: "x", expiresAt: ago(1_000) },
      { id: "v-live", identifier: "reset", value: "y", expiresAt: new Date(Date.now() + DAY) },
    ]);
  await db()
    .insert(staffInvitations)
    .values([
      { email: "late@kestrel.test", role: "sales", tokenHash: "h-expired", expiresAt: ago(1_000) },
      { email: "soon@kestrel.test", role: "editor", tokenHash: "h-live", expiresAt: new Date(Date.now() + DAY) },
      { email: "invited@kestrel.test", role: "sales", tokenHash: "h-invited", expiresAt: new Date(Date.now() + DAY) },
    ]);
  await db()
    .insert(rateLimit)
    .values([
      { id: "r-old", key: "203.0.113.1/sign-in/email", count: 3, lastRequest: Date.now() - 25 * 60 * 60 * 1000 },
      { id: "r-new", key: "203.0.113.2/sign-in/email", count: 1, lastRequest: Date.now() - 60_000 },
    ]);
  await db()
    .insert(formRateLimits)
    .values([
      { key: "contact:203.0.113.1", count: 2, windowStart: ago(25 * 60 * 60 * 1000) },
      { key: "contact:203.0.113.2", count: 1, windowStart: ago(60_000) },
    ]);
  await db()
    .insert(signInFailures)
    .values([
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
    expect(period("Emails we could not deliver")).toBe("30 days after we first tried to send them, then deleted");
    expect(period("Newsletter sign-ups that are never confirmed")).toBe("30 days after you sign up, then deleted");
    expect(period("User accounts whose email address is never confirmed")).toBe(
      "30 days after you sign up, then deleted",
    );
    expect(period("IP addresses in our audit log")).toBe("90 days, then removed from the record");
  });

  it("a dry run counts what is due and changes nothing", async () => {
    const before = await planRetention();
    planned = await planRetention();
    expect(planned).toEqual(before);
    expect(planned).toEqual({
      // the notes on the old contact, marketplace and callback leads, and on the sign-up never confirmed
      leadNotes: 4,
      leadReplies: 1,
      // each stored contact, marketplace and callback lead has its two emails (the team's notification and the
      // visitor's copy)
      leadEmails: 6,
      // the old contact, Ready to talk and callback requests
      enquiries: 3,
      marketplaceSubmissions: 1,
      unconfirmedSignUps: 1,
      lapsedSignUps: 1,
      sentEmails: 1,
      sentEmailContents: 2,
      undeliveredEmails: 2,
      undeliveredEmailContents: 2,
      unconfirmedAccounts: 1,
      auditAddresses: 1,
      sessions: 1,
      verifications: 1,
      invitations: 1,
      rateLimits: 1,
      formRateLimits: 1,
      signInFailures: 1,
    });
    expect(await exists(ids.oldContact)).toBe(true);
  });

  it("a run deletes exactly what the dry run counted, keeps the rest, and is audited", async () => {
    const outcome = await runRetention();
    expect(outcome).toEqual({ ran: true, counts: planned });

    expect(await exists(ids.oldContact)).toBe(false);
    expect(await exists(ids.oldReady)).toBe(false);
    expect(await exists(ids.oldMarket)).toBe(false);
    expect(await exists(ids.oldCallback)).toBe(false);
    expect(await leadEmails(ids.oldContact)).toBe(0);
    expect(await leadEmails(ids.oldMarket)).toBe(0);
    expect(await leadEmails(ids.oldCallback)).toBe(0);
    // Won, recent: untouched, with their notes, replies and emails.
    expect(await exists(ids.wonContact)).toBe(true);
    expect(await exists(ids.recentContact)).toBe(true);
    expect(await exists(ids.recentReady)).toBe(true);
    expect(await exists(ids.recentMarket)).toBe(true);
    expect(await exists(ids.recentCallback)).toBe(true);
    expect(await leadEmails(ids.wonContact)).toBe(2);
    expect(await leadEmails(ids.recentCallback)).toBe(2);
    const notes = await db().select({ body: leadNotes.body }).from(leadNotes);
    expect(notes.map((note) => note.body)).toEqual(["Signed"]);
    const replies = await db().select({ leadId: leadReplies.leadId }).from(leadReplies);
    expect(replies).toEqual([{ leadId: ids.recentReady }]);
    // The suppression list stays.
    const [gone] = await db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.leadId, ids.unsubscribed));
    expect(gone.email).toBe("gone@example.co.za");
    expect(gone.subscription).toBe("unsubscribed");

    const subjects = await db()
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(inArray(emailOutbox.subject, ["Old sent", "New sent", "Old dead"]));
    expect(subjects.map((row) => row.subject).sort()).toEqual(["New sent"]);
    // The reply's and the issue's copies stay as sent, without their words, still pointed to.
    const emptied = await db()
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.id, [ids.replyCopy, ids.issueCopy]));
    expect(emptied.map((row) => [row.status, row.subject, row.text, row.html])).toEqual([
      ["sent", "", "", null],
      ["sent", "", "", null],
    ]);
    expect(
      (await db().select({ outboxId: newsletterDeliveries.outboxId }).from(newsletterDeliveries))[0].outboxId,
    ).toBe(ids.issueCopy);
    expect((await db().select({ id: session.id }).from(session)).map((row) => row.id)).toEqual(["s-live"]);
    expect((await db().select({ id: verification.id }).from(verification)).map((row) => row.id)).toEqual(["v-live"]);
    expect(
      (await db().select({ email: staffInvitations.email }).from(staffInvitations)).map((row) => row.email).sort(),
    ).toEqual(["invited@kestrel.test", "soon@kestrel.test"]);
    expect((await db().select({ id: rateLimit.id }).from(rateLimit)).map((row) => row.id)).toEqual(["r-new"]);
    expect((await db().select({ key: formRateLimits.key }).from(formRateLimits)).map((row) => row.key)).toContain(
      "contact:203.0.113.2",
    );
    expect((await db().select({ key: formRateLimits.key }).from(formRateLimits)).map((row) => row.key)).not.toContain(
      "contact:203.0.113.1",
    );
    expect((await db().select({ email: signInFailures.email }).from(signInFailures)).map((row) => row.email)).toEqual([
      "new@kestrel.test",
    ]);

    const audits = await db().select().from(auditEvents).where(eq(auditEvents.action, "retention_applied"));
    expect(audits).toHaveLength(1);
    expect(audits[0].details).toEqual({ counts: planned });
    expect(audits[0].userId).toBeNull();
  });

  it("deletes or empties undelivered emails, unconfirmed sign-ups and accounts, and old audit addresses, keeping the rest", async () => {
    // Emails never delivered: the old ones gone or emptied, the newer ones as they were.
    const outbox = await db()
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(inArray(emailOutbox.subject, ["Old pending", "New dead", "New pending"]));
    expect(outbox.map((row) => row.subject).sort()).toEqual(["New dead", "New pending"]);
    const forLead = await db()
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.id, [ids.deadForLead, ids.pendingForLead]));
    expect(forLead.map((row) => [row.status, row.subject, row.text, row.html, row.leadId])).toEqual([
      ["dead", "", "", null, ids.recentContact],
      ["dead", "", "", null, ids.recentContact],
    ]);

    // Sign-ups: the old unconfirmed one gone with its note; the others kept, the former subscriber unsubscribed again.
    const signUps = [ids.pendingOld, ids.pendingAgain, ids.pendingFormer, ids.confirmedOld];
    const subscribers = await db()
      .select({
        id: newsletterSubscribers.id,
        leadId: newsletterSubscribers.leadId,
        subscription: newsletterSubscribers.subscription,
        unsubscribedAt: newsletterSubscribers.unsubscribedAt,
      })
      .from(newsletterSubscribers)
      .where(inArray(newsletterSubscribers.leadId, signUps));
    const state = Object.fromEntries(subscribers.map((row) => [row.leadId, row.subscription]));
    expect(state).toEqual({
      [ids.pendingAgain]: "pending",
      [ids.pendingFormer]: "unsubscribed",
      [ids.confirmedOld]: "confirmed",
    });
    // Back to unsubscribed as of its last sign-up.
    const former = subscribers.find((row) => row.leadId === ids.pendingFormer)!;
    const [formerLead] = await db().select().from(leads).where(eq(leads.id, ids.pendingFormer));
    expect(former.unsubscribedAt).toEqual(formerLead.consentAt);
    // The sign-up never confirmed: its lead gone with its subscription and its note; the others' leads kept.
    expect((await db().select({ id: leads.id }).from(leads).where(inArray(leads.id, signUps))).length).toBe(3);
    expect(await exists(ids.pendingOld)).toBe(false);
    expect(await db().select().from(leadNotes).where(eq(leadNotes.leadId, ids.pendingOld))).toEqual([]);
    expect(
      await db().select().from(newsletterDeliveries).where(eq(newsletterDeliveries.subscriberId, former.id)),
    ).toHaveLength(1);

    // Accounts: only the one never confirmed, never staff, past 30 days, with its session.
    const accounts = (await db().select({ id: user.id }).from(user)).map((row) => row.id).sort();
    expect(accounts).toEqual(
      [
        userId,
        ...Object.values(ACCOUNTS)
          .map((account) => account.id)
          .filter((id) => id !== ACCOUNTS.unconfirmedOld.id),
      ].sort(),
    );
    expect(await db().select().from(session).where(eq(session.userId, ACCOUNTS.unconfirmedOld.id))).toEqual([]);

    // Audit events: both kept; the old one without its address.
    const events = await db()
      .select({ id: auditEvents.id, ip: auditEvents.ip, action: auditEvents.action })
      .from(auditEvents)
      .where(inArray(auditEvents.id, [ids.oldEvent, ids.newEvent]));
    expect(Object.fromEntries(events.map((event) => [event.id, event.ip]))).toEqual({
      [ids.oldEvent]: null,
      [ids.newEvent]: "203.0.113.10",
    });
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
    expect(outcomes.filter((outcome) => !outcome.ran).map((outcome) => !outcome.ran && outcome.reason)[0]).toMatch(
      /locked|recent/,
    );
  });
});
