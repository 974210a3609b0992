/**
 * The admin's leads inbox through its route modules, on a real database:
 * one list of the four kinds of lead with filters, search and pages; a lead's
 * page with its consent record, status changes and notes (each audited); the
 * CSV export; and who may use any of the lead and outbox pages.
 */
import { asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditEvents, emailOutbox, leadNotes, leads as leadsTable, newsletterSubscribers } from "~/db/schema";
import { CONTACT_PURPOSE, PRIVACY_NOTICE_VERSION } from "~/content/leads";
import type { LeadSummary } from "~/lib/leads/lead-inbox.server";
import { sha256 } from "~/lib/runtime/sha256.server";
import * as leadDetail from "~/routes/admin/lead-detail";
import * as leadOldAddress from "~/routes/admin/lead-old-address";
import * as leadPerson from "~/routes/admin/lead-person";
import * as leadPersonExport from "~/routes/admin/lead-person-export";
import * as leads from "~/routes/admin/leads";
import * as leadsExport from "~/routes/admin/leads-export";
import * as outbox from "~/routes/admin/outbox";
import {
  CLIENT_IP,
  getRequest,
  outcome,
  postRequest,
  startAdminSession,
  toastOf,
  type AdminSession,
  type Args,
  type DataFunction,
  type Who,
} from "../support/admin-session";
import { addContact, addMarketplace, addNewsletter, addReadyToTalk, at } from "../support/lead-fixtures";

let session: AdminSession;
const ids = {} as Record<"thandi" | "sipho" | "formula" | "seller" | "buyer" | "reader" | "owner", string>;

beforeAll(async () => {
  session = await startAdminSession("lead-inbox");
  ids.formula = await addContact({
    name: '=HYPERLINK("http://evil.example","Invoice")',
    email: "formula@example.co.za",
    business: 'Quote "Co", Ltd',
    phone: "",
    createdAt: at(5),
  });
  ids.thandi = await addContact({
    email: "thandi@example.co.za",
    query: { lead: "operations-plan", utm_source: "linkedin" },
    createdAt: at(10),
  });
  ids.sipho = await addContact({
    name: "Sipho Dlamini",
    email: "sipho@example.co.za",
    business: "Dlamini Build",
    pain: [],
    createdAt: at(20),
  });
  ids.seller = await addMarketplace({ email: "pieter@example.co.za", createdAt: at(30) });
  ids.buyer = await addMarketplace({
    firstName: "Aisha",
    lastName: "Patel",
    email: "aisha@example.co.za",
    userType: "buyer",
    industryInterest: "any",
    dealSize: "3-10m",
    region: "gauteng",
    createdAt: at(40),
  });
  ids.reader = await addNewsletter("reader@example.co.za", { createdAt: at(50) });
  ids.owner = await addReadyToTalk("owner@factory.co.za", {
    industry: "manufacturing",
    goal: "operations",
    createdAt: at(60),
  });
});

afterAll(async () => {
  await session?.stop();
});

const get = (url: string, who: Who = "admin") => getRequest(session, url, who);
const post = (url: string, body: Record<string, string>, who: Who = "admin") => postRequest(session, url, who, body);

type InboxData = {
  leads: LeadSummary[];
  total: number;
  page: number;
  pages: number;
  filter: unknown;
  loadError: string | null;
};

async function inbox(query = ""): Promise<InboxData> {
  const result = await outcome(leads.loader, { request: get(`/admin/leads${query}`) });
  expect(result.status).toBe(200);
  return result.body as InboxData;
}

const names = (data: InboxData) => data.leads.map((lead) => lead.name ?? lead.email);

// ---------------------------------------------------------------- the inbox

