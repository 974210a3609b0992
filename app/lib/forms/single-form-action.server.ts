/**
 * The action of a one-step lead form (the newsletter sign-up, "Ready to
 * talk"): guards the request, checks the rate limit and the honeypot,
 * validates everything and stores the submission. The answer carries the
 * field messages and what was typed (400), or success and a fresh key.
 */
import { data, type AppLoadContext } from "react-router";
import type { FormError } from "~/lib/forms/form-answers";
import type { SingleFormAnswer } from "~/lib/forms/form-answers";
import {
  checkFormRateLimit,
  guardHeaders,
  idempotencyKeyFor,
  isHoneypotFilled,
  newIdempotencyKey,
  readGuardedForm,
  readIdempotencyKey,
} from "./form-guard.server";
import type { LeadOrigin, LeadResult } from "../leads/leads.server";
import { logger } from "../runtime/logger.server";
import type { FieldErrors } from "./form-answers";
import { readLeadQuery } from "../leads/lead-query";

export type SingleFormDefinition<V, Input extends { email: string }> = {
  /** the form's name in logs and rate-limit keys */
  form: string;
  empty: V;
  /** the title and explanation shown when the submission could not be stored */
  failure: FormError;
  readValues(form: FormData): V;
  parse(values: V): { ok: true; data: Input } | { ok: false; errors: FieldErrors };
  store(input: Input, context: LeadOrigin): Promise<LeadResult>;
};

export async function handleSingleFormAction<V, Input extends { email: string }>(
  definition: SingleFormDefinition<V, Input>,
  request: Request,
  context: AppLoadContext,
) {
  type Answer = SingleFormAnswer<V>;
  const { form: name, failure } = definition;
  const guarded = await readGuardedForm(request, { form: name });
  if (!guarded.ok) {
    return data<Answer>(
      {
        status: "error",
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
  const formKey = readIdempotencyKey(form);
  const refuse = (body: { errors: FieldErrors; formError?: FormError }, status: number, headers = guardHeaders()) =>
    data<Answer>({ status: "error", values, idempotencyKey: formKey, ...body }, { status, headers });
  const success = () => data<Answer>({ status: "success", idempotencyKey: newIdempotencyKey() }, { headers: guardHeaders() });

  try {
    const limited = await checkFormRateLimit(name, context.clientIp);
    if (!limited.ok) {
      return refuse({ errors: {}, formError: { title: failure.title, description: limited.message } }, 429, guardHeaders(limited));
    }
    if (isHoneypotFilled(form)) {
      logger.warn({ form: name, reqId: context.requestId }, "honeypot filled: submission discarded");
      return success();
    }
    const parsed = definition.parse(values);
    if (!parsed.ok) return refuse({ errors: parsed.errors }, 400);

    const url = new URL(request.url);
    const lead = await definition.store(parsed.data, {
      idempotencyKey: idempotencyKeyFor(formKey, parsed.data.email),
      sourcePath: url.pathname,
      query: readLeadQuery(url.searchParams),
    });
    logger.info({ form: name, leadId: lead.id, duplicate: lead.duplicate, reqId: context.requestId }, "lead stored");
    return success();
  } catch (error) {
    logger.error({ err: error, form: name, reqId: context.requestId }, "lead could not be stored");
    return refuse({ errors: {}, formError: failure }, 503);
  }
}
