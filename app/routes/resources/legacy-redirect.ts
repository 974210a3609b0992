import { redirect } from "react-router";
import type { Route } from "./+types/legacy-redirect";
import { redirectTarget } from "~/content/redirects";
import { pageUrl } from "~/lib/runtime/page-url";

/** A legacy address (app/content/redirects.ts): 301 to where the page lives now, with the same query string. */
export function loader({ request }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const target = redirectTarget(url.pathname);
  if (!target) throw new Response("Not Found", { status: 404 });
  return redirect(`${target}${url.search}`, 301);
}
