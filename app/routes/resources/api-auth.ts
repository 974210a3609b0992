import type { Route } from "./+types/api-auth";
import { auth } from "~/lib/services.server";

/** Better Auth's endpoints (/api/auth/*): verification links, password reset links, sessions. */
export async function loader({ request }: Route.LoaderArgs) {
  return auth().handler(request);
}

export async function action({ request }: Route.ActionArgs) {
  return auth().handler(request);
}
