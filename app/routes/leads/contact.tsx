import { data } from "react-router";
import { sentAnswer } from "~/lib/forms/form-answers";
import { stepFormHeaders } from "~/lib/forms/step-form-action.server";
import { readSubmissionSent } from "~/lib/forms/submission-sent.server";
import { keepPageDataAfterPost } from "~/lib/forms/revalidation";
import type { Route } from "./+types/contact";
import { ContactAside } from "~/components/leads/contact-aside";
import { ContactForm } from "~/components/leads/contact-form";
import { LeadHero } from "~/components/leads/lead-hero";
import { contactPage } from "~/content/leads";
import { assessmentSummary } from "~/lib/leads/automation-assessment";
import { newIdempotencyKey } from "~/lib/forms/form-guard.server";
import { CONTACT_FORM, contactAction } from "~/lib/leads/contact.server";
import { staticPageMeta } from "~/lib/pages/meta";
import { leadTopic, readLeadQuery } from "~/lib/leads/lead-query";
import { pageUrl } from "~/lib/runtime/page-url";

export const meta: Route.MetaFunction = staticPageMeta({
  title: contactPage.title,
  description: contactPage.description,
  path: contactPage.path,
});

export const headers = stepFormHeaders;

export function loader({ request }: Route.LoaderArgs) {
  const query = readLeadQuery(pageUrl(request).searchParams);
  // Right after a submission posted without JavaScript (Post/Redirect/Get): the success message, once.
  const { sent, headers } = readSubmissionSent(request, CONTACT_FORM);
  return data(
    {
      idempotencyKey: newIdempotencyKey(),
      topic: leadTopic(query),
      industry: query.industry ?? null,
      assessment: assessmentSummary(query),
      sent,
    },
    { headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  return contactAction({ request, context });
}

/** Posting the form changes nothing the page loads (the key comes back with the answer). */
export const shouldRevalidate = keepPageDataAfterPost;

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <LeadHero id="contact-heading" hero={contactPage.hero} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:px-8 lg:py-16">
        <ContactForm {...loaderData} result={actionData ?? sentAnswer(loaderData)} />
        <ContactAside />
      </div>
    </>
  );
}
