import { CheckCircle2 } from "lucide-react";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/marketplace";
import { LeadHero } from "~/components/leads/lead-hero";
import { MarketplaceForm, type MarketplaceActionData } from "~/components/leads/marketplace-form";
import { buttonClasses } from "~/components/ui/button";
import { contactPage, marketplacePage } from "~/content/leads";
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
import { createMarketplaceSubmission } from "~/lib/leads.server";
import { logger } from "~/lib/logger.server";
import { originFrom, pageMeta } from "~/lib/meta";
import { parseFields, readLeadQuery } from "~/lib/schemas/contact";
import {
  EMPTY_MARKETPLACE_VALUES,
  firstMarketplaceErrorStep,
  MARKETPLACE_STEP_COUNT,
  MarketplaceSubmissionSchema,
  readMarketplaceForm,
  validateMarketplaceStep,
} from "~/lib/schemas/marketplace";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: marketplacePage.title,
    description: marketplacePage.description,
    path: marketplacePage.path,
    origin: originFrom(matches),
  });

export function headers({ actionHeaders }: Route.HeadersArgs) {
  // Each page carries its own idempotency key: never share one through a cache.
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

export function loader() {
  return { idempotencyKey: newIdempotencyKey() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const guarded = await readGuardedForm(request, { form: "marketplace" });
  if (!guarded.ok) {
    return data<MarketplaceActionData>(
      {
        status: "step",
        step: 1,
        values: EMPTY_MARKETPLACE_VALUES,
        errors: {},
        formError: { title: marketplacePage.failure.title, description: guarded.message },
        idempotencyKey: newIdempotencyKey(),
      },
      { status: guarded.status, headers: guardHeaders(guarded) },
    );
  }
  const form = guarded.form;
  const values = readMarketplaceForm(form);
  const idempotencyKey = readIdempotencyKey(form);
  const step = readStep(form, MARKETPLACE_STEP_COUNT);
  const answer = (body: Omit<Extract<MarketplaceActionData, { status: "step" }>, "status" | "values" | "idempotencyKey">, status = 200) =>
    data<MarketplaceActionData>({ status: "step", values, idempotencyKey, ...body }, { status, headers: guardHeaders() });

  const intent = readIntent(form);
  if (intent === "back") return answer({ step: Math.max(1, step - 1), errors: {} });
  if (intent === "next") {
    const errors = validateMarketplaceStep(step, values);
    if (Object.keys(errors).length > 0) return answer({ step, errors }, 400);
    return answer({ step: Math.min(MARKETPLACE_STEP_COUNT, step + 1), errors: {} });
  }

  try {
    const limited = await checkFormRateLimit("marketplace", context.clientIp);
    if (!limited.ok) {
      return data<MarketplaceActionData>(
        {
          status: "step",
          step,
          values,
          errors: {},
          formError: { title: marketplacePage.failure.title, description: limited.message },
          idempotencyKey,
        },
        { status: 429, headers: guardHeaders(limited) },
      );
    }
    if (isHoneypotFilled(form)) {
      logger.warn({ form: "marketplace", reqId: context.requestId }, "honeypot filled: submission discarded");
      return data<MarketplaceActionData>({ status: "success", idempotencyKey: newIdempotencyKey() }, { headers: guardHeaders() });
    }
    const parsed = parseFields(MarketplaceSubmissionSchema, values);
    if (!parsed.ok) return answer({ step: firstMarketplaceErrorStep(parsed.errors), errors: parsed.errors }, 400);

    const url = new URL(request.url);
    const lead = await createMarketplaceSubmission(parsed.data, {
      idempotencyKey,
      sourcePath: url.pathname,
      query: readLeadQuery(url.searchParams),
    });
    logger.info({ form: "marketplace", leadId: lead.id, duplicate: lead.duplicate, reqId: context.requestId }, "marketplace submission stored");
    return data<MarketplaceActionData>({ status: "success", idempotencyKey: newIdempotencyKey() }, { headers: guardHeaders() });
  } catch (error) {
    logger.error({ err: error, form: "marketplace", reqId: context.requestId }, "marketplace submission could not be stored");
    return answer({ step, errors: {}, formError: contactPage.failure }, 503);
  }
}

/** Posting the form changes nothing the page loads (the key comes back with the answer). */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== "GET") return false;
  return defaultShouldRevalidate;
}

export default function Marketplace({ loaderData, actionData }: Route.ComponentProps) {
  const { hero } = marketplacePage;
  return (
    <>
      <LeadHero id="marketplace-heading" eyebrow={hero.eyebrow} heading={hero.heading} intro={hero.intro}>
        <div className="mt-8 flex flex-col gap-6 sm:flex-row sm:items-center">
          {/* A plain in-page link: it reaches the form with or without JavaScript. */}
          <a href="#marketplace-form" className={buttonClasses("accent", "lg")}>
            {hero.cta}
          </a>
        </div>
        <ul className="mt-8 grid gap-3 text-white/90 sm:grid-cols-3">
          {hero.promises.map((promise) => (
            <li key={promise} className="flex items-start gap-2 text-sm leading-6">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-accent-400" />
              {promise}
            </li>
          ))}
        </ul>
      </LeadHero>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
        <MarketplaceForm idempotencyKey={loaderData.idempotencyKey} result={actionData} />
      </div>
    </>
  );
}
