import type { Route } from "./+types/smart-systems-and-ai";
import { InsightsCarousel } from "~/components/insights/insights-carousel";
import { JsonLd } from "~/components/json-ld";
import { SectionRenderer } from "~/components/sections/section-renderer";
import { AI_INSIGHTS_SLOT, smartSystemsPage as page, smartSystemsService } from "~/content/pages/smart-systems-and-ai";
import { env } from "~/lib/runtime/env.server";
import { loadAiCarousel } from "~/lib/insights/insights-sections.server";
import { logger } from "~/lib/runtime/logger.server";
import { staticPageMeta } from "~/lib/pages/meta";
import { serviceJsonLd } from "~/lib/pages/structured-data";
import { publicPageHeaders } from "~/lib/pages/page-headers";

export const meta: Route.MetaFunction = staticPageMeta({ title: page.title, description: page.description, path: page.path });

export function loader() {
  return {
    // Not awaited: the page streams at once and the carousel shows its placeholders until the posts arrive.
    insights: loadAiCarousel().catch((error: unknown) => {
      logger.error({ err: error }, "could not load the smart systems insights");
      throw new Error("Couldn't load insights right now.");
    }),
    serviceJsonLd: serviceJsonLd(smartSystemsService, page, env().publicUrl),
  };
}

export const headers = publicPageHeaders;

export default function SmartSystemsAndAi({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLd json={loaderData.serviceJsonLd} />
      <SectionRenderer page={page} slots={{ [AI_INSIGHTS_SLOT]: <InsightsCarousel posts={loaderData.insights} /> }} />
    </>
  );
}
