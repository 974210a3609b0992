import { useEffect } from "react";
import { submitOnSaveShortcut } from "~/components/admin/save-shortcut";
import { data, Form, useNavigation } from "react-router";
import { UserSearch } from "~/components/icons/user-search";
import { toast } from "~/components/toasts";
import type { Route } from "./+types/lead-detail";
import { BackLink } from "~/components/admin/back-link";
import { NotFoundBoundary } from "~/components/admin/not-found-panel";
import { DateTime } from "~/components/admin/date-time";
import { SelectField, TextareaField } from "~/components/admin/fields";
import { LeadReplyForm, type ReplyValues } from "~/components/admin/lead-reply-form";
import { LeadTimeline } from "~/components/admin/lead-timeline";
import { LeadStatusBadge } from "~/components/admin/status-badge";
import { FormMessage } from "~/components/forms/field";
import { Button, ButtonLink } from "~/components/ui/button";
import {
  LEAD_STATUS_LABELS,
  labelKeys,
  leadDetail as copy,
  leadMessages,
  leadOwner,
  leadPages,
} from "~/content/admin-leads";
import { readAdminForm, formText } from "~/lib/forms/admin-form.server";
import { leadAnswers, leadConsent, leadContext, leadDisplayName, type LeadField } from "~/lib/leads/lead-fields";
import { isLeadStatus } from "~/lib/leads/lead-filter";
import { leadKindLabel } from "~/lib/leads/lead-kinds";
import { leadPath } from "~/lib/leads/lead-path";
import { addLeadNote, changeLeadStatus, getLead, type LeadActor } from "~/lib/leads/lead-record.server";
import { logger } from "~/lib/runtime/logger.server";
import { originFrom, pageMeta } from "~/lib/pages/meta";
import { parseForm } from "~/lib/forms/parse";
import { LeadNoteSchema, NOTE_MAX } from "~/lib/leads/lead-note-schema";
import { LeadReplySchema } from "~/lib/leads/lead-reply-schema";
import { leadOwnMessage, replyToLead } from "~/lib/leads/lead-replies.server";
import { leadTimeline } from "~/lib/leads/lead-timeline.server";
import { assignLead, listLeadOwners } from "~/lib/leads/lead-assignment.server";
import { endOfZonedDay } from "~/lib/time/zoned-time";
import { dueState } from "~/lib/leads/lead-due";
import { LeadDue } from "~/components/admin/lead-due";
import { requireStaff } from "~/lib/accounts/session.server";
import { redirectWithToast } from "~/lib/pages/toast.server";
import { requestOf } from "~/lib/runtime/request-context";
import { leadBookingView } from "~/lib/booking/booking-view.server";
import { bookingOfLead, cancelBooking, markOutcome } from "~/lib/booking/bookings.server";
import { callTypeById } from "~/lib/booking/call-types.server";
import { LeadBookingPanel } from "~/components/admin/lead-booking-panel";

export const meta: Route.MetaFunction = ({ matches, params, loaderData }) =>
  pageMeta({
    title: loaderData ? copy.title(loaderData.title) : copy.fallbackTitle,
    description: copy.description,
    path: leadPath(params.id),
    origin: originFrom(matches),
    noIndex: true,
  });

const notFound = () => data({ message: leadMessages.leadGone }, { status: 404 });

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "leads");
  const found = await getLead(params.id);
  if (!found) throw notFound();
  const { lead, notes } = found;
  const [timeline, owners, booking] = await Promise.all([
    leadTimeline(params.id, lead),
    listLeadOwners(),
    leadBookingView(lead.row.id),
  ]);
  if (!timeline) throw notFound();
  const now = new Date();
  return {
    ownerId: lead.row.ownerId,
    owners,
    replyDueAt: lead.row.replyDueAt,
    respondedAt: lead.row.respondedAt,
    due: dueState(lead.row, now, endOfZonedDay(now)),
    type: lead.type,
    id: lead.row.id,
    title: leadDisplayName(lead),
    email: lead.row.email,
    status: lead.row.status,
    receivedAt: lead.row.createdAt,
    answers: leadAnswers(lead),
    consent: leadConsent(lead),
    context: leadContext(lead),
    notes,
    timeline,
    /** whether the lead wrote something a reply may quote */
    canQuote: leadOwnMessage(lead) !== null,
    /** the signed-in member of staff's address: a reply's Reply-To */
    replyTo: staff.email,
    /** the call the lead booked, when it is a booking */
    booking,
  };
}

