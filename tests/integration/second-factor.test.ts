/**
 * The second factor, per session (ADR 040), through the route modules and Better Auth's HTTP handler on a real
 * database, with real TOTP codes computed here (otpauth, RFC 6238): a session signed in with the password alone never
 * reaches the admin, before or after the account turns two-factor on elsewhere; turning it on signs out every other
 * session; no device is trusted to skip the code (asked for, or by a cookie set before this rule); a code is used
 * once; and the enrolment page shows nothing of the admin to an admin without a second factor.
 */
import crypto from "node:crypto";
import { and, eq, isNotNull, like } from "drizzle-orm";
import { hashPassword, makeSignature } from "better-auth/crypto";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { account, session, twoFactor, user, userRoles, verification } from "~/db/schema";
import { resetTwoFactor } from "~/lib/accounts/two-factor.server";
import { services } from "~/lib/runtime/process-services.server";
import * as layout from "~/routes/admin/layout";
import * as leads from "~/routes/admin/leads";
import * as security from "~/routes/admin/security";
import * as signInPage from "~/routes/auth/auth";
import * as twoFactorPage from "~/routes/auth/two-factor";
import {
  BASE,
  cookieHeaderOf,
  outcome,
  PASSWORD,
  signIn,
  startAdminSession,
  type AdminSession,
} from "../support/admin-session";

let staff: AdminSession;
let ipCounter = 1;
/** Each request from an address of its own, so that no per-address limit answers instead of the rule under test. */
const nextIp = () => `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

beforeAll(async () => {
  staff = await startAdminSession("second-factor", { adminTwoFactor: false });
});

afterAll(async () => {
  await staff?.stop();
});

const codeFor = (key: string, timestamp = Date.now()) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key.replace(/\s+/g, "")), digits: 6, period: 30 }).generate({
    timestamp,
  });

function form(url: string, cookie: string, body: Record<string, string>): Request {
  return new Request(`${BASE}${url}`, {
    method: "POST",
    body: new URLSearchParams(body),
    headers: { origin: BASE, "content-type": "application/x-www-form-urlencoded", cookie, "x-client-ip": nextIp() },
  });
}

const get = (url: string, cookie: string) => new Request(`${BASE}${url}`, { headers: { cookie } });

/** A call to Better Auth's HTTP API, as a script would make it: the status, the JSON answer and the cookies set. */
async function api(path: string, body: object, cookie = "") {
  const response = await services().auth.handler(
    new Request(`${BASE}/api/auth${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: BASE,
        "x-client-ip": nextIp(),
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    }),
  );
  const payload = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  return {
    status: response.status,
    payload,
    cookie: cookieHeaderOf(response.headers),
    setCookies: response.headers.getSetCookie(),
  };
}

