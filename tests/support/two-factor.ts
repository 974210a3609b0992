/**
 * Two-factor sign-in for tests: the code an authenticator app would show for a key (otpauth, RFC 6238, computed
 * here rather than by the library that checks it), and turning it on for an account over HTTP, as its owner would
 * on /admin/security, for a server the test started (the key is returned for later codes).
 *
 * A code is used once (ADR 040): a sign-in must use a 30-second step later than the account's last, so an account
 * signs in with TOTP codes about three times in one window and once a window after that. Tests that sign in as one
 * account many times, in several processes at once, take their codes from `withSecondFactor`: under a lock shared
 * by every process (a folder per key in the system's temporary folder) it hands out the next step no sign-in has
 * used, or else one of the account's backup codes (kept there when the account was enrolled here, and renewed with
 * a code when they run out), or waits for the next step; the sign-in is made while the lock is held, so the steps
 * reach the server in order.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as OTPAuth from "otpauth";

const PERIOD_MS = 30_000;

/** The six-digit code for this base32 key now (spaces allowed, as the enrolment page groups it). */
export function totpCode(key: string, timestamp = Date.now()): string {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(key.replace(/\s+/g, "")),
    digits: 6,
    period: 30,
  }).generate({ timestamp });
}

type Account = { email: string; password: string };
/** What is known of a key's account: the last step used, its backup codes, and how to renew them. */
type KeyState = {
  lastStep: number | null;
  backupCodes: string[];
  renew: { site: string; account: Account; ip: string } | null;
};
export type SecondFactor = { method: "totp" | "backup"; code: string };

function stateDir(key: string): string {
  const digest = crypto.createHash("sha256").update(key.replace(/\s+/g, "")).digest("hex").slice(0, 24);
  return path.join(os.tmpdir(), `kestrel-second-factor-${digest}`);
}

function readState(key: string): KeyState {
  try {
    return JSON.parse(fs.readFileSync(path.join(stateDir(key), "state.json"), "utf8")) as KeyState;
  } catch {
    return { lastStep: null, backupCodes: [], renew: null };
  }
}

function writeState(key: string, state: KeyState): void {
  fs.mkdirSync(stateDir(key), { recursive: true });
  const file = path.join(stateDir(key), "state.json");
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(state));
  fs.renameSync(`${file}.tmp`, file);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `fn` holding the key's lock (a folder: made by one process at a time); a lock older than two minutes is stale. */
async function withLock<T>(key: string, fn: () => Promise<T>): Promise<T> {
  fs.mkdirSync(stateDir(key), { recursive: true });
  const lock = path.join(stateDir(key), "lock");
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      try {
        if (Date.now() - fs.statSync(lock).mtimeMs > 120_000) fs.rmSync(lock, { recursive: true, force: true });
      } catch {
        /* released meanwhile */
      }
      await sleep(50);
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** The first step after `lastStep` the server takes now (the previous one only with time to spare), or null. */
function freeStep(lastStep: number | null, now = Date.now()): number | null {
  const current = Math.floor(now / PERIOD_MS);
  const earliest = now % PERIOD_MS < PERIOD_MS - 5_000 ? current - 1 : current;
  const step = Math.max(earliest, (lastStep ?? -Infinity) + 1);
  // The next step's code is taken too, but not at the very end of the current one.
  return step <= current || (step === current + 1 && now % PERIOD_MS < PERIOD_MS - 2_000) ? step : null;
}

/** Waits for a step after `lastStep` that the server takes: the step. */
async function nextStep(lastStep: number | null): Promise<number> {
  for (;;) {
    const step = freeStep(lastStep);
    if (step !== null) return step;
    await sleep(250);
  }
}

/**
 * Signs in with a code for `key` no sign-in has used: `use` gets it (a TOTP code, or with `backup` allowed one of
 * the account's saved backup codes when no step is free) and makes the sign-in while the lock is held.
 */
export async function withSecondFactor<T>(
  key: string,
  use: (factor: SecondFactor) => Promise<T>,
  { backup = false } = {},
): Promise<T> {
  return withLock(key, async () => {
    const state = readState(key);
    let step = freeStep(state.lastStep);
    if (step === null && backup && state.backupCodes.length === 0 && state.renew) {
      // Ten new backup codes for one step's code: a session that passed the code asks for them.
      const renewStep = await nextStep(state.lastStep);
      state.lastStep = renewStep;
      writeState(key, state);
      const { site, account, ip } = state.renew;
      const cookie = await finishSignIn(site, account, totpCode(key, renewStep * PERIOD_MS), ip);
      const renewed = await callAuth(
        site,
        "/two-factor/generate-backup-codes",
        { password: account.password },
        ip,
        cookie,
      );
      state.backupCodes = (renewed.payload?.backupCodes as string[] | undefined) ?? [];
      writeState(key, state);
    }
    if (step === null && backup && state.backupCodes.length > 0) {
      const code = state.backupCodes.shift() as string;
      writeState(key, state);
      return use({ method: "backup", code });
    }
    step ??= await nextStep(state.lastStep);
    state.lastStep = step;
    writeState(key, state);
    return use({ method: "totp", code: totpCode(key, step * PERIOD_MS) });
  });
}

/**
 * Signs in to `site` with the password (its own client address `ip`, behind the trusted loopback proxy), turns
 * two-factor sign-in on and confirms it with a code. Returns the key; its backup codes are kept for `withSecondFactor`.
 */
export async function enrolTwoFactor(site: string, account: Account, ip: string): Promise<string> {
  const signedIn = await callAuth(site, "/sign-in/email", account, ip);
  const enabled = await callAuth(site, "/two-factor/enable", { password: account.password }, ip, signedIn.cookie);
  const key = new URL(String(enabled.payload?.totpURI)).searchParams.get("secret");
  if (!key) throw new Error("two-factor enable gave no key");
  writeState(key, {
    lastStep: null,
    backupCodes: (enabled.payload?.backupCodes as string[] | undefined) ?? [],
    renew: { site, account, ip },
  });
  await withSecondFactor(key, ({ code }) => callAuth(site, "/two-factor/verify-totp", { code }, ip, signedIn.cookie));
  return key;
}

/** Signs in to `site` with the password and then a code for `key` no sign-in has used: the session's cookie. */
export async function signInWithCode(site: string, account: Account, key: string, ip: string): Promise<string> {
  return withSecondFactor(key, ({ code }) => finishSignIn(site, account, code, ip));
}

async function finishSignIn(site: string, account: Account, code: string, ip: string): Promise<string> {
  const pending = await callAuth(site, "/sign-in/email", account, ip);
  if (!pending.payload?.twoFactorRedirect) throw new Error("sign-in did not ask for a code");
  return (await callAuth(site, "/two-factor/verify-totp", { code }, ip, pending.cookie)).cookie;
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
