/**
 * "Your sessions" through its route module, on a real database with real Better Auth sessions: the list (device, IP,
 * this device marked), ending another session (its cookie is then signed out), someone else's session refused with
 * 404 and nothing changed, signing out everywhere else behind a confirmation, every ending audited; the absolute
 * maximum and the idle expiry; signing out and a password reset ending sessions at once.
 */
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditEvents, emailOutbox, session, user } from "~/db/schema";
import { SESSION_AUDIT_ACTIONS } from "~/lib/audit/audit-actions";
import { sessionTimes } from "~/lib/accounts/auth.server";
import { getSessionUser, readSession } from "~/lib/accounts/session.server";
import { describeDevice, displayAddress } from "~/lib/accounts/sessions.server";
import { services } from "~/lib/runtime/process-services.server";
import * as sessionsRoute from "~/routes/admin/sessions";
import * as signOut from "~/routes/auth/sign-out";
import {
  BASE,
  markSignedInWithCode,
  outcome,
  signIn,
  startAdminSession,
  toastOf,
  type AdminSession,
} from "../support/admin-session";

const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX_MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

let admin: AdminSession;
let ipCounter = 20;
const nextIp = () => `198.51.100.${ipCounter++}`;

beforeAll(async () => {
  admin = await startAdminSession("sessions");
});

afterAll(async () => {
  await admin?.stop();
});

type Listed = {
  sessions: { id: string; device: string; ipAddress: string | null; lastSeen: Date; signedInAt: Date }[] | null;
  current: string;
};

/**
 * A new session of the admin, signed in with the password. Their two-factor flag is off for that moment only (the
 * code step is two-factor.test.ts's), and the session is then recorded as signed in with a code, as the admin pages
 * let an admin in only so (ADR 030, ADR 040).
 */
async function signInAdmin(ip: string, userAgent?: string): Promise<string> {
  await db().update(user).set({ twoFactorEnabled: false }).where(eq(user.id, admin.adminId));
  try {
    return await signIn(admin.adminEmail, ip, userAgent);
  } finally {
    await db().update(user).set({ twoFactorEnabled: true }).where(eq(user.id, admin.adminId));
    await markSignedInWithCode(admin.adminId);
  }
}

const asCookie = (cookie: string, url = "/admin/sessions") => new Request(`${BASE}${url}`, { headers: { cookie } });
const postAs = (cookie: string, body: Record<string, string>) =>
  new Request(`${BASE}/admin/sessions`, {
    method: "POST",
    body: new URLSearchParams(body),
    headers: { origin: BASE, "content-type": "application/x-www-form-urlencoded", cookie },
  });

async function listAs(cookie: string): Promise<Listed> {
  const result = await outcome(sessionsRoute.loader, { request: asCookie(cookie) });
  expect(result.status).toBe(200);
  return result.body as Listed;
}

async function sessionIdsOf(userId: string): Promise<string[]> {
  return (await db().select({ id: session.id }).from(session).where(eq(session.userId, userId)))
    .map((row) => row.id)
    .sort();
}

/** A fresh second and third session for the admin, on other devices. */
async function twoMoreSessions(): Promise<{ phone: string; laptop: string }> {
  return {
    phone: await signInAdmin(nextIp(), SAFARI_IPHONE),
    laptop: await signInAdmin(nextIp(), FIREFOX_MAC),
  };
}

async function auditOf(action: string) {
  return db().select().from(auditEvents).where(eq(auditEvents.action, action));
}

describe("describeDevice", () => {
  it("names the browser and system, and says so when it cannot", () => {
    expect(describeDevice(CHROME_WINDOWS)).toBe("Chrome on Windows");
    expect(describeDevice(FIREFOX_MAC)).toBe("Firefox on macOS");
    expect(describeDevice(SAFARI_IPHONE)).toBe("Safari on iOS");
    expect(describeDevice("")).toBe("Unknown device");
    expect(describeDevice(null)).toBe("Unknown device");
    expect(describeDevice("curl/8.5.0")).not.toBe("");
  });
});

describe("displayAddress", () => {
  it("shortens IPv6 as people write it, and leaves IPv4 and a missing address alone", () => {
    expect(displayAddress("2001:0db8:5e55:0000:0000:0000:0000:0000")).toBe("2001:db8:5e55::");
    expect(displayAddress("0000:0000:0000:0000:0000:0000:0000:0001")).toBe("::1");
    expect(displayAddress("203.0.113.9")).toBe("203.0.113.9");
    expect(displayAddress(null)).toBeNull();
    expect(displayAddress("not:an address")).toBe("not:an address");
  });
});

