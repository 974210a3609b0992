/**
 * Admin route modules called as React Router calls them: services started
 * on a fresh database (in-memory PGlite, or a new PostgreSQL database when
 * DATABASE_URL is set), a signed-in admin and a signed-in non-admin (real
 * Better Auth session cookies), real Request objects, and each answer read
 * back as a status, body and headers.
 */
import crypto from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { hashPassword } from "better-auth/crypto";
import { expect } from "vitest";
import { db } from "~/db/client.server";
import { account, session, user, userRoles } from "~/db/schema";
import { createOrPromoteAdmin } from "~/lib/accounts/accounts.server";
import { services } from "~/lib/runtime/process-services.server";
import { readToast } from "~/lib/pages/toast.server";
import { startTestServices } from "./services";
import { routerContextFor } from "~/lib/runtime/request-context";

export const BASE = "http://localhost:3998";
export const CLIENT_IP = "203.0.113.50";
export const PASSWORD = "correct horse battery staple";

/** Who asks: nobody signed in, a signed-in user who is not staff, or a member of staff in each role. */
export type Who = "anonymous" | "member" | "editor" | "sales" | "admin";
export const EVERYONE: readonly Who[] = ["anonymous", "member", "editor", "sales", "admin"];

export type AdminSession = {
  /** the services' data folder (DATA_DIR) */
  dataDir: string;
  adminId: string;
  adminEmail: string;
  cookieFor(who: Who): string;
  stop(): Promise<void>;
};

/** Signs in through Better Auth's endpoint as a browser would (from `ip`, with `userAgent`); the cookie header to send. */
export async function signIn(email: string, ip: string, userAgent?: string): Promise<string> {
  const response = await services().auth.handler(
    new Request(`${BASE}/api/auth/sign-in/email`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: BASE,
        "x-client-ip": ip,
        ...(userAgent ? { "user-agent": userAgent } : {}),
      },
      body: JSON.stringify({ email, password: PASSWORD }),
    }),
  );
  expect(response.status).toBe(200);
  return cookieHeaderOf(response.headers);
}

/** The Cookie header a browser would send back after a response: each cookie it set, as name=value. */
export function cookieHeaderOf(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** A verified user with the test password and no role. */
async function addUser(email: string): Promise<{ id: string; email: string }> {
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
  return { id, email };
}

/**
 * Starts the services (no outbox worker; by default no seed either) with an admin, an editor, a sales member and a
 * user who is not staff signed in; `name` begins the data folder's name. The admin has two-factor sign-in on, as
 * every admin must to reach the admin (ADR 030), and its session passed the code (ADR 040), unless `adminTwoFactor`
 * is false.
 */
export async function startAdminSession(
  name: string,
  {
    adminEmail = "lead-admin@kestrel.test",
    seed = false,
    adminTwoFactor = true,
  }: { adminEmail?: string; seed?: boolean; adminTwoFactor?: boolean } = {},
): Promise<AdminSession> {
  const started = await startTestServices(name, { publicUrl: BASE, seed });

  const adminId = (await createOrPromoteAdmin(db(), { email: adminEmail, password: PASSWORD })).userId;
  const member = await addUser("member@kestrel.test");
  const editor = await addUser("editor-role@kestrel.test");
  const sales = await addUser("sales-role@kestrel.test");
  await db()
    .insert(userRoles)
    .values([
      { userId: editor.id, role: "editor" },
      { userId: sales.id, role: "sales" },
    ]);
  const cookies = {
    admin: await signIn(adminEmail, "198.51.100.10"),
    member: await signIn(member.email, "198.51.100.11"),
    editor: await signIn(editor.email, "198.51.100.12"),
    sales: await signIn(sales.email, "198.51.100.13"),
  };
  // Set after signing in: the sessions stand, and the admin's is as if signed in with a code (ADR 040).
  if (adminTwoFactor) {
    await db().update(user).set({ twoFactorEnabled: true }).where(eq(user.id, adminId));
    await markSignedInWithCode(adminId);
  }

  return {
    dataDir: started.dataDir,
    adminId,
    adminEmail,
    cookieFor: (who) => (who === "anonymous" ? "" : cookies[who]),
    stop: started.stop,
  };
}

/**
 * Records the user's sessions as signed in with a code, as the code step would have made them (that step itself is
 * two-factor.test.ts's): the admin pages let only such a session in (ADR 040).
 */
export async function markSignedInWithCode(userId: string): Promise<void> {
  await db()
    .update(session)
    .set({ secondFactorAt: new Date() })
    .where(and(eq(session.userId, userId), isNull(session.secondFactorAt)));
}

export function getRequest(session: AdminSession, url: string, who: Who): Request {
  const cookie = session.cookieFor(who);
  return new Request(`${BASE}${url}`, { headers: cookie ? { cookie } : {} });
}

export function postRequest(
  session: AdminSession,
  url: string,
  who: Who,
  body: Record<string, string>,
  headers: Record<string, string> = {},
): Request {
  const cookie = session.cookieFor(who);
  return new Request(`${BASE}${url}`, {
    method: "POST",
    body: new URLSearchParams(body),
    headers: {
      origin: BASE,
      "content-type": "application/x-www-form-urlencoded",
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
  });
}

export type Args = { request: Request; params?: Record<string, string> };
// The route modules' functions take React Router's full argument object; these are the parts they use.
export type DataFunction = (args: never) => unknown;
export const context = routerContextFor({ nonce: "test-nonce", requestId: "test", clientIp: CLIENT_IP });

export type Outcome = { status: number; body: unknown; headers: Headers; thrown: boolean; response: Response | null };

/** What a loader or action threw or returned, as a status, body and headers. */
export async function outcome(fn: DataFunction, { request, params = {} }: Args): Promise<Outcome> {
  let value: unknown;
  let thrown = false;
  try {
    value = await (fn as unknown as (args: object) => Promise<unknown>)({
      request,
      params,
      context,
      unstable_pattern: "",
    });
  } catch (error) {
    value = error;
    thrown = true;
  }
  if (value instanceof Response)
    return { status: value.status, body: null, headers: value.headers, thrown, response: value };
  if (value && typeof value === "object" && (value as { type?: string }).type === "DataWithResponseInit") {
    const { data, init } = value as { data: unknown; init: ResponseInit | null };
    return { status: init?.status ?? 200, body: data, headers: new Headers(init?.headers), thrown, response: null };
  }
  return { status: 200, body: value, headers: new Headers(), thrown, response: null };
}

/** The toast a redirect carries in its cookie. */
export async function toastOf(headers: Headers) {
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return (await readToast(new Request(BASE, { headers: { cookie } }))).toast;
}
