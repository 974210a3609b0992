import type { Route } from "./+types/leads-export";
import { readLeadFilter } from "~/lib/leads/lead-filter";
import { exportLeadsCsv, leadsCsvFileName } from "~/lib/leads/lead-export.server";
import { requireStaff } from "~/lib/accounts/session.server";
import { requestOf } from "~/lib/runtime/request-context";
import { pageUrl } from "~/lib/runtime/page-url";

/** The inbox's current filter (?type=&status=&q=) as a CSV download; every export is audited. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireStaff(request, "exportAllLeads");
  const filter = readLeadFilter(pageUrl(request).searchParams);
  const { csv } = await exportLeadsCsv(admin, filter, requestOf(context).clientIp);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${leadsCsvFileName(filter)}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
