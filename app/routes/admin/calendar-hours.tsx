/**
 * A host's hours and days off (ADR 067): their weekly hours, the days they are off or keep other hours, the private
 * address of the calendar they already use (its busy times kept free of calls), and the secret address of their feed
 * of booked calls. The signed-in host's own, or, for an admin, another host's with ?host=. Every form is a plain POST
 * with an `intent`, so the screen works without JavaScript; with it, a day's spare row of times appears as the last
 * one is filled.
 */
import { CopyableLink } from "~/components/admin/copyable-link";
import { calendarHost, listCalendarHosts, type CalendarHost } from "~/lib/booking/call-types.server";
import { CalendarTabs } from "~/components/admin/calendar-tabs";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/calendar-hours";
import { DateTime } from "~/components/admin/date-time";
import { ConfirmStep } from "~/components/admin/confirm-step";
import { SelectField, TextareaField } from "~/components/admin/fields";
import { ForRow } from "~/components/admin/list-row";
import { StatusBadge } from "~/components/admin/status-badge";
import { Field, FormMessage } from "~/components/forms/field";
import { FieldError } from "~/components/forms/control-frame";
import { useHydrated } from "~/components/forms/use-hydrated";
import { Trash2 } from "~/components/icons/trash-2";
import { toast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { CALENDAR_LIMITS, calendarMessages, hoursPage as copy, WEEKDAY_LABELS } from "~/content/admin-calendar";
import { isRowId } from "~/db/row-id";
import { can, type StaffRole } from "~/lib/accounts/roles";
import { requireStaff } from "~/lib/accounts/session.server";
import {
  changeFeed,
  feedUrl,
  hostScheduleOf,
  listOverrides,
  overrideOf,
  readOwnCalendarNow,
  removeOverride,
  removeOwnCalendar,
  saveWeeklyHours,
  setOverride,
  setOwnCalendar,
  type CalendarActor,
  type FeedChange,
} from "~/lib/booking/calendar-admin.server";
import { callDay } from "~/lib/booking/call-time";
import type { CalendarRefresh } from "~/lib/booking/host-calendars.server";
import {
  DAY_HOURS_PREFIX,
  MAX_RANGES_PER_DAY,
  readTimeRows,
  timeFieldName,
  weekRows,
  WEEKDAYS,
  weekdayPrefix,
  type TimeRow,
  type Weekday,
} from "~/lib/booking/weekly-hours";
import { formText, readAdminForm } from "~/lib/forms/admin-form.server";
import type { FieldErrors } from "~/lib/forms/form-answers";
import { publicHolidays } from "~/lib/leads/business-hours";
import { staticPageMeta } from "~/lib/pages/meta";
import type { Toast } from "~/lib/pages/toast";
import { redirectWithToast } from "~/lib/pages/toast.server";
import { logger } from "~/lib/runtime/logger.server";
import { pageUrl } from "~/lib/runtime/page-url";
import { requestOf } from "~/lib/runtime/request-context";
import { DAY, dayString, dayTimestamp, zonedDay, zonedInstant } from "~/lib/time/zoned-time";

export const meta: Route.MetaFunction = staticPageMeta({
  title: copy.title,
  description: copy.description,
  path: "/admin/calendar/hours",
  noIndex: true,
});

/** "Wednesday, 3 February 2027" for a day. */
const dayLabel = (day: string) => callDay(zonedInstant(day, "12:00"));
const rangesText = (hours: [string, string][]) =>
  hours.map(([from, to]) => copy.hoursProblems.range(from, to)).join(", ");

type Staff = { id: string; name: string; email: string; role: StaffRole };
type Target = CalendarHost & { self: boolean };

/**
 * The host a request is for: `asked` (?host= or the form's host), else the member of staff. Another host's needs
 * allCalendars (a 403 otherwise, as every refused page answers) and must be someone who hosts calls (404).
 */
async function targetHost(request: Request, staff: Staff, asked: string): Promise<Target> {
  if (!asked || asked === staff.id) return { id: staff.id, name: staff.name || staff.email, self: true };
  if (!can(staff.role, "allCalendars")) await requireStaff(request, "allCalendars");
  const host = await calendarHost(asked);
  if (!host) throw data({ message: calendarMessages.notAHost }, { status: 404 });
  return { ...host, self: false };
}

const pagePath = (host: Target) =>
  host.self ? "/admin/calendar/hours" : `/admin/calendar/hours?host=${encodeURIComponent(host.id)}`;

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "calendar");
  const host = await targetHost(request, staff, pageUrl(request).searchParams.get("host") ?? "");
  const now = new Date();
  const today = zonedDay(now);
  const yearAhead = dayString(dayTimestamp(today) + 365 * DAY);
  const mayAll = can(staff.role, "allCalendars");
  const [schedule, overrides, hosts] = await Promise.all([
    hostScheduleOf(host.id, now),
    listOverrides(host.id, now),
    mayAll ? listCalendarHosts() : Promise.resolve([]),
  ]);
  const year = Number(today.slice(0, 4));
  const holidays = [...publicHolidays(year), ...publicHolidays(year + 1)].filter(
    (holiday) => holiday.day >= today && holiday.day <= yearAhead,
  );
  const holidayName = new Map(holidays.map((holiday) => [holiday.day, holiday.name]));
  return {
    host,
    hosts,
    mayCallTypes: can(staff.role, "callTypes"),
    week: weekRows(schedule.weeklyHours),
    days: overrides.map((override) => ({
      ...override,
      label: dayLabel(override.day),
      holiday: holidayName.get(override.day) ?? null,
    })),
    holidays: holidays.map((holiday) => ({ ...holiday, label: dayLabel(holiday.day) })),
    ownCalendar: schedule.ownCalendar,
    feedUrl: schedule.feedToken ? feedUrl(schedule.feedToken) : null,
    today,
  };
}

