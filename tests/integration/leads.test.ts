/**
 * The lead forms' actions (contact, marketplace, the Services page's "Ready
 * to talk") against a real, migrated database (PGlite, or
 * PostgreSQL when DATABASE_URL is set): every step, every message, the spam
 * and abuse guards, idempotency, and the lead with its two emails in one
 * transaction.
 */
import crypto from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db, openDatabase, setCurrentDatabase, type DatabaseHandle } from "~/db/client.server";
import { emailOutbox, formRateLimits, leads } from "~/db/schema";
import { CONTACT_PURPOSE, MARKETPLACE_PURPOSE, PRIVACY_NOTICE_VERSION } from "~/content/leads";
import { READY_TO_TALK_PURPOSE } from "~/content/ready-to-talk";
import {
  checkFormRateLimit,
  FORM_BODY_LIMIT,
  idempotencyKeyFor,
  RateLimitedError,
} from "~/lib/forms/form-guard.server";
import { createContactRequest, createMarketplaceSubmission, createReadyToTalkRequest } from "~/lib/leads/leads.server";
import { ContactRequestSchema } from "~/lib/leads/contact-schema";
import { MarketplaceSubmissionSchema } from "~/lib/leads/marketplace-schema";
import { ReadyToTalkSchema } from "~/lib/leads/ready-to-talk-schema";
import { action as contactAction, loader as contactLoader } from "~/routes/leads/contact";
import { action as marketplaceAction, loader as marketplaceLoader } from "~/routes/leads/marketplace";
import { action as servicesAction } from "~/routes/marketing/content-page";
import { setUpTestDatabase } from "../support/database";
import { setUpTestEnvironment } from "../support/environment";
import { routerContextFor } from "~/lib/runtime/request-context";

const BASE = "http://localhost:3998";
const NOTIFY = "leads@kestrel.test";
setUpTestEnvironment("leads-test", { PUBLIC_URL: BASE, LEADS_NOTIFY_TO: NOTIFY });
const database = setUpTestDatabase();

beforeEach(async () => {
  await db().delete(leads);
  await db().delete(emailOutbox);
  await db().delete(formRateLimits);
});

type Fields = Record<string, string | string[] | undefined>;
type Answer = {
  status: number;
  headers: Headers;
  body: {
    status: "step" | "success";
    step?: number;
    values?: Record<string, unknown>;
    errors?: Record<string, string>;
    formError?: { title: string; description: string };
    idempotencyKey: string;
  };
};
type Action = (args: never) => Promise<unknown>;

const ip = () => `203.0.113.${crypto.randomInt(1, 255)}-${crypto.randomBytes(3).toString("hex")}`;
const newKey = () => crypto.randomUUID();

function encode(fields: Fields): string {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return body.toString();
}

