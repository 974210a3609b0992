/**
 * Who the running site writes its backup for (ADR 036): a request from this machine's own socket address, not relayed
 * by a proxy, with the key derived from its AUTH_SECRET. (tests/e2e/backup.spec.ts asks a real server.)
 */
import { describe, expect, it } from "vitest";
import { backupKey, isLoopback, mayBackUp } from "~/lib/backup/over-loopback.server";

const SECRET = "the-site-auth-secret-of-at-least-32-characters";
const KEY = backupKey(SECRET);

describe("mayBackUp", () => {
  it("answers the command on this machine with the key", () => {
    for (const remoteAddress of ["127.0.0.1", "127.3.2.1", "::1", "::ffff:127.0.0.1"]) {
      expect(mayBackUp({ remoteAddress, headers: { authorization: `Bearer ${KEY}` } }, SECRET), remoteAddress).toBe(
        true,
      );
    }
  });

  it("refuses another machine, whatever its headers say", () => {
    for (const remoteAddress of [
      "10.0.0.5",
      "192.168.1.20",
      "::ffff:10.0.0.5",
      "fd00::1",
      "128.0.0.1",
      "::2",
      undefined,
    ]) {
      expect(isLoopback(remoteAddress), String(remoteAddress)).toBe(false);
      expect(
        mayBackUp({ remoteAddress, headers: { authorization: `Bearer ${KEY}` } }, SECRET),
        String(remoteAddress),
      ).toBe(false);
    }
  });

  it("refuses a request a proxy relayed, and one without the key or with another site's", () => {
    const local = (headers: Record<string, string>) => mayBackUp({ remoteAddress: "127.0.0.1", headers }, SECRET);
    expect(local({ authorization: `Bearer ${KEY}`, "x-forwarded-for": "203.0.113.9" })).toBe(false);
    expect(local({ authorization: `Bearer ${KEY}`, forwarded: "for=203.0.113.9" })).toBe(false);
    expect(local({})).toBe(false);
    expect(local({ authorization: KEY })).toBe(false);
    expect(local({ authorization: `Bearer ${backupKey("another-site-auth-secret-of-32-characters")}` })).toBe(false);
    expect(local({ authorization: `Bearer ${SECRET}` })).toBe(false);
  });

  it("derives a key that is not the secret and is the same each time", () => {
    expect(KEY).not.toContain(SECRET);
    expect(backupKey(SECRET)).toBe(KEY);
    expect(KEY).toMatch(/^[\w-]{43}$/);
  });
});
