import type { Route } from "./+types/medical";
import { SectionRenderer } from "~/components/sections/section-renderer";
import { RoiCalculator } from "~/components/widgets/roi-calculator";
import { medicalPage as page, ROI_CALCULATOR_SLOT } from "~/content/pages/medical";
import { staticPageMeta } from "~/lib/pages/meta";
import { publicPageHeaders } from "~/lib/pages/page-headers";

export const meta: Route.MetaFunction = staticPageMeta({ title: page.title, description: page.description, path: page.path });

export const headers = publicPageHeaders;

export default function Medical() {
  return <SectionRenderer page={page} slots={{ [ROI_CALCULATOR_SLOT]: <RoiCalculator /> }} />;
}