describe("your sessions", () => {
  it("lists the signed-in person's open sessions with device and IP, this device marked, and nobody else's", async () => {
    const desk = await signInAdmin("203.0.113.9", CHROME_WINDOWS);
    const { phone } = await twoMoreSessions();
    const listed = await listAs(desk);
    const ids = listed.sessions!.map((open) => open.id);
    expect(ids.sort()).toEqual(await sessionIdsOf(admin.adminId));
    const current = listed.sessions!.find((open) => open.id === listed.current)!;
    expect(current).toMatchObject({ device: "Chrome on Windows", ipAddress: "203.0.113.9" });
    expect(current.signedInAt).toBeInstanceOf(Date);
    expect(current.lastSeen).toBeInstanceOf(Date);
    expect(listed.sessions!.map((open) => open.device)).toEqual(
      expect.arrayContaining(["Safari on iOS", "Firefox on macOS"]),
    );
    // The same list, another device marked.
    const fromPhone = await listAs(phone);
    expect(fromPhone.current).not.toBe(listed.current);
    expect(fromPhone.sessions!.find((open) => open.id === fromPhone.current)?.device).toBe("Safari on iOS");
    // An editor sees only their own.
    const editor = await listAs(admin.cookieFor("editor"));
    expect(editor.sessions).toHaveLength(1);
    expect(editor.sessions![0].id).toBe(editor.current);
  });

  it("leaves out a session that has expired", async () => {
    const desk = await signInAdmin(nextIp(), CHROME_WINDOWS);
    const stale = await signInAdmin(nextIp(), FIREFOX_MAC);
    const staleId = (await listAs(stale)).current;
    await db()
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.id, staleId));
    expect((await listAs(desk)).sessions!.map((open) => open.id)).not.toContain(staleId);
  });

  it("signs out another of your sessions: its cookie is signed out at once, and the ending is audited", async () => {
    const desk = await signInAdmin(nextIp(), CHROME_WINDOWS);
    const { phone } = await twoMoreSessions();
    const phoneId = (await listAs(phone)).current;
    expect(await getSessionUser(asCookie(phone))).not.toBeNull();

    const ended = await outcome(sessionsRoute.action, { request: postAs(desk, { intent: "end", id: phoneId }) });
    expect(ended.status).toBe(302);
    expect(ended.headers.get("location")).toBe("/admin/sessions");
    expect(await toastOf(ended.headers)).toMatchObject({ kind: "success", title: "Session signed out" });
    expect(await getSessionUser(asCookie(phone))).toBeNull();
    expect(await sessionIdsOf(admin.adminId)).not.toContain(phoneId);
    expect(await getSessionUser(asCookie(desk))).not.toBeNull();

    const [audit] = (await auditOf(SESSION_AUDIT_ACTIONS.ended)).filter((row) => row.resourceId === phoneId);
    expect(audit).toMatchObject({ resourceType: "session", userId: admin.adminId, ip: "203.0.113.50" });
    expect(audit.details).toMatchObject({ device: "Safari on iOS" });
  });

  it("refuses to end someone else's session, or one that is gone, with 404, changing nothing", async () => {
    const desk = await signInAdmin(nextIp(), CHROME_WINDOWS);
    const editorSession = (await listAs(admin.cookieFor("editor"))).current;
    const before = await db().select().from(session).orderBy(session.id);
    const auditsBefore = (await db().select({ id: auditEvents.id }).from(auditEvents)).length;

    for (const id of [editorSession, "no-such-session"]) {
      const refused = await outcome(sessionsRoute.action, { request: postAs(desk, { intent: "end", id }) });
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ message: "That session has already ended." });
    }
    // Nor can the editor end the admin's.
    const adminSession = (await listAs(desk)).current;
    const fromEditor = await outcome(sessionsRoute.action, {
      request: postAs(admin.cookieFor("editor"), { intent: "end", id: adminSession }),
    });
    expect(fromEditor.status).toBe(404);

    expect(await db().select().from(session).orderBy(session.id)).toEqual(before);
    expect((await db().select({ id: auditEvents.id }).from(auditEvents)).length).toBe(auditsBefore);
    expect(await getSessionUser(asCookie(admin.cookieFor("editor")))).not.toBeNull();
  });

  it("does not end the session in use through this form: the normal sign-out does", async () => {
    const desk = await signInAdmin(nextIp(), CHROME_WINDOWS);
    const current = (await listAs(desk)).current;
    const refused = await outcome(sessionsRoute.action, { request: postAs(desk, { intent: "end", id: current }) });
    expect(refused.status).toBe(409);
    expect(await getSessionUser(asCookie(desk))).not.toBeNull();
  });

  it("asks before signing out all other sessions, then keeps only the current one and audits it", async () => {
    const desk = await signInAdmin(nextIp(), CHROME_WINDOWS);
    const { phone, laptop } = await twoMoreSessions();
    const listedBefore = await listAs(desk);
    const current = listedBefore.current;
    const others = listedBefore.sessions!.filter((open) => open.id !== current);
    expect(others.length).toBeGreaterThanOrEqual(2);
    const editorBefore = await db()
      .select()
      .from(session)
      .where(eq(session.id, (await listAs(admin.cookieFor("editor"))).current));

    const asked = await outcome(sessionsRoute.action, { request: postAs(desk, { intent: "endOthers" }) });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ confirmOthers: others.length });
    expect((await listAs(desk)).sessions).toHaveLength(others.length + 1);

    const done = await outcome(sessionsRoute.action, {
      request: postAs(desk, { intent: "endOthers", confirm: "yes" }),
    });
    expect(done.status).toBe(302);
    expect(await toastOf(done.headers)).toMatchObject({ title: `${others.length} other sessions signed out` });
    expect(await sessionIdsOf(admin.adminId)).toEqual([current]);
    expect(await getSessionUser(asCookie(phone))).toBeNull();
    expect(await getSessionUser(asCookie(laptop))).toBeNull();
    expect(await getSessionUser(asCookie(desk))).not.toBeNull();
    // Another person's sessions are untouched.
    expect(await db().select().from(session).where(eq(session.id, editorBefore[0].id))).toHaveLength(1);

    const [audit] = (await auditOf(SESSION_AUDIT_ACTIONS.othersEnded)).filter(
      (row) => row.resourceId === admin.adminId,
    );
    expect(audit).toMatchObject({ resourceType: "user", userId: admin.adminId });
    expect(audit.details).toMatchObject({ sessionsEnded: others.length, kept: current });

    // Now alone: the page says so.
    const listed = await listAs(desk);
    expect(listed.sessions!.map((open) => open.id)).toEqual([current]);
  });

  it("answers an unknown intent with 400", async () => {
    const desk = await signInAdmin(nextIp(), CHROME_WINDOWS);
    expect((await outcome(sessionsRoute.action, { request: postAs(desk, { intent: "explode" }) })).status).toBe(400);
  });
});

