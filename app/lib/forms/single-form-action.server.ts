/**
 * The action of a one-step lead form (the newsletter sign-up, "Ready to
 * talk"): guards the request, checks the rate limit and the honeypot,
 * validates everything and stores the submission. The answer carries the
 * field messages and what was typed (400), or success and a fresh key.
 */
import { data, type RouterContextProvider } from "react-router";
import { requestOf, type RequestContext } from "~/lib/runtime/request-context";
import type * as zm from "zod/mini";
import type { FieldErrors, FormError, SingleFormAnswer } from "./form-answers";
import { guardHeaders, idempotencyKeyFor, newIdempotencyKey } from "./form-guard.server";
import { readLeadForm, submitLead, type LeadFormDefinition } from "./lead-submission.server";
import { parseFields } from "./parse";

export type SingleFormDefinition<V, Input extends { email: string }> = LeadFormDefinition<V, Input>;

/** A one-step lead form: its definition, with the rules of the whole submission (zod/mini) in place of `parse`. */
export type SingleForm<V, Input extends { email: string }> = Omit<SingleFormDefinition<V, Input>, "parse"> & {
  schema: zm.ZodMiniType<Input>;
};

/** The action of a one-step lead form: any route that shows the form can use it as its own action. */
export function singleFormAction<V, Input extends { email: string }>({ schema, ...form }: SingleForm<V, Input>) {
  const definition: SingleFormDefinition<V, Input> = { ...form, parse: (values) => parseFields(schema, values) };
  return ({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) =>
    handleSingleFormAction(definition, request, requestOf(context));
}

async function handleSingleFormAction<V, Input extends { email: string }>(
  definition: SingleFormDefinition<V, Input>,
  request: Request,
  context: RequestContext,
) {
  type Answer = SingleFormAnswer<V>;
  const { failure } = definition;
  const read = await readLeadForm(definition, request);
  if (!read.ok) return data<Answer>({ status: "error", ...read.body }, read.init);
  const { form, values, idempotencyKey: formKey } = read;
  const refuse = (body: { errors: FieldErrors; formError?: FormError }, status: number, headers = guardHeaders()) =>
    data<Answer>({ status: "error", values, idempotencyKey: formKey, ...body }, { status, headers });

  const outcome = await submitLead(definition, {
    form,
    values,
    request,
    context,
    idempotencyKey: (input) => idempotencyKeyFor(formKey, input.email),
  });
  switch (outcome.kind) {
    case "rate-limited":
      return refuse(
        { errors: {}, formError: { title: failure.title, description: outcome.failure.message } },
        429,
        guardHeaders(outcome.failure),
      );
    case "invalid":
      return refuse({ errors: outcome.errors }, 400);
    case "failed":
      return refuse({ errors: {}, formError: failure }, 503);
    case "discarded":
    case "stored":
      return data<Answer>({ status: "success", idempotencyKey: newIdempotencyKey() }, { headers: guardHeaders() });
  }
}
