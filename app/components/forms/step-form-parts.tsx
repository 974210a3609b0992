/**
 * The pieces every multi-step lead form shares: the form itself with its
 * guard fields and step heading, the message shown without JavaScript, the
 * last step's free text and consent (kept as hidden fields while another step shows, so a form posted
 * without JavaScript carries everything), the hidden copies of other steps'
 * fields, and the row of Next, Back and Submit buttons.
 */
import type { ChangeEvent, ReactNode } from "react";
import { Form, useLocation } from "react-router";
import { FormMessage } from "~/components/forms/field";
import type { TextName } from "~/components/forms/field-binding";
import { GuardFields } from "~/components/forms/guard-fields";
import type { useStepForm } from "~/components/forms/use-step-form";
import { ConsentCheckbox } from "~/components/forms/consent-checkbox";
import { TextareaField } from "~/components/forms/textarea-field";
import { Button } from "~/components/ui/button";
import type { FormError } from "~/lib/forms/form-answers";
import { INTENT_FIELD, STEP_FIELD } from "~/lib/forms/guard-fields";

type Consent = { before: string; link: string; after: string };
type StepForm<V extends object> = ReturnType<typeof useStepForm<V>>;

/** The last step: a free-text answer and the consent checkbox; hidden fields on the other steps. */
export function FinalStepFields<V extends { consent: boolean }>({
  form,
  text,
  consent,
}: {
  form: StepForm<V>;
  text: { name: TextName<V>; label: string; hint: string; maxLength: number; rows?: number };
  consent: Consent;
}) {
  const value = form.values[text.name] as string;
  if (form.step < form.stepCount) {
    return (
      <>
        <input type="hidden" name={text.name} value={value} />
        {form.values.consent ? <input type="hidden" name="consent" value="on" /> : null}
      </>
    );
  }
  return (
    <div className="grid gap-5">
      <TextareaField
        label={text.label}
        name={text.name}
        maxLength={text.maxLength}
        hint={text.hint}
        rows={text.rows}
        value={value}
        onChange={(e: ChangeEvent<HTMLTextAreaElement>) =>
          form.setField(text.name, e.currentTarget.value as V[TextName<V>])
        }
      />
      <ConsentCheckbox label={consent} form={form} />
    </div>
  );
}

/** Another step's fields, carried as hidden inputs while this step shows. */
export function HiddenFields<V extends Record<string, unknown>>({
  values,
  names,
}: {
  values: V;
  names: readonly (keyof V & string)[];
}) {
  return (
    <>
      {names.map((name) => {
        const value = values[name];
        return Array.isArray(value) ? (
          value.map((item: string) => <input key={`${name}-${item}`} type="hidden" name={name} value={item} />)
        ) : (
          <input key={name} type="hidden" name={name} value={String(value ?? "")} />
        );
      })}
    </>
  );
}

/**
 * Next (or Submit) and Back. The primary button comes first in the markup, so Enter in a field means Next (or
 * Submit), never Back; on wide screens it is drawn on the right.
 */
export function StepButtons({
  form: { step, stepCount, submitting },
  labels,
  canContinue = true,
  submitDisabled,
}: {
  form: { step: number; stepCount: number; submitting: boolean };
  labels: { next: string; back: string; submit: string; submitting: string };
  canContinue?: boolean;
  submitDisabled: boolean;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-between">
      {step < stepCount ? (
        <Button type="submit" name={INTENT_FIELD} value="next" size="lg" disabled={!canContinue}>
          {labels.next}
        </Button>
      ) : (
        <Button type="submit" name={INTENT_FIELD} value="submit" variant="accent" size="lg" disabled={submitDisabled}>
          {submitting ? labels.submitting : labels.submit}
        </Button>
      )}
      {step > 1 ? (
        <Button type="submit" name={INTENT_FIELD} value="back" variant="outline" size="lg">
          {labels.back}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The <form> of a multi-step lead form: posted to this page's action, returning to the form's section before the
 * page has hydrated (or without JavaScript); it carries the guard fields, the step, and the step's heading, which
 * takes the focus when the step changes.
 */
export function StepFormFrame<V extends object>({
  form,
  anchor,
  labelledBy,
  stepTitle,
  children,
}: {
  form: StepForm<V>;
  /** the section's id */
  anchor: string;
  labelledBy: string;
  /** what the step asks, after "Step 1 of 3: " */
  stepTitle: string;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  return (
    <Form
      ref={form.formRef}
      method="post"
      noValidate
      action={form.hydrated ? undefined : `${pathname}${search}#${anchor}`}
      onSubmit={form.onSubmit}
      aria-labelledby={labelledBy}
      className="mt-6 grid gap-6"
    >
      <GuardFields idempotencyKey={form.idempotencyKey} />
      <input type="hidden" name={STEP_FIELD} value={form.step} />

      <h3 ref={form.headingRef} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
        {`Step ${form.step} of ${form.stepCount}: ${stepTitle}`}
      </h3>
      {children}
    </Form>
  );
}

/** The whole form's message, on the page the server answered with (with JavaScript it is a toast). */
export function ServerFormMessage({ hydrated, formError }: { hydrated: boolean; formError: FormError | undefined }) {
  if (hydrated || !formError) return null;
  return (
    <div className="mt-6">
      <FormMessage kind="error" title={formError.title}>
        {formError.description}
      </FormMessage>
    </div>
  );
}