describe("the inbox", () => {
  it("lists every kind of lead, newest first, with its type, name, business, context and status", async () => {
    const data = await inbox();
    expect(data.total).toBe(7);
    expect(data.pages).toBe(1);
    expect(data.leads.map((lead) => lead.type)).toEqual([
      "ready-to-talk",
      "newsletter",
      "marketplace",
      "marketplace",
      "contact",
      "contact",
      "contact",
    ]);
    expect(names(data)).toEqual([
      "owner@factory.co.za",
      "reader@example.co.za",
      "Aisha Patel",
      "Pieter van der Merwe",
      "Sipho Dlamini",
      "Thandi Mokoena",
      '=HYPERLINK("http://evil.example","Invoice")',
    ]);
    const thandi = data.leads.find((lead) => lead.id === ids.thandi)!;
    expect(thandi).toMatchObject({
      business: "Mokoena Logistics",
      email: "thandi@example.co.za",
      status: "new",
      sourcePath: "/contact",
      query: { lead: "operations-plan", utm_source: "linkedin", purpose: CONTACT_PURPOSE },
    });
    expect(thandi.createdAt).toEqual(at(10));
    expect(data.leads.find((lead) => lead.id === ids.buyer)).toMatchObject({
      answers: { userType: "buyer", industryInterest: "any" },
      business: null,
    });
    expect(data.leads.find((lead) => lead.id === ids.reader)).toMatchObject({ subscription: "confirmed", name: null });
    expect(data.leads.find((lead) => lead.id === ids.owner)).toMatchObject({
      answers: { goal: "operations", industry: "manufacturing" },
    });
  });

  it("filters by type", async () => {
    expect(names(await inbox("?type=marketplace"))).toEqual(["Aisha Patel", "Pieter van der Merwe"]);
    expect(names(await inbox("?type=newsletter"))).toEqual(["reader@example.co.za"]);
    expect(names(await inbox("?type=ready-to-talk"))).toEqual(["owner@factory.co.za"]);
    expect((await inbox("?type=contact")).total).toBe(3);
  });

  it("searches names, emails and businesses, ignoring case", async () => {
    expect(names(await inbox("?q=MOKOENA"))).toEqual(["Thandi Mokoena"]);
    expect(names(await inbox("?q=dlamini%20build"))).toEqual(["Sipho Dlamini"]);
    expect(names(await inbox("?q=patel"))).toEqual(["Aisha Patel"]);
    expect(names(await inbox("?q=Van%20Der%20Merwe"))).toEqual(["Pieter van der Merwe"]);
    expect(names(await inbox("?q=FACTORY.co"))).toEqual(["owner@factory.co.za"]);
    expect(names(await inbox("?q=reader@"))).toEqual(["reader@example.co.za"]);
    expect(names(await inbox("?q=example.co.za&type=contact"))).toEqual([
      "Sipho Dlamini",
      "Thandi Mokoena",
      '=HYPERLINK("http://evil.example","Invoice")',
    ]);
  });

  it("treats search text as text, not a pattern, and answers no match with an empty page", async () => {
    expect((await inbox("?q=%25")).total).toBe(0);
    expect((await inbox("?q=_")).total).toBe(0);
    const none = await inbox("?q=nobody-by-this-name");
    expect(none).toMatchObject({ leads: [], total: 0, page: 1, pages: 1 });
    expect(none.filter).toEqual({ view: null, type: null, status: null, q: "nobody-by-this-name" });
  });

  it("ignores an unknown type or status rather than failing", async () => {
    const data = await inbox("?type=users&status=%27%3B%20drop%20table%20contact_requests%3B--");
    expect(data.total).toBe(7);
    expect(data.filter).toEqual({ view: null, type: null, status: null, q: "" });
  });
});

// ---------------------------------------------------------------- one lead

type DetailData = {
  type: string;
  title: string;
  email: string;
  status: string;
  answers: { label: string; value: unknown }[];
  consent: { label: string; value: unknown }[];
  context: { label: string; value: unknown }[];
  notes: { body: string; authorName: string | null }[];
};

async function detail(_type: string, id: string): Promise<DetailData> {
  const result = await outcome(leadDetail.loader, { request: get(`/admin/leads/${id}`), params: { id } });
  expect(result.status).toBe(200);
  return result.body as DetailData;
}

const valueOf = (fields: { label: string; value: unknown }[], label: string) =>
  fields.find((field) => field.label === label)?.value;

async function auditFor(resourceId: string) {
  return db()
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.resourceId, resourceId))
    .orderBy(asc(auditEvents.createdAt));
}

