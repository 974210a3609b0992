/**
 * Where a lead stands against its reply promise. The clock runs from arrival
 * to its due time (stored when the lead is stored) and stops for good when
 * the first reply is sent or the status first moves on from New
 * (respondedAt). Pure: the pages, the inbox's queries and the digest use it.
 */
export type DueState = "overdue" | "due-today" | "due-later" | "answered" | "no-promise";

export type DueFields = { replyDueAt: Date | null; respondedAt: Date | null };

/**
 * A lead's state at `now`. `endOfToday` is the end of the firm's calendar day that `now` is in
 * (endOfZonedDay in business-hours.ts: the end of its calendar day there).
 */
export function dueState(lead: DueFields, now: Date, endOfToday: Date): DueState {
  if (lead.replyDueAt === null) return "no-promise";
  if (lead.respondedAt !== null) return "answered";
  if (lead.replyDueAt.getTime() <= now.getTime()) return "overdue";
  if (lead.replyDueAt.getTime() < endOfToday.getTime()) return "due-today";
  return "due-later";
}
