/**
 * Sign-in guessing, per account: after repeated wrong passwords for one email
 * address, further attempts for it wait, longer after each failure, and the
 * account holder is told once. It adds to Better Auth's per-address limit (30
 * a minute), which an attacker with many addresses gets round.
 *
 * - Keyed by the address as typed (trimmed, lowercased), whether or not an
 *   account has it, so the answers never tell whether one exists.
 * - Each attempt is claimed before the password is checked, in one upsert: it
 *   counts as a failure and becomes the "last failure" at once, so concurrent
 *   attempts on any instance cannot all slip through when a wait ends. An
 *   attempt still within the wait is refused (429) without checking the
 *   password and without changing the row.
 * - A right password (signed in, or refused only for an unconfirmed address)
 *   and a password reset clear the count.
 * - Attempts during a wait do not extend it. If they did, an attacker sending
 *   one guess a minute would keep the owner out for as long as they liked;
 *   as it is, each wait ends and the owner's attempt is heard, and the owner
 *   can always reset the password by email (that path is never limited here)
 *   and then sign in at once.
 * - The owner's own browser is never held back: a successful sign-in or
 *   password reset leaves a signed "known device" cookie for that address,
 *   and an attempt carrying it skips this limit (the per-address one still
 *   applies). An attacker racing for each slot as a wait ends, or using up
 *   the free failures again just after a reset, cannot keep the owner out.
 */
