/**
 * POPIA access and deletion requests through the admin's route modules, on
 * a real database: everything held about one address (its leads of every
 * kind, its newsletter subscription, the notes on its leads, the outbox emails
 * about it), its JSON export, and its erasure in one transaction, each audited
 * without the address. A kind defined only here is exported and erased too.
 */
import crypto from "node:crypto";
import { count, eq, getTableColumns, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  auditEvents,
  emailOutbox,
  leadNotes,
  leads as leadRows,
  newsletterSubscribers,
  signInFailures,
} from "~/db/schema";
import { PRIVACY_NOTICE_VERSION } from "~/content/leads";
import * as leadDetail from "~/routes/admin/lead-detail";
import * as leadPerson from "~/routes/admin/lead-person";
import * as leadPersonExport from "~/routes/admin/lead-person-export";
import * as leads from "~/routes/admin/leads";
import {
  CLIENT_IP,
  getRequest,
  outcome,
  postRequest,
  startAdminSession,
  toastOf,
  type AdminSession,
} from "../support/admin-session";
import { addContact, addMarketplace, addNewsletter, NOTIFY } from "../support/lead-fixtures";
import { addCallback, CALLBACK_KIND_NAME, defineCallbackKind } from "../support/test-lead-kind";

const EMAIL = "naledi@example.co.za";
const OTHER = "other@example.co.za";
const fingerprint = (email: string) => crypto.createHash("sha256").update(email).digest("hex");

let session: AdminSession;
const ids = {} as Record<"contact" | "marketplace" | "newsletter" | "readyToTalk" | "other", string>;

async function note(id: string, body: string) {
  const result = await outcome(leadDetail.action, {
    request: postRequest(session, `/admin/leads/${id}`, "admin", { intent: "note", body }),
    params: { id },
  });
  expect(result.status).toBe(302);
}

beforeAll(async () => {
  session = await startAdminSession("person-data");
  ids.contact = await addContact({ name: "Naledi Khumalo", email: EMAIL, business: "Khumalo Clinics" });
  ids.marketplace = await addMarketplace({ firstName: "Naledi", lastName: "Khumalo", email: EMAIL });
  ids.newsletter = await addNewsletter(EMAIL);
  // Stored as typed (mixed case): the lookup still finds it.
  const [readyToTalk] = await db()
    .insert(leadRows)
    .values({
      kind: "ready-to-talk",
      email: "Naledi@Example.co.za",
      answers: { industry: "medical", goal: "systems", consent: true },
      sourcePath: "/services",
      consentAt: new Date(),
      noticeVersion: PRIVACY_NOTICE_VERSION,
      idempotencyKey: crypto.randomUUID(),
    })
    .returning({ id: leadRows.id });
  ids.readyToTalk = readyToTalk.id;
  ids.other = await addContact({ name: "Someone Else", email: OTHER });
  await note(ids.contact, "Prefers calls after 3pm.");
  await note(ids.marketplace, "Selling two practices.");
  await note(ids.other, "Not Naledi.");
  const status = await outcome(leadDetail.action, {
    request: postRequest(session, `/admin/leads/${ids.contact}`, "admin", {
      intent: "status",
      status: "contacted",
    }),
    params: { id: ids.contact },
  });
  expect(status.status).toBe(302);
});

afterAll(async () => {
  await session?.stop();
});

type Counts = {
  leads: Record<string, number>;
  subscriptions: number;
  notes: number;
  replies: number;
  emails: number;
};
type Found = {
  state: "found" | "confirm";
  email: string;
  counts: Counts;
  leads: { kind: string; id: string; name: string; status: string }[];
  notes: { body: string }[];
  emails: { to: string; subject: string }[];
};

/** Nothing held: every kind counted, at 0. */
const NOTHING: Counts = {
  leads: { contact: 0, marketplace: 0, newsletter: 0, "ready-to-talk": 0, booking: 0 },
  subscriptions: 0,
  notes: 0,
  replies: 0,
  emails: 0,
};

async function personPage(query: string) {
  return outcome(leadPerson.loader, { request: getRequest(session, `/admin/leads/person${query}`, "admin") });
}

