/**
 * The second factor, per session (ADR 040). Better Auth's twoFactor plugin checks the codes; this module adds what
 * it leaves to us, through Better Auth's own hooks:
 *
 * - Each session records whether it was made by passing a second factor (`session.secondFactorAt`): a session is
 *   stamped when it is created by a TOTP or backup code (the enrolment's confirmation makes a fresh session too), and
 *   left null when it is created by the password alone. The admin check reads this, never the account's flag.
 * - A TOTP code is used once: its step must be later than the last step the account used (`twoFactor.lastUsedStep`),
 *   claimed in one conditional UPDATE, so two requests with one code cannot both pass. The previous 30-second code
 *   is still taken (a phone's clock a little behind) if no later one was used.
 * - No device is trusted to skip the code: `trustDevice` is refused, and a trust-device cookie the plugin set before
 *   this rule is made worthless before sign-in reads it (its record is deleted).
 * - Turning two-factor sign-in on ends every other session of the account: one signed in elsewhere with the password
 *   alone must sign in again, with a code.
 */
import crypto from "node:crypto";
import { and, eq, isNull, like, lt, ne, or } from "drizzle-orm";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import type { Database, Queryable } from "~/db/client.server";
import { session, twoFactor, verification } from "~/db/schema";
import { recordAudit } from "../audit/audit.server";
import { SESSION_AUDIT_ACTIONS } from "../audit/audit-actions";
import { logger } from "../runtime/logger.server";

/** The endpoints that make a session only once a code was right. */
const SECOND_FACTOR_PATHS = new Set([
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/two-factor/verify-otp",
]);
const VERIFY_TOTP_PATH = "/two-factor/verify-totp";
const SIGN_IN_PATH = "/sign-in/email";
const BACKUP_CODES_PATH = "/two-factor/generate-backup-codes";
/** Better Auth's twoFactor plugin: its cookies' names and the prefix of its trusted-device records. */
const TWO_FACTOR_COOKIE = "two_factor";
const TRUST_DEVICE_COOKIE = "trust_device";
const TRUST_DEVICE_PREFIX = "trust-device-";

/** TOTP as the plugin makes it: six digits, 30-second steps, the step before and after the current one accepted. */
const PERIOD_MS = 30_000;
const DIGITS = 6;

export const SECOND_FACTOR_ERRORS = {
  codeUsed: {
    code: "CODE_ALREADY_USED",
    message: "This code was already used. Wait for the next code from your app.",
  },
  codeRequired: {
    code: "SECOND_FACTOR_REQUIRED",
    message: "Sign in again with a code from your app first.",
  },
  trustRefused: {
    code: "TRUST_DEVICE_NOT_ALLOWED",
    message: "Staff enter a code at every sign-in: a device cannot be trusted to skip it.",
  },
} as const;

/**
 * Better Auth's `databaseHooks.session.create.before`: a session made by a right code records when; any other
 * (the password alone, or a path that replaces a session) records none.
 */
export function stampSecondFactor(data: Record<string, unknown>, context: { path?: string } | null | undefined) {
  const passed = context?.path !== undefined && SECOND_FACTOR_PATHS.has(context.path);
  return Promise.resolve({
    data: { ...data, secondFactorAt: passed ? new Date() : null },
  });
}

/** The six-digit code for `counter` (RFC 4226) from the secret as the plugin keeps it (its UTF-8 bytes are the key). */
function hotp(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = crypto.createHmac("sha1", Buffer.from(secret, "utf8")).update(message).digest();
  const offset = digest[digest.length - 1] & 15;
  const value =
    ((digest[offset] & 127) << 24) | (digest[offset + 1] << 16) | (digest[offset + 2] << 8) | digest[offset + 3];
  return String(value % 10 ** DIGITS).padStart(DIGITS, "0");
}

/** The step whose code `code` is, among those the plugin accepts now (previous, current, next); null if none. */
export function totpStepOf(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = Math.floor(now / PERIOD_MS);
  for (const step of [current - 1, current, current + 1]) {
    if (crypto.timingSafeEqual(Buffer.from(hotp(secret, step)), Buffer.from(code))) return step;
  }
  return null;
}

/**
 * Marks `step` used for the account's secret, if no code of that step or a later one was: true when this call did.
 * One statement, so of two requests with the same code only one can.
 */
export async function claimTotpStep(tx: Queryable, twoFactorId: string, step: number): Promise<boolean> {
  const claimed = await tx
    .update(twoFactor)
    .set({ lastUsedStep: step })
    .where(and(eq(twoFactor.id, twoFactorId), or(isNull(twoFactor.lastUsedStep), lt(twoFactor.lastUsedStep, step))))
    .returning({ id: twoFactor.id });
  return claimed.length > 0;
}

/** Deletes the account's trusted-device records (a password reset, a second-factor reset): none may skip the code. */
export async function forgetTrustedDevices(tx: Queryable, userId: string): Promise<void> {
  await tx
    .delete(verification)
    .where(and(eq(verification.value, userId), like(verification.identifier, `${TRUST_DEVICE_PREFIX}%`)));
}

