/**
 * How long the site keeps each kind of record: read by the privacy policy's
 * retention table (its wording) and by the daily retention job
 * (app/lib/privacy/retention.server.ts, its arithmetic), so the two cannot
 * say different things.
 */
export type RetentionPeriod = { months: number } | { days: number } | { hours: number };

export const RETENTION_PERIODS = {
  /** enquiries that never became clients (won): contact and "Ready to talk" requests, and any kind kept as they are */
  enquiries: { months: 24 },
  /** marketplace submissions that never became clients (won) */
  marketplaceSubmissions: { months: 24 },
  /** copies of the emails the site sent (the outbox), counted from sending */
  sentEmails: { days: 30 },
  /** emails never delivered (given up on, or still waiting to go), counted from when they were queued */
  undeliveredEmails: { days: 30 },
  /** accounts whose email address was never confirmed (never a member of staff), counted from sign-up */
  unconfirmedAccounts: { days: 30 },
  /** newsletter sign-ups never confirmed, counted from the last sign-up (its confirmation link lasts 7 days) */
  unconfirmedSignUps: { days: 30 },
  /** server and request logs, kept by the host's log rotation (README: Retention) */
  serverLogs: { days: 90 },
  /** the IP address an audit event records, counted from the event (the event itself is kept) */
  auditAddresses: { days: 90 },
  /** rate-limit and failed sign-in counters, counted from their last use */
  rateLimits: { hours: 24 },
} as const satisfies Record<string, RetentionPeriod>;

/** "24 months", "30 days", "24 hours": a period as the policy says it, which PostgreSQL also reads as an interval. */
export function describePeriod(period: RetentionPeriod): string {
  const [unit, amount] = Object.entries(period)[0] as [string, number];
  const singular = unit.slice(0, -1);
  return `${amount} ${amount === 1 ? singular : unit}`;
}