describe("the person page", () => {
  it("asks for an address when none is given", async () => {
    const result = await personPage("");
    expect(result.body).toEqual({ state: "ask", value: "", message: null });
  });

  it("answers a malformed address with 400 and the message, keeping what was typed", async () => {
    const result = await personPage("?email=naledi%40nowhere");
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      state: "ask",
      value: "naledi@nowhere",
      message: "Please enter a valid email address.",
    });
  });

  it("shows everything held about the address, whatever its case, and nothing about anyone else", async () => {
    const result = await personPage(`?email=${encodeURIComponent(" NALEDI@example.co.za ")}`);
    expect(result.status).toBe(200);
    const body = result.body as Found;
    expect(body.state).toBe("found");
    expect(body.email).toBe(EMAIL);
    expect(body.counts).toEqual({
      leads: { contact: 1, marketplace: 1, newsletter: 1, "ready-to-talk": 1, booking: 0 },
      subscriptions: 1,
      notes: 2,
      replies: 0,
      emails: 4,
    });
    expect(body.leads.map((lead) => lead.id).sort()).toEqual(
      [ids.contact, ids.marketplace, ids.newsletter, ids.readyToTalk].sort(),
    );
    expect(body.leads.find((lead) => lead.id === ids.contact)).toMatchObject({
      name: "Naledi Khumalo",
      status: "contacted",
    });
    expect(body.notes.map((n) => n.body).sort()).toEqual(["Prefers calls after 3pm.", "Selling two practices."]);
    expect(body.emails.map((m) => m.to).sort()).toEqual([NOTIFY, NOTIFY, EMAIL, EMAIL]);
    expect(JSON.stringify(body)).not.toContain("Someone Else");
  });

  it("shows the confirmation step when asked, and says when nothing is held", async () => {
    expect(((await personPage(`?email=${EMAIL}&confirm=erase`)).body as Found).state).toBe("confirm");
    const nobody = (await personPage("?email=nobody%40example.co.za&confirm=erase")).body as Found;
    expect(nobody.state).toBe("found");
    expect(nobody.counts).toEqual(NOTHING);
  });
});

