import type { Route } from "./+types/services";
import { keepPageDataAfterPost } from "~/lib/forms/revalidation";
import { FeaturedInsights } from "~/components/insights/insight-sections";
import { ReadyToTalkSection } from "~/components/leads/ready-to-talk";
import { SectionRenderer } from "~/components/sections/section-renderer";
import { READY_TO_TALK_SLOT, SERVICES_INSIGHTS_SLOT, servicesPage as page } from "~/content/pages/services";
import { newIdempotencyKey } from "~/lib/forms/form-guard.server";
import { loadServicesFeatured } from "~/lib/insights/insights-sections.server";
import { logger } from "~/lib/runtime/logger.server";
import { staticPageMeta } from "~/lib/pages/meta";
import { readyToTalkAction } from "~/lib/leads/ready-to-talk.server";

export const meta: Route.MetaFunction = staticPageMeta({ title: page.title, description: page.description, path: page.path });

export async function loader() {
  // The insights are a supplement: without them the page is still whole.
  const insights = await loadServicesFeatured().catch((error: unknown) => {
    logger.error({ err: error }, "could not load the services page's featured insights");
    return [];
  });
  // Shared by everyone served this page from a cache: the stored key also depends on the address.
  return { idempotencyKey: newIdempotencyKey(), insights };
}

export async function action({ request, context }: Route.ActionArgs) {
  return readyToTalkAction({ request, context });
}

/** Sending the Ready-to-talk form changes nothing the page loads (the next key comes with the answer). */
export const shouldRevalidate = keepPageDataAfterPost;

export default function Services({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SectionRenderer
      page={page}
      slots={{
        [SERVICES_INSIGHTS_SLOT]: <FeaturedInsights posts={loaderData.insights} />,
        [READY_TO_TALK_SLOT]: <ReadyToTalkSection idempotencyKey={loaderData.idempotencyKey} result={actionData} />,
      }}
    />
  );
}
