import { describe, expect, it } from "vitest";
import { PREVIEW_LINK_TTL_MS, signPreviewToken, verifyPreviewToken } from "~/lib/insights/post-preview-link.server";

const SECRET = "a-test-secret-of-enough-length-000";
const POST = "3f1c9d4e-8a2b-4c6d-9e0f-1a2b3c4d5e6f";
const now = Date.parse("2026-11-26T10:00:00Z");

describe("preview links", () => {
  it("are valid for 7 days, then expired", () => {
    const { token, expiresAt } = signPreviewToken(SECRET, POST, now);
    expect(expiresAt.getTime()).toBe(now + PREVIEW_LINK_TTL_MS);
    expect(verifyPreviewToken(SECRET, token, now + PREVIEW_LINK_TTL_MS - 1000)).toEqual({
      ok: true,
      postId: POST,
      expiresAt,
    });
    expect(verifyPreviewToken(SECRET, token, now + PREVIEW_LINK_TTL_MS)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuse another post's id, another secret, a changed expiry and malformed tokens", () => {
    const { token } = signPreviewToken(SECRET, POST, now);
    const [, expiry, signature] = token.split(".");
    const other = "00000000-0000-4000-8000-000000000000";
    expect(verifyPreviewToken(SECRET, `${other}.${expiry}.${signature}`, now)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(verifyPreviewToken("another-secret-of-enough-length-00", token, now)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(verifyPreviewToken(SECRET, `${POST}.${Number(expiry) + 86400}.${signature}`, now)).toEqual({
      ok: false,
      reason: "invalid",
    });
    for (const bad of ["", "x", `${POST}.${expiry}`, `${POST}.${expiry}.${signature}.x`, 42, null]) {
      expect(verifyPreviewToken(SECRET, bad, now)).toEqual({ ok: false, reason: "invalid" });
    }
  });
});
