import { useEffect, useRef } from "react";
import { toast } from "~/components/toasts";
import { EmailField, Field } from "~/components/forms/field";
import { RadioGroup } from "~/components/forms/radio-group";
import { SelectField } from "~/components/forms/select-field";
import { FinalStepFields, HiddenFields, ServerFormMessage, StepButtons, StepFormFrame } from "~/components/forms/step-form-parts";
import { StepProgress } from "~/components/forms/step-progress";
import { useStepForm } from "~/components/forms/use-step-form";
import { type StepActionData } from "~/lib/forms/form-answers";
import { ButtonLink } from "~/components/ui/button";
import { marketplacePage } from "~/content/leads";
import { PHONE_MAX } from "~/lib/forms/text-rules";
import {
  ADDITIONAL_INFO_MAX,
  BUSINESS_SECTOR_OPTIONS,
  EMPTY_MARKETPLACE_VALUES,
  firstMarketplaceErrorStep,
  INDUSTRY_INTEREST_OPTIONS,
  MARKETPLACE_STEP_COUNT,
  MARKETPLACE_TEXT_MAX,
  REGION_OPTIONS,
  REVENUE_OPTIONS,
  TIMEFRAME_OPTIONS,
  USER_TYPE_OPTIONS,
  validateMarketplaceStep,
  validateMarketplaceSubmission,
  type MarketplaceFormValues,
} from "~/lib/leads/marketplace-schema";
import { PrivacyNotice } from "./privacy-notice";

export type MarketplaceActionData = StepActionData<MarketplaceFormValues>;

const copy = marketplacePage;

const STEP_TWO_FIELDS = ["businessSector", "annualRevenue", "timeframeToSell", "industryInterest", "dealSize", "region"] as const;

/**
 * The three-step marketplace interest form, then the thank-you view in its
 * place. Works without JavaScript (each step posts to the action); with it,
 * Next and Back run in the browser and only the submission is posted.
 */
