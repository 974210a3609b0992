import { useEffect } from "react";
import { leadKindLabel } from "~/lib/leads/lead-kinds";
import { leadPath } from "~/lib/leads/lead-path";
import { data, Form, Link, useLocation, useNavigation } from "react-router";
import { List } from "~/components/icons/list";
import { Search } from "~/components/icons/search";
import { toast } from "~/components/toasts";
import type { Route } from "./+types/lead-board";
import { DateTime } from "~/components/admin/date-time";
import { LeadFilterFields } from "~/components/admin/lead-filter-fields";
import { LeadDue } from "~/components/admin/lead-due";
import { FormMessage } from "~/components/forms/field";
import { Button, buttonClasses } from "~/components/ui/button";
import {
  LEAD_STATUS_LABELS,
  LEAD_VIEW_LABELS,
  leadBoard as copy,
  leadMessages,
  leadOwner,
  leadPages,
  leadsInbox,
} from "~/content/admin-leads";
import { requireStaff } from "~/lib/accounts/session.server";
import { readAdminForm, formText } from "~/lib/forms/admin-form.server";
import { endOfZonedDay } from "~/lib/time/zoned-time";
import { dueState, type DueState } from "~/lib/leads/lead-due";
import {
  BOARD_COLUMN_SIZE,
  BOARD_STATUSES,
  isLeadStatus,
  readLeadFilter,
  withLeadFilter,
} from "~/lib/leads/lead-filter";
import type { LeadSummary } from "~/lib/leads/lead-inbox.server";
import { changeLeadStatus } from "~/lib/leads/lead-record.server";
import { leadBoard, type BoardColumn } from "~/lib/leads/lead-queues.server";
import { staticPageMeta } from "~/lib/pages/meta";
import { redirectWithToast } from "~/lib/pages/toast.server";
import { logger } from "~/lib/runtime/logger.server";
import { requestOf } from "~/lib/runtime/request-context";
import { pageUrl } from "~/lib/runtime/page-url";

export const meta: Route.MetaFunction = staticPageMeta({
  title: copy.title,
  description: copy.description,
  path: "/admin/leads/board",
  noIndex: true,
});

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "leads");
  // The board's columns are the statuses: a status in the address is not a filter here.
  const filter = { ...readLeadFilter(pageUrl(request).searchParams), status: null };
  const now = new Date();
  try {
    const endOfToday = endOfZonedDay(now);
    const columns = (await leadBoard(filter, { userId: staff.id, now })).map((column) => ({
      ...column,
      leads: column.leads.map((lead) => ({ ...lead, due: dueState(lead, now, endOfToday) })),
    }));
    return { columns, filter, loadError: null };
  } catch (error) {
    logger.error({ err: error }, "could not load the pipeline board");
    return data({ columns: [] as DueColumn[], filter, loadError: copy.loadFailed }, { status: 503 });
  }
}

/** A column as the page shows it: each lead with where it stands against its reply promise. */
type DueColumn = Omit<BoardColumn, "leads"> & { leads: (LeadSummary & { due: DueState })[] };

type ActionResult = { message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "leads");
  const read = await readAdminForm(request);
  if (!read.ok) return data<ActionResult>({ message: read.message }, { status: read.status });
  const { form } = read;
  const id = formText(form, "id");
  const status = formText(form, "status");
  if (formText(form, "intent") !== "move")
    return data<ActionResult>({ message: leadMessages.notUnderstood }, { status: 400 });
  if (!isLeadStatus(status)) return data<ActionResult>({ message: leadMessages.statusInvalid }, { status: 400 });
  let change: Awaited<ReturnType<typeof changeLeadStatus>>;
  try {
    change = await changeLeadStatus(
      { id: staff.id, name: staff.name, email: staff.email },
      id,
      status,
      requestOf(context).clientIp,
    );
  } catch (error) {
    logger.error({ err: error }, "could not move a lead on the board");
    return data<ActionResult>({ message: leadMessages.saveFailed }, { status: 503 });
  }
  if (!change) return data<ActionResult>({ message: leadMessages.leadGone }, { status: 404 });
  // Back to the same board, at the moved card, so the keyboard carries on from it.
  const back = `/admin/leads/board${pageUrl(request).search}#lead-${id}`;
  if (!change.changed)
    return redirectWithToast(back, { kind: "info", title: leadMessages.statusUnchanged(LEAD_STATUS_LABELS[status]) });
  return redirectWithToast(back, { kind: "success", title: copy.moved(LEAD_STATUS_LABELS[status]) });
}

type Column = Route.ComponentProps["loaderData"]["columns"][number];
type Card = Column["leads"][number];

