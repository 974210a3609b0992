/**
 * What a path without a published page answers (ADR 060): its redirect (a 301 keeping the query string, thrown),
 * "gone" when its page was deleted with nowhere to go (the route answers 410), or undefined (404).
 */
import { redirect } from "react-router";
import { redirectFor, redirectLocation } from "./redirects.server";

export async function redirectedOrGone(url: URL): Promise<"gone" | undefined> {
  const found = await redirectFor(url.pathname);
  if (!found) return undefined;
  if (found.to === null) return "gone";
  throw redirect(redirectLocation(found.to, url), 301);
}
