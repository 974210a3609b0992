import type { Route } from "./+types/how-we-work";
import { HowWeWorkInsights } from "~/components/insights/insight-sections";
import { SectionRenderer } from "~/components/sections/section-renderer";
import { HOW_WE_WORK_INSIGHTS_SLOT, howWeWorkPage as page } from "~/content/pages/how-we-work";
import { loadHowWeWork } from "~/lib/insights/insights-sections.server";
import { logger } from "~/lib/runtime/logger.server";
import { staticPageMeta } from "~/lib/pages/meta";
import { publicPageHeaders } from "~/lib/pages/page-headers";

export const meta: Route.MetaFunction = staticPageMeta({ title: page.title, description: page.description, path: page.path });

export async function loader() {
  // The insights are a supplement: without them the page is still whole.
  const insights = await loadHowWeWork().catch((error: unknown) => {
    logger.error({ err: error }, "could not load the how-we-work insights");
    return [];
  });
  return { insights };
}

export const headers = publicPageHeaders;

export default function HowWeWork({ loaderData }: Route.ComponentProps) {
  return <SectionRenderer page={page} slots={{ [HOW_WE_WORK_INSIGHTS_SLOT]: <HowWeWorkInsights posts={loaderData.insights} /> }} />;
}
