/**
 * The signed links of the newsletter: a confirmation link (valid for 7 days)
 * and an unsubscribe link (valid for as long as the subscriber exists), each
 * an HMAC-SHA256 over the subscriber's id, the link's purpose and, for
 * confirmation, its expiry. The key is derived from the server secret, so a
 * token of one purpose never passes as another, and no database row holds
 * it. Pure functions: the secret and the clock are arguments.
 *
 * Token shapes (URL-safe, no padding):
 *   confirm:     <subscriber id>.<expiry, seconds since 1970>.<signature>
 *   unsubscribe: <subscriber id>.<signature>
 */
import crypto from "node:crypto";

export type NewsletterTokenPurpose = "confirm" | "unsubscribe";

/** How long a confirmation link works. */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type TokenCheck = { ok: true; subscriberId: string } | { ok: false; reason: "invalid" | "expired" };

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const EXPIRY_PATTERN = /^[1-9][0-9]{0,11}$/;

/** A key used only for newsletter links, derived from the server secret. */
function tokenKey(secret: string): Buffer {
  return crypto.createHmac("sha256", secret).update("kestrel:newsletter-links:v1").digest();
}

function signature(secret: string, purpose: NewsletterTokenPurpose, subscriberId: string, expiry?: string): Buffer {
  const message = ["newsletter", purpose, subscriberId, expiry ?? ""].join("\n");
  return crypto.createHmac("sha256", tokenKey(secret)).update(message).digest();
}

/** The confirmation token of a subscriber, expiring `CONFIRM_TOKEN_TTL_MS` after `now`. */
export function signConfirmToken(secret: string, subscriberId: string, now = Date.now()): string {
  const expiry = String(Math.floor((now + CONFIRM_TOKEN_TTL_MS) / 1000));
  return `${subscriberId}.${expiry}.${signature(secret, "confirm", subscriberId, expiry).toString("base64url")}`;
}

/** The unsubscribe token of a subscriber: it does not expire. */
export function signUnsubscribeToken(secret: string, subscriberId: string): string {
  return `${subscriberId}.${signature(secret, "unsubscribe", subscriberId).toString("base64url")}`;
}

/** Compares the signatures as text, so no other spelling of the same bytes passes. */
function signatureMatches(given: string, expected: Buffer): boolean {
  if (!SIGNATURE_PATTERN.test(given)) return false;
  return crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected.toString("base64url")));
}

/** Checks a confirmation token: its signature first, then its expiry. */
export function verifyConfirmToken(secret: string, token: unknown, now = Date.now()): TokenCheck {
  if (typeof token !== "string") return { ok: false, reason: "invalid" };
  const parts = token.split(".");
  if (parts.length !== 3) return { ok: false, reason: "invalid" };
  const [subscriberId, expiry, given] = parts;
  if (!UUID_PATTERN.test(subscriberId) || !EXPIRY_PATTERN.test(expiry)) return { ok: false, reason: "invalid" };
  if (!signatureMatches(given, signature(secret, "confirm", subscriberId, expiry)))
    return { ok: false, reason: "invalid" };
  if (Number(expiry) * 1000 <= now) return { ok: false, reason: "expired" };
  return { ok: true, subscriberId };
}

/** Checks an unsubscribe token's signature. */
export function verifyUnsubscribeToken(secret: string, token: unknown): TokenCheck {
  if (typeof token !== "string") return { ok: false, reason: "invalid" };
  const parts = token.split(".");
  if (parts.length !== 2) return { ok: false, reason: "invalid" };
  const [subscriberId, given] = parts;
  if (!UUID_PATTERN.test(subscriberId)) return { ok: false, reason: "invalid" };
  if (!signatureMatches(given, signature(secret, "unsubscribe", subscriberId))) return { ok: false, reason: "invalid" };
  return { ok: true, subscriberId };
}