import crypto from "node:crypto";
import { and, eq, gte, isNull, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import type { Database, Queryable } from "~/db/client.server";
import { signInFailures, user } from "~/db/schema";
import { signInFailuresMessage } from "./account-emails";
import { logger } from "../runtime/logger.server";
import { enqueueEmail } from "../runtime/outbox.server";
import { cutToLength, databaseSafe } from "../forms/text-rules";

export const SIGN_IN_THROTTLE = {
  /** Wrong passwords in a row answered at once; after the last of them the waits begin. */
  freeFailures: 10,
  /** The wait after the tenth failure, doubling with each further one: 1, 2, 4, 8, then 15 minutes. */
  firstDelayMs: 60_000,
  maxDelayMs: 15 * 60_000,
  /** After this many failures in a run the account holder is emailed, once per run. */
  warnAfter: 10,
  /** A run with no failure for this long is forgotten (and its row deleted). */
  forgetAfterMs: 24 * 60 * 60_000,
} as const;

export type SignInThrottleLimits = {
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
  warnAfter: number;
  forgetAfterMs: number;
};

/** The message Better Auth's own limiter answers with, so both limits look alike. */
const TOO_MANY_MESSAGE = "Too many requests. Please try again later.";

/** Longer than any real address: longer keys are cut, so a huge "email" cannot make an oversized index entry. */
const MAX_KEY_LENGTH = 320;

/** The key an attempt is counted under: the address trimmed and lowercased; null when there is no address. */
export function signInThrottleKey(email: unknown): string | null {
  // An "address" the database cannot store is no address: Better Auth refuses it as invalid.
  if (typeof email !== "string" || databaseSafe(email) !== email) return null;
  const key = cutToLength(email.trim().toLowerCase(), MAX_KEY_LENGTH);
  return key === "" ? null : key;
}

/** How long to wait after the `failures`-th failure in a row before the next attempt is heard. */
export function signInDelayMs(failures: number, limits: SignInThrottleLimits = SIGN_IN_THROTTLE): number {
  if (!Number.isFinite(failures) || failures < limits.freeFailures) return 0;
  const doublings = Math.min(failures - limits.freeFailures, 52);
  return Math.min(limits.maxDelayMs, limits.firstDelayMs * 2 ** doublings);
}

/**
 * signInDelayMs in SQL, for the row's own count: one branch per count below
 * the cap, so the database and the unit-tested function cannot disagree.
 */
function delaySql(failures: SQLWrapper, limits: SignInThrottleLimits): SQL {
  const ms = (value: number) => sql`${Math.round(value)}::bigint`;
  const branches: SQL[] = [sql`when ${failures} < ${limits.freeFailures}::integer then ${ms(0)}`];
  for (let n = limits.freeFailures; signInDelayMs(n, limits) < limits.maxDelayMs && n < limits.freeFailures + 64; n++) {
    branches.push(sql`when ${failures} = ${n}::integer then ${ms(signInDelayMs(n, limits))}`);
  }
  return sql`(case ${sql.join(branches, sql` `)} else ${ms(limits.maxDelayMs)} end) * interval '1 millisecond'`;
}

/**
 * The database's clock at the moment of reading, not the start of the statement (now()): a claim that waited for
 * another's row lock then compares against a last failure written after its own statement began.
 */
const CLOCK = sql`clock_timestamp()`;

export type SignInClaim = { ok: true; failures: number } | { ok: false; retryAfterSeconds: number };

/**
 * Claims one attempt for `key`: counted as a failure until it proves the
 * password right. Refused, and nothing changed, while the wait after the
 * last failure runs. One statement, so it is atomic under concurrency.
 */
export async function claimSignInAttempt(
  tx: Queryable,
  key: string,
  limits: SignInThrottleLimits = SIGN_IN_THROTTLE,
): Promise<SignInClaim> {
  const forgetMs = Math.round(limits.forgetAfterMs);
  const stale = sql`${signInFailures.lastFailedAt} < ${CLOCK} - ${forgetMs}::bigint * interval '1 millisecond'`;
  const due = sql`(${signInFailures.failures} < ${limits.freeFailures}::integer or ${signInFailures.lastFailedAt} + ${delaySql(signInFailures.failures, limits)} <= ${CLOCK})`;
  const [claimed] = await tx
    .insert(signInFailures)
    .values({ email: key, failures: 1, lastFailedAt: CLOCK, notifiedAt: null })
    .onConflictDoUpdate({
      target: signInFailures.email,
      set: {
        failures: sql`case when ${stale} then 1 else ${signInFailures.failures} + 1 end`,
        lastFailedAt: CLOCK,
        notifiedAt: sql`case when ${stale} then null else ${signInFailures.notifiedAt} end`,
      },
      setWhere: sql`${stale} or ${due}`,
    })
    .returning({ failures: signInFailures.failures });
  if (claimed) {
    if (claimed.failures === 1) {
      // A new run began: forget runs that ended long ago, so the table stays small.
      await tx.execute(
        sql`delete from ${signInFailures} where ${signInFailures.lastFailedAt} < ${CLOCK} - ${forgetMs}::bigint * interval '1 millisecond'`,
      );
    }
    return { ok: true, failures: claimed.failures };
  }
  const [row] = await tx
    .select({
      seconds: sql<number>`ceil(extract(epoch from (${signInFailures.lastFailedAt} + ${delaySql(signInFailures.failures, limits)} - ${CLOCK})))::int`,
    })
    .from(signInFailures)
    .where(eq(signInFailures.email, key));
  return { ok: false, retryAfterSeconds: Math.max(1, Number(row?.seconds) || 1) };
}

/** Forgets the failures counted for `email` (a right password, a password reset, an erasure). */
export async function clearSignInFailures(tx: Queryable, email: string): Promise<void> {
  const key = signInThrottleKey(email);
  if (key) await tx.delete(signInFailures).where(eq(signInFailures.email, key));
}

/**
 * Once the run for `key` has reached `warnAfter` failures, marks it warned
 * and, when an account has that address, queues the email to its holder, in
 * one transaction: only one of several concurrent failures sends it. Returns
 * whether an email was queued.
 */
export async function warnAccountHolder(
  db: Database,
  key: string,
  publicUrl: string,
  limits: SignInThrottleLimits = SIGN_IN_THROTTLE,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(signInFailures)
      .set({ notifiedAt: sql`now()` })
      .where(
        and(
          eq(signInFailures.email, key),
          gte(signInFailures.failures, limits.warnAfter),
          isNull(signInFailures.notifiedAt),
        ),
      )
      .returning({ email: signInFailures.email });
    if (marked.length === 0) return false;
    const [holder] = await tx.select({ email: user.email }).from(user).where(eq(user.email, key)).limit(1);
    if (!holder) return false;
    await enqueueEmail(tx, {
      to: holder.email,
      concerns: key,
      ...signInFailuresMessage(`${publicUrl}/auth/forgot-password`),
    });
    return true;
  });
}

