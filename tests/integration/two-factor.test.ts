/**
 * Two-factor sign-in through its route modules and Better Auth's twoFactor plugin, on a real database, with real
 * TOTP codes computed here from the key the enrolment page shows (otpauth, RFC 6238): turning it on, signing in with
 * a code or a backup code (each backup code once), wrong codes, and the resets by an admin and by the command.
 */
import { and, eq } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditEvents, session, twoFactor, user } from "~/db/schema";
import { getSessionUser } from "~/lib/accounts/session.server";
import { isTwoFactorOn, resetTwoFactor } from "~/lib/accounts/two-factor.server";
import * as security from "~/routes/admin/security";
import * as team from "~/routes/admin/team";
import * as signInPage from "~/routes/auth/auth";
import * as twoFactorPage from "~/routes/auth/two-factor";
import {
  BASE,
  cookieHeaderOf,
  outcome,
  PASSWORD,
  startAdminSession,
  toastOf,
  type AdminSession,
} from "../support/admin-session";

let staff: AdminSession;
/** What the admin's enrolment showed, and the admin's session once signed in with a code. */
let adminKey = "";
let backupCodes: string[] = [];
let adminCookie = "";

beforeAll(async () => {
  staff = await startAdminSession("two-factor", { adminTwoFactor: false });
});

afterAll(async () => {
  await staff?.stop();
});

function form(url: string, cookie: string, body: Record<string, string>, ip: string): Request {
  return new Request(`${BASE}${url}`, {
    method: "POST",
    body: new URLSearchParams(body),
    headers: { origin: BASE, "content-type": "application/x-www-form-urlencoded", cookie, "x-client-ip": ip },
  });
}

/** The code an authenticator app shows now for this key (as the page shows it, in groups of four). */
const codeFor = (key: string, timestamp = Date.now()) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key.replace(/\s+/g, "")), digits: 6, period: 30 }).generate({
    timestamp,
  });

type Setup = { key: string; backupCodes: string[]; uri: string; qrSvg: string };

/** Turns two-factor on for a signed-in member of staff through the security page; the key and backup codes shown. */
async function enrol(cookie: string, ip: string): Promise<Setup> {
  const started = await outcome(security.action, {
    request: form("/admin/security", cookie, { intent: "start", password: PASSWORD }, ip),
  });
  expect(started.status).toBe(200);
  const setup = (started.body as { setup: Setup }).setup;
  const wrong = await outcome(security.action, {
    request: form(
      "/admin/security",
      cookie,
      { intent: "confirm", code: "000000", uri: setup.uri, backupCodes: setup.backupCodes.join(" ") },
      ip,
    ),
  });
  expect(wrong.status).toBe(400);
  expect((wrong.body as { fieldErrors: Record<string, string>; setup: Setup }).fieldErrors.code).toBe(
    "That code is not right. Check the time on your phone and enter the newest code.",
  );
  expect((wrong.body as { setup: Setup }).setup.backupCodes).toEqual(setup.backupCodes);
  const confirmed = await outcome(security.action, {
    request: form(
      "/admin/security",
      cookie,
      { intent: "confirm", code: codeFor(setup.key), uri: setup.uri, backupCodes: setup.backupCodes.join(" ") },
      ip,
    ),
  });
  expect(confirmed.status).toBe(302);
  expect((await toastOf(confirmed.headers))?.title).toBe("Two-factor sign-in is on");
  return setup;
}

/** Signs in with the password: the answer, and the cookie naming the sign-in waiting for its code. */
async function signInWithPassword(email: string, ip: string) {
  const result = await outcome(signInPage.action, {
    request: form("/auth", "", { intent: "signin", email, password: PASSWORD, redirectTo: "/admin/leads" }, ip),
  });
  return { result, cookie: cookieHeaderOf(result.headers) };
}

async function secondStep(cookie: string, body: Record<string, string>, ip: string) {
  return outcome(twoFactorPage.action, {
    request: form("/auth/two-factor", cookie, { redirectTo: "/admin/leads", ...body }, ip),
  });
}

