/**
 * The Insights newsletter against a real, migrated database: the sign-up
 * action on /insights with its guards, double opt-in through the signed
 * confirmation link, unsubscribing (page and one-click) without signing in,
 * and the emails with their unsubscribe links, delivered to a real SMTP
 * listener.
 */
import crypto from "node:crypto";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, openDatabase, setCurrentDatabase, type DatabaseHandle } from "~/db/client.server";
import { emailOutbox, formRateLimits, leads, newsletterSubscribers } from "~/db/schema";
import { PRIVACY_NOTICE_VERSION } from "~/content/leads";
import { NEWSLETTER_PURPOSE } from "~/content/newsletter";
import { FORM_BODY_LIMIT, idempotencyKeyFor } from "~/lib/forms/form-guard.server";
import { createMailer } from "~/lib/runtime/mailer.server";
import {
  CONFIRM_TOKEN_TTL_MS,
  signConfirmToken,
  signUnsubscribeToken,
} from "~/lib/newsletter/newsletter-tokens.server";
import { confirmSubscription, subscribeToNewsletter, unsubscribe } from "~/lib/newsletter/newsletter.server";
import { deliverDueEmails } from "~/lib/runtime/outbox.server";
import { action as insightsAction } from "~/routes/insights/list";
import { loader as confirmLoader } from "~/routes/newsletter/confirm";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "~/routes/newsletter/unsubscribe";
import { setUpTestDatabase } from "../support/database";
import { setUpTestEnvironment } from "../support/environment";
import { startMailSink, type MailSink } from "../support/mail-sink";
import { readEmails } from "../support/mail";
import { routerContextFor } from "~/lib/runtime/request-context";

const BASE = "http://localhost:3997";
const SECRET = "newsletter-test-secret-0123456789abcdefghijklmnop";
const dataDir = setUpTestEnvironment("newsletter-test", { PUBLIC_URL: BASE, AUTH_SECRET: SECRET });
const database = setUpTestDatabase();
let sink: MailSink;

beforeAll(async () => {
  sink = await startMailSink(path.join(dataDir, "sink"));
});

afterAll(async () => {
  await sink?.close();
});

beforeEach(async () => {
  // A sign-up's lead takes its subscription with it.
  await db().delete(leads);
  await db().delete(newsletterSubscribers);
  await db().delete(emailOutbox);
  await db().delete(formRateLimits);
});

type Fields = Record<string, string | undefined>;
type Answer = {
  status: number;
  headers: Headers;
  body: {
    status: "error" | "success";
    values?: { email: string; consent: boolean };
    errors?: Record<string, string>;
    formError?: { title: string; description: string };
    idempotencyKey: string;
  };
};

const ip = () => `198.51.100.${crypto.randomInt(1, 255)}-${crypto.randomBytes(3).toString("hex")}`;
const newKey = () => crypto.randomUUID();
const context = (clientIp = ip()) => routerContextFor({ clientIp, requestId: "test", nonce: "" });

type Result<T> = { data: T; init?: ResponseInit | null };
const unwrap = <T>(result: unknown) => {
  const { data, init } = result as Result<T>;
  return { status: init?.status ?? 200, headers: new Headers(init?.headers), body: data };
};

async function signUp(
  fields: Fields,
  options: { clientIp?: string; headers?: Record<string, string>; body?: BodyInit; path?: string } = {},
): Promise<Answer> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.append(name, value);
  const request = new Request(`${BASE}${options.path ?? "/insights"}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE, ...options.headers },
    body: options.body ?? body.toString(),
    duplex: "half",
  } as RequestInit);
  return unwrap<Answer["body"]>(
    await insightsAction({ request, params: {}, context: context(options.clientIp) } as never),
  );
}

const valid = (overrides: Fields = {}): Fields => ({
  idempotencyKey: newKey(),
  website: "",
  email: "Thandi@Example.co.za",
  consent: "on",
  ...overrides,
});

const subscribers = () => db().select().from(newsletterSubscribers);
const newsletterLeads = () => db().select().from(leads).where(eq(leads.kind, "newsletter"));
const outbox = () => db().select().from(emailOutbox).orderBy(asc(emailOutbox.createdAt));
const tokenIn = (text: string, kind: "confirm" | "unsubscribe") =>
  new URL(new RegExp(`${BASE}/newsletter/${kind}\\?token=\\S+`).exec(text)![0]).searchParams.get("token")!;

async function confirmPage(token: string | null) {
  const url = new URL(`${BASE}/newsletter/confirm`);
  if (token !== null) url.searchParams.set("token", token);
  return unwrap<{ state: string }>(
    await confirmLoader({ request: new Request(url), params: {}, context: context() } as never),
  );
}

async function unsubscribePage(token: string) {
  const request = new Request(`${BASE}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
  return unwrap<{ state: string; email?: string }>(
    await unsubscribeLoader({ request, params: {}, context: context() } as never),
  );
}

