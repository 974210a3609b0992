/**
 * Odd Unicode in every field of every lead form (contact, marketplace, the
 * Services page's "Ready to talk", the newsletter sign-up) and in the link
 * parameters a lead records, posted through the real actions to a real,
 * migrated database (PGlite, or PostgreSQL when DATABASE_URL is set): no
 * answer is a server error, the lead is stored (or the field that refuses
 * the text says so with a 400), and nothing stored holds U+0000 or a lone
 * surrogate, which PostgreSQL's text and jsonb cannot take.
 */
import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { emailOutbox, formRateLimits, leads } from "~/db/schema";
import { FORM_BODY_LIMIT } from "~/lib/forms/form-guard.server";
import { createContactRequest } from "~/lib/leads/leads.server";
import { ContactRequestSchema } from "~/lib/leads/contact-schema";
import { LEAD_QUERY_KEYS, LEAD_QUERY_MAX } from "~/lib/leads/lead-query";
import { action as insightsAction } from "~/routes/insights/list";
import { action as contactAction } from "~/routes/leads/contact";
import { action as marketplaceAction } from "~/routes/leads/marketplace";
import { action as servicesAction } from "~/routes/marketing/content-page";
import { setUpTestDatabase } from "../support/database";
import { setUpTestEnvironment } from "../support/environment";
import { ODD_UNICODE, QUERY_AT_LIMIT, stringsIn, unstorable } from "../support/odd-unicode";
import { contactFormFields } from "../support/contact-form";
import { routerContextFor } from "~/lib/runtime/request-context";

const BASE = "http://localhost:3996";
setUpTestEnvironment("odd-unicode-test", { PUBLIC_URL: BASE, LEADS_NOTIFY_TO: "leads@kestrel.test" });
process.env.AUTH_SECRET ??= "odd-unicode-test-secret-0123456789abcdefghijklmn";
setUpTestDatabase();

type Fields = Record<string, string | string[] | undefined>;
type Answer = { status: number; size: number; body: { status: string; errors?: Record<string, string> } };
type Action = (args: never) => Promise<unknown>;
/** The kind of lead a form stores. */
type LeadTable = "contact" | "marketplace" | "ready-to-talk" | "newsletter";

const ip = () => `192.0.2.${crypto.randomInt(1, 255)}-${crypto.randomBytes(4).toString("hex")}`;
const codePoints = (value: string) => [...value].length;

async function post(action: Action, pathWithQuery: string, fields: Fields, multipart = false): Promise<Answer> {
  let body: BodyInit;
  const headers: Record<string, string> = { Origin: BASE };
  if (multipart) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields))
      for (const item of [value ?? []].flat()) form.append(name, item);
    body = form;
  } else {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(fields))
      for (const item of [value ?? []].flat()) form.append(name, item);
    body = form.toString();
    headers["Content-Type"] = "application/x-www-form-urlencoded";
  }
  const request = new Request(`${BASE}${pathWithQuery}`, {
    method: "POST",
    headers,
    body,
    duplex: "half",
  } as RequestInit);
  const size = (await request.clone().arrayBuffer()).byteLength;
  const result = (await action({
    request,
    params: {},
    context: routerContextFor({ clientIp: ip(), requestId: "odd-unicode", nonce: "" }),
  } as never)) as { data: Answer["body"]; init?: ResponseInit | null };
  return { status: result.init?.status ?? 200, size, body: result.data };
}

/** How a field judges text: what it may answer, and how much it keeps. */
type FieldRule =
  /** optional free text: always stored, at most `max` characters */
  | { kind: "text"; max: number }
  /** a required line (a name): stored unless nothing is left of the text */
  | { kind: "line"; max: number }
  /** an address, a phone number, one of a list, a checkbox: stored or refused with the field's own message */
  | { kind: "checked"; max?: number }
  /** the honeypot, the idempotency key, the step and the button: always answered as a submission */
  | { kind: "guard" };

type FormCase = {
  name: string;
  action: Action;
  path: string;
  table: LeadTable;
  /** the form's fields, and how each judges text */
  fields: Record<string, FieldRule>;
  valid(field: string): Fields;
  steps?: number;
};

const guard = { kind: "guard" } as const;
const checked = (max?: number) => ({ kind: "checked", max }) as const;

const contactFields = (): Fields => ({
  ...contactFormFields({ phone: "+27 82 123 4567", painOther: "Stock counts never match", goals: "Take a month off." }),
  pain: ["time", "other"],
});

const sellerFields = (): Fields => ({
  intent: "submit",
  step: "3",
  idempotencyKey: crypto.randomUUID(),
  website: "",
  firstName: "Pieter",
  lastName: "van Wyk",
  email: "pieter@example.co.za",
  phone: "021 555 0101",
  userType: "seller",
  businessSector: "agriculture",
  annualRevenue: "10-50m",
  timeframeToSell: "6-12months",
  additionalInfo: "Third-generation fruit farm.",
  consent: "on",
});