async function call(
  action: Action,
  pathWithQuery: string,
  init: { body: BodyInit; headers?: Record<string, string>; clientIp?: string },
): Promise<Answer> {
  const request = new Request(`${BASE}${pathWithQuery}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE, ...init.headers },
    body: init.body,
    duplex: "half",
  } as RequestInit);
  const result = (await action({
    request,
    params: {},
    context: routerContextFor({ clientIp: init.clientIp ?? ip(), requestId: "test", nonce: "" }),
  } as never)) as { data: Answer["body"]; init?: ResponseInit | null };
  return { status: result.init?.status ?? 200, headers: new Headers(result.init?.headers), body: result.data };
}

const post = (
  action: Action,
  fields: Fields,
  options: { path?: string; clientIp?: string; headers?: Record<string, string> } = {},
) =>
  call(action, options.path ?? (action === contactAction ? "/contact" : "/marketplace"), {
    body: encode(fields),
    clientIp: options.clientIp,
    headers: options.headers,
  });

const validContact = (overrides: Fields = {}): Fields => ({
  intent: "submit",
  step: "3",
  idempotencyKey: newKey(),
  website: "",
  name: "Thandi Mokoena",
  email: "Thandi@Example.co.za",
  phone: "+27 82 123 4567",
  business: "Mokoena Logistics",
  turnover: "r10m-r50m",
  pain: ["time", "cashflow", "other"],
  painOther: 'Stock counts never match & suppliers "forget"',
  goals: "Take a month off.\nGrow margin by 5 points.",
  consent: "on",
  ...overrides,
});

const validSeller = (overrides: Fields = {}): Fields => ({
  intent: "submit",
  step: "3",
  idempotencyKey: newKey(),
  website: "",
  firstName: "Pieter",
  lastName: "van Wyk",
  email: "pieter@example.co.za",
  phone: "021 555 0101",
  userType: "seller",
  businessSector: "agriculture",
  annualRevenue: "10-50m",
  timeframeToSell: "6-12months",
  industryInterest: "",
  dealSize: "",
  region: "",
  additionalInfo: "Third-generation fruit farm.",
  consent: "on",
  ...overrides,
});

const validBuyer = (overrides: Fields = {}): Fields =>
  validSeller({
    firstName: "Aisha",
    lastName: "Naidoo",
    email: "aisha@example.co.za",
    phone: "",
    userType: "buyer",
    businessSector: "",
    annualRevenue: "",
    timeframeToSell: "",
    industryInterest: "any",
    dealSize: "300m+",
    region: "kwazulu-natal",
    additionalInfo: "",
    ...overrides,
  });

type Kind = "contact" | "marketplace" | "ready-to-talk";
const contactRequests: Kind = "contact";
const marketplaceSubmissions: Kind = "marketplace";
const readyToTalkRequests: Kind = "ready-to-talk";

/** How many leads of a kind are stored, or how many emails are queued. */
const rows = (of: Kind | typeof emailOutbox) =>
  typeof of === "string" ? db().$count(leads, eq(leads.kind, of)) : db().$count(of);

/** The stored leads of a kind, oldest first, each with its answers beside its columns. */
async function stored(kind: Kind) {
  const list = await db().select().from(leads).where(eq(leads.kind, kind)).orderBy(asc(leads.createdAt));
  return list.map(({ answers, ...row }) => ({ ...row, ...answers }) as typeof row & Record<string, unknown>);
}

const outbox = () => db().select().from(emailOutbox).orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.to));

// ---------------------------------------------------------------- contact

describe("the contact action", () => {
  it("stores a valid request with its consent and context, and queues both emails", async () => {
    const answer = await post(contactAction, validContact(), {
      path: "/contact?lead=operations-plan&focus=operations&utm_source=linkedin&utm_campaign=q3&purpose=forged&x=1",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe("success");
    expect(answer.body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");

    const [row] = await stored(contactRequests);
    expect(row).toMatchObject({
      name: "Thandi Mokoena",
      email: "thandi@example.co.za",
      phone: "+27 82 123 4567",
      business: "Mokoena Logistics",
      turnover: "r10m-r50m",
      pain: ["time", "cashflow", "other"],
      painOther: 'Stock counts never match & suppliers "forget"',
      goals: "Take a month off.\nGrow margin by 5 points.",
      consent: true,
      status: "new",
      sourcePath: "/contact",
      noticeVersion: PRIVACY_NOTICE_VERSION,
      query: {
        lead: "operations-plan",
        focus: "operations",
        utm_source: "linkedin",
        utm_campaign: "q3",
        purpose: CONTACT_PURPOSE,
      },
    });
    expect(row.consentAt).toBeInstanceOf(Date);
    expect(Math.abs(row.consentAt!.getTime() - Date.now())).toBeLessThan(60_000);

    const emails = await outbox();
    expect(emails.map((e) => e.to).sort()).toEqual([NOTIFY, "thandi@example.co.za"].sort());
    const notification = emails.find((e) => e.to === NOTIFY)!;
    expect(notification.subject).toBe(
      "New Value Mapping Call request: Thandi Mokoena (Mokoena Logistics), about Operations plan",
    );
    for (const line of [
      "Name: Thandi Mokoena",
      "Email: thandi@example.co.za",
      "Phone: +27 82 123 4567",
      "Business: Mokoena Logistics",
      "Annual turnover: R10m–R50m",
      "Challenges: I'm stretched: the business depends on my time; Cash flow is tight; Something else",
      'Something else: Stock counts never match & suppliers "forget"',
      "Goals:\n\nTake a month off.\n\nGrow margin by 5 points.",
      "Asking about: Operations plan",
      "Link parameters: focus=operations, lead=operations-plan, utm_source=linkedin, utm_campaign=q3",
      "Page: /contact",
      `under privacy notice ${PRIVACY_NOTICE_VERSION} (purpose: ${CONTACT_PURPOSE})`,
      `Reference: ${row.id}`,
    ]) {
      expect(notification.text).toContain(line);
    }
    expect(notification.html).toContain("Stock counts never match &amp; suppliers &quot;forget&quot;");
    expect(notification.html).not.toContain('suppliers "forget"');

    const confirmation = emails.find((e) => e.to === "thandi@example.co.za")!;
    expect(confirmation.subject).toBe("We've received your request | Kestrel Advisory");
    expect(confirmation.text).toContain("Hello Thandi Mokoena,");
    expect(confirmation.text).toContain("We'll contact you within 24 hours");
  });

  it("keeps an Automations Assessment's answers with the request and scores them again for the notification", async () => {
    const answer = await post(contactAction, validContact(), {
      path: "/contact?lead=automations-assessment&assessment=0333033033",
    });
    expect(answer.body.status).toBe("success");
    const [row] = await stored(contactRequests);
    expect(row.query).toMatchObject({ lead: "automations-assessment", assessment: "0333033033" });
    const notification = (await outbox()).find((e) => e.to === NOTIFY)!;
    expect(notification.text).toContain("Asking about: Automations assessment");
    expect(notification.text).toContain(
      "Automations assessment: 70/100, Well automated. Quick wins: 24/7 AI receptionist, Invoice automation, Live owner's dashboard",
    );
  });

  it("walks the steps without JavaScript: Next validates the step, Back keeps every value", async () => {
    const base = validContact({
      intent: "next",
      step: "1",
      business: "",
      turnover: "",
      pain: [],
      painOther: "",
      goals: "",
      consent: undefined,
    });

    const invalid = await post(contactAction, { ...base, name: "T", email: "nope" });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      status: "step",
      step: 1,
      errors: {
        name: "Please enter a valid name (at least 2 characters).",
        email: "Please enter a valid email address.",
      },
      values: { name: "T", email: "nope" },
    });

    const two = await post(contactAction, base);
    expect(two.status).toBe(200);
    expect(two.body).toMatchObject({ status: "step", step: 2, errors: {}, idempotencyKey: base.idempotencyKey });

    const stuck = await post(contactAction, { ...base, step: "2" });
    expect(stuck.status).toBe(400);
    expect(stuck.body.errors).toEqual({
      business: "Please enter a valid business name.",
      turnover: "Please choose your annual turnover.",
    });

    const three = await post(contactAction, {
      ...base,
      step: "2",
      business: "Mokoena Logistics",
      turnover: "r3m-r10m",
    });
    expect(three.body).toMatchObject({ step: 3, errors: {} });

    const back = await post(contactAction, {
      ...base,
      intent: "back",
      step: "3",
      business: "Mokoena Logistics",
      goals: "Grow",
    });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({
      step: 2,
      values: { name: "Thandi Mokoena", business: "Mokoena Logistics", goals: "Grow" },
    });
    expect(await rows(contactRequests)).toBe(0);
  });

  it.each([
    ["name", { name: "A" }, 1, "Please enter a valid name (at least 2 characters)."],
    ["email", { email: "thandi@example" }, 1, "Please enter a valid email address."],
    ["email", { email: `${"t".repeat(250)}@example.co.za` }, 1, "Please enter a valid email address."],
    ["phone", { phone: "12-34" }, 1, "Please enter a valid phone number or leave it empty."],
    ["phone", { phone: "call me maybe" }, 1, "Please enter a valid phone number or leave it empty."],
    ["business", { business: " " }, 2, "Please enter a valid business name."],
    ["turnover", { turnover: "" }, 2, "Please choose your annual turnover."],
    ["turnover", { turnover: "r1b-plus" }, 2, "Please choose your annual turnover."],
    ["pain", { pain: ["time", "boredom"] }, 2, "Please choose challenges from the list."],
    ["consent", { consent: undefined }, 3, "Please agree to the privacy policy to continue."],
    ["consent", { consent: "yes" }, 3, "Please agree to the privacy policy to continue."],
  ] as const)(
    "refuses an invalid %s (%j) with 400, its message and its step",
    async (field, overrides, step, message) => {
      const answer = await post(contactAction, validContact(overrides as Fields));
      expect(answer.status).toBe(400);
      expect(answer.body.status).toBe("step");
      expect(answer.body.step).toBe(step);
      expect(answer.body.errors).toEqual({ [field]: message });
      expect(answer.body.values).toMatchObject({ business: (overrides as Fields).business ?? "Mokoena Logistics" });
      expect(await rows(contactRequests)).toBe(0);
      expect(await rows(emailOutbox)).toBe(0);
    },
  );

  it("reports every problem of a submission that skipped the steps", async () => {
    const answer = await post(contactAction, { intent: "submit", idempotencyKey: newKey() });
    expect(answer.status).toBe(400);
    expect(answer.body.step).toBe(1);
    expect(Object.keys(answer.body.errors!).sort()).toEqual(["business", "consent", "email", "name", "turnover"]);
  });

  it("ignores the 'other' text unless 'other' is ticked", async () => {
    await post(contactAction, validContact({ pain: ["margins"], painOther: "should not be kept" }));
    const [row] = await stored(contactRequests);
    expect(row.pain).toEqual(["margins"]);
    expect(row.painOther).toBeNull();
  });
});

// ---------------------------------------------------------------- marketplace

describe("the marketplace action", () => {
  it("stores a seller's submission (without buyer fields) and queues both emails", async () => {
    const answer = await post(marketplaceAction, validSeller({ industryInterest: "retail" }), {
      path: "/marketplace?utm_source=newsletter",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe("success");

    const [row] = await stored(marketplaceSubmissions);
    expect(row).toMatchObject({
      firstName: "Pieter",
      lastName: "van Wyk",
      email: "pieter@example.co.za",
      phone: "021 555 0101",
      userType: "seller",
      businessSector: "agriculture",
      annualRevenue: "10-50m",
      timeframeToSell: "6-12months",
      industryInterest: null,
      dealSize: null,
      region: null,
      additionalInfo: "Third-generation fruit farm.",
      consent: true,
      sourcePath: "/marketplace",
      noticeVersion: PRIVACY_NOTICE_VERSION,
      query: { utm_source: "newsletter", purpose: MARKETPLACE_PURPOSE },
    });
    expect(row.consentAt).toBeInstanceOf(Date);

    const emails = await outbox();
    expect(emails.map((e) => e.to).sort()).toEqual([NOTIFY, "pieter@example.co.za"].sort());
    const notification = emails.find((e) => e.to === NOTIFY)!;
    expect(notification.subject).toBe("New marketplace seller: Pieter van Wyk");
    for (const line of [
      "Name: Pieter van Wyk",
      "Wants to: Sell a business",
      "Business sector: Agriculture",
      "Annual revenue: R10m–R50m",
      "Timeframe to sell: In 6–12 months",
      "Additional information: Third-generation fruit farm.",
      "Link parameters: utm_source=newsletter",
      "Page: /marketplace",
    ]) {
      expect(notification.text).toContain(line);
    }
    const confirmation = emails.find((e) => e.to === "pieter@example.co.za")!;
    expect(confirmation.text).toContain(
      "A specialist will review your submission and contact you within 1–2 business days.",
    );
  });

  it("stores a buyer's submission (without seller fields)", async () => {
    const answer = await post(marketplaceAction, validBuyer({ businessSector: "retail" }));
    expect(answer.body.status).toBe("success");
    const [row] = await stored(marketplaceSubmissions);
    expect(row).toMatchObject({
      userType: "buyer",
      industryInterest: "any",
      dealSize: "300m+",
      region: "kwazulu-natal",
      businessSector: null,
      annualRevenue: null,
      timeframeToSell: null,
      phone: null,
      additionalInfo: null,
    });
    const notification = (await outbox()).find((e) => e.to === NOTIFY)!;
    expect(notification.text).toContain("Industry interest: Open to any industry");
    expect(notification.text).toContain("Deal size: R300m+");
    expect(notification.text).toContain("Region: KwaZulu-Natal");
  });

  it("walks the steps without JavaScript, with the chosen role's step 2", async () => {
    const start = validSeller({ intent: "next", step: "1", firstName: "", lastName: "", email: "", userType: "" });
    const one = await post(marketplaceAction, start);
    expect(one.status).toBe(400);
    expect(one.body.errors).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Email is required",
      userType: "Please select your role",
    });

    const badEmail = await post(marketplaceAction, validSeller({ intent: "next", step: "1", email: "pieter@" }));
    expect(badEmail.body.errors).toEqual({ email: "Invalid email address" });

    const buyerStep = await post(
      marketplaceAction,
      validBuyer({ intent: "next", step: "2", industryInterest: "", dealSize: "", region: "" }),
    );
    expect(buyerStep.status).toBe(400);
    expect(buyerStep.body.errors).toEqual({
      industryInterest: "Industry interest is required",
      dealSize: "Deal size is required",
      region: "Region is required",
    });

    const sellerStep = await post(
      marketplaceAction,
      validSeller({ intent: "next", step: "2", businessSector: "", annualRevenue: "", timeframeToSell: "" }),
    );
    expect(sellerStep.body.errors).toEqual({
      businessSector: "Business sector is required",
      annualRevenue: "Revenue range is required",
      timeframeToSell: "Timeframe is required",
    });

    const three = await post(marketplaceAction, validSeller({ intent: "next", step: "2" }));
    expect(three.body).toMatchObject({ status: "step", step: 3, errors: {} });

    const back = await post(marketplaceAction, validSeller({ intent: "back", step: "3", additionalInfo: "typed" }));
    expect(back.body).toMatchObject({
      step: 2,
      values: { firstName: "Pieter", additionalInfo: "typed", userType: "seller" },
    });
    const first = await post(marketplaceAction, validSeller({ intent: "back", step: "1" }));
    expect(first.body.step).toBe(1);
    expect(await rows(marketplaceSubmissions)).toBe(0);
  });

  it("needs consent, which the prototype did not enforce", async () => {
    const answer = await post(marketplaceAction, validSeller({ consent: undefined }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      step: 3,
      errors: { consent: "Please agree to the privacy policy to continue." },
    });
    expect(await rows(marketplaceSubmissions)).toBe(0);
  });

  it("answers a submission with a bad role on step 1", async () => {
    const answer = await post(marketplaceAction, validSeller({ userType: "broker" }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ step: 1, errors: { userType: "Please select your role" } });
  });
});

// ---------------------------------------------------------------- guards, for both forms

describe.each([
  ["contact", contactAction, validContact, contactRequests],
  ["marketplace", marketplaceAction, validSeller, marketplaceSubmissions],
] as const)("the %s form's guards", (form, action, valid, table) => {
  it("answers a filled honeypot exactly like success, and stores and sends nothing", async () => {
    const answer = await post(action, valid({ website: "https://spam.example" }));
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe("success");
    expect(Object.keys(answer.body).sort()).toEqual(["idempotencyKey", "status"]);
    expect(await rows(table)).toBe(0);
    expect(await rows(emailOutbox)).toBe(0);
  });

  it("stores one lead (and two emails) when the same form is sent twice", async () => {
    const fields = valid();
    const [first, second] = await Promise.all([post(action, fields), post(action, fields)]);
    const third = await post(action, fields);
    for (const answer of [first, second, third]) {
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe("success");
    }
    expect(await rows(table)).toBe(1);
    expect(await rows(emailOutbox)).toBe(2);
    await post(action, valid());
    expect(await rows(table)).toBe(2);
  });

  it("allows 5 submissions per 10 minutes per address, then answers 429 until the window passes", async () => {
    const address = ip();
    for (let i = 0; i < 5; i++) {
      const ok = await post(action, valid(), { clientIp: address });
      expect(ok.status, `submission ${i + 1}`).toBe(200);
    }
    const limited = await post(action, valid({ name: "Kept Value", firstName: "Kept Value" }), { clientIp: address });
    expect(limited.status).toBe(429);
    expect(limited.body.formError).toEqual({
      title: "Submission failed",
      description: "Too many submissions. Please wait a few minutes and try again.",
    });
    expect(limited.body.values).toMatchObject(
      form === "contact" ? { name: "Kept Value" } : { firstName: "Kept Value" },
    );
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await rows(table)).toBe(5);

    // Another address, and Next/Back on this one, are not limited.
    expect((await post(action, valid())).status).toBe(200);
    expect((await post(action, valid({ intent: "back" }), { clientIp: address })).status).toBe(200);

    await db()
      .update(formRateLimits)
      .set({ windowStart: sql`now() - interval '11 minutes'` })
      .where(eq(formRateLimits.key, `${form}:${address}`));
    expect((await post(action, valid(), { clientIp: address })).status).toBe(200);
  });

  it("refuses a body over 32 KB with 413, whatever Content-Length says", async () => {
    const big = valid({ goals: "g".repeat(FORM_BODY_LIMIT), additionalInfo: "a".repeat(FORM_BODY_LIMIT) });
    const encoded = encode(big);
    const pathname = `/${form}`;

    const declared = await call(action, pathname, {
      body: encoded,
      headers: { "Content-Length": String(encoded.length) },
    });
    expect(declared.status).toBe(413);
    expect(declared.body.formError?.description).toBe(
      "Your submission is too large. Please shorten your answers and try again.",
    );

    // A stream with no Content-Length, and one that claims to be small: counted as read.
    const stream = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          const bytes = new TextEncoder().encode(encoded);
          for (let i = 0; i < bytes.length; i += 4096) controller.enqueue(bytes.slice(i, i + 4096));
          controller.close();
        },
      });
    expect((await call(action, pathname, { body: stream() })).status).toBe(413);
    expect((await call(action, pathname, { body: stream(), headers: { "Content-Length": "100" } })).status).toBe(413);
    expect(await rows(table)).toBe(0);

    // Just under the limit is fine.
    const fits = encode(valid({ website: "", additionalInfo: "a".repeat(1000) }));
    expect((await call(action, pathname, { body: fits })).status).toBe(200);
  });

  it("refuses a post from another origin with 403, and accepts one without an Origin header", async () => {
    const evil = await post(action, valid(), { headers: { Origin: "https://evil.example" } });
    expect(evil.status).toBe(403);
    expect(evil.body.formError?.description).toBe(
      "This request came from another site and was blocked. Please reload the page and try again.",
    );
    const lookalike = await post(action, valid(), { headers: { Origin: `${BASE}.evil.example` } });
    expect(lookalike.status).toBe(403);
    expect(await rows(table)).toBe(0);

    const request = new Request(`${BASE}/${form}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: encode(valid()),
    });
    const result = (await action({
      request,
      params: {},
      context: routerContextFor({ clientIp: ip(), requestId: "t", nonce: "" }),
    } as never)) as {
      data: Answer["body"];
      init?: ResponseInit;
    };
    expect(result.init?.status ?? 200).toBe(200);
    expect(result.data.status).toBe("success");
    expect(await rows(table)).toBe(1);
  });

  it("refuses a body that is not a form with 415", async () => {
    const answer = await call(action, `/${form}`, {
      body: JSON.stringify(valid()),
      headers: { "Content-Type": "application/json" },
    });
    expect(answer.status).toBe(415);
    expect(await rows(table)).toBe(0);
  });

  it("answers 'Submission failed' with the visitor's values when the database is unavailable", async () => {
    const closed: DatabaseHandle = await openDatabase({ inMemory: true });
    await closed.close();
    setCurrentDatabase(closed);
    try {
      const answer = await post(action, valid({ name: "Still Here", firstName: "Still Here" }));
      expect(answer.status).toBe(503);
      expect(answer.body.status).toBe("step");
      expect(answer.body.step).toBe(3);
      expect(answer.body.formError).toEqual({
        title: "Submission failed",
        description: "There was an error submitting your request. Please try again or contact us directly.",
      });
      expect(answer.body.values).toMatchObject(
        form === "contact" ? { name: "Still Here" } : { firstName: "Still Here" },
      );
    } finally {
      setCurrentDatabase(database());
    }
    expect(await rows(table)).toBe(0);
  });
});

