import { describe, expect, it } from "vitest";
import { friendlyAuthMessage, safeRedirectPath } from "~/lib/accounts/auth-actions.server";

describe("friendlyAuthMessage", () => {
  it("answers 429 with the wait message whatever the code", () => {
    const wait = "Too many attempts. Please wait a minute and try again.";
    expect(friendlyAuthMessage(429, {})).toBe(wait);
    expect(friendlyAuthMessage(429, { code: "INVALID_EMAIL_OR_PASSWORD", message: "x" })).toBe(wait);
  });

  it("gives one message for every credential failure, so it never reveals whether an account exists", () => {
    for (const code of ["INVALID_EMAIL_OR_PASSWORD", "INVALID_EMAIL", "INVALID_PASSWORD"]) {
      expect(friendlyAuthMessage(401, { code, message: `raw ${code}` })).toBe("Invalid email or password.");
    }
  });

  it.each([
    [
      "EMAIL_NOT_VERIFIED",
      403,
      "Please confirm your email address before signing in. We've sent you a new confirmation link.",
    ],
    ["PASSWORD_TOO_SHORT", 400, "Password must be at least 12 characters"],
    ["PASSWORD_TOO_LONG", 400, "Password must be at most 128 characters"],
    ["INVALID_TOKEN", 400, "This link is invalid or has expired. Please request a new one."],
    [
      "INVALID_ORIGIN",
      403,
      "This request came from another site and was blocked. Please reload the page and try again.",
    ],
    [
      "MISSING_OR_NULL_ORIGIN",
      403,
      "This request came from another site and was blocked. Please reload the page and try again.",
    ],
  ])("explains %s", (code, status, expected) => {
    expect(friendlyAuthMessage(status, { code, message: "Better Auth's own wording" })).toBe(expected);
  });

  it("falls back to the server's message, then to a generic one", () => {
    expect(friendlyAuthMessage(400, { code: "SOMETHING_NEW", message: "Something new happened" })).toBe(
      "Something new happened",
    );
    expect(friendlyAuthMessage(500, { message: "" })).toBe("An unexpected error occurred");
    expect(friendlyAuthMessage(500, {})).toBe("An unexpected error occurred");
  });
});

describe("safeRedirectPath", () => {
  it("keeps paths on this site, with their query and hash", () => {
    expect(safeRedirectPath("/")).toBe("/");
    expect(safeRedirectPath("/admin")).toBe("/admin");
    expect(safeRedirectPath("/insights?category=exit-and-succession#top")).toBe(
      "/insights?category=exit-and-succession#top",
    );
  });

  it.each([
    ["a protocol-relative URL", "//evil.example"],
    ["a protocol-relative URL with a path", "//evil.example/admin"],
    ["an absolute URL", "https://evil.example/"],
    ["a backslash trick", "/\\evil.example"],
    ["a relative path", "admin"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["an empty string", ""],
  ])("rejects %s", (_label, value) => {
    expect(safeRedirectPath(value)).toBe("/");
  });

  it.each(["//evil.example", "https://evil.example", "/\\evil.example", "/\\/evil.example"])(
    "never returns a URL that leaves the site: %j",
    (value) => {
      const resolved = new URL(safeRedirectPath(value), "http://localhost:3999/auth");
      expect(resolved.origin).toBe("http://localhost:3999");
    },
  );

  // URL parsers delete tabs and newlines anywhere in a URL, so "/\t/evil.example" would
  // resolve to http://evil.example/: an open redirect through /auth?redirectTo=.
  it.each(["/\t/evil.example", "/\n/evil.example", "/\r/evil.example"])(
    "never returns a URL that leaves the site once tabs and newlines are dropped: %j",
    (value) => {
      const resolved = new URL(safeRedirectPath(value), "http://localhost:3999/auth");
      expect(resolved.origin).toBe("http://localhost:3999");
    },
  );

  it("rejects values that are not strings", () => {
    expect(safeRedirectPath(null)).toBe("/");
    expect(safeRedirectPath(undefined)).toBe("/");
    expect(safeRedirectPath(new File(["/admin"], "admin.txt"))).toBe("/");
  });
});