/** A POST to the unsubscribe link: by default the one-click body a mail program sends (no Origin header). */
async function postUnsubscribe(token: string, init: { body?: string; headers?: Record<string, string> } = {}) {
  const request = new Request(`${BASE}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...init.headers },
    body: init.body ?? "List-Unsubscribe=One-Click",
  });
  return unwrap<{ state: string; email?: string; message?: string }>(
    await unsubscribeAction({ request, params: {}, context: context() } as never),
  );
}

async function subscribedRow(email = "thandi@example.co.za") {
  const [row] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row;
}

/** The sign-up's lead (its consent record) of the address's subscription. */
async function signUpLead(email = "thandi@example.co.za") {
  const [row] = await db()
    .select({ lead: leads })
    .from(newsletterSubscribers)
    .innerJoin(leads, eq(leads.id, newsletterSubscribers.leadId))
    .where(eq(newsletterSubscribers.email, email));
  return row?.lead;
}

/** Signs up and follows the confirmation link: a confirmed subscriber. */
async function confirmedSubscriber(email = "thandi@example.co.za") {
  await signUp(valid({ email }));
  const [confirmation] = (await outbox()).filter((m) => m.to === email);
  expect((await confirmPage(tokenIn(confirmation.text, "confirm"))).body.state).toBe("confirmed");
  return subscribedRow(email);
}

// ---------------------------------------------------------------- sign-up

describe("signing up on /insights", () => {
  it("stores a pending subscriber with the marketing consent and queues the confirmation email", async () => {
    const fields = valid();
    const answer = await signUp(fields, { path: "/insights?utm_source=linkedin&category=pricing" });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe("success");
    expect(answer.body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");

    const [row] = await subscribers();
    expect(row).toMatchObject({
      email: "thandi@example.co.za",
      subscription: "pending",
      confirmedAt: null,
      unsubscribedAt: null,
    });
    const lead = await signUpLead();
    expect(lead).toMatchObject({
      id: row.leadId,
      kind: "newsletter",
      email: "thandi@example.co.za",
      answers: {},
      status: "new",
      replyDueAt: null,
      sourcePath: "/insights",
      noticeVersion: PRIVACY_NOTICE_VERSION,
      query: { utm_source: "linkedin", purpose: NEWSLETTER_PURPOSE },
      idempotencyKey: idempotencyKeyFor(fields.idempotencyKey!, "thandi@example.co.za"),
    });
    expect(Math.abs(lead.consentAt!.getTime() - Date.now())).toBeLessThan(60_000);

    const emails = await outbox();
    expect(emails).toHaveLength(1);
    const [confirmation] = emails;
    expect(confirmation).toMatchObject({
      to: "thandi@example.co.za",
      concerns: "thandi@example.co.za",
      status: "pending",
    });
    expect(confirmation.subject).toBe("Please confirm your subscription to Kestrel Advisory Insights");
    const unsubscribeUrl = `${BASE}/newsletter/unsubscribe?token=${signUnsubscribeToken(SECRET, row.id)}`;
    expect(confirmation.headers).toEqual({
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(confirmation.text).toContain(`Don't want these emails? Unsubscribe: ${unsubscribeUrl}`);
    expect(confirmation.html).toContain(`href="${unsubscribeUrl}"`);
    expect(confirmation.text).toMatch(
      new RegExp(`Confirm my subscription: ${BASE}/newsletter/confirm\\?token=${row.id}\\.\\d+\\.[\\w-]{43}`),
    );
  });

  it.each([
    ["no address", { email: "" }, { email: "Email is required" }],
    ["a bad address", { email: "thandi@example" }, { email: "Please enter a valid email address." }],
    ["no consent", { consent: undefined }, { consent: "Please tick the box to agree to receive the newsletter." }],
    [
      "consent not from the checkbox",
      { consent: "yes" },
      { consent: "Please tick the box to agree to receive the newsletter." },
    ],
    [
      "nothing",
      { email: undefined, consent: undefined },
      { email: "Email is required", consent: "Please tick the box to agree to receive the newsletter." },
    ],
  ] as const)("refuses %s with 400 and field messages, keeping what was typed", async (_name, overrides, errors) => {
    const fields = valid(overrides as Fields);
    const answer = await signUp(fields);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: "error", errors, idempotencyKey: fields.idempotencyKey });
    expect(answer.body.values).toEqual({ email: fields.email ?? "", consent: fields.consent === "on" });
    expect(await subscribers()).toEqual([]);
    expect(await newsletterLeads()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it("answers a filled honeypot exactly like success, and stores and sends nothing", async () => {
    const answer = await signUp(valid({ website: "https://spam.example" }));
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(["idempotencyKey", "status"]);
    expect(answer.body.status).toBe("success");
    expect(await subscribers()).toEqual([]);
    expect(await newsletterLeads()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it("stores one subscriber and sends one confirmation when the same form is sent again", async () => {
    const fields = valid();
    const answers = await Promise.all([signUp(fields), signUp(fields), signUp(fields)]);
    answers.push(await signUp(fields));
    for (const answer of answers) expect(answer.body.status).toBe("success");
    expect(await subscribers()).toHaveLength(1);
    expect(await newsletterLeads()).toHaveLength(1);
    expect(await outbox()).toHaveLength(1);
  });

  it("keeps two visitors apart who were served the same form key from a cache", async () => {
    const key = newKey();
    await signUp(valid({ idempotencyKey: key, email: "one@example.co.za" }));
    await signUp(valid({ idempotencyKey: key, email: "two@example.co.za" }));
    const rows = await subscribers();
    expect(rows.map((r) => r.email).sort()).toEqual(["one@example.co.za", "two@example.co.za"]);
    expect((await signUpLead("one@example.co.za")).idempotencyKey).toBe(idempotencyKeyFor(key, "one@example.co.za"));
    expect((await signUpLead("two@example.co.za")).idempotencyKey).toBe(idempotencyKeyFor(key, "two@example.co.za"));
    expect((await outbox()).map((m) => m.to).sort()).toEqual(["one@example.co.za", "two@example.co.za"]);
  });

  it("sends the confirmation again to an address still pending, with a fresh consent record", async () => {
    await signUp(valid({ email: "pending@example.co.za" }));
    const [before] = await subscribers();
    await db()
      .update(leads)
      .set({ consentAt: sql`now() - interval '2 days'`, noticeVersion: "2023-06" })
      .where(eq(leads.id, before.leadId!));

    const again = await signUp(valid({ email: "PENDING@example.co.za" }), { path: "/insights?utm_source=again" });
    expect(again.status).toBe(200);
    expect(again.body.status).toBe("success");
    const rows = await subscribers();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: before.id, subscription: "pending", leadId: before.leadId });
    const lead = await signUpLead("pending@example.co.za");
    expect(lead).toMatchObject({ sourcePath: "/insights", noticeVersion: PRIVACY_NOTICE_VERSION });
    expect(lead.query).toEqual({ utm_source: "again", purpose: NEWSLETTER_PURPOSE });
    expect(Date.now() - lead.consentAt!.getTime()).toBeLessThan(60_000);
    const emails = await outbox();
    expect(emails).toHaveLength(2);
    expect(emails.every((m) => m.subject === "Please confirm your subscription to Kestrel Advisory Insights")).toBe(
      true,
    );
  });

  it("gives a confirmed address the same answer, changes nothing and tells the address", async () => {
    const confirmed = await confirmedSubscriber();
    const consented = await signUpLead();
    const emailsBefore = (await outbox()).length;

    const answer = await signUp(valid({ email: "thandi@example.co.za" }));
    const stranger = await signUp(valid({ email: "new-reader@example.co.za" }));
    expect(answer.status).toBe(stranger.status);
    expect(Object.keys(answer.body).sort()).toEqual(Object.keys(stranger.body).sort());
    expect(answer.body.status).toBe("success");

    const row = await subscribedRow();
    expect(row).toMatchObject({
      subscription: "confirmed",
      confirmedAt: confirmed.confirmedAt,
      leadId: confirmed.leadId,
    });
    expect(await signUpLead()).toMatchObject({
      consentAt: consented.consentAt,
      sourcePath: consented.sourcePath,
      query: consented.query,
    });
    const notice = (await outbox()).slice(emailsBefore).find((m) => m.to === "thandi@example.co.za")!;
    expect(notice.subject).toBe("You're already subscribed to Kestrel Advisory Insights");
    expect(notice.headers["List-Unsubscribe"]).toBe(
      `<${BASE}/newsletter/unsubscribe?token=${signUnsubscribeToken(SECRET, row.id)}>`,
    );
  });

  it("makes an unsubscribed address pending again with a fresh consent record", async () => {
    const confirmed = await confirmedSubscriber();
    await unsubscribe(signUnsubscribeToken(SECRET, confirmed.id));
    await db().update(leads).set({ consentAt: sql`now() - interval '30 days'` }).where(eq(leads.id, confirmed.leadId!));

    const answer = await signUp(valid());
    expect(answer.body.status).toBe("success");
    const row = await subscribedRow();
    expect(row).toMatchObject({
      id: confirmed.id,
      subscription: "pending",
      confirmedAt: null,
      unsubscribedAt: null,
      leadId: confirmed.leadId,
    });
    expect(Date.now() - (await signUpLead()).consentAt!.getTime()).toBeLessThan(60_000);
    const latest = (await outbox()).at(-1)!;
    expect(latest.subject).toBe("Please confirm your subscription to Kestrel Advisory Insights");
    expect((await confirmPage(tokenIn(latest.text, "confirm"))).body.state).toBe("confirmed");
  });

  it("reports what happened to the caller, for the log", async () => {
    const input = { email: "log@example.co.za", consent: true as const };
    const lead = { sourcePath: "/insights", query: {} };
    const first = await subscribeToNewsletter(input, { ...lead, idempotencyKey: "key-one-0123456789" });
    expect(first).toMatchObject({ duplicate: false, outcome: "subscribed" });
    // The id is the subscription's, which its links name; the lead is the sign-up's.
    const row = await subscribedRow("log@example.co.za");
    expect(first).toMatchObject({ id: row.id, leadId: row.leadId });
    expect(await subscribeToNewsletter(input, { ...lead, idempotencyKey: "key-one-0123456789" })).toEqual({
      id: first.id,
      leadId: first.leadId,
      duplicate: true,
      outcome: "duplicate",
    });
    expect(await subscribeToNewsletter(input, { ...lead, idempotencyKey: "key-two-0123456789" })).toEqual({
      id: first.id,
      leadId: first.leadId,
      duplicate: false,
      outcome: "resent",
    });
  });

  it("allows 5 sign-ups per 10 minutes per address, then 429 with the values kept", async () => {
    const address = ip();
    for (let i = 0; i < 5; i++)
      expect((await signUp(valid({ email: `r${i}@example.co.za` }), { clientIp: address })).status).toBe(200);
    const limited = await signUp(valid({ email: "kept@example.co.za" }), { clientIp: address });
    expect(limited.status).toBe(429);
    expect(limited.body.formError).toEqual({
      title: "Sign-up failed",
      description: "Too many submissions. Please wait a few minutes and try again.",
    });
    expect(limited.body.values).toEqual({ email: "kept@example.co.za", consent: true });
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(500);
    expect(await subscribers()).toHaveLength(5);
  });

  it("refuses another origin (403), a body over 32 KB (413) and a body that is not a form (415)", async () => {
    expect((await signUp(valid(), { headers: { Origin: "https://evil.example" } })).status).toBe(403);
    const big = new URLSearchParams({
      ...(valid() as Record<string, string>),
      padding: "x".repeat(FORM_BODY_LIMIT),
    }).toString();
    const tooLarge = await signUp(valid(), { body: big });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.formError?.description).toBe(
      "Your submission is too large. Please shorten your answers and try again.",
    );
    expect((await signUp(valid(), { body: "{}", headers: { "Content-Type": "application/json" } })).status).toBe(415);
    expect(await subscribers()).toEqual([]);
  });

  it("answers 'Sign-up failed' with the values when the database is unavailable", async () => {
    const closed: DatabaseHandle = await openDatabase({ inMemory: true });
    await closed.close();
    setCurrentDatabase(closed);
    try {
      const answer = await signUp(valid({ email: "still-here@example.co.za" }));
      expect(answer.status).toBe(503);
      expect(answer.body.formError?.title).toBe("Sign-up failed");
      expect(answer.body.values).toEqual({ email: "still-here@example.co.za", consent: true });
    } finally {
      setCurrentDatabase(database());
    }
  });
});

