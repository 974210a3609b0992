import { ArrowRight } from "~/components/icons/arrow-right";
import { ConsentCheckbox } from "~/components/forms/consent-checkbox";
import { EmailField, FormMessage } from "~/components/forms/field";
import { bindField } from "~/components/forms/field-binding";
import { FormStatus } from "~/components/forms/form-status";
import { SingleFormFrame } from "~/components/forms/single-form-frame";
import { SelectField } from "~/components/forms/select-field";
import { useSingleForm, type SingleFormProps } from "~/components/forms/use-single-form";
import { type SingleFormAnswer } from "~/lib/forms/form-answers";
import { Button, ButtonLink } from "~/components/ui/button";
import { readyToTalk as copy } from "~/content/ready-to-talk";
import {
  EMPTY_READY_TO_TALK_VALUES,
  READY_TO_TALK_GOAL_OPTIONS,
  READY_TO_TALK_INDUSTRY_OPTIONS,
  validateReadyToTalk,
  type ReadyToTalkFormValues,
} from "~/lib/leads/ready-to-talk-schema";
import { PrivacyNotice } from "./privacy-notice";

export type ReadyToTalkAnswer = SingleFormAnswer<ReadyToTalkFormValues>;

/**
 * "Ready to talk": email, and optionally industry and goal, to book a call (id
 * "ready-to-talk"). It posts to the action of the route it is on
 * (readyToTalkAction); `result` is that action's answer when the page was
 * rendered after a submission without JavaScript.
 */
export function ReadyToTalkSection(props: SingleFormProps<ReadyToTalkFormValues>) {
  const form = useSingleForm({
    ...props,
    fetcherKey: "ready-to-talk",
    empty: EMPTY_READY_TO_TALK_VALUES,
    validate: validateReadyToTalk,
  });
  const { hydrated, submitting, formError, succeeded } = form;
  const headingId = `${copy.id}-heading`;

  return (
    <section id={copy.id} aria-labelledby={headingId} className="scroll-mt-24 bg-sand">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:px-8 lg:py-20">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-700">{copy.eyebrow}</p>
          <h2 id={headingId} className="mt-3 font-display text-3xl font-semibold text-brand-900 sm:text-4xl">
            {copy.heading}
          </h2>
          <p className="mt-4 max-w-xl text-lg leading-8 text-muted">{copy.intro}</p>
        </div>

        <div className="rounded-xl border border-line bg-white p-5 shadow-sm sm:p-8">
          <SingleFormFrame form={form} anchor={copy.id} labelledBy={headingId} className="grid gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <SelectField
                label={copy.fields.industry}
                placeholder={copy.fields.industryPlaceholder}
                optional
                options={READY_TO_TALK_INDUSTRY_OPTIONS}
                {...bindField(form, "industry")}
              />
              <EmailField label={copy.fields.email} {...bindField(form, "email")} />
            </div>
            <SelectField
              label={copy.fields.goal}
              placeholder={copy.fields.goalPlaceholder}
              optional
              options={READY_TO_TALK_GOAL_OPTIONS}
              {...bindField(form, "goal")}
            />
            <ConsentCheckbox label={copy.fields.consent} form={form} />

            <PrivacyNotice notice={copy.notice} />

            {formError ? (
              <FormMessage kind="error" title={formError.title}>
                {formError.description}
              </FormMessage>
            ) : null}
            <FormStatus>
              {succeeded ? (
                <>
                  <span className="block font-semibold">{copy.success.title}</span>
                  <span className="block">{copy.success.description}</span>
                </>
              ) : null}
            </FormStatus>

            <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
              <Button type="submit" variant="accent" size="lg" disabled={hydrated && submitting}>
                {submitting ? copy.submitting : copy.button}
              </Button>
              <ButtonLink to={copy.samplePlan.href} variant="outline" size="lg">
                {copy.samplePlan.label}
                <ArrowRight aria-hidden="true" className="h-5 w-5" />
              </ButtonLink>
            </div>
          </SingleFormFrame>
        </div>
      </div>
    </section>
  );
}
