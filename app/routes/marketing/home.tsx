import type { Route } from "./+types/home";
import { LatestInsights } from "~/components/insights/latest-insights";
import { HomeHero } from "~/components/sections/home-hero";
import { site } from "~/content/site";
import { originFrom, pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: site.name,
    description:
      "Business advisory for South African owner-led businesses: a free 30-minute Value Mapping Call, then 90-day sprints that free your time and lift profit.",
    path: "/",
    origin: originFrom(matches),
  });

export default function Home() {
  return (
    <>
      <HomeHero />
      <LatestInsights />
    </>
  );
}
