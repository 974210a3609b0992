/**
 * Working leads in bulk from the inbox, through its route action on a real database: assigning an owner, setting a
 * status, marking spam, exporting a selection and erasing (admins only, asked first with the count). Each action is
 * one transaction with one audit row per lead changed; a selection naming a lead no longer there, or an owner who
 * may not work the leads, is refused whole and changes nothing; each action's role is checked on the server.
 */
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditEvents, emailOutbox, leadNotes, leads as leadsTable, newsletterSubscribers, user } from "~/db/schema";
import { LEAD_BULK_LIMIT } from "~/lib/leads/lead-bulk";
import { changeLeadsInBulk } from "~/lib/leads/lead-bulk.server";
import { addLeadNote } from "~/lib/leads/lead-record.server";
import * as inbox from "~/routes/admin/leads";
import * as leadsExport from "~/routes/admin/leads-export";
import { BASE, outcome, startAdminSession, toastOf, type AdminSession, type Who } from "../support/admin-session";
import { addContact, addMarketplace, addNewsletter, addReadyToTalk, at } from "../support/lead-fixtures";

let session: AdminSession;
let salesId: string;
let ids: string[];

beforeAll(async () => {
  session = await startAdminSession("lead-bulk");
  const [sales] = await db().select({ id: user.id }).from(user).where(eq(user.email, "sales-role@kestrel.test"));
  salesId = sales.id;
});

afterAll(async () => {
  await session.stop();
});

beforeEach(async () => {
  await db().delete(leadsTable);
  ids = [
    await addContact({ name: "Bulk One", createdAt: at(1) }),
    await addMarketplace({ createdAt: at(2) }),
    await addReadyToTalk("bulk-three@example.co.za", { createdAt: at(3) }),
    await addNewsletter("bulk-four@example.co.za", { createdAt: at(4) }),
  ];
});

