/**
 * Lead follow-up on a real database: the reply due time stored with each lead, its owner (assigned and audited in
 * one transaction, only to staff who work the leads), the clock stopped by a status change, the inbox's work queues
 * and their counts, the pipeline board and its move action, and the CSV export's follow-up columns.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditEvents, emailOutbox, leads, user } from "~/db/schema";
import { replyDueAt } from "~/lib/leads/business-hours";
import { assignLead, listLeadOwners } from "~/lib/leads/lead-assignment.server";
import { EMPTY_LEAD_FILTER, type LeadFilter } from "~/lib/leads/lead-filter";
import { exportLeadsCsv } from "~/lib/leads/lead-export.server";
import { listLeads } from "~/lib/leads/lead-inbox.server";
import { leadPath } from "~/lib/leads/lead-path";
import { changeLeadStatus, type LeadActor } from "~/lib/leads/lead-record.server";
import { leadBoard, leadViewCounts } from "~/lib/leads/lead-queues.server";
import * as board from "~/routes/admin/lead-board";
import * as leadDetail from "~/routes/admin/lead-detail";
import * as inbox from "~/routes/admin/leads";
import {
  getRequest,
  outcome,
  postRequest,
  startAdminSession,
  toastOf,
  type AdminSession,
} from "../support/admin-session";
import { addContact, addMarketplace, addNewsletter } from "../support/lead-fixtures";

let session: AdminSession;
let admin: LeadActor;
let salesId = "";
let editorId = "";

beforeAll(async () => {
  session = await startAdminSession("lead-follow-up");
  admin = { id: session.adminId, name: "Lead Admin", email: session.adminEmail };
  const staffId = async (email: string) =>
    (await db().select({ id: user.id }).from(user).where(eq(user.email, email)))[0].id;
  salesId = await staffId("sales-role@kestrel.test");
  editorId = await staffId("editor-role@kestrel.test");
});

afterAll(async () => {
  await session?.stop();
});

/** Sets a lead's follow-up columns directly: the clock is moved, not waited for. */
async function setLead(id: string, values: Partial<typeof leads.$inferInsert>) {
  await db().update(leads).set(values).where(eq(leads.id, id));
}

const lead = async (id: string) => (await db().select().from(leads).where(eq(leads.id, id)))[0];
const filter = (changes: Partial<LeadFilter>): LeadFilter => ({ ...EMPTY_LEAD_FILTER, ...changes });

describe("a lead's reply due time", () => {
  it("is stored with the lead, counted in business hours from when it arrived; a newsletter sign-up promises none", async () => {
    const contactId = await addContact();
    const marketplaceId = await addMarketplace();
    const newsletterId = await addNewsletter(`due-${Date.now()}@example.co.za`);
    const stored = await lead(contactId);
    expect(stored.replyDueAt).toEqual(replyDueAt("contact", stored.createdAt));
    const market = await lead(marketplaceId);
    expect(market.replyDueAt).toEqual(replyDueAt("marketplace", market.createdAt));
    expect(market.replyDueAt!.getTime()).toBeGreaterThan(stored.replyDueAt!.getTime() - 60_000);
    const reader = await lead(newsletterId);
    expect(reader.replyDueAt).toBeNull();
    expect(stored.respondedAt).toBeNull();
    expect(stored.ownerId).toBeNull();
  });

  it("links the lead's two arrival emails to it, for its timeline", async () => {
    const id = await addContact();
    const emails = await db()
      .select({ leadId: emailOutbox.leadId, kind: leads.kind })
      .from(emailOutbox)
      .innerJoin(leads, eq(leads.id, emailOutbox.leadId))
      .where(eq(emailOutbox.leadId, id));
    expect(emails).toEqual([
      { leadId: id, kind: "contact" },
      { leadId: id, kind: "contact" },
    ]);
  });

  it("stops for good when the status first moves on from New, and not when it moves back", async () => {
    const id = await addContact();
    await changeLeadStatus(admin, id, "contacted");
    const stopped = (await lead(id)).respondedAt;
    expect(stopped).toBeInstanceOf(Date);
    await changeLeadStatus(admin, id, "new");
    await changeLeadStatus(admin, id, "qualified");
    expect((await lead(id)).respondedAt).toEqual(stopped);
  });
});