export function MarketplaceForm({
  idempotencyKey,
  result,
}: {
  idempotencyKey: string;
  result: MarketplaceActionData | undefined;
}) {
  const form = useStepForm<MarketplaceFormValues>({
    result,
    empty: EMPTY_MARKETPLACE_VALUES,
    stepCount: MARKETPLACE_STEP_COUNT,
    validateStep: validateMarketplaceStep,
    validateAll: validateMarketplaceSubmission,
    firstErrorStep: firstMarketplaceErrorStep,
    onResult: (answer) => {
      if (answer.status === "step" && answer.formError) {
        toast.error(answer.formError.title, { description: answer.formError.description });
      }
    },
  });
  const { hydrated, submitting, step, values, errors, formError, setField } = form;
  const key = result?.idempotencyKey ?? idempotencyKey;
  const role = values.userType === "buyer" ? "buyer" : "seller";

  return (
    <section
      id="marketplace-form"
      tabIndex={-1}
      aria-labelledby="marketplace-form-heading"
      className="scroll-mt-24 rounded-xl border border-line bg-white p-5 shadow-sm outline-none sm:p-8"
    >
      {result?.status === "success" ? (
        <ThankYou />
      ) : (
        <>
          <h2 id="marketplace-form-heading" className="font-display text-2xl font-semibold text-brand-900">
            {copy.formHeading}
          </h2>
          <div className="mt-6">
            <StepProgress steps={copy.steps} current={step} padded />
          </div>

          <ServerFormMessage hydrated={hydrated} formError={formError} />

          <StepFormFrame
            form={form}
            idempotencyKey={key}
            anchor="marketplace-form"
            labelledBy="marketplace-form-heading"
            stepHeading={`Step ${step} of ${MARKETPLACE_STEP_COUNT}: ${step === 2 ? copy.stepTwoHeading[role] : copy.steps[step - 1]}`}
          >

            {step === 1 ? (
              <div className="grid gap-5">
                <div className="grid gap-5 sm:grid-cols-2">
                  <Field
                    label={copy.fields.firstName}
                    name="firstName"
                    autoComplete="given-name"
                    maxLength={MARKETPLACE_TEXT_MAX}
                    required
                    value={values.firstName}
                    onChange={(e) => setField("firstName", e.currentTarget.value)}
                    error={errors.firstName}
                  />
                  <Field
                    label={copy.fields.lastName}
                    name="lastName"
                    autoComplete="family-name"
                    maxLength={MARKETPLACE_TEXT_MAX}
                    required
                    value={values.lastName}
                    onChange={(e) => setField("lastName", e.currentTarget.value)}
                    error={errors.lastName}
                  />
                </div>
                <EmailField
                  label={copy.fields.email}
                  name="email"
                                    value={values.email}
                  onChange={(e) => setField("email", e.currentTarget.value)}
                  error={errors.email}
                />
                <Field
                  label={copy.fields.phone}
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  maxLength={PHONE_MAX}
                  value={values.phone}
                  onChange={(e) => setField("phone", e.currentTarget.value)}
                  error={errors.phone}
                />
                <RadioGroup
                  legend={copy.fields.userType}
                  name="userType"
                  options={USER_TYPE_OPTIONS}
                  value={values.userType}
                  onChange={(value) => setField("userType", value)}
                  error={errors.userType}
                />
              </div>
            ) : (
              <>
                <input type="hidden" name="firstName" value={values.firstName} />
                <input type="hidden" name="lastName" value={values.lastName} />
                <input type="hidden" name="email" value={values.email} />
                <input type="hidden" name="phone" value={values.phone} />
                <input type="hidden" name="userType" value={values.userType} />
              </>
            )}

            {step === 2 ? (
              role === "seller" ? (
                <div className="grid gap-5">
                  <SelectField
                    label={copy.fields.businessSector}
                    name="businessSector"
                    placeholder={copy.fields.placeholder}
                    options={BUSINESS_SECTOR_OPTIONS}
                    required
                    value={values.businessSector}
                    onChange={(e) => setField("businessSector", e.currentTarget.value)}
                    error={errors.businessSector}
                  />
                  <SelectField
                    label={copy.fields.annualRevenue}
                    name="annualRevenue"
                    placeholder={copy.fields.placeholder}
                    options={REVENUE_OPTIONS}
                    required
                    value={values.annualRevenue}
                    onChange={(e) => setField("annualRevenue", e.currentTarget.value)}
                    error={errors.annualRevenue}
                  />
                  <SelectField
                    label={copy.fields.timeframeToSell}
                    name="timeframeToSell"
                    placeholder={copy.fields.placeholder}
                    options={TIMEFRAME_OPTIONS}
                    required
                    value={values.timeframeToSell}
                    onChange={(e) => setField("timeframeToSell", e.currentTarget.value)}
                    error={errors.timeframeToSell}
                  />
                  <HiddenFields values={values} names={["industryInterest", "dealSize", "region"]} />
                </div>
              ) : (
                <div className="grid gap-5">
                  <SelectField
                    label={copy.fields.industryInterest}
                    name="industryInterest"
                    placeholder={copy.fields.placeholder}
                    options={INDUSTRY_INTEREST_OPTIONS}
                    required
                    value={values.industryInterest}
                    onChange={(e) => setField("industryInterest", e.currentTarget.value)}
                    error={errors.industryInterest}
                  />
                  <SelectField
                    label={copy.fields.dealSize}
                    name="dealSize"
                    placeholder={copy.fields.placeholder}
                    options={REVENUE_OPTIONS}
                    required
                    value={values.dealSize}
                    onChange={(e) => setField("dealSize", e.currentTarget.value)}
                    error={errors.dealSize}
                  />
                  <SelectField
                    label={copy.fields.region}
                    name="region"
                    placeholder={copy.fields.placeholder}
                    options={REGION_OPTIONS}
                    required
                    value={values.region}
                    onChange={(e) => setField("region", e.currentTarget.value)}
                    error={errors.region}
                  />
                  <HiddenFields values={values} names={["businessSector", "annualRevenue", "timeframeToSell"]} />
                </div>
              )
            ) : (
              <HiddenFields values={values} names={STEP_TWO_FIELDS} />
            )}

            <FinalStepFields
              active={step === 3}
              text={{
                name: "additionalInfo",
                label: copy.fields.additionalInfo,
                hint: copy.fields.additionalInfoHint,
                maxLength: ADDITIONAL_INFO_MAX,
                rows: 5,
                value: values.additionalInfo,
                onChange: (value) => setField("additionalInfo", value),
              }}
              consent={{
                label: copy.fields.consent,
                checked: values.consent,
                error: errors.consent,
                onChange: (checked) => setField("consent", checked),
              }}
            />

            <PrivacyNotice notice={copy.notice} />

            <StepButtons
              step={step}
              stepCount={MARKETPLACE_STEP_COUNT}
              labels={copy.buttons}
              submitDisabled={hydrated && submitting}
              submitting={submitting}
            />
          </StepFormFrame>
        </>
      )}
    </section>
  );
}

/** What replaces the form once the submission is stored. */
function ThankYou() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div className="grid justify-items-start gap-4 py-4">
      <h2
        id="marketplace-form-heading"
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-2xl font-semibold text-brand-900 outline-none sm:text-3xl"
      >
        {copy.thanks.heading}
      </h2>
      <p className="text-lg leading-8 text-muted">{copy.thanks.body}</p>
      <ButtonLink to="/" size="lg">
        {copy.thanks.home}
      </ButtonLink>
    </div>
  );
}
