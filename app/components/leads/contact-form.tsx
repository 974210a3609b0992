import { Info } from "~/components/icons/info";
import { toast } from "~/components/toasts";
import { CheckboxGroup } from "~/components/forms/checkbox-field";
import { ErrorSummary } from "~/components/forms/error-summary";
import { EmailField, Field, FormMessage, PhoneField } from "~/components/forms/field";
import { bindField } from "~/components/forms/field-binding";
import { SelectField } from "~/components/forms/select-field";
import {
  FinalStepFields,
  HiddenFields,
  ServerFormMessage,
  StepButtons,
  StepFormFrame,
} from "~/components/forms/step-form-parts";
import { StepProgress } from "~/components/forms/step-progress";
import { useStepForm } from "~/components/forms/use-step-form";
import { type StepActionData } from "~/lib/forms/form-answers";
import { contactPage } from "~/content/leads";
import {
  canContinueContactStep,
  CONTACT_PROGRESS,
  CONTACT_STEPS,
  contactErrorTitle,
  PAIN_OPTIONS,
  TURNOVER_OPTIONS,
  validateContactRequest,
  type ContactFormValues,
} from "~/lib/leads/contact-schema";
import { CONTACT_TEXT_MAX } from "~/lib/forms/text-rules";
import { PrivacyNotice } from "./privacy-notice";

export type ContactActionData = StepActionData<ContactFormValues>;

const copy = contactPage;

const STEP_ONE_FIELDS = ["name", "email", "phone"] as const;
const STEP_TWO_FIELDS = ["business", "turnover", "pain", "painOther"] as const;

/**
 * The three-step contact form. Server-rendered, each step posts to the
 * action (Next, Back, Request My Call); with JavaScript, Next and Back run in
 * the browser with the same rules and only the request itself is posted.
 */
export function ContactForm({
  idempotencyKey,
  topic,
  industry = null,
  assessment = null,
  result,
}: {
  idempotencyKey: string;
  topic: string | null;
  /** The industry the visitor chose beside the link that brought them (?industry=). */
  industry?: string | null;
  /** The Automations Assessment's result when the visitor came from it, scored again on the server. */
  assessment?: string | null;
  result: ContactActionData | undefined;
}) {
  const form = useStepForm<ContactFormValues>({
    ...CONTACT_STEPS,
    validateAll: validateContactRequest,
    result,
    idempotencyKey,
    onResult: (answer) => {
      if (answer.status === "success") toast.success(copy.success.title, { description: copy.success.description });
      else if (answer.formError) toast.error(answer.formError.title, { description: answer.formError.description });
    },
  });
  const { hydrated, submitting, step, values, errors, formError, setField } = form;
  const firstError = Object.entries(errors)[0];
  const canContinue = !hydrated || canContinueContactStep(step, values);
  const otherTicked = values.pain.includes("other");

  return (
    <section
      id="contact-form"
      aria-labelledby="contact-form-heading"
      className="scroll-mt-24 rounded-xl border border-line bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="contact-form-heading" className="font-display text-2xl font-semibold text-brand-900">
        {copy.formHeading}
      </h2>
      {topic || industry ? (
        <p className="mt-3 flex items-start gap-2 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900">
          <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            {topic ? (
              <span className="block">
                {copy.topicLead} <strong className="font-semibold">{topic}</strong>
              </span>
            ) : null}
            {industry ? (
              <span className="block">
                {copy.industryLead} <strong className="font-semibold">{industry}</strong>
              </span>
            ) : null}
            {assessment ? <span className="mt-1 block">{assessment}</span> : null}
          </span>
        </p>
      ) : null}

      <div className="mt-6">
        <StepProgress steps={copy.steps} current={step} percent={CONTACT_PROGRESS[step - 1]} />
      </div>

      {!hydrated && result?.status === "success" ? (
        <div className="mt-6">
          <FormMessage kind="success" title={copy.success.title}>
            {copy.success.description}
          </FormMessage>
        </div>
      ) : null}
      <ServerFormMessage hydrated={hydrated} formError={formError} />

      <StepFormFrame
        form={form}
        anchor="contact-form"
        labelledBy="contact-form-heading"
        stepTitle={copy.steps[step - 1]}
      >
        {firstError ? <ErrorSummary title={contactErrorTitle(firstError[0])} /> : null}

        {step === 1 ? (
          <div className="grid gap-5">
            <Field
              label={copy.fields.name}
              autoComplete="name"
              maxLength={CONTACT_TEXT_MAX}
              required
              {...bindField(form, "name")}
            />
            <EmailField label={copy.fields.email} {...bindField(form, "email")} />
            <PhoneField label={copy.fields.phone} hint={copy.fields.phoneHint} {...bindField(form, "phone")} />
          </div>
        ) : (
          <HiddenFields values={values} names={STEP_ONE_FIELDS} />
        )}

        {step === 2 ? (
          <div className="grid gap-5">
            <Field
              label={copy.fields.business}
              autoComplete="organization"
              maxLength={CONTACT_TEXT_MAX}
              required
              {...bindField(form, "business")}
            />
            <SelectField
              label={copy.fields.turnover}
              placeholder={copy.fields.turnoverPlaceholder}
              options={TURNOVER_OPTIONS}
              required
              {...bindField(form, "turnover")}
            />
            <CheckboxGroup
              legend={copy.fields.pain}
              name="pain"
              options={PAIN_OPTIONS}
              values={values.pain}
              onToggle={(value, checked) =>
                setField("pain", checked ? [...values.pain, value] : values.pain.filter((v) => v !== value))
              }
              error={errors.pain}
            />
            <Field
              label={copy.fields.painOther}
              name="painOther"
              maxLength={CONTACT_TEXT_MAX}
              // Without JavaScript the box stays open; the server ignores it unless "Something else" is ticked.
              disabled={hydrated && !otherTicked}
              hint={hydrated && !otherTicked ? copy.fields.painOtherHint : undefined}
              value={values.painOther}
              onChange={(e) => setField("painOther", e.currentTarget.value)}
            />
          </div>
        ) : (
          <HiddenFields values={values} names={STEP_TWO_FIELDS} />
        )}

        <FinalStepFields
          form={form}
          text={{ name: "goals", label: copy.fields.goals, hint: copy.fields.goalsHint, maxLength: CONTACT_TEXT_MAX }}
          consent={copy.fields.consent}
        />

        <PrivacyNotice notice={copy.notice} />

        <StepButtons
          form={form}
          labels={copy.buttons}
          canContinue={canContinue}
          submitDisabled={hydrated && (!values.consent || submitting)}
        />
      </StepFormFrame>
    </section>
  );
}
