/**
 * The emails a lead sends: a notification to the team with every field and
 * where the lead came from, and a confirmation to the visitor. Pure
 * functions; compose() escapes every value for the HTML part.
 */
import { site } from "~/content/site";
import { compose, type EmailContent } from "../runtime/email-compose";
import { optionLabel } from "../forms/field-schemas";
import { formatDateTime } from "../pages/format";
import { assessmentSummary } from "./automation-assessment";
import { painLabel, turnoverLabel, type ContactRequestInput } from "./contact-schema";
import { leadTopic } from "./lead-query";
import {
  BUSINESS_SECTOR_OPTIONS,
  INDUSTRY_INTEREST_OPTIONS,
  REGION_OPTIONS,
  REVENUE_OPTIONS,
  TIMEFRAME_OPTIONS,
  USER_TYPE_OPTIONS,
  type MarketplaceSubmissionInput,
} from "./marketplace-schema";
import {
  READY_TO_TALK_GOAL_OPTIONS,
  READY_TO_TALK_INDUSTRY_OPTIONS,
  type ReadyToTalkInput,
} from "./ready-to-talk-schema";

/** What the site knows about a stored lead besides the visitor's answers. */
export type LeadArrival = {
  id: string;
  receivedAt: Date;
  sourcePath: string;
  /** ?focus=, ?lead=, utm_* and the purpose of processing */
  query: Record<string, string>;
  noticeVersion: string;
};

const NOT_GIVEN = "not given";

/** "Label: value" for one-line values; a label line then the text's lines for longer ones. */
function field(label: string, value: string | null | undefined): string[] {
  const text = value?.trim() ? value.trim() : NOT_GIVEN;
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  return lines.length > 1 ? [`${label}:`, ...lines] : [`${label}: ${text}`];
}

/** The lead's context: the topic, the link parameters, the page and the consent record. */
function contextLines(lead: LeadArrival): string[] {
  const { purpose, ...params } = lead.query;
  const topic = leadTopic(params);
  const assessment = assessmentSummary(params);
  const parameters = Object.entries(params).map(([key, value]) => `${key}=${value}`);
  return [
    ...(topic ? [`Asking about: ${topic}`] : []),
    ...(assessment ? [`Assessment result: ${assessment}`] : []),
    `Link parameters: ${parameters.length ? parameters.join(", ") : "none"}`,
    `Page: ${lead.sourcePath}`,
    `Consent: given ${formatDateTime(lead.receivedAt)} under privacy notice ${lead.noticeVersion}${purpose ? ` (purpose: ${purpose})` : ""}`,
    `Reference: ${lead.id}`,
  ];
}

const footer = (kind: string) =>
  `You are receiving this email because this address was entered on the ${site.name} ${kind}. If that was not you, please let us know at ${site.contact.privacyEmail} and we will delete the details.`;

// ---------------------------------------------------------------- contact

export function contactNotificationMessage(input: ContactRequestInput, lead: LeadArrival): EmailContent {
  const topic = leadTopic(lead.query);
  return compose(
    `New Value Mapping Call request: ${input.name} (${input.business})${topic ? `, about ${topic}` : ""}`,
    [
      `A new contact request arrived through the website on ${formatDateTime(lead.receivedAt)}.`,
      ...field("Name", input.name),
      ...field("Email", input.email),
      ...field("Phone", input.phone),
      ...field("Business", input.business),
      ...field("Annual turnover", turnoverLabel(input.turnover)),
      ...field("Challenges", input.pain.length ? input.pain.map(painLabel).join("; ") : null),
      ...(input.pain.includes("other") ? field("Something else", input.painOther) : []),
      ...field("Goals", input.goals),
      ...contextLines(lead),
    ],
    { label: `Reply to ${input.name}`, url: `mailto:${input.email}` },
  );
}