// ---------------------------------------------------------------- the sign-up's lead

describe("a sign-up's lead", () => {
  const origin = (idempotencyKey: string) => ({ idempotencyKey, sourcePath: "/insights", query: {} });
  const input = { email: "Lead@Example.co.za", consent: true as const };

  it("is one lead of kind newsletter, tied to its subscription, that signing up again renews", async () => {
    const first = await subscribeToNewsletter(input, origin("lead-key-one-0123456789"));
    const [subscription] = await subscribers();
    const [lead] = await newsletterLeads();
    expect(subscription).toMatchObject({ id: first.id, email: "lead@example.co.za", leadId: lead.id });
    expect(lead).toMatchObject({
      id: first.leadId,
      kind: "newsletter",
      email: "lead@example.co.za",
      idempotencyKey: "lead-key-one-0123456789",
    });

    // Pending again, confirmed, unsubscribed, then subscribed again: still the one lead, with the latest sign-up.
    expect((await subscribeToNewsletter(input, origin("lead-key-two-0123456789"))).outcome).toBe("resent");
    expect((await confirmSubscription(signConfirmToken(SECRET, first.id))).state).toBe("confirmed");
    expect((await subscribeToNewsletter(input, origin("lead-key-three-0123456789"))).outcome).toBe("already-confirmed");
    await unsubscribe(signUnsubscribeToken(SECRET, first.id));
    const last = await subscribeToNewsletter(input, origin("lead-key-four-0123456789"));
    expect(last).toMatchObject({ id: first.id, leadId: first.leadId, outcome: "subscribed" });

    expect(await newsletterLeads()).toEqual([
      expect.objectContaining({ id: lead.id, idempotencyKey: "lead-key-four-0123456789" }),
    ]);
    expect(await subscribers()).toEqual([expect.objectContaining({ id: first.id, leadId: lead.id })]);
    // The last form sent again changes nothing.
    expect(await subscribeToNewsletter(input, origin("lead-key-four-0123456789"))).toEqual({
      id: first.id,
      leadId: lead.id,
      duplicate: true,
      outcome: "duplicate",
    });
  });

  it("is made when a subscription without one signs up again", async () => {
    const [pending] = await db()
      .insert(newsletterSubscribers)
      .values({ email: "lead@example.co.za", subscription: "pending" })
      .returning();
    const resent = await subscribeToNewsletter(input, origin("lead-key-pending-0123456789"));
    expect(resent).toMatchObject({ id: pending.id, outcome: "resent" });
    expect(await signUpLead("lead@example.co.za")).toMatchObject({
      id: resent.leadId,
      kind: "newsletter",
      email: "lead@example.co.za",
      sourcePath: "/insights",
      noticeVersion: PRIVACY_NOTICE_VERSION,
      query: { purpose: NEWSLETTER_PURPOSE },
      idempotencyKey: "lead-key-pending-0123456789",
    });

    const [confirmed] = await db()
      .insert(newsletterSubscribers)
      .values({ email: "confirmed-lead@example.co.za", subscription: "confirmed", confirmedAt: new Date() })
      .returning();
    const notice = await subscribeToNewsletter(
      { email: "confirmed-lead@example.co.za", consent: true },
      origin("lead-key-confirmed-0123456789"),
    );
    expect(notice).toMatchObject({ id: confirmed.id, outcome: "already-confirmed" });
    expect(await subscribedRow("confirmed-lead@example.co.za")).toMatchObject({
      subscription: "confirmed",
      confirmedAt: confirmed.confirmedAt,
      leadId: notice.leadId,
    });
    expect(await signUpLead("confirmed-lead@example.co.za")).toMatchObject({
      kind: "newsletter",
      idempotencyKey: "lead-key-confirmed-0123456789",
    });
    expect(await newsletterLeads()).toHaveLength(2);
  });
});

