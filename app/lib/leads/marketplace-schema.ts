/**
 * The confidential marketplace form (buy or sell a business): enumerations,
 * the rules of each of its three steps and of the whole submission. Shared by
 * the browser and the action.
 */
import * as z from "zod/mini";
import type { FieldErrors } from "../forms/form-answers";
import { cleanLine, cleanText, cutToLength } from "../forms/text-rules";
import {
  CheckedSchema,
  ChoiceSchema,
  cleaned,
  options,
  PhoneSchema,
  RequiredEmailSchema,
} from "../forms/field-schemas";
import { firstErrorStep, issuesToErrors } from "../forms/parse";

export const MARKETPLACE_TEXT_MAX = 200;
export const ADDITIONAL_INFO_MAX = 2_000;

// ---------------------------------------------------------------- enumerations

export const USER_TYPE_OPTIONS = options({ seller: "Sell a business", buyer: "Buy a business" });
export type UserType = (typeof USER_TYPE_OPTIONS)[number]["value"];

const SECTORS = {
  agriculture: "Agriculture",
  hospitality: "Hospitality",
  "professional-services": "Professional services",
  retail: "Retail",
  manufacturing: "Manufacturing",
  technology: "Technology",
  healthcare: "Healthcare",
};

export const BUSINESS_SECTOR_OPTIONS = options({ ...SECTORS, other: "Other" });
export type BusinessSector = (typeof BUSINESS_SECTOR_OPTIONS)[number]["value"];

export const INDUSTRY_INTEREST_OPTIONS = options({ ...SECTORS, any: "Open to any industry" });
export type IndustryInterest = (typeof INDUSTRY_INTEREST_OPTIONS)[number]["value"];

/** Annual revenue (sellers) and deal size (buyers) share one scale. */
export const REVENUE_OPTIONS = options({
  "0-3m": "R0–R3m",
  "3-10m": "R3m–R10m",
  "10-50m": "R10m–R50m",
  "50-300m": "R50m–R300m",
  "300m+": "R300m+",
});
export type RevenueRange = (typeof REVENUE_OPTIONS)[number]["value"];

export const TIMEFRAME_OPTIONS = options({
  now: "Now (within 6 months)",
  "6-12months": "In 6–12 months",
  "2plus-years": "In 2 or more years",
});
export type Timeframe = (typeof TIMEFRAME_OPTIONS)[number]["value"];

export const REGION_OPTIONS = options({
  "western-cape": "Western Cape",
  gauteng: "Gauteng",
  "kwazulu-natal": "KwaZulu-Natal",
  "eastern-cape": "Eastern Cape",
  "free-state": "Free State",
  limpopo: "Limpopo",
  mpumalanga: "Mpumalanga",
  "northern-cape": "Northern Cape",
  "north-west": "North West",
  "outside-sa": "Outside South Africa",
});
export type Region = (typeof REGION_OPTIONS)[number]["value"];

// ---------------------------------------------------------------- messages

export const MARKETPLACE_ERRORS = {
  firstName: "First name is required",
  lastName: "Last name is required",
  emailRequired: "Email is required",
  email: "Invalid email address",
  phone: "Please enter a valid phone number or leave it empty.",
  userType: "Please select your role",
  businessSector: "Business sector is required",
  annualRevenue: "Revenue range is required",
  timeframeToSell: "Timeframe is required",
  industryInterest: "Industry interest is required",
  dealSize: "Deal size is required",
  region: "Region is required",
  consent: "Please agree to the privacy policy to continue.",
} as const;

// ---------------------------------------------------------------- schemas

const required = (message: string) =>
  cleaned((value) => cleanLine(value, MARKETPLACE_TEXT_MAX), z.string().check(z.minLength(1, message)));

export const MarketplaceStep1Schema = z.object({
  firstName: required(MARKETPLACE_ERRORS.firstName),
  lastName: required(MARKETPLACE_ERRORS.lastName),
  email: RequiredEmailSchema({ required: MARKETPLACE_ERRORS.emailRequired, invalid: MARKETPLACE_ERRORS.email }),
  phone: PhoneSchema(MARKETPLACE_ERRORS.phone),
  userType: ChoiceSchema(USER_TYPE_OPTIONS, MARKETPLACE_ERRORS.userType),
});

export const MarketplaceSellerStepSchema = z.object({
  businessSector: ChoiceSchema(BUSINESS_SECTOR_OPTIONS, MARKETPLACE_ERRORS.businessSector),
  annualRevenue: ChoiceSchema(REVENUE_OPTIONS, MARKETPLACE_ERRORS.annualRevenue),
  timeframeToSell: ChoiceSchema(TIMEFRAME_OPTIONS, MARKETPLACE_ERRORS.timeframeToSell),
});

export const MarketplaceBuyerStepSchema = z.object({
  industryInterest: ChoiceSchema(INDUSTRY_INTEREST_OPTIONS, MARKETPLACE_ERRORS.industryInterest),
  dealSize: ChoiceSchema(REVENUE_OPTIONS, MARKETPLACE_ERRORS.dealSize),
  region: ChoiceSchema(REGION_OPTIONS, MARKETPLACE_ERRORS.region),
});

export const MarketplaceStep3Schema = z.object({
  additionalInfo: z.pipe(
    cleaned((value) => cleanText(value, ADDITIONAL_INFO_MAX), z.string()),
    z.transform((value: string) => (value === "" ? null : value)),
  ),
  consent: CheckedSchema(MARKETPLACE_ERRORS.consent),
});

const nothing = {
  businessSector: null,
  annualRevenue: null,
  timeframeToSell: null,
  industryInterest: null,
  dealSize: null,
  region: null,
};