export function contactConfirmationMessage(input: ContactRequestInput): EmailContent {
  return compose(`We've received your request | ${site.name}`, [
    `Hello ${input.name},`,
    "Thank you for requesting a Value Mapping Call. We'll contact you within 24 hours to schedule it: a free, 30-minute conversation about where your business is and where you want it to go, with no obligation.",
    `If you'd like to add anything before we speak, write to us at ${site.contact.email}.`,
    footer("contact form"),
  ]);
}

// ---------------------------------------------------------------- marketplace

export function marketplaceNotificationMessage(input: MarketplaceSubmissionInput, lead: LeadArrival): EmailContent {
  const name = `${input.firstName} ${input.lastName}`;
  const role = input.userType === "seller" ? "Seller" : "Buyer";
  const details =
    input.userType === "seller"
      ? [
          ...field("Business sector", optionLabel(BUSINESS_SECTOR_OPTIONS, input.businessSector)),
          ...field("Annual revenue", optionLabel(REVENUE_OPTIONS, input.annualRevenue)),
          ...field("Timeframe to sell", optionLabel(TIMEFRAME_OPTIONS, input.timeframeToSell)),
        ]
      : [
          ...field("Industry interest", optionLabel(INDUSTRY_INTEREST_OPTIONS, input.industryInterest)),
          ...field("Deal size", optionLabel(REVENUE_OPTIONS, input.dealSize)),
          ...field("Region", optionLabel(REGION_OPTIONS, input.region)),
        ];
  return compose(
    `New marketplace ${role.toLowerCase()}: ${name}`,
    [
      `A new confidential marketplace submission arrived through the website on ${formatDateTime(lead.receivedAt)}.`,
      ...field("Name", name),
      ...field("Email", input.email),
      ...field("Phone", input.phone),
      ...field("Wants to", optionLabel(USER_TYPE_OPTIONS, input.userType)),
      ...details,
      ...field("Additional information", input.additionalInfo),
      ...contextLines(lead),
    ],
    { label: `Reply to ${input.firstName}`, url: `mailto:${input.email}` },
  );
}

export function marketplaceConfirmationMessage(input: MarketplaceSubmissionInput): EmailContent {
  return compose(`Thanks, we've received your submission | ${site.name}`, [
    `Hello ${input.firstName},`,
    `Thank you for registering your interest in ${input.userType === "seller" ? "selling a business" : "buying a business"}. A specialist will review your submission and contact you within 1–2 business days.`,
    "Your details stay confidential: we act as an introducer only and never share them with a buyer or seller without your agreement.",
    `If you'd like to add anything in the meantime, write to us at ${site.contact.email}.`,
    footer("marketplace form"),
  ]);
}

// ---------------------------------------------------------------- ready to talk (Services page)

export function readyToTalkNotificationMessage(input: ReadyToTalkInput, lead: LeadArrival): EmailContent {
  const goal = optionLabel(READY_TO_TALK_GOAL_OPTIONS, input.goal);
  return compose(
    `New Ready to talk request: ${input.email}`,
    [
      `A visitor asked to book a call through the Services page on ${formatDateTime(lead.receivedAt)}.`,
      ...field("Email", input.email),
      ...field("Industry", optionLabel(READY_TO_TALK_INDUSTRY_OPTIONS, input.industry)),
      ...field("Wants to talk about", goal),
      ...contextLines(lead),
    ],
    { label: `Reply to ${input.email}`, url: `mailto:${input.email}` },
  );
}

export function readyToTalkConfirmationMessage(input: ReadyToTalkInput): EmailContent {
  const goal = optionLabel(READY_TO_TALK_GOAL_OPTIONS, input.goal);
  const about = goal ? ` about this goal: “${goal}”` : "";
  return compose(`Thanks, let's book your call | ${site.name}`, [
    "Hello,",
    `Thank you for asking to talk to us${about}. We'll email you within 24 hours to book a free, 30-minute call at a time that suits you, with no obligation.`,
    `If you'd like to tell us more before we speak, write to us at ${site.contact.email}.`,
    footer("Services page"),
  ]);
}
