/**
 * Every route that reads a form answers a body that is not one with 4xx, never 500: the sign-in, password and
 * admin forms called as React Router calls them, with JSON, plain text, an empty body, broken multipart and NUL
 * characters. None of these changes anything.
 */
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogCategories, blogPosts, user } from "~/db/schema";
import { createOrPromoteAdmin } from "~/lib/accounts/accounts.server";
import { services } from "~/lib/runtime/process-services.server";
import * as apiAuth from "~/routes/resources/api-auth";
import * as signIn from "~/routes/auth/auth";
import * as forgotPassword from "~/routes/auth/forgot-password";
import * as resetPassword from "~/routes/auth/reset-password";
import * as categories from "~/routes/admin/categories";
import * as dashboard from "~/routes/admin/dashboard";
import * as postNew from "~/routes/admin/post-new";
import * as preview from "~/routes/admin/post-preview";
import { cookieHeaderOf, markSignedInWithCode } from "../support/admin-session";
import { setUpTestServices } from "../support/services";
import { routerContextFor } from "~/lib/runtime/request-context";

const BASE = "http://localhost:3997";
const PASSWORD = "correct horse battery staple";
const visitor = { nonce: "n", requestId: "form-bodies", clientIp: "203.0.113.77" };
const context = routerContextFor(visitor);
let adminCookie = "";

setUpTestServices("form-bodies", { publicUrl: BASE });

