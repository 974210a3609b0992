/**
 * Post/Redirect/Get for the multi-step lead forms (ADR 023). A browser that
 * posts the form as a page (no JavaScript yet, or none at all) is answered,
 * once the submission is stored, with 303 See Other to the form's own address
 * and a one-time cookie; the page it then loads shows the success message and
 * the emptied form on step 1, as the rendered answer did. The POST itself
 * renders nothing, and reloading the page afterwards sends nothing again.
 * Enhanced forms post with fetch and keep getting the action's data.
 */
import { redirect } from "react-router";
import { env } from "../runtime/env.server";
import { guardHeaders } from "./form-guard.server";
import { pageUrl } from "~/lib/runtime/page-url";

/** The cookie's name; its value is the form's name, its path the form page's. */
const COOKIE = "lead-sent";
/** Long enough for the redirect to be followed, short enough that a later visit shows a fresh form. */
const MAX_AGE_SECONDS = 60;

/**
 * True when the request is a page load (a form posted by the browser itself, which shows whatever comes back),
 * false for a fetch (React Router's enhanced submit, which reads the action's data). Browsers say which in
 * Sec-Fetch-Dest; one too old to send it is taken at its Accept header (a page asks for HTML, fetch for anything).
 */
export function isPageRequest(request: Request): boolean {
  const destination = request.headers.get("Sec-Fetch-Dest");
  if (destination !== null) return destination === "document";
  return /\btext\/html\b/i.test(request.headers.get("Accept") ?? "");
}

function cookie(value: string, path: string, maxAge: number): string {
  const secure = env().publicUrl.startsWith("https://") ? "; Secure" : "";
  return `${COOKIE}=${value}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/** The form page's own address (path and query, which the form was posted to), where the visitor is sent back. */
function formPage(request: Request): { path: string; location: string } {
  const url = pageUrl(request);
  // The route matched this path, so it is the site's own; a leading "//" would still read as another host.
  const path = url.pathname.startsWith("//") ? "/" : url.pathname;
  return { path, location: `${path}${url.search}` };
}

/** 303 to the form's page, marked so that it shows `form`'s success message once (never cached). */
export function redirectAfterSubmission(request: Request, form: string): Response {
  const { path, location } = formPage(request);
  const headers = guardHeaders();
  headers.append("Set-Cookie", cookie(form, path, MAX_AGE_SECONDS));
  return redirect(location, { status: 303, headers });
}

/**
 * Whether this load of the form's page follows a successful submission of `form` (redirectAfterSubmission), and
 * the headers that forget it, so a reload shows the form alone.
 */
export function readSubmissionSent(request: Request, form: string): { sent: boolean; headers: Headers } {
  const headers = new Headers();
  const sent = (request.headers.get("Cookie") ?? "").split(";").some((pair) => pair.trim() === `${COOKIE}=${form}`);
  if (sent) headers.append("Set-Cookie", cookie("", formPage(request).path, 0));
  return { sent, headers };
}
