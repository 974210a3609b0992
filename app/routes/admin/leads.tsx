import { useEffect } from "react";
import { leadKindLabel } from "~/lib/leads/lead-kinds";
import { leadPath } from "~/lib/leads/lead-path";
import { data, Form, Link } from "react-router";
import { ConfirmEraseLeadsPage, LeadBulkBar, LEADS_BULK_FORM } from "~/components/admin/lead-bulk-actions";
import { useRowSelection } from "~/components/admin/row-selection";
import { AdminList } from "~/components/admin/admin-list";
import { ListRow } from "~/components/admin/list-row";
import { RowCheckbox } from "~/components/admin/list-selection";
import { readAdminForm, formText } from "~/lib/forms/admin-form.server";
import { leadBulkAction, type LeadBulkAnswer } from "~/lib/leads/lead-bulk-action.server";
import { isLeadBulkAction, LEAD_BULK_PERMISSIONS } from "~/lib/leads/lead-bulk";
import { can } from "~/lib/accounts/roles";
import { listLeadOwners } from "~/lib/leads/lead-assignment.server";
import { requestOf } from "~/lib/runtime/request-context";
import { Columns3 } from "~/components/icons/columns-3";
import { Download } from "~/components/icons/download";
import { Search } from "~/components/icons/search";
import { UserSearch } from "~/components/icons/user-search";
import { toast } from "~/components/toasts";
import type { Route } from "./+types/leads";
import { DateTime } from "~/components/admin/date-time";
import { LeadFilterFields } from "~/components/admin/lead-filter-fields";
import { LeadStatusBadge } from "~/components/admin/status-badge";
import { Field, FormMessage } from "~/components/forms/field";
import { Button, buttonClasses } from "~/components/ui/button";
import { LEAD_VIEW_LABELS, leadMessages, leadOwner, leadPages, leadsInbox as copy } from "~/content/admin-leads";
import { leadContextParts } from "~/lib/leads/lead-context";
import { isFiltered, LEADS_PAGE_SIZE, readLeadFilter, withLeadFilter } from "~/lib/leads/lead-filter";
import { listLeads, type LeadPage, type LeadSummary } from "~/lib/leads/lead-inbox.server";
import { dueState, type DueState } from "~/lib/leads/lead-due";
import { endOfZonedDay } from "~/lib/time/zoned-time";
import { LeadDue } from "~/components/admin/lead-due";
import { logger } from "~/lib/runtime/logger.server";
import { staticPageMeta } from "~/lib/pages/meta";
import { showingRange } from "~/lib/pages/pagination";
import { useStaffCan } from "~/hooks/use-staff-role";
import { requireStaff } from "~/lib/accounts/session.server";
import { pageUrl } from "~/lib/runtime/page-url";

export const meta: Route.MetaFunction = staticPageMeta({
  title: copy.title,
  description: copy.description,
  path: "/admin/leads",
  noIndex: true,
});

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "leads");
  const params = pageUrl(request).searchParams;
  const filter = readLeadFilter(params);
  const now = new Date();
  try {
    const [found, owners] = await Promise.all([
      listLeads(filter, { userId: staff.id, now }, params.get("page")),
      listLeadOwners(),
    ]);
    const endOfToday = endOfZonedDay(now);
    const leads = found.leads.map((lead) => ({ ...lead, due: dueState(lead, now, endOfToday) }));
    return { ...found, leads, owners, filter, loadError: null };
  } catch (error) {
    logger.error({ err: error }, "could not load the leads inbox");
    const empty: LeadPage = { leads: [], total: 0, page: 1, pages: 1, pageSize: LEADS_PAGE_SIZE };
    return data(
      {
        ...empty,
        leads: [] as (LeadSummary & { due: DueState })[],
        owners: [] as { id: string; name: string }[],
        filter,
        loadError: leadMessages.loadFailed,
      },
      { status: 503 },
    );
  }
}

/** The bulk bar's actions on the ticked leads (lead-bulk-action.server.ts checks each one's permission). */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "leads");
  const read = await readAdminForm(request);
  if (!read.ok) return data<LeadBulkAnswer>({ kind: "error", message: read.message }, { status: read.status });
  const bulkAction = formText(read.form, "bulkAction");
  if (formText(read.form, "intent") !== "bulk" || !isLeadBulkAction(bulkAction))
    return data<LeadBulkAnswer>({ kind: "error", message: leadMessages.notUnderstood }, { status: 400 });
  // Each action's own permission (an erasure is an admin's), answered as every page answers a role without it.
  if (!can(staff.role, LEAD_BULK_PERMISSIONS[bulkAction]))
    await requireStaff(request, LEAD_BULK_PERMISSIONS[bulkAction]);
  return leadBulkAction(staff, read.form, requestOf(context).clientIp);
}

