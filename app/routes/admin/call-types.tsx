/**
 * The call types visitors book (ADR 067), offered or not: each one's length, hosts, whether the site offers it, its
 * upcoming calls and its booking page. Admins only; a call type is opened to edit it, never deleted.
 */
import { CalendarTabs } from "~/components/admin/calendar-tabs";
import { data, Link } from "react-router";
import type { Route } from "./+types/call-types";
import { AdminList, type DataColumn } from "~/components/admin/admin-list";
import { ListRow } from "~/components/admin/list-row";
import { StatusBadge } from "~/components/admin/status-badge";
import { FormMessage } from "~/components/forms/field";
import { Plus } from "~/components/icons/plus";
import { ButtonLink } from "~/components/ui/button";
import { callTypesList as copy, HOST_RULE_LABELS, OFFERED_LABELS } from "~/content/admin-call-types";
import { requireStaff } from "~/lib/accounts/session.server";
import { listCallTypesForAdmin, type CallTypeListRow } from "~/lib/booking/call-type-admin.server";
import { staticPageMeta } from "~/lib/pages/meta";
import { logger } from "~/lib/runtime/logger.server";

export const meta: Route.MetaFunction = staticPageMeta({
  title: copy.title,
  description: copy.description,
  path: "/admin/calendar/call-types",
  noIndex: true,
});

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "callTypes");
  try {
    return { callTypes: await listCallTypesForAdmin(), loadError: null };
  } catch (error) {
    logger.error({ err: error }, "could not list the call types");
    return data({ callTypes: [] as CallTypeListRow[], loadError: copy.loadFailed }, { status: 503 });
  }
}

const COLUMNS: DataColumn[] = [
  copy.columns.name,
  copy.columns.length,
  copy.columns.hosts,
  copy.columns.offered,
  copy.columns.upcoming,
  copy.columns.address,
];

type Row = Route.ComponentProps["loaderData"]["callTypes"][number];

const editPath = (row: Row) => `/admin/calendar/call-types/${row.id}`;

function NameLink({ row }: { row: Row }) {
  return (
    <Link to={editPath(row)} className="font-semibold text-brand-900 underline-offset-4 hover:underline">
      {row.name}
    </Link>
  );
}

function Hosts({ row }: { row: Row }) {
  return (
    <>
      <span className="block text-ink">{HOST_RULE_LABELS[row.hostRule]}</span>
      <span className="block text-xs text-muted">{row.hosts.length > 0 ? row.hosts.join(", ") : copy.noHosts}</span>
    </>
  );
}

function Offered({ row }: { row: Row }) {
  return row.active ? (
    <StatusBadge tone="success">{OFFERED_LABELS.offered}</StatusBadge>
  ) : (
    <StatusBadge tone="muted">{OFFERED_LABELS.notOffered}</StatusBadge>
  );
}

/** The public booking page, opened beside the admin; a call type not offered has none, only its address. */
function BookingPage({ row }: { row: Row }) {
  if (!row.active) {
    return (
      <>
        <span className="block font-mono text-sm break-all text-muted">{`/book/${row.slug}`}</span>
        <span className="block text-xs text-muted">{copy.notBookable}</span>
      </>
    );
  }
  return (
    <a
      href={`/book/${row.slug}`}
      target="_blank"
      rel="noreferrer"
      className="font-mono text-sm break-all text-brand-800 underline underline-offset-4"
    >
      {`/book/${row.slug}`}
      <span className="sr-only"> {copy.opensInNewTab}</span>
    </a>
  );
}

export default function CallTypes({ loaderData }: Route.ComponentProps) {
  const { callTypes, loadError } = loaderData;
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold text-brand-900">{copy.heading}</h1>
          <p className="mt-2 max-w-3xl text-sm text-muted">{copy.intro}</p>
        </div>
        <ButtonLink to="/admin/calendar/call-types/new">
          <Plus aria-hidden="true" className="h-4 w-4" />
          {copy.newCallType}
        </ButtonLink>
      </div>
      <CalendarTabs current="call-types" mayCallTypes />
      {loadError ? (
        <div className="mt-6">
          <FormMessage kind="error">{loadError}</FormMessage>
        </div>
      ) : null}
      <AdminList
        id="call-types-heading"
        heading={copy.listHeading}
        summary={callTypes.length > 0 ? copy.count(callTypes.length) : undefined}
        table={{ label: copy.tableLabel, minWidth: "min-w-[56rem]", columns: COLUMNS }}
        narrow={{
          label: copy.tableLabel,
          card: (row) => (
            <li className="grid gap-2 px-5 py-4 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <NameLink row={row} />
                <Offered row={row} />
              </div>
              <p className="text-muted">
                {copy.minutes(row.lengthMinutes)} · {copy.columns.upcoming}: {copy.upcoming(row.upcoming)}
              </p>
              <div>
                <Hosts row={row} />
              </div>
              <div>
                <BookingPage row={row} />
              </div>
            </li>
          ),
        }}
        items={callTypes}
        itemKey={(row) => row.id}
        row={(row) => (
          <ListRow align="middle">
            <td className="px-5 py-3">
              <NameLink row={row} />
            </td>
            <td className="px-5 py-3 whitespace-nowrap text-muted">{copy.minutes(row.lengthMinutes)}</td>
            <td className="px-5 py-3">
              <Hosts row={row} />
            </td>
            <td className="px-5 py-3">
              <Offered row={row} />
            </td>
            <td className="px-5 py-3 text-muted tabular-nums">{copy.upcoming(row.upcoming)}</td>
            <td className="px-5 py-3">
              <BookingPage row={row} />
            </td>
          </ListRow>
        )}
        empty={
          loadError
            ? { failed: copy.loadFailed }
            : {
                heading: copy.empty.heading,
                hint: (
                  <>
                    {copy.empty.hint}{" "}
                    <Link
                      to="/admin/calendar/call-types/new"
                      className="font-medium text-brand-800 underline underline-offset-4"
                    >
                      {copy.empty.create}
                    </Link>
                  </>
                ),
              }
        }
      />
    </div>
  );
}
