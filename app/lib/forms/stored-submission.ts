/**
 * What a form's submission is stored with, and what storing it answers: the contract between the form core
 * (single-form-action, step-form-action, lead-submission) and each store (leads, newsletter sign-ups).
 */
import type { RateLimitCheck } from "./form-guard.server";

/** Where a submission came from, and how it is counted. */
export type SubmissionOrigin = {
  idempotencyKey: string;
  /** the page the form is on, e.g. "/contact" */
  sourcePath: string;
  /** ?focus=, ?lead= and utm_* parameters, already cleaned (readLeadQuery) */
  query: Record<string, string>;
  /** where the team's notification goes; env().leadsNotifyTo by default */
  notifyTo?: string;
  /** counts the submission against this rate limit in the same statement (RateLimitedError over it) */
  rateLimit?: RateLimitCheck;
};

/** A stored submission: its row, and whether it was already stored under the same idempotency key. */
export type StoredSubmission = { id: string; duplicate: boolean };
