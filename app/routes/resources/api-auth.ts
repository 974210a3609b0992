import { data, redirect } from "react-router";
import type { Route } from "./+types/api-auth";
import { authLinkFailurePage } from "~/lib/accounts/auth-link-failure";
import { databaseSafe } from "~/lib/forms/text-rules";
import { auth } from "~/lib/runtime/process-services.server";

/** Better Auth's endpoints (/api/auth/*): verification links, password reset links, sessions. */
export async function loader({ request }: Route.LoaderArgs) {
  const response = await auth().handler(request);
  const page = authLinkFailurePage(
    new URL(request.url),
    request.method,
    request.headers.get("accept"),
    response.status,
  );
  return page ? redirect(page) : response;
}

/** Deeper than any body Better Auth takes (flat objects, a list at most): anything past it is refused unread. */
const MAX_JSON_DEPTH = 32;

const REFUSALS = {
  unstorable: { code: "INVALID_CHARACTERS", message: "The request contains characters that are not allowed." },
  "too-deep": { code: "TOO_DEEPLY_NESTED", message: "The request is nested too deeply." },
} as const;

export async function action({ request }: Route.ActionArgs) {
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) return auth().handler(request);
  // A JSON body is checked before Better Auth reads it: a value the database cannot store (a NUL, a lone surrogate)
  // or nesting deep enough to exhaust the stack of whatever walks it is bad input, answered as Better Auth answers
  // bad input, never a failed query or a 500.
  const text = await request.text();
  const problem = jsonBodyProblem(text);
  if (problem) return data(REFUSALS[problem], { status: 400, headers: { "Cache-Control": "no-store" } });
  return auth().handler(
    new Request(request.url, { method: request.method, headers: request.headers, body: text, signal: request.signal }),
  );
}

/**
 * What is wrong with the JSON, if anything: a string (keys included) holding a character PostgreSQL refuses, or
 * nesting deeper than MAX_JSON_DEPTH. JSON.parse itself copes with any depth; this walk keeps its own list of what
 * is left to read rather than calling itself, so no depth overflows the call stack.
 */
function jsonBodyProblem(text: string): keyof typeof REFUSALS | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null; // not JSON at all: Better Auth answers that itself
  }
  const left: Array<{ item: unknown; depth: number }> = [{ item: value, depth: 0 }];
  while (left.length > 0) {
    const { item, depth } = left.pop()!;
    if (typeof item === "string") {
      if (databaseSafe(item) !== item) return "unstorable";
    } else if (item && typeof item === "object") {
      if (depth === MAX_JSON_DEPTH) return "too-deep";
      for (const [key, entry] of Object.entries(item)) {
        if (!Array.isArray(item)) left.push({ item: key, depth });
        left.push({ item: entry, depth: depth + 1 });
      }
    }
  }
  return null;
}