type Middleware = Parameters<typeof createAuthMiddleware>[0] extends (ctx: infer C) => unknown ? C : never;

/** Whose code this is, as the plugin decides it: the signed-in session's user, or the sign-in waiting for its code. */
async function codeOwner(ctx: Middleware): Promise<{ userId: string; signedIn: boolean } | null> {
  const current = await getSessionFromCtx(ctx).catch(() => null);
  if (current) return { userId: current.user.id, signedIn: true };
  const pending = await ctx.getSignedCookie(ctx.context.createAuthCookie(TWO_FACTOR_COOKIE).name, ctx.context.secret);
  if (!pending) return null;
  const record = await ctx.context.internalAdapter.findVerificationValue(pending);
  return record ? { userId: record.value, signedIn: false } : null;
}

/** The users confirming their enrolment in this request (keyed by Better Auth's per-request context). */
const enrolments = new WeakMap<object, string>();

/** The plugin that applies the rules above to Better Auth's endpoints. */
export function secondFactorRules(db: Database) {
  return {
    id: "second-factor-rules",
    hooks: {
      before: [
        {
          matcher: (context) => SECOND_FACTOR_PATHS.has(context.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            if ((ctx.body as { trustDevice?: unknown } | undefined)?.trustDevice === true) {
              throw new APIError("BAD_REQUEST", {
                ...SECOND_FACTOR_ERRORS.trustRefused,
              });
            }
          }),
        },
        {
          matcher: (context) => context.path === VERIFY_TOTP_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const code = (ctx.body as { code?: unknown } | undefined)?.code;
            if (typeof code !== "string") return;
            const owner = await codeOwner(ctx);
            if (!owner) return; // the plugin answers that there is no sign-in to finish
            const [row] = await db
              .select({
                id: twoFactor.id,
                secret: twoFactor.secret,
                verified: twoFactor.verified,
              })
              .from(twoFactor)
              .where(eq(twoFactor.userId, owner.userId))
              .limit(1);
            if (!row) return;
            let secret: string;
            try {
              secret = await symmetricDecrypt({
                key: ctx.context.secretConfig,
                data: row.secret,
              });
            } catch {
              return; // the plugin fails on it the same way, and says so
            }
            const step = totpStepOf(secret, code);
            // A wrong code is the plugin's to answer and to count against the sign-in.
            if (step === null) return;
            if (!(await claimTotpStep(db, row.id, step))) {
              logger.warn("a two-factor code was refused: already used");
              throw new APIError("UNAUTHORIZED", {
                ...SECOND_FACTOR_ERRORS.codeUsed,
              });
            }
            if (owner.signedIn && row.verified !== true) enrolments.set(ctx.context, owner.userId);
          }),
        },
        {
          // New backup codes are a second factor: only a session that passed one may make them.
          matcher: (context) => context.path === BACKUP_CODES_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const current = await getSessionFromCtx(ctx).catch(() => null);
            if (current && !(current.session as { secondFactorAt?: Date | null }).secondFactorAt) {
              throw new APIError("FORBIDDEN", {
                ...SECOND_FACTOR_ERRORS.codeRequired,
              });
            }
          }),
        },
        {
          matcher: (context) => context.path === SIGN_IN_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            // A trusted-device cookie from before this rule: its record goes, so the plugin asks for the code.
            const value = await ctx.getSignedCookie(
              ctx.context.createAuthCookie(TRUST_DEVICE_COOKIE).name,
              ctx.context.secret,
            );
            const identifier = typeof value === "string" ? value.split("!")[1] : undefined;
            if (identifier?.startsWith(TRUST_DEVICE_PREFIX)) {
              await db.delete(verification).where(eq(verification.identifier, identifier));
            }
          }),
        },
      ],
      after: [
        {
          matcher: (context) => context.path === VERIFY_TOTP_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const userId = enrolments.get(ctx.context);
            const kept = ctx.context.newSession?.session.id;
            if (!userId || !kept || isAPIError(ctx.context.returned)) return;
            await endOtherSessionsOnEnrolment(db, userId, kept, ctx.context.newSession?.session.ipAddress ?? null);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}

/** Two-factor sign-in was just turned on: every session but the new one (which passed the code) ends, audited. */
async function endOtherSessionsOnEnrolment(
  db: Database,
  userId: string,
  kept: string,
  ip: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await tx
      .delete(session)
      .where(and(eq(session.userId, userId), ne(session.id, kept)))
      .returning({ id: session.id });
    await recordAudit(tx, {
      action: SESSION_AUDIT_ACTIONS.othersEnded,
      resourceType: "user",
      resourceId: userId,
      details: {
        sessionsEnded: ended.length,
        kept,
        reason: "two_factor_enrolled",
      },
      userId,
      ip,
    });
  });
}
