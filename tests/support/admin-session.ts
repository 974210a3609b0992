/**
 * Admin route modules called as React Router calls them: services started
 * on a fresh database (in-memory PGlite, or a new PostgreSQL database when
 * DATABASE_URL is set), a signed-in admin and a signed-in non-admin (real
 * Better Auth session cookies), real Request objects, and each answer read
 * back as a status, body and headers.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { hashPassword } from "better-auth/crypto";
import { expect } from "vitest";
import { db, type DatabaseOptions } from "~/db/client.server";
import { account, user } from "~/db/schema";
import { createOrPromoteAdmin } from "~/lib/accounts/accounts.server";
import { parseEnv } from "~/lib/runtime/env.server";
import { services, startServices, stopServices } from "~/lib/runtime/process-services.server";
import { readToast } from "~/lib/pages/toast.server";
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from "./postgres";

export const BASE = "http://localhost:3998";
export const CLIENT_IP = "203.0.113.50";
const PASSWORD = "correct horse battery staple";

export type Who = "anonymous" | "member" | "admin";

export type AdminSession = {
  adminId: string;
  adminEmail: string;
  cookieFor(who: Who): string;
  stop(): Promise<void>;
};

async function signIn(email: string, ip: string): Promise<string> {
  const response = await services().auth.handler(
    new Request(`${BASE}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE, "x-client-ip": ip },
      body: JSON.stringify({ email, password: PASSWORD }),
    }),
  );
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Starts the services (no outbox worker, no seed) with an admin and a member signed in. */
export async function startAdminSession(name: string): Promise<AdminSession> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const savedEnv = { DATA_DIR: process.env.DATA_DIR, PUBLIC_URL: process.env.PUBLIC_URL };
  // env() (toasts) reads the process environment.
  process.env.DATA_DIR = dataDir;
  process.env.PUBLIC_URL = BASE;
  let postgres: EmptyPostgresDatabase | undefined;
  let database: DatabaseOptions = { inMemory: true };
  if (process.env.DATABASE_URL) {
    postgres = await createEmptyPostgresDatabase();
    database = { databaseUrl: postgres.url };
  }
  await startServices(parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, PUBLIC_URL: BASE, LOG_LEVEL: "silent" }), {
    database,
    runOutbox: false,
    seed: false,
  });

  const adminEmail = "lead-admin@kestrel.test";
  const adminId = (await createOrPromoteAdmin(db(), { email: adminEmail, password: PASSWORD })).userId;
  const memberId = crypto.randomUUID();
  await db().insert(user).values({ id: memberId, email: "member@kestrel.test", name: "member", emailVerified: true });
  await db()
    .insert(account)
    .values({ id: crypto.randomUUID(), accountId: memberId, providerId: "credential", userId: memberId, password: await hashPassword(PASSWORD) });
  const cookies = { admin: await signIn(adminEmail, "198.51.100.10"), member: await signIn("member@kestrel.test", "198.51.100.11") };

  return {
    adminId,
    adminEmail,
    cookieFor: (who) => (who === "anonymous" ? "" : cookies[who]),
    async stop() {
      await stopServices();
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      for (const [key, value] of Object.entries(savedEnv)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    },
  };
}

export function getRequest(session: AdminSession, url: string, who: Who): Request {
  const cookie = session.cookieFor(who);
  return new Request(`${BASE}${url}`, { headers: cookie ? { cookie } : {} });
}

export function postRequest(session: AdminSession, url: string, who: Who, body: Record<string, string>, headers: Record<string, string> = {}): Request {
  const cookie = session.cookieFor(who);
  return new Request(`${BASE}${url}`, {
    method: "POST",
    body: new URLSearchParams(body),
    headers: { origin: BASE, "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}), ...headers },
  });
}

export type Args = { request: Request; params?: Record<string, string> };
// The route modules' functions take React Router's full argument object; these are the parts they use.
export type DataFunction = (args: never) => unknown;
export const context = { nonce: "test-nonce", requestId: "test", clientIp: CLIENT_IP };

export type Outcome = { status: number; body: unknown; headers: Headers; thrown: boolean; response: Response | null };

/** What a loader or action threw or returned, as a status, body and headers. */
export async function outcome(fn: DataFunction, { request, params = {} }: Args): Promise<Outcome> {
  let value: unknown;
  let thrown = false;
  try {
    value = await (fn as unknown as (args: object) => Promise<unknown>)({ request, params, context, unstable_pattern: "" });
  } catch (error) {
    value = error;
    thrown = true;
  }
  if (value instanceof Response) return { status: value.status, body: null, headers: value.headers, thrown, response: value };
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
