/**
 * Spam and abuse protection for public forms, in the order an action applies it:
 *
 * 1. readGuardedForm: an Origin check (a POST from another site → 403), a body
 *    read with its route's size limit (→ 413, whatever Content-Length claims),
 *    a body that is not a form refused (→ 415, or 400 when it cannot be
 *    parsed), and every value made safe to store (databaseSafe).
 * 2. checkFormRateLimit: a per-form, per-client fixed window kept in the
 *    database (so it holds across instances) (→ 429).
 * 3. isHoneypotFilled: a hidden field only bots fill in; the action answers
 *    as if it succeeded and stores nothing.
 * 4. readIdempotencyKey: the random key rendered into the form; the lead
 *    tables' unique column turns a resend into the first submission's answer.
 */
import crypto from "node:crypto";
import { and, eq, exists, inArray, lt, ne, sql } from "drizzle-orm";
import { db, type Database } from "~/db/client.server";
import { formRateLimits } from "~/db/schema";
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD, INTENT_FIELD, STEP_FIELD } from "~/lib/forms/guard-fields";
import { formGuardMessages } from "~/content/leads";
import { BODY_LIMITS, bodyLimitFor } from "./request-body";
import { databaseSafe } from "./text-rules";
import { env } from "../runtime/env.server";
import { logger } from "../runtime/logger.server";
import { pageUrl } from "~/lib/runtime/page-url";

/** The largest body a public form may send: 32 KB, ample for any of them. */
export const FORM_BODY_LIMIT = BODY_LIMITS.form;

export type FormLimit = { max: number; windowMs: number };
/** 5 submissions per 10 minutes per form and client address. */
export const DEFAULT_FORM_LIMIT: FormLimit = { max: 5, windowMs: 10 * 60_000 };

export type GuardFailure = {
  ok: false;
  status: 400 | 403 | 413 | 415 | 429;
  message: string;
  retryAfterSeconds?: number;
};
/** Why a posted form could not be read. */
/** A valid submission over its form's rate limit (a store given `origin.rateLimit`): nothing was stored. */
export class RateLimitedError extends Error {
  constructor(readonly failure: GuardFailure) {
    super(failure.message);
    this.name = "RateLimitedError";
  }
}

export type FormReadFailure = GuardFailure & { status: 400 | 403 | 413 | 415 };
export type GuardedForm = { ok: true; form: FormData };

export class BodyTooLargeError extends Error {
  constructor() {
    super("The request body is larger than the limit.");
    this.name = "BodyTooLargeError";
  }
}

/** The site's own origin, as configured (PUBLIC_URL). */
function siteOrigin(): string {
  return new URL(env().publicUrl).origin;
}

/** True when the request names an origin that is not this site's (no Origin header passes: old browsers, no-referrer). */
export function isCrossOrigin(request: Request, origin = siteOrigin()): boolean {
  const header = request.headers.get("Origin");
  return header !== null && header !== origin;
}

/** Reads at most `limit` bytes of the body; throws BodyTooLargeError beyond it. */
export async function readBodyWithLimit(request: Request, limit = FORM_BODY_LIMIT): Promise<Uint8Array> {
  const declared = Number(request.headers.get("Content-Length") ?? "");
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * The posted form, after the Origin check and a read within the route's body
 * limit (request-body.ts; the HTTP server has applied the same limit before).
 * Accepts URL-encoded and multipart bodies (what browsers send); every text
 * value comes back without the characters PostgreSQL cannot store.
 */
export async function readGuardedForm(
  request: Request,
  options: { form: string; limit?: number },
): Promise<GuardedForm | FormReadFailure> {
  if (isCrossOrigin(request)) {
    logger.warn(
      { form: options.form, origin: request.headers.get("Origin")?.slice(0, 200) },
      "form post from another origin refused",
    );
    return { ok: false, status: 403, message: formGuardMessages.crossOrigin };
  }
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
    return { ok: false, status: 415, message: formGuardMessages.unsupported };
  }
  let body: Uint8Array;
  try {
    body = await readBodyWithLimit(request, options.limit ?? bodyLimitFor(pageUrl(request).pathname));
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      logger.warn({ form: options.form }, "form body over the size limit refused");
      return { ok: false, status: 413, message: formGuardMessages.tooLarge };
    }
    throw error;
  }
  let parsed: FormData;
  try {
    parsed = await new Response(body as BodyInit, { headers: { "Content-Type": type } }).formData();
  } catch {
    // A multipart body without its boundary, or cut short: bad input, not a server failure.
    return { ok: false, status: 400, message: formGuardMessages.unsupported };
  }
  const form = new FormData();
  for (const [name, value] of parsed) {
    if (typeof value === "string") form.append(databaseSafe(name), databaseSafe(value));
    else form.append(databaseSafe(name), value, databaseSafe(value.name));
  }
  return { ok: true, form };
}

/**
 * The rate limit's part of a statement, with placeholders `rateLimitKey` and `rateLimitWindowMs` (rateLimitValues):
 * `counted` counts one submission under the key and returns the count and the seconds its window has left;
 * `forgotten`, when that starts a new window, forgets windows that ended more than a day ago (other keys only), so
 * the table stays small. Both see the table as it was when the statement began; the clean-up never touches this key's
 * row, and skips rows another request holds (a counter being reset at this moment), so two requests never wait on
 * each other. A lead's own statement includes them too (storeLead), so a valid post costs one statement.
 */