type Intent = "owner" | "status" | "note" | "reply" | "call-outcome" | "call-cancel";
type ActionResult = {
  intent: Intent | null;
  message: string | null;
  fieldErrors: Record<string, string>;
  /** a refused note's text */
  body: string;
  /** a refused reply, as typed */
  reply: ReplyValues | null;
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireStaff(request, "leads");
  const answer = (status: number, result: Partial<ActionResult>) =>
    data<ActionResult>({ intent: null, message: null, fieldErrors: {}, body: "", reply: null, ...result }, { status });
  const read = await readAdminForm(request);
  if (!read.ok) return answer(read.status, { message: read.message });
  const { form } = read;
  const intent = formText(form, "intent");
  const actor: LeadActor = { id: admin.id, name: admin.name, email: admin.email };
  const here = leadPath(params.id);

  if (intent === "owner") {
    const owner = formText(form, "owner") || null;
    let assignment: Awaited<ReturnType<typeof assignLead>>;
    try {
      assignment = await assignLead(actor, params.id, owner, requestOf(context).clientIp);
    } catch (error) {
      logger.error({ err: error }, "could not assign a lead");
      return answer(503, { intent, message: leadMessages.saveFailed });
    }
    if (!assignment.ok && assignment.reason === "not-found") throw notFound();
    if (!assignment.ok) return answer(400, { intent, fieldErrors: { owner: leadOwner.notAnOwner } });
    if (!assignment.changed) return redirectWithToast(here, { kind: "info", title: leadOwner.unchanged });
    if (assignment.to === null) return redirectWithToast(here, { kind: "success", title: leadOwner.unassigned });
    const name = (await listLeadOwners()).find((candidate) => candidate.id === assignment.to)?.name ?? "";
    return redirectWithToast(here, { kind: "success", title: leadOwner.assigned(name) });
  }

  if (intent === "call-outcome" || intent === "call-cancel") {
    const booking = await bookingOfLead(params.id);
    if (!booking) throw notFound();
    const by = { id: admin.id, name: admin.name || admin.email, ip: requestOf(context).clientIp };
    if (intent === "call-outcome") {
      const outcome = formText(form, "outcome");
      if (outcome !== "attended" && outcome !== "no-show")
        return answer(400, { intent, message: copy.booking.notMarkable });
      if (!(await markOutcome(booking.id, outcome, by)))
        return answer(409, { intent, message: copy.booking.notMarkable });
      return redirectWithToast(here, { kind: "success", title: copy.booking.marked(copy.booking.outcomes[outcome]) });
    }
    const callType = await callTypeById(booking.callTypeId);
    const result = callType ? await cancelBooking(booking, callType, { by }) : { kind: "gone" as const };
    if (result.kind !== "done") return answer(409, { intent, message: copy.booking.notCancellable });
    return redirectWithToast(here, { kind: "success", title: copy.booking.cancelled });
  }

  if (intent === "status") {
    const status = formText(form, "status");
    if (!isLeadStatus(status)) return answer(400, { intent, fieldErrors: { status: leadMessages.statusInvalid } });
    let change: Awaited<ReturnType<typeof changeLeadStatus>>;
    try {
      change = await changeLeadStatus(actor, params.id, status, requestOf(context).clientIp);
    } catch (error) {
      logger.error({ err: error }, "could not change a lead's status");
      return answer(503, { intent, message: leadMessages.saveFailed });
    }
    if (!change) throw notFound();
    if (!change.changed)
      return redirectWithToast(here, { kind: "info", title: leadMessages.statusUnchanged(LEAD_STATUS_LABELS[status]) });
    return redirectWithToast(here, {
      kind: "success",
      title: leadMessages.statusChanged,
      description: `${LEAD_STATUS_LABELS[change.from]} → ${LEAD_STATUS_LABELS[change.to]}`,
    });
  }

  if (intent === "note") {
    const body = formText(form, "body");
    const parsed = parseForm(LeadNoteSchema, { body });
    if (!parsed.ok)
      return answer(400, { intent, fieldErrors: { body: parsed.errors.body ?? leadMessages.noteRequired }, body });
    let added: Awaited<ReturnType<typeof addLeadNote>>;
    try {
      added = await addLeadNote(actor, params.id, parsed.data.body, requestOf(context).clientIp);
    } catch (error) {
      logger.error({ err: error }, "could not add a note to a lead");
      return answer(503, { intent, message: leadMessages.saveFailed, body });
    }
    if (!added) throw notFound();
    return redirectWithToast(here, { kind: "success", title: leadMessages.noteAdded });
  }

  if (intent === "reply") {
    const typed: ReplyValues = {
      subject: formText(form, "subject"),
      body: formText(form, "body"),
      quote: formText(form, "quote") === "on",
    };
    const parsed = parseForm(LeadReplySchema, { subject: typed.subject, body: typed.body, quote: typed.quote });
    if (!parsed.ok) return answer(400, { intent, fieldErrors: parsed.errors, reply: typed });
    let sent: Awaited<ReturnType<typeof replyToLead>>;
    try {
      sent = await replyToLead(actor, params.id, parsed.data, requestOf(context).clientIp);
    } catch (error) {
      logger.error({ err: error }, "could not send a reply to a lead");
      return answer(503, { intent, message: leadMessages.saveFailed, reply: typed });
    }
    if (!sent) throw notFound();
    return redirectWithToast(here, {
      kind: "success",
      title: leadMessages.replySent,
      description: leadMessages.replySentDetail,
    });
  }

  return answer(400, { message: leadMessages.notUnderstood });
}

