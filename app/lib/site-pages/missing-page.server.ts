/**
 * What a path without a published page answers (ADR 060), thrown: its redirect (a 301 keeping the query string), 410
 * Gone when its page was deleted with nowhere to go, else 404. The missing page's words go with the answer, as its
 * data, so that no page's script carries them.
 */
import { data, redirect } from "react-router";
import { gone } from "~/content/gone";
import { notFound } from "~/content/not-found";
import { logger } from "~/lib/runtime/logger.server";
import { redirectFor, redirectLocation } from "./redirects.server";

export async function missingPage(url: URL, requestId: string): Promise<never> {
  const found = await redirectFor(url.pathname);
  if (found && found.to !== null) throw redirect(redirectLocation(found.to, url), 301);
  if (found) throw data(gone, { status: 410 });
  logger.warn({ reqId: requestId, path: url.pathname }, "page not found");
  throw data(notFound, { status: 404 });
}