export function rateLimitCount(database: Database) {
  const key = sql.placeholder("rateLimitKey");
  const windowMs = sql.placeholder("rateLimitWindowMs");
  const expired = sql`${formRateLimits.windowStart} <= now() - ${windowMs}::integer * interval '1 millisecond'`;
  const counted = database.$with("counted").as(
    database
      .insert(formRateLimits)
      .values({ key, count: 1, windowStart: sql`now()` })
      .onConflictDoUpdate({
        target: formRateLimits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${formRateLimits.count} + 1 end`,
          windowStart: sql`case when ${expired} then now() else ${formRateLimits.windowStart} end`,
        },
      })
      .returning({
        count: formRateLimits.count,
        retryAfter:
          sql<number>`ceil(extract(epoch from (${formRateLimits.windowStart} + ${windowMs}::integer * interval '1 millisecond' - now())))::int`.as(
            "retry_after",
          ),
      }),
  );
  const stale = database
    .select({ key: formRateLimits.key })
    .from(formRateLimits)
    .where(and(lt(formRateLimits.windowStart, sql`now() - interval '1 day'`), ne(formRateLimits.key, key)))
    .for("update", { skipLocked: true });
  const forgotten = database
    .$with("forgotten")
    .as(
      database
        .delete(formRateLimits)
        .where(
          and(inArray(formRateLimits.key, stale), exists(database.select().from(counted).where(eq(counted.count, 1)))),
        ),
    );
  return { counted, forgotten };
}

/** Who is counted, and against which limit: a form's submissions from one client address. */
export type RateLimitCheck = { form: string; clientIp: string; limit?: FormLimit };

/** The values of rateLimitCount's placeholders, and the most a window allows (`rateLimitMax`, for a statement that compares). */
export function rateLimitValues({ form, clientIp, limit = DEFAULT_FORM_LIMIT }: RateLimitCheck) {
  return {
    rateLimitKey: `${form}:${clientIp || "unknown"}`,
    rateLimitWindowMs: Math.max(1, Math.round(limit.windowMs)),
    rateLimitMax: limit.max,
  };
}

/** Whether a count is within the limit; over it, the 429 with the seconds the window has left. */
export function rateLimitVerdict(
  { form, limit = DEFAULT_FORM_LIMIT }: RateLimitCheck,
  row: { count?: unknown; retryAfter?: unknown },
): { ok: true } | GuardFailure {
  if (Number(row.count) <= limit.max) return { ok: true };
  logger.warn({ form, count: Number(row.count) }, "form rate limit reached");
  return {
    ok: false,
    status: 429,
    message: formGuardMessages.rateLimited,
    retryAfterSeconds: Math.max(1, Number(row.retryAfter) || 1),
  };
}

/** The rate limit alone, as one statement; built once per database (building it cost more CPU than running it). */
function rateLimitStatement(database: Database) {
  const { counted, forgotten } = rateLimitCount(database);
  return database.with(counted, forgotten).select().from(counted).prepare("form_rate_limit");
}

const rateLimitStatements = new WeakMap<Database, ReturnType<typeof rateLimitStatement>>();

/**
 * Counts one submission of `form` from `clientIp` and says whether it is
 * within the limit. One atomic statement, one round trip: concurrent requests
 * on any instance cannot both take the last place in the window.
 */
export async function checkFormRateLimit(
  form: string,
  clientIp: string,
  limit: FormLimit = DEFAULT_FORM_LIMIT,
): Promise<{ ok: true } | GuardFailure> {
  const database = db();
  let statement = rateLimitStatements.get(database);
  if (!statement) rateLimitStatements.set(database, (statement = rateLimitStatement(database)));
  const check = { form, clientIp, limit };
  const [row] = await statement.execute(rateLimitValues(check));
  return rateLimitVerdict(check, row);
}

/** True when the hidden honeypot field has anything in it: a bot, not a person. */
export function isHoneypotFilled(form: FormData): boolean {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** A new random idempotency key, rendered into a form. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** The form's idempotency key; a missing or malformed one is replaced (that post then simply is not deduplicated). */
export function readIdempotencyKey(form: FormData): string {
  const value = form.get(IDEMPOTENCY_FIELD);
  return typeof value === "string" && KEY_PATTERN.test(value) ? value : newIdempotencyKey();
}

/**
 * The key a single-step form's submission is stored under: the form's key
 * and the visitor's address together. Such forms sit on pages a proxy may
 * cache, where two visitors can be served the same form key; the address
 * keeps their submissions apart while a resend of one still matches.
 */
export function idempotencyKeyFor(formKey: string, email: string): string {
  return crypto.createHash("sha256").update(`${formKey}\n${email.toLowerCase()}`).digest("base64url");
}

export type FormIntent = "next" | "back" | "submit";

/** Which button sent the form (a post without one is a submission). */
export function readIntent(form: FormData): FormIntent {
  const value = form.get(INTENT_FIELD);
  return value === "next" || value === "back" ? value : "submit";
}

/** The step the visitor was on (1 to `count`), from the form's hidden field. */
export function readStep(form: FormData, count: number): number {
  const value = Number(form.get(STEP_FIELD));
  return Number.isInteger(value) && value >= 1 && value <= count ? value : 1;
}

/** Headers for a refused request (Retry-After on 429) and no caching of any form answer. */
export function guardHeaders(failure?: GuardFailure): Headers {
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (failure?.retryAfterSeconds) headers.set("Retry-After", String(failure.retryAfterSeconds));
  return headers;
}
