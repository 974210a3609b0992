/**
 * A lead that cannot be stored is logged without the visitor's personal
 * data: the log carries the SQLSTATE code, the constraint and the request id,
 * never the query's parameters, PostgreSQL's detail ("Key (email)=(…)",
 * "Failing row contains (…)") or a message that quotes a value. Real inserts
 * fail on a real database (PGlite, or PostgreSQL when DATABASE_URL is set)
 * and the actions' own error handling writes the log line, through the
 * site's logger settings into a captured stream.
 */
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { emailOutbox, formRateLimits, leads } from "~/db/schema";
import { logger, serializeError } from "~/lib/runtime/logger.server";
import type * as LoggerModule from "~/lib/runtime/logger.server";
import { action as contactAction } from "~/routes/leads/contact";
import { action as marketplaceAction } from "~/routes/leads/marketplace";
import { action as servicesAction } from "~/routes/marketing/content-page";
import { setUpTestDatabase } from "../support/database";
import { setUpTestEnvironment } from "../support/environment";
import { routerContextFor } from "~/lib/runtime/request-context";

const captured = vi.hoisted(() => ({ lines: [] as string[] }));

// Every module's logger writes into `captured`, with the site's own settings (serializers, redaction).
vi.mock("~/lib/runtime/logger.server", async (importOriginal) => {
  const actual = await importOriginal<typeof LoggerModule>();
  return {
    ...actual,
    logger: actual.createLogger({ write: (line: string) => void captured.lines.push(line) }, "info"),
  };
});

const BASE = "http://localhost:3995";
setUpTestEnvironment("log-privacy-test", { PUBLIC_URL: BASE, LEADS_NOTIFY_TO: "leads@kestrel.test" });

/** The visitor's personal data: none of it may reach the log. */
const VISITOR = {
  firstName: "Nomvula",
  lastName: "Privacy-Dlamini",
  name: "Nomvula Privacy-Dlamini",
  email: "nomvula.private@example.co.za",
  phone: "+27 83 555 0199",
  business: "Dlamini Refused Holdings",
  goals: "Sell the farm quietly before the divorce",
  additionalInfo: "Our confidential turnover is R42m",
};
const PERSONAL = [
  VISITOR.firstName,
  VISITOR.lastName,
  VISITOR.email,
  VISITOR.phone,
  VISITOR.business,
  VISITOR.goals,
  VISITOR.additionalInfo,
];

setUpTestDatabase();

beforeEach(async () => {
  captured.lines.length = 0;
  await db().delete(formRateLimits);
});

afterEach(async () => {
  for (const statement of [
    "alter table leads drop constraint if exists log_privacy_refused",
    "drop index if exists log_privacy_one_request_per_email",
    "drop trigger if exists log_privacy_refuse on leads",
    "drop function if exists log_privacy_refuse()",
  ]) {
    await db().execute(sql.raw(statement));
  }
  await db().delete(leads);
  await db().delete(emailOutbox);
});

type Action = (args: never) => Promise<unknown>;

