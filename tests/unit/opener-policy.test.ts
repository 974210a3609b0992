import { describe, expect, it } from "vitest";
import { needsOpenerIsolation } from "../../server/opener-policy";

describe("Cross-Origin-Opener-Policy", () => {
  it("isolates the admin, the sign-in pages and the auth API", () => {
    for (const path of [
      "/admin",
      "/admin/leads",
      "/ADMIN/posts/new",
      "/auth",
      "/auth/reset-password",
      "/api/auth/sign-in/email",
    ]) {
      expect(needsOpenerIsolation(path, undefined), path).toBe(true);
    }
  });

  it("isolates any page asked for with a session cookie", () => {
    expect(needsOpenerIsolation("/", "theme=dark; better-auth.session_token=abc.def")).toBe(true);
    expect(needsOpenerIsolation("/services", "__Secure-better-auth.session_token=abc")).toBe(true);
  });

  it("leaves the public pages of an anonymous visitor without it", () => {
    for (const path of [
      "/",
      "/services",
      "/about/faq",
      "/contact",
      "/insights/some-post",
      "/administration",
      "/authors",
    ]) {
      expect(needsOpenerIsolation(path, undefined), path).toBe(false);
      expect(needsOpenerIsolation(path, "toast=saved; consent=1"), path).toBe(false);
    }
  });
});