type LeadRow = Route.ComponentProps["loaderData"]["leads"][number];

export default function LeadsInbox({ loaderData, actionData }: Route.ComponentProps) {
  const { leads, total, page, pages, pageSize, filter, owners, loadError } = loaderData;
  const filtered = isFiltered(filter);
  const mayExport = useStaffCan("exportAllLeads");
  const mayErase = useStaffCan("eraseLeads");
  const range = showingRange(page, total, pageSize);
  const selection = useRowSelection(
    leads.map((lead) => lead.id),
    total,
  );
  const refusal = actionData?.kind === "error" ? actionData.message : null;

  useEffect(() => {
    if (loadError) toast.error(leadPages.errorTitle, { description: loadError });
  }, [loadError]);
  useEffect(() => {
    if (refusal) toast.error(leadPages.errorTitle, { description: refusal });
  }, [refusal]);

  if (actionData?.kind === "confirm-erase") {
    return (
      <ConfirmEraseLeadsPage
        count={actionData.count}
        ids={actionData.ids}
        matching={actionData.matching}
        filter={actionData.filter}
        page={actionData.page}
        backTo={withLeadFilter("/admin/leads", actionData.filter, actionData.page)}
      />
    );
  }

  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold text-brand-900">
            {copy.heading}
            {filter.view ? <span className="text-muted">: {LEAD_VIEW_LABELS[filter.view]}</span> : null}
          </h1>
          <p className="mt-2 text-sm text-muted">{filter.view ? copy.viewIntro[filter.view] : copy.intro}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={withLeadFilter("/admin/leads/board", { ...filter, status: null })}
            className={buttonClasses("outline")}
          >
            <Columns3 aria-hidden="true" className="h-4 w-4" />
            {copy.board}
          </Link>
          {mayExport ? (
            <a href={withLeadFilter("/admin/leads/export.csv", filter)} download className={buttonClasses("outline")}>
              <Download aria-hidden="true" className="h-4 w-4" />
              {copy.export}
              {filtered ? <span className="sr-only">{copy.exportFiltered}</span> : null}
            </a>
          ) : null}
        </div>
      </div>

      {/* A GET form: every filter is a link that can be shared, with or without JavaScript. */}
      <Form
        method="get"
        role="search"
        aria-label={copy.filter.label}
        className="mt-6 grid gap-3 rounded-xl border border-line bg-white p-5 sm:grid-cols-2 lg:grid-cols-[10rem_11rem_11rem_1fr_auto] lg:items-start"
      >
        <LeadFilterFields filter={filter} />
        <div className="flex gap-2 lg:mt-7">
          <Button type="submit">
            <Search aria-hidden="true" className="h-4 w-4" />
            {copy.filter.submit}
          </Button>
          {filtered ? (
            <Link to="/admin/leads" className={buttonClasses("ghost")}>
              {copy.filter.clear}
            </Link>
          ) : null}
        </div>
      </Form>

      {loadError || refusal ? (
        <div className="mt-6">
          <FormMessage kind="error">{loadError ?? refusal}</FormMessage>
        </div>
      ) : null}

      <AdminList
        id="inbox-heading"
        heading={copy.listHeading}
        summary={copy.summary(range, total)}
        live
        items={leads}
        itemKey={(lead) => lead.id}
        row={(lead) => <LeadTableRow lead={lead} />}
        table={{ label: copy.tableLabel, minWidth: "min-w-[62rem]", columns: Object.values(copy.columns) }}
        narrow={{ label: copy.cardsLabel, card: (lead) => <LeadCard lead={lead} /> }}
        selection={{ rows: selection, form: LEADS_BULK_FORM, selectAll: copy.bulk.selectPage, column: copy.bulk.label }}
        empty={
          loadError
            ? { failed: copy.empty.failed }
            : filtered
              ? {
                  heading: copy.empty.filtered.heading,
                  hint: copy.empty.filtered.body,
                  children: (
                    <Link to="/admin/leads" className={`${buttonClasses("outline", "sm")} mt-4`}>
                      {copy.filter.clear}
                    </Link>
                  ),
                }
              : { heading: copy.empty.none.heading, hint: copy.empty.none.body }
        }
        footer={
          <LeadBulkBar
            selection={selection}
            filter={filter}
            page={page}
            owners={owners}
            mayExport={mayExport}
            mayErase={mayErase}
          />
        }
        paging={{ page, pages, hrefFor: (target) => withLeadFilter("/admin/leads", filter, target) }}
      />

      <section aria-labelledby="person-heading" className="mt-10 rounded-xl border border-line bg-white p-5 sm:p-6">
        <h2 id="person-heading" className="text-lg font-semibold text-ink">
          {copy.person.heading}
        </h2>
        <p className="mt-1 text-sm text-muted">{copy.person.body}</p>
        <Form method="get" action="/admin/leads/person" className="mt-4 flex flex-wrap items-start gap-3">
          <Field
            label={copy.person.email}
            name="email"
            type="email"
            autoComplete="off"
            required
            className="min-w-0 flex-1 basis-64"
          />
          <Button type="submit" variant="outline" className="sm:mt-7">
            <UserSearch aria-hidden="true" className="h-4 w-4" />
            {copy.person.submit}
          </Button>
        </Form>
      </section>
    </div>
  );
}