// ---------------------------------------------------------------- confirm

describe("the confirmation link", () => {
  it("confirms the subscription, queues the welcome email, and changes nothing when followed again", async () => {
    await signUp(valid());
    const [confirmation] = await outbox();
    const token = tokenIn(confirmation.text, "confirm");

    const page = await confirmPage(token);
    expect(page.status).toBe(200);
    expect(page.body).toEqual({ state: "confirmed" });
    const row = await subscribedRow();
    expect(row.subscription).toBe("confirmed");
    expect(Date.now() - row.confirmedAt!.getTime()).toBeLessThan(60_000);

    const welcome = (await outbox()).find((m) => m.subject === "Welcome to Kestrel Advisory Insights")!;
    const unsubscribeUrl = `${BASE}/newsletter/unsubscribe?token=${signUnsubscribeToken(SECRET, row.id)}`;
    expect(welcome).toMatchObject({ to: "thandi@example.co.za", concerns: "thandi@example.co.za" });
    expect(welcome.headers).toEqual({
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(welcome.text).toContain(`Unsubscribe: ${unsubscribeUrl}`);

    const again = await confirmPage(token);
    expect(again.status).toBe(200);
    expect(again.body.state).toBe("confirmed");
    expect((await subscribedRow()).confirmedAt).toEqual(row.confirmedAt);
    expect((await outbox()).filter((m) => m.subject.startsWith("Welcome"))).toHaveLength(1);
  });

  it("refuses a tampered, forged, missing or unknown token with 400 and changes nothing", async () => {
    await signUp(valid());
    const [confirmation] = await outbox();
    const token = tokenIn(confirmation.text, "confirm");
    const [id, expiry, signature] = token.split(".");
    const flipped = signature[0] === "A" ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const later = String(Number(expiry) + 86_400);
    for (const bad of [
      `${id}.${expiry}.${flipped}`,
      `${id}.${later}.${signature}`,
      signConfirmToken("another-secret-of-some-length-000000", id),
      "",
      null,
    ]) {
      const page = await confirmPage(bad);
      expect(page.status, String(bad)).toBe(400);
      expect(page.body.state).toBe("invalid");
    }
    const unknown = await confirmPage(signConfirmToken(SECRET, crypto.randomUUID()));
    expect(unknown).toMatchObject({ status: 400, body: { state: "invalid" } });
    expect((await subscribedRow()).subscription).toBe("pending");
    expect(await outbox()).toHaveLength(1);
  });

  it("refuses an expired link with 400", async () => {
    await signUp(valid());
    const [row] = await subscribers();
    const old = signConfirmToken(SECRET, row.id, Date.now() - CONFIRM_TOKEN_TTL_MS - 60_000);
    const page = await confirmPage(old);
    expect(page).toMatchObject({ status: 400, body: { state: "expired" } });
    expect((await subscribedRow()).subscription).toBe("pending");
    // A link a minute from expiry still works.
    const fresh = signConfirmToken(SECRET, row.id, Date.now() - CONFIRM_TOKEN_TTL_MS + 60_000);
    expect((await confirmPage(fresh)).body.state).toBe("confirmed");
  });

  it("does not subscribe an address that unsubscribed after the link was sent", async () => {
    await signUp(valid());
    const [confirmation] = await outbox();
    const row = await subscribedRow();
    await unsubscribe(signUnsubscribeToken(SECRET, row.id));
    const page = await confirmPage(tokenIn(confirmation.text, "confirm"));
    expect(page).toMatchObject({ status: 400, body: { state: "withdrawn" } });
    expect((await subscribedRow()).subscription).toBe("unsubscribed");
  });

  it("confirms once when followed twice at the same moment", async () => {
    await signUp(valid());
    const [row] = await subscribers();
    const token = signConfirmToken(SECRET, row.id);
    const results = await Promise.all([confirmSubscription(token), confirmSubscription(token)]);
    expect(results.map((r) => r.state)).toEqual(["confirmed", "confirmed"]);
    expect(results.filter((r) => r.state === "confirmed" && r.firstTime)).toHaveLength(1);
    expect((await outbox()).filter((m) => m.subject.startsWith("Welcome"))).toHaveLength(1);
  });
});

// ---------------------------------------------------------------- unsubscribe

describe("the unsubscribe link", () => {
  it("opens a page that asks, without unsubscribing (mail scanners follow links)", async () => {
    const row = await confirmedSubscriber();
    const page = await unsubscribePage(signUnsubscribeToken(SECRET, row.id));
    expect(page.status).toBe(200);
    expect(page.body).toEqual({ state: "subscribed", email: "thandi@example.co.za" });
    expect((await subscribedRow()).subscription).toBe("confirmed");
  });

  it("unsubscribes with the page's button, without signing in, and again changes nothing", async () => {
    const row = await confirmedSubscriber();
    const token = signUnsubscribeToken(SECRET, row.id);
    const answer = await postUnsubscribe(token, { body: "", headers: { Origin: BASE } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ state: "unsubscribed", email: "thandi@example.co.za" });
    const after = await subscribedRow();
    expect(after.subscription).toBe("unsubscribed");
    expect(Date.now() - after.unsubscribedAt!.getTime()).toBeLessThan(60_000);

    const again = await postUnsubscribe(token);
    expect(again.body.state).toBe("unsubscribed");
    expect((await subscribedRow()).unsubscribedAt).toEqual(after.unsubscribedAt);
    expect((await unsubscribePage(token)).body).toEqual({ state: "unsubscribed", email: "thandi@example.co.za" });
  });

  it("accepts a mail program's one-click POST (RFC 8058) and withdraws newsletter emails not yet sent", async () => {
    await signUp(valid());
    await signUp(valid({ email: "other@example.co.za" }));
    await db().insert(emailOutbox).values({
      to: "thandi@example.co.za",
      subject: "A reply to your enquiry",
      text: "Not newsletter mail",
      concerns: "thandi@example.co.za",
    });
    const row = await subscribedRow();
    const answer = await postUnsubscribe(signUnsubscribeToken(SECRET, row.id));
    expect(answer.status).toBe(200);
    expect(answer.body.state).toBe("unsubscribed");
    const left = await outbox();
    expect(left.map((m) => `${m.to}: ${m.subject}`).sort()).toEqual([
      "other@example.co.za: Please confirm your subscription to Kestrel Advisory Insights",
      "thandi@example.co.za: A reply to your enquiry",
    ]);
    expect((await subscribedRow("other@example.co.za")).subscription).toBe("pending");
  });

  it("refuses a tampered token with 400 (page and POST), and a POST from another site with 403", async () => {
    const row = await confirmedSubscriber();
    const token = signUnsubscribeToken(SECRET, row.id);
    const tampered = `${crypto.randomUUID()}.${token.split(".")[1]}`;
    expect(await unsubscribePage(tampered)).toMatchObject({ status: 400, body: { state: "invalid" } });
    expect(await postUnsubscribe(tampered)).toMatchObject({ status: 400, body: { state: "invalid" } });
    expect(await postUnsubscribe("nonsense")).toMatchObject({ status: 400, body: { state: "invalid" } });
    const evil = await postUnsubscribe(token, { headers: { Origin: "https://evil.example" } });
    expect(evil.status).toBe(403);
    expect(evil.body.state).toBe("failed");
    expect((await subscribedRow()).subscription).toBe("confirmed");
  });
});

// ---------------------------------------------------------------- delivery

describe("newsletter emails as delivered", () => {
  it("reach the SMTP listener with List-Unsubscribe headers and the unsubscribe link in the body", async () => {
    await confirmedSubscriber();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${sink.port}`,
      mailFrom: "Kestrel <no-reply@kestrel.test>",
      dataDir,
    });
    try {
      expect(await deliverDueEmails(db(), mailer, { now: new Date(Date.now() + 1_000) })).toEqual({
        sent: 2,
        failed: 0,
      });
    } finally {
      mailer.close();
    }
    const row = await subscribedRow();
    const unsubscribeUrl = `${BASE}/newsletter/unsubscribe?token=${signUnsubscribeToken(SECRET, row.id)}`;
    const received = readEmails(sink.dir).filter((m) => m.to.includes("thandi@example.co.za"));
    expect(received.map((m) => m.subject).sort()).toEqual([
      "Please confirm your subscription to Kestrel Advisory Insights",
      "Welcome to Kestrel Advisory Insights",
    ]);
    for (const message of received) {
      const headers = message.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
      expect(headers).toContain(`List-Unsubscribe: <${unsubscribeUrl}>`);
      expect(headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
      expect(message.text).toContain(`Unsubscribe: ${unsubscribeUrl}`);
    }
    // The link in the delivered welcome email works, without signing in.
    const welcome = received.find((m) => m.subject.startsWith("Welcome"))!;
    const answer = await postUnsubscribe(tokenIn(welcome.text, "unsubscribe"));
    expect(answer.body).toEqual({ state: "unsubscribed", email: "thandi@example.co.za" });
  });
});
