/**
 * Our forms call Better Auth through its HTTP handler (not its server API), so
 * its rate limits, origin checks and cookies apply exactly as for /api/auth/*.
 */
import { formGuardMessages } from "~/content/leads";
import { auth } from "../runtime/process-services.server";

export type AuthCallResult =
  | { ok: true; status: number; body: unknown; setCookies: string[] }
  | { ok: false; status: number; code: string | undefined; message: string };

export async function callAuthEndpoint(
  request: Request,
  path: string,
  body: Record<string, unknown>,
): Promise<AuthCallResult> {
  const url = new URL(`/api/auth${path}`, request.url);
  const headers = new Headers(request.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  const response = await auth().handler(new Request(url, { method: "POST", headers, body: JSON.stringify(body) }));
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) {
    return { ok: true, status: response.status, body: payload, setCookies: response.headers.getSetCookie() };
  }
  const error = (payload ?? {}) as { code?: string; message?: string };
  return { ok: false, status: response.status, code: error.code, message: friendlyAuthMessage(response.status, error) };
}

/** What the visitor reads for each failure: specific, and never whether an account exists. */
export function friendlyAuthMessage(status: number, error: { code?: string; message?: string }): string {
  if (status === 429) return "Too many attempts. Please wait a minute and try again.";
  switch (error.code) {
    case "INVALID_EMAIL_OR_PASSWORD":
    case "INVALID_EMAIL":
    case "INVALID_PASSWORD":
      return "Invalid email or password.";
    case "EMAIL_NOT_VERIFIED":
      return "Please confirm your email address before signing in. We've sent you a new confirmation link.";
    case "PASSWORD_TOO_SHORT":
      return "Password must be at least 12 characters";
    case "PASSWORD_TOO_LONG":
      return "Password must be at most 128 characters";
    case "INVALID_TOKEN":
      return "This link is invalid or has expired. Please request a new one.";
    case "INVALID_ORIGIN":
    case "MISSING_OR_NULL_ORIGIN":
      return formGuardMessages.crossOrigin;
  }
  return error.message || "An unexpected error occurred";
}

/** A path on this site to return to after signing in; anything else becomes "/". */
export function safeRedirectPath(value: FormDataEntryValue | string | null | undefined): string {
  if (typeof value !== "string" || !value.startsWith("/")) return "/";
  // Browsers drop tabs and newlines and read "\\" as "/", so "/\t/evil" would mean "//evil".
  const hasControlCharacter = [...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);
  if (hasControlCharacter || value.includes("\\") || value.startsWith("//")) return "/";
  const base = "http://site.invalid";
  return new URL(value, base).origin === base ? value : "/";
}
