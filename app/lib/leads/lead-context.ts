/**
 * A lead's context in a few words, for the inbox and its CSV export: what only its kind says (lead-kinds.ts: seller
 * or buyer, subscription state, industry and goal), what the visitor asked about (?lead=, ?focus=), the campaign
 * (utm_*) and the page. Pure.
 */
import type { LeadType, SubscriptionState } from "~/db/schema";
import { assessmentSummary } from "./automation-assessment";
import { leadKind } from "./lead-kinds";
import { leadTopic } from "./lead-query";

export type LeadContextFacts = {
  type: LeadType;
  query: Record<string, string>;
  sourcePath: string | null;
  name: string | null;
  email: string;
  phone: string | null;
  business: string | null;
  /** what only its kind asks */
  answers: Record<string, unknown>;
  /** the state of the subscription a sign-up made */
  subscription: SubscriptionState | null;
};

const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/** "utm google / cpc / spring", from the utm_* parameters present. */
export function campaignLabel(query: Record<string, string>): string | null {
  const parts = UTM_KEYS.map((key) => query[key]).filter(Boolean);
  return parts.length > 0 ? `utm ${parts.join(" / ")}` : null;
}

/** What only the lead's kind says about it. */
function kindParts(lead: LeadContextFacts): (string | null)[] {
  const subscription = lead.subscription
    ? { subscription: lead.subscription, confirmedAt: null, unsubscribedAt: null }
    : null;
  return leadKind(lead.type).contextParts({ row: lead, answers: lead.answers, subscription });
}

/** The context as short phrases, most telling first. */
export function leadContextParts(lead: LeadContextFacts): string[] {
  const topic = leadTopic(lead.query);
  return [
    ...kindParts(lead),
    topic ? `About: ${topic}` : null,
    lead.query.industry ? `Industry: ${lead.query.industry}` : null,
    assessmentSummary(lead.query),
    campaignLabel(lead.query),
    lead.sourcePath ? `From ${lead.sourcePath}` : null,
  ].filter((part): part is string => Boolean(part));
}

/** The context as one line. */
export function leadContextText(lead: LeadContextFacts): string {
  return leadContextParts(lead).join(" · ");
}
