/**
 * A lead's timeline as an ordered list, newest first: each event names its
 * kind in words, who did it and when, and a reply or email its delivery
 * state in words. Plain markup: readable without JavaScript and on a phone.
 */
import type { ReactNode } from "react";
import { CalendarCheck } from "~/components/icons/calendar-check";
import { Inbox } from "~/components/icons/inbox";
import { Mail } from "~/components/icons/mail";
import { MessageSquare } from "~/components/icons/message-square";
import { Reply } from "~/components/icons/reply";
import { Tag } from "~/components/icons/tag";
import { UserRound } from "~/components/icons/user-round";
import { DateTime } from "~/components/admin/date-time";
import { StatusBadge } from "~/components/admin/status-badge";
import { LEAD_STATUS_LABELS, leadDetail as copy } from "~/content/admin-leads";
import type { LeadStatus, OutboxStatus } from "~/db/schema";
import type { TimelineEvent, TimelineOwner } from "~/lib/leads/lead-timeline.server";
import { callClock, callDay } from "~/lib/booking/call-time";

const KIND_ICONS = {
  arrival: Inbox,
  status: Tag,
  assigned: UserRound,
  note: MessageSquare,
  email: Mail,
  reply: Reply,
  call: CalendarCheck,
} as const satisfies Record<TimelineEvent["kind"], unknown>;

const DELIVERY_TONES = { pending: "accent", sent: "success", dead: "danger", gone: "muted" } as const;

const statusLabel = (value: string | null) =>
  value && Object.hasOwn(LEAD_STATUS_LABELS, value) ? LEAD_STATUS_LABELS[value as LeadStatus] : (value ?? "?");

const ownerName = (owner: TimelineOwner) => (owner === null ? null : (owner.name ?? copy.timeline.someone));

function Delivery({ state, sentAt }: { state: OutboxStatus | null; sentAt: Date | null }) {
  const key = state ?? "gone";
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
      <StatusBadge tone={DELIVERY_TONES[key]}>{copy.timeline.delivery[key]}</StatusBadge>
      {state === "sent" && sentAt ? <DateTime value={sentAt} /> : null}
    </span>
  );
}

/** The line under an event's kind: who did it (when known) and when. */
function Byline({ who, at }: { who?: string | null; at: Date }) {
  return (
    <p className="text-xs text-muted">
      {who !== undefined ? (
        <>
          {copy.timeline.by}
          {who ?? copy.timeline.someone} ·{" "}
        </>
      ) : null}
      <DateTime value={at} />
    </p>
  );
}

function EventBody({ event }: { event: TimelineEvent }): ReactNode {
  switch (event.kind) {
    case "arrival":
      return event.details.length > 0 ? (
        <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
          {event.details.map((field) => (
            <div key={field.label} className="contents">
              <dt className="font-medium text-muted">{field.label}</dt>
              <dd className="break-words text-ink">
                {Array.isArray(field.value) ? field.value.join(", ") : field.value}
              </dd>
            </div>
          ))}
        </dl>
      ) : null;
    case "status":
      return (
        <p className="mt-1 text-sm text-ink">
          {copy.timeline.statusChange(statusLabel(event.from), statusLabel(event.to))}
        </p>
      );
    case "assigned":
      return (
        <p className="mt-1 text-sm text-ink">{copy.timeline.assignment(ownerName(event.from), ownerName(event.to))}</p>
      );
    case "note":
      return <p className="mt-1 text-sm break-words whitespace-pre-line text-ink">{event.body}</p>;
    case "email":
      return (
        <div className="mt-1 grid gap-1 text-sm">
          <p className="break-words text-ink">
            <span className="text-muted">{copy.timeline.subject}</span>
            {event.subject}
          </p>
          <p className="break-all text-muted">
            {copy.timeline.emailTo}
            {event.to}
          </p>
          <p>
            <Delivery state={event.delivery} sentAt={event.sentAt} />
          </p>
        </div>
      );
    case "call":
      return null;
    case "reply":
      return (
        <div className="mt-1 grid gap-2 text-sm">
          <p className="break-words text-ink">
            <span className="text-muted">{copy.timeline.subject}</span>
            {event.subject}
          </p>
          {event.to ? (
            <p className="break-all text-muted">
              {copy.timeline.emailTo}
              {event.to}
            </p>
          ) : null}
          <p>
            <Delivery state={event.delivery} sentAt={event.sentAt} />
          </p>
          <p className="rounded-md border border-line bg-white p-3 break-words whitespace-pre-line text-ink">
            {event.body}
          </p>
        </div>
      );
  }
}

/** Who did it, for the kinds of event a person does; undefined for those nobody "did" (arrival, emails). */
function whoOf(event: TimelineEvent): string | null | undefined {
  if (event.kind === "call") return event.who ?? copy.timeline.visitor;
  return event.kind === "arrival" || event.kind === "email" ? undefined : event.who;
}

/** An event's heading: its kind in words; a call's change says what happened and when the call is. */
function headingOf(event: TimelineEvent): string {
  if (event.kind !== "call") return copy.timeline.kinds[event.kind];
  return copy.timeline.call[event.event](`${callDay(event.startsAt)}, ${callClock(event.startsAt)} SAST`);
}

export function LeadTimeline({ events, label }: { events: TimelineEvent[]; label: string }) {
  return (
    <ol aria-label={label} className="mt-4 grid gap-3">
      {events.map((event) => {
        const Icon = KIND_ICONS[event.kind];
        return (
          <li key={`${event.kind}-${event.id}`} className="flex gap-3 rounded-lg border border-line bg-paper p-4">
            <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-800" />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold text-ink">{headingOf(event)}</p>
              <Byline who={whoOf(event)} at={event.at} />
              <EventBody event={event} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