describe("a lead's page", () => {
  it("shows every field, the consent record and the context", async () => {
    const data = await detail("contact", ids.thandi);
    expect(data).toMatchObject({
      type: "contact",
      title: "Thandi Mokoena",
      email: "thandi@example.co.za",
      status: "new",
    });
    expect(valueOf(data.answers, "Business")).toBe("Mokoena Logistics");
    expect(valueOf(data.answers, "Phone")).toBe("+27 82 123 4567");
    expect(valueOf(data.answers, "Annual turnover")).toBe("R10m–R50m");
    expect(valueOf(data.answers, "Challenges")).toEqual(["Cash flow is tight", "Something else"]);
    expect(valueOf(data.answers, "Something else")).toBe("Stock counts never match");
    expect(valueOf(data.answers, "Goals")).toBe("Take a month off.");
    expect(valueOf(data.consent, "Consent given")).toBe("Yes");
    expect(valueOf(data.consent, "Consent time")).toMatch(/2\d{3}/);
    expect(valueOf(data.consent, "Privacy notice version")).toBe(PRIVACY_NOTICE_VERSION);
    expect(valueOf(data.consent, "Purpose")).toBe(CONTACT_PURPOSE);
    expect(valueOf(data.context, "Page")).toBe("/contact");
    expect(valueOf(data.context, "Asking about")).toBe("Operations plan");
    expect(valueOf(data.context, "Campaign")).toBe("utm linkedin");
    expect(valueOf(data.context, "Link parameters")).toEqual(["lead=operations-plan", "utm_source=linkedin"]);
    expect(valueOf(data.context, "Reference")).toBe(ids.thandi);
  });

  it("shows a buyer's deal, a subscription and a Ready to talk request in their own words", async () => {
    const buyer = await detail("marketplace", ids.buyer);
    expect(buyer.title).toBe("Aisha Patel");
    expect(valueOf(buyer.answers, "Wants to")).toBe("Buy a business");
    expect(valueOf(buyer.answers, "Industry interest")).toBe("Open to any industry");
    expect(valueOf(buyer.answers, "Deal size")).toBe("R3m–R10m");
    expect(valueOf(buyer.answers, "Region")).toBe("Gauteng");
    const reader = await detail("newsletter", ids.reader);
    expect(valueOf(reader.answers, "Subscription")).toBe("Confirmed");
    const owner = await detail("ready-to-talk", ids.owner);
    expect(valueOf(owner.answers, "Industry")).toBe("Manufacturing & distribution");
    expect(valueOf(owner.answers, "Goal")).toBe("Fix operations, stock and cash flow");
  });

  it.each([
    ["a malformed id", "not-an-id"],
    ["a lead that does not exist", "00000000-0000-4000-8000-000000000000"],
  ])("answers %s with 404", async (_name, id) => {
    const result = await outcome(leadDetail.loader, { request: get(`/admin/leads/${id}`), params: { id } });
    expect(result.thrown).toBe(true);
    expect(result.status).toBe(404);
  });
});

describe("a lead's address before every lead had one", () => {
  it("answers 301 to the lead's one address, keeping the query, for each kind", async () => {
    for (const [type, id] of [
      ["contact", ids.thandi],
      ["marketplace", ids.buyer],
      ["newsletter", ids.reader],
      ["ready-to-talk", ids.owner],
    ] as const) {
      const result = await outcome(leadOldAddress.loader, {
        request: get(`/admin/leads/${type}/${id}?from=digest`),
        params: { type, id },
      });
      expect(result.status, type).toBe(301);
      expect(result.headers.get("location"), type).toBe(`/admin/leads/${id}?from=digest`);
    }
  });

  it("answers 404 for a kind that never was", async () => {
    const result = await outcome(leadOldAddress.loader, {
      request: get(`/admin/leads/users/${ids.thandi}`),
      params: { type: "users", id: ids.thandi },
    });
    expect(result.status).toBe(404);
  });
});

