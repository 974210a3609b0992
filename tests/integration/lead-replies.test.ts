/**
 * Replying to a lead from its page, and the lead's timeline, on a real
 * database: the reply is queued in the outbox (From the site's address,
 * Reply-To the member of staff, as the real SMTP listener receives it), kept
 * with the lead, stops the reply clock once and is audited without its text;
 * the timeline lists what happened, newest first; erasing the person removes
 * the replies; and the lead page's action sends one, or refuses bad input.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import { createElement, type FunctionComponent } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditEvents, emailOutbox, leadReplies, leads, user } from "~/db/schema";
import { recordAudit } from "~/lib/audit/audit.server";
import {
  addLeadNote,
  changeLeadStatus,
  LEAD_RESOURCE_TYPE,
  readLeadRecord,
  type LeadActor,
} from "~/lib/leads/lead-record.server";
import { leadPath } from "~/lib/leads/lead-path";
import { LeadReplySchema } from "~/lib/leads/lead-reply-schema";
import { leadOwnMessage, replyToLead } from "~/lib/leads/lead-replies.server";
import { leadTimeline, type TimelineEvent } from "~/lib/leads/lead-timeline.server";
import { erasePersonData, findPersonData } from "~/lib/leads/person-data.server";
import { parseForm } from "~/lib/forms/parse";
import { createMailer, type Mailer } from "~/lib/runtime/mailer.server";
import { deliverDueEmails } from "~/lib/runtime/outbox.server";
import { formatDateTime } from "~/lib/pages/format";
import * as leadDetail from "~/routes/admin/lead-detail";
import { setUpTestDatabase } from "../support/database";
import { addContact, addMarketplace, addNewsletter, addReadyToTalk, NOTIFY } from "../support/lead-fixtures";
import { startMailSink, type MailSink } from "../support/mail-sink";
import { readEmails, type ReceivedEmail } from "../support/mail";
import {
  CLIENT_IP,
  getRequest,
  outcome,
  postRequest,
  startAdminSession,
  toastOf,
  type AdminSession,
} from "../support/admin-session";

const MAIL_FROM = "Kestrel Advisory <no-reply@kestreladvisory.co.za>";
const MISSING = "00000000-0000-4000-8000-000000000000";
const soon = () => new Date(Date.now() + 1_000);
const pause = () => new Promise((resolve) => setTimeout(resolve, 15));

/** A reply as the action passes it: checked by the schema. */
function reply(subject: string, body: string, quote = false) {
  const parsed = parseForm(LeadReplySchema, { subject, body, quote: quote ? "on" : "" });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.data;
}

/** The decoded text of a single-part message (the sink's .eml), whatever its transfer encoding. */
function plainText(email: ReceivedEmail): string {
  const [head, ...rest] = email.raw.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  const encoding = /^Content-Transfer-Encoding: ([\w-]+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8").replace(/\r\n/g, "\n");
  }
  return body.replace(/\r\n/g, "\n");
}

const headerOf = (email: ReceivedEmail, name: string) =>
  new RegExp(`^${name}: (.*)$`, "mi")
    .exec(email.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " "))?.[1]
    ?.trim() ?? null;