beforeAll(async () => {
  await createOrPromoteAdmin(db(), { email: "bodies@kestrel.test", password: PASSWORD });
  const response = await services().auth.handler(
    new Request(`${BASE}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE, "x-client-ip": "198.51.100.77" },
      body: JSON.stringify({ email: "bodies@kestrel.test", password: PASSWORD }),
    }),
  );
  expect(response.status).toBe(200);
  adminCookie = cookieHeaderOf(response.headers);
  // An admin reaches the admin only with a session signed in with a code (ADR 030, 040); that step is two-factor.test.ts's.
  const [bodies] = await db()
    .update(user)
    .set({ twoFactorEnabled: true })
    .where(eq(user.email, "bodies@kestrel.test"))
    .returning({ id: user.id });
  await markSignedInWithCode(bodies.id);
});

type Action = (args: never) => Promise<unknown>;
type Body = { type?: string; body?: string };

/** The bodies that are not forms, and the status each must get. */
const HOSTILE: Array<[string, Body, number]> = [
  ["JSON", { type: "application/json", body: JSON.stringify({ email: "a@b.co", password: "x".repeat(20) }) }, 415],
  ["plain text", { type: "text/plain", body: "email=a@b.co" }, 415],
  ["an empty body with no type", {}, 415],
  ["broken multipart", { type: "multipart/form-data; boundary=nope", body: "garbage" }, 400],
  ["multipart without a boundary", { type: "multipart/form-data", body: "--x\r\n" }, 400],
];

function request(pathname: string, { type, body }: Body, cookie?: string): Request {
  const headers: Record<string, string> = { origin: BASE, "x-client-ip": visitor.clientIp };
  if (type) headers["content-type"] = type;
  if (cookie) headers.cookie = cookie;
  return new Request(`${BASE}${pathname}`, { method: "POST", headers, body: body ?? null });
}

/** The status of whatever the action returned or threw (data(), Response or redirect). */
async function statusOf(action: Action, req: Request): Promise<number> {
  try {
    const result = (await action({ request: req, params: {}, context } as never)) as {
      init?: { status?: number };
      status?: number;
    } | null;
    if (result instanceof Response) return result.status;
    return result?.init?.status ?? 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    if (thrown && typeof thrown === "object" && "init" in thrown)
      return (thrown as { init?: { status?: number } }).init?.status ?? 500;
    return 500;
  }
}

const counts = async () => ({
  users: (await db().select({ n: count() }).from(user))[0].n,
  categories: (await db().select({ n: count() }).from(blogCategories))[0].n,
  posts: (await db().select({ n: count() }).from(blogPosts))[0].n,
});

describe("a body that is not a form", () => {
  const routes: Array<[string, string, Action, boolean]> = [
    ["sign-in", "/auth", signIn.action as Action, false],
    ["forgot password", "/auth/forgot-password", forgotPassword.action as Action, false],
    ["reset password", "/auth/reset-password", resetPassword.action as Action, false],
    ["categories", "/admin/categories", categories.action as Action, true],
    ["the dashboard's delete", "/admin", dashboard.action as Action, true],
    ["post preview", "/admin/posts/preview", preview.action as Action, true],
  ];
  for (const [name, pathname, action, signedIn] of routes) {
    it(`${name}: 415 for a body of another type, 400 for a broken one, and nothing changes`, async () => {
      const before = await counts();
      for (const [label, body, expected] of HOSTILE) {
        expect(
          await statusOf(action, request(pathname, body, signedIn ? adminCookie : undefined)),
          `${name}: ${label}`,
        ).toBe(expected);
      }
      expect(await counts()).toEqual(before);
    });
  }

  it("the post form: broken multipart is a form error, not a server error", async () => {
    expect(await statusOf(postNew.action as Action, request("/admin/posts/new", HOSTILE[3][1], adminCookie))).toBe(400);
  });
});

describe("NUL characters in a form", () => {
  it("a reset token with a NUL is an invalid link (400), not a server error", async () => {
    const body = {
      type: "application/x-www-form-urlencoded",
      body: `token=a%00b&password=${"p".repeat(14)}&confirmPassword=${"p".repeat(14)}`,
    };
    expect(await statusOf(resetPassword.action as Action, request("/auth/reset-password", body))).toBe(400);
  });

  it("a sign-in with NUL in the email and password is refused as a wrong sign-in, not a server error", async () => {
    const body = {
      type: "application/x-www-form-urlencoded",
      body: "intent=signin&email=bo%00dies%40kestrel.test&password=correct%00horse",
    };
    const status = await statusOf(signIn.action as Action, request("/auth", body));
    expect([400, 401]).toContain(status);
  });

  it("a category name with a NUL is stored without it", async () => {
    const body = { type: "application/x-www-form-urlencoded", body: "intent=create&name=Tax%00%20matters" };
    expect(await statusOf(categories.action as Action, request("/admin/categories", body, adminCookie))).toBe(302);
    const names = (await db().select({ name: blogCategories.name }).from(blogCategories)).map((row) => row.name);
    expect(names).toContain("Tax matters");
  });
});

describe("Better Auth's JSON endpoints", () => {
  const json = (route: string, body: unknown) =>
    new Request(`${BASE}/api/auth${route}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE, "x-client-ip": "203.0.113.78" },
      body: JSON.stringify(body),
    });

  it("refuse a value the database cannot store with 400, before any query", async () => {
    for (const [route, body] of [
      ["/sign-in/email", { email: "bo\u0000dies@kestrel.test", password: PASSWORD }],
      ["/sign-in/email", { email: "bodies@kestrel.test", password: "a\ud800b" }],
      ["/reset-password", { token: "a\u0000b", newPassword: "a long new password" }],
      ["/request-password-reset", { email: "a@b.co", redirectTo: "/\u0000" }],
    ] as const) {
      expect(await statusOf(apiAuth.action as Action, json(route, body)), route).toBe(400);
    }
  });

  it("refuse JSON nested 5,000 deep with 400, not a stack overflow", async () => {
    for (const [route, nested] of [
      ["/sign-in/email", `${"[".repeat(5000)}${"]".repeat(5000)}`],
      ["/request-password-reset", `${'{"a":'.repeat(5000)}1${"}".repeat(5000)}`],
    ] as const) {
      const request = new Request(`${BASE}/api/auth${route}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: BASE, "x-client-ip": "203.0.113.78" },
        body: `{"email":"bodies@kestrel.test","password":${nested}}`,
      });
      const answer = (await apiAuth.action({ request, params: {}, context } as never)) as unknown as {
        data: unknown;
        init: ResponseInit;
      };
      expect(answer.init.status, route).toBe(400);
      expect(new Headers(answer.init.headers).get("cache-control"), route).toBe("no-store");
      expect(answer.data, route).toEqual({ code: "TOO_DEEPLY_NESTED", message: "The request is nested too deeply." });
    }
  });

  it("still hear ordinary JSON", async () => {
    expect(
      await statusOf(
        apiAuth.action as Action,
        json("/sign-in/email", { email: "bodies@kestrel.test", password: PASSWORD }),
      ),
    ).toBe(200);
  });
});
