/**
 * Two-factor sign-in for tests: the code an authenticator app would show for a key (otpauth, RFC 6238, computed
 * here rather than by the library that checks it), and turning it on for an account over HTTP, as its owner would
 * on /admin/security, for a server the test started (the key is returned for later codes).
 */
import * as OTPAuth from "otpauth";

/** The six-digit code for this base32 key now (spaces allowed, as the enrolment page groups it). */
export function totpCode(key: string, timestamp = Date.now()): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key.replace(/\s+/g, "")), digits: 6, period: 30 }).generate({ timestamp });
}

/**
 * Signs in to `site` with the password (its own client address `ip`, behind the trusted loopback proxy), turns
 * two-factor sign-in on and confirms it with a code. Returns the key.
 */
export async function enrolTwoFactor(site: string, account: { email: string; password: string }, ip: string): Promise<string> {
  const signedIn = await callAuth(site, "/sign-in/email", account, ip);
  const enabled = await callAuth(site, "/two-factor/enable", { password: account.password }, ip, signedIn.cookie);
  const key = new URL(String(enabled.payload?.totpURI)).searchParams.get("secret");
  if (!key) throw new Error("two-factor enable gave no key");
  await callAuth(site, "/two-factor/verify-totp", { code: totpCode(key) }, ip, signedIn.cookie);
  return key;
}

/** Signs in to `site` with the password and then the code for `key`: the session's cookie. */
export async function signInWithCode(site: string, account: { email: string; password: string }, key: string, ip: string): Promise<string> {
  const pending = await callAuth(site, "/sign-in/email", account, ip);
  if (!pending.payload?.twoFactorRedirect) throw new Error("sign-in did not ask for a code");
  return (await callAuth(site, "/two-factor/verify-totp", { code: totpCode(key) }, ip, pending.cookie)).cookie;
}

/** One call to Better Auth's HTTP API, as the site's own pages make it: its JSON answer and the cookies it set. */
async function callAuth(site: string, path: string, body: object, ip: string, cookie = "") {
  const response = await fetch(`${site}/api/auth${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site, "x-forwarded-for": ip, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const payload = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(payload)}`);
  return {
    payload,
    cookie: response.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; "),
  };
}