describe("changing a lead's status", () => {
  const url = () => `/admin/leads/${ids.sipho}`;
  const change = (status: string, body: Record<string, string> = {}) =>
    outcome(leadDetail.action, {
      request: post(url(), { intent: "status", status, ...body }),
      params: { id: ids.sipho },
    });

  it("saves the status, toasts, and records who changed it from what to what, and from where", async () => {
    const result = await change("qualified");
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe(url());
    expect(await toastOf(result.headers)).toEqual({
      kind: "success",
      title: "Status changed",
      description: "New → Qualified",
    });
    const [row] = await db().select().from(leadsTable).where(eq(leadsTable.id, ids.sipho));
    expect(row.status).toBe("qualified");
    const events = await auditFor(ids.sipho);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: "lead_status_changed",
      resourceType: "lead",
      userId: session.adminId,
      ip: CLIENT_IP,
      details: { from: "new", to: "qualified" },
    });
    expect(names(await inbox("?status=qualified"))).toEqual(["Sipho Dlamini"]);
    expect(names(await inbox("?status=qualified&type=marketplace"))).toEqual([]);
    expect((await inbox("?status=new")).total).toBe(6);
  });

  it("says so, and records nothing, when the status is already the one chosen", async () => {
    const result = await change("qualified");
    expect(result.status).toBe(302);
    expect(await toastOf(result.headers)).toEqual({ kind: "info", title: "The status was already Qualified" });
    expect(await auditFor(ids.sipho)).toHaveLength(1);
  });

  it("refuses a status that is not one of the six with 400 and a message", async () => {
    const result = await change("archived");
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      intent: "status",
      fieldErrors: { status: "Please choose one of the statuses." },
    });
    const [row] = await db().select().from(leadsTable).where(eq(leadsTable.id, ids.sipho));
    expect(row.status).toBe("qualified");
  });

  it("changes the status of each kind of lead", async () => {
    for (const [type, id] of [
      ["marketplace", ids.seller],
      ["newsletter", ids.reader],
      ["ready-to-talk", ids.owner],
    ] as const) {
      const result = await outcome(leadDetail.action, {
        request: post(`/admin/leads/${id}`, { intent: "status", status: "contacted" }),
        params: { id },
      });
      expect(result.status, type).toBe(302);
      const [row] = await db().select({ status: leadsTable.status }).from(leadsTable).where(eq(leadsTable.id, id));
      expect(row.status, type).toBe("contacted");
      const [event] = await auditFor(id);
      expect(event.details).toEqual({ from: "new", to: "contacted" });
    }
  });

  it("answers 404 for a lead that does not exist, and 403 to a post from another site", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    const gone = await outcome(leadDetail.action, {
      request: post(`/admin/leads/${missing}`, { intent: "status", status: "won" }),
      params: { id: missing },
    });
    expect(gone.status).toBe(404);
    const forged = await outcome(leadDetail.action, {
      request: postRequest(
        session,
        url(),
        "admin",
        { intent: "status", status: "spam" },
        { origin: "https://evil.example" },
      ),
      params: { id: ids.sipho },
    });
    expect(forged.status).toBe(403);
    const [row] = await db().select().from(leadsTable).where(eq(leadsTable.id, ids.sipho));
    expect(row.status).toBe("qualified");
  });
});