const SIGN_IN_PATH = "/sign-in/email";
const RESET_PATH = "/reset-password";

/** The cookie a browser gets once it has proved the password (or reset it) for an address. */
export const KNOWN_DEVICE_COOKIE = "kestrel.known_device";
const KNOWN_DEVICE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** What the cookie holds for an address: a digest, so the address itself is not written into the browser. */
function deviceValue(key: string): string {
  return crypto.createHash("sha256").update(key).digest("base64url");
}

type Middleware = Parameters<typeof createAuthMiddleware>[0] extends (ctx: infer C) => unknown ? C : never;

async function isKnownDevice(ctx: Middleware, key: string): Promise<boolean> {
  const value = await ctx.getSignedCookie(KNOWN_DEVICE_COOKIE, ctx.context.secret);
  return typeof value === "string" && value === deviceValue(key);
}

async function rememberDevice(ctx: Middleware, key: string, secure: boolean): Promise<void> {
  await ctx.setSignedCookie(KNOWN_DEVICE_COOKIE, deviceValue(key), ctx.context.secret, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
  });
}

/** The address a password reset token belongs to (looked up before the reset uses the token up). */
const resetAddresses = new WeakMap<Request, string>();

/** The right password was given: signed in, or refused only because the address is not confirmed yet. */
function passwordWasRight(returned: unknown): boolean {
  if (!isAPIError(returned)) return true;
  return (returned.body as { code?: string } | undefined)?.code === "EMAIL_NOT_VERIFIED";
}

/**
 * The per-account limit as a Better Auth plugin: it applies to every password
 * sign-in through the handler (the /auth form and /api/auth/sign-in/email).
 * Password resets clear the count through `emailAndPassword.onPasswordReset`.
 */
export function signInThrottle(db: Database, options: { publicUrl: string; limits?: SignInThrottleLimits }) {
  const limits = options.limits ?? SIGN_IN_THROTTLE;
  const secure = options.publicUrl.startsWith("https://");
  const keyOf = (body: unknown) => signInThrottleKey((body as { email?: unknown } | null | undefined)?.email);
  return {
    id: "sign-in-throttle",
    hooks: {
      before: [
        {
          matcher: (context) => context.path === SIGN_IN_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const key = keyOf(ctx.body);
            if (!key || (await isKnownDevice(ctx, key))) return;
            const claim = await claimSignInAttempt(db, key, limits);
            if (claim.ok) return;
            logger.warn(
              { retryAfterSeconds: claim.retryAfterSeconds },
              "sign-in refused: too many failures for the account",
            );
            throw new APIError(
              "TOO_MANY_REQUESTS",
              { message: TOO_MANY_MESSAGE },
              { "X-Retry-After": String(claim.retryAfterSeconds) },
            );
          }),
        },
        {
          matcher: (context) => context.path === RESET_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const token = (ctx.body as { token?: unknown } | undefined)?.token;
            if (typeof token !== "string" || !ctx.request) return;
            const verification = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`);
            const holder = verification ? await ctx.context.internalAdapter.findUserById(verification.value) : null;
            const key = signInThrottleKey(holder?.email);
            if (key) resetAddresses.set(ctx.request, key);
          }),
        },
      ],
      after: [
        {
          matcher: (context) => context.path === SIGN_IN_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const key = keyOf(ctx.body);
            if (!key) return;
            try {
              if (passwordWasRight(ctx.context.returned)) {
                await clearSignInFailures(db, key);
                if (!isAPIError(ctx.context.returned)) await rememberDevice(ctx, key, secure);
              } else if (await warnAccountHolder(db, key, options.publicUrl, limits)) {
                logger.warn("repeated failed sign-ins: the account holder was emailed");
              }
            } catch (error) {
              // The answer to the sign-in stands; the count is only advisory from here.
              logger.error({ err: error }, "sign-in throttle bookkeeping failed");
            }
          }),
        },
        {
          matcher: (context) => context.path === RESET_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const key = ctx.request ? resetAddresses.get(ctx.request) : undefined;
            if (key && !isAPIError(ctx.context.returned)) await rememberDevice(ctx, key, secure);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