function LeadTableRow({ lead }: { lead: LeadRow }) {
  const context = leadContextParts(lead);
  return (
    <ListRow align="top" select={{ id: lead.id, label: copy.bulk.selectRow(lead.name ?? lead.email) }}>
      <td className="px-5 py-3 whitespace-nowrap">{leadKindLabel(lead.type)}</td>
      <td className="px-5 py-3 whitespace-nowrap">
        <DateTime value={lead.createdAt} />
      </td>
      <th scope="row" className="px-5 py-3 font-medium">
        <Link to={leadPath(lead.id)} className="text-brand-800 underline-offset-4 hover:underline">
          {lead.name ?? lead.email}
        </Link>
        {lead.name ? <span className="block text-xs font-normal break-all text-muted">{lead.email}</span> : null}
      </th>
      <td className="px-5 py-3">{lead.business ?? <span className="text-muted">—</span>}</td>
      <td className="px-5 py-3">
        {context.length > 0 ? (
          <ul className="grid gap-0.5">
            {context.map((part) => (
              <li key={part}>{part}</li>
            ))}
          </ul>
        ) : (
          <span className="text-muted">—</span>
        )}
      </td>
      <td className="px-5 py-3">{lead.ownerName ?? <span className="text-muted">{leadOwner.nobody}</span>}</td>
      <td className="px-5 py-3">
        <LeadDue state={lead.due} dueAt={lead.replyDueAt} />
      </td>
      <td className="px-5 py-3">
        <LeadStatusBadge status={lead.status} />
      </td>
    </ListRow>
  );
}

function LeadCard({ lead }: { lead: LeadRow }) {
  const context = leadContextParts(lead);
  return (
    <li className="px-5 py-4">
      <div className="flex items-start justify-between gap-3">
        <div className="mt-1">
          <RowCheckbox id={lead.id} label={copy.bulk.selectRow(lead.name ?? lead.email)} />
        </div>
        <div className="min-w-0 flex-1">
          <Link
            to={leadPath(lead.id)}
            className="font-medium break-words text-brand-800 underline-offset-4 hover:underline"
          >
            {lead.name ?? lead.email}
          </Link>
          {lead.name ? <span className="block text-xs break-all text-muted">{lead.email}</span> : null}
        </div>
        <LeadStatusBadge status={lead.status} />
      </div>
      <dl className="mt-2 grid grid-cols-[6rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{copy.columns.type}</dt>
        <dd>{leadKindLabel(lead.type)}</dd>
        <dt className="text-muted">{copy.columns.received}</dt>
        <dd>
          <DateTime value={lead.createdAt} />
        </dd>
        {lead.business ? (
          <>
            <dt className="text-muted">{copy.columns.business}</dt>
            <dd className="break-words">{lead.business}</dd>
          </>
        ) : null}
        <dt className="text-muted">{copy.columns.owner}</dt>
        <dd>{lead.ownerName ?? <span className="text-muted">{leadOwner.nobody}</span>}</dd>
        {lead.due !== "no-promise" ? (
          <>
            <dt className="text-muted">{copy.columns.due}</dt>
            <dd>
              <LeadDue state={lead.due} dueAt={lead.replyDueAt} />
            </dd>
          </>
        ) : null}
        {context.length > 0 ? (
          <>
            <dt className="text-muted">{copy.columns.context}</dt>
            <dd className="break-words">{context.join(" · ")}</dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}
