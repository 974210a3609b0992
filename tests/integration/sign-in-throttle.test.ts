/**
 * The per-account sign-in limit end to end below the HTTP server: services
 * on a fresh database, Better Auth driven through its handler (as
 * /api/auth/sign-in/email is) and through callAuthEndpoint (as the /auth form
 * is), every attempt from a new client address. Waits are passed by moving
 * the run's last failure back in the database.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { emailOutbox, signInFailures, user } from "~/db/schema";
import { callAuthEndpoint } from "~/lib/accounts/auth-actions.server";
import { services } from "~/lib/runtime/process-services.server";
import { KNOWN_DEVICE_COOKIE, SIGN_IN_THROTTLE, signInDelayMs } from "~/lib/accounts/sign-in-throttle.server";
import { setUpTestServices } from "../support/services";

const BASE = "http://localhost:3997";
const PASSWORD = "correct horse battery staple";
const WARNING_SUBJECT = "Repeated failed sign-ins to your Kestrel Advisory account";
const { freeFailures, warnAfter } = SIGN_IN_THROTTLE;

setUpTestServices("sign-in-throttle", { publicUrl: BASE, seed: false });

/** A new client address for every request, so the per-address limit never answers. */
let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

type Call = { status: number; body: Record<string, unknown> | null; cookies: string[]; headers: Headers };

