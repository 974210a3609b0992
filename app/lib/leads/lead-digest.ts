/**
 * The morning digest of the leads that need a reply: when it is due, and who
 * gets which leads. Pure: lead-digest.server.ts reads the database and the
 * clock, lead-digest-email.ts writes the emails.
 *
 * It goes out each weekday (DIGEST in app/content/lead-follow-up.ts) from
 * 07:30 Johannesburg time, public holidays included: the issue asks for "each
 * weekday", and a lead can fall due on a holiday (a reply promised on Friday
 * for the next business day is not due on the holiday Monday, but one already
 * overdue still is).
 */
import type { LeadType } from "~/db/schema";
import { DIGEST } from "~/content/lead-follow-up";
import { startOfZonedDay, zonedDay } from "../time/zoned-time";
import { dueState } from "./lead-due";

const MINUTE = 60_000;

/** ISO weekday of a "YYYY-MM-DD": Monday 1 to Sunday 7. */
function isoWeekday(day: string): number {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay() || 7;
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

/**
 * The firm's calendar day ("YYYY-MM-DD") whose digest is due at `now`: `now` falls on one of DIGEST's weekdays at
 * or after DIGEST.sendAt, local time. Null otherwise (a weekend, or before 07:30). Only today's digest is ever due:
 * one missed yesterday is not sent late.
 */
export function digestSlot(now: Date): string | null {
  const day = zonedDay(now);
  if (!(DIGEST.weekdays as readonly number[]).includes(isoWeekday(day))) return null;
  // Minutes since local midnight: Johannesburg keeps one offset all year, so elapsed time is wall-clock time.
  const minutes = (now.getTime() - startOfZonedDay(day).getTime()) / MINUTE;
  return minutes >= minutesOf(DIGEST.sendAt) ? day : null;
}

/** What the digest needs of a lead. */
export type DigestLead = {
  type: LeadType;
  id: string;
  name: string | null;
  email: string;
  /** the staff member following it up; null: unassigned */
  ownerId: string | null;
  replyDueAt: Date | null;
  respondedAt: Date | null;
};

/** A member of staff who may work the leads (the only owners who get a digest of their own). */
export type DigestStaff = { id: string; email: string; name: string | null };

/** Why a lead is in an email: its recipient owns it, it has no owner, or its owner is no longer on the team. */
export type DigestAssignment = "own" | "unassigned" | "former-owner";

export type DigestItem = DigestLead & {
  state: "overdue" | "due-today";
  replyDueAt: Date;
  assignment: DigestAssignment;
};

/** One email of the digest. */
export type DigestGroup = {
  to: string;
  /** the staff member it goes to; null for the leads address (LEADS_NOTIFY_TO) */
  staffId: string | null;
  name: string | null;
  /** overdue first, then due today; each by due time, earliest first */
  items: DigestItem[];
};

function byUrgency(a: DigestItem, b: DigestItem): number {
  if (a.state !== b.state) return a.state === "overdue" ? -1 : 1;
  return a.replyDueAt.getTime() - b.replyDueAt.getTime() || a.type.localeCompare(b.type) || a.id.localeCompare(b.id);
}

/**
 * The digest's emails at `now` (`endOfToday`: the end of the Johannesburg calendar day `now` is in): for each member
 * of `staff`, the leads they own that are overdue or due today; the unassigned ones, and those whose owner is not in
 * `staff` (no longer staff), for `notifyTo`. Answered leads, leads due later and leads with no promise are left out,
 * and so is anyone with nothing due. When `notifyTo` is a staff member's address too, that person gets one email.
 * Emails are in the order of their address.
 */
export function groupDigest(
  leads: readonly DigestLead[],
  staff: readonly DigestStaff[],
  notifyTo: string,
  now: Date,
  endOfToday: Date,
): DigestGroup[] {
  const staffById = new Map(staff.map((member) => [member.id, member]));
  const groups = new Map<string, DigestGroup>();
  // A staff member who is also the leads address gets the one email, with their name on it.
  const notifyMember =
    staff.find((member) => member.email.trim().toLowerCase() === notifyTo.trim().toLowerCase()) ?? null;
  const groupFor = (to: string, member: DigestStaff | null): DigestGroup => {
    const key = to.trim().toLowerCase();
    let group = groups.get(key);
    if (!group) {
      group = { to, staffId: null, name: null, items: [] };
      groups.set(key, group);
    }
    if (member) {
      group.to = member.email;
      group.staffId = member.id;
      group.name = member.name;
    }
    return group;
  };

  for (const lead of leads) {
    const state = dueState(lead, now, endOfToday);
    if (state !== "overdue" && state !== "due-today") continue;
    const replyDueAt = lead.replyDueAt as Date;
    const owner = lead.ownerId === null ? undefined : staffById.get(lead.ownerId);
    const assignment: DigestAssignment = owner ? "own" : lead.ownerId === null ? "unassigned" : "former-owner";
    const group = owner ? groupFor(owner.email, owner) : groupFor(notifyTo, notifyMember);
    group.items.push({ ...lead, state, replyDueAt, assignment });
  }

  return [...groups.values()]
    .map((group) => ({ ...group, items: group.items.sort(byUrgency) }))
    .sort((a, b) => a.to.toLowerCase().localeCompare(b.to.toLowerCase()));
}

/** How many leads of a group are overdue and due today. */
export function digestCounts(items: readonly DigestItem[]): { overdue: number; dueToday: number } {
  const overdue = items.filter((item) => item.state === "overdue").length;
  return { overdue, dueToday: items.length - overdue };
}