describe("downloading their data", () => {
  it("answers GET with 405: the download is a POST", async () => {
    const result = await outcome(leadPersonExport.loader, {
      request: getRequest(session, "/admin/leads/person/export", "admin"),
    });
    expect(result.thrown).toBe(true);
    expect(result.status).toBe(405);
  });

  it("downloads everything held as JSON and records the export by fingerprint only", async () => {
    const result = await outcome(leadPersonExport.action, {
      request: postRequest(session, "/admin/leads/person/export", "admin", { email: "Naledi@example.co.za" }),
    });
    expect(result.status).toBe(200);
    expect(result.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(result.headers.get("content-disposition")).toBe(
      `attachment; filename="personal-data-${fingerprint(EMAIL).slice(0, 12)}-${new Date().toISOString().slice(0, 10)}.json"`,
    );
    expect(result.headers.get("cache-control")).toBe("no-store");
    const document = (await result.response!.json()) as Record<string, unknown> & {
      leads: Record<string, unknown>[];
      subscriptions: Record<string, unknown>[];
      notes: { body: string }[];
      emails: { to: string; subject: string; text: string }[];
    };
    expect(document.subject).toBe(EMAIL);
    expect(document.controller).toBe("Kestrel Advisory");
    expect(document.leads).toHaveLength(4);
    const lead = (id: string) => document.leads.find((row) => row.id === id);
    expect(lead(ids.contact)).toMatchObject({
      kind: "contact",
      name: "Naledi Khumalo",
      business: "Khumalo Clinics",
      noticeVersion: PRIVACY_NOTICE_VERSION,
      status: "contacted",
      answers: { turnover: "r10m-r50m", goals: "Take a month off.", consent: true },
    });
    for (const row of document.leads) {
      expect(row).not.toHaveProperty("idempotencyKey");
      expect(row).not.toHaveProperty("searchText");
    }
    // Every other column of a lead is there.
    expect(Object.keys(lead(ids.contact)!).sort()).toEqual(
      Object.keys(getTableColumns(leadRows))
        .filter((column) => !["idempotencyKey", "searchText"].includes(column))
        .sort(),
    );
    expect(lead(ids.marketplace)).toMatchObject({
      kind: "marketplace",
      answers: { firstName: "Naledi", lastName: "Khumalo" },
    });
    expect(lead(ids.newsletter)).toMatchObject({ kind: "newsletter", email: EMAIL });
    expect(document.subscriptions).toEqual([
      expect.objectContaining({ email: EMAIL, subscription: "confirmed", leadId: ids.newsletter }),
    ]);
    expect(lead(ids.readyToTalk)).toMatchObject({
      kind: "ready-to-talk",
      email: "Naledi@Example.co.za",
      answers: { goal: "systems" },
    });
    expect(document.notes.map((n) => n.body).sort()).toEqual(["Prefers calls after 3pm.", "Selling two practices."]);
    expect(document.emails).toHaveLength(4);
    expect(document.emails.every((m) => m.text.length > 0)).toBe(true);
    expect(JSON.stringify(document)).not.toContain("Someone Else");

    const [event] = await db().select().from(auditEvents).where(eq(auditEvents.action, "person_data_exported"));
    expect(event).toMatchObject({
      resourceType: "person",
      resourceId: fingerprint(EMAIL),
      userId: session.adminId,
      ip: CLIENT_IP,
      details: {
        emailSha256: fingerprint(EMAIL),
        counts: {
          leads: { contact: 1, marketplace: 1, newsletter: 1, "ready-to-talk": 1, booking: 0 },
          subscriptions: 1,
          notes: 2,
          replies: 0,
          emails: 4,
        },
      },
    });
    expect(JSON.stringify(event).toLowerCase()).not.toContain("naledi");
  });

  it("answers a malformed address with 400 and records nothing", async () => {
    const before = await db().select({ n: count() }).from(auditEvents);
    const result = await outcome(leadPersonExport.action, {
      request: postRequest(session, "/admin/leads/person/export", "admin", { email: "nope" }),
    });
    expect(result.status).toBe(400);
    expect(await result.response!.text()).toBe("Please enter a valid email address.");
    expect(await db().select({ n: count() }).from(auditEvents)).toEqual(before);
  });
});

describe("erasing their data", () => {
  const erase = (body: Record<string, string>) =>
    outcome(leadPerson.action, {
      request: postRequest(session, `/admin/leads/person?email=${EMAIL}&confirm=erase`, "admin", body),
    });

  async function held(email: string) {
    const [{ n: leads }] = await db()
      .select({ n: count() })
      .from(leadRows)
      .where(sql`lower(${leadRows.email}) = ${email}`);
    const [{ n: subscriptions }] = await db()
      .select({ n: count() })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    const [{ n: emails }] = await db().select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.concerns, email));
    return { leads, subscriptions, emails };
  }

  it("erases nothing without the confirmation", async () => {
    const result = await erase({ intent: "erase", email: EMAIL });
    expect(result.status).toBe(400);
    expect(await held(EMAIL)).toEqual({ leads: 4, subscriptions: 1, emails: 4 });
  });

  it("deletes every lead, note and outbox email about the address in one step, and audits it without the address", async () => {
    const [{ n: notesBefore }] = await db().select({ n: count() }).from(leadNotes);
    const result = await erase({ intent: "erase", email: EMAIL, confirm: "yes" });
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe("/admin/leads");
    expect(await toastOf(result.headers)).toEqual({
      kind: "success",
      title: "Their data was erased",
      description: "Deleted 4 leads, 2 notes, 0 replies and 4 emails.",
    });

    expect(await held(EMAIL)).toEqual({ leads: 0, subscriptions: 0, emails: 0 });
    const [{ n: notesAfter }] = await db().select({ n: count() }).from(leadNotes);
    expect(notesAfter).toBe(notesBefore - 2);

    // Someone else's lead, note and emails are untouched.
    expect(await held(OTHER)).toEqual({ leads: 1, subscriptions: 0, emails: 2 });
    const otherNotes = await db().select().from(leadNotes).where(eq(leadNotes.leadId, ids.other));
    expect(otherNotes.map((n) => n.body)).toEqual(["Not Naledi."]);

    const [event] = await db().select().from(auditEvents).where(eq(auditEvents.action, "person_data_erased"));
    expect(event).toMatchObject({
      resourceType: "person",
      resourceId: fingerprint(EMAIL),
      userId: session.adminId,
      ip: CLIENT_IP,
      details: {
        emailSha256: fingerprint(EMAIL),
        counts: {
          leads: { contact: 1, marketplace: 1, newsletter: 1, "ready-to-talk": 1, booking: 0 },
          subscriptions: 1,
          notes: 2,
          replies: 0,
          emails: 4,
        },
      },
    });
    // No audit row anywhere holds the address.
    const all = await db().select().from(auditEvents);
    expect(JSON.stringify(all).toLowerCase()).not.toContain("naledi");
  });

  it("leaves nothing in the inbox, on the person page or at the lead's address", async () => {
    const inbox = await outcome(leads.loader, { request: getRequest(session, "/admin/leads?q=naledi", "admin") });
    expect(inbox.body).toMatchObject({ leads: [], total: 0 });
    const everyone = await outcome(leads.loader, { request: getRequest(session, "/admin/leads", "admin") });
    expect((everyone.body as { leads: { id: string }[] }).leads.map((lead) => lead.id)).toEqual([ids.other]);
    const page = (await personPage(`?email=${EMAIL}`)).body as Found;
    expect(page.counts).toEqual(NOTHING);
    const gone = await outcome(leadDetail.loader, {
      request: getRequest(session, `/admin/leads/${ids.contact}`, "admin"),
      params: { id: ids.contact },
    });
    expect(gone.status).toBe(404);
    // A note sent for the erased lead (an old tab) is refused, not stored against nothing.
    const late = await outcome(leadDetail.action, {
      request: postRequest(session, `/admin/leads/${ids.contact}`, "admin", {
        intent: "note",
        body: "Too late",
      }),
      params: { id: ids.contact },
    });
    expect(late.status).toBe(404);
    expect(await db().select().from(leadNotes).where(eq(leadNotes.leadId, ids.contact))).toEqual([]);
  });

  it("erasing an address nothing is held about deletes nothing and still records the request", async () => {
    const result = await outcome(leadPerson.action, {
      request: postRequest(session, "/admin/leads/person", "admin", {
        intent: "erase",
        email: "nobody@example.co.za",
        confirm: "yes",
      }),
    });
    expect(result.status).toBe(302);
    expect(await toastOf(result.headers)).toMatchObject({
      description: "Deleted 0 leads, 0 notes, 0 replies and 0 emails.",
    });
    expect(await held(OTHER)).toEqual({ leads: 1, subscriptions: 0, emails: 2 });
  });

  it("erasing an address also forgets the failed sign-ins counted under it, and no one else's", async () => {
    await db()
      .insert(signInFailures)
      .values([
        { email: EMAIL, failures: 12, notifiedAt: new Date() },
        { email: OTHER, failures: 3 },
      ]);
    const result = await outcome(leadPerson.action, {
      request: postRequest(session, "/admin/leads/person", "admin", {
        intent: "erase",
        email: " Naledi@Example.co.za ",
        confirm: "yes",
      }),
    });
    expect(result.status).toBe(302);
    expect(await db().select().from(signInFailures).where(eq(signInFailures.email, EMAIL))).toEqual([]);
    expect(
      await db().select({ email: signInFailures.email, failures: signInFailures.failures }).from(signInFailures),
    ).toEqual([{ email: OTHER, failures: 3 }]);
  });
});

