/**
 * The calendar (ADR 067): the calls booked from today for two weeks, grouped by day in the firm's time, and the calls
 * of the last week still to be marked attended or a no-show. A host sees their own calls; an admin every host's, or
 * one host's with ?host=. A host whose own calendar can't be read offers no times, so it is said at the top.
 */
import { listCalendarHosts, type CalendarHost } from "~/lib/booking/call-types.server";
import { CalendarTabs } from "~/components/admin/calendar-tabs";
import { useEffect } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/calendar";
import { AdminList, type DataColumn } from "~/components/admin/admin-list";
import { SelectField } from "~/components/admin/fields";
import { ForRow, ListRow, RowActions } from "~/components/admin/list-row";
import { StatusBadge } from "~/components/admin/status-badge";
import { FormMessage } from "~/components/forms/field";
import { Check } from "~/components/icons/check";
import { X } from "~/components/icons/x";
import { toast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import {
  CALL_OUTCOME_LABELS,
  CALL_STATUS_LABELS,
  calendarMessages,
  calendarOutcomeMessages,
  calendarPage as copy,
} from "~/content/admin-calendar";
import { isRowId } from "~/db/row-id";
import type { BookingOutcome } from "~/db/schema";
import { can, type StaffRole } from "~/lib/accounts/roles";
import { requireStaff } from "~/lib/accounts/session.server";
import {
  failingCalendars,
  hostScheduleOf,
  isMarkable,
  listCalls,
  markCallOutcome,
  type CalendarCall,
} from "~/lib/booking/calendar-admin.server";
import { callClock, callDay, callDayShort } from "~/lib/booking/call-time";
import { formText, readAdminForm } from "~/lib/forms/admin-form.server";
import { leadPath } from "~/lib/leads/lead-path";
import { staticPageMeta } from "~/lib/pages/meta";
import { redirectWithToast } from "~/lib/pages/toast.server";
import { logger } from "~/lib/runtime/logger.server";
import { pageUrl } from "~/lib/runtime/page-url";
import { requestOf } from "~/lib/runtime/request-context";
import { zonedDay } from "~/lib/time/zoned-time";

export const meta: Route.MetaFunction = staticPageMeta({
  title: copy.title,
  description: copy.description,
  path: "/admin/calendar",
  noIndex: true,
});

/** A call as the screen lists it: its times already written in the firm's zone, so server and browser agree. */
function callRow(call: CalendarCall, now: Date, withDay: boolean) {
  const time = copy.time(callClock(call.startsAt), callClock(call.endsAt));
  return {
    id: call.id,
    leadId: call.leadId,
    callName: call.callName,
    visitorName: call.visitorName,
    business: call.business,
    hostName: call.hostName,
    start: call.startsAt.toISOString(),
    when: withDay ? `${callDayShort(call.startsAt)}, ${time}` : time,
    status: call.status,
    outcome: call.outcome,
    markable: isMarkable(call, now),
  };
}

type CallItem = ReturnType<typeof callRow>;

/** The host whose calls are asked for: ?host= (another's needs allCalendars), else one's own, or everyone's for admins. */
async function askedHost(request: Request, staff: { id: string; role: StaffRole }) {
  const mayAll = can(staff.role, "allCalendars");
  const asked = pageUrl(request).searchParams.get("host") ?? "";
  if (asked && asked !== staff.id && !mayAll) await requireStaff(request, "allCalendars");
  if (!mayAll) return { mayAll, hostId: staff.id };
  return { mayAll, hostId: asked || null };
}

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "calendar");
  const { mayAll, hostId: asked } = await askedHost(request, staff);
  const now = new Date();
  try {
    const hosts: CalendarHost[] = mayAll ? await listCalendarHosts() : [];
    // An admin naming someone who hosts no calls sees everyone's.
    const hostId = mayAll && asked && !hosts.some((host) => host.id === asked) ? null : asked;
    const [calls, own, failing] = await Promise.all([
      listCalls(hostId, now),
      hostScheduleOf(staff.id, now),
      mayAll ? failingCalendars() : Promise.resolve([]),
    ]);
    const days: { day: string; heading: string; calls: CallItem[] }[] = [];
    for (const call of calls.upcoming) {
      const day = zonedDay(call.startsAt);
      if (days.at(-1)?.day !== day) days.push({ day, heading: callDay(call.startsAt), calls: [] });
      days.at(-1)!.calls.push(callRow(call, now, false));
    }
    return {
      mayAll,
      mayCallTypes: can(staff.role, "callTypes"),
      hosts,
      hostId,
      hostName: hostId ? (hosts.find((host) => host.id === hostId)?.name ?? null) : null,
      days,
      unmarked: calls.unmarked.map((call) => callRow(call, now, true)),
      ownCalendar: own.ownCalendar.where && !own.ownCalendar.usable ? { error: own.ownCalendar.error } : null,
      failing: failing.filter((host) => host.id !== staff.id),
      loadError: null,
    };
  } catch (error) {
    logger.error({ err: error }, "could not load the calendar");
    return data(
      {
        mayAll,
        mayCallTypes: can(staff.role, "callTypes"),
        hosts: [] as CalendarHost[],
        hostId: asked,
        hostName: null as string | null,
        days: [] as { day: string; heading: string; calls: CallItem[] }[],
        unmarked: [] as CallItem[],
        ownCalendar: null as { error: string | null } | null,
        failing: [] as (CalendarHost & { error: string | null })[],
        loadError: calendarMessages.loadFailed,
      },
      { status: 503 },
    );
  }
}

