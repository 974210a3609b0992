/**
 * The action of a multi-step lead form (contact, marketplace): guards the
 * request, answers Next and Back with the step to show, and on submit checks
 * the rate limit and honeypot, validates everything and stores the lead. A
 * stored lead posted as a page (no JavaScript) is answered with a redirect to
 * the form's page (submission-sent.server.ts); a fetch gets the success data.
 */
import { data, type RouterContextProvider } from "react-router";
import { requestOf, type RequestContext } from "~/lib/runtime/request-context";
import type * as zm from "zod/mini";
import type { FieldErrors, StepActionData } from "./form-answers";
import { guardHeaders, idempotencyKeyFor, newIdempotencyKey, readIntent, readStep } from "./form-guard.server";
import { readLeadForm, submitLead, type LeadFormDefinition } from "./lead-submission.server";
import { parseFields } from "./parse";
import { isPageRequest, redirectAfterSubmission } from "./submission-sent.server";

export type StepFormDefinition<V, Input> = LeadFormDefinition<V, Input> & {
  stepCount: number;
  validateStep(step: number, values: V): FieldErrors;
  firstErrorStep(errors: FieldErrors): number;
};

/** A multi-step lead form: its definition, with the rules of the whole submission (zod/mini) in place of `parse`. */
export type StepForm<V, Input> = Omit<StepFormDefinition<V, Input>, "parse"> & { schema: zm.ZodMiniType<Input> };

/** The action of a multi-step lead form, for the route that shows it. */
export function stepFormAction<V, Input extends { email: string }>({ schema, ...form }: StepForm<V, Input>) {
  const definition: StepFormDefinition<V, Input> = { ...form, parse: (values) => parseFields(schema, values) };
  return ({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) =>
    handleStepFormAction(definition, request, requestOf(context));
}

async function handleStepFormAction<V, Input extends { email: string }>(
  definition: StepFormDefinition<V, Input>,
  request: Request,
  context: RequestContext,
) {
  type Answer = StepActionData<V>;
  const { failure } = definition;
  const read = await readLeadForm(definition, request);
  if (!read.ok) return data<Answer>({ status: "step", step: 1, ...read.body }, read.init);
  const { form, values, idempotencyKey } = read;
  const step = readStep(form, definition.stepCount);
  const answer = (
    body: Omit<Extract<Answer, { status: "step" }>, "status" | "values" | "idempotencyKey">,
    status = 200,
    headers = guardHeaders(),
  ) => data<Answer>({ status: "step", values, idempotencyKey, ...body }, { status, headers });

  const intent = readIntent(form);
  if (intent === "back") return answer({ step: Math.max(1, step - 1), errors: {} });
  if (intent === "next") {
    const errors = definition.validateStep(step, values);
    if (Object.keys(errors).length > 0) return answer({ step, errors }, 400);
    return answer({ step: Math.min(definition.stepCount, step + 1), errors: {} });
  }

  // The form's key with the visitor's address, as for one-step forms: a cached page serves one form key to many.
  const outcome = await submitLead(definition, {
    form,
    values,
    request,
    context,
    idempotencyKey: (input) => idempotencyKeyFor(idempotencyKey, input.email),
  });
  switch (outcome.kind) {
    case "rate-limited":
      return answer(
        { step, errors: {}, formError: { title: failure.title, description: outcome.failure.message } },
        429,
        guardHeaders(outcome.failure),
      );
    case "invalid":
      return answer({ step: definition.firstErrorStep(outcome.errors), errors: outcome.errors }, 400);
    case "failed":
      return answer({ step, errors: {}, formError: failure }, 503);
    case "discarded":
    case "stored":
      // A page post is sent back to the form's page, which shows the success message (Post/Redirect/Get, ADR 023).
      if (isPageRequest(request)) return redirectAfterSubmission(request, definition.form);
      return data<Answer>({ status: "success", idempotencyKey: newIdempotencyKey() }, { headers: guardHeaders() });
  }
}

/** Headers of a step-form page: never cached (each page carries its own idempotency key), Retry-After passed on. */
export function stepFormHeaders({ actionHeaders }: { actionHeaders: Headers }) {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
