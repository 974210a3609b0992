/**
 * The admin's outbox page through its route module, on a real database:
 * counts per status, the latest messages with a status filter, and the retry
 * of a dead (or waiting) message, audited, after which the worker sends it.
 */
import { asc, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditEvents, emailOutbox } from "~/db/schema";
import type { OutgoingEmail } from "~/lib/runtime/mailer.server";
import { deliverDueEmails } from "~/lib/runtime/outbox.server";
import * as outbox from "~/routes/admin/outbox";
import {
  CLIENT_IP,
  getRequest,
  outcome,
  postRequest,
  startAdminSession,
  toastOf,
  type AdminSession,
} from "../support/admin-session";
import { addContact, addMarketplace, NOTIFY } from "../support/lead-fixtures";

let session: AdminSession;
let dead: string;
let sent: string;
let pending: string;

beforeAll(async () => {
  session = await startAdminSession("admin-outbox");
  await addContact({ email: "thandi@example.co.za" });
  await addMarketplace({ email: "pieter@example.co.za" });
  const rows = await db()
    .select({ id: emailOutbox.id, to: emailOutbox.to })
    .from(emailOutbox)
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id));
  expect(rows).toHaveLength(4);
  const [notifyContact, visitorContact] = [
    rows.find((r) => r.to === NOTIFY)!,
    rows.find((r) => r.to === "thandi@example.co.za")!,
  ];
  dead = notifyContact.id;
  sent = visitorContact.id;
  pending = rows.find((r) => r.to === "pieter@example.co.za")!.id;
  await db()
    .update(emailOutbox)
    .set({ status: "dead", attempts: 8, lastError: "connect ECONNREFUSED 127.0.0.1:25" })
    .where(eq(emailOutbox.id, dead));
  await db()
    .update(emailOutbox)
    .set({ status: "sent", attempts: 1, sentAt: new Date() })
    .where(eq(emailOutbox.id, sent));
  await db()
    .update(emailOutbox)
    .set({ attempts: 2, lastError: "451 try again later" })
    .where(eq(emailOutbox.id, pending));
});

afterAll(async () => {
  await session?.stop();
});

type Page = {
  counts: Record<string, number>;
  emails: {
    id: string;
    to: string;
    subject: string;
    status: string;
    attempts: number;
    lastError: string | null;
    sentAt: Date | null;
  }[];
  status: string | null;
};

async function page(query = ""): Promise<Page> {
  const result = await outcome(outbox.loader, { request: getRequest(session, `/admin/outbox${query}`, "admin") });
  expect(result.status).toBe(200);
  return result.body as Page;
}

const retry = (id: string, extra: Record<string, string> = {}) =>
  outcome(outbox.action, {
    request: postRequest(session, "/admin/outbox", "admin", { intent: "retry", id, ...extra }),
  });

const retryEvents = () => db().select().from(auditEvents).where(eq(auditEvents.action, "email_retried"));

describe("the outbox page", () => {
  it("counts the messages of each status and lists the latest with their delivery details", async () => {
    const data = await page();
    expect(data.counts).toEqual({ pending: 2, sent: 1, dead: 1 });
    expect(data.status).toBeNull();
    expect(data.emails).toHaveLength(4);
    expect(data.emails.find((m) => m.id === dead)).toMatchObject({
      to: NOTIFY,
      status: "dead",
      attempts: 8,
      lastError: "connect ECONNREFUSED 127.0.0.1:25",
      sentAt: null,
    });
    expect(data.emails.find((m) => m.id === sent)?.sentAt).toBeInstanceOf(Date);
    // The page shows what the admin needs, not the message bodies.
    expect(Object.keys(data.emails[0]).sort()).toEqual([
      "attempts",
      "createdAt",
      "id",
      "lastError",
      "sentAt",
      "status",
      "subject",
      "to",
    ]);
  });

  it("filters by status, and ignores an unknown one", async () => {
    expect((await page("?status=dead")).emails.map((m) => m.id)).toEqual([dead]);
    expect((await page("?status=sent")).emails.map((m) => m.id)).toEqual([sent]);
    expect((await page("?status=pending")).emails).toHaveLength(2);
    const unknown = await page("?status=bounced");
    expect(unknown.status).toBeNull();
    expect(unknown.emails).toHaveLength(4);
  });
});

describe("retrying an email", () => {
  it("puts a dead message back in the queue, toasts, and records who did it", async () => {
    const result = await retry(dead, { status: "dead" });
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe("/admin/outbox?status=dead");
    expect(await toastOf(result.headers)).toEqual({
      kind: "success",
      title: "Email queued again",
      description: "It will be sent within a few seconds.",
    });
    const [row] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, dead));
    expect(row).toMatchObject({ status: "pending", attempts: 0, lastError: null });
    const events = await retryEvents();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      resourceType: "email_outbox",
      resourceId: dead,
      userId: session.adminId,
      ip: CLIENT_IP,
      details: { previousStatus: "dead", attempts: 8 },
    });
  });

  it("retries a waiting message at once", async () => {
    const result = await retry(pending);
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe("/admin/outbox");
    expect(await retryEvents()).toHaveLength(2);
  });

  it("and the worker then delivers both", async () => {
    const delivered: OutgoingEmail[] = [];
    const result = await deliverDueEmails(db(), {
      send: async (message) => void delivered.push(message),
      close: () => {},
    });
    expect(result.failed).toBe(0);
    // The two retried, and the marketplace notification that was waiting all along.
    expect(delivered.map((m) => m.to).sort()).toEqual([NOTIFY, NOTIFY, "pieter@example.co.za"]);
    const rows = await db()
      .select({ status: emailOutbox.status })
      .from(emailOutbox)
      .where(inArray(emailOutbox.id, [dead, pending]));
    expect(rows.map((r) => r.status)).toEqual(["sent", "sent"]);
  });

  it("refuses a sent message with 409 and a message, recording nothing", async () => {
    const result = await retry(sent);
    expect(result.status).toBe(409);
    expect(result.body).toEqual({
      id: sent,
      message: "That email can no longer be retried: it has been sent or removed.",
    });
    expect(await retryEvents()).toHaveLength(2);
  });

  it("answers a message that does not exist with 409, and a malformed request with 400", async () => {
    expect((await retry("00000000-0000-4000-8000-000000000000")).status).toBe(409);
    expect((await retry("not-an-id")).status).toBe(400);
    const unknown = await outcome(outbox.action, {
      request: postRequest(session, "/admin/outbox", "admin", { intent: "purge", id: dead }),
    });
    expect(unknown.status).toBe(400);
    const forged = await outcome(outbox.action, {
      request: postRequest(
        session,
        "/admin/outbox",
        "admin",
        { intent: "retry", id: dead },
        { origin: "https://evil.example" },
      ),
    });
    expect(forged.status).toBe(403);
    const [{ n }] = await db().select({ n: count() }).from(auditEvents).where(eq(auditEvents.action, "email_retried"));
    expect(n).toBe(2);
  });
});