describe("session lifetimes", () => {
  it("slides the idle expiry through Better Auth with the configured idle time", () => {
    expect(services().env.sessionIdleHours).toBe(8);
    expect(services().env.sessionMaxDays).toBe(7);
    expect(sessionTimes(8)).toEqual({ expiresIn: 8 * 60 * 60, updateAge: 15 * 60 });
    expect(sessionTimes(1)).toEqual({ expiresIn: 60 * 60, updateAge: 7.5 * 60 });
    expect(sessionTimes(0.5)).toEqual({ expiresIn: 30 * 60, updateAge: 225 });
  });

  it("gives a new session the idle time, and refreshes an active one once it is updateAge old", async () => {
    const cookie = await signInAdmin(nextIp(), CHROME_WINDOWS);
    const id = (await listAs(cookie)).current;
    const [fresh] = await db().select().from(session).where(eq(session.id, id));
    const idleMs = 8 * 60 * 60 * 1000;
    expect(Math.abs(fresh.expiresAt.getTime() - (fresh.createdAt.getTime() + idleMs))).toBeLessThan(5_000);

    // As if last refreshed 20 minutes ago: the next request slides it on.
    const twentyMinutesAgo = new Date(Date.now() - 20 * 60 * 1000);
    await db()
      .update(session)
      .set({ expiresAt: new Date(twentyMinutesAgo.getTime() + idleMs), updatedAt: twentyMinutesAgo })
      .where(eq(session.id, id));
    const read = await readSession(asCookie(cookie));
    expect(read.current?.sessionId).toBe(id);
    // The refreshed cookie goes back to the browser, so it lasts as long as the session.
    expect(read.setCookies.some((set) => /session_token=.*Max-Age=28800/i.test(set))).toBe(true);
    const [slid] = await db().select().from(session).where(eq(session.id, id));
    expect(slid.expiresAt.getTime()).toBeGreaterThan(Date.now() + idleMs - 60_000);
  });

  it("signs out a session idle past its expiry", async () => {
    const cookie = await signInAdmin(nextIp(), CHROME_WINDOWS);
    const id = (await listAs(cookie)).current;
    await db()
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.id, id));
    expect(await getSessionUser(asCookie(cookie))).toBeNull();
    expect(await db().select().from(session).where(eq(session.id, id))).toEqual([]);
  });

  it("ends a session older than the maximum however active it is: deleted, and its holder signed out", async () => {
    const cookie = await signInAdmin(nextIp(), CHROME_WINDOWS);
    const id = (await listAs(cookie)).current;
    // Just inside the maximum: still signed in.
    await db()
      .update(session)
      .set({ createdAt: new Date(Date.now() - 7 * 24 * 60 * 60 * 1000 + 60_000) })
      .where(eq(session.id, id));
    expect(await getSessionUser(asCookie(cookie))).not.toBeNull();
    // Past it (and still unexpired for Better Auth): signed out, the row gone.
    await db()
      .update(session)
      .set({ createdAt: new Date(Date.now() - 7 * 24 * 60 * 60 * 1000 - 60_000) })
      .where(eq(session.id, id));
    expect(await getSessionUser(asCookie(cookie))).toBeNull();
    expect(await db().select().from(session).where(eq(session.id, id))).toEqual([]);
    const loaded = await outcome(sessionsRoute.loader, { request: asCookie(cookie) });
    expect(loaded.status).toBe(302);
    expect(loaded.headers.get("location")).toBe("/auth?redirectTo=%2Fadmin%2Fsessions");
  });
});