describe("assigning a lead", () => {
  it("offers the staff who work the leads, by name, and no editor", async () => {
    const owners = await listLeadOwners();
    expect(owners.map((owner) => owner.id)).toEqual(expect.arrayContaining([session.adminId, salesId]));
    expect(owners.map((owner) => owner.id)).not.toContain(editorId);
  });

  it("gives it to a member of sales, then to nobody, auditing each change from whom to whom", async () => {
    const id = await addContact();
    expect(await assignLead(admin, id, salesId, "203.0.113.9")).toEqual({
      ok: true,
      changed: true,
      from: null,
      to: salesId,
    });
    expect((await lead(id)).ownerId).toBe(salesId);
    expect(await assignLead(admin, id, salesId)).toEqual({
      ok: true,
      changed: false,
      from: salesId,
      to: salesId,
    });
    expect(await assignLead(admin, id, null)).toEqual({ ok: true, changed: true, from: salesId, to: null });
    expect((await lead(id)).ownerId).toBeNull();
    const audits = await db()
      .select({ details: auditEvents.details, userId: auditEvents.userId, ip: auditEvents.ip })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "lead_assigned"), eq(auditEvents.resourceId, id)))
      .orderBy(auditEvents.createdAt);
    expect(audits).toEqual([
      { details: { from: null, to: salesId }, userId: session.adminId, ip: "203.0.113.9" },
      { details: { from: salesId, to: null }, userId: session.adminId, ip: null },
    ]);
  });

  it("refuses an editor, a stranger's id and a lead that does not exist, changing nothing", async () => {
    const id = await addContact();
    expect(await assignLead(admin, id, editorId)).toEqual({ ok: false, reason: "not-an-owner" });
    expect(await assignLead(admin, id, "no-such-user")).toEqual({ ok: false, reason: "not-an-owner" });
    expect(await assignLead(admin, "00000000-0000-4000-8000-000000000000", salesId)).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await assignLead(admin, "not-an-id", salesId)).toEqual({ ok: false, reason: "not-found" });
    expect((await lead(id)).ownerId).toBeNull();
    const audits = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "lead_assigned"), eq(auditEvents.resourceId, id)));
    expect(audits).toEqual([]);
  });

  it("through the lead's page: assigned with a toast; an editor as owner is refused with a message and nothing changes", async () => {
    const id = await addContact();
    const assign = (owner: string) =>
      outcome(leadDetail.action as never, {
        request: postRequest(session, leadPath(id), "sales", { intent: "owner", owner }),
        params: { id },
      });
    const done = await assign(salesId);
    expect(done.status).toBe(302);
    expect((await toastOf(done.headers))?.title).toBe("Assigned to sales-role");
    expect((await lead(id)).ownerId).toBe(salesId);

    const refused = await assign(editorId);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      intent: "owner",
      fieldErrors: { owner: "Please choose someone who works the leads." },
    });
    expect((await lead(id)).ownerId).toBe(salesId);

    const cleared = await assign("");
    expect(cleared.status).toBe(302);
    expect((await toastOf(cleared.headers))?.title).toBe("Lead unassigned");
    expect((await lead(id)).ownerId).toBeNull();
  });
});

describe("the work queues", () => {
  // Leads received at chosen moments, due at chosen moments: the clock is set, not waited for.
  const now = new Date("2031-03-05T10:00:00+02:00"); // a Wednesday
  const ids = {} as Record<"overdue" | "dueToday" | "dueTomorrow" | "answered" | "mineWon" | "mineOpen", string>;

  beforeAll(async () => {
    // A database of its own would be cleaner; these leads sit far in the future so no other test's lead is due then.
    for (const key of Object.keys({
      overdue: 1,
      dueToday: 1,
      dueTomorrow: 1,
      answered: 1,
      mineWon: 1,
      mineOpen: 1,
    }) as (keyof typeof ids)[]) {
      ids[key] = await addContact({
        name: `Queue ${key}`,
        email: `queue-${key}@example.co.za`,
        createdAt: new Date("2031-03-04T09:00:00+02:00"),
      });
    }
    await setLead(ids.overdue, { replyDueAt: new Date("2031-03-05T09:00:00+02:00") });
    await setLead(ids.dueToday, { replyDueAt: new Date("2031-03-05T16:30:00+02:00") });
    await setLead(ids.dueTomorrow, { replyDueAt: new Date("2031-03-06T09:00:00+02:00") });
    await setLead(ids.answered, {
      replyDueAt: new Date("2031-03-05T09:00:00+02:00"),
      respondedAt: new Date("2031-03-04T12:00:00+02:00"),
      status: "contacted",
    });
    await setLead(ids.mineWon, {
      replyDueAt: new Date("2031-03-05T09:00:00+02:00"),
      respondedAt: new Date("2031-03-04T12:00:00+02:00"),
      status: "won",
      ownerId: salesId,
    });
    await setLead(ids.mineOpen, { replyDueAt: new Date("2031-03-10T09:00:00+02:00"), ownerId: salesId });
  });

  const names = async (changes: Partial<LeadFilter>, userId = salesId) =>
    (await listLeads(filter({ ...changes, q: "Queue" }), { userId, now })).leads.map((lead) => lead.name).sort();

  it("lists what is overdue and what is due today against the given clock", async () => {
    expect(await names({ view: "overdue" })).toEqual(["Queue overdue"]);
    expect(await names({ view: "due-today" })).toEqual(["Queue dueToday"]);
    const later = { userId: salesId, now: new Date("2031-03-05T17:00:00+02:00") };
    expect(
      (await listLeads(filter({ view: "overdue", q: "Queue" }), later)).leads.map((lead) => lead.name).sort(),
    ).toEqual(["Queue dueToday", "Queue overdue"]);
  });

  it("lists a member's open leads as Mine (a chosen status replaces open) and the open leads nobody owns as Unassigned", async () => {
    expect(await names({ view: "mine" })).toEqual(["Queue mineOpen"]);
    expect(await names({ view: "mine", status: "won" })).toEqual(["Queue mineWon"]);
    expect(await names({ view: "mine" }, session.adminId)).toEqual([]);
    expect(await names({ view: "unassigned" })).toEqual([
      "Queue answered",
      "Queue dueToday",
      "Queue dueTomorrow",
      "Queue overdue",
    ]);
  });

  it("counts each queue for the navigation exactly as it lists it", async () => {
    const counts = await leadViewCounts({ userId: salesId, now });
    for (const view of ["mine", "unassigned", "overdue", "due-today"] as const) {
      expect(counts[view], view).toBe((await listLeads(filter({ view }), { userId: salesId, now })).total);
    }
    expect(counts.overdue).toBeGreaterThanOrEqual(1);
  });

  it("shows the inbox's rows with their owner and due state", async () => {
    const result = await outcome(inbox.loader as never, {
      request: getRequest(session, "/admin/leads?view=mine&q=Queue", "sales"),
    });
    expect(result.status).toBe(200);
    const body = result.body as { leads: { name: string; ownerName: string; due: string }[] };
    expect(body.leads.map((lead) => [lead.name, lead.ownerName])).toEqual([["Queue mineOpen", "sales-role"]]);
  });
});

