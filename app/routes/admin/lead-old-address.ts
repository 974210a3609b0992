/**
 * A lead's address before every lead had one (/admin/leads/<kind>/<id>), as emailed notifications and digests hold
 * it: 301 to the lead's one address (ADR 054), for staff who may work the leads. The lead's page says whether it
 * still exists.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/lead-old-address";
import { requireStaff } from "~/lib/accounts/session.server";
import { isLeadKind } from "~/lib/leads/lead-kinds";
import { leadPath } from "~/lib/leads/lead-path";
import { pageUrl } from "~/lib/runtime/page-url";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "leads");
  if (!isLeadKind(params.type)) throw new Response("Not Found", { status: 404 });
  return redirect(`${leadPath(params.id)}${pageUrl(request).search}`, 301);
}