/** A new verified member of staff with the test password. */
async function addStaff(email: string, role: "admin" | "editor"): Promise<string> {
  const id = crypto.randomUUID();
  await db()
    .insert(user)
    .values({ id, email, name: email.split("@")[0], emailVerified: true });
  await db()
    .insert(account)
    .values({
      id: crypto.randomUUID(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: await hashPassword(PASSWORD),
    });
  await db().insert(userRoles).values({ userId: id, role });
  return id;
}

/** Turns two-factor on through the security page for the session `cookie`: the key, and the new session's cookie. */
async function enrol(cookie: string): Promise<{ key: string; cookie: string }> {
  const started = await outcome(security.action, {
    request: form("/admin/security", cookie, { intent: "start", password: PASSWORD }),
  });
  expect(started.status).toBe(200);
  const setup = (started.body as { setup: { key: string; uri: string; backupCodes: string[] } }).setup;
  const confirmed = await outcome(security.action, {
    request: form("/admin/security", cookie, {
      intent: "confirm",
      code: codeFor(setup.key),
      uri: setup.uri,
      backupCodes: setup.backupCodes.join(" "),
    }),
  });
  expect(confirmed.status).toBe(302);
  return { key: setup.key, cookie: cookieHeaderOf(confirmed.headers) };
}

/** The password step of the sign-in page: the cookie naming the sign-in that waits for its code. */
async function passwordStep(email: string): Promise<string> {
  const result = await outcome(signInPage.action, {
    request: form("/auth", "", { intent: "signin", email, password: PASSWORD, redirectTo: "/admin/leads" }),
  });
  expect(result.headers.get("location")).toBe("/auth/two-factor?redirectTo=%2Fadmin%2Fleads");
  return cookieHeaderOf(result.headers);
}

async function codeStep(cookie: string, code: string) {
  return outcome(twoFactorPage.action, {
    request: form("/auth/two-factor", cookie, { redirectTo: "/admin/leads", method: "totp", code }),
  });
}

/** What the admin's leads page answers the session: 200, or the redirect it is sent. */
async function leadsAnswer(cookie: string): Promise<[number, string | null]> {
  const result = await outcome(leads.loader, { request: get("/admin/leads", cookie) });
  return [result.status, result.headers.get("location")];
}

describe("a session signed in with the password alone", () => {
  it("does not become an admin session when the admin turns two-factor on elsewhere, and is signed out", async () => {
    const email = "elsewhere-admin@kestrel.test";
    const userId = await addStaff(email, "admin");
    const passwordOnly = await signIn(email, nextIp());
    const other = await signIn(email, nextIp());
    expect(await leadsAnswer(passwordOnly)).toEqual([302, "/admin/security"]);

    const enrolled = await enrol(other);
    // The session that turned it on passed the code; every other session of the account has ended.
    expect(await leadsAnswer(enrolled.cookie)).toEqual([200, null]);
    expect(await leadsAnswer(passwordOnly)).toEqual([302, "/auth?redirectTo=%2Fadmin%2Fleads"]);
    const left = await db()
      .select({ secondFactorAt: session.secondFactorAt })
      .from(session)
      .where(eq(session.userId, userId));
    expect(left).toHaveLength(1);
    expect(left[0].secondFactorAt).toBeInstanceOf(Date);
  });

  it("reaches no admin data on an account that has two-factor on: only a prompt to sign in again with the code", async () => {
    const email = "flagged-admin@kestrel.test";
    const userId = await addStaff(email, "admin");
    const passwordOnly = await signIn(email, nextIp());
    // The account's flag on, this session still without a second factor (as one kept from before enrolment).
    await db().update(user).set({ twoFactorEnabled: true }).where(eq(user.id, userId));

    expect(await leadsAnswer(passwordOnly)).toEqual([302, "/admin/security"]);
    const frame = await outcome(layout.loader, { request: get("/admin/security", passwordOnly) });
    expect(frame.body).toMatchObject({ locked: true, leadCounts: null });
    const page = await outcome(security.loader, { request: get("/admin/security", passwordOnly) });
    expect(page.body).toEqual({ on: true, signInAgain: true });
    // It cannot set up a factor over the existing one, nor make backup codes, nor read the secret.
    const start = await outcome(security.action, {
      request: form("/admin/security", passwordOnly, { intent: "start", password: PASSWORD }),
    });
    expect(start.status).toBe(409);
    const backup = await api("/two-factor/generate-backup-codes", { password: PASSWORD }, passwordOnly);
    expect([backup.status, backup.payload?.code]).toEqual([403, "SECOND_FACTOR_REQUIRED"]);
    expect((await api("/two-factor/get-totp-uri", { password: PASSWORD }, passwordOnly)).status).toBe(404);
    expect((await api("/two-factor/disable", { password: PASSWORD }, passwordOnly)).status).toBe(404);

    // "Sign in again" ends this session and goes to the sign-in page, back here afterwards.
    const again = await outcome(security.action, {
      request: form("/admin/security", passwordOnly, { intent: "signInAgain" }),
    });
    expect([again.status, again.headers.get("location")]).toEqual([302, "/auth?redirectTo=%2Fadmin%2Fsecurity"]);
    expect(await db().select().from(session).where(eq(session.userId, userId))).toEqual([]);
  });

  it("of an admin not yet enrolled shows nothing of the admin on the enrolment page and its data", async () => {
    const email = "new-admin@kestrel.test";
    await addStaff(email, "admin");
    const cookie = await signIn(email, nextIp());
    for (const url of ["/admin/security", "/admin/security.data"]) {
      const frame = await outcome(layout.loader, { request: get(url, cookie) });
      expect(frame.status).toBe(200);
      expect(frame.body).toEqual({ email, role: "admin", locked: true, leadCounts: null });
    }
    const page = await outcome(security.loader, { request: get("/admin/security", cookie) });
    expect(page.body).toEqual({ on: false, signInAgain: false });
  });
});

/** The time once the current 30-second step has at least 10 s left, waiting for the next step if it has less. */
async function withTenSecondsLeftInTheStep(): Promise<number> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
  return Date.now();
}

