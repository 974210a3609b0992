/**
 * The two-factor probes (ADR 040): the production build on a fresh database, asked only through its HTTP API as a
 * script would ask it, from client addresses of its own behind the trusted loopback proxy.
 *
 * - A session signed in with the password alone, before the admin turns two-factor on in another session: it
 *   reaches no admin page before (sent to /admin/security, which shows no work-queue counts) nor after (signed out).
 * - `trustDevice: true` with a right code: refused (400), and no trusted-device cookie.
 * - A code used once, sent again with a new sign-in: refused; one fresh code sent with five sign-ins at once: one
 *   signs in.
 * - A trusted-device cookie as Better Auth set it before this rule (its record written into the database while the
 *   server was stopped, the cookie signed with the server's secret): the password alone still asks for the code.
 */
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import { eq } from "drizzle-orm";
import { makeSignature } from "better-auth/crypto";
import { openDatabase } from "~/db/client.server";
import { user, verification } from "~/db/schema";
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from "../support/postgres";
import { startServer, stopServers, TSX, waitHealthy, type ServerProcess } from "../support/server-process";
import { withSecondFactor } from "../support/two-factor";
import { type DrillResult, expectCleanShutdown, Report, stopServer, tail, temporaryDataDir } from "./common";

export type TwoFactorProbesOptions = {
  port: number;
  /** A PostgreSQL server to make a database of its own on; the embedded database without it. */
  serverUrl?: string;
};

const ADMIN = { email: "probe-admin@kestrel.test", password: "a long probe admin password" };
/** The server's secret, set so that the probe can sign a cookie as Better Auth would. */
const AUTH_SECRET = crypto.randomBytes(32).toString("hex");

type Answer = {
  status: number;
  text: string;
  payload: Record<string, unknown> | null;
  cookie: string;
  setCookies: string[];
  location: string | null;
};

let addressCounter = 0;
/** A client address of its own for each request: the per-address limits are not what is probed. */
const nextAddress = () => `2001:db8:2f::${(++addressCounter).toString(16)}`;