describe("a kind of lead defined later", () => {
  const CALLER = "caller@example.co.za";

  it("is found, exported and erased with the person, with no change to the export or the erasure", async () => {
    defineCallbackKind();
    defineCallbackKind(); // defined once, however often asked
    const id = await addCallback({ name: "Caller Mthembu", email: CALLER, callAt: "Friday at 10" });
    const other = await addCallback({ name: "Another Caller", email: "another-caller@example.co.za" });
    await note(id, "Call on the landline.");

    const page = (await personPage(`?email=${CALLER}`)).body as Found;
    expect(page.counts).toEqual({
      ...NOTHING,
      leads: { ...NOTHING.leads, [CALLBACK_KIND_NAME]: 1 },
      notes: 1,
      emails: 2,
    });
    expect(page.leads).toMatchObject([{ kind: CALLBACK_KIND_NAME, id, name: "Caller Mthembu", status: "new" }]);

    const exported = await outcome(leadPersonExport.action, {
      request: postRequest(session, "/admin/leads/person/export", "admin", { email: CALLER }),
    });
    const document = (await exported.response!.json()) as { leads: Record<string, unknown>[]; notes: unknown[] };
    expect(document.leads).toEqual([
      expect.objectContaining({
        id,
        kind: CALLBACK_KIND_NAME,
        name: "Caller Mthembu",
        phone: "+27 82 555 0123",
        answers: { callAt: "Friday at 10", consent: true },
      }),
    ]);
    expect(document.notes).toHaveLength(1);

    const erased = await outcome(leadPerson.action, {
      request: postRequest(session, "/admin/leads/person", "admin", { intent: "erase", email: CALLER, confirm: "yes" }),
    });
    expect(erased.status).toBe(302);
    expect(await toastOf(erased.headers)).toMatchObject({
      description: "Deleted 1 lead, 1 note, 0 replies and 2 emails.",
    });
    expect(await db().select().from(leadRows).where(eq(leadRows.id, id))).toEqual([]);
    expect(await db().select().from(leadNotes).where(eq(leadNotes.leadId, id))).toEqual([]);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.leadId, id))).toEqual([]);
    expect(await db().select({ id: leadRows.id }).from(leadRows).where(eq(leadRows.id, other))).toEqual([
      { id: other },
    ]);
  });
});
