/**
 * What a form's action answers, as the server writes it and the browser reads
 * it: the field messages, a message about the whole form, and the shapes of a
 * multi-step and a one-step form's answers.
 */

/** The first message for each field, keyed by the field's name ("form" for the whole form). */
export type FieldErrors = Record<string, string>;

/** A message about the whole form (e.g. "Submission failed"), as a toast or a box above the fields. */
export type FormError = { title: string; description: string };

/**
 * What a multi-step form's action answers. "step": show this step with these
 * values and errors (after Next, Back, invalid input or a failure). "success":
 * the submission is stored; `idempotencyKey` is the key for the next one.
 */
export type StepActionData<V> =
  | { status: "step"; step: number; values: V; errors: FieldErrors; formError?: FormError; idempotencyKey: string }
  | { status: "success"; idempotencyKey: string };

/**
 * The success answer a form's page shows when it is loaded right after a submission posted without JavaScript
 * (Post/Redirect/Get, ADR 023): the action redirected instead of answering, and the page's loader says so.
 */
export function sentAnswer(page: {
  sent: boolean;
  idempotencyKey: string;
}): { status: "success"; idempotencyKey: string } | undefined {
  return page.sent ? { status: "success", idempotencyKey: page.idempotencyKey } : undefined;
}

/**
 * What a one-step form's action answers. "error": show these messages with
 * what was typed (invalid input, or a refusal or failure in `formError`).
 * "success": the submission is stored; `idempotencyKey` is the key for the next one.
 */
export type SingleFormAnswer<V> =
  | { status: "error"; values: V; errors: FieldErrors; formError?: FormError; idempotencyKey: string }
  | { status: "success"; idempotencyKey: string };
