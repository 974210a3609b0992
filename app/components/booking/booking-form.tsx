import { Form, useNavigation } from "react-router";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { EmailField, Field, FormMessage, PhoneField } from "~/components/forms/field";
import { GuardFields } from "~/components/forms/guard-fields";
import { NearestTimes } from "./offered-times";
import { SelectField } from "~/components/forms/select-field";
import { ConsentLabel, PrivacyNotice } from "~/components/leads/privacy-notice";
import { Button } from "~/components/ui/button";
import { bookingPage as copy } from "~/content/booking";
import type { CallQuestion } from "~/db/schema";
import { questionField, type BookingAnswer } from "~/lib/booking/booking-form";
import { NAME_MIN } from "~/lib/forms/text-rules";

/**
 * The booking's details: the call type's questions, then the visitor's name, email, phone, business and consent, for
 * the time chosen. A plain form posted to the page's action: it works without JavaScript, and keeps what was typed
 * when the post is refused. When the time was just taken, the nearest free times are offered as choices in the form.
 */
export function BookingForm({
  questions,
  start,
  zone,
  idempotencyKey,
  answer,
  submit,
}: {
  questions: readonly CallQuestion[];
  /** the chosen time (ISO), unless the nearest free times are offered instead */
  start: string | null;
  zone: string | null;
  idempotencyKey: string;
  answer: BookingAnswer | undefined;
  submit: { label: string; submitting: string };
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const values = answer?.values;
  const errors = answer?.errors ?? {};
  return (
    <Form method="post" noValidate className="grid gap-5" aria-labelledby="your-details-heading">
      <GuardFields idempotencyKey={answer?.idempotencyKey ?? idempotencyKey} />
      <input type="hidden" name="tz" value={zone ?? ""} />
      {answer?.formError ? (
        <FormMessage kind="error" title={answer.formError.title}>
          {answer.formError.description}
        </FormMessage>
      ) : null}
      {answer?.taken ? (
        <NearestTimes times={answer.taken} />
      ) : (
        <>
          <input type="hidden" name="start" value={start ?? ""} />
          {errors.start ? <FormMessage kind="error">{errors.start}</FormMessage> : null}
        </>
      )}
      {questions.map((question) => {
        const name = questionField(question.id);
        const label = question.required ? question.label : `${question.label} ${copy.details.optional}`;
        return question.options ? (
          <SelectField
            key={question.id}
            label={label}
            name={name}
            options={question.options}
            placeholder={copy.details.choose}
            optional={!question.required}
            required={question.required}
            defaultValue={values?.answers[question.id] ?? ""}
            error={errors[name]}
          />
        ) : (
          <Field
            key={question.id}
            label={label}
            name={name}
            maxLength={500}
            required={question.required}
            defaultValue={values?.answers[question.id] ?? ""}
            error={errors[name]}
          />
        );
      })}
      <Field
        label={copy.details.name}
        name="name"
        autoComplete="name"
        required
        minLength={NAME_MIN}
        defaultValue={values?.name}
        error={errors.name}
      />
      <EmailField label={copy.details.email} name="email" defaultValue={values?.email} error={errors.email} />
      <PhoneField
        label={copy.details.phone}
        name="phone"
        hint={copy.details.phoneHint}
        defaultValue={values?.phone}
        error={errors.phone}
      />
      <Field
        label={copy.details.business}
        name="business"
        autoComplete="organization"
        required
        defaultValue={values?.business}
        error={errors.business}
      />
      <PrivacyNotice notice={copy.notice} />
      <CheckboxField name="consent" required defaultChecked={values?.consent ?? false} error={errors.consent}>
        <ConsentLabel consent={copy.details.consent} />
      </CheckboxField>
      <div>
        <Button type="submit" variant="primary" size="lg" disabled={busy}>
          {busy ? submit.submitting : submit.label}
        </Button>
      </div>
    </Form>
  );
}
