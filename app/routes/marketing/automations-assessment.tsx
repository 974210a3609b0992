import { data } from "react-router";
import type { Route } from "./+types/automations-assessment";
import { AutomationAssessment } from "~/components/assessment/automation-assessment";
import { SectionRenderer } from "~/components/sections/section-renderer";
import { ASSESSMENT_SLOT, automationsAssessmentPage as page } from "~/content/pages/automations-assessment";
import { readAnswers } from "~/lib/leads/automation-assessment";
import { staticPageMeta } from "~/lib/pages/meta";
import { publicPageHeaders } from "~/lib/pages/page-headers";

export const meta: Route.MetaFunction = staticPageMeta({ title: page.title, description: page.description, path: page.path });

/** A sent form with a missing or unknown answer is answered 400; the page then shows which questions need one. */
export function loader({ request }: Route.LoaderArgs) {
  const reading = readAnswers(new URL(request.url).searchParams);
  const status = reading.submitted && !reading.complete ? 400 : 200;
  return data(null, { status });
}

export const headers = publicPageHeaders;

export default function AutomationsAssessment() {
  return <SectionRenderer page={page} slots={{ [ASSESSMENT_SLOT]: <AutomationAssessment /> }} />;
}