describe("the pipeline board", () => {
  it("has one column per status but spam, each with its count and newest leads", async () => {
    const id = await addContact({ name: "Board Lead", email: "board-lead@example.co.za" });
    const spam = await addContact({ name: "Board Spam", email: "board-spam@example.co.za" });
    await changeLeadStatus(admin, spam, "spam");
    await changeLeadStatus(admin, id, "qualified");
    const columns = await leadBoard(filter({ q: "Board" }), { userId: salesId, now: new Date() });
    expect(columns.map((column) => column.status)).toEqual(["new", "contacted", "qualified", "won", "lost"]);
    expect(columns.map((column) => column.total)).toEqual([0, 0, 1, 0, 0]);
    expect(columns[2].leads.map((lead) => lead.name)).toEqual(["Board Lead"]);
  });

  it("leaves newsletter sign-ups off the board unless they are the type asked for", async () => {
    const email = `board-reader-${Date.now()}@example.co.za`;
    await addNewsletter(email);
    const viewer = { userId: salesId, now: new Date() };
    const onBoard = async (type: LeadFilter["type"]) =>
      (await leadBoard(filter({ q: "board-reader", type }), viewer)).flatMap((column) =>
        column.leads.map((lead) => lead.email),
      );
    expect(await onBoard(null)).toEqual([]);
    expect(await onBoard("newsletter")).toEqual([email]);
  });

  it("moves a lead to another column with the board's form, audited, and back to the same board at that card", async () => {
    const id = await addContact({ name: "Mover", email: "mover@example.co.za" });
    const move = (status: string, who: "sales" | "admin" = "sales") =>
      outcome(board.action as never, {
        request: postRequest(session, "/admin/leads/board?view=unassigned", who, {
          intent: "move",
          id,
          status,
        }),
      });
    const moved = await move("contacted");
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe(`/admin/leads/board?view=unassigned#lead-${id}`);
    expect((await toastOf(moved.headers))?.title).toBe("Lead moved to Contacted");
    expect((await lead(id)).status).toBe("contacted");
    const audits = await db()
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "lead_status_changed"), eq(auditEvents.resourceId, id)));
    expect(audits).toEqual([{ details: { from: "new", to: "contacted" } }]);

    const refused = await move("archived");
    expect(refused.status).toBe(400);
    expect((await lead(id)).status).toBe("contacted");
    const gone = await outcome(board.action as never, {
      request: postRequest(session, "/admin/leads/board", "sales", {
        intent: "move",
        id: "00000000-0000-4000-8000-000000000000",
        status: "won",
      }),
    });
    expect(gone.status).toBe(404);
  });
});

describe("the CSV export", () => {
  it("has the owner, the reply due time, the first reply and the source page", async () => {
    const id = await addContact({ name: "Export Follow", email: "export-follow@example.co.za" });
    await setLead(id, {
      ownerId: salesId,
      replyDueAt: new Date("2031-01-06T10:00:00+02:00"),
      firstReplyAt: new Date("2031-01-05T11:30:00+02:00"),
    });
    const { csv } = await exportLeadsCsv(admin, filter({ q: "Export Follow" }));
    const [header, row] = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toBe(
      "Type,Received,Name,Email,Phone,Business,Status,Owner,Reply due,First reply,Context,Source page,Consent given,Privacy notice,Reference",
    );
    expect(row).toContain(",New,sales-role,2031-01-06 10:00:00,2031-01-05 11:30:00,");
    expect(row).toContain(",/contact,");
  });
});
