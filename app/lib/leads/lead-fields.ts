/**
 * A stored lead as the admin reads it: the visitor's answers with their labels (as its kind lists them), the
 * consent record and the context, as label and value pairs. Pure; the lead page's loader builds them.
 */
import type { LeadRecord } from "./lead-record.server";
import { formatDateTime } from "../pages/format";
import { assessmentSummary } from "./automation-assessment";
import { campaignLabel } from "./lead-context";
import { leadKind, leadKindLabel, rawFields, type KindLead, type LeadField } from "./lead-kinds";
import { leadTopic } from "./lead-query";

export type { LeadField };

const when = (value: Date | string | null) => (value ? formatDateTime(value) : null);
const yesNo = (value: boolean) => (value ? "Yes" : "No");

/** The lead as its kind reads it. */
export const kindLead = (lead: LeadRecord): KindLead<Record<string, unknown>> => ({
  row: lead.row,
  answers: lead.answers,
  subscription: lead.subscription,
});

/** The name the team knows the lead by: their name, or their address when the form asked none. */
export function leadDisplayName(lead: Pick<LeadRecord, "row">): string {
  return lead.row.name ?? lead.row.email;
}

/** What the visitor told us, field by field: as the kind lists it, or as stored when it no longer fits its schema. */
export function leadAnswers(lead: LeadRecord): LeadField[] {
  if (!lead.checked) {
    return [
      { label: "Name", value: lead.row.name },
      { label: "Email", value: lead.row.email },
      ...rawFields(lead.answers),
    ];
  }
  return leadKind(lead.type).fields(kindLead(lead));
}

/** The consent record: when, under which notice, for what purpose. */
export function leadConsent(lead: LeadRecord): LeadField[] {
  const row = lead.row;
  const consent = lead.answers.consent;
  const signUp = lead.subscription !== null;
  return [
    ...(typeof consent === "boolean" ? [{ label: "Consent given", value: yesNo(consent) }] : []),
    { label: signUp ? "Signed up" : "Consent time", value: when(row.consentAt) },
    ...(signUp ? [{ label: "Confirmed by email", value: when(lead.subscription!.confirmedAt) }] : []),
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
    { label: "Type", value: leadKindLabel(lead.type) },
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
