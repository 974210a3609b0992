import { Form, Link } from "react-router";
import type { Route } from "./+types/audit";
import { DataTable, ListPanel } from "~/components/admin/list-panel";
import { DateTime } from "~/components/admin/date-time";
import { SelectField } from "~/components/admin/fields";
import { Button, buttonClasses } from "~/components/ui/button";
import { auditPage as copy } from "~/content/admin-audit";
import { pagination } from "~/content/site-chrome";
import { AUDIT_PAGE_SIZE, listAuditEvents, listAuditFilterOptions } from "~/lib/audit/audit.server";
import { staticPageMeta } from "~/lib/pages/meta";
import { paginationWindow } from "~/lib/pages/pagination";
import { requireStaff } from "~/lib/accounts/session.server";
import { pageUrl } from "~/lib/runtime/page-url";

export const meta: Route.MetaFunction = staticPageMeta({
  title: copy.title,
  description: copy.description,
  path: "/admin/audit",
  noIndex: true,
});

/** A filter value from the query: an action or resource type name, or nothing. */
function filterParam(value: string | null): string | null {
  return value && /^[a-z][a-z0-9_]{0,63}$/.test(value) ? value : null;
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "audit");
  const url = pageUrl(request);
  const action = filterParam(url.searchParams.get("action"));
  const resourceType = filterParam(url.searchParams.get("resourceType"));
  const [log, options] = await Promise.all([
    listAuditEvents({ action, resourceType, page: url.searchParams.get("page") }),
    listAuditFilterOptions(),
  ]);
  return { ...log, pageSize: AUDIT_PAGE_SIZE, options, filters: { action, resourceType } };
}

const label = (name: string) => name.replace(/_/g, " ");

function detailValue(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.length === 0 ? copy.nothing : value.map(detailValue).join(", ");
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 2 && "from" in value && "to" in value) {
      return `${detailValue((value as { from: unknown }).from)} → ${detailValue((value as { to: unknown }).to)}`;
    }
    return entries.map(([key, inner]) => `${key}: ${detailValue(inner)}`).join("; ");
  }
  return String(value);
}

/** What an event recorded, one "key: value" line each, and the address it came from. */
function EventDetails({ details, ip }: { details: Record<string, unknown>; ip: string | null }) {
  return (
    <dl className="grid gap-0.5">
      {Object.entries(details).map(([key, value]) => (
        <div key={key} className="flex gap-1.5">
          <dt className="text-muted">{key}:</dt>
          <dd className="break-words text-ink">{detailValue(value)}</dd>
        </div>
      ))}
      {ip ? (
        <div className="flex gap-1.5">
          <dt className="text-muted">{copy.ip}</dt>
          <dd className="text-ink">{ip}</dd>
        </div>
      ) : null}
    </dl>
  );
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { events, total, page, pages, pageSize, options, filters } = loaderData;
  const filtered = Boolean(filters.action || filters.resourceType);
  const pageHref = (target: number) => {
    const params = new URLSearchParams();
    if (filters.action) params.set("action", filters.action);
    if (filters.resourceType) params.set("resourceType", filters.resourceType);
    if (target > 1) params.set("page", String(target));
    const query = params.toString();
    return query ? `/admin/audit?${query}` : "/admin/audit";
  };
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);

  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="font-display text-3xl font-semibold text-brand-900">{copy.heading}</h1>
      <p className="mt-2 text-sm text-muted">{copy.intro}</p>

      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3 rounded-xl border border-line bg-white p-5">
        <SelectField
          label={copy.filter.action}
          name="action"
          defaultValue={filters.action ?? ""}
          options={[
            { value: "", label: copy.filter.allActions },
            ...options.actions.map((value) => ({ value, label: label(value) })),
          ]}
          className="min-w-0 flex-1 basis-56"
        />
        <SelectField
          label={copy.filter.resourceType}
          name="resourceType"
          defaultValue={filters.resourceType ?? ""}
          options={[
            { value: "", label: copy.filter.allTypes },
            ...options.resourceTypes.map((value) => ({ value, label: label(value) })),
          ]}
          className="min-w-0 flex-1 basis-48"
        />
        <div className="flex gap-2">
          <Button type="submit">{copy.filter.submit}</Button>
          {filtered ? (
            <Link to="/admin/audit" className={buttonClasses("ghost")}>
              {copy.filter.clear}
            </Link>
          ) : null}
        </div>
      </Form>

      <ListPanel id="events-heading" heading={copy.listHeading} summary={copy.summary({ from, to }, total)} live>
        {events.length === 0 ? (
          <p className="px-5 py-10 text-center text-muted">{filtered ? copy.empty.filtered : copy.empty.none}</p>
        ) : (
          <DataTable label={copy.tableLabel} minWidth="min-w-[56rem]" columns={Object.values(copy.columns)}>
            {events.map((event) => (
              <tr key={event.id} className="border-t border-line align-top">
                <td className="px-5 py-3 whitespace-nowrap">
                  <DateTime value={event.createdAt} />
                </td>
                <td className="px-5 py-3 font-medium whitespace-nowrap text-ink">{event.action}</td>
                <td className="px-5 py-3">
                  <span className="block">{label(event.resourceType)}</span>
                  {event.resourceId ? (
                    <span className="block font-mono text-xs break-all text-muted">{event.resourceId}</span>
                  ) : null}
                </td>
                <td className="px-5 py-3 break-all">{event.userEmail ?? event.userId ?? copy.system}</td>
                <td className="px-5 py-3">
                  <EventDetails details={event.details} ip={event.ip} />
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </ListPanel>

      {pages > 1 ? (
        <nav aria-label={copy.pagesLabel} className="mt-6 flex flex-wrap items-center justify-center gap-2">
          {page > 1 ? (
            <Link to={pageHref(page - 1)} className={buttonClasses("outline", "sm")}>
              {pagination.previous}
            </Link>
          ) : null}
          {paginationWindow(page, pages).map((item) =>
            item.kind === "ellipsis" ? (
              <span key={item.key} className="px-1 text-muted" aria-hidden="true">
                …
              </span>
            ) : (
              <Link
                key={item.page}
                to={pageHref(item.page)}
                aria-current={item.page === page ? "page" : undefined}
                aria-label={pagination.page(item.page)}
                className={buttonClasses(item.page === page ? "primary" : "ghost", "sm")}
              >
                {item.page}
              </Link>
            ),
          )}
          {page < pages ? (
            <Link to={pageHref(page + 1)} className={buttonClasses("outline", "sm")}>
              {pagination.next}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
