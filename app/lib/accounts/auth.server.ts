/**
 * Accounts: Better Auth with email and password, email verification, password
 * reset and TOTP two-factor, storing sessions and rate-limit counters in the
 * database. Every email goes through the outbox. Password sign-in is limited
 * per client address (AUTH_RATE_LIMITS) and per account (sign-in-throttle);
 * the second factor is recorded per session, used once per code, and never
 * skipped on a trusted device (second-factor.server.ts, ADR 040). Better
 * Auth's own log lines go through the site's logger (better-auth-log).
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins";
import type { Database } from "~/db/client.server";
import * as schema from "~/db/schema";
import { site } from "~/content/site";
import { existingAccountMessage, resetPasswordMessage, verifyEmailMessage } from "./account-emails";
import type { Env } from "../runtime/env.server";
import { enqueueEmail } from "../runtime/outbox.server";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./auth-schemas";
import { betterAuthLogger } from "./better-auth-log.server";
import { forgetTrustedDevices, secondFactorRules, stampSecondFactor } from "./second-factor.server";
import { clearSignInFailures, signInThrottle } from "./sign-in-throttle.server";

/** The header the HTTP server sets to the client's address (never trusted from outside). */
export const CLIENT_IP_HEADER = "x-client-ip";

/**
 * Per client address. Sign-in and the code after it let a small office behind one address sign in together at
 * 09:00; each account has its own limits besides (sign-in-throttle for passwords; for codes, five a pending sign-in
 * and the twoFactor plugin's lock after ten wrong in a row).
 */
export const AUTH_RATE_LIMITS = {
  "/sign-in/email": { window: 60, max: 30 },
  "/two-factor/*": { window: 60, max: 30 },
  "/sign-up/email": { window: 600, max: 5 },
  "/request-password-reset": { window: 600, max: 5 },
  "/reset-password": { window: 600, max: 10 },
  "/send-verification-email": { window: 600, max: 5 },
} as const;

/**
 * Better Auth's sliding expiry from the idle time: a session lasts `idle` after it was last refreshed, and a request
 * refreshes it once it is `updateAge` old (an eighth of the idle time, at most 15 minutes), so an active session keeps
 * sliding and one left alone ends between `idle - updateAge` and `idle` after its last request. The absolute maximum
 * (SESSION_MAX_DAYS) is enforced by getSessionUser (ADR 029).
 */
export function sessionTimes(idleHours: number): { expiresIn: number; updateAge: number } {
  const expiresIn = Math.max(60, Math.round(idleHours * 60 * 60));
  return { expiresIn, updateAge: Math.max(1, Math.min(Math.floor(expiresIn / 8), 15 * 60)) };
}

export function createAuth(db: Database, config: Pick<Env, "publicUrl" | "authSecret" | "sessionIdleHours">) {
  return betterAuth({
    appName: site.name,
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // The holder proved they read the address's mail: their next sign-in is heard at once.
      // Every session ends (revokeSessionsOnPasswordReset), and no device stays trusted.
      onPasswordReset: async ({ user }) => {
        await clearSignInFailures(db, user.email);
        await forgetTrustedDevices(db, user.id);
      },
      sendResetPassword: async ({ user, url }) => {
        await enqueueEmail(db, { to: user.email, ...resetPasswordMessage(url) });
      },
      onExistingUserSignUp: async ({ user }) => {
        await enqueueEmail(db, { to: user.email, ...existingAccountMessage(`${config.publicUrl}/auth`) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        await enqueueEmail(db, { to: user.email, ...verifyEmailMessage(url) });
      },
    },
    session: {
      ...sessionTimes(config.sessionIdleHours),
      // When this session passed a second factor; null for the password alone (ADR 040). Set by the hook below only.
      additionalFields: { secondFactorAt: { type: "date", required: false, input: false } },
    },
    databaseHooks: { session: { create: { before: stampSecondFactor } } },
    // Endpoints no page uses that would let a session without the code read the TOTP secret, turn the second factor
    // off, or change the password without ending the other sessions (ADR 040).
    disabledPaths: ["/two-factor/get-totp-uri", "/two-factor/disable", "/change-password"],
    logger: betterAuthLogger(),
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: AUTH_RATE_LIMITS,
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith("https://"),
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true },
    },
    plugins: [
      twoFactor({ issuer: site.name }),
      secondFactorRules(db),
      signInThrottle(db, { publicUrl: config.publicUrl }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
