/**
 * A lead's context in a few words, for the inbox and its CSV export: what the
 * visitor asked about (?lead=, ?focus=), the campaign (utm_*), the page, and
 * what only one kind of lead has (seller or buyer, subscription state,
 * industry and goal). Pure.
 */
import type { LeadType } from "~/db/schema";
import { SUBSCRIPTION_LABELS } from "~/content/admin-leads";
import { assessmentSummary } from "./automation-assessment";
import { leadTopic } from "./lead-query";
import { optionLabel } from "../forms/field-schemas";
import { BUSINESS_SECTOR_OPTIONS, INDUSTRY_INTEREST_OPTIONS, USER_TYPE_OPTIONS } from "./marketplace-schema";
import { READY_TO_TALK_GOAL_OPTIONS, READY_TO_TALK_INDUSTRY_OPTIONS } from "./ready-to-talk-schema";

export type LeadContextFacts = {
  type: LeadType;
  query: Record<string, string>;
  sourcePath: string | null;
  /** marketplace: seller or buyer; newsletter: subscription state; ready to talk: goal */
  detail: string | null;
  /** marketplace: business sector or industry interest; ready to talk: industry */
  sector: string | null;
};

const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/** "utm google / cpc / spring", from the utm_* parameters present. */
export function campaignLabel(query: Record<string, string>): string | null {
  const parts = UTM_KEYS.map((key) => query[key]).filter(Boolean);
  return parts.length > 0 ? `utm ${parts.join(" / ")}` : null;
}

function subscriptionLabel(value: string | null): string | null {
  if (!value) return null;
  return Object.hasOwn(SUBSCRIPTION_LABELS, value)
    ? SUBSCRIPTION_LABELS[value as keyof typeof SUBSCRIPTION_LABELS]
    : value;
}

function kindParts(lead: LeadContextFacts): (string | null)[] {
  switch (lead.type) {
    case "contact":
      return [];
    case "marketplace": {
      const seller = lead.detail === "seller";
      const role = optionLabel(USER_TYPE_OPTIONS, lead.detail) || null;
      const sector = optionLabel(seller ? BUSINESS_SECTOR_OPTIONS : INDUSTRY_INTEREST_OPTIONS, lead.sector) || null;
      return [role, sector];
    }
    case "newsletter": {
      const state = subscriptionLabel(lead.detail);
      return [state ? `Subscription: ${state}` : null];
    }
    case "ready-to-talk":
      return [
        lead.sector ? `Industry: ${optionLabel(READY_TO_TALK_INDUSTRY_OPTIONS, lead.sector)}` : null,
        lead.detail ? `Goal: ${optionLabel(READY_TO_TALK_GOAL_OPTIONS, lead.detail)}` : null,
      ];
  }
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
