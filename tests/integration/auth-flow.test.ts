/**
 * Accounts end to end below the HTTP server: startServices with a fresh
 * database, then Better Auth driven through its handler exactly as the site's
 * /api/auth/* routes and form actions do.
 */
import fs from "node:fs";
import path from "node:path";
import { asc, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogCategories, emailOutbox, session, user, userRoles } from "~/db/schema";
import { callAuthEndpoint } from "~/lib/accounts/auth-actions.server";
import { AUTH_RATE_LIMITS } from "~/lib/accounts/auth.server";
import { services, startServices } from "~/lib/runtime/process-services.server";
import { getSessionUser, requireStaff, requireUser, staffRoleOf } from "~/lib/accounts/session.server";
import { setUpTestServices } from "../support/services";

const BASE = "http://localhost:3999";
const PASSWORD = "correct horse battery staple";

const started = setUpTestServices("auth-flow", { publicUrl: BASE });

type Call = { status: number; body: Record<string, unknown> | null; cookies: string[]; headers: Headers };

async function authPost(
  route: string,
  body: Record<string, unknown>,
  ip: string,
  extraHeaders: Record<string, string> = {},
): Promise<Call> {
  const response = await services().auth.handler(
    new Request(`${BASE}/api/auth${route}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE, "x-client-ip": ip, ...extraHeaders },
      body: JSON.stringify(body),
    }),
  );
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
    cookies: response.headers.getSetCookie(),
    headers: response.headers,
  };
}

const signUp = (email: string, password: string, ip: string) =>
  authPost("/sign-up/email", { name: email.split("@")[0], email, password }, ip);
const signIn = (email: string, password: string, ip: string) => authPost("/sign-in/email", { email, password }, ip);

/** "name=value; name2=value2" from Set-Cookie headers. */
const cookieHeader = (setCookies: string[]) => setCookies.map((c) => c.split(";")[0]).join("; ");

const outboxTo = (to: string) =>
  db().select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(asc(emailOutbox.createdAt));

const verificationLink = (text: string) => {
  const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no verification link in: ${text}`);
  return new URL(link);
};

describe("accounts through Better Auth", () => {
  const email = "naledi.dlamini@example.co.za";
  let sessionCookie = "";
  let userId = "";

  it("starts the services on the database it was given, migrated and seeded", async () => {
    expect(services().database.kind).toBe(process.env.DATABASE_URL ? "postgres" : "pglite");
    expect(services().outbox).toBeNull();
    expect(services().env.publicUrl).toBe(BASE);
    expect(fs.existsSync(path.join(started().dataDir, "pglite"))).toBe(false);
    const [{ value: categories }] = await db().select({ value: count() }).from(blogCategories);
    expect(categories).toBe(5);
    expect(await startServices(services().env)).toBe(services()); // a second start reuses them
  });

  it("sign-up creates an unverified user and queues a verification email", async () => {
    const result = await signUp(email, PASSWORD, "203.0.113.1");
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ token: null, user: { email, emailVerified: false } });
    expect(result.cookies.filter((c) => c.includes("session_token="))).toEqual([]);

    const [created] = await db().select().from(user).where(eq(user.email, email));
    expect(created.emailVerified).toBe(false);
    userId = created.id;

    const queued = await outboxTo(email);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ status: "pending", subject: "Confirm your Kestrel Advisory account" });
    const link = verificationLink(queued[0].text);
    expect(link.origin).toBe(BASE);
    expect(link.pathname).toBe("/api/auth/verify-email");
    expect(link.searchParams.get("token")).toBeTruthy();
    expect(queued[0].html).toContain(link.searchParams.get("token")!);
  });

  it("sign-in before verification answers 403 EMAIL_NOT_VERIFIED and sends a new link", async () => {
    const result = await signIn(email, PASSWORD, "203.0.113.2");
    expect(result.status).toBe(403);
    expect(result.body?.code).toBe("EMAIL_NOT_VERIFIED");
    expect(result.cookies.filter((c) => c.includes("session_token="))).toEqual([]);
    const queued = await outboxTo(email);
    expect(queued).toHaveLength(2);
    expect(queued[1].subject).toBe("Confirm your Kestrel Advisory account");
  });

  it("callAuthEndpoint turns the failure into the visitor's message", async () => {
    const request = new Request(`${BASE}/auth`, {
      method: "POST",
      headers: { origin: BASE, "x-client-ip": "203.0.113.3" },
    });
    const result = await callAuthEndpoint(request, "/sign-in/email", { email, password: PASSWORD });
    expect(result).toEqual({
      ok: false,
      status: 403,
      code: "EMAIL_NOT_VERIFIED",
      message: "Please confirm your email address before signing in. We've sent you a new confirmation link.",
    });
  });

  it("a tampered verification link is refused and verifies nothing", async () => {
    const [first] = await outboxTo(email);
    const link = verificationLink(first.text);
    link.searchParams.set("token", `${link.searchParams.get("token")}x`);
    const response = await services().auth.handler(new Request(link, { headers: { "x-client-ip": "203.0.113.4" } }));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/[?&]error=INVALID_TOKEN/);
    const [unverified] = await db().select().from(user).where(eq(user.id, userId));
    expect(unverified.emailVerified).toBe(false);
  });

  it("the link in the email verifies the address", async () => {
    const [first] = await outboxTo(email);
    const link = verificationLink(first.text);
    const response = await services().auth.handler(new Request(link, { headers: { "x-client-ip": "203.0.113.4" } }));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    const [verified] = await db().select().from(user).where(eq(user.id, userId));
    expect(verified.emailVerified).toBe(true);
  });

  it("sign-in after verification answers 200 with a session cookie", async () => {
    const result = await signIn(email, PASSWORD, "203.0.113.5");
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ user: { id: userId, email } });
    const tokenCookie = result.cookies.find((c) => /^better-auth\.session_token=/.test(c));
    expect(tokenCookie).toBeDefined();
    expect(tokenCookie).toMatch(/HttpOnly/i);
    expect(tokenCookie).toMatch(/SameSite=Lax/i);
    expect(tokenCookie).not.toMatch(/;\s*Secure/i); // PUBLIC_URL is http://
    sessionCookie = cookieHeader(result.cookies);

    const sessions = await db().select().from(session).where(eq(session.userId, userId));
    expect(sessions).toHaveLength(1);
    expect(sessions[0].ipAddress).toBe("203.0.113.5");
  });

  it("getSessionUser reads the user from the cookie, and null without one", async () => {
    const signedIn = await getSessionUser(new Request(`${BASE}/`, { headers: { cookie: sessionCookie } }));
    expect(signedIn).toEqual({ id: userId, email, name: "naledi.dlamini", emailVerified: true });
    expect(await getSessionUser(new Request(`${BASE}/`))).toBeNull();
    expect(
      await getSessionUser(new Request(`${BASE}/`, { headers: { cookie: "better-auth.session_token=forged.value" } })),
    ).toBeNull();
    expect(await requireUser(new Request(`${BASE}/account`, { headers: { cookie: sessionCookie } }))).toEqual(signedIn);
  });

  it("requireStaff redirects the signed-out to /auth with the page to return to", async () => {
    const thrown = await requireStaff(new Request(`${BASE}/admin/leads?status=new&page=2`), "leads").then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      `/auth?redirectTo=${encodeURIComponent("/admin/leads?status=new&page=2")}`,
    );
  });

  it("requireStaff answers 403 to a signed-in user who is not staff", async () => {
    expect(await staffRoleOf(userId)).toBeNull();
    const thrown = await requireStaff(
      new Request(`${BASE}/admin`, { headers: { cookie: sessionCookie } }),
      "admin",
    ).then(
      () => null,
      (error: unknown) => error,
    );
    // react-router's data() throws a DataWithResponseInit, not a Response.
    expect(thrown).not.toBeInstanceOf(Response);
    const denied = thrown as { type: string; data: { message: string }; init: ResponseInit | null };
    expect(denied.type).toBe("DataWithResponseInit");
    expect(denied.init?.status).toBe(403);
    expect(denied.data.message).toBe("You don't have permission to access this page.");
  });

  it("requireStaff answers 403 to a role that may not, and returns the user with their role to one that may", async () => {
    await db().insert(userRoles).values({ userId, role: "editor" });
    expect(await staffRoleOf(userId)).toBe("editor");
    expect(await staffRoleOf("someone-else")).toBeNull();
    const request = new Request(`${BASE}/admin`, { headers: { cookie: sessionCookie } });
    const denied = await requireStaff(request, "leads").then(
      () => null,
      (error: unknown) => error as { init: ResponseInit | null },
    );
    expect(denied?.init?.status).toBe(403);
    const editor = await requireStaff(request, "posts");
    expect(editor).toEqual({ id: userId, email, name: "naledi.dlamini", emailVerified: true, role: "editor" });
  });

  it("a role outside admin, editor and sales is refused by the database, and a user holds one role only", async () => {
    await expect(db().update(userRoles).set({ role: "owner" }).where(eq(userRoles.userId, userId))).rejects.toThrow();
    await expect(db().insert(userRoles).values({ userId, role: "sales" })).rejects.toThrow();
    expect(await staffRoleOf(userId)).toBe("editor");
  });

  it("a wrong password gets the same 401 as an unknown account", async () => {
    const wrong = await signIn(email, "not the right password", "198.51.100.1");
    const unknown = await signIn("nobody@example.co.za", "not the right password", "198.51.100.1");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body?.code).toBe("INVALID_EMAIL_OR_PASSWORD");
    expect(unknown.body?.code).toBe(wrong.body?.code);
  });

  it("the 31st sign-in within a minute from one address answers 429, while another address still gets 401", async () => {
    // A small office signs in from one address: 30 a minute (each attempt here for another account, so that the
    // per-account limit, ten wrong passwords, does not answer first).
    const ip = "198.51.100.66";
    expect(AUTH_RATE_LIMITS["/sign-in/email"]).toEqual({ window: 60, max: 30 });
    for (let attempt = 1; attempt <= 30; attempt++) {
      const result = await signIn(`office-${attempt}@example.co.za`, `wrong password ${attempt}`, ip);
      expect(result.status, `attempt ${attempt}`).toBe(401);
    }
    const limited = await signIn(email, PASSWORD, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("x-retry-after"))).toBeGreaterThan(0);
    expect(limited.cookies.filter((c) => c.includes("session_token="))).toEqual([]);

    const other = await signIn(email, "wrong password again", "198.51.100.67");
    expect(other.status).toBe(401);
  });

  it("the sixth sign-up within ten minutes from one address answers 429 and creates no account", async () => {
    const ip = "198.51.100.99";
    for (let n = 1; n <= 5; n++) {
      const result = await signUp(`burst${n}@example.co.za`, PASSWORD, ip);
      expect(result.status, `sign-up ${n}`).toBe(200);
    }
    const limited = await signUp("burst6@example.co.za", PASSWORD, ip);
    expect(limited.status).toBe(429);
    expect(await db().select().from(user).where(eq(user.email, "burst6@example.co.za"))).toEqual([]);
    expect(await outboxTo("burst6@example.co.za")).toEqual([]);
  });

  it("sign-up refuses a password shorter than 12 characters and creates nothing", async () => {
    const shortEmail = "short.password@example.co.za";
    const result = await signUp(shortEmail, "elevenchars", "203.0.113.20");
    expect(result.status).toBe(400);
    expect(result.body?.code).toBe("PASSWORD_TOO_SHORT");
    expect(await db().select().from(user).where(eq(user.email, shortEmail))).toEqual([]);
    expect(await outboxTo(shortEmail)).toEqual([]);

    const twelve = await signUp(shortEmail, "twelve chars", "203.0.113.20");
    expect(twelve.status).toBe(200);
    expect(await db().select().from(user).where(eq(user.email, shortEmail))).toHaveLength(1);
  });

  it("signing up with an existing email answers like a new sign-up and emails the owner instead", async () => {
    const [{ value: usersBefore }] = await db().select({ value: count() }).from(user);
    const before = await outboxTo(email);
    const result = await signUp(email.toUpperCase(), "another long password", "203.0.113.30");
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ token: null, user: { email, emailVerified: false } });
    expect((result.body?.user as { id: string }).id).not.toBe(userId);

    const [{ value: usersAfter }] = await db().select({ value: count() }).from(user);
    expect(usersAfter).toBe(usersBefore);
    const after = await outboxTo(email);
    expect(after).toHaveLength(before.length + 1);
    const notice = after[after.length - 1];
    expect(notice.subject).toMatch(/tried to create a Kestrel Advisory account/);
    expect(notice.text).toContain("you already have an account");
    expect(notice.text).toContain(`${BASE}/auth`);

    // The original password still works.
    const stillWorks = await signIn(email, PASSWORD, "203.0.113.31");
    expect(stillWorks.status).toBe(200);
    const refused = await signIn(email, "another long password", "203.0.113.31");
    expect(refused.status).toBe(401);
  });
});
