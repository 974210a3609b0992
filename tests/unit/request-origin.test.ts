import { describe, expect, it } from "vitest";
import { comesFromSite } from "../../server/request-origin";

const SITE = "https://www.kestreladvisory.co.za";
const post = (path: string, headers: { origin?: string; referer?: string }) => ({
  method: "POST",
  path,
  ...headers,
  origin: headers.origin,
  referer: headers.referer,
});

describe("which state-changing requests come from this site", () => {
  it("lets safe methods through whatever they name", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect(comesFromSite({ method, path: "/admin", origin: "https://evil.example", referer: undefined }, SITE)).toBe(
        true,
      );
    }
  });

  it("refuses another origin on every route", () => {
    for (const path of ["/contact", "/admin/categories", "/api/auth/sign-in/email", "/newsletter/unsubscribe"]) {
      expect(comesFromSite(post(path, { origin: "https://evil.example" }), SITE), path).toBe(false);
      expect(comesFromSite(post(path, { origin: "null" }), SITE), path).toBe(false);
      expect(comesFromSite(post(path, { origin: SITE }), SITE), path).toBe(true);
    }
  });

  it("lets a public post without an Origin through (a mail program's one-click unsubscribe)", () => {
    expect(comesFromSite(post("/newsletter/unsubscribe", {}), SITE)).toBe(true);
    expect(comesFromSite(post("/contact", { referer: "https://evil.example/page" }), SITE)).toBe(true);
  });

  it("asks an admin change without an Origin for a Referer on this site", () => {
    for (const path of ["/admin", "/admin.data", "/admin/posts/new", "/ADMIN/categories", "/auth/sign-out"]) {
      expect(comesFromSite(post(path, {}), SITE), path).toBe(false);
      expect(comesFromSite(post(path, { referer: "https://evil.example/admin" }), SITE), path).toBe(false);
      expect(comesFromSite(post(path, { referer: "not a url" }), SITE), path).toBe(false);
      expect(comesFromSite(post(path, { referer: `${SITE}.evil.example/admin` }), SITE), path).toBe(false);
      expect(comesFromSite(post(path, { referer: `${SITE}/admin/posts/new` }), SITE), path).toBe(true);
    }
  });

  it("does not take a look-alike path for the admin", () => {
    expect(comesFromSite(post("/administration", {}), SITE)).toBe(true);
  });
});