describe("a code", () => {
  let email = "";
  let key = "";
  let userId = "";

  beforeAll(async () => {
    email = "replay-admin@kestrel.test";
    userId = await addStaff(email, "admin");
    key = (await enrol(await signIn(email, nextIp()))).key;
  });

  it("signs in once: the same code, and the step before it, are refused afterwards", async () => {
    // The enrolment used this step's code: the next one's is the app's within 30 seconds. Both read one clock, so a
    // step ending mid-test changes neither.
    const now = Date.now();
    const next = codeFor(key, now + 30_000);
    const first = await codeStep(await passwordStep(email), next);
    expect(first.status).toBe(302);

    const replayed = await codeStep(await passwordStep(email), next);
    expect(replayed.status).toBe(400);
    expect((replayed.body as { message: string }).message).toBe(
      "That code was already used. Wait for the next code from your app.",
    );
    const earlier = await codeStep(await passwordStep(email), codeFor(key, now));
    expect(earlier.status).toBe(400);
  });

  it("of the previous 30 seconds is taken once when no later one was used (a phone's clock behind)", async () => {
    // The server takes the step before its own: the test starts with 10 s or more left in the step, so that its two
    // sign-ins end before the step does and the previous step is still the one before.
    const now = await withTenSecondsLeftInTheStep();
    const step = Math.floor(now / 30_000);
    await db()
      .update(twoFactor)
      .set({ lastUsedStep: step - 2 })
      .where(eq(twoFactor.userId, userId));
    const previous = codeFor(key, now - 30_000);
    expect((await codeStep(await passwordStep(email), previous)).status).toBe(302);
    expect((await codeStep(await passwordStep(email), previous)).status).toBe(400);
  });

  it("sent twice at once signs in only once", async () => {
    const step = Math.floor(Date.now() / 30_000);
    await db()
      .update(twoFactor)
      .set({ lastUsedStep: step - 1 })
      .where(eq(twoFactor.userId, userId));
    const code = codeFor(key);
    const pending = await Promise.all([passwordStep(email), passwordStep(email), passwordStep(email)]);
    const answers = await Promise.all(pending.map((cookie) => codeStep(cookie, code)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([302, 400, 400]);
  });
});

describe("trusting a device", () => {
  const email = "trust-admin@kestrel.test";
  let key = "";
  let userId = "";

  beforeAll(async () => {
    userId = await addStaff(email, "admin");
    key = (await enrol(await signIn(email, nextIp()))).key;
  });

  it("is refused through the API, and sets no trusted-device cookie", async () => {
    const pending = await api("/sign-in/email", { email, password: PASSWORD });
    expect(pending.payload?.twoFactorRedirect).toBe(true);
    const trusted = await api(
      "/two-factor/verify-totp",
      { code: codeFor(key, Date.now() + 30_000), trustDevice: true },
      pending.cookie,
    );
    expect([trusted.status, trusted.payload?.code]).toEqual([400, "TRUST_DEVICE_NOT_ALLOWED"]);
    expect(trusted.setCookies.join("\n")).not.toContain("trust_device");
    expect(await db().select().from(verification).where(like(verification.identifier, "trust-device-%"))).toEqual([]);
  });

  it("by a cookie set before this rule skips nothing: the code is asked for, and the record goes", async () => {
    // What Better Auth's twoFactor plugin left for `trustDevice: true`: a record, and a signed cookie naming it.
    const identifier = `trust-device-${crypto.randomBytes(16).toString("hex")}`;
    const secret = services().env.authSecret;
    await db()
      .insert(verification)
      .values({
        id: crypto.randomUUID(),
        identifier,
        value: userId,
        expiresAt: new Date(Date.now() + 30 * 24 * 60 * 60_000),
      });
    const token = crypto.createHmac("sha256", secret).update(`${userId}!${identifier}`).digest("base64url");
    const value = `${token}!${identifier}`;
    const cookie = `better-auth.trust_device=${encodeURIComponent(`${value}.${await makeSignature(value, secret)}`)}`;

    const sessionsBefore = (await db().select().from(session).where(eq(session.userId, userId))).length;
    const signedIn = await api("/sign-in/email", { email, password: PASSWORD }, cookie);
    expect(signedIn.status).toBe(200);
    expect(signedIn.payload?.twoFactorRedirect).toBe(true);
    expect(await db().select().from(session).where(eq(session.userId, userId))).toHaveLength(sessionsBefore);
    expect(await db().select().from(verification).where(eq(verification.identifier, identifier))).toEqual([]);
  });

  it("is forgotten by a reset of the second factor", async () => {
    const identifier = `trust-device-${crypto.randomBytes(16).toString("hex")}`;
    await db()
      .insert(verification)
      .values({ id: crypto.randomUUID(), identifier, value: userId, expiresAt: new Date(Date.now() + 60_000) });
    expect(await resetTwoFactor(db(), { userId, actorId: staff.adminId, via: "team" })).toBe(true);
    expect(await db().select().from(verification).where(eq(verification.identifier, identifier))).toEqual([]);
    expect(
      await db()
        .select()
        .from(session)
        .where(and(eq(session.userId, userId), isNotNull(session.secondFactorAt))),
    ).toEqual([]);
  });
});
