/**
 * What every lead form's action does once its form is read and it is a
 * submission: the rate limit, the honeypot, validation, then storing the lead
 * with where it came from. Each action turns the outcome into its own answer.
 */
import type { RequestContext } from "~/lib/runtime/request-context";
import { RateLimitedError } from "./form-guard.server";
import type { StoredSubmission, SubmissionOrigin } from "./stored-submission";
import { readLeadQuery } from "../leads/lead-query";
import type { LeadType } from "~/db/schema";
import { logger } from "../runtime/logger.server";
import { recordLeadCreated } from "../runtime/metrics.server";
import type { FieldErrors, FormError } from "./form-answers";
import {
  checkFormRateLimit,
  guardHeaders,
  isHoneypotFilled,
  newIdempotencyKey,
  readGuardedForm,
  readIdempotencyKey,
  type GuardFailure,
} from "./form-guard.server";
import { pageUrl } from "~/lib/runtime/page-url";

/** What a lead form's definition gives the submission: its name, rules and store. */
export type LeadFormDefinition<V, Input> = {
  /** the form's name in logs and rate-limit keys: the type of lead it stores */
  form: LeadType;
  empty: V;
  /** "Submission failed" and its explanation, for the whole form */
  failure: FormError;
  readValues(form: FormData): V;
  parse(values: V): { ok: true; data: Input } | { ok: false; errors: FieldErrors };
  store(input: Input, origin: SubmissionOrigin): Promise<StoredSubmission>;
  /**
   * The store counts the rate limit in its own statement when given `origin.rateLimit`, and throws
   * RateLimitedError over it (the leads' storeLead): a valid post then costs one statement, not two.
   */
  storeCountsRateLimit?: true;
};

/**
 * What every lead form answers to a request its guard refused (another site's post, an unreadable or oversized body):
 * the empty form with the guard's message as the form's error and a fresh key (`body`), with the guard's status and
 * headers (`init`). Each action adds its own status field.
 */
function guardRefusal<V>(definition: Pick<LeadFormDefinition<V, unknown>, "empty" | "failure">, refused: GuardFailure) {
  return {
    body: {
      values: definition.empty,
      errors: {} as FieldErrors,
      formError: { title: definition.failure.title, description: refused.message },
      idempotencyKey: newIdempotencyKey(),
    },
    init: { status: refused.status, headers: guardHeaders(refused) },
  };
}

/**
 * A lead form's post read through its guard: the form, its values and the key it was sent with; or, when the guard
 * refused it, that refusal's answer (guardRefusal).
 */
export async function readLeadForm<V>(
  definition: Pick<LeadFormDefinition<V, unknown>, "form" | "empty" | "failure" | "readValues">,
  request: Request,
) {
  const guarded = await readGuardedForm(request, { form: definition.form });
  if (!guarded.ok) return { ok: false as const, ...guardRefusal(definition, guarded) };
  const form = guarded.form;
  return { ok: true as const, form, values: definition.readValues(form), idempotencyKey: readIdempotencyKey(form) };
}

export type SubmissionOutcome =
  | { kind: "rate-limited"; failure: GuardFailure }
  /** a bot filled in the honeypot: answered as a success, nothing stored */
  | { kind: "discarded" }
  | { kind: "invalid"; errors: FieldErrors }
  | { kind: "stored" }
  /** the database failed: the visitor is told, and keeps what they typed */
  | { kind: "failed" };

export async function submitLead<V, Input>(
  definition: LeadFormDefinition<V, Input>,
  submission: {
    form: FormData;
    values: V;
    request: Request;
    context: RequestContext;
    idempotencyKey: (input: Input) => string;
  },
): Promise<SubmissionOutcome> {
  const { form: name } = definition;
  const { context } = submission;
  try {
    // The rate limit comes first: over it, a post is refused whatever it holds.
    const rateLimit = { form: name, clientIp: context.clientIp };
    const honeypot = isHoneypotFilled(submission.form);
    const parsed = honeypot ? null : definition.parse(submission.values);
    const storeCounts = definition.storeCountsRateLimit && parsed?.ok;
    if (!storeCounts) {
      const limited = await checkFormRateLimit(name, context.clientIp);
      if (!limited.ok) return { kind: "rate-limited", failure: limited };
    }
    if (!parsed) {
      logger.warn({ form: name, reqId: context.requestId }, "honeypot filled: submission discarded");
      return { kind: "discarded" };
    }
    if (!parsed.ok) return { kind: "invalid", errors: parsed.errors };

    const url = pageUrl(submission.request);
    const lead = await definition.store(parsed.data, {
      idempotencyKey: submission.idempotencyKey(parsed.data),
      sourcePath: url.pathname,
      query: readLeadQuery(url.searchParams),
      ...(storeCounts ? { rateLimit } : {}),
    });
    logger.info({ form: name, leadId: lead.id, duplicate: lead.duplicate, reqId: context.requestId }, "lead stored");
    // Committed by now (one statement, or the sign-up's transaction); a resent form is the first one's lead.
    if (!lead.duplicate) recordLeadCreated(name);
    return { kind: "stored" };
  } catch (error) {
    if (error instanceof RateLimitedError) return { kind: "rate-limited", failure: error.failure };
    logger.error({ err: error, form: name, reqId: context.requestId }, "lead could not be stored");
    return { kind: "failed" };
  }
}