describe("notes on a lead", () => {
  const url = () => `/admin/leads/${ids.buyer}`;
  const addNote = (body: string) =>
    outcome(leadDetail.action, {
      request: post(url(), { intent: "note", body }),
      params: { id: ids.buyer },
    });
  const noteCount = async () => (await db().select({ n: count() }).from(leadNotes))[0].n;

  it("refuses an empty note with 400 and the message", async () => {
    for (const body of ["", "   \n  "]) {
      const result = await addNote(body);
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({
        intent: "note",
        fieldErrors: { body: "Please write a note before saving." },
      });
    }
    expect(await noteCount()).toBe(0);
  });

  it("refuses a note over 2,000 characters with 400, keeping what was typed", async () => {
    const long = "x".repeat(2001);
    const result = await addNote(long);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ fieldErrors: { body: "A note can be at most 2,000 characters." }, body: long });
    expect(await noteCount()).toBe(0);
  });

  it("adds a note with its author, shows it on the lead, and audits it without its text", async () => {
    const result = await addNote("  Called her back; wants a valuation first.  ");
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe(url());
    expect(await toastOf(result.headers)).toEqual({ kind: "success", title: "Note added" });

    const [note] = await db().select().from(leadNotes).where(eq(leadNotes.leadId, ids.buyer));
    expect(note).toMatchObject({
      body: "Called her back; wants a valuation first.",
      authorId: session.adminId,
      authorName: "lead-admin",
    });
    expect((await detail("marketplace", ids.buyer)).notes).toMatchObject([
      { body: "Called her back; wants a valuation first.", authorName: "lead-admin" },
    ]);

    const [event] = await auditFor(ids.buyer);
    expect(event).toMatchObject({
      action: "lead_note_added",
      resourceType: "lead",
      userId: session.adminId,
      ip: CLIENT_IP,
      details: { noteId: note.id, length: 41 },
    });
    expect(JSON.stringify(event.details)).not.toContain("valuation");
  });

  it("adds nothing to a lead that does not exist", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    const result = await outcome(leadDetail.action, {
      request: post(`/admin/leads/${missing}`, { intent: "note", body: "Orphan" }),
      params: { id: missing },
    });
    expect(result.status).toBe(404);
    expect(await noteCount()).toBe(1);
  });

  it("answers an unknown intent with 400", async () => {
    const result = await outcome(leadDetail.action, {
      request: post(url(), { intent: "delete" }),
      params: { id: ids.buyer },
    });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ message: "That request was not understood. Please try again." });
  });
});

// ---------------------------------------------------------------- CSV export

