/**
 * Post/Redirect/Get for the multi-step lead forms (ADR 023): which posts are
 * page loads, the redirect to the form's own page, and the one-time mark.
 */
import { describe, expect, it } from "vitest";
import { isPageRequest, readSubmissionSent, redirectAfterSubmission } from "~/lib/forms/submission-sent.server";
import { setUpTestEnvironment } from "../support/environment";

setUpTestEnvironment("submission-sent-test", { PUBLIC_URL: "http://localhost:3997", AUTH_SECRET: "s".repeat(32) });

const post = (headers: Record<string, string>, url = "http://localhost:3997/contact") =>
  new Request(url, { method: "POST", headers });

describe("isPageRequest", () => {
  it("is true for a form the browser posts itself, false for a fetch", () => {
    expect(isPageRequest(post({ "Sec-Fetch-Dest": "document", Accept: "text/html" }))).toBe(true);
    expect(isPageRequest(post({ "Sec-Fetch-Dest": "empty", Accept: "*/*" }))).toBe(false);
    // A fetch that asks for HTML is still a fetch: the browser says so.
    expect(isPageRequest(post({ "Sec-Fetch-Dest": "empty", Accept: "text/html" }))).toBe(false);
    expect(isPageRequest(post({ "Sec-Fetch-Dest": "iframe", Accept: "text/html" }))).toBe(false);
  });

  it("falls back to the Accept header for a browser that sends no Sec-Fetch-Dest", () => {
    expect(isPageRequest(post({ Accept: "text/html,application/xhtml+xml,*/*;q=0.8" }))).toBe(true);
    expect(isPageRequest(post({ Accept: "*/*" }))).toBe(false);
    expect(isPageRequest(post({}))).toBe(false);
  });
});

describe("redirectAfterSubmission and readSubmissionSent", () => {
  it("sends the visitor back to the address the form was posted to, query included", () => {
    const response = redirectAfterSubmission(
      post({}, "http://localhost:3997/contact?lead=operations-plan&x=%3Cb%3E"),
      "contact",
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/contact?lead=operations-plan&x=%3Cb%3E");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.getSetCookie()).toEqual([
      "lead-sent=contact; Path=/contact; Max-Age=60; HttpOnly; SameSite=Lax",
    ]);
  });

  it("never sends the visitor to another host", () => {
    const response = redirectAfterSubmission(post({}, "http://localhost:3997//evil.example/contact"), "contact");
    expect(response.headers.get("Location")).toBe("/");
  });

  it("reads the mark of its own form only, and forgets it", () => {
    const page = (cookie: string) => new Request("http://localhost:3997/contact", { headers: { Cookie: cookie } });
    const sent = readSubmissionSent(page("a=1; lead-sent=contact"), "contact");
    expect(sent.sent).toBe(true);
    expect(sent.headers.getSetCookie()).toEqual(["lead-sent=; Path=/contact; Max-Age=0; HttpOnly; SameSite=Lax"]);
    for (const cookie of ["lead-sent=marketplace", "lead-sent=contactx", "xlead-sent=contact", ""]) {
      const other = readSubmissionSent(page(cookie), "contact");
      expect(other.sent, cookie).toBe(false);
      expect(other.headers.getSetCookie()).toEqual([]);
    }
  });
});
