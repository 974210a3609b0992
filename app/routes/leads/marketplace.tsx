import { data } from "react-router";
import { sentAnswer } from "~/lib/forms/form-answers";
import { keepPageDataAfterPost } from "~/lib/forms/revalidation";
import { readSubmissionSent } from "~/lib/forms/submission-sent.server";
import { stepFormHeaders } from "~/lib/forms/step-form-action.server";
import type { Route } from "./+types/marketplace";
import { CheckList } from "~/components/leads/check-list";
import { LeadHero } from "~/components/leads/lead-hero";
import { MarketplaceForm } from "~/components/leads/marketplace-form";
import { ScrollButton } from "~/components/ui/button";
import { marketplacePage } from "~/content/leads";
import { newIdempotencyKey } from "~/lib/forms/form-guard.server";
import { MARKETPLACE_FORM, marketplaceAction } from "~/lib/leads/marketplace.server";
import { staticPageMeta } from "~/lib/pages/meta";

export const meta: Route.MetaFunction = staticPageMeta({
  title: marketplacePage.title,
  description: marketplacePage.description,
  path: marketplacePage.path,
});

export const headers = stepFormHeaders;

export function loader({ request }: Route.LoaderArgs) {
  // Right after a submission posted without JavaScript (Post/Redirect/Get): the thank-you, once.
  const { sent, headers } = readSubmissionSent(request, MARKETPLACE_FORM);
  return data({ idempotencyKey: newIdempotencyKey(), sent }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  return marketplaceAction({ request, context });
}

/** Posting the form changes nothing the page loads (the key comes back with the answer). */
export const shouldRevalidate = keepPageDataAfterPost;

export default function Marketplace({ loaderData, actionData }: Route.ComponentProps) {
  const { hero } = marketplacePage;
  return (
    <>
      <LeadHero id="marketplace-heading" hero={hero}>
        <div className="mt-8 flex flex-col gap-6 sm:flex-row sm:items-center">
          <ScrollButton target="marketplace-form" variant="accent" size="lg">
            {hero.cta}
          </ScrollButton>
        </div>
        <CheckList
          items={hero.promises}
          className="mt-8 grid gap-3 text-white/90 sm:grid-cols-3"
          itemClassName="flex items-start gap-2 text-sm leading-6"
          tickClassName="text-accent-400"
        />
      </LeadHero>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
        <MarketplaceForm idempotencyKey={loaderData.idempotencyKey} result={actionData ?? sentAnswer(loaderData)} />
      </div>
    </>
  );
}
