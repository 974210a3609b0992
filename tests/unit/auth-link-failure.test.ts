import { describe, expect, it } from "vitest";
import { authLinkFailurePage } from "~/lib/accounts/auth-link-failure";

const HTML = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const at = (path: string) => new URL(path, "https://kestrel.example");

describe("a failed emailed link", () => {
  it("sends a browser to the page that explains it", () => {
    expect(authLinkFailurePage(at("/api/auth/verify-email?token=abc"), "GET", HTML, 401)).toBe(
      "/auth?error=INVALID_TOKEN",
    );
    expect(authLinkFailurePage(at("/api/auth/verify-email"), "GET", HTML, 400)).toBe("/auth?error=INVALID_TOKEN");
    expect(authLinkFailurePage(at("/api/auth/reset-password/abc"), "GET", HTML, 400)).toBe(
      "/auth/reset-password?error=INVALID_TOKEN",
    );
  });

  it("leaves successes, redirects, server errors, scripts, posts and other endpoints alone", () => {
    expect(authLinkFailurePage(at("/api/auth/verify-email?token=abc"), "GET", HTML, 200)).toBeNull();
    expect(authLinkFailurePage(at("/api/auth/verify-email?token=abc"), "GET", HTML, 302)).toBeNull();
    expect(authLinkFailurePage(at("/api/auth/verify-email?token=abc"), "GET", HTML, 500)).toBeNull();
    expect(authLinkFailurePage(at("/api/auth/verify-email?token=abc"), "GET", "application/json", 401)).toBeNull();
    expect(authLinkFailurePage(at("/api/auth/verify-email?token=abc"), "GET", null, 401)).toBeNull();
    expect(authLinkFailurePage(at("/api/auth/verify-email?token=abc"), "POST", HTML, 401)).toBeNull();
    expect(authLinkFailurePage(at("/api/auth/get-session"), "GET", HTML, 401)).toBeNull();
  });
});
