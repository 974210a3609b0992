/**
 * The Insights newsletter sign-up: an email address and marketing consent,
 * which is separate from any enquiry's consent and never pre-ticked. Shared
 * by the browser and the action.
 */
import * as z from "zod/mini";
import type { FieldErrors } from "../forms/form-answers";
import { cutToLength, EMAIL_MAX } from "../forms/text-rules";
import { CheckedSchema, RequiredEmailSchema } from "../forms/field-schemas";
import { issuesToErrors } from "../forms/parse";

export const NEWSLETTER_ERRORS = {
  emailRequired: "Email is required",
  email: "Please enter a valid email address.",
  consent: "Please tick the box to agree to receive the newsletter.",
} as const;

export const NewsletterSignupSchema = z.object({
  email: RequiredEmailSchema({ required: NEWSLETTER_ERRORS.emailRequired, invalid: NEWSLETTER_ERRORS.email }),
  consent: CheckedSchema(NEWSLETTER_ERRORS.consent),
});

export type NewsletterSignupInput = z.output<typeof NewsletterSignupSchema>;

export type NewsletterFormValues = { email: string; consent: boolean };

export const EMPTY_NEWSLETTER_VALUES: NewsletterFormValues = { email: "", consent: false };

/** The form's values as posted (unvalidated, size-capped): to validate, and to show again. */
export function readNewsletterForm(form: FormData): NewsletterFormValues {
  const email = form.get("email");
  return {
    email: typeof email === "string" ? cutToLength(email, EMAIL_MAX + 50) : "",
    consent: form.get("consent") === "on",
  };
}

/** Field messages (empty when the sign-up passes). */
export function validateNewsletterSignup(values: NewsletterFormValues): FieldErrors {
  return issuesToErrors(NewsletterSignupSchema.safeParse(values));
}