// ---------------------------------------------------------------- a page post (no JavaScript): Post/Redirect/Get

/** What a browser sends with a form it posts itself, without JavaScript (or before the scripts ran). */
const PAGE_POST = {
  Accept: "text/html,application/xhtml+xml,*/*;q=0.8",
  "Sec-Fetch-Dest": "document",
  "Sec-Fetch-Mode": "navigate",
};

/** Posts `fields` to `action` as the browser itself does; the action's Response (a redirect) or its data. */
async function pagePost(action: Action, path: string, fields: Fields, headers: Record<string, string> = PAGE_POST) {
  const request = new Request(`${BASE}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE, ...headers },
    body: encode(fields),
  });
  return action({
    request,
    params: {},
    context: routerContextFor({ clientIp: ip(), requestId: "test", nonce: "" }),
  } as never) as Promise<Response | { data: Answer["body"]; init?: ResponseInit | null }>;
}

/** The form page's loader data and headers, for a visitor sending `cookie`. */
async function loadPage(loader: (args: never) => unknown, path: string, cookie?: string) {
  const request = new Request(`${BASE}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  const result = (await loader({ request, params: {}, context: {} } as never)) as {
    data: { sent: boolean; idempotencyKey: string };
    init?: ResponseInit | null;
  };
  return { data: result.data, headers: new Headers(result.init?.headers) };
}

describe.each([
  ["contact", contactAction, contactLoader, validContact, contactRequests],
  ["marketplace", marketplaceAction, marketplaceLoader, validSeller, marketplaceSubmissions],
] as const)("the %s form posted as a page", (form, action, loader, valid, table) => {
  it("answers a stored submission with 303 to the form's page, which then shows the success once", async () => {
    const path = `/${form}?lead=operations-plan&utm_source=linkedin`;
    const answer = await pagePost(action, path, valid());
    expect(answer).toBeInstanceOf(Response);
    const redirect = answer as Response;
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get("Location")).toBe(path);
    expect(redirect.headers.get("Cache-Control")).toBe("no-store");
    const [cookie] = redirect.headers.getSetCookie();
    expect(cookie).toBe(`lead-sent=${form}; Path=/${form}; Max-Age=60; HttpOnly; SameSite=Lax`);
    expect(await rows(table)).toBe(1);
    expect(await rows(emailOutbox)).toBe(2);

    // The page the browser loads next: the success, and the mark forgotten, so a reload shows the form alone.
    const landing = await loadPage(loader, path, `other=1; ${cookie.split(";")[0]}`);
    expect(landing.data.sent).toBe(true);
    expect(landing.data.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(landing.headers.getSetCookie()).toEqual([`lead-sent=; Path=/${form}; Max-Age=0; HttpOnly; SameSite=Lax`]);
    const reload = await loadPage(loader, path);
    expect(reload.data.sent).toBe(false);
    expect(reload.headers.getSetCookie()).toEqual([]);
    // The other form's mark is not this one's.
    expect(
      (await loadPage(loader, path, `lead-sent=${form === "contact" ? "marketplace" : "contact"}`)).data.sent,
    ).toBe(false);
  });

  it("answers a resend and a filled honeypot with the same redirect, storing nothing more", async () => {
    const fields = valid();
    const first = (await pagePost(action, `/${form}`, fields)) as Response;
    const again = (await pagePost(action, `/${form}`, fields)) as Response;
    const bot = (await pagePost(action, `/${form}`, valid({ website: "https://spam.example" }))) as Response;
    for (const answer of [first, again, bot]) {
      expect(answer.status).toBe(303);
      expect(answer.headers.get("Location")).toBe(`/${form}`);
      expect(answer.headers.getSetCookie()).toEqual(first.headers.getSetCookie());
    }
    expect(await rows(table)).toBe(1);
    expect(await rows(emailOutbox)).toBe(2);
  });

  it("still answers what cannot be stored with the page itself: the messages and what was typed", async () => {
    const invalid = (await pagePost(action, `/${form}`, valid({ email: "not-an-email" }))) as {
      data: Answer["body"];
      init?: ResponseInit;
    };
    expect(invalid).not.toBeInstanceOf(Response);
    expect(invalid.init?.status).toBe(400);
    expect(invalid.data).toMatchObject({ status: "step", step: 1, values: { email: "not-an-email" } });
    expect(await rows(table)).toBe(0);
  });

  it("tells a page post by Sec-Fetch-Dest, or by an Accept of HTML from a browser too old to send it; a fetch gets data", async () => {
    const oldBrowser = await pagePost(action, `/${form}`, valid(), { Accept: "text/html,*/*;q=0.8" });
    expect((oldBrowser as Response).status).toBe(303);
    // React Router's enhanced submit: fetch, which asks for anything and says it is not a page.
    const fetches: Record<string, string>[] = [
      { Accept: "*/*", "Sec-Fetch-Dest": "empty", "Sec-Fetch-Mode": "cors" },
      { Accept: "*/*" },
      {},
    ];
    for (const headers of fetches) {
      const enhanced = (await pagePost(action, `/${form}`, valid(), headers)) as { data: Answer["body"] };
      expect(enhanced).not.toBeInstanceOf(Response);
      expect(enhanced.data.status).toBe("success");
    }
    // A page load that is not a page (an image, a frame) is not answered as one.
    const frame = await pagePost(action, `/${form}`, valid(), { Accept: "text/html", "Sec-Fetch-Dest": "iframe" });
    expect(frame).not.toBeInstanceOf(Response);
    expect(await rows(table)).toBe(5);
  });
});

// ---------------------------------------------------------------- ready to talk (Services page)

describe("the Ready to talk action on /services", () => {
  type ReadyAnswer = {
    status: number;
    headers: Headers;
    body: {
      status: "error" | "success";
      values?: Record<string, unknown>;
      errors?: Record<string, string>;
      formError?: { title: string; description: string };
      idempotencyKey: string;
    };
  };
  const send = (fields: Fields, options: { path?: string; clientIp?: string; headers?: Record<string, string> } = {}) =>
    post(servicesAction, fields, { path: "/services", ...options }) as unknown as Promise<ReadyAnswer>;
  const validReady = (overrides: Fields = {}): Fields => ({
    idempotencyKey: newKey(),
    website: "",
    industry: "manufacturing",
    email: "Lerato@Example.co.za",
    goal: "operations",
    consent: "on",
    ...overrides,
  });

  it("stores a request with its consent and context, and queues the team's notification and the visitor's confirmation", async () => {
    const answer = await send(validReady(), { path: "/services?utm_source=google&utm_medium=cpc&lead=pricing" });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe("success");
    expect(answer.body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");

    const [row] = await stored(readyToTalkRequests);
    expect(row).toMatchObject({
      email: "lerato@example.co.za",
      industry: "manufacturing",
      goal: "operations",
      consent: true,
      status: "new",
      sourcePath: "/services",
      noticeVersion: PRIVACY_NOTICE_VERSION,
      query: { utm_source: "google", utm_medium: "cpc", lead: "pricing", purpose: READY_TO_TALK_PURPOSE },
    });
    expect(Math.abs(row.consentAt!.getTime() - Date.now())).toBeLessThan(60_000);

    const emails = await outbox();
    expect(emails.map((e) => e.to).sort()).toEqual([NOTIFY, "lerato@example.co.za"].sort());
    expect(emails.every((e) => e.concerns === "lerato@example.co.za")).toBe(true);
    const notification = emails.find((e) => e.to === NOTIFY)!;
    expect(notification.subject).toBe("New Ready to talk request: lerato@example.co.za");
    for (const line of [
      "Email: lerato@example.co.za",
      "Industry: Manufacturing & distribution",
      "Wants to talk about: Fix operations, stock and cash flow",
      "Asking about: Pricing",
      "Link parameters: lead=pricing, utm_source=google, utm_medium=cpc",
      "Page: /services",
      `under privacy notice ${PRIVACY_NOTICE_VERSION} (purpose: ${READY_TO_TALK_PURPOSE})`,
      `Reference: ${row.id}`,
    ]) {
      expect(notification.text).toContain(line);
    }
    const confirmation = emails.find((e) => e.to === "lerato@example.co.za")!;
    expect(confirmation.subject).toBe("Thanks, let's book your call | Kestrel Advisory");
    expect(confirmation.text).toContain("“Fix operations, stock and cash flow”");
    expect(confirmation.text).toContain("We'll email you within 24 hours");
  });

  it("stores a request without an industry", async () => {
    expect((await send(validReady({ industry: undefined }))).body.status).toBe("success");
    const [row] = await stored(readyToTalkRequests);
    expect(row.industry).toBeNull();
    expect((await outbox()).find((e) => e.to === NOTIFY)!.text).toContain("Industry: not given");
  });

  it("stores a request with an email and consent only, and the emails say no goal was chosen", async () => {
    expect((await send(validReady({ industry: undefined, goal: undefined }))).body.status).toBe("success");
    const [row] = await stored(readyToTalkRequests);
    expect(row).toMatchObject({ industry: null, goal: null, consent: true });
    const emails = await outbox();
    expect(emails.find((e) => e.to === NOTIFY)!.text).toContain("Wants to talk about: not given");
    const confirmation = emails.find((e) => e.to !== NOTIFY)!;
    expect(confirmation.text).toContain("Thank you for asking to talk to us. We'll email you within 24 hours");
    expect(confirmation.text).not.toContain("this goal");
  });

  it.each([
    ["industry", { industry: "mining" }, "Please choose an industry from the list, or leave it empty."],
    ["email", { email: "" }, "Email is required"],
    ["email", { email: "lerato@example" }, "Please enter a valid email address."],
    ["email", { email: `${"l".repeat(250)}@example.co.za` }, "Please enter a valid email address."],
    ["goal", { goal: "everything" }, "Please choose a goal from the list, or leave it empty."],
    ["consent", { consent: undefined }, "Please agree to the privacy policy to continue."],
    ["consent", { consent: "yes" }, "Please agree to the privacy policy to continue."],
  ] as const)(
    "refuses an invalid %s (%j) with 400 and its message, keeping what was typed",
    async (field, overrides, message) => {
      const fields = validReady(overrides as Fields);
      const answer = await send(fields);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        status: "error",
        errors: { [field]: message },
        idempotencyKey: fields.idempotencyKey,
      });
      expect(Object.keys(answer.body.errors!)).toEqual([field]);
      expect(answer.body.values).toEqual({
        industry: fields.industry ?? "",
        email: fields.email,
        goal: fields.goal,
        consent: fields.consent === "on",
      });
      expect(await rows(readyToTalkRequests)).toBe(0);
      expect(await rows(emailOutbox)).toBe(0);
    },
  );

  it("answers a filled honeypot exactly like success, and stores and sends nothing", async () => {
    const answer = await send(validReady({ website: "https://spam.example" }));
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(["idempotencyKey", "status"]);
    expect(await rows(readyToTalkRequests)).toBe(0);
    expect(await rows(emailOutbox)).toBe(0);
  });

  it("stores one request (and two emails) when the same form is sent again, and keeps visitors sharing a cached key apart", async () => {
    const fields = validReady();
    await Promise.all([send(fields), send(fields)]);
    expect((await send(fields)).body.status).toBe("success");
    expect(await rows(readyToTalkRequests)).toBe(1);
    expect(await rows(emailOutbox)).toBe(2);
    const [row] = await stored(readyToTalkRequests);
    expect(row.idempotencyKey).toBe(idempotencyKeyFor(fields.idempotencyKey as string, "lerato@example.co.za"));

    await send({ ...fields, email: "someone-else@example.co.za" });
    expect(await rows(readyToTalkRequests)).toBe(2);
  });

  it("allows 5 requests per 10 minutes per address, then 429 with the values kept", async () => {
    const address = ip();
    for (let i = 0; i < 5; i++) expect((await send(validReady(), { clientIp: address })).status).toBe(200);
    const limited = await send(validReady({ email: "kept@example.co.za" }), { clientIp: address });
    expect(limited.status).toBe(429);
    expect(limited.body.formError).toEqual({
      title: "Submission failed",
      description: "Too many submissions. Please wait a few minutes and try again.",
    });
    expect(limited.body.values).toMatchObject({ email: "kept@example.co.za" });
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(500);
    expect(await rows(readyToTalkRequests)).toBe(5);
  });

  it("refuses another origin (403), a body over 32 KB (413) and a body that is not a form (415)", async () => {
    expect((await send(validReady(), { headers: { Origin: "https://evil.example" } })).status).toBe(403);
    const big = encode(validReady({ goal: "g".repeat(FORM_BODY_LIMIT) }));
    const tooLarge = (await call(servicesAction, "/services", { body: big })) as unknown as ReadyAnswer;
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.formError?.description).toBe(
      "Your submission is too large. Please shorten your answers and try again.",
    );
    const json = await call(servicesAction, "/services", {
      body: "{}",
      headers: { "Content-Type": "application/json" },
    });
    expect(json.status).toBe(415);
    expect(await rows(readyToTalkRequests)).toBe(0);
  });

  it("answers 'Submission failed' with the values when the database is unavailable", async () => {
    const closed: DatabaseHandle = await openDatabase({ inMemory: true });
    await closed.close();
    setCurrentDatabase(closed);
    try {
      const answer = await send(validReady({ email: "still-here@example.co.za" }));
      expect(answer.status).toBe(503);
      expect(answer.body.formError).toEqual({
        title: "Submission failed",
        description: "There was an error submitting your request. Please try again or contact us directly.",
      });
      expect(answer.body.values).toMatchObject({ email: "still-here@example.co.za", goal: "operations" });
    } finally {
      setCurrentDatabase(database());
    }
    expect(await rows(readyToTalkRequests)).toBe(0);
  });
});

