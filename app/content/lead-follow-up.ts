/**
 * The firm's follow-up promises, as settings: its business hours and how long
 * after a lead arrives its first reply is due, counted in those hours.
 * Typed data only: no JSX, no server imports.
 */

/** A span of business time: whole business days (of the opening hours below) or business hours. */
export type BusinessTime = { businessDays: number } | { businessHours: number };

export const BUSINESS_HOURS = {
  timeZone: "Africa/Johannesburg",
  /** ISO weekdays the firm is open: Monday (1) to Friday (5) */
  weekdays: [1, 2, 3, 4, 5],
  opens: "08:00",
  closes: "17:00",
  /**
   * One-off public holidays the government declares (election days, for example), as "YYYY-MM-DD".
   * The Public Holidays Act's own days, Easter's and the Sunday rule are computed for any year.
   */
  declaredHolidays: [] as string[],
} as const;

/** A lead whose follow-up is an appointment: due at the time booked (a booked call), not after business time. */
export const AT_THE_CALL = "at-the-call";
/** When a kind's follow-up is due: after some business time, or at the call the visitor booked. */
export type FollowUpPromise = BusinessTime | typeof AT_THE_CALL;

/**
 * When each kind of lead's first reply is due. "We respond within 24 hours" (contact, and the Services page's
 * Ready to talk) is one business day: by the same time on the next business day. The marketplace promises
 * "within 1–2 business days". Newsletter sign-ups promise no reply.
 */
export const REPLY_DUE_AFTER = {
  contact: { businessDays: 1 },
  "ready-to-talk": { businessDays: 1 },
  marketplace: { businessDays: 2 },
  newsletter: null,
  booking: AT_THE_CALL,
} as const satisfies Record<string, FollowUpPromise | null>;

/**
 * The morning digest of the leads that need a reply (app/lib/leads/lead-digest.ts): each weekday at `sendAt`, in the
 * firm's time zone, every member of staff who may work the leads gets one email of the leads they own that are
 * overdue or due before the end of the day; the unassigned ones go to LEADS_NOTIFY_TO. Public holidays are weekdays
 * here: the digest goes out on them too (a lead can still fall due on one).
 */
export const DIGEST = {
  sendAt: "07:30",
  timeZone: BUSINESS_HOURS.timeZone,
  /** ISO weekdays the digest goes out: Monday (1) to Friday (5), public holidays included */
  weekdays: [1, 2, 3, 4, 5],
  /** how often each instance checks whether today's digest is due and not yet sent */
  checkEveryMs: 60_000,
} as const;
