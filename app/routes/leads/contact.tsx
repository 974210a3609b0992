import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/contact";
import { ContactAside } from "~/components/leads/contact-aside";
import { ContactForm, type ContactActionData } from "~/components/leads/contact-form";
import { LeadHero } from "~/components/leads/lead-hero";
import { contactPage } from "~/content/leads";
import {
  checkFormRateLimit,
  guardHeaders,
  isHoneypotFilled,
  newIdempotencyKey,
  readGuardedForm,
  readIdempotencyKey,
  readIntent,
  readStep,
} from "~/lib/form-guard.server";
import { createContactRequest } from "~/lib/leads.server";
import { logger } from "~/lib/logger.server";
import { originFrom, pageMeta } from "~/lib/meta";
import {
  CONTACT_STEP_COUNT,
  ContactRequestSchema,
  EMPTY_CONTACT_VALUES,
  firstContactErrorStep,
  leadTopic,
  parseFields,
  readContactForm,
  readLeadQuery,
  validateContactStep,
} from "~/lib/schemas/contact";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: contactPage.title,
    description: contactPage.description,
    path: contactPage.path,
    origin: originFrom(matches),
  });

export function headers({ actionHeaders }: Route.HeadersArgs) {
  // Each page carries its own idempotency key: never share one through a cache.
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

export function loader({ request }: Route.LoaderArgs) {
  const query = readLeadQuery(new URL(request.url).searchParams);
  return { idempotencyKey: newIdempotencyKey(), topic: leadTopic(query) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const guarded = await readGuardedForm(request, { form: "contact" });
  if (!guarded.ok) {
    return data<ContactActionData>(
      {
        status: "step",
        step: 1,
        values: EMPTY_CONTACT_VALUES,
        errors: {},
        formError: { title: contactPage.failure.title, description: guarded.message },
        idempotencyKey: newIdempotencyKey(),
      },
      { status: guarded.status, headers: guardHeaders(guarded) },
    );
  }
  const form = guarded.form;
  const values = readContactForm(form);
  const idempotencyKey = readIdempotencyKey(form);
  const step = readStep(form, CONTACT_STEP_COUNT);
  const answer = (body: Omit<Extract<ContactActionData, { status: "step" }>, "status" | "values" | "idempotencyKey">, status = 200) =>
    data<ContactActionData>({ status: "step", values, idempotencyKey, ...body }, { status, headers: guardHeaders() });

  const intent = readIntent(form);
  if (intent === "back") return answer({ step: Math.max(1, step - 1), errors: {} });
  if (intent === "next") {
    const errors = validateContactStep(step, values);
    if (Object.keys(errors).length > 0) return answer({ step, errors }, 400);
    return answer({ step: Math.min(CONTACT_STEP_COUNT, step + 1), errors: {} });
  }

  try {
    const limited = await checkFormRateLimit("contact", context.clientIp);
    if (!limited.ok) {
      return data<ContactActionData>(
        {
          status: "step",
          step,
          values,
          errors: {},
          formError: { title: contactPage.failure.title, description: limited.message },
          idempotencyKey,
        },
        { status: 429, headers: guardHeaders(limited) },
      );
    }
    if (isHoneypotFilled(form)) {
      logger.warn({ form: "contact", reqId: context.requestId }, "honeypot filled: submission discarded");
      return data<ContactActionData>({ status: "success", idempotencyKey: newIdempotencyKey() }, { headers: guardHeaders() });
    }
    const parsed = parseFields(ContactRequestSchema, values);
    if (!parsed.ok) return answer({ step: firstContactErrorStep(parsed.errors), errors: parsed.errors }, 400);

    const url = new URL(request.url);
    const lead = await createContactRequest(parsed.data, {
      idempotencyKey,
      sourcePath: url.pathname,
      query: readLeadQuery(url.searchParams),
    });
    logger.info({ form: "contact", leadId: lead.id, duplicate: lead.duplicate, reqId: context.requestId }, "contact request stored");
    return data<ContactActionData>({ status: "success", idempotencyKey: newIdempotencyKey() }, { headers: guardHeaders() });
  } catch (error) {
    logger.error({ err: error, form: "contact", reqId: context.requestId }, "contact request could not be stored");
    return answer({ step, errors: {}, formError: contactPage.failure }, 503);
  }
}

/** Posting the form changes nothing the page loads (the key comes back with the answer). */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== "GET") return false;
  return defaultShouldRevalidate;
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { hero } = contactPage;
  return (
    <>
      <LeadHero id="contact-heading" eyebrow={hero.eyebrow} heading={hero.heading} intro={hero.intro} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:px-8 lg:py-16">
        <ContactForm idempotencyKey={loaderData.idempotencyKey} topic={loaderData.topic} result={actionData} />
        <ContactAside />
      </div>
    </>
  );
}