describe("two-factor sign-in", () => {
  it("is turned on with a QR code, a key and ten backup codes, confirmed by a code from the app", async () => {
    const setup = await enrol(staff.cookieFor("admin"), "198.51.100.20");
    adminKey = setup.key;
    backupCodes = setup.backupCodes;
    expect(setup.key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Kestrel%20Advisory:/);
    expect(setup.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(setup.backupCodes).toHaveLength(10);
    expect(new Set(setup.backupCodes).size).toBe(10);
    expect(await isTwoFactorOn(staff.adminId)).toBe(true);
  });

  it("then asks for a code after the password, and signs in with the app's code", async () => {
    const { result, cookie } = await signInWithPassword(staff.adminEmail, "198.51.100.21");
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe("/auth/two-factor?redirectTo=%2Fadmin%2Fleads");
    // The password alone gives no session.
    expect(await getSessionUser(new Request(BASE, { headers: { cookie } }))).toBeNull();

    const wrong = await secondStep(cookie, { method: "totp", code: "123456" }, "198.51.100.21");
    expect(wrong.status).toBe(400);
    expect((wrong.body as { message: string }).message).toBe("That code is not right. Please try again.");

    const [{ secret }] = await db()
      .select({ secret: twoFactor.secret })
      .from(twoFactor)
      .where(eq(twoFactor.userId, staff.adminId));
    expect(secret).not.toMatch(/^[A-Z2-7]+$/);
    // The enrolment used this step's code: the next step's, which the app shows within 30 seconds.
    const passed = await secondStep(
      cookie,
      { method: "totp", code: codeFor(adminKey, Date.now() + 30_000) },
      "198.51.100.21",
    );
    expect(passed.status).toBe(302);
    expect(passed.headers.get("location")).toBe("/admin/leads");
    adminCookie = cookieHeaderOf(passed.headers);
    expect(await getSessionUser(new Request(BASE, { headers: { cookie: adminCookie } }))).toMatchObject({
      email: staff.adminEmail,
    });
  });

  it("signs in with a backup code, each code once only", async () => {
    const code = backupCodes[0];
    const first = await signInWithPassword(staff.adminEmail, "198.51.100.22");
    const used = await secondStep(first.cookie, { method: "backup", code }, "198.51.100.22");
    expect(used.status).toBe(302);

    const second = await signInWithPassword(staff.adminEmail, "198.51.100.23");
    const again = await secondStep(second.cookie, { method: "backup", code }, "198.51.100.23");
    expect(again.status).toBe(400);
    expect((again.body as { message: string }).message).toBe("That backup code is not right, or it was already used.");
    const other = await secondStep(second.cookie, { method: "backup", code: backupCodes[1] }, "198.51.100.23");
    expect(other.status).toBe(302);
  });

  it("without a sign-in waiting for its code, says to sign in again", async () => {
    const result = await secondStep("", { method: "totp", code: "123456" }, "198.51.100.24");
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ message: "Your sign-in has expired. Please sign in again.", expired: true });
  });
});

describe("resetting someone's second factor", () => {
  it("an admin resets a member's from the team page: it goes off, their sessions end, and it is audited", async () => {
    const editorCookie = staff.cookieFor("editor");
    await enrol(editorCookie, "198.51.100.30");
    const [editor] = await db().select({ id: user.id }).from(user).where(eq(user.email, "editor-role@kestrel.test"));
    expect(await isTwoFactorOn(editor.id)).toBe(true);

    const asAdmin = (body: Record<string, string>) => form("/admin/team", adminCookie, body, "198.51.100.31");
    const reset = await outcome(team.action, { request: asAdmin({ intent: "resetTwoFactor", id: editor.id }) });
    expect((await toastOf(reset.headers))?.title).toBe("Two-factor sign-in reset");
    expect(await isTwoFactorOn(editor.id)).toBe(false);
    expect(await db().select().from(twoFactor).where(eq(twoFactor.userId, editor.id))).toEqual([]);
    expect(await db().select().from(session).where(eq(session.userId, editor.id))).toEqual([]);
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resourceId, editor.id), eq(auditEvents.action, "two_factor_reset")));
    expect(audit).toMatchObject({ userId: staff.adminId, details: { via: "team" } });

    const again = await outcome(team.action, { request: asAdmin({ intent: "resetTwoFactor", id: editor.id }) });
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toBe("That person does not have two-factor sign-in on.");
  });

  it("the recovery command's reset works for the last admin, audited as the command", async () => {
    expect(await resetTwoFactor(db(), { userId: staff.adminId, actorId: null, via: "admin:reset-2fa" })).toBe(true);
    expect(await isTwoFactorOn(staff.adminId)).toBe(false);
    const { result } = await signInWithPassword(staff.adminEmail, "198.51.100.25");
    expect(result.headers.get("location")).toBe("/admin/leads");
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resourceId, staff.adminId), eq(auditEvents.action, "two_factor_reset")));
    expect(audit).toMatchObject({ userId: null, details: { via: "admin:reset-2fa" } });
  });
});