/** A CSV document's records (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += char;
  }
  expect(cell, "the document ends with CRLF").toBe("");
  return rows;
}

describe("the CSV export", () => {
  async function exportCsv(query: string) {
    const result = await outcome(leadsExport.loader, { request: get(`/admin/leads/export.csv${query}`) });
    expect(result.response).not.toBeNull();
    // Decoded by hand: Response.text() would drop the byte order mark this checks for.
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await result.response!.arrayBuffer());
    return { result, text };
  }

  it("downloads the current filter as CSV, uncached, and records the export", async () => {
    const before = await db().select().from(auditEvents).where(eq(auditEvents.action, "leads_exported"));
    const { result, text } = await exportCsv("?type=contact");
    expect(result.status).toBe(200);
    expect(result.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(result.headers.get("content-disposition")).toMatch(
      /^attachment; filename="leads-contact-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(result.headers.get("cache-control")).toBe("no-store");
    expect(text.startsWith("\uFEFF")).toBe(true);

    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual([
      "Type",
      "Received",
      "Name",
      "Email",
      "Phone",
      "Business",
      "Status",
      "Owner",
      "Reply due",
      "First reply",
      "Context",
      "Source page",
      "Consent given",
      "Privacy notice",
      "Reference",
    ]);
    expect(rows).toHaveLength(4);
    expect(rows.slice(1).map((row) => row[14])).toEqual([ids.sipho, ids.thandi, ids.formula]);
    const thandi = rows[2];
    expect(thandi.slice(0, 7)).toEqual([
      "Contact request",
      "2025-03-01 10:10:00",
      "Thandi Mokoena",
      "thandi@example.co.za",
      "'+27 82 123 4567",
      "Mokoena Logistics",
      "New",
    ]);
    // No owner, its reply due time (set when it was stored), no reply yet.
    expect(thandi[7]).toBe("");
    expect(thandi[8]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(thandi[9]).toBe("");
    expect(thandi[10]).toBe("About: Operations plan · utm linkedin · From /contact");
    expect(thandi[11]).toBe("/contact");
    expect(thandi[12]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(thandi[13]).toBe(PRIVACY_NOTICE_VERSION);
    expect(rows[1][6]).toBe("Qualified");

    // A name a spreadsheet would run as a formula is written as text; quotes and commas are escaped.
    const formula = rows[3];
    expect(formula[2]).toBe('\'=HYPERLINK("http://evil.example","Invoice")');
    expect(formula[5]).toBe('Quote "Co", Ltd');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Invoice"")"`);
    expect(text).toContain(`"Quote ""Co"", Ltd"`);

    const after = await db().select().from(auditEvents).where(eq(auditEvents.action, "leads_exported"));
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      resourceType: "lead",
      userId: session.adminId,
      ip: CLIENT_IP,
      details: { filter: { view: null, type: "contact", status: null, search: null }, count: 3 },
    });
  });

  it("exports every kind of lead when unfiltered, and a search as the inbox finds it", async () => {
    const all = parseCsv((await exportCsv("")).text.slice(1));
    expect(all).toHaveLength(8);
    expect(all.slice(1).map((row) => row[0])).toEqual([
      "Ready to talk",
      "Newsletter",
      "Marketplace",
      "Marketplace",
      "Contact request",
      "Contact request",
      "Contact request",
    ]);
    expect(all[1][10]).toBe(
      "Industry: Manufacturing & distribution · Goal: Fix operations, stock and cash flow · From /services",
    );
    expect(all[3][10]).toBe("Buy a business · Open to any industry · From /marketplace");

    const { result, text } = await exportCsv("?q=Patel&status=new");
    expect(result.headers.get("content-disposition")).toMatch(/filename="leads-new-/);
    const rows = parseCsv(text.slice(1));
    expect(rows.map((row) => row[2])).toEqual(["Name", "Aisha Patel"]);
    // The search may be a name or an address: the never-erased log keeps only its fingerprint.
    const [event] = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "leads_exported"))
      .orderBy(asc(auditEvents.createdAt))
      .offset(2);
    expect(event.details).toEqual({
      filter: { view: null, type: null, status: "new", search: `sha256:${sha256("patel")}` },
      count: 1,
    });
    expect(JSON.stringify(event.details).toLowerCase()).not.toContain("patel");
  });

  it("exports just the header when nothing matches", async () => {
    const rows = parseCsv((await exportCsv("?q=nobody-at-all")).text.slice(1));
    expect(rows).toHaveLength(1);
  });
});

// ---------------------------------------------------------------- pages

describe("paging", () => {
  it("shows 25 leads a page, the rest on the next, and keeps a page number within range", async () => {
    for (let i = 1; i <= 30; i++) {
      await addReadyToTalk(`pager-${String(i).padStart(2, "0")}@example.co.za`, { createdAt: at(100 + i) });
    }
    const first = await inbox("?q=pager-");
    expect(first).toMatchObject({ total: 30, page: 1, pages: 2 });
    expect(first.leads).toHaveLength(25);
    expect(first.leads[0].email).toBe("pager-30@example.co.za");
    const second = await inbox("?q=pager-&page=2");
    expect(second).toMatchObject({ total: 30, page: 2, pages: 2 });
    expect(second.leads.map((lead) => lead.email)).toEqual([5, 4, 3, 2, 1].map((i) => `pager-0${i}@example.co.za`));
    expect((await inbox("?q=pager-&page=99")).page).toBe(2);
    expect((await inbox("?q=pager-&page=abc")).page).toBe(1);

    const all = await inbox("?page=2");
    expect(all).toMatchObject({ total: 37, pages: 2 });
    expect(all.leads).toHaveLength(12);
    expect(all.leads.at(-1)!.id).toBe(ids.formula);
  });
});

// ---------------------------------------------------------------- who may

async function snapshot() {
  const counts = await Promise.all(
    [leadsTable, newsletterSubscribers, leadNotes, auditEvents, emailOutbox].map(
      async (table) => (await db().select({ n: count() }).from(table))[0].n,
    ),
  );
  const statuses = await Promise.all([
    db().select({ id: leadsTable.id, status: leadsTable.status }).from(leadsTable).orderBy(leadsTable.id),
    db()
      .select({ id: emailOutbox.id, status: emailOutbox.status, attempts: emailOutbox.attempts })
      .from(emailOutbox)
      .orderBy(emailOutbox.id),
  ]);
  return { counts, statuses };
}

describe("every lead and outbox loader and action", () => {
  const loaders = (): { name: string; fn: DataFunction; args: (who: Who) => Args }[] => [
    { name: "inbox", fn: leads.loader, args: (who) => ({ request: get("/admin/leads?type=contact&q=thandi", who) }) },
    {
      name: "lead page",
      fn: leadDetail.loader,
      args: (who) => ({
        request: get(`/admin/leads/${ids.thandi}`, who),
        params: { id: ids.thandi },
      }),
    },
    {
      name: "CSV export",
      fn: leadsExport.loader,
      args: (who) => ({ request: get("/admin/leads/export.csv?status=new", who) }),
    },
    {
      name: "person page",
      fn: leadPerson.loader,
      args: (who) => ({ request: get("/admin/leads/person?email=thandi%40example.co.za", who) }),
    },
    {
      name: "person export",
      fn: leadPersonExport.loader,
      args: (who) => ({ request: get("/admin/leads/person/export", who) }),
    },
    { name: "outbox", fn: outbox.loader, args: (who) => ({ request: get("/admin/outbox?status=pending", who) }) },
  ];

  const actions = async (who: Who): Promise<{ name: string; fn: DataFunction; args: Args }[]> => {
    const [message] = await db().select({ id: emailOutbox.id }).from(emailOutbox).limit(1);
    const lead = { id: ids.thandi };
    return [
      {
        name: "status change",
        fn: leadDetail.action,
        args: {
          request: post(`/admin/leads/${ids.thandi}`, { intent: "status", status: "spam" }, who),
          params: lead,
        },
      },
      {
        name: "note",
        fn: leadDetail.action,
        args: {
          request: post(`/admin/leads/${ids.thandi}`, { intent: "note", body: "Intruder" }, who),
          params: lead,
        },
      },
      {
        name: "erasure",
        fn: leadPerson.action,
        args: {
          request: post(
            "/admin/leads/person?email=thandi%40example.co.za&confirm=erase",
            { intent: "erase", email: "thandi@example.co.za", confirm: "yes" },
            who,
          ),
        },
      },
      {
        name: "person export",
        fn: leadPersonExport.action,
        args: { request: post("/admin/leads/person/export", { email: "thandi@example.co.za" }, who) },
      },
      {
        name: "retry",
        fn: outbox.action,
        args: { request: post("/admin/outbox", { intent: "retry", id: message.id }, who) },
      },
    ];
  };

  it("loaders send the signed-out to /auth with the way back", async () => {
    for (const entry of loaders()) {
      const args = entry.args("anonymous");
      const result = await outcome(entry.fn, args);
      const url = new URL(args.request.url);
      expect(result.status, entry.name).toBe(302);
      expect(result.headers.get("location"), entry.name).toBe(
        `/auth?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`,
      );
    }
  });

  it("loaders answer a signed-in non-admin with 403, recording nothing", async () => {
    const before = await snapshot();
    for (const entry of loaders()) {
      const result = await outcome(entry.fn, entry.args("member"));
      expect(result.thrown, entry.name).toBe(true);
      expect(result.status, entry.name).toBe(403);
      expect(result.body).toEqual({ message: "You don't have permission to access this page." });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("actions send the signed-out to /auth and change nothing", async () => {
    const before = await snapshot();
    for (const entry of await actions("anonymous")) {
      const result = await outcome(entry.fn, entry.args);
      expect(result.status, entry.name).toBe(302);
      expect(result.headers.get("location"), entry.name).toMatch(/^\/auth\?redirectTo=/);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("actions answer a signed-in non-admin with 403 and change nothing", async () => {
    const before = await snapshot();
    for (const entry of await actions("member")) {
      const result = await outcome(entry.fn, entry.args);
      expect(result.thrown, entry.name).toBe(true);
      expect(result.status, entry.name).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("the same loaders answer the admin (the denials above are not vacuous)", async () => {
    for (const entry of loaders().filter((e) => e.name !== "person export")) {
      const result = await outcome(entry.fn, entry.args("admin"));
      expect(result.thrown, entry.name).toBe(false);
      expect(result.status, entry.name).toBe(200);
    }
    const inboxResult = await outcome(leads.loader, loaders()[0].args("admin"));
    expect((inboxResult.body as InboxData).leads.map((lead) => lead.id)).toEqual([ids.thandi]);
  });
});