type ActionResult = { message: string };

const OUTCOMES: readonly BookingOutcome[] = ["attended", "no-show"];
const isOutcome = (value: string): value is BookingOutcome => (OUTCOMES as readonly string[]).includes(value);

/** Marks a call that has begun attended or a no-show: its host, or an admin. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "calendar");
  const read = await readAdminForm(request);
  if (!read.ok) return data<ActionResult>({ message: read.message }, { status: read.status });
  const intent = formText(read.form, "intent");
  const id = formText(read.form, "id");
  if (!isOutcome(intent) || !isRowId(id)) {
    return data<ActionResult>({ message: calendarMessages.notUnderstood }, { status: 400 });
  }
  const words = calendarOutcomeMessages;
  let result: Awaited<ReturnType<typeof markCallOutcome>>;
  try {
    result = await markCallOutcome(
      {
        id: staff.id,
        name: staff.name || staff.email,
        ip: requestOf(context).clientIp,
        mayAll: can(staff.role, "allCalendars"),
      },
      id,
      intent,
    );
  } catch (error) {
    logger.error({ err: error }, "could not mark a call's outcome");
    return data<ActionResult>({ message: calendarMessages.saveFailed }, { status: 503 });
  }
  switch (result.kind) {
    case "marked": {
      // Back to the calls the member of staff was looking at.
      const host = formText(read.form, "host");
      const back = host ? `/admin/calendar?host=${encodeURIComponent(host)}` : "/admin/calendar";
      return redirectWithToast(back, {
        kind: "success",
        title: words.marked(CALL_OUTCOME_LABELS[intent]),
        description: words.markedDetail(result.visitorName, result.callName),
      });
    }
    case "gone":
      return data<ActionResult>({ message: words.gone }, { status: 404 });
    case "cancelled":
      return data<ActionResult>({ message: words.notMarkable }, { status: 409 });
    case "not-started":
      return data<ActionResult>({ message: words.notStarted }, { status: 409 });
    case "already":
      return data<ActionResult>({ message: words.alreadyMarked(CALL_OUTCOME_LABELS[result.outcome]) }, { status: 409 });
  }
}

export default function Calendar({ loaderData, actionData }: Route.ComponentProps) {
  const { mayAll, mayCallTypes, hosts, hostId, hostName, days, unmarked, ownCalendar, failing, loadError } = loaderData;
  const navigation = useNavigation();
  const markingId = navigation.state !== "idle" ? navigation.formData?.get("id") : null;

  useEffect(() => {
    if (actionData?.message) toast.error(calendarMessages.errorTitle, { description: actionData.message });
  }, [actionData]);

  const showHost = mayAll && hostId === null;
  const columns: DataColumn[] = [
    copy.columns.time,
    copy.columns.callType,
    copy.columns.visitor,
    ...(showHost ? [copy.columns.host] : []),
    copy.columns.status,
    { label: copy.columns.actions, hidden: true },
  ];
  const list = (id: string, heading: string | null, calls: CallItem[]) => (
    <CallList
      id={id}
      heading={heading}
      calls={calls}
      columns={columns}
      showHost={showHost}
      hostId={hostId}
      markingId={typeof markingId === "string" ? markingId : null}
    />
  );

  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="font-display text-3xl font-semibold text-brand-900">{copy.heading}</h1>
      <p className="mt-2 text-sm text-muted">
        {hostName ? copy.introFor(hostName) : mayAll && hostId === null ? copy.introAll : copy.intro}
      </p>
      <CalendarTabs current="calls" mayCallTypes={mayCallTypes} />

      {ownCalendar ? (
        <div className="mt-6">
          <FormMessage kind="error">
            {ownCalendar.error
              ? calendarMessages.ownCalendarFailing(ownCalendar.error)
              : calendarMessages.ownCalendarNotRead}{" "}
            <Link to="/admin/calendar/hours#own-calendar-heading" className="underline underline-offset-4">
              {calendarMessages.fixOwnCalendar}
            </Link>
          </FormMessage>
        </div>
      ) : null}

      {failing.length > 0 ? (
        <section
          aria-labelledby="failing-heading"
          className="mt-6 rounded-xl border border-danger/30 bg-danger/5 p-5 text-sm"
        >
          <h2 id="failing-heading" className="font-semibold text-danger">
            {copy.failingHosts.heading}
          </h2>
          <p className="mt-1 text-ink">{copy.failingHosts.intro}</p>
          <ul className="mt-3 grid gap-2">
            {failing.map((host) => (
              <li key={host.id}>
                <Link
                  to={`/admin/calendar/hours?host=${encodeURIComponent(host.id)}`}
                  className="font-medium text-brand-800 underline underline-offset-4"
                >
                  {host.name}
                </Link>
                <span className="text-ink">: {host.error ?? copy.failingHosts.notRead}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {mayAll ? (
        <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
          <SelectField
            label={copy.filter.label}
            name="host"
            defaultValue={hostId ?? ""}
            options={[
              { value: "", label: copy.filter.all },
              ...hosts.map((host) => ({ value: host.id, label: host.name })),
            ]}
            className="w-full sm:w-72"
          />
          <Button type="submit" variant="outline">
            {copy.filter.submit}
          </Button>
        </Form>
      ) : null}

      {loadError ? (
        <div className="mt-6">
          <FormMessage kind="error">{loadError}</FormMessage>
        </div>
      ) : null}
      {actionData?.message ? (
        <div className="mt-6">
          <FormMessage kind="error">{actionData.message}</FormMessage>
        </div>
      ) : null}

      {unmarked.length > 0 ? (
        <section aria-labelledby="to-mark-heading" className="mt-8">
          <h2 id="to-mark-heading" className="text-lg font-semibold text-ink">
            {copy.toMark.heading}
          </h2>
          <p className="mt-1 text-sm text-muted">{copy.toMark.intro}</p>
          {list("to-mark", null, unmarked)}
        </section>
      ) : null}

      {days.length === 0 && !loadError ? (
        <p className="mt-8 rounded-xl border border-line bg-white px-5 py-10 text-center text-muted">
          {hostName ? copy.upcoming.emptyFor(hostName) : copy.upcoming.empty}
        </p>
      ) : (
        days.map((day) => <div key={day.day}>{list(`day-${day.day}`, day.heading, day.calls)}</div>)
      )}
    </div>
  );
}

/** One list of calls: a table on wide screens, cards on narrow ones; `heading` null when the section has its own. */
function CallList({
  id,
  heading,
  calls,
  columns,
  showHost,
  hostId,
  markingId,
}: {
  id: string;
  heading: string | null;
  calls: CallItem[];
  columns: DataColumn[];
  showHost: boolean;
  hostId: string | null;
  markingId: string | null;
}) {
  const label = heading ? copy.tableLabel(heading) : copy.toMark.heading;
  const visitor = (call: CallItem) => (
    <>
      <Link to={leadPath(call.leadId)} className="font-medium text-brand-800 underline-offset-4 hover:underline">
        {call.visitorName}
      </Link>
      {call.business ? <span className="text-muted"> {copy.business(call.business)}</span> : null}
    </>
  );
  const actions = (call: CallItem) =>
    call.markable ? (
      <Form method="post" className="flex flex-wrap gap-2">
        <input type="hidden" name="id" value={call.id} />
        {hostId ? <input type="hidden" name="host" value={hostId} /> : null}
        <Button
          type="submit"
          name="intent"
          value="attended"
          variant="outline"
          size="sm"
          disabled={markingId === call.id}
        >
          <Check aria-hidden="true" className="h-4 w-4" />
          {copy.attended}
          <ForRow>{`${call.visitorName}, ${call.when}`}</ForRow>
        </Button>
        <Button type="submit" name="intent" value="no-show" variant="ghost" size="sm" disabled={markingId === call.id}>
          <X aria-hidden="true" className="h-4 w-4" />
          {copy.noShow}
          <ForRow>{`${call.visitorName}, ${call.when}`}</ForRow>
        </Button>
      </Form>
    ) : null;
  const common = {
    items: calls,
    itemKey: (call: CallItem) => call.id,
    table: { label, minWidth: "min-w-[52rem]", columns },
    narrow: {
      label,
      card: (call: CallItem) => (
        <li className="grid gap-1.5 px-5 py-4 text-sm">
          <p className="font-semibold text-ink tabular-nums">{call.when}</p>
          <p>{call.callName}</p>
          <p>{visitor(call)}</p>
          {showHost ? <p className="text-muted">{copy.hostedBy(call.hostName)}</p> : null}
          <div>
            <CallState call={call} />
          </div>
          {call.markable ? <div className="mt-1">{actions(call)}</div> : null}
        </li>
      ),
    },
    row: (call: CallItem) => (
      <ListRow align="middle">
        <th scope="row" className="px-5 py-3 font-medium whitespace-nowrap text-ink tabular-nums">
          <time dateTime={call.start}>{call.when}</time>
        </th>
        <td className="px-5 py-3">{call.callName}</td>
        <td className="px-5 py-3">{visitor(call)}</td>
        {showHost ? <td className="px-5 py-3">{call.hostName}</td> : null}
        <td className="px-5 py-3">
          <CallState call={call} />
        </td>
        <RowActions layout="end">{actions(call)}</RowActions>
      </ListRow>
    ),
  };
  return heading ? (
    <AdminList frame="open" id={`${id}-heading`} heading={heading} {...common} />
  ) : (
    <AdminList frame="bare" {...common} />
  );
}

/** A call's state in words: cancelled, attended or a no-show, waiting for its outcome, or booked. */
function CallState({ call }: { call: CallItem }) {
  if (call.status === "cancelled") return <StatusBadge tone="muted">{CALL_STATUS_LABELS.cancelled}</StatusBadge>;
  if (call.outcome === "attended") return <StatusBadge tone="success">{CALL_OUTCOME_LABELS.attended}</StatusBadge>;
  if (call.outcome === "no-show") return <StatusBadge tone="danger">{CALL_OUTCOME_LABELS["no-show"]}</StatusBadge>;
  if (call.markable) return <StatusBadge tone="accent">{copy.outcomeNeeded}</StatusBadge>;
  return <StatusBadge tone="brand">{CALL_STATUS_LABELS[call.status]}</StatusBadge>;
}