export default function LeadBoard({ loaderData, actionData }: Route.ComponentProps) {
  const { columns, filter, loadError } = loaderData;
  const { hash } = useLocation();

  useEffect(() => {
    const message = loadError ?? actionData?.message;
    if (message) toast.error(leadPages.errorTitle, { description: message });
  }, [loadError, actionData]);

  // After a move the page comes back at the moved card: give it the focus the menu had.
  useEffect(() => {
    if (hash.startsWith("#lead-")) document.getElementById(hash.slice(1))?.focus();
  }, [hash, columns]);

  return (
    <div className="mx-auto max-w-[90rem]">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold text-brand-900">
            {copy.heading}
            {filter.view ? <span className="text-muted">: {LEAD_VIEW_LABELS[filter.view]}</span> : null}
          </h1>
          <p className="mt-2 text-sm text-muted">{copy.intro}</p>
        </div>
        <Link to={withLeadFilter("/admin/leads", filter)} className={buttonClasses("outline")}>
          <List aria-hidden="true" className="h-4 w-4" />
          {leadPages.back}
        </Link>
      </div>

      <Form
        method="get"
        role="search"
        aria-label={copy.filter.label}
        className="mt-6 grid gap-3 rounded-xl border border-line bg-white p-5 sm:grid-cols-3 lg:grid-cols-[12rem_11rem_1fr_auto] lg:items-start"
      >
        <LeadFilterFields filter={filter} withStatus={false} />
        <div className="lg:mt-7">
          <Button type="submit">
            <Search aria-hidden="true" className="h-4 w-4" />
            {copy.filter.submit}
          </Button>
        </div>
      </Form>

      {loadError ? (
        <div className="mt-6">
          <FormMessage kind="error">{loadError}</FormMessage>
        </div>
      ) : null}

      <div className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-5">
        {columns.map((column) => (
          <BoardColumnView key={column.status} column={column} filter={filter} />
        ))}
      </div>
    </div>
  );
}

function BoardColumnView({ column, filter }: { column: Column; filter: Route.ComponentProps["loaderData"]["filter"] }) {
  const headingId = `column-${column.status}`;
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col rounded-xl border border-line bg-paper">
      <div className="border-b border-line px-4 py-3">
        <h2 id={headingId} className="text-base font-semibold text-ink">
          {LEAD_STATUS_LABELS[column.status]}
        </h2>
        <p className="text-xs text-muted">{copy.count(column.total)}</p>
      </div>
      {column.leads.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-muted">{copy.empty}</p>
      ) : (
        <ol className="grid gap-3 p-3">
          {column.leads.map((lead) => (
            <BoardCard key={lead.id} lead={lead} />
          ))}
        </ol>
      )}
      {column.total > column.leads.length ? (
        <Link
          to={withLeadFilter("/admin/leads", { ...filter, status: column.status })}
          className="mt-auto border-t border-line px-4 py-3 text-sm text-brand-800 underline-offset-4 hover:underline"
        >
          {copy.more(BOARD_COLUMN_SIZE, column.total)}
        </Link>
      ) : null}
    </section>
  );
}

function BoardCard({ lead }: { lead: Card }) {
  const navigation = useNavigation();
  const name = lead.name ?? lead.email;
  const cardId = `lead-${lead.id}`;
  const moving = navigation.state === "submitting" && navigation.formData?.get("id") === lead.id;
  return (
    <li
      id={cardId}
      tabIndex={-1}
      className="rounded-lg border border-line bg-white p-3 text-sm shadow-sm focus:outline-2 focus:outline-brand-600"
    >
      <Link
        to={leadPath(lead.id)}
        className="font-medium break-words text-brand-800 underline-offset-4 hover:underline"
      >
        {name}
      </Link>
      <p className="mt-0.5 text-xs text-muted">
        {leadKindLabel(lead.type)} · <DateTime value={lead.createdAt} />
      </p>
      <p className="mt-1 text-xs">
        <span className="text-muted">{leadsInbox.columns.owner}: </span>
        {lead.ownerName ?? leadOwner.nobody}
      </p>
      {lead.due !== "no-promise" && lead.due !== "answered" ? (
        <div className="mt-1.5">
          <LeadDue state={lead.due} dueAt={lead.replyDueAt} />
        </div>
      ) : null}
      {/* A plain form: a menu and a button move the card, with or without JavaScript. */}
      <Form method="post" className="mt-3 flex items-end gap-2">
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="id" value={lead.id} />
        <label className="grid min-w-0 flex-1 gap-1 text-xs text-muted">
          <span className="sr-only">{copy.move.label(name)}</span>
          <select
            name="status"
            defaultValue={lead.status}
            className="h-9 w-full rounded-md border border-line bg-white px-2 text-sm text-ink focus:outline-2 focus:outline-brand-600"
          >
            {BOARD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" size="sm" variant="outline" disabled={moving}>
          {moving ? copy.move.submitting : copy.move.submit}
          <span className="sr-only"> {name}</span>
        </Button>
      </Form>
    </li>
  );
}