const SellerSubmissionSchema = z.pipe(
  z.object({ ...MarketplaceStep1Schema.shape, ...MarketplaceSellerStepSchema.shape, ...MarketplaceStep3Schema.shape }),
  z.transform((value) => ({ ...nothing, ...value, userType: "seller" as const })),
);

const BuyerSubmissionSchema = z.pipe(
  z.object({ ...MarketplaceStep1Schema.shape, ...MarketplaceBuyerStepSchema.shape, ...MarketplaceStep3Schema.shape }),
  z.transform((value) => ({ ...nothing, ...value, userType: "buyer" as const })),
);

const EveryoneSchema = z.object({ ...MarketplaceStep1Schema.shape, ...MarketplaceStep3Schema.shape });

type Submission = z.output<typeof SellerSubmissionSchema> | z.output<typeof BuyerSubmissionSchema>;

/**
 * The whole submission: step 1 and 3 for everyone, and step 2's fields of
 * the chosen role (the other role's fields are dropped). Without a valid
 * role, the messages are step 1's and 3's.
 */
export const MarketplaceSubmissionSchema = z.pipe(
  z.unknown(),
  z.transform((input: unknown, ctx): Submission => {
    const values = typeof input === "object" && input !== null ? input : {};
    const role = cleanLine((values as { userType?: unknown }).userType, 40);
    const schema =
      role === "buyer" ? BuyerSubmissionSchema : role === "seller" ? SellerSubmissionSchema : EveryoneSchema;
    const result = schema.safeParse(values);
    if (result.success && schema !== EveryoneSchema) return result.data as Submission;
    for (const issue of result.error?.issues ?? []) {
      ctx.issues.push({ code: "custom", message: issue.message, path: [...issue.path], input });
    }
    if (result.success)
      ctx.issues.push({ code: "custom", message: MARKETPLACE_ERRORS.userType, path: ["userType"], input });
    return z.NEVER;
  }),
);

export type MarketplaceSubmissionInput = z.output<typeof MarketplaceSubmissionSchema>;

// ---------------------------------------------------------------- steps

export const MARKETPLACE_STEP_COUNT = 3;

export type MarketplaceFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  userType: string;
  businessSector: string;
  annualRevenue: string;
  timeframeToSell: string;
  industryInterest: string;
  dealSize: string;
  region: string;
  additionalInfo: string;
  consent: boolean;
};

export const EMPTY_MARKETPLACE_VALUES: MarketplaceFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  userType: "",
  businessSector: "",
  annualRevenue: "",
  timeframeToSell: "",
  industryInterest: "",
  dealSize: "",
  region: "",
  additionalInfo: "",
  consent: false,
};

export const MARKETPLACE_FIELD_STEP: Record<keyof MarketplaceFormValues, 1 | 2 | 3> = {
  firstName: 1,
  lastName: 1,
  email: 1,
  phone: 1,
  userType: 1,
  businessSector: 2,
  annualRevenue: 2,
  timeframeToSell: 2,
  industryInterest: 2,
  dealSize: 2,
  region: 2,
  additionalInfo: 3,
  consent: 3,
};

const RAW_MAX = 2_500;
const raw = (value: FormDataEntryValue | null, max = RAW_MAX) =>
  typeof value === "string" ? cutToLength(value, max) : "";

/** The form's values as posted (unvalidated, size-capped): to validate, and to show again. */
export function readMarketplaceForm(form: FormData): MarketplaceFormValues {
  return {
    firstName: raw(form.get("firstName")),
    lastName: raw(form.get("lastName")),
    email: raw(form.get("email")),
    phone: raw(form.get("phone")),
    userType: raw(form.get("userType"), 40),
    businessSector: raw(form.get("businessSector"), 40),
    annualRevenue: raw(form.get("annualRevenue"), 40),
    timeframeToSell: raw(form.get("timeframeToSell"), 40),
    industryInterest: raw(form.get("industryInterest"), 40),
    dealSize: raw(form.get("dealSize"), 40),
    region: raw(form.get("region"), 40),
    additionalInfo: raw(form.get("additionalInfo")),
    consent: form.get("consent") === "on",
  };
}

/** Step 2's schema for the chosen role (sellers' when no role is chosen yet). */
export function marketplaceStep2Schema(userType: string) {
  return userType === "buyer" ? MarketplaceBuyerStepSchema : MarketplaceSellerStepSchema;
}

/** Field messages for one step (empty when it passes). */
export function validateMarketplaceStep(step: number, values: MarketplaceFormValues): FieldErrors {
  if (step <= 1) return issuesToErrors(MarketplaceStep1Schema.safeParse(values));
  if (step === 2) return issuesToErrors(marketplaceStep2Schema(values.userType).safeParse(values));
  return issuesToErrors(MarketplaceStep3Schema.safeParse(values));
}

/** Field messages for the whole submission (empty when it passes). */
export function validateMarketplaceSubmission(values: MarketplaceFormValues): FieldErrors {
  return issuesToErrors(MarketplaceSubmissionSchema.safeParse(values));
}

/** The first step that shows one of `errors`' fields. */
export function firstMarketplaceErrorStep(errors: FieldErrors): number {
  return firstErrorStep(errors, MARKETPLACE_FIELD_STEP, MARKETPLACE_STEP_COUNT);
}

/** The steps and the checks of each, the same in the browser and in the page's action. */
export const MARKETPLACE_STEPS = {
  stepCount: MARKETPLACE_STEP_COUNT,
  empty: EMPTY_MARKETPLACE_VALUES,
  validateStep: validateMarketplaceStep,
  firstErrorStep: firstMarketplaceErrorStep,
};