export default function LeadDetail({ loaderData, actionData }: Route.ComponentProps) {
  const {
    type,
    title,
    email,
    status,
    receivedAt,
    answers,
    consent,
    context,
    notes,
    timeline,
    canQuote,
    replyTo,
    ownerId,
    owners,
    replyDueAt,
    respondedAt,
    due,
    booking,
  } = loaderData;
  const navigation = useNavigation();
  const pendingIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const statusResult = actionData?.intent === "status" ? actionData : undefined;
  const ownerResult = actionData?.intent === "owner" ? actionData : undefined;
  const noteResult = actionData?.intent === "note" ? actionData : undefined;
  const replyResult = actionData?.intent === "reply" ? actionData : undefined;
  const replies = timeline.filter((event) => event.kind === "reply").length;

  useEffect(() => {
    if (actionData?.message) toast.error(leadPages.errorTitle, { description: actionData.message });
  }, [actionData]);

  return (
    <div className="mx-auto max-w-5xl">
      <BackLink to="/admin/leads" label={leadPages.back} />
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl font-semibold break-all text-brand-900">{title}</h1>
        <LeadStatusBadge status={status} />
      </div>
      <p className="mt-2 text-sm text-muted">
        {leadKindLabel(type)}
        {copy.received}
        <DateTime value={receivedAt} />
      </p>

      {actionData?.message && !actionData.intent ? (
        <div className="mt-4">
          <FormMessage kind="error">{actionData.message}</FormMessage>
        </div>
      ) : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-6">
          <FieldList id="answers-heading" heading={copy.sections.answers} fields={answers} />
          <LeadReplyForm
            name={title}
            email={email}
            replyTo={replyTo}
            canQuote={canQuote}
            formKey={replies}
            values={replyResult?.reply ?? null}
            fieldErrors={replyResult?.fieldErrors ?? {}}
            message={replyResult?.message ?? null}
            pending={pendingIntent === "reply"}
          />
          <FieldList id="consent-heading" heading={copy.sections.consent} fields={consent} />
          <FieldList id="context-heading" heading={copy.sections.context} fields={context} />
        </div>

        <div className="grid content-start gap-6">
          {booking ? <LeadBookingPanel booking={booking} pendingIntent={pendingIntent} /> : null}
          <section aria-labelledby="owner-heading" className="rounded-xl border border-line bg-white p-5">
            <h2 id="owner-heading" className="text-lg font-semibold text-ink">
              {leadOwner.heading}
            </h2>
            {due !== "no-promise" ? (
              <div className="mt-2 grid gap-1 text-sm">
                <LeadDue state={due} dueAt={replyDueAt} />
                {respondedAt ? (
                  <p className="text-muted">
                    {leadOwner.answered}
                    <DateTime value={respondedAt} />
                  </p>
                ) : null}
              </div>
            ) : null}
            {ownerResult?.message ? (
              <div className="mt-3">
                <FormMessage kind="error">{ownerResult.message}</FormMessage>
              </div>
            ) : null}
            <Form method="post" onKeyDown={submitOnSaveShortcut} key={ownerId ?? "nobody"} className="mt-3 grid gap-3">
              <input type="hidden" name="intent" value="owner" />
              <SelectField
                label={leadOwner.label}
                name="owner"
                defaultValue={ownerId ?? ""}
                error={ownerResult?.fieldErrors.owner}
                options={[
                  { value: "", label: leadOwner.nobody },
                  ...owners.map((owner) => ({ value: owner.id, label: owner.name })),
                ]}
              />
              <Button type="submit" variant="outline" disabled={pendingIntent === "owner"}>
                {pendingIntent === "owner" ? leadOwner.submitting : leadOwner.submit}
              </Button>
            </Form>
          </section>

          <section aria-labelledby="status-heading" className="rounded-xl border border-line bg-white p-5">
            <h2 id="status-heading" className="text-lg font-semibold text-ink">
              {copy.status.heading}
            </h2>
            {statusResult?.message ? (
              <div className="mt-3">
                <FormMessage kind="error">{statusResult.message}</FormMessage>
              </div>
            ) : null}
            <Form method="post" onKeyDown={submitOnSaveShortcut} key={status} className="mt-3 grid gap-3">
              <input type="hidden" name="intent" value="status" />
              <SelectField
                label={copy.status.label}
                name="status"
                defaultValue={status}
                error={statusResult?.fieldErrors.status}
                options={labelKeys(LEAD_STATUS_LABELS).map((value) => ({ value, label: LEAD_STATUS_LABELS[value] }))}
              />
              <Button type="submit" disabled={pendingIntent === "status"}>
                {pendingIntent === "status" ? copy.status.submitting : copy.status.submit}
              </Button>
            </Form>
          </section>

          <section aria-labelledby="person-heading" className="rounded-xl border border-line bg-white p-5">
            <h2 id="person-heading" className="text-lg font-semibold text-ink">
              {copy.person.heading}
            </h2>
            <p className="mt-1 text-sm text-muted">{copy.person.body}</p>
            <ButtonLink
              to={`/admin/leads/person?${new URLSearchParams({ email })}`}
              variant="outline"
              className="mt-3 w-full"
            >
              <UserSearch aria-hidden="true" className="h-4 w-4" />
              {copy.person.link}
            </ButtonLink>
          </section>
        </div>
      </div>

      <section aria-labelledby="timeline-heading" className="mt-6 rounded-xl border border-line bg-white p-5 sm:p-6">
        <h2 id="timeline-heading" className="text-lg font-semibold text-ink">
          {copy.timeline.heading}
        </h2>
        <p className="mt-1 text-sm text-muted">{copy.timeline.intro}</p>
        {noteResult?.message ? (
          <div className="mt-4">
            <FormMessage kind="error">{noteResult.message}</FormMessage>
          </div>
        ) : null}
        {/* Keyed by the count: a saved note empties the box; a refused one keeps what was typed. */}
        <Form method="post" onKeyDown={submitOnSaveShortcut} noValidate key={notes.length} className="mt-4 grid gap-3">
          <input type="hidden" name="intent" value="note" />
          <TextareaField
            label={copy.note.label}
            name="body"
            required
            rows={3}
            maxLength={NOTE_MAX}
            defaultValue={noteResult?.body ?? ""}
            error={noteResult?.fieldErrors.body}
            hint={copy.note.hint(NOTE_MAX)}
          />
          <div>
            <Button type="submit" disabled={pendingIntent === "note"}>
              {pendingIntent === "note" ? copy.note.submitting : copy.note.submit}
            </Button>
          </div>
        </Form>
        <LeadTimeline events={timeline} label={copy.timeline.label} />
      </section>
    </div>
  );
}

function FieldList({ id, heading, fields }: { id: string; heading: string; fields: LeadField[] }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-white p-5 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {heading}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
        {fields.map((field) => (
          <div key={field.label} className="contents">
            <dt className="text-sm font-medium text-muted">{field.label}</dt>
            <dd className="text-sm break-words whitespace-pre-line text-ink">
              {field.value === null || field.value === "" ? (
                <span className="text-muted">{copy.notGiven}</span>
              ) : Array.isArray(field.value) ? (
                <ul className="list-disc pl-5">
                  {field.value.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : (
                field.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A lead that does not exist (or was erased) is a message inside the admin area; anything else goes up. */
export function ErrorBoundary() {
  return (
    <NotFoundBoundary
      heading={copy.notFound.heading}
      message={leadMessages.leadGone}
      backTo="/admin/leads"
      backLabel={copy.notFound.back}
    />
  );
}
