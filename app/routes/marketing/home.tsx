import type { Route } from "./+types/home";
import { LatestInsights } from "~/components/insights/latest-insights";
import { SectionRenderer } from "~/components/sections/section-renderer";
import { homePage, LATEST_INSIGHTS_SLOT } from "~/content/pages/home";
import { staticPageMeta } from "~/lib/pages/meta";
import { publicPageHeaders } from "~/lib/pages/page-headers";

export const meta: Route.MetaFunction = staticPageMeta({ title: homePage.title, description: homePage.description, path: homePage.path });

export const headers = publicPageHeaders;

export default function Home() {
  return <SectionRenderer page={homePage} slots={{ [LATEST_INSIGHTS_SLOT]: <LatestInsights /> }} />;
}