describe("replying to a lead, its timeline and its erasure", () => {
  setUpTestDatabase();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lead-replies-"));
  let sink: MailSink;
  let mailer: Mailer;
  let staff: LeadActor;
  let colleague: LeadActor;

  beforeAll(async () => {
    sink = await startMailSink(path.join(tmp, "sink"));
    mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${sink.port}?idleTimeout=100`,
      mailFrom: MAIL_FROM,
      dataDir: tmp,
    });
    staff = { id: crypto.randomUUID(), name: "Lerato Nkosi", email: "lerato@kestrel.test" };
    colleague = { id: crypto.randomUUID(), name: "", email: "johan@kestrel.test" };
    await db()
      .insert(user)
      .values([
        { id: staff.id, name: staff.name, email: staff.email, emailVerified: true },
        { id: colleague.id, name: colleague.name, email: colleague.email, emailVerified: true },
      ]);
  });

  afterAll(async () => {
    mailer?.close();
    await sink?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  const outboxFor = (leadId: string) => db().select().from(emailOutbox).where(eq(emailOutbox.leadId, leadId));
  const leadRow = async (id: string) => (await db().select().from(leads).where(eq(leads.id, id)))[0];

  it("queues one email to the lead, delivered From the site's address with Reply-To the member of staff", async () => {
    const email = "thandi.reply@example.co.za";
    const id = await addContact({ email });
    expect(await outboxFor(id)).toHaveLength(2); // the two arrival emails

    const sent = await replyToLead(
      staff,
      id,
      reply("Re: your enquiry", "Hello Thandi,\n\nCan we talk on Tuesday?"),
      "198.51.100.7",
    );
    expect(sent).not.toBeNull();
    const rows = await outboxFor(id);
    expect(rows).toHaveLength(3);
    const queued = rows.find((row) => row.id === sent!.outboxId)!;
    expect(queued).toMatchObject({
      to: email,
      subject: "Re: your enquiry",
      text: "Hello Thandi,\n\nCan we talk on Tuesday?",
      html: null,
      headers: { "Reply-To": staff.email },
      concerns: email,
      leadId: id,
      status: "pending",
    });
    const [saved] = await db().select().from(leadReplies).where(eq(leadReplies.id, sent!.replyId));
    expect(saved).toMatchObject({
      leadId: id,
      subject: "Re: your enquiry",
      body: "Hello Thandi,\n\nCan we talk on Tuesday?",
      authorId: staff.id,
      authorName: "Lerato Nkosi",
      outboxId: sent!.outboxId,
    });

    // Delivered through the real SMTP listener: the headers reach the message.
    expect(await deliverDueEmails(db(), mailer, { now: soon() })).toMatchObject({ failed: 0 });
    const received = readEmails(sink.dir).filter((m) => m.to === email && m.subject === "Re: your enquiry");
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(headerOf(message, "From")).toBe(MAIL_FROM);
    expect(headerOf(message, "Reply-To")).toBe(staff.email);
    expect(plainText(message)).toContain("Can we talk on Tuesday?");
    const [delivered] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, sent!.outboxId));
    expect(delivered.status).toBe("sent");
  });

  it("stops the reply clock at the first reply; a second reply leaves both times alone", async () => {
    const id = await addContact();
    const before = await leadRow(id);
    expect(before).toMatchObject({ respondedAt: null, firstReplyAt: null, status: "new" });

    await replyToLead(staff, id, reply("First", "One"));
    const first = await leadRow(id);
    expect(first.firstReplyAt).toBeInstanceOf(Date);
    expect(first.respondedAt).toEqual(first.firstReplyAt);
    expect(first.status).toBe("new");

    await pause();
    await replyToLead(colleague, id, reply("Second", "Two"));
    const second = await leadRow(id);
    expect(second.firstReplyAt).toEqual(first.firstReplyAt);
    expect(second.respondedAt).toEqual(first.respondedAt);
    expect(await db().select({ n: count() }).from(leadReplies).where(eq(leadReplies.leadId, id))).toEqual([{ n: 2 }]);
  });

  it("keeps a reply clock already stopped by a status change", async () => {
    const id = await addMarketplace();
    const stopped = new Date("2025-03-03T09:00:00Z");
    await db().update(leads).set({ respondedAt: stopped }).where(eq(leads.id, id));
    await replyToLead(staff, id, reply("Hello", "Thanks for your submission."));
    const row = await leadRow(id);
    expect(row.respondedAt).toEqual(stopped);
    expect(row.firstReplyAt).toBeInstanceOf(Date);
  });

  it("records the reply in the audit log by id and length, never its text", async () => {
    const id = await addContact();
    const body = "Our fee for the operations plan is R45 000.";
    const sent = await replyToLead(staff, id, reply("Your quote", body), "198.51.100.8");
    const events = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resourceId, id), eq(auditEvents.action, "lead_replied")));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      resourceType: "lead",
      userId: staff.id,
      ip: "198.51.100.8",
      details: { replyId: sent!.replyId, length: body.length },
    });
    const stored = JSON.stringify(events[0]);
    expect(stored).not.toContain("R45");
    expect(stored).not.toContain("Your quote");
  });

  it("quotes the lead's own message under 'On <date>, <name> wrote:' when asked", async () => {
    const id = await addContact({ name: "Quoted Person", goals: "Take a month off.\nMaybe two." });
    const sent = await replyToLead(staff, id, reply("Re: your enquiry", "Happy to help.", true));
    const [row] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, sent!.outboxId));
    const lead = await leadRow(id);
    expect(row.text).toBe(
      [
        "Happy to help.",
        "",
        `On ${formatDateTime(lead.createdAt)}, Quoted Person wrote:`,
        "> Take a month off.",
        "> Maybe two.",
        ">",
        "> Challenges: Cash flow is tight; Stock counts never match",
        "",
      ].join("\n"),
    );
    // The reply kept with the lead is what was written, without the quote.
    const [saved] = await db().select().from(leadReplies).where(eq(leadReplies.id, sent!.replyId));
    expect(saved.body).toBe("Happy to help.");

    // And it arrives so.
    await deliverDueEmails(db(), mailer, { now: soon() });
    const [message] = readEmails(sink.dir).filter((m) => m.to === lead.email && m.subject === "Re: your enquiry");
    expect(plainText(message)).toContain("Quoted Person wrote:\n> Take a month off.\n> Maybe two.");

    // Without the box ticked, nothing is quoted.
    const plain = await replyToLead(staff, id, reply("Again", "No quote."));
    const [again] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, plain!.outboxId));
    expect(again.text).toBe("No quote.");
  });

  it("quotes each kind's own message, and there is none for a newsletter sign-up", async () => {
    const marketplace = await readLeadRecord(db(), await addMarketplace());
    expect(leadOwnMessage(marketplace!)).toBe("Family farm, third generation.");
    const readyToTalk = await readLeadRecord(
      db(),
      await addReadyToTalk("quote-rtt@example.co.za", { goal: "operations" }),
    );
    expect(leadOwnMessage(readyToTalk!)).toBe("Goal: Fix operations, stock and cash flow");
    const silent = await readLeadRecord(db(), await addContact({ goals: "", pain: [] }));
    expect(leadOwnMessage(silent!)).toBeNull();
    const newsletterId = await addNewsletter("quote-news@example.co.za");
    expect(leadOwnMessage((await readLeadRecord(db(), newsletterId))!)).toBeNull();
    // Asking for a quote where there is none sends the reply alone.
    const sent = await replyToLead(staff, newsletterId, reply("Welcome", "Thanks for subscribing.", true));
    const [row] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, sent!.outboxId));
    expect(row.text).toBe("Thanks for subscribing.");
  });

  it("refuses a reply without a subject or message, or too long, with its messages", () => {
    const check = (values: Record<string, unknown>) => parseForm(LeadReplySchema, values);
    expect(check({ subject: " ", body: "Hi" })).toEqual({ ok: false, errors: { subject: "Please write a subject." } });
    expect(check({ subject: "Hi", body: " \n " })).toEqual({
      ok: false,
      errors: { body: "Please write your reply before sending." },
    });
    expect(check({ subject: "Hi", body: "x".repeat(10_001) })).toEqual({
      ok: false,
      errors: { body: "A reply can be at most 10,000 characters." },
    });
    expect(check({ subject: "x".repeat(201), body: "Hi" })).toEqual({
      ok: false,
      errors: { subject: "A subject can be at most 200 characters." },
    });
    expect(check({})).toMatchObject({
      ok: false,
      errors: { subject: "Please write a subject.", body: "Please write your reply before sending." },
    });
    // At the limits, accepted; a subject is one line; CRLF counts as one character.
    expect(check({ subject: "x".repeat(200), body: "y".repeat(10_000) }).ok).toBe(true);
    expect(check({ subject: "Line\r\nbreak", body: "a\r\nb" })).toEqual({
      ok: true,
      data: { subject: "Line break", body: "a\nb", quote: false },
    });
  });

  it("sends nothing to a lead that does not exist", async () => {
    const [{ n: before }] = await db().select({ n: count() }).from(emailOutbox);
    expect(await replyToLead(staff, MISSING, reply("Hello", "Anyone?"))).toBeNull();
    expect(await replyToLead(staff, "not-an-id", reply("Hello", "Anyone?"))).toBeNull();
    // A lead deleted is no longer there: its arrival emails went with it, and no reply is queued.
    const deletedId = await addContact();
    await db().delete(leads).where(eq(leads.id, deletedId));
    expect(await replyToLead(staff, deletedId, reply("Hello", "Anyone?"))).toBeNull();
    const [{ n: after }] = await db().select({ n: count() }).from(emailOutbox);
    expect(after).toBe(before);
    expect(await db().select().from(leadReplies).where(eq(leadReplies.leadId, MISSING))).toEqual([]);
  });

  it("lists a lead's arrival, status changes, assignments, notes, emails and replies, newest first", async () => {
    const email = "timeline@example.co.za";
    const id = await addContact({
      name: "Timeline Person",
      email,
      query: { lead: "operations-plan", utm_source: "linkedin" },
    });
    await pause();
    await db().transaction((tx) =>
      recordAudit(tx, {
        action: "lead_assigned",
        resourceType: LEAD_RESOURCE_TYPE,
        resourceId: id,
        userId: staff.id,
        details: { from: null, to: colleague.id },
      }),
    );
    await pause();
    await changeLeadStatus(staff, id, "contacted");
    await pause();
    await addLeadNote(colleague, id, "Called; sending a proposal.");
    await pause();
    const sent = await replyToLead(staff, id, reply("Your proposal", "Attached is the plan."));
    // Delivery of everything due: the arrival emails and the reply.
    await deliverDueEmails(db(), mailer, { now: soon() });
    await pause();
    const pending = await replyToLead(staff, id, reply("One more thing", "And the timeline."));
    // Someone else's lead leaves no trace here.
    const other = await addContact({ email: "not-timeline@example.co.za" });
    await addLeadNote(staff, other, "Other lead's note");

    const events = (await leadTimeline(id))!;
    expect(events.map((event) => event.kind)).toEqual([
      "reply",
      "reply",
      "note",
      "status",
      "assigned",
      "email",
      "email",
      "arrival",
    ]);
    const times = events.map((event) => event.at.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const [latest, earlier, note, status, assigned, ...rest] = events as [
      Extract<TimelineEvent, { kind: "reply" }>,
      Extract<TimelineEvent, { kind: "reply" }>,
      Extract<TimelineEvent, { kind: "note" }>,
      Extract<TimelineEvent, { kind: "status" }>,
      Extract<TimelineEvent, { kind: "assigned" }>,
      ...TimelineEvent[],
    ];
    expect(latest).toMatchObject({
      id: pending!.replyId,
      who: "Lerato Nkosi",
      subject: "One more thing",
      body: "And the timeline.",
      to: email,
      delivery: "pending",
      sentAt: null,
    });
    expect(earlier).toMatchObject({
      id: sent!.replyId,
      subject: "Your proposal",
      body: "Attached is the plan.",
      delivery: "sent",
    });
    expect(earlier.sentAt).toBeInstanceOf(Date);
    expect(note).toMatchObject({ who: "johan@kestrel.test", body: "Called; sending a proposal." });
    expect(status).toMatchObject({ who: "Lerato Nkosi", from: "new", to: "contacted" });
    // The colleague gave no name: their address stands for it.
    expect(assigned).toMatchObject({
      who: "Lerato Nkosi",
      from: null,
      to: { name: "johan@kestrel.test", known: true },
    });

    const emails = rest.filter((event): event is Extract<TimelineEvent, { kind: "email" }> => event.kind === "email");
    expect(emails.map((event) => event.to).sort()).toEqual([NOTIFY, email].sort());
    expect(emails.every((event) => event.delivery === "sent" && event.sentAt instanceof Date)).toBe(true);
    // The replies' own outbox rows are not listed a second time.
    expect(events.filter((event) => event.kind === "email").map((event) => event.id)).not.toContain(sent!.outboxId);

    const arrival = events.at(-1) as Extract<TimelineEvent, { kind: "arrival" }>;
    expect(arrival.id).toBe(id);
    expect(arrival.at).toEqual((await leadRow(id)).createdAt);
    expect(arrival.details).toEqual(
      expect.arrayContaining([
        { label: "Page", value: "/contact" },
        { label: "Campaign", value: "utm linkedin" },
        { label: "Link parameters", value: ["lead=operations-plan", "utm_source=linkedin"] },
      ]),
    );
    expect(JSON.stringify(events)).not.toContain("Other lead's note");

    // A failed delivery reads as such.
    await db().update(emailOutbox).set({ status: "dead" }).where(eq(emailOutbox.id, pending!.outboxId));
    expect(((await leadTimeline(id))![0] as Extract<TimelineEvent, { kind: "reply" }>).delivery).toBe("dead");

    expect(await leadTimeline(MISSING)).toBeNull();
    expect(await leadTimeline("not-an-id")).toBeNull();
  });

  it("shows an assignment to an account that no longer exists, and an unassignment", async () => {
    const id = await addContact();
    const gone = crypto.randomUUID();
    await db().transaction(async (tx) => {
      await recordAudit(tx, {
        action: "lead_assigned",
        resourceType: LEAD_RESOURCE_TYPE,
        resourceId: id,
        userId: gone,
        details: { from: null, to: gone },
      });
    });
    await pause();
    await db().transaction(async (tx) => {
      await recordAudit(tx, {
        action: "lead_assigned",
        resourceType: LEAD_RESOURCE_TYPE,
        resourceId: id,
        userId: staff.id,
        details: { from: gone, to: null },
      });
    });
    const events = (await leadTimeline(id))!.filter((event) => event.kind === "assigned");
    expect(events).toMatchObject([
      { who: "Lerato Nkosi", from: { name: null, known: false }, to: null },
      { who: null, from: null, to: { name: null, known: false } },
    ]);
  });

  it("erasing the person removes their replies and the replies' emails, and nobody else's", async () => {
    const email = "erase-replies@example.co.za";
    const id = await addContact({ email });
    const keep = await addContact({ email: "keep-replies@example.co.za" });
    const sent = await replyToLead(staff, id, reply("Hello", "To be erased."));
    const kept = await replyToLead(staff, keep, reply("Hello", "To be kept."));

    const held = await findPersonData(email);
    expect(held.replies.map((row) => row.body)).toEqual(["To be erased."]);

    // Its key given: env() is read once, and the lead page's tests below need it read with their PUBLIC_URL.
    const counts = await erasePersonData(staff, email, null, "a-lead-replies-test-secret-of-32-characters");
    expect(counts).toMatchObject({ leads: { contact: 1 }, replies: 1, emails: 3 });
    expect(await db().select().from(leadReplies).where(eq(leadReplies.id, sent!.replyId))).toEqual([]);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.id, sent!.outboxId))).toEqual([]);
    expect(
      await db().select({ id: leadReplies.id }).from(leadReplies).where(eq(leadReplies.id, kept!.replyId)),
    ).toEqual([{ id: kept!.replyId }]);
    expect(
      await db().select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.id, kept!.outboxId)),
    ).toHaveLength(1);
  });
});

describe("the lead page's reply", () => {
  let session: AdminSession;
  let id: string;
  const url = () => leadPath(id);
  const send = (body: Record<string, string>) =>
    outcome(leadDetail.action, {
      request: postRequest(session, url(), "admin", { intent: "reply", ...body }),
      params: { id },
    });
  const repliesOf = async () => db().select().from(leadReplies).where(eq(leadReplies.leadId, id));
  const outboxCount = async () => (await db().select({ n: count() }).from(emailOutbox))[0].n;

  beforeAll(async () => {
    session = await startAdminSession("lead-replies");
    id = await addContact({ name: "Page Person", email: "page-person@example.co.za" });
  });

  afterAll(async () => {
    await session?.stop();
  });

  it("offers the reply form (with a quote) and the timeline", async () => {
    const result = await outcome(leadDetail.loader, {
      request: getRequest(session, url(), "admin"),
      params: { id },
    });
    expect(result.status).toBe(200);
    const data = result.body as { canQuote: boolean; replyTo: string; timeline: TimelineEvent[] };
    expect(data.canQuote).toBe(true);
    expect(data.replyTo).toBe(session.adminEmail);
    expect(data.timeline.map((event) => event.kind)).toEqual(["email", "email", "arrival"]);
  });

  it("refuses bad input with 400, its field errors and what was typed, and changes nothing", async () => {
    const emails = await outboxCount();
    const empty = await send({ subject: "", body: "  ", quote: "on" });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      intent: "reply",
      fieldErrors: { subject: "Please write a subject.", body: "Please write your reply before sending." },
      reply: { subject: "", body: "  ", quote: true },
    });
    const long = "x".repeat(10_001);
    const tooLong = await send({ subject: "Re: your enquiry", body: long });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({
      fieldErrors: { body: "A reply can be at most 10,000 characters." },
      reply: { subject: "Re: your enquiry", body: long, quote: false },
    });

    expect(await repliesOf()).toEqual([]);
    expect(await outboxCount()).toBe(emails);
    expect(
      await db()
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.resourceId, id), eq(auditEvents.action, "lead_replied"))),
    ).toEqual([]);
    const [row] = await db().select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({ respondedAt: null, firstReplyAt: null });
  });

  it("sends the reply: 302 back to the lead with a toast, the reply kept, queued and audited", async () => {
    const result = await send({ subject: "Re: your enquiry", body: "Thanks, Page. Tuesday at ten?", quote: "on" });
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe(url());
    expect(await toastOf(result.headers)).toEqual({
      kind: "success",
      title: "Reply sent",
      description: "It is in the outbox and will be delivered within a few seconds.",
    });
    const [saved] = await repliesOf();
    expect(saved).toMatchObject({
      subject: "Re: your enquiry",
      body: "Thanks, Page. Tuesday at ten?",
      authorId: session.adminId,
    });
    const [queued] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, saved.outboxId!));
    expect(queued).toMatchObject({
      to: "page-person@example.co.za",
      headers: { "Reply-To": session.adminEmail },
      leadId: id,
    });
    expect(queued.text).toContain("Page Person wrote:\n> Take a month off.");
    const [event] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resourceId, id), eq(auditEvents.action, "lead_replied")));
    expect(event).toMatchObject({ userId: session.adminId, ip: CLIENT_IP, details: { replyId: saved.id, length: 29 } });

    const page = await outcome(leadDetail.loader, {
      request: getRequest(session, url(), "admin"),
      params: { id },
    });
    const timeline = (page.body as { timeline: TimelineEvent[] }).timeline;
    expect(timeline[0]).toMatchObject({ kind: "reply", subject: "Re: your enquiry", delivery: "pending" });
  });

  it("shows the reply form and the timeline as plain headings, labels and an ordered list", async () => {
    const page = await outcome(leadDetail.loader, {
      request: getRequest(session, url(), "admin"),
      params: { id },
    });
    const Page = leadDetail.default as unknown as FunctionComponent<Record<string, unknown>>;
    const router = createMemoryRouter(
      [
        {
          path: "/admin/leads/:id",
          Component: () => createElement(Page, { loaderData: page.body, actionData: undefined, params: { id } }),
        },
      ],
      {
        initialEntries: [url()],
      },
    );
    const html = renderToString(createElement(RouterProvider, { router }));
    const headings = [...html.matchAll(/<h([1-6])[^>]*>(.*?)<\/h\1>/g)].map(
      ([, level, text]) => `h${level} ${text.replace(/<[^>]+>/g, "")}`,
    );
    expect(headings).toEqual(expect.arrayContaining(["h1 Page Person", "h2 Reply to Page Person", "h2 Timeline"]));
    expect(headings.every((heading) => heading.startsWith("h1") || heading.startsWith("h2"))).toBe(true);
    expect(html).toContain('value="Re: your enquiry"');
    expect(html).toMatch(/<label[^>]*>Subject/);
    expect(html).toMatch(/<label[^>]*>Message/);
    expect(html).toMatch(/<label[^>]*>Quote what they wrote/);
    expect(html).toContain(">Send reply<");
    expect(html).toMatch(/<ol aria-label="Events, newest first"/);
    const timeline = html.slice(html.indexOf('<ol aria-label="Events, newest first"'));
    // Run after the reply above: it is listed first, the arrival last.
    expect(timeline.indexOf(">Reply<")).toBeGreaterThan(-1);
    expect(timeline.indexOf(">Reply<")).toBeLessThan(timeline.indexOf(">Received<"));
    if (process.env.SHOW_LEAD_PAGE) console.log(html);
    expect(timeline).toContain("Waiting to send");
  });

  it("answers 404 for a lead that does not exist, and 403 to a post from another site", async () => {
    const gone = await outcome(leadDetail.action, {
      request: postRequest(session, leadPath(MISSING), "admin", {
        intent: "reply",
        subject: "Hi",
        body: "Hi",
      }),
      params: { id: MISSING },
    });
    expect(gone.status).toBe(404);
    const forged = await outcome(leadDetail.action, {
      request: postRequest(
        session,
        url(),
        "admin",
        { intent: "reply", subject: "Hi", body: "Hi" },
        { origin: "https://evil.example" },
      ),
      params: { id },
    });
    expect(forged.status).toBe(403);
    expect(await repliesOf()).toHaveLength(1);
  });
});
