import type { Route } from "./+types/leads-export";
import { leadsInbox } from "~/content/admin-leads";
import { readAdminForm } from "~/lib/forms/admin-form.server";
import { readLeadFilter, withLeadFilter } from "~/lib/leads/lead-filter";
import { exportLeadsCsv, leadsCsvFileName } from "~/lib/leads/lead-export.server";
import { bulkLeadIds, readBulkFilter } from "~/lib/leads/lead-bulk-action.server";
import { LEAD_BULK_LIMIT } from "~/lib/leads/lead-bulk";
import { requireStaff } from "~/lib/accounts/session.server";
import { redirectWithToast } from "~/lib/pages/toast.server";
import { requestOf } from "~/lib/runtime/request-context";
import { pageUrl } from "~/lib/runtime/page-url";

const csvResponse = (csv: string, fileName: string) =>
  new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });

/** The inbox's current filter (?type=&status=&q=) as a CSV download; every export is audited. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireStaff(request, "exportAllLeads");
  const filter = readLeadFilter(pageUrl(request).searchParams);
  const { csv } = await exportLeadsCsv(admin, filter, requestOf(context).clientIp);
  return csvResponse(csv, leadsCsvFileName(filter));
}

/**
 * The leads ticked in the inbox (or every lead its filter matches) as a CSV download: the bulk bar's "Export
 * selected", posted as a plain form so the browser saves the file. Refused with a toast on the inbox when nothing,
 * or too much, is selected.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireStaff(request, "exportAllLeads");
  const read = await readAdminForm(request);
  if (!read.ok) return new Response(read.message, { status: read.status });
  const { filter, page } = readBulkFilter(read.form);
  const ids = await bulkLeadIds(read.form, admin, filter);
  const refused =
    ids.length === 0
      ? leadsInbox.bulk.refused.none
      : ids.length > LEAD_BULK_LIMIT
        ? leadsInbox.bulk.refused.tooMany
        : null;
  if (refused)
    return redirectWithToast(withLeadFilter("/admin/leads", filter, page), { kind: "error", title: refused });
  const { csv } = await exportLeadsCsv(admin, filter, requestOf(context).clientIp, ids);
  return csvResponse(csv, leadsCsvFileName(filter).replace(/^leads-/, "leads-selected-"));
}
