import { describe, expect, it } from "vitest";
import {
  CONFIRM_TOKEN_TTL_MS,
  signConfirmToken,
  signUnsubscribeToken,
  verifyConfirmToken,
  verifyUnsubscribeToken,
} from "~/lib/newsletter/newsletter-tokens.server";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";
const OTHER_SECRET = "another-secret-that-is-long-enough-987654321";
const ID = "3f1c2a9e-5b7d-4e21-9a0c-8d6f4b2e1a70";
const OTHER_ID = "3f1c2a9e-5b7d-4e21-9a0c-8d6f4b2e1a71";
const NOW = Date.UTC(2024, 0, 15, 9, 30);

/** The token with one character of `part` (0: id, last: signature) changed. */
function tamper(token: string, part: number, at = 0): string {
  const parts = token.split(".");
  const index = part < 0 ? parts.length + part : part;
  const chars = [...parts[index]];
  chars[at] = chars[at] === "A" ? "B" : chars[at] === "0" ? "1" : /[0-9]/.test(chars[at]) ? "0" : "A";
  parts[index] = chars.join("");
  return parts.join(".");
}

describe("confirmation tokens", () => {
  it("verify for the subscriber they were signed for, until they expire 7 days later", () => {
    expect(CONFIRM_TOKEN_TTL_MS).toBe(7 * 24 * 60 * 60 * 1000);
    const token = signConfirmToken(SECRET, ID, NOW);
    expect(token).toMatch(/^[0-9a-f-]{36}\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyConfirmToken(SECRET, token, NOW)).toEqual({ ok: true, subscriberId: ID });
    expect(verifyConfirmToken(SECRET, token, NOW + CONFIRM_TOKEN_TTL_MS - 1000)).toEqual({
      ok: true,
      subscriberId: ID,
    });
    expect(verifyConfirmToken(SECRET, token, NOW + CONFIRM_TOKEN_TTL_MS)).toEqual({ ok: false, reason: "expired" });
    expect(verifyConfirmToken(SECRET, token, NOW + 30 * CONFIRM_TOKEN_TTL_MS)).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("carry their expiry in seconds", () => {
    const [, expiry] = signConfirmToken(SECRET, ID, NOW).split(".");
    expect(Number(expiry)).toBe((NOW + CONFIRM_TOKEN_TTL_MS) / 1000);
  });

  it("refuse any change to the id, the expiry or the signature", () => {
    const token = signConfirmToken(SECRET, ID, NOW);
    const [, expiry, signature] = token.split(".");
    expect(verifyConfirmToken(SECRET, `${OTHER_ID}.${expiry}.${signature}`, NOW)).toEqual({
      ok: false,
      reason: "invalid",
    });
    // A later expiry cannot be forged, even on an expired token.
    const later = String(Number(expiry) + 30 * 24 * 3600);
    expect(verifyConfirmToken(SECRET, `${ID}.${later}.${signature}`, NOW)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyConfirmToken(SECRET, `${ID}.${later}.${signature}`, NOW + 2 * CONFIRM_TOKEN_TTL_MS)).toEqual({
      ok: false,
      reason: "invalid",
    });
    for (let at = 0; at < 43; at += 7) {
      expect(verifyConfirmToken(SECRET, tamper(token, -1, at), NOW).ok, `signature character ${at}`).toBe(false);
    }
    expect(verifyConfirmToken(SECRET, tamper(token, 0), NOW).ok).toBe(false);
  });

  it("refuse another spelling of the same signature bytes", () => {
    const token = signConfirmToken(SECRET, ID, NOW);
    // The last base64url character carries 2 unused bits: flipping them keeps the bytes but not the text.
    const last = token.at(-1)!;
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const index = alphabet.indexOf(last);
    const twin = alphabet[(index & ~3) | ((index + 1) & 3)];
    expect(Buffer.from(token.slice(-43), "base64url")).toEqual(Buffer.from(token.slice(-43, -1) + twin, "base64url"));
    expect(verifyConfirmToken(SECRET, token.slice(0, -1) + twin, NOW)).toEqual({ ok: false, reason: "invalid" });
  });

  it("are checked before their expiry: a forged token is invalid, not expired", () => {
    const forged = signConfirmToken(OTHER_SECRET, ID, NOW);
    expect(verifyConfirmToken(SECRET, forged, NOW)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyConfirmToken(SECRET, forged, NOW + 2 * CONFIRM_TOKEN_TTL_MS)).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("refuse a token signed with another secret, or for unsubscribing", () => {
    expect(verifyConfirmToken(SECRET, signConfirmToken(OTHER_SECRET, ID, NOW), NOW).ok).toBe(false);
    const unsubscribe = signUnsubscribeToken(SECRET, ID);
    const [, signature] = unsubscribe.split(".");
    const [, expiry] = signConfirmToken(SECRET, ID, NOW).split(".");
    expect(verifyConfirmToken(SECRET, unsubscribe, NOW).ok).toBe(false);
    expect(verifyConfirmToken(SECRET, `${ID}.${expiry}.${signature}`, NOW).ok).toBe(false);
  });

  it.each([
    ["nothing", undefined],
    ["null", null],
    ["a number", 42],
    ["an empty string", ""],
    ["a string without parts", "not-a-token"],
    ["too many parts", `${ID}.1.2.3`],
    [
      "an id that is not a uuid",
      "x'; drop table newsletter_subscribers; --.1893456000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    ],
    ["a non-numeric expiry", `${ID}.soon.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`],
    ["a short signature", `${ID}.1893456000.AAAA`],
  ])("refuse %s as invalid", (_name, token) => {
    expect(verifyConfirmToken(SECRET, token, NOW)).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("unsubscribe tokens", () => {
  it("verify for the subscriber they were signed for, for ever", () => {
    const token = signUnsubscribeToken(SECRET, ID);
    expect(token).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    expect(verifyUnsubscribeToken(SECRET, token)).toEqual({ ok: true, subscriberId: ID });
    expect(signUnsubscribeToken(SECRET, ID)).toBe(token);
  });

  it("refuse changes, other secrets, other subscribers and confirmation tokens", () => {
    const token = signUnsubscribeToken(SECRET, ID);
    const [, signature] = token.split(".");
    expect(verifyUnsubscribeToken(SECRET, `${OTHER_ID}.${signature}`)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyUnsubscribeToken(SECRET, tamper(token, -1, 5))).toEqual({ ok: false, reason: "invalid" });
    expect(verifyUnsubscribeToken(OTHER_SECRET, token)).toEqual({ ok: false, reason: "invalid" });
    const confirm = signConfirmToken(SECRET, ID, NOW);
    expect(verifyUnsubscribeToken(SECRET, confirm)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyUnsubscribeToken(SECRET, `${ID}.${confirm.split(".")[2]}`)).toEqual({ ok: false, reason: "invalid" });
  });

  it.each([
    undefined,
    null,
    "",
    "abc",
    `${ID}`,
    `${ID}.`,
    `${ID}.x.y`,
    "not-a-uuid.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  ])("refuse %j as invalid", (token) => {
    expect(verifyUnsubscribeToken(SECRET, token)).toEqual({ ok: false, reason: "invalid" });
  });
});
