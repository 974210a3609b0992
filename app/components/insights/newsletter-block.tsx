import { Mail } from "~/components/icons/mail";
import { ConsentCheckbox } from "~/components/forms/consent-checkbox";
import { EmailField, FormMessage } from "~/components/forms/field";
import { bindField } from "~/components/forms/field-binding";
import { FormStatus } from "~/components/forms/form-status";
import { SingleFormFrame } from "~/components/forms/single-form-frame";
import { useSingleForm, type SingleFormProps } from "~/components/forms/use-single-form";
import { PrivacyNotice } from "~/components/leads/privacy-notice";
import { Button } from "~/components/ui/button";
import { newsletterBlock as copy } from "~/content/newsletter";
import {
  EMPTY_NEWSLETTER_VALUES,
  validateNewsletterSignup,
  type NewsletterFormValues,
} from "~/lib/newsletter/newsletter-schema";

/**
 * The Insights newsletter sign-up (id "newsletter"), with its own marketing
 * consent, never pre-ticked. It posts to the action of the page it is on
 * (newsletterSignupAction); the address is subscribed once the visitor
 * follows the link in the confirmation email. `result` is the action's
 * answer when the page was rendered after a submission without JavaScript.
 */
export function NewsletterBlock(props: SingleFormProps<NewsletterFormValues>) {
  const form = useSingleForm({
    ...props,
    fetcherKey: "newsletter",
    empty: EMPTY_NEWSLETTER_VALUES,
    validate: validateNewsletterSignup,
  });
  const { hydrated, submitting, formError, succeeded } = form;

  return (
    <section id="newsletter" aria-labelledby="newsletter-heading" className="scroll-mt-24 bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8 lg:py-20">
        <div>
          <Mail aria-hidden="true" className="h-8 w-8 text-accent-400" />
          <h2 id="newsletter-heading" className="mt-4 font-display text-3xl font-semibold">
            {copy.heading}
          </h2>
          <p className="mt-3 max-w-xl text-lg leading-8 text-white/85">{copy.intro}</p>
        </div>
        <div className="rounded-xl bg-white p-6 text-ink shadow-lg sm:p-8">
          <SingleFormFrame
            form={form}
            anchor="newsletter"
            labelledBy="newsletter-heading"
            className="flex flex-col gap-4"
          >
            <EmailField label={copy.fields.email} {...bindField(form, "email")} />
            <ConsentCheckbox label={copy.fields.consent} form={form} />
            {formError ? (
              <FormMessage kind="error" title={formError.title}>
                {formError.description}
              </FormMessage>
            ) : null}
            <Button type="submit" variant="accent" disabled={hydrated && submitting}>
              {submitting ? copy.submitting : copy.button}
            </Button>
            <FormStatus>{succeeded ? copy.success : null}</FormStatus>
            <PrivacyNotice notice={copy.notice} />
          </SingleFormFrame>
        </div>
      </div>
    </section>
  );
}
