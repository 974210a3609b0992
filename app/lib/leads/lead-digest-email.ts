/**
 * The morning digest's email: the leads one person should reply to today,
 * overdue first, each with its due time (Johannesburg time) and a link to it
 * in the admin, and links to the inbox's overdue and due-today views. Pure;
 * compose() escapes every value for the HTML part.
 */
import { leadKindLabel } from "./lead-kinds";
import { leadPath } from "./lead-path";
import { compose, type EmailContent } from "../runtime/email-compose";
import { formatDateTime } from "../pages/format";
import { digestCounts, type DigestGroup, type DigestItem } from "./lead-digest";

export const DIGEST_STATE_LABELS = { overdue: "Overdue", "due-today": "Due today" } as const;

const ASSIGNMENT_NOTES = {
  own: "",
  unassigned: ", no owner yet",
  "former-owner": ", its owner is no longer on the team",
} as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "3 leads need a reply today" */
export function digestSubject(count: number): string {
  return `${plural(count, "lead needs", "leads need")} a reply today`;
}

/** Where the admin shows a lead, on the site at `origin`. */
export function leadUrl(origin: string, item: Pick<DigestItem, "id">): string {
  return `${origin}${leadPath(item.id)}`;
}

export function inboxViewUrl(origin: string, view: "overdue" | "due-today"): string {
  return `${origin}/admin/leads?view=${view}`;
}

/** A booked call is due at its time: the digest names it as a call, and one past but unmarked as waiting for its outcome. */
const CALL_LINES = {
  overdue: (at: string) => `Call held ${at}, not yet marked attended or no-show`,
  "due-today": (at: string) => `Call today at ${at}`,
} as const;

function itemLine(origin: string, item: DigestItem): string {
  if (item.type === "booking") {
    return `${CALL_LINES[item.state](formatDateTime(item.replyDueAt))}: ${item.name?.trim() || item.email}${ASSIGNMENT_NOTES[item.assignment]}\n${leadUrl(origin, item)}`;
  }
  const when =
    item.state === "overdue" ? `was due ${formatDateTime(item.replyDueAt)}` : `due ${formatDateTime(item.replyDueAt)}`;
  return `${DIGEST_STATE_LABELS[item.state]} (${when}): ${item.name?.trim() || item.email}, ${leadKindLabel(item.type)}${ASSIGNMENT_NOTES[item.assignment]}\n${leadUrl(origin, item)}`;
}

/** The email of one group of the digest; `origin` is the site's address (PUBLIC_URL). */
export function digestMessage(group: DigestGroup, origin: string): EmailContent {
  const { overdue, dueToday } = digestCounts(group.items);
  const shared = group.items.some((item) => item.assignment !== "own");
  const parts = [overdue ? `${overdue} overdue` : null, dueToday ? `${dueToday} due later today` : null].filter(
    Boolean,
  );
  return compose(
    digestSubject(group.items.length),
    [
      group.name?.trim() ? `Good morning ${group.name.trim()},` : "Good morning,",
      `${plural(group.items.length, "lead needs", "leads need")} a reply today: ${parts.join(" and ")}. Times are Johannesburg time.`,
      ...(shared
        ? [
            "Some of these leads have no owner, or their owner is no longer on the team: take them on, or assign them, from the lead's page.",
          ]
        : []),
      ...group.items.map((item) => itemLine(origin, item)),
      `Every overdue lead: ${inboxViewUrl(origin, "overdue")}`,
      `Every lead due today: ${inboxViewUrl(origin, "due-today")}`,
    ],
    { label: "Open the leads inbox", url: inboxViewUrl(origin, overdue ? "overdue" : "due-today") },
  );
}
