/**
 * The action of a multi-step lead form (contact, marketplace): guards the
 * request, answers Next and Back with the step to show, and on submit checks
 * the rate limit and honeypot, validates everything and stores the lead.
 */
import { data, type AppLoadContext } from "react-router";
import type { StepActionData, FormError } from "~/lib/forms/form-answers";
import {
  checkFormRateLimit,
  guardHeaders,
  isHoneypotFilled,
  newIdempotencyKey,
  readGuardedForm,
  readIdempotencyKey,
  readIntent,
  readStep,
} from "./form-guard.server";
import type { LeadOrigin, LeadResult } from "../leads/leads.server";
import { logger } from "../runtime/logger.server";
import type { FieldErrors } from "./form-answers";
import { readLeadQuery } from "../leads/lead-query";

export type StepFormDefinition<V, Input> = {
  /** the form's name in logs and rate-limit keys */
  form: string;
  stepCount: number;
  empty: V;
  /** "Submission failed" and its explanation, for the whole form */
  failure: FormError;
  readValues(form: FormData): V;
  validateStep(step: number, values: V): FieldErrors;
  parse(values: V): { ok: true; data: Input } | { ok: false; errors: FieldErrors };
  firstErrorStep(errors: FieldErrors): number;
  store(input: Input, context: LeadOrigin): Promise<LeadResult>;
};

export async function handleStepFormAction<V, Input>(
  definition: StepFormDefinition<V, Input>,
  request: Request,
  context: AppLoadContext,
) {
  type Answer = StepActionData<V>;
  const { form: name, failure } = definition;
  const guarded = await readGuardedForm(request, { form: name });
  if (!guarded.ok) {
    return data<Answer>(
      {
        status: "step",
        step: 1,
        values: definition.empty,
        errors: {},
        formError: { title: failure.title, description: guarded.message },
        idempotencyKey: newIdempotencyKey(),
      },
      { status: guarded.status, headers: guardHeaders(guarded) },
    );
  }
  const form = guarded.form;
  const values = definition.readValues(form);
  const idempotencyKey = readIdempotencyKey(form);
  const step = readStep(form, definition.stepCount);
  const answer = (
    body: Omit<Extract<Answer, { status: "step" }>, "status" | "values" | "idempotencyKey">,
    status = 200,
    headers = guardHeaders(),
  ) => data<Answer>({ status: "step", values, idempotencyKey, ...body }, { status, headers });
  const success = () => data<Answer>({ status: "success", idempotencyKey: newIdempotencyKey() }, { headers: guardHeaders() });

  const intent = readIntent(form);
  if (intent === "back") return answer({ step: Math.max(1, step - 1), errors: {} });
  if (intent === "next") {
    const errors = definition.validateStep(step, values);
    if (Object.keys(errors).length > 0) return answer({ step, errors }, 400);
    return answer({ step: Math.min(definition.stepCount, step + 1), errors: {} });
  }

  try {
    const limited = await checkFormRateLimit(name, context.clientIp);
    if (!limited.ok) {
      return answer({ step, errors: {}, formError: { title: failure.title, description: limited.message } }, 429, guardHeaders(limited));
    }
    if (isHoneypotFilled(form)) {
      logger.warn({ form: name, reqId: context.requestId }, "honeypot filled: submission discarded");
      return success();
    }
    const parsed = definition.parse(values);
    if (!parsed.ok) return answer({ step: definition.firstErrorStep(parsed.errors), errors: parsed.errors }, 400);

    const url = new URL(request.url);
    const lead = await definition.store(parsed.data, {
      idempotencyKey,
      sourcePath: url.pathname,
      query: readLeadQuery(url.searchParams),
    });
    logger.info({ form: name, leadId: lead.id, duplicate: lead.duplicate, reqId: context.requestId }, "lead stored");
    return success();
  } catch (error) {
    logger.error({ err: error, form: name, reqId: context.requestId }, "lead could not be stored");
    return answer({ step, errors: {}, formError: failure }, 503);
  }
}

/** Headers of a step-form page: never cached (each page carries its own idempotency key), Retry-After passed on. */
export function stepFormHeaders({ actionHeaders }: { actionHeaders: Headers }) {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
