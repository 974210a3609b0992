/**
 * The marketplace form's lead: a seller's business (sector, revenue, timeframe) or a buyer's search (industry,
 * deal size, region). The lead's name is the first and last name together; the answers keep each.
 */
import * as z from "zod/mini";
import { LEAD_TYPE_LABELS } from "~/content/admin-leads";
import { REPLY_DUE_AFTER } from "~/content/lead-follow-up";
import { optionLabel } from "../../forms/field-schemas";
import {
  BUSINESS_SECTOR_OPTIONS,
  INDUSTRY_INTEREST_OPTIONS,
  REGION_OPTIONS,
  REVENUE_OPTIONS,
  TIMEFRAME_OPTIONS,
  USER_TYPE_OPTIONS,
} from "../marketplace-schema";
import type { LeadKind } from "../lead-kinds";

const optional = () => z.nullish(z.string());

export const MarketplaceAnswersSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  userType: z.enum(["seller", "buyer"]),
  businessSector: optional(),
  annualRevenue: optional(),
  timeframeToSell: optional(),
  industryInterest: optional(),
  dealSize: optional(),
  region: optional(),
  additionalInfo: optional(),
  consent: z.boolean(),
});
export type MarketplaceAnswers = z.output<typeof MarketplaceAnswersSchema>;

const label = (options: Parameters<typeof optionLabel>[0], value: string | null | undefined) =>
  optionLabel(options, value) || null;

export const MARKETPLACE_KIND: LeadKind<MarketplaceAnswers> = {
  name: "marketplace",
  label: LEAD_TYPE_LABELS.marketplace,
  answers: MarketplaceAnswersSchema,
  replyDueAfter: REPLY_DUE_AFTER.marketplace,
  industryAnswers: ["businessSector", "industryInterest"],
  retention: "marketplaceSubmissions",
  fields: ({ row, answers }) => [
    { label: "First name", value: answers.firstName },
    { label: "Last name", value: answers.lastName },
    { label: "Email", value: row.email },
    { label: "Phone", value: row.phone },
    { label: "Wants to", value: optionLabel(USER_TYPE_OPTIONS, answers.userType) },
    ...(answers.userType === "seller"
      ? [
          { label: "Business sector", value: label(BUSINESS_SECTOR_OPTIONS, answers.businessSector) },
          { label: "Annual revenue", value: label(REVENUE_OPTIONS, answers.annualRevenue) },
          { label: "Timeframe to sell", value: label(TIMEFRAME_OPTIONS, answers.timeframeToSell) },
        ]
      : [
          { label: "Industry interest", value: label(INDUSTRY_INTEREST_OPTIONS, answers.industryInterest) },
          { label: "Deal size", value: label(REVENUE_OPTIONS, answers.dealSize) },
          { label: "Region", value: label(REGION_OPTIONS, answers.region) },
        ]),
    { label: "Additional information", value: answers.additionalInfo ?? null },
  ],
  contextParts: ({ answers }) => {
    const seller = answers.userType === "seller";
    return [
      label(USER_TYPE_OPTIONS, answers.userType),
      seller
        ? label(BUSINESS_SECTOR_OPTIONS, answers.businessSector ?? answers.industryInterest)
        : label(INDUSTRY_INTEREST_OPTIONS, answers.businessSector ?? answers.industryInterest),
    ];
  },
  ownMessage: ({ answers }) => (answers.additionalInfo?.trim() ? answers.additionalInfo.trim() : null),
};