const BUYER_FIELDS = ["industryInterest", "dealSize", "region"];
const buyerFields = (): Fields => ({
  ...sellerFields(),
  userType: "buyer",
  businessSector: undefined,
  annualRevenue: undefined,
  timeframeToSell: undefined,
  industryInterest: "any",
  dealSize: "300m+",
  region: "kwazulu-natal",
});

const FORMS: FormCase[] = [
  {
    name: "contact",
    action: contactAction,
    path: "/contact",
    table: "contact",
    steps: 3,
    fields: {
      name: { kind: "line", max: 500 },
      email: checked(254),
      phone: checked(20),
      business: { kind: "line", max: 500 },
      turnover: checked(),
      pain: checked(),
      painOther: { kind: "text", max: 500 },
      goals: { kind: "text", max: 500 },
      consent: checked(),
      website: guard,
      idempotencyKey: guard,
      intent: guard,
      step: guard,
    },
    valid: () => contactFields(),
  },
  {
    name: "marketplace",
    action: marketplaceAction,
    path: "/marketplace",
    table: "marketplace",
    steps: 3,
    fields: {
      firstName: { kind: "line", max: 200 },
      lastName: { kind: "line", max: 200 },
      email: checked(254),
      phone: checked(20),
      userType: checked(),
      businessSector: checked(),
      annualRevenue: checked(),
      timeframeToSell: checked(),
      industryInterest: checked(),
      dealSize: checked(),
      region: checked(),
      additionalInfo: { kind: "text", max: 2000 },
      consent: checked(),
      website: guard,
      idempotencyKey: guard,
      intent: guard,
      step: guard,
    },
    valid: (field) => (BUYER_FIELDS.includes(field) ? buyerFields() : sellerFields()),
  },
  {
    name: "Ready to talk",
    action: servicesAction,
    path: "/services",
    table: "ready-to-talk",
    fields: {
      industry: checked(),
      email: checked(254),
      goal: checked(),
      consent: checked(),
      website: guard,
      idempotencyKey: guard,
    },
    valid: () => ({
      idempotencyKey: crypto.randomUUID(),
      website: "",
      industry: "manufacturing",
      email: "lerato@example.co.za",
      goal: "operations",
      consent: "on",
    }),
  },
  {
    name: "newsletter",
    action: insightsAction,
    path: "/insights",
    table: "newsletter",
    fields: { email: checked(254), consent: checked(), website: guard, idempotencyKey: guard },
    valid: () => ({ idempotencyKey: crypto.randomUUID(), website: "", email: "reader@example.co.za", consent: "on" }),
  },
];

/** The lead a request stored, found by the reference it carried in utm_content. */
/** The lead of `kind` a post with `utm_content=ref` stored, its answers beside its columns. */
async function storedLead(kind: LeadTable, ref: string): Promise<Record<string, unknown> | undefined> {
  const [row] = await db()
    .select()
    .from(leads)
    .where(and(eq(leads.kind, kind), sql`${leads.query} ->> 'utm_content' = ${ref}`));
  return row ? { ...row, ...row.answers } : undefined;
}

function expectStorable(row: Record<string, unknown>, label: string) {
  for (const [where, text] of stringsIn(row)) expect(unstorable(text), `${label}: ${where}`).toBeNull();
}

/** Free text as the forms keep it: trimmed and without angle brackets. */
const asTyped = (value: string) => value.trim().replace(/[<>]/g, "");