async function call(base: string, path: string, body: object | null, cookie = ""): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method: body ? "POST" : "GET",
    redirect: "manual",
    headers: {
      origin: base,
      "x-forwarded-for": nextAddress(),
      ...(body ? { "content-type": "application/json" } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  let payload: Record<string, unknown> | null = null;
  try {
    payload = JSON.parse(text) as Record<string, unknown>;
  } catch {
    payload = null;
  }
  const setCookies = response.headers.getSetCookie();
  return {
    status: response.status,
    text,
    payload,
    setCookies,
    cookie: setCookies.map((value) => value.split(";")[0]).join("; "),
    location: response.headers.get("location"),
  };
}

/** The password step: the cookie of the sign-in waiting for its code (or of the session, when none is asked for). */
const passwordStep = (base: string, cookie = "") => call(base, "/api/auth/sign-in/email", ADMIN, cookie);

export async function run(options: TwoFactorProbesOptions): Promise<DrillResult> {
  const { port, serverUrl } = options;
  const report = new Report("two-factor probes over the HTTP API");
  const base = `http://127.0.0.1:${port}`;
  const dataDir = temporaryDataDir("two-factor");
  let postgres: EmptyPostgresDatabase | undefined;
  let server: ServerProcess | undefined;
  try {
    if (serverUrl) postgres = await createEmptyPostgresDatabase(serverUrl);
    const env = {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? "",
      PUBLIC_URL: base,
      SMTP_URL: "",
      LOG_LEVEL: "warn",
      AUTH_SECRET,
    };
    const database = postgres ? { databaseUrl: postgres.url } : { dataDir };
    execFileSync(process.execPath, [TSX, "scripts/admin-create.ts", "--email", ADMIN.email], {
      env: { ...process.env, NODE_ENV: "production", ...env, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: "error" },
      stdio: "pipe",
    });
    server = startServer(env);
    await waitHealthy(port, server);

    // 1. A password-only session, then enrolment in another session.
    const passwordOnly = (await passwordStep(base)).cookie;
    const before = await call(base, "/admin/leads", null, passwordOnly);
    const frame = await call(base, "/admin/security.data", null, passwordOnly);
    report.set(
      "password-only session before enrolment: /admin/leads",
      `${before.status} ${before.location ?? ""}`.trim(),
    );
    report.check(
      before.status === 302 && before.location === "/admin/security",
      `a password-only admin session reached /admin/leads: ${before.status}`,
    );
    report.set("password-only session before enrolment: /admin/security.data", frame.status);
    report.check(
      frame.status === 200 && !/"(mine|unassigned|overdue|due-today)"/.test(frame.text),
      "the enrolment page's data showed the work-queue counts",
    );
    const enrolling = (await passwordStep(base)).cookie;
    const enabled = await call(base, "/api/auth/two-factor/enable", { password: ADMIN.password }, enrolling);
    const key = new URL(String(enabled.payload?.totpURI)).searchParams.get("secret") ?? "";
    report.check(key !== "", `two-factor enable gave no key: ${enabled.status}`);
    const confirmed = await withSecondFactor(key, ({ code }) =>
      call(base, "/api/auth/two-factor/verify-totp", { code }, enrolling),
    );
    report.check(confirmed.status === 200, `the enrolment's code was refused: ${confirmed.status}`);
    const after = await call(base, "/admin/leads", null, passwordOnly);
    report.set(
      "password-only session after enrolment elsewhere: /admin/leads",
      `${after.status} ${after.location ?? ""}`.trim(),
    );
    report.check(
      after.status === 302 && after.location !== null && after.location.startsWith("/auth"),
      `the password-only session was not signed out: ${after.status} ${after.location}`,
    );
    const enrolled = await call(base, "/admin/leads", null, confirmed.cookie);
    report.set("the enrolling session: /admin/leads", enrolled.status);
    report.check(
      enrolled.status === 200,
      `the session that turned two-factor on could not reach the admin: ${enrolled.status}`,
    );

    // 2. Trusting the device.
    const trusted = await withSecondFactor(key, async ({ code }) =>
      call(base, "/api/auth/two-factor/verify-totp", { code, trustDevice: true }, (await passwordStep(base)).cookie),
    );
    report.set("trustDevice: true", `${trusted.status} ${String(trusted.payload?.code ?? "")}`.trim());
    report.check(
      trusted.status === 400 && trusted.payload?.code === "TRUST_DEVICE_NOT_ALLOWED",
      `trustDevice was not refused: ${trusted.status}`,
    );
    report.check(
      !trusted.setCookies.some((value) => value.includes("trust_device")),
      "a trusted-device cookie was set",
    );

    // 3. A code used once.
    const used = await withSecondFactor(key, async ({ code }) => {
      const first = await call(base, "/api/auth/two-factor/verify-totp", { code }, (await passwordStep(base)).cookie);
      const again = await call(base, "/api/auth/two-factor/verify-totp", { code }, (await passwordStep(base)).cookie);
      return { first, again };
    });
    report.set("a code, first use", used.first.status);
    report.set("the same code again", `${used.again.status} ${String(used.again.payload?.code ?? "")}`.trim());
    report.check(used.first.status === 200, `a fresh code was refused: ${used.first.status}`);
    report.check(
      used.again.status === 401 && used.again.payload?.code === "CODE_ALREADY_USED",
      `a used code was taken again: ${used.again.status}`,
    );
    const raced = await withSecondFactor(key, async ({ code }) => {
      const pending = await Promise.all([1, 2, 3, 4, 5].map(() => passwordStep(base)));
      return Promise.all(
        pending.map((answer) => call(base, "/api/auth/two-factor/verify-totp", { code }, answer.cookie)),
      );
    });
    const racedIn = raced.filter((answer) => answer.status === 200).length;
    report.set("one fresh code sent with 5 sign-ins at once: signed in", racedIn);
    report.check(racedIn === 1, `one code signed in ${racedIn} times`);

    // 4. A trusted-device cookie from before the rule: its record written while the server is stopped.
    report.check((await stopServer(server)) === 0, "the server did not stop cleanly");
    const identifier = `trust-device-${crypto.randomBytes(16).toString("hex")}`;
    const handle = await openDatabase(database);
    let adminId = "";
    try {
      [{ id: adminId }] = await handle.db.select({ id: user.id }).from(user).where(eq(user.email, ADMIN.email));
      await handle.db.insert(verification).values({
        id: crypto.randomUUID(),
        identifier,
        value: adminId,
        expiresAt: new Date(Date.now() + 30 * 24 * 60 * 60_000),
      });
    } finally {
      await handle.close();
    }
    server = startServer(env);
    await waitHealthy(port, server);
    const token = crypto.createHmac("sha256", AUTH_SECRET).update(`${adminId}!${identifier}`).digest("base64url");
    const value = `${token}!${identifier}`;
    const staleCookie = `better-auth.trust_device=${encodeURIComponent(`${value}.${await makeSignature(value, AUTH_SECRET)}`)}`;
    const stale = await passwordStep(base, staleCookie);
    // A session cookie with a value (the plugin also sends an expired empty one when it asks for the code).
    const sessionSet = stale.setCookies.some((value) => /session_token=[^;]+/.test(value) && !/max-age=0/i.test(value));
    const outcome = sessionSet
      ? "signed in without the code"
      : stale.payload?.twoFactorRedirect
        ? "asked for the code"
        : `${stale.status}`;
    report.set("password with a trusted-device cookie from before", outcome);
    report.check(
      outcome === "asked for the code",
      `a trusted-device cookie from before: ${outcome} ${stale.text.slice(0, 200)}`,
    );

    await expectCleanShutdown(report, server);
  } catch (error) {
    report.fail(error instanceof Error ? error.message : String(error));
    if (server) report.fail(`server output:\n${tail(server.output())}`);
  } finally {
    stopServers();
    await postgres?.drop().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return report.result();
}
