/**
 * Whether a host's own calendar can be trusted for their free times (ADR 067): pure, so the booking pages and the
 * admin share it with the server's reading (host-calendars.server.ts).
 */

/**
 * False when the host gave a calendar's address and its last reading failed, or it was never read: unknown is never
 * free, so such a host offers no times until a reading succeeds. A host without a calendar is judged by their hours.
 */
export function isCalendarUsable(schedule: {
  calendarUrl: string | null;
  calendarReadAt: Date | null;
  calendarError: string | null;
}): boolean {
  if (!schedule.calendarUrl) return true;
  return schedule.calendarReadAt !== null && schedule.calendarError === null;
}