// ---------------------------------------------------------------- one transaction

describe("a lead and its emails", () => {
  /** Makes inserting an email to `to` fail inside the database, after the lead's row is written. */
  async function failEmailsTo(to: string) {
    await db().execute(
      sql.raw(`create or replace function refuse_test_email() returns trigger language plpgsql as $$
        begin
          if new."to" = '${to}' then raise exception 'simulated outbox failure'; end if;
          return new;
        end $$`),
    );
    await db().execute(sql.raw("drop trigger if exists refuse_test_email on email_outbox"));
    await db().execute(
      sql.raw(
        "create trigger refuse_test_email before insert on email_outbox for each row execute function refuse_test_email()",
      ),
    );
    return async () => {
      await db().execute(sql.raw("drop trigger if exists refuse_test_email on email_outbox"));
      await db().execute(sql.raw("drop function if exists refuse_test_email()"));
    };
  }

  it("rolls back the contact request and the notification when the confirmation cannot be queued", async () => {
    const input = ContactRequestSchema.parse(validContact({ email: "rollback@example.co.za" }));
    const restore = await failEmailsTo("rollback@example.co.za");
    try {
      await expect(
        createContactRequest(input, { idempotencyKey: newKey(), sourcePath: "/contact", query: {} }),
      ).rejects.toThrow();
      expect(await rows(contactRequests)).toBe(0);
      expect(await rows(emailOutbox)).toBe(0);

      // Through the action, the visitor sees "Submission failed" and nothing is kept.
      const answer = await post(contactAction, validContact({ email: "rollback@example.co.za" }));
      expect(answer.status).toBe(503);
      expect(answer.body.formError?.title).toBe("Submission failed");
      expect(await rows(contactRequests)).toBe(0);
      expect(await rows(emailOutbox)).toBe(0);
    } finally {
      await restore();
    }
    const stored = await createContactRequest(input, { idempotencyKey: newKey(), sourcePath: "/contact", query: {} });
    expect(stored.duplicate).toBe(false);
    expect(await rows(contactRequests)).toBe(1);
    expect(await rows(emailOutbox)).toBe(2);
  });

  it("rolls back the marketplace submission when the notification cannot be queued", async () => {
    const input = MarketplaceSubmissionSchema.parse(validBuyer());
    const restore = await failEmailsTo(NOTIFY);
    try {
      await expect(
        createMarketplaceSubmission(input, { idempotencyKey: newKey(), sourcePath: "/marketplace", query: {} }),
      ).rejects.toThrow();
      expect(await rows(marketplaceSubmissions)).toBe(0);
      expect(await rows(emailOutbox)).toBe(0);
    } finally {
      await restore();
    }
  });

  it("rolls back the Ready to talk request when the visitor's confirmation cannot be queued", async () => {
    const input = ReadyToTalkSchema.parse({
      industry: "",
      email: "ready-rollback@example.co.za",
      goal: "exit",
      consent: "on",
    });
    const restore = await failEmailsTo("ready-rollback@example.co.za");
    try {
      await expect(
        createReadyToTalkRequest(input, { idempotencyKey: newKey(), sourcePath: "/services", query: {} }),
      ).rejects.toThrow();
      expect(await rows(readyToTalkRequests)).toBe(0);
      expect(await rows(emailOutbox)).toBe(0);
    } finally {
      await restore();
    }
    const stored = await createReadyToTalkRequest(input, {
      idempotencyKey: newKey(),
      sourcePath: "/services",
      query: {},
    });
    expect(stored.duplicate).toBe(false);
    expect(await rows(emailOutbox)).toBe(2);
  });

  it("returns the first submission for a repeated idempotency key, without queueing emails again", async () => {
    const input = MarketplaceSubmissionSchema.parse(validSeller());
    const key = newKey();
    const first = await createMarketplaceSubmission(input, {
      idempotencyKey: key,
      sourcePath: "/marketplace",
      query: {},
    });
    const again = await createMarketplaceSubmission(input, {
      idempotencyKey: key,
      sourcePath: "/marketplace",
      query: {},
    });
    expect(first.duplicate).toBe(false);
    expect(again).toEqual({ id: first.id, duplicate: true });
    expect(await rows(emailOutbox)).toBe(2);
  });
});

