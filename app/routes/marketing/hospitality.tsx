import type { Route } from "./+types/hospitality";
import { SectionRenderer } from "~/components/sections/section-renderer";
import { HospitalityDiagnostic } from "~/components/widgets/hospitality-diagnostic";
import { DIAGNOSTIC_SLOT, hospitalityPage as page } from "~/content/pages/hospitality";
import { staticPageMeta } from "~/lib/pages/meta";
import { publicPageHeaders } from "~/lib/pages/page-headers";

export const meta: Route.MetaFunction = staticPageMeta({ title: page.title, description: page.description, path: page.path });

export const headers = publicPageHeaders;

export default function Hospitality() {
  return <SectionRenderer page={page} slots={{ [DIAGNOSTIC_SLOT]: <HospitalityDiagnostic /> }} />;
}
