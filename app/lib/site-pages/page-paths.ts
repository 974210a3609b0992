/**
 * The addresses a page may take and a redirect may start from (ADR 060): a path of lower-case words, not one the
 * site's own routes answer (app/routes.ts: the forms, the insights, the accounts, the admin, the files).
 */
import { pageKey } from "~/content/pages/links";
import { fixedPublicPaths } from "~/content/public-pages";

/** "/" or lower-case letters, digits and hyphens between slashes, e.g. /campaigns/spring-audit. */
const PAGE_PATH = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/;

/**
 * The first segments of the routes that are not content pages (app/routes.ts) and of the files served before any
 * route (public/): a page or a redirect there would never be reached, or would hide the route.
 */
export const RESERVED_SEGMENTS = [
  "admin",
  "api",
  "auth",
  "book",
  "calendar",
  "contact",
  "images",
  "insights",
  "marketplace",
  "media",
  "newsletter",
  "page-preview",
  "uploads",
] as const;

export const PATH_MESSAGES = {
  required: "Enter the page's address, starting with /.",
  slash: "An address starts with /, e.g. /campaigns/spring-audit.",
  form: "Use lower-case letters, digits and hyphens between slashes, e.g. /campaigns/spring-audit.",
  reserved: (path: string) => `${path} belongs to a part of the site that is not a page: choose another address.`,
  takenByPage: (title: string) => `Another page, ${title}, has this address.`,
} as const;

/** What is wrong with a typed address's form, or null. */
export function pathFormProblem(path: string): string | null {
  if (path.trim() === "") return PATH_MESSAGES.required;
  if (!path.startsWith("/")) return PATH_MESSAGES.slash;
  return PAGE_PATH.test(path) ? null : PATH_MESSAGES.form;
}

/** Whether the site's own routes answer this path (or paths under it), so no page or redirect may take it. */
export function isReservedPath(path: string): boolean {
  const key = pageKey(path);
  if (fixedPublicPaths().some((fixed) => pageKey(fixed) === key)) return true;
  const first = key.split("/")[1] ?? "";
  return (RESERVED_SEGMENTS as readonly string[]).includes(first);
}

/** A typed address tidied as the router matches it: trimmed, lower case, no trailing slash. */
export function tidyPath(path: string): string {
  const trimmed = path.trim();
  return trimmed === "" ? "" : pageKey(trimmed);
}
