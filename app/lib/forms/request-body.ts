/**
 * How large a request body each route may send: one table, read by the HTTP
 * server (which refuses a larger body with 413 before reading past the limit)
 * and by the form readers (which check again when a route is called directly).
 */
import { pagePath } from "../runtime/page-url";

/** The largest featured image an admin may upload. */
export const UPLOAD_LIMIT = 5 * 1024 * 1024;

export const BODY_LIMITS = {
  /** the public forms (contact, marketplace, Ready to talk, newsletter, unsubscribe): ample for any of them */
  form: 32 * 1024,
  /** sign-in, sign-up, password reset and Better Auth's JSON endpoints */
  auth: 16 * 1024,
  /** the admin's forms: a note of 2,000 characters, however it is encoded */
  admin: 64 * 1024,
  /** the post editor's live preview: 100,000 characters, even if each is a percent-encoded four-byte character */
  preview: 2 * 1024 * 1024,
  /** the post form: the largest image and room for the other fields around it */
  post: UPLOAD_LIMIT + 512 * 1024,
} as const;

export type BodyKind = keyof typeof BODY_LIMITS;

/** The kind of body a path takes (React Router's ".data" requests count as their page). */
export function bodyKindFor(pathname: string): BodyKind {
  const path = pagePath(pathname.toLowerCase()).replace(/\/+$/, "") || "/";
  if (path === "/admin/posts/preview") return "preview";
  if (path === "/admin/posts/new" || /^\/admin\/posts\/[^/]+$/.test(path)) return "post";
  if (path === "/admin" || path.startsWith("/admin/")) return "admin";
  if (path === "/auth" || path.startsWith("/auth/") || path.startsWith("/api/auth/")) return "auth";
  return "form";
}

export function bodyLimitFor(pathname: string): number {
  return BODY_LIMITS[bodyKindFor(pathname)];
}
