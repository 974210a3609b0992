import { useEffect, useRef } from "react";
import { toast } from "~/components/toasts";
import { EmailField, Field, PhoneField } from "~/components/forms/field";
import { bindField } from "~/components/forms/field-binding";
import { RadioGroup } from "~/components/forms/radio-group";
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
import { ButtonLink } from "~/components/ui/button";
import { marketplacePage } from "~/content/leads";
import {
  ADDITIONAL_INFO_MAX,
  BUSINESS_SECTOR_OPTIONS,
  INDUSTRY_INTEREST_OPTIONS,
  MARKETPLACE_STEPS,
  MARKETPLACE_TEXT_MAX,
  REGION_OPTIONS,
  REVENUE_OPTIONS,
  TIMEFRAME_OPTIONS,
  USER_TYPE_OPTIONS,
  validateMarketplaceSubmission,
  type MarketplaceFormValues,
} from "~/lib/leads/marketplace-schema";
import { PrivacyNotice } from "./privacy-notice";

export type MarketplaceActionData = StepActionData<MarketplaceFormValues>;

const copy = marketplacePage;

const STEP_ONE_FIELDS = ["firstName", "lastName", "email", "phone", "userType"] as const;

/** Step two's questions, which depend on whether the visitor sells or buys; each is a choice from a list. */
const STEP_TWO_CHOICES = {
  seller: [
    ["businessSector", BUSINESS_SECTOR_OPTIONS],
    ["annualRevenue", REVENUE_OPTIONS],
    ["timeframeToSell", TIMEFRAME_OPTIONS],
  ],
  buyer: [
    ["industryInterest", INDUSTRY_INTEREST_OPTIONS],
    ["dealSize", REVENUE_OPTIONS],
    ["region", REGION_OPTIONS],
  ],
} as const;
const namesOf = (role: keyof typeof STEP_TWO_CHOICES) => STEP_TWO_CHOICES[role].map(([name]) => name);
const STEP_TWO_FIELDS = [...namesOf("seller"), ...namesOf("buyer")];

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
    ...MARKETPLACE_STEPS,
    validateAll: validateMarketplaceSubmission,
    result,
    idempotencyKey,
    onResult: (answer) => {
      if (answer.status === "step" && answer.formError) {
        toast.error(answer.formError.title, { description: answer.formError.description });
      }
    },
  });
  const { hydrated, submitting, step, values, errors, formError, setField } = form;
  const role = values.userType === "buyer" ? "buyer" : "seller";
  const otherRole = role === "buyer" ? "seller" : "buyer";

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
            anchor="marketplace-form"
            labelledBy="marketplace-form-heading"
            stepTitle={step === 2 ? copy.stepTwoHeading[role] : copy.steps[step - 1]}
          >
            {step === 1 ? (
              <div className="grid gap-5">
                <div className="grid gap-5 sm:grid-cols-2">
                  <Field
                    label={copy.fields.firstName}
                    autoComplete="given-name"
                    maxLength={MARKETPLACE_TEXT_MAX}
                    required
                    {...bindField(form, "firstName")}
                  />
                  <Field
                    label={copy.fields.lastName}
                    autoComplete="family-name"
                    maxLength={MARKETPLACE_TEXT_MAX}
                    required
                    {...bindField(form, "lastName")}
                  />
                </div>
                <EmailField label={copy.fields.email} {...bindField(form, "email")} />
                <PhoneField label={copy.fields.phone} {...bindField(form, "phone")} />
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
              <HiddenFields values={values} names={STEP_ONE_FIELDS} />
            )}

            {step === 2 ? (
              <div className="grid gap-5">
                {/* The selects and the other role's hidden fields in one list, as ever: useId numbers each select by its place in it. */}
                {[
                  ...STEP_TWO_CHOICES[role].map(([name, options]) => (
                    <SelectField
                      key={name}
                      label={copy.fields[name]}
                      placeholder={copy.fields.placeholder}
                      options={options}
                      required
                      {...bindField(form, name)}
                    />
                  )),
                  <HiddenFields key="other-role" values={values} names={namesOf(otherRole)} />,
                ]}
              </div>
            ) : (
              <HiddenFields values={values} names={STEP_TWO_FIELDS} />
            )}

            <FinalStepFields
              form={form}
              text={{
                name: "additionalInfo",
                label: copy.fields.additionalInfo,
                hint: copy.fields.additionalInfoHint,
                maxLength: ADDITIONAL_INFO_MAX,
                rows: 5,
              }}
              consent={copy.fields.consent}
            />

            <PrivacyNotice notice={copy.notice} />

            <StepButtons form={form} labels={copy.buttons} submitDisabled={hydrated && submitting} />
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