async function post(action: Action, pathname: string, fields: Record<string, string | string[]>, requestId: string) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) body.append(name, item);
  const request = new Request(`${BASE}${pathname}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE },
    body: body.toString(),
  });
  const result = (await action({
    request,
    params: {},
    context: routerContextFor({ clientIp: `198.51.100.${crypto.randomInt(1, 255)}`, requestId, nonce: "" }),
  } as never)) as { init?: ResponseInit | null };
  return result.init?.status ?? 200;
}

const contact = () => ({
  intent: "submit",
  step: "3",
  idempotencyKey: crypto.randomUUID(),
  name: VISITOR.name,
  email: VISITOR.email,
  phone: VISITOR.phone,
  business: VISITOR.business,
  turnover: "r10m-r50m",
  pain: ["time"],
  goals: VISITOR.goals,
  consent: "on",
});

const output = () => captured.lines.join("");
const entries = () => captured.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
const failureLine = () => entries().find((entry) => entry.msg === "lead could not be stored");

/** The whole log, as written, holds none of the visitor's data, in any letter case or JSON escaping. */
function expectNoPersonalData() {
  const text = output();
  const decoded = entries()
    .map((entry) => JSON.stringify(entry))
    .join("\n")
    .toLowerCase();
  for (const value of PERSONAL) {
    expect(text, value).not.toContain(value);
    expect(decoded, value).not.toContain(value.toLowerCase());
  }
  expect(text).not.toContain("Failing row contains");
  expect(text).not.toContain("Key (email)");
  expect(text).not.toMatch(/"params"|"detail"|"where"/);
}

/** The database error somewhere in the logged error's cause chain. */
function databaseError(entry: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  let error = entry?.err as Record<string, unknown> | undefined;
  while (error && typeof error.code !== "string") error = error.cause as Record<string, unknown> | undefined;
  return error;
}

describe("a lead that cannot be stored", () => {
  it("is logged by SQLSTATE, constraint and request id when a check constraint refuses the contact request", async () => {
    await db().execute(
      sql.raw(
        `alter table leads add constraint log_privacy_refused check (business is distinct from '${VISITOR.business}')`,
      ),
    );
    const requestId = `req-${crypto.randomUUID()}`;
    expect(await post(contactAction, "/contact?utm_source=privacy", contact(), requestId)).toBe(503);
    expectNoPersonalData();

    const line = failureLine();
    expect(line).toMatchObject({ level: 50, form: "contact", reqId: requestId });
    expect(databaseError(line)).toMatchObject({
      type: "DatabaseError",
      code: "23514",
      constraint: "log_privacy_refused",
      table: "leads",
      severity: "ERROR",
    });
    expect(JSON.stringify(line)).toContain('insert into \\"leads\\"');
    expect(output()).toContain(requestId);
  });

  it("is logged without 'Key (email)=(…)' when a unique index refuses the Ready to talk request", async () => {
    await db().execute(
      sql.raw("create unique index log_privacy_one_request_per_email on leads (email) where kind = 'ready-to-talk'"),
    );
    const ready = () => ({
      idempotencyKey: crypto.randomUUID(),
      industry: "agriculture",
      email: VISITOR.email,
      goal: "exit",
      consent: "on",
    });
    expect(await post(servicesAction, "/services", ready(), "req-first")).toBe(200);
    const requestId = `req-${crypto.randomUUID()}`;
    expect(await post(servicesAction, "/services", ready(), requestId)).toBe(503);
    expectNoPersonalData();

    const line = failureLine();
    expect(line).toMatchObject({ form: "ready-to-talk", reqId: requestId });
    expect(databaseError(line)).toMatchObject({
      code: "23505",
      constraint: "log_privacy_one_request_per_email",
      table: "leads",
    });
  });

  it("is logged without a raised exception's message, which may quote the row", async () => {
    await db().execute(
      sql.raw(`create or replace function log_privacy_refuse() returns trigger language plpgsql as $$
        begin raise exception 'refused % (%)', new.name, new.email; end $$`),
    );
    await db().execute(
      sql.raw(
        "create trigger log_privacy_refuse before insert on leads for each row when (new.kind = 'marketplace') execute function log_privacy_refuse()",
      ),
    );
    const requestId = `req-${crypto.randomUUID()}`;
    const status = await post(
      marketplaceAction,
      "/marketplace",
      {
        intent: "submit",
        step: "3",
        idempotencyKey: crypto.randomUUID(),
        firstName: VISITOR.firstName,
        lastName: VISITOR.lastName,
        email: VISITOR.email,
        phone: VISITOR.phone,
        userType: "seller",
        businessSector: "agriculture",
        annualRevenue: "10-50m",
        timeframeToSell: "now",
        additionalInfo: VISITOR.additionalInfo,
        consent: "on",
      },
      requestId,
    );
    expect(status).toBe(503);
    expectNoPersonalData();
    const line = failureLine();
    expect(line).toMatchObject({ form: "marketplace", reqId: requestId });
    expect(databaseError(line)).toMatchObject({ code: "P0001", routine: expect.any(String) });
  });
});

describe("the err serializer", () => {
  it("writes a value-quoting database error, passed alone, without the value, in the message too", async () => {
    const error = await db()
      .execute(sql`select ${VISITOR.email}::uuid`)
      .catch((caught: unknown) => caught);
    logger.error(error as Error);
    logger.error({ err: error });
    expectNoPersonalData();
    const [alone, inObject] = entries();
    expect(databaseError(alone)).toMatchObject({ code: "22P02" });
    expect(alone.msg).toMatch(/database error 22P02/);
    expect(inObject.msg).toMatch(/database error 22P02/);
  });

  it("keeps the message of a database error that names objects only", async () => {
    const error = await db()
      .execute(sql`select * from log_privacy_missing where email = ${VISITOR.email}`)
      .catch((caught: unknown) => caught);
    const serialized = serializeError(error) as { cause: Record<string, unknown> };
    expect(serialized.cause).toMatchObject({ code: "42P01", message: 'relation "log_privacy_missing" does not exist' });
    expect(JSON.stringify(serialized)).not.toContain(VISITOR.email);
  });

  it("keeps other errors' message and stack, and follows causes by the same rules", async () => {
    const dbError = await db()
      .execute(sql`select ${VISITOR.phone}::int`)
      .catch((caught: unknown) => caught);
    const wrapped = new Error("could not save the lead", { cause: dbError });
    logger.error({ err: wrapped, reqId: "req-wrapped" }, "wrapped failure");
    expectNoPersonalData();
    const [entry] = entries();
    const err = entry.err as { type: string; message: string; stack: string; cause: Record<string, unknown> };
    expect(err).toMatchObject({ type: "Error", message: "could not save the lead" });
    expect(err.stack).toContain("could not save the lead");
    expect(err.stack).toMatch(/\n\s+at /);
    expect(databaseError(entry)).toMatchObject({ code: "22P02" });
    expect(entry.reqId).toBe("req-wrapped");
  });

  it("writes a cyclic cause chain once", () => {
    const first = new Error("first");
    const second = new Error("second", { cause: first });
    (first as Error & { cause?: unknown }).cause = second;
    expect(JSON.stringify(serializeError(first))).toContain("[Circular]");
  });
});