type DayValues = { day: string; kind: "off" | "hours"; rows: TimeRow[]; note: string };
type ActionResult =
  | { kind: "hours"; week: Record<Weekday, TimeRow[]>; errors: FieldErrors }
  | { kind: "day"; values: DayValues; errors: FieldErrors }
  | { kind: "calendar"; value: string; errors: FieldErrors }
  | { kind: "confirm-remove-day"; id: string; label: string }
  | { kind: "error"; message: string };

const FEED_INTENTS: Record<string, FeedChange> = {
  "feed-create": "create",
  "feed-regenerate": "regenerate",
  "feed-revoke": "revoke",
};

/** The toast after a reading of the host's calendar: what was found, or what went wrong. */
function readingToast(refresh: CalendarRefresh): Toast {
  const words = copy.ownCalendar;
  if (refresh.outcome === "read") {
    return { kind: "success", title: words.read, description: words.readDetail(refresh.busy) };
  }
  if (refresh.outcome === "failed") {
    return { kind: "error", title: words.readFailed, description: words.readFailedDetail(refresh.error) };
  }
  return { kind: "info", title: words.noCalendar };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "calendar");
  const read = await readAdminForm(request);
  if (!read.ok) return data<ActionResult>({ kind: "error", message: read.message }, { status: read.status });
  const form = read.form;
  const host = await targetHost(request, staff, formText(form, "host"));
  const actor: CalendarActor = { id: staff.id, name: staff.name || staff.email, ip: requestOf(context).clientIp };
  const back = pagePath(host);
  const intent = formText(form, "intent");
  const done = (toast: Toast) => redirectWithToast(back, toast);
  try {
    switch (intent) {
      case "hours": {
        const week = Object.fromEntries(WEEKDAYS.map((day) => [day, readTimeRows(form, weekdayPrefix(day))])) as Record<
          Weekday,
          TimeRow[]
        >;
        const saved = await saveWeeklyHours(host.id, week, actor);
        if (!saved.ok) return data<ActionResult>({ kind: "hours", week, errors: saved.errors }, { status: 400 });
        return done({ kind: "success", title: copy.weekly.saved });
      }
      case "add-day": {
        const values: DayValues = {
          day: formText(form, "day"),
          kind: formText(form, "kind") === "hours" ? "hours" : "off",
          rows: readTimeRows(form, DAY_HOURS_PREFIX),
          note: formText(form, "note"),
        };
        const saved = await setOverride(host.id, values, actor);
        if (!saved.ok) return data<ActionResult>({ kind: "day", values, errors: saved.errors }, { status: 400 });
        return done({ kind: "success", title: copy.days.added(dayLabel(values.day.trim())) });
      }
      case "remove-day": {
        const id = formText(form, "id");
        if (!isRowId(id))
          return data<ActionResult>({ kind: "error", message: calendarMessages.notUnderstood }, { status: 400 });
        if (formText(form, "confirm") !== "yes") {
          const day = await overrideOf(host.id, id);
          if (!day) return data<ActionResult>({ kind: "error", message: copy.days.gone }, { status: 404 });
          return data<ActionResult>({ kind: "confirm-remove-day", id, label: dayLabel(day.day) });
        }
        const removed = await removeOverride(host.id, id, actor);
        if (!removed) return data<ActionResult>({ kind: "error", message: copy.days.gone }, { status: 404 });
        return done({ kind: "success", title: copy.days.removed(dayLabel(removed)) });
      }
      case "calendar-save": {
        const value = formText(form, "calendarUrl");
        const saved = await setOwnCalendar(host.id, value, actor);
        if (!saved.ok) {
          return data<ActionResult>(
            { kind: "calendar", value, errors: { calendarUrl: saved.message } },
            { status: 400 },
          );
        }
        return done(readingToast(saved.refresh));
      }
      case "calendar-read":
        return done(readingToast(await readOwnCalendarNow(host.id)));
      case "calendar-remove":
        await removeOwnCalendar(host.id, actor);
        return done({ kind: "success", title: copy.ownCalendar.removed });
      default: {
        const change = FEED_INTENTS[intent];
        if (!change) break;
        await changeFeed(host.id, change, actor);
        const feed = copy.feed;
        if (change === "create") return done({ kind: "success", title: feed.created });
        if (change === "regenerate") {
          return done({ kind: "success", title: feed.regenerated, description: feed.regeneratedDetail });
        }
        return done({ kind: "success", title: feed.revoked });
      }
    }
  } catch (error) {
    logger.error({ err: error, intent }, "could not change a host's calendar settings");
    return data<ActionResult>({ kind: "error", message: calendarMessages.saveFailed }, { status: 503 });
  }
  return data<ActionResult>({ kind: "error", message: calendarMessages.notUnderstood }, { status: 400 });
}

