/**
 * A stored lead as the admin reads it: the visitor's answers with their
 * labels, the consent record and the context, as label and value pairs.
 * Pure; the lead page's loader builds them.
 */
import { LEAD_TYPE_LABELS, SUBSCRIPTION_LABELS } from "~/content/admin-leads";
import type { LeadRecord } from "./lead-record.server";
import { optionLabel } from "../forms/field-schemas";
import { formatDateTime } from "../pages/format";
import { assessmentSummary } from "./automation-assessment";
import { campaignLabel } from "./lead-context";
import { painLabel, turnoverLabel } from "./contact-schema";
import { leadTopic } from "./lead-query";
import {
  BUSINESS_SECTOR_OPTIONS,
  INDUSTRY_INTEREST_OPTIONS,
  REGION_OPTIONS,
  REVENUE_OPTIONS,
  TIMEFRAME_OPTIONS,
  USER_TYPE_OPTIONS,
} from "./marketplace-schema";
import { READY_TO_TALK_GOAL_OPTIONS, READY_TO_TALK_INDUSTRY_OPTIONS } from "./ready-to-talk-schema";

/** One labelled value; a list shows as a list, null as "not given". */
export type LeadField = { label: string; value: string | string[] | null };

const when = (value: Date | string | null) => (value ? formatDateTime(value) : null);
const yesNo = (value: boolean) => (value ? "Yes" : "No");

/** The name the team knows the lead by: their name, or their address when the form asked none. */
export function leadDisplayName(lead: LeadRecord): string {
  switch (lead.type) {
    case "contact":
      return lead.row.name;
    case "marketplace":
      return `${lead.row.firstName} ${lead.row.lastName}`;
    case "newsletter":
    case "ready-to-talk":
      return lead.row.email;
  }
}

/** What the visitor told us, field by field. */
export function leadAnswers(lead: LeadRecord): LeadField[] {
  switch (lead.type) {
    case "contact": {
      const row = lead.row;
      return [
        { label: "Name", value: row.name },
        { label: "Email", value: row.email },
        { label: "Phone", value: row.phone },
        { label: "Business", value: row.business },
        { label: "Annual turnover", value: turnoverLabel(row.turnover) },
        { label: "Challenges", value: row.pain.length > 0 ? row.pain.map(painLabel) : null },
        ...(row.pain.includes("other") ? [{ label: "Something else", value: row.painOther }] : []),
        { label: "Goals", value: row.goals },
      ];
    }
    case "marketplace": {
      const row = lead.row;
      const business =
        row.userType === "seller"
          ? [
              { label: "Business sector", value: optionLabel(BUSINESS_SECTOR_OPTIONS, row.businessSector) || null },
              { label: "Annual revenue", value: optionLabel(REVENUE_OPTIONS, row.annualRevenue) || null },
              { label: "Timeframe to sell", value: optionLabel(TIMEFRAME_OPTIONS, row.timeframeToSell) || null },
            ]
          : [
              {
                label: "Industry interest",
                value: optionLabel(INDUSTRY_INTEREST_OPTIONS, row.industryInterest) || null,
              },
              { label: "Deal size", value: optionLabel(REVENUE_OPTIONS, row.dealSize) || null },
              { label: "Region", value: optionLabel(REGION_OPTIONS, row.region) || null },
            ];
      return [
        { label: "First name", value: row.firstName },
        { label: "Last name", value: row.lastName },
        { label: "Email", value: row.email },
        { label: "Phone", value: row.phone },
        { label: "Wants to", value: optionLabel(USER_TYPE_OPTIONS, row.userType) },
        ...business,
        { label: "Additional information", value: row.additionalInfo },
      ];
    }
    case "newsletter": {
      const row = lead.row;
      return [
        { label: "Email", value: row.email },
        { label: "Subscription", value: SUBSCRIPTION_LABELS[row.subscription] ?? row.subscription },
        { label: "Confirmed", value: when(row.confirmedAt) },
        { label: "Unsubscribed", value: when(row.unsubscribedAt) },
      ];
    }
    case "ready-to-talk": {
      const row = lead.row;
      return [
        { label: "Email", value: row.email },
        { label: "Industry", value: optionLabel(READY_TO_TALK_INDUSTRY_OPTIONS, row.industry) || null },
        { label: "Goal", value: optionLabel(READY_TO_TALK_GOAL_OPTIONS, row.goal) || null },
      ];
    }
  }
}

/** The consent record: when, under which notice, for what purpose. */
export function leadConsent(lead: LeadRecord): LeadField[] {
  const row = lead.row;
  return [
    ...("consent" in row ? [{ label: "Consent given", value: yesNo(row.consent) }] : []),
    { label: lead.type === "newsletter" ? "Signed up" : "Consent time", value: when(row.consentAt) },
    ...(lead.type === "newsletter" ? [{ label: "Confirmed by email", value: when(lead.row.confirmedAt) }] : []),
    { label: "Privacy notice version", value: row.noticeVersion },
    { label: "Purpose", value: row.query.purpose ?? null },
  ];
}

/** Where the lead came from, and the record's own facts. */
export function leadContext(lead: LeadRecord): LeadField[] {
  const row = lead.row;
  const { purpose: _purpose, ...params } = row.query;
  const parameters = Object.entries(params).map(([key, value]) => `${key}=${value}`);
  return [
    { label: "Type", value: LEAD_TYPE_LABELS[lead.type] },
    { label: "Received", value: when(row.createdAt) },
    { label: "Page", value: row.sourcePath },
    { label: "Asking about", value: leadTopic(params) },
    { label: "Assessment result", value: assessmentSummary(params) },
    { label: "Campaign", value: campaignLabel(params) },
    { label: "Link parameters", value: parameters.length > 0 ? parameters : null },
    { label: "Last updated", value: when(row.updatedAt) },
    { label: "Reference", value: row.id },
  ];
}
