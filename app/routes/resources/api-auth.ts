import { redirect } from "react-router";
import type { Route } from "./+types/api-auth";
import { authLinkFailurePage } from "~/lib/auth-link-failure";
import { auth } from "~/lib/services.server";

/** Better Auth's endpoints (/api/auth/*): verification links, password reset links, sessions. */
export async function loader({ request }: Route.LoaderArgs) {
  const response = await auth().handler(request);
  const page = authLinkFailurePage(new URL(request.url), request.method, request.headers.get("accept"), response.status);
  return page ? redirect(page) : response;
}

export async function action({ request }: Route.ActionArgs) {
  return auth().handler(request);
}
