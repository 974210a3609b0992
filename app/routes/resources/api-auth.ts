import { data, redirect } from "react-router";
import type { Route } from "./+types/api-auth";
import { authLinkFailurePage } from "~/lib/accounts/auth-link-failure";
import { databaseSafe } from "~/lib/forms/text-rules";
import { auth } from "~/lib/runtime/process-services.server";

/** Better Auth's endpoints (/api/auth/*): verification links, password reset links, sessions. */
export async function loader({ request }: Route.LoaderArgs) {
  const response = await auth().handler(request);
  const page = authLinkFailurePage(new URL(request.url), request.method, request.headers.get("accept"), response.status);
  return page ? redirect(page) : response;
}

export async function action({ request }: Route.ActionArgs) {
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) return auth().handler(request);
  // A JSON body is checked before Better Auth reads it: a value the database cannot store (a NUL, a lone surrogate)
  // is bad input, answered as Better Auth answers bad input, never a failed query.
  const text = await request.text();
  if (hasUnstorableText(text)) {
    return data({ code: "INVALID_CHARACTERS", message: "The request contains characters that are not allowed." }, { status: 400 });
  }
  return auth().handler(new Request(request.url, { method: request.method, headers: request.headers, body: text, signal: request.signal }));
}

/** True when any string in the JSON (keys included) holds a character PostgreSQL refuses. */
function hasUnstorableText(text: string): boolean {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false; // not JSON at all: Better Auth answers that itself
  }
  const unstorable = (item: unknown): boolean => {
    if (typeof item === "string") return databaseSafe(item) !== item;
    if (Array.isArray(item)) return item.some(unstorable);
    if (item && typeof item === "object") return Object.entries(item).some(([key, entry]) => unstorable(key) || unstorable(entry));
    return false;
  };
  return unstorable(value);
}