describe("a lead that counts its own rate limit (one statement for a valid post)", () => {
  it("of twelve valid posts at once from one address stores five, with their emails, and refuses seven with 429", async () => {
    const address = ip();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        post(contactAction, validContact({ email: `burst${n}@example.co.za` }), { clientIp: address }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(7);
    expect(refused[0].body.formError?.description).toBe(
      "Too many submissions. Please wait a few minutes and try again.",
    );
    expect(await rows(contactRequests)).toBe(5);
    expect(await rows(emailOutbox)).toBe(10);
    const [counter] = await db()
      .select()
      .from(formRateLimits)
      .where(eq(formRateLimits.key, `contact:${address}`));
    expect(counter.count).toBe(12);
  });

  it("stores nothing and queues nothing over the limit, and says how long the window has left", async () => {
    const input = ContactRequestSchema.parse(validContact({ email: "limited@example.co.za" }));
    const rateLimit = { form: "contact", clientIp: "198.51.100.20", limit: { max: 1, windowMs: 60_000 } };
    const first = await createContactRequest(input, {
      idempotencyKey: newKey(),
      sourcePath: "/contact",
      query: {},
      rateLimit,
    });
    expect(first.duplicate).toBe(false);
    const over = createContactRequest(input, {
      idempotencyKey: newKey(),
      sourcePath: "/contact",
      query: {},
      rateLimit,
    });
    await expect(over).rejects.toBeInstanceOf(RateLimitedError);
    await expect(over).rejects.toMatchObject({ failure: { ok: false, status: 429 } });
    const failure = await over.then(
      () => null,
      (error: RateLimitedError) => error.failure,
    );
    expect(failure?.retryAfterSeconds).toBeGreaterThan(50);
    expect(failure?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await rows(contactRequests)).toBe(1);
    expect(await rows(emailOutbox)).toBe(2);
  });

  it("forgets windows that ended more than a day ago when its count starts a new window", async () => {
    await db()
      .insert(formRateLimits)
      .values({ key: "contact:old", count: 4, windowStart: sql`now() - interval '2 days'` });
    expect((await post(contactAction, validContact(), { clientIp: "198.51.100.21" })).status).toBe(200);
    const keys = (await db().select({ key: formRateLimits.key }).from(formRateLimits)).map((r) => r.key);
    expect(keys).toEqual(["contact:198.51.100.21"]);
  });
});

describe("checkFormRateLimit", () => {
  it("counts per form and address in one shared table", async () => {
    const limit = { max: 2, windowMs: 60_000 };
    expect((await checkFormRateLimit("contact", "198.51.100.1", limit)).ok).toBe(true);
    expect((await checkFormRateLimit("contact", "198.51.100.1", limit)).ok).toBe(true);
    const third = await checkFormRateLimit("contact", "198.51.100.1", limit);
    expect(third).toMatchObject({ ok: false, status: 429 });
    expect((await checkFormRateLimit("marketplace", "198.51.100.1", limit)).ok).toBe(true);
    expect((await checkFormRateLimit("contact", "198.51.100.2", limit)).ok).toBe(true);
    const [row] = await db().select().from(formRateLimits).where(eq(formRateLimits.key, "contact:198.51.100.1"));
    expect(row.count).toBe(3);
  });

  it("starts a new window for an address whose counter is days old, without forgetting the counter itself", async () => {
    await db()
      .insert(formRateLimits)
      .values({ key: "contact:198.51.100.7", count: 9, windowStart: sql`now() - interval '2 days'` });
    expect((await checkFormRateLimit("contact", "198.51.100.7")).ok).toBe(true);
    const [row] = await db().select().from(formRateLimits).where(eq(formRateLimits.key, "contact:198.51.100.7"));
    expect(row.count).toBe(1);
    expect(Math.abs(row.windowStart.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("counts every one of many posts from one address at once", async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => checkFormRateLimit("contact", "198.51.100.8")));
    expect(answers.filter((a) => a.ok)).toHaveLength(5);
    const [row] = await db().select().from(formRateLimits).where(eq(formRateLimits.key, "contact:198.51.100.8"));
    expect(row.count).toBe(12);
  });

  it("forgets windows that ended more than a day ago when a new window starts", async () => {
    await db()
      .insert(formRateLimits)
      .values({ key: "contact:old", count: 4, windowStart: sql`now() - interval '2 days'` });
    await checkFormRateLimit("contact", "198.51.100.9");
    const keys = (await db().select({ key: formRateLimits.key }).from(formRateLimits)).map((r) => r.key);
    expect(keys).toEqual(["contact:198.51.100.9"]);
  });
});