describe.each(FORMS)("odd Unicode in the $name form", (form) => {
  it.each(Object.keys(form.fields))("in %s: never a server error; stored, or refused by that field", async (field) => {
    const rule = form.fields[field];
    for (const entry of ODD_UNICODE) {
      const label = `${form.name}.${field} = ${entry.name}`;
      const ref = crypto.randomUUID();
      const fields = form.valid(field);
      fields[field] = field === "pain" ? ["time", entry.value] : entry.value;
      const answer = await post(form.action, `${form.path}?utm_content=${ref}`, fields);

      expect([200, 400], `${label}: status ${answer.status}`).toContain(answer.status);
      if (answer.status === 400) {
        const mayRefuse = rule.kind === "checked" || (rule.kind === "line" && entry.blank === true);
        expect(mayRefuse, `${label} was refused: ${JSON.stringify(answer.body.errors)}`).toBe(true);
        expect(Object.keys(answer.body.errors ?? {}), label).toEqual([field]);
        continue;
      }
      expect(answer.body.status, label).toBe("success");
      const row = await storedLead(form.table, ref);
      if (field === "website" && !row) continue; // a filled honeypot: answered as success, stored nothing
      expect(row, `${label}: stored`).toBeDefined();
      expectStorable(row!, label);
      const stored = row![field];
      if (typeof stored === "string" && "max" in rule && rule.max) {
        expect(codePoints(stored), `${label}: length`).toBeLessThanOrEqual(rule.max);
      }
      if (rule.kind === "text" && entry.keptAsTyped) expect(stored, label).toBe(asTyped(entry.value));
    }
  });

  it("records odd link parameters, each safe and at most 100 characters", async () => {
    for (const entry of ODD_UNICODE) {
      const ref = crypto.randomUUID();
      const query = new URLSearchParams();
      for (const key of LEAD_QUERY_KEYS) if (key !== "utm_content") query.set(key, entry.value);
      query.set("utm_content", ref);
      const answer = await post(form.action, `${form.path}?${query}`, form.valid(""));
      expect(answer.status, entry.name).toBe(200);
      const row = await storedLead(form.table, ref);
      expect(row, entry.name).toBeDefined();
      expectStorable(row!, entry.name);
      for (const value of Object.values(row!.query as Record<string, string>)) {
        expect(codePoints(value), entry.name).toBeLessThanOrEqual(LEAD_QUERY_MAX);
      }
    }
  });

  it("stores the issue's utm_source of 99 letters and an emoji whole (it answered 503 'Submission failed')", async () => {
    const ref = crypto.randomUUID();
    const answer = await post(
      form.action,
      `${form.path}?utm_source=${encodeURIComponent(QUERY_AT_LIMIT)}&utm_content=${ref}`,
      form.valid(""),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe("success");
    const row = await storedLead(form.table, ref);
    expect((row?.query as Record<string, string>).utm_source).toBe(QUERY_AT_LIMIT);
  });

  it("stores a NUL, an invalid UTF-8 sequence and an encoded lone surrogate in the query, and NULs in a multipart body", async () => {
    const ref = crypto.randomUUID();
    const fields = form.valid("");
    for (const [field, rule] of Object.entries(form.fields)) {
      if (rule.kind === "text" || rule.kind === "line") fields[field] = `Before\u0000after\u0000`;
    }
    const answer = await post(
      form.action,
      `${form.path}?utm_source=a%00b%FF%FE&lead=%ED%A0%80x&focus=%F0%9F%98&utm_content=${ref}`,
      fields,
      true,
    );
    expect(answer.status).toBe(200);
    const row = await storedLead(form.table, ref);
    expect(row).toBeDefined();
    expectStorable(row!, form.name);
    for (const [field, rule] of Object.entries(form.fields)) {
      if (rule.kind === "text" || rule.kind === "line") expect(row![field], field).toMatch(/^Before ?after$/);
    }
  });

  if (form.steps) {
    it("answers Next on every step with odd text in every field, never a server error", async () => {
      for (const entry of ODD_UNICODE) {
        for (let step = 1; step <= (form.steps ?? 0); step++) {
          const fields: Fields = { ...form.valid(""), intent: "next", step: String(step) };
          for (const field of Object.keys(form.fields))
            if (!["intent", "step", "idempotencyKey"].includes(field)) fields[field] = entry.value;
          const answer = await post(form.action, form.path, fields);
          // The same text in every field at once can make a body larger than any form may send.
          const expected = answer.size > FORM_BODY_LIMIT ? [413] : [200, 400];
          expect(expected, `${entry.name} on step ${step}`).toContain(answer.status);
        }
      }
    });
  }
});

describe("what the database refuses", () => {
  it("refuses a half emoji in the lead's jsonb and a NUL in its text: what the forms used to send it", async () => {
    const input = ContactRequestSchema.parse({ ...contactFields(), consent: "on" });
    const store = (changes: { name?: string; query?: Record<string, string> }) =>
      createContactRequest(
        { ...input, name: changes.name ?? input.name },
        { idempotencyKey: crypto.randomUUID(), sourcePath: "/contact", query: changes.query ?? {} },
      );
    await expect(store({ query: { utm_source: QUERY_AT_LIMIT.slice(0, 100) } })).rejects.toMatchObject({
      cause: { code: "22P02" },
    });
    await expect(store({ name: "Before\u0000after" })).rejects.toMatchObject({ cause: { code: "22021" } });
    expect((await store({ query: { utm_source: QUERY_AT_LIMIT } })).duplicate).toBe(false);
  });

  it("leaves nothing unstorable in any email queued for the odd leads", async () => {
    const emails = await db().select().from(emailOutbox);
    expect(emails.length).toBeGreaterThan(0);
    for (const email of emails) expectStorable(email as unknown as Record<string, unknown>, `email to ${email.to}`);
    await db().delete(formRateLimits);
  });
});
