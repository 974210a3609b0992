/** The contact form's action: Next, Back and the request itself, posted to /contact. */
import { contactPage } from "~/content/leads";
import { stepFormAction } from "../forms/step-form-action.server";
import { CONTACT_STEPS, ContactRequestSchema, readContactForm } from "./contact-schema";
import { createContactRequest } from "./leads.server";

/** The contact form's name in logs, rate-limit keys and the Post/Redirect/Get mark. */
export const CONTACT_FORM = "contact";

export const contactAction = stepFormAction({
  ...CONTACT_STEPS,
  form: CONTACT_FORM,
  failure: contactPage.failure,
  readValues: readContactForm,
  schema: ContactRequestSchema,
  store: createContactRequest,
  storeCountsRateLimit: true,
});