/** A form post as the inbox's bulk bar sends it (each id its own `ids` field). */
function post(path: string, who: Who, fields: [string, string][]): Request {
  const cookie = session.cookieFor(who);
  return new Request(`${BASE}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      origin: BASE,
      "content-type": "application/x-www-form-urlencoded",
      ...(cookie ? { cookie } : {}),
    },
  });
}

const bulk = (who: Who, action: string, chosen: string[], more: [string, string][] = []) =>
  outcome(inbox.action, {
    request: post("/admin/leads", who, [
      ["intent", "bulk"],
      ["bulkAction", action],
      ...chosen.map((id): [string, string] => ["ids", id]),
      ...more,
    ]),
  });

const stored = () =>
  db()
    .select({
      id: leadsTable.id,
      status: leadsTable.status,
      ownerId: leadsTable.ownerId,
      respondedAt: leadsTable.respondedAt,
    })
    .from(leadsTable)
    .orderBy(asc(leadsTable.createdAt));
/** This test's leads' audit rows of `action` written by a bulk action. */
const bulkAudits = async (action: string) =>
  (
    await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), inArray(auditEvents.resourceId, ids)))
  ).filter((event) => (event.details as { bulk?: boolean }).bulk === true);
const auditTotal = async () => (await db().select({ n: count() }).from(auditEvents))[0].n;

describe("assigning the selected leads", () => {
  it("gives them all to the owner chosen, one audit row each, and toasts how many", async () => {
    const chosen = ids.slice(0, 3);
    const result = await bulk("sales", "assign", chosen, [["owner", session.adminId]]);
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe("/admin/leads");
    expect(await toastOf(result.headers)).toMatchObject({ kind: "success", title: "Assigned 3 leads to lead-admin" });
    const rows = await stored();
    expect(rows.slice(0, 3).map((row) => row.ownerId)).toEqual([session.adminId, session.adminId, session.adminId]);
    expect(rows[3].ownerId).toBeNull();
    const audits = await bulkAudits("lead_assigned");
    expect(audits.map((event) => event.resourceId).sort()).toEqual([...chosen].sort());
    expect(audits[0]).toMatchObject({ resourceType: "lead", details: { from: null, to: session.adminId, bulk: true } });
  });

  it("counts a lead that already had the owner as unchanged, without an audit row", async () => {
    await bulk("admin", "assign", [ids[0]], [["owner", salesId]]);
    const result = await bulk("admin", "assign", ids.slice(0, 2), [["owner", salesId]]);
    expect(await toastOf(result.headers)).toMatchObject({
      title: "Assigned 1 lead to sales-role",
      description: "1 was already that way, and left as it was.",
    });
    expect(await bulkAudits("lead_assigned")).toHaveLength(2);
  });

  it("refuses an owner who may not work the leads, changing nothing", async () => {
    const [editor] = await db().select({ id: user.id }).from(user).where(eq(user.email, "editor-role@kestrel.test"));
    const before = await auditTotal();
    const result = await bulk("admin", "assign", ids.slice(0, 2), [["owner", editor.id]]);
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ kind: "error", message: "Please choose someone who works the leads." });
    expect((await stored()).every((row) => row.ownerId === null)).toBe(true);
    expect(await auditTotal()).toBe(before);
  });
});

describe("setting the status of the selected leads", () => {
  it("moves them on, stops the reply clock of those leaving New, and audits from and to", async () => {
    const result = await bulk("sales", "status", ids.slice(0, 2), [["newStatus", "qualified"]]);
    expect(result.status).toBe(302);
    expect(await toastOf(result.headers)).toMatchObject({ title: "Moved 2 leads to Qualified" });
    const rows = await stored();
    expect(rows.map((row) => row.status)).toEqual(["qualified", "qualified", "new", "new"]);
    expect(rows[0].respondedAt).toBeInstanceOf(Date);
    expect(rows[2].respondedAt).toBeNull();
    const audits = await bulkAudits("lead_status_changed");
    expect(audits).toHaveLength(2);
    expect(audits[0].details).toEqual({ from: "new", to: "qualified", bulk: true });
  });

  it("marks the selected leads as spam", async () => {
    const result = await bulk("sales", "spam", [ids[1], ids[2]]);
    expect(await toastOf(result.headers)).toMatchObject({ title: "Marked 2 leads as spam" });
    expect((await stored()).map((row) => row.status)).toEqual(["new", "spam", "spam", "new"]);
  });

  it("refuses a status that is not one of the six, changing nothing", async () => {
    const result = await bulk("sales", "status", ids.slice(0, 2), [["newStatus", "archived"]]);
    expect(result.status).toBe(400);
    expect((await stored()).every((row) => row.status === "new")).toBe(true);
  });

  it("refuses the whole action when a selected lead no longer exists, changing nothing", async () => {
    await db().delete(leadsTable).where(eq(leadsTable.id, ids[3]));
    const before = await auditTotal();
    const result = await bulk("sales", "status", [ids[0], ids[1], ids[3]], [["newStatus", "won"]]);
    expect(result.status).toBe(409);
    expect(result.body).toEqual({
      kind: "error",
      message:
        "1 of the selected leads no longer exists, so nothing was changed. The list is up to date now: choose again.",
    });
    expect((await stored()).map((row) => row.status)).toEqual(["new", "new", "new"]);
    expect(await auditTotal()).toBe(before);
  });

  it("refuses an empty selection and one over the limit", async () => {
    expect((await bulk("sales", "spam", [])).body).toEqual({
      kind: "error",
      message: "Select at least one lead first.",
    });
    const many = Array.from({ length: LEAD_BULK_LIMIT + 1 }, () => crypto.randomUUID());
    expect(await changeLeadsInBulk({ id: salesId, name: "", email: "" }, { action: "spam" }, many)).toEqual({
      ok: false,
      reason: "too-many",
    });
  });

  it("works on every lead the filter matches, on every page, with scope=matching", async () => {
    const result = await bulk(
      "sales",
      "status",
      [],
      [
        ["scope", "matching"],
        ["type", "contact"],
        ["newStatus", "contacted"],
      ],
    );
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe("/admin/leads?type=contact");
    expect((await stored()).map((row) => row.status)).toEqual(["contacted", "new", "new", "new"]);
  });
});

describe("erasing the selected leads", () => {
  it("asks first, naming the count, and erases nothing until confirmed", async () => {
    const result = await bulk("admin", "erase", ids.slice(0, 2));
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ kind: "confirm-erase", count: 2, ids: ids.slice(0, 2), matching: false });
    expect(await stored()).toHaveLength(4);
  });

  it("erases them with their notes, emails and subscription, one audit row each without what they wrote", async () => {
    await addLeadNote({ id: session.adminId, name: "Admin", email: session.adminEmail }, ids[0], "Called them.");
    const chosen = [ids[0], ids[3]];
    const result = await bulk("admin", "erase", chosen, [["confirm", "yes"]]);
    expect(result.status).toBe(302);
    expect(await toastOf(result.headers)).toMatchObject({ title: "Erased 2 leads" });
    expect((await stored()).map((row) => row.id)).toEqual([ids[1], ids[2]]);
    expect(await db().select().from(leadNotes).where(eq(leadNotes.leadId, ids[0]))).toEqual([]);
    expect(await db().select().from(emailOutbox).where(inArray(emailOutbox.leadId, chosen))).toEqual([]);
    expect(
      await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "bulk-four@example.co.za")),
    ).toEqual([]);
    const audits = await bulkAudits("lead_erased");
    expect(audits.map((event) => event.resourceId).sort()).toEqual([...chosen].sort());
    expect(JSON.stringify(audits.map((event) => event.details))).not.toMatch(/Bulk One|bulk-four|example/);
  });

  it("is refused to a member of staff who is not an admin, changing nothing", async () => {
    const result = await bulk("sales", "erase", ids.slice(0, 2), [["confirm", "yes"]]);
    expect(result.status).toBe(403);
    expect(result.body).toEqual({ message: "You don't have permission to access this page." });
    expect(await stored()).toHaveLength(4);
  });
});

describe("exporting the selected leads", () => {
  it("downloads only the leads selected, and audits the export as a selection", async () => {
    const result = await outcome(leadsExport.action, {
      request: post("/admin/leads/export.csv", "admin", [
        ["intent", "bulk"],
        ["bulkAction", "export"],
        ["ids", ids[0]],
        ["ids", ids[2]],
      ]),
    });
    expect(result.status).toBe(200);
    const csv = await result.response!.text();
    const lines = csv.trim().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(csv).toContain(ids[0]);
    expect(csv).toContain(ids[2]);
    expect(csv).not.toContain(ids[1]);
    expect(result.response!.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-selected-/);
    const [event] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "leads_exported")));
    expect(event.details).toMatchObject({ count: 2, selection: true });
  });

  it("is refused to sales, who may not export every lead", async () => {
    const result = await outcome(leadsExport.action, {
      request: post("/admin/leads/export.csv", "sales", [["ids", ids[0]]]),
    });
    expect(result.status).toBe(403);
  });
});