describe("ending sessions elsewhere", () => {
  it("signing out ends the session at once", async () => {
    const cookie = await signInAdmin(nextIp(), CHROME_WINDOWS);
    const id = (await listAs(cookie)).current;
    const result = await outcome(signOut.action, {
      request: new Request(`${BASE}/auth/sign-out`, { method: "POST", headers: { origin: BASE, cookie } }),
    });
    expect(result.status).toBe(302);
    expect(await db().select().from(session).where(eq(session.id, id))).toEqual([]);
    expect(await getSessionUser(asCookie(cookie))).toBeNull();
    // The browser is told to drop the cookie too.
    expect(result.headers.getSetCookie().some((set) => /session_token=;.*Max-Age=0/i.test(set))).toBe(true);
  });

  it("a password reset ends every session of the account", async () => {
    // The sales member of startAdminSession, already signed in once.
    const email = "sales-role@kestrel.test";
    const first = await signIn(email, nextIp(), CHROME_WINDOWS);
    const second = await signIn(email, nextIp(), FIREFOX_MAC);
    const userId = (await getSessionUser(asCookie(first)))!.id;
    expect((await sessionIdsOf(userId)).length).toBeGreaterThanOrEqual(3);

    const authPost = (route: string, body: Record<string, unknown>) =>
      services().auth.handler(
        new Request(`${BASE}/api/auth${route}`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: BASE, "x-client-ip": nextIp() },
          body: JSON.stringify(body),
        }),
      );
    expect(
      (await authPost("/request-password-reset", { email, redirectTo: `${BASE}/auth/reset-password` })).status,
    ).toBe(200);
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, email), eq(emailOutbox.subject, "Reset your Kestrel Advisory password")));
    const token = /\/api\/auth\/reset-password\/([^?\s]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    expect((await authPost("/reset-password", { token, newPassword: "a brand new sales password" })).status).toBe(200);

    expect(await sessionIdsOf(userId)).toEqual([]);
    for (const cookie of [first, second, admin.cookieFor("sales")])
      expect(await getSessionUser(asCookie(cookie))).toBeNull();
    expect(
      await db()
        .select()
        .from(session)
        .where(inArray(session.userId, [userId])),
    ).toEqual([]);
  });
});