async function authPost(route: string, body: Record<string, unknown>, cookie?: string): Promise<Call> {
  const ip = nextAddress();
  const response = await services().auth.handler(
    new Request(`${BASE}/api/auth${route}`, {
      method: "POST",
      // X-Forwarded-For rotates too: only the server-set client address header is read.
      headers: {
        "content-type": "application/json",
        origin: BASE,
        "x-client-ip": ip,
        "x-forwarded-for": nextAddress(),
        ...(cookie ? { cookie } : {}),
      },
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

const signIn = (email: string, password: string, cookie?: string) =>
  authPost("/sign-in/email", { email, password }, cookie);
/** The known-device cookie a response set, as a Cookie header ("" when it set none). */
const knownDevice = (call: Call) =>
  call.cookies
    .filter((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`))
    .map((c) => c.split(";")[0])
    .join("; ");
const sessionCookies = (call: Call) => call.cookies.filter((c) => c.includes("session_token="));

/** Signs in through the /auth form's path: callAuthEndpoint and the visitor's message. */
const formSignIn = (email: string, password: string) =>
  callAuthEndpoint(
    new Request(`${BASE}/auth`, { method: "POST", headers: { origin: BASE, "x-client-ip": nextAddress() } }),
    "/sign-in/email",
    { email, password },
  );

async function createVerifiedUser(email: string): Promise<void> {
  const result = await authPost("/sign-up/email", { name: email.split("@")[0], email, password: PASSWORD });
  expect(result.status).toBe(200);
  await db().update(user).set({ emailVerified: true }).where(eq(user.email, email));
}

async function fail(email: string, times: number): Promise<void> {
  for (let n = 1; n <= times; n++) {
    const result = await signIn(email, `wrong password ${n}`);
    expect(result.status, `failure ${n} for ${email}`).toBe(401);
  }
}

async function runOf(email: string) {
  const [row] = await db().select().from(signInFailures).where(eq(signInFailures.email, email));
  return row;
}

/** Moves the run's last failure `ms` into the past, as if that long had gone by. */
async function age(email: string, ms: number): Promise<void> {
  await db()
    .update(signInFailures)
    .set({ lastFailedAt: sql`now() - ${ms}::integer * interval '1 millisecond'` })
    .where(eq(signInFailures.email, email));
}

const warnings = (to: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.subject, WARNING_SUBJECT)))
    .orderBy(asc(emailOutbox.createdAt));

describe("the per-account sign-in limit", () => {
  it("answers an address with an account exactly as one without, failure by failure", async () => {
    const known = "known@example.co.za";
    const unknown = "unknown@example.co.za";
    await createVerifiedUser(known);
    for (let attempt = 1; attempt <= freeFailures + 3; attempt++) {
      const a = await signIn(known, "not the password at all");
      const b = await signIn(unknown, "not the password at all");
      expect([a.status, b.status], `attempt ${attempt}`).toEqual(attempt <= freeFailures ? [401, 401] : [429, 429]);
      expect(a.body).toEqual(b.body);
      expect(a.headers.has("x-retry-after")).toBe(b.headers.has("x-retry-after"));
      if (attempt > freeFailures) {
        expect(
          Math.abs(Number(a.headers.get("x-retry-after")) - Number(b.headers.get("x-retry-after"))),
        ).toBeLessThanOrEqual(1);
      }
    }
    expect((await runOf(known)).failures).toBe(freeFailures);
    expect((await runOf(unknown)).failures).toBe(freeFailures);

    // The /auth form shows both the same message.
    const formKnown = await formSignIn(known, "not the password at all");
    const formUnknown = await formSignIn(unknown, "not the password at all");
    expect(formKnown).toEqual({
      ok: false,
      status: 429,
      code: undefined,
      message: "Too many attempts. Please wait a minute and try again.",
    });
    expect(formUnknown).toEqual(formKnown);
  });

  it("counts by the address trimmed and lowercased", async () => {
    const email = "case.test@example.co.za";
    await signIn("  Case.Test@Example.CO.ZA ", "wrong password one");
    await signIn("CASE.TEST@EXAMPLE.CO.ZA", "wrong password two");
    expect((await runOf(email)).failures).toBe(2);
  });

  it(`refuses the account with 429 after ${freeFailures} failures from rotating addresses, the right password too, while another account signs in`, async () => {
    const target = "target@example.co.za";
    const bystander = "bystander@example.co.za";
    await createVerifiedUser(target);
    await createVerifiedUser(bystander);
    await fail(target, freeFailures);

    const right = await signIn(target, PASSWORD);
    expect(right.status).toBe(429);
    expect(right.body).toEqual({ message: "Too many requests. Please try again later." });
    expect(Number(right.headers.get("x-retry-after"))).toBeGreaterThan(55);
    expect(Number(right.headers.get("x-retry-after"))).toBeLessThanOrEqual(60);
    expect(sessionCookies(right)).toEqual([]);

    const form = await formSignIn(target, PASSWORD);
    expect(form).toMatchObject({
      ok: false,
      status: 429,
      message: "Too many attempts. Please wait a minute and try again.",
    });

    // A form-encoded post straight to the endpoint is refused too.
    const encoded = await services().auth.handler(
      new Request(`${BASE}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE, "x-client-ip": nextAddress() },
        body: new URLSearchParams({ email: target, password: PASSWORD }).toString(),
      }),
    );
    expect(encoded.status).toBe(429);

    const other = await signIn(bystander, PASSWORD);
    expect(other.status).toBe(200);
    expect(sessionCookies(other)).toHaveLength(1);
  });

  it("does not count or extend the wait for attempts refused during it", async () => {
    const target = "target@example.co.za";
    const before = await runOf(target);
    for (let n = 0; n < 5; n++) expect((await signIn(target, `guess ${n}`)).status).toBe(429);
    const after = await runOf(target);
    expect(after.failures).toBe(before.failures);
    expect(after.lastFailedAt.getTime()).toBe(before.lastFailedAt.getTime());
  });

  it("hears the right password once the wait has passed, signs in and clears the count", async () => {
    const target = "target@example.co.za";
    await age(target, signInDelayMs(freeFailures) - 5_000);
    expect((await signIn(target, PASSWORD)).status).toBe(429);
    await age(target, signInDelayMs(freeFailures) + 1_000);
    const result = await signIn(target, PASSWORD);
    expect(result.status).toBe(200);
    expect(sessionCookies(result)).toHaveLength(1);
    expect(await runOf(target)).toBeUndefined();
    // A fresh run: the next wrong password is answered at once.
    expect((await signIn(target, "wrong again")).status).toBe(401);
    expect((await runOf(target)).failures).toBe(1);
  });

  it("doubles the wait with each further failure, up to the cap", async () => {
    const email = "doubling@example.co.za";
    await fail(email, freeFailures);
    await age(email, signInDelayMs(freeFailures) + 1_000);
    expect((await signIn(email, "one more")).status).toBe(401);
    const refused = await signIn(email, "and another");
    expect(refused.status).toBe(429);
    const second = signInDelayMs(freeFailures + 1);
    expect(second).toBe(2 * signInDelayMs(freeFailures));
    expect(Number(refused.headers.get("x-retry-after"))).toBeGreaterThan(second / 1000 - 5);
    expect(Number(refused.headers.get("x-retry-after"))).toBeLessThanOrEqual(second / 1000);
    await age(email, second - 5_000);
    expect((await signIn(email, "too early")).status).toBe(429);
    await age(email, second + 1_000);
    expect((await signIn(email, "in time")).status).toBe(401);

    // Far past the cap (no overflow): the wait is the cap, no longer.
    await db().update(signInFailures).set({ failures: 5_000 }).where(eq(signInFailures.email, email));
    await age(email, SIGN_IN_THROTTLE.maxDelayMs - 5_000);
    expect((await signIn(email, "too early")).status).toBe(429);
    await age(email, SIGN_IN_THROTTLE.maxDelayMs + 1_000);
    expect((await signIn(email, "in time")).status).toBe(401);
    expect((await runOf(email)).failures).toBe(5_001);
  });

  it("lets concurrent attempts through only as far as the limit allows", async () => {
    // Every one of the free failures is answered, however they interleave, for several addresses at once.
    const emails = ["burst@example.co.za", "burst.two@example.co.za", "burst.three@example.co.za"];
    const first = await Promise.all(
      emails.flatMap((address) => Array.from({ length: freeFailures }, (_, n) => signIn(address, `burst ${n}`))),
    );
    expect(first.map((r) => r.status)).toEqual(first.map(() => 401));
    for (const address of emails) expect((await runOf(address)).failures).toBe(freeFailures);

    const email = emails[0];

    await age(email, signInDelayMs(freeFailures) + 1_000);
    const burst = await Promise.all(Array.from({ length: 12 }, (_, n) => signIn(email, `burst again ${n}`)));
    expect(burst.filter((r) => r.status === 401)).toHaveLength(1);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(11);
    expect((await runOf(email)).failures).toBe(freeFailures + 1);
  });

  it(`emails the holder once after ${warnAfter} failures, and again only in a new run`, async () => {
    const email = "warned@example.co.za";
    await createVerifiedUser(email);
    await fail(email, warnAfter - 1);
    expect(await warnings(email)).toEqual([]);
    await fail(email, 1);
    const [warning, ...more] = await warnings(email);
    expect(more).toEqual([]);
    expect(warning).toMatchObject({ status: "pending", concerns: email });
    expect(warning.text).toContain("no action is needed");
    expect(warning.text).toContain(`${BASE}/auth/forgot-password`);
    expect(warning.html).toContain(`href="${BASE}/auth/forgot-password"`);
    expect((await runOf(email)).notifiedAt).toBeInstanceOf(Date);

    // Further failures in the same run send nothing more.
    for (let n = 0; n < 3; n++) {
      await age(email, SIGN_IN_THROTTLE.maxDelayMs + 1_000);
      expect((await signIn(email, `still guessing ${n}`)).status).toBe(401);
    }
    expect(await warnings(email)).toHaveLength(1);

    // The holder signs in; a later run of failures is a new one.
    await age(email, SIGN_IN_THROTTLE.maxDelayMs + 1_000);
    expect((await signIn(email, PASSWORD)).status).toBe(200);
    await fail(email, warnAfter);
    expect(await warnings(email)).toHaveLength(2);
  });

  it("sends no email for an address without an account", async () => {
    const email = "nobody.here@example.co.za";
    await fail(email, warnAfter);
    expect((await runOf(email)).notifiedAt).toBeInstanceOf(Date);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.to, email))).toEqual([]);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.concerns, email))).toEqual([]);
  });

  it("never limits asking for a password reset, and a reset clears the count so the owner signs in at once", async () => {
    const email = "locked.out@example.co.za";
    await createVerifiedUser(email);
    await fail(email, freeFailures);
    expect((await signIn(email, PASSWORD)).status).toBe(429);

    const asked = await authPost("/request-password-reset", { email, redirectTo: `${BASE}/auth/reset-password` });
    expect(asked.status).toBe(200);
    const [reset] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, email), eq(emailOutbox.subject, "Reset your Kestrel Advisory password")));
    const token = /\/api\/auth\/reset-password\/([^?\s]+)/.exec(reset.text)?.[1];
    expect(token).toBeTruthy();

    // Still refused until the reset is done.
    expect((await signIn(email, PASSWORD)).status).toBe(429);
    expect((await authPost("/reset-password", { token, newPassword: "a brand new password" })).status).toBe(200);
    expect(await runOf(email)).toBeUndefined();

    const signedIn = await signIn(email, "a brand new password");
    expect(signedIn.status).toBe(200);
    expect(sessionCookies(signedIn)).toHaveLength(1);
  });

  it("never holds back the owner's own browser: a past sign-in there skips the limit, for that address only", async () => {
    const email = "owner.device@example.co.za";
    const other = "other.device@example.co.za";
    await createVerifiedUser(email);
    await createVerifiedUser(other);
    const first = await signIn(email, PASSWORD);
    expect(first.status).toBe(200);
    const device = knownDevice(first);
    expect(device).not.toBe("");
    expect(device).not.toContain(email);

    await fail(email, freeFailures);
    await fail(other, freeFailures);
    expect((await signIn(email, PASSWORD)).status).toBe(429);
    // The owner's browser is heard at once, and its failures do not feed the attacker's run.
    expect((await signIn(email, "a typo", device)).status).toBe(401);
    expect((await runOf(email))?.failures).toBe(freeFailures);
    expect((await signIn(email, PASSWORD, device)).status).toBe(200);
    // The cookie vouches for its own address, not another's, and a forged one vouches for none.
    expect((await signIn(other, PASSWORD, device)).status).toBe(429);
    expect((await signIn(other, PASSWORD, device.replace(/=.*/, "=forged.value"))).status).toBe(429);
  });

  it("remembers the browser that reset the password: an attacker using up the free failures again cannot keep the owner out", async () => {
    const email = "reset.device@example.co.za";
    await createVerifiedUser(email);
    await fail(email, freeFailures);
    await authPost("/request-password-reset", { email, redirectTo: `${BASE}/auth/reset-password` });
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, email), eq(emailOutbox.subject, "Reset your Kestrel Advisory password")));
    const token = /\/api\/auth\/reset-password\/([^?\s]+)/.exec(mail.text)?.[1];
    const reset = await authPost("/reset-password", { token, newPassword: "the owner's new password" });
    expect(reset.status).toBe(200);
    const device = knownDevice(reset);
    expect(device).not.toBe("");

    // Straight after the reset, the attacker burns through the free failures again.
    await fail(email, freeFailures);
    expect((await signIn(email, "the owner's new password")).status).toBe(429);
    expect((await signIn(email, "the owner's new password", device)).status).toBe(200);
  });

  it("starts a new run after a day without failures, and deletes runs that old", async () => {
    const old = "old.run@example.co.za";
    const stale = "stale.run@example.co.za";
    await db()
      .insert(signInFailures)
      .values([
        {
          email: old,
          failures: 40,
          lastFailedAt: new Date(Date.now() - 2 * SIGN_IN_THROTTLE.forgetAfterMs),
          notifiedAt: new Date(),
        },
        {
          email: stale,
          failures: 40,
          lastFailedAt: new Date(Date.now() - SIGN_IN_THROTTLE.forgetAfterMs - 60_000),
          notifiedAt: new Date(),
        },
      ]);
    // A failure for the stale run restarts it: counted from one, not yet warned.
    expect((await signIn(stale, "a new day")).status).toBe(401);
    expect(await runOf(stale)).toMatchObject({ failures: 1, notifiedAt: null });
    // That new run cleared out the older one.
    expect(await runOf(old)).toBeUndefined();
  });

  it("leaves malformed sign-ins to Better Auth's own answers", async () => {
    const noEmail = await authPost("/sign-in/email", { password: "whatever it is" });
    expect(noEmail.status).toBe(400);
    const huge = `${"a".repeat(5_000)}@example.co.za`;
    const long = await signIn(huge, "whatever it is");
    expect([400, 401]).toContain(long.status);
    expect((await runOf(huge.slice(0, 320)))?.failures).toBe(1);
  });
});