export default function CalendarHours({ loaderData, actionData }: Route.ComponentProps) {
  const { host, hosts, mayCallTypes, week, days, holidays, ownCalendar, feedUrl, today } = loaderData;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? formIntent(navigation.formData) : null;
  const back = host.self ? "/admin/calendar/hours" : `/admin/calendar/hours?host=${encodeURIComponent(host.id)}`;

  useEffect(() => {
    if (actionData?.kind === "error") toast.error(calendarMessages.errorTitle, { description: actionData.message });
  }, [actionData]);

  if (actionData?.kind === "confirm-remove-day") {
    const words = copy.days.confirmRemove;
    return (
      <ConfirmStep
        heading={words.heading(actionData.label)}
        body={words.body}
        fields={{ intent: "remove-day", id: actionData.id, ...(host.self ? {} : { host: host.id }) }}
        confirm={words.confirm}
        icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}
        cancel={words.cancel}
        cancelTo={back}
        busy={submitting !== null}
      />
    );
  }

  const hostField = host.self ? null : <input type="hidden" name="host" value={host.id} />;
  const hoursResult = actionData?.kind === "hours" ? actionData : null;
  const dayResult = actionData?.kind === "day" ? actionData : null;
  const calendarResult = actionData?.kind === "calendar" ? actionData : null;

  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="font-display text-3xl font-semibold text-brand-900">
        {host.self ? copy.heading : copy.headingFor(host.name)}
      </h1>
      <p className="mt-2 text-sm text-muted">{host.self ? copy.intro : copy.introFor(host.name)}</p>
      <p className="mt-1 text-sm text-muted">{copy.zone}</p>
      <CalendarTabs current="hours" mayCallTypes={mayCallTypes} />

      {hosts.length > 0 ? (
        <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
          <SelectField
            label={copy.hostPicker.label}
            name="host"
            defaultValue={host.id}
            options={hosts.map((option) => ({
              value: option.id,
              label: option.id === host.id && host.self ? copy.hostPicker.yourself(option.name) : option.name,
            }))}
            className="w-full sm:w-72"
          />
          <Button type="submit" variant="outline">
            {copy.hostPicker.submit}
          </Button>
        </Form>
      ) : null}

      {actionData?.kind === "error" ? (
        <div className="mt-6">
          <FormMessage kind="error">{actionData.message}</FormMessage>
        </div>
      ) : null}

      <WeeklyHoursSection
        key={JSON.stringify(hoursResult?.week ?? week)}
        week={hoursResult?.week ?? week}
        errors={hoursResult?.errors ?? {}}
        hostField={hostField}
        busy={submitting === "hours"}
      />

      <section aria-labelledby="days-heading" className="mt-8 rounded-xl border border-line bg-white p-5 sm:p-6">
        <h2 id="days-heading" className="text-lg font-semibold text-ink">
          {copy.days.heading}
        </h2>
        <p className="mt-1 text-sm text-muted">{copy.days.intro}</p>
        {days.length === 0 ? (
          <p className="mt-4 text-sm text-muted">{copy.days.empty}</p>
        ) : (
          <ul aria-label={copy.days.listLabel} className="mt-4 divide-y divide-line border-y border-line">
            {days.map((day) => (
              <li key={day.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
                <div className="grid gap-1">
                  <p className="font-medium text-ink">{day.label}</p>
                  <p>
                    {day.hours.length === 0 ? (
                      <StatusBadge tone="muted">{copy.days.dayOff}</StatusBadge>
                    ) : (
                      <StatusBadge tone="brand">{copy.days.hoursOf(rangesText(day.hours))}</StatusBadge>
                    )}
                  </p>
                  {day.holiday ? <p className="text-xs text-muted">{copy.days.publicHoliday(day.holiday)}</p> : null}
                  {day.note ? <p className="break-words text-muted">{day.note}</p> : null}
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-day" />
                  <input type="hidden" name="id" value={day.id} />
                  {hostField}
                  <Button type="submit" variant="ghost" size="sm">
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                    {copy.days.remove}
                    <ForRow>{day.label}</ForRow>
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <AddDayForm
          key={dayResult ? JSON.stringify(dayResult.values) : JSON.stringify(days)}
          values={dayResult?.values ?? null}
          errors={dayResult?.errors ?? {}}
          today={today}
          hostField={hostField}
          busy={submitting === "add-day"}
        />
        {holidays.length > 0 ? (
          <details className="mt-6 text-sm">
            <summary className="cursor-pointer font-medium text-brand-800">{copy.holidays.heading}</summary>
            <p className="mt-2 text-muted">{copy.holidays.intro}</p>
            <ul className="mt-2 grid gap-1">
              {holidays.map((holiday) => (
                <li key={holiday.day}>
                  <span className="font-medium text-ink">{holiday.label}</span>
                  <span className="text-muted">: {holiday.name}</span>
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </section>

      <OwnCalendarSection
        host={host}
        state={ownCalendar}
        result={calendarResult}
        hostField={hostField}
        submitting={submitting}
      />

      <FeedSection host={host} url={feedUrl} hostField={hostField} submitting={submitting} />
    </div>
  );
}

function formIntent(formData: FormData | undefined): string | null {
  const value = formData?.get("intent");
  return typeof value === "string" ? value : null;
}

/**
 * A day's rows of "from" and "to" times, named `<prefix>-<row>-from|to` as the server reads them. At least `minRows`
 * rows; past the last filled one, one spare row (at most MAX_RANGES_PER_DAY in all), which the browser adds to as
 * the spare is filled.
 */
function TimeRowsFields({
  prefix,
  rows,
  onChange,
  minRows,
  errors,
}: {
  prefix: string;
  rows: TimeRow[];
  onChange: (rows: TimeRow[]) => void;
  minRows: number;
  errors: FieldErrors;
}) {
  const lastFilled = rows.findLastIndex((row) => row.from || row.to);
  const count = Math.min(MAX_RANGES_PER_DAY, Math.max(minRows, lastFilled + 2, rows.length));
  const row = (index: number): TimeRow => rows[index] ?? { from: "", to: "" };
  const change = (index: number, field: "from" | "to", value: string) => {
    const next = Array.from({ length: Math.max(rows.length, index + 1) }, (_, n) => row(n));
    next[index] = { ...next[index], [field]: value };
    onChange(next);
  };
  return (
    <div className="grid gap-3">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex flex-wrap items-start gap-3">
          {(["from", "to"] as const).map((field) => {
            const name = timeFieldName(prefix, index, field);
            return (
              <Field
                key={field}
                type="time"
                label={copy.weekly[field](index)}
                name={name}
                value={row(index)[field]}
                onChange={(event) => change(index, field, event.currentTarget.value)}
                error={errors[name]}
                className="w-36"
              />
            );
          })}
        </div>
      ))}
    </div>
  );
}

function WeeklyHoursSection({
  week,
  errors,
  hostField,
  busy,
}: {
  week: Record<Weekday, TimeRow[]>;
  errors: FieldErrors;
  hostField: ReactNode;
  busy: boolean;
}) {
  const [rows, setRows] = useState(week);
  const errorCount = Object.keys(errors).length;
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errorCount > 0) summary.current?.focus();
  }, [errorCount]);
  return (
    <section aria-labelledby="weekly-heading" className="mt-8 rounded-xl border border-line bg-white p-5 sm:p-6">
      <h2 id="weekly-heading" className="text-lg font-semibold text-ink">
        {copy.weekly.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{copy.weekly.intro}</p>
      <p className="mt-1 text-sm text-muted">{copy.weekly.holidays}</p>
      {errorCount > 0 ? (
        <div ref={summary} tabIndex={-1} className="mt-4">
          <FormMessage kind="error">{copy.fieldsToCorrect(errorCount)}</FormMessage>
        </div>
      ) : null}
      <Form method="post" noValidate className="mt-4 grid gap-4">
        <input type="hidden" name="intent" value="hours" />
        {hostField}
        {WEEKDAYS.map((day) => {
          const open = rows[day].some((row) => row.from || row.to);
          const dayError = errors[weekdayPrefix(day)];
          const errorId = `${weekdayPrefix(day)}-error`;
          return (
            <fieldset
              key={day}
              aria-describedby={dayError ? errorId : undefined}
              className="grid gap-3 border-t border-line pt-4 sm:grid-cols-[10rem_1fr]"
            >
              <legend className="float-left flex items-center gap-2 self-start text-sm font-semibold text-ink sm:pt-7">
                {WEEKDAY_LABELS[day]}{" "}
                <StatusBadge tone={open ? "brand" : "muted"}>
                  {open ? copy.weekly.open : copy.weekly.closed}
                </StatusBadge>
              </legend>
              <div className="clear-left sm:clear-none">
                <TimeRowsFields
                  prefix={weekdayPrefix(day)}
                  rows={rows[day]}
                  onChange={(next) => setRows((current) => ({ ...current, [day]: next }))}
                  minRows={1}
                  errors={errors}
                />
                <FieldError id={errorId} error={dayError} />
              </div>
            </fieldset>
          );
        })}
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? copy.weekly.saving : copy.weekly.save}
          </Button>
        </div>
      </Form>
    </section>
  );
}

function AddDayForm({
  values,
  errors,
  today,
  hostField,
  busy,
}: {
  values: DayValues | null;
  errors: FieldErrors;
  today: string;
  hostField: ReactNode;
  busy: boolean;
}) {
  const words = copy.days.add;
  const [kind, setKind] = useState<DayValues["kind"]>(values?.kind ?? "off");
  const [rows, setRows] = useState<TimeRow[]>(values?.rows ?? []);
  const hydrated = useHydrated();
  const errorCount = Object.keys(errors).length;
  return (
    <div className="mt-6">
      <h3 className="text-base font-semibold text-ink">{words.heading}</h3>
      {errorCount > 0 ? (
        <div className="mt-3">
          <FormMessage kind="error">{copy.fieldsToCorrect(errorCount)}</FormMessage>
        </div>
      ) : null}
      <Form method="post" noValidate className="mt-3 grid gap-4">
        <input type="hidden" name="intent" value="add-day" />
        {hostField}
        <Field
          type="date"
          label={words.day}
          name="day"
          min={today}
          required
          defaultValue={values?.day ?? ""}
          hint={words.dayHint}
          error={errors.day}
          className="max-w-xs"
        />
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium text-ink">{words.kind}</legend>
          {(["off", "hours"] as const).map((option) => (
            <label key={option} className="flex items-center gap-3 text-sm">
              <input
                type="radio"
                name="kind"
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
                className="h-5 w-5 accent-brand-800"
              />
              {words[option]}
            </label>
          ))}
        </fieldset>
        {/* Without JavaScript the rows always show; the server ignores them for a day off. */}
        <div hidden={hydrated && kind === "off"}>
          <TimeRowsFields
            prefix={DAY_HOURS_PREFIX}
            rows={rows}
            onChange={setRows}
            minRows={MAX_RANGES_PER_DAY}
            errors={errors}
          />
        </div>
        <TextareaField
          label={words.note}
          name="note"
          rows={2}
          maxLength={CALENDAR_LIMITS.noteMax}
          defaultValue={values?.note ?? ""}
          hint={words.noteHint(CALENDAR_LIMITS.noteMax)}
          error={errors.note}
        />
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? words.submitting : words.submit}
          </Button>
        </div>
      </Form>
    </div>
  );
}

function OwnCalendarSection({
  host,
  state,
  result,
  hostField,
  submitting,
}: {
  host: Target;
  state: Route.ComponentProps["loaderData"]["ownCalendar"];
  result: { value: string; errors: FieldErrors } | null;
  hostField: ReactNode;
  submitting: string | null;
}) {
  const words = copy.ownCalendar;
  return (
    <section aria-labelledby="own-calendar-heading" className="mt-8 rounded-xl border border-line bg-white p-5 sm:p-6">
      <h2 id="own-calendar-heading" className="text-lg font-semibold text-ink">
        {host.self ? words.heading : words.headingFor(host.name)}
      </h2>
      <p className="mt-1 text-sm text-muted">{words.intro}</p>
      <div className="mt-4 grid gap-1 text-sm">
        {state.where ? (
          <>
            <p className="text-ink">{words.savedAt(state.where)}</p>
            {state.usable && state.readAt ? (
              <p className="text-ink">
                {words.lastRead} <DateTime value={state.readAt} />. {words.busy(state.busyAhead)}
              </p>
            ) : (
              <FormMessage kind="error">
                {state.error ? words.failing(state.error) : words.notRead} {words.notOffered}
              </FormMessage>
            )}
          </>
        ) : (
          <p className="text-muted">{words.none}</p>
        )}
      </div>
      <Form
        method="post"
        noValidate
        className="mt-4 grid gap-4"
        key={result ? "answered" : `${state.where}:${String(state.checkedAt)}`}
      >
        <input type="hidden" name="intent" value="calendar-save" />
        {hostField}
        <Field
          type="url"
          label={words.label}
          name="calendarUrl"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={CALENDAR_LIMITS.calendarUrlMax}
          defaultValue={result?.value ?? ""}
          hint={words.hint}
          error={result?.errors.calendarUrl}
        />
        <div>
          <Button type="submit" disabled={submitting === "calendar-save"}>
            {submitting === "calendar-save" ? words.saving : state.where ? words.replace : words.save}
          </Button>
        </div>
      </Form>
      {state.where ? (
        <div className="mt-4 flex flex-wrap gap-3">
          <Form method="post">
            <input type="hidden" name="intent" value="calendar-read" />
            {hostField}
            <Button type="submit" variant="outline" disabled={submitting === "calendar-read"}>
              {submitting === "calendar-read" ? words.reading : words.readNow}
            </Button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="calendar-remove" />
            {hostField}
            <Button type="submit" variant="ghost" disabled={submitting === "calendar-remove"}>
              {words.remove}
            </Button>
          </Form>
        </div>
      ) : null}
    </section>
  );
}

function FeedSection({
  host,
  url,
  hostField,
  submitting,
}: {
  host: Target;
  url: string | null;
  hostField: ReactNode;
  submitting: string | null;
}) {
  const words = copy.feed;
  const button = (intent: string, label: string, variant: "primary" | "outline" | "ghost") => (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {hostField}
      <Button type="submit" variant={variant} disabled={submitting === intent}>
        {label}
      </Button>
    </Form>
  );
  return (
    <section aria-labelledby="feed-heading" className="mt-8 rounded-xl border border-line bg-white p-5 sm:p-6">
      <h2 id="feed-heading" className="text-lg font-semibold text-ink">
        {host.self ? words.heading : words.headingFor(host.name)}
      </h2>
      <p className="mt-1 text-sm text-muted">{words.intro}</p>
      {url ? (
        <CopyableLink url={url} label={words.label} note={words.secret} copy={words.copy} copied={words.copied} />
      ) : (
        <p className="mt-4 text-sm text-muted">{words.none}</p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {url ? (
          <>
            {button("feed-regenerate", words.regenerate, "outline")}
            {button("feed-revoke", words.revoke, "ghost")}
          </>
        ) : (
          button("feed-create", words.create, "primary")
        )}
      </div>
    </section>
  );
}
