import { describe, expect, it } from "vitest";
import { BODY_LIMITS, bodyKindFor, bodyLimitFor, UPLOAD_LIMIT } from "~/lib/forms/request-body";

describe("the body limit of each route", () => {
  it.each([
    ["/contact", "form"],
    ["/contact.data", "form"],
    ["/marketplace", "form"],
    ["/services", "form"],
    ["/newsletter/unsubscribe", "form"],
    ["/", "form"],
    ["/auth", "auth"],
    ["/auth.data", "auth"],
    ["/auth/reset-password", "auth"],
    ["/auth/forgot-password.data", "auth"],
    ["/api/auth/sign-in/email", "auth"],
    ["/admin", "admin"],
    ["/admin.data", "admin"],
    ["/admin/categories", "admin"],
    ["/admin/leads/contact/8d5a3c1e-4b7b-4a53-9c1e-2f0c5d7e9a10", "admin"],
    ["/admin/posts/preview", "preview"],
    ["/admin/posts/new", "post"],
    ["/admin/posts/new.data", "post"],
    ["/ADMIN/Posts/8d5a3c1e-4b7b-4a53-9c1e-2f0c5d7e9a10/", "post"],
    ["/administration", "form"],
    ["/authors", "form"],
  ] as const)("%s takes a %s body", (path, kind) => {
    expect(bodyKindFor(path)).toBe(kind);
    expect(bodyLimitFor(path)).toBe(BODY_LIMITS[kind]);
  });

  it("gives the post form room for the largest image and keeps every other form small", () => {
    expect(BODY_LIMITS.post).toBeGreaterThan(UPLOAD_LIMIT);
    expect(BODY_LIMITS.form).toBe(32 * 1024);
    expect(BODY_LIMITS.auth).toBeLessThanOrEqual(BODY_LIMITS.form);
  });
});
