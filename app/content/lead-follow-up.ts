/**
 * The firm's follow-up promises, as settings: its business hours and how long
 * after a lead arrives its first reply is due, counted in those hours.
 * Typed data only: no JSX, no server imports.
 */
import type { LeadType } from "~/db/schema";

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
} as const satisfies Record<LeadType, BusinessTime | null>;
