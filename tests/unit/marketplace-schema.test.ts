import { describe, expect, it } from "vitest";
import { optionLabel } from "~/lib/forms/field-schemas";
import {
  BUSINESS_SECTOR_OPTIONS,
  EMPTY_MARKETPLACE_VALUES,
  firstMarketplaceErrorStep,
  INDUSTRY_INTEREST_OPTIONS,
  MarketplaceSubmissionSchema,
  readMarketplaceForm,
  REGION_OPTIONS,
  REVENUE_OPTIONS,
  TIMEFRAME_OPTIONS,
  validateMarketplaceStep,
  validateMarketplaceSubmission,
  type MarketplaceFormValues,
} from "~/lib/leads/marketplace-schema";

const seller: MarketplaceFormValues = {
  ...EMPTY_MARKETPLACE_VALUES,
  firstName: "Pieter",
  lastName: "van Wyk",
  email: "pieter@example.co.za",
  phone: "021 555 0101",
  userType: "seller",
  businessSector: "agriculture",
  annualRevenue: "10-50m",
  timeframeToSell: "6-12months",
  additionalInfo: "Third-generation fruit farm.",
  consent: true,
};

const buyer: MarketplaceFormValues = {
  ...EMPTY_MARKETPLACE_VALUES,
  firstName: "Aisha",
  lastName: "Naidoo",
  email: "aisha@example.co.za",
  userType: "buyer",
  industryInterest: "any",
  dealSize: "300m+",
  region: "outside-sa",
  consent: true,
};

describe("the enumerations", () => {
  it("match the spec's values and labels", () => {
    expect(BUSINESS_SECTOR_OPTIONS.map((o) => o.value)).toEqual([
      "agriculture",
      "hospitality",
      "professional-services",
      "retail",
      "manufacturing",
      "technology",
      "healthcare",
      "other",
    ]);
    expect(INDUSTRY_INTEREST_OPTIONS.map((o) => o.value)).toEqual([
      ...BUSINESS_SECTOR_OPTIONS.map((o) => o.value).filter((v) => v !== "other"),
      "any",
    ]);
    expect(optionLabel(INDUSTRY_INTEREST_OPTIONS, "any")).toBe("Open to any industry");
    expect(REVENUE_OPTIONS.map((o) => [o.value, o.label])).toEqual([
      ["0-3m", "R0–R3m"],
      ["3-10m", "R3m–R10m"],
      ["10-50m", "R10m–R50m"],
      ["50-300m", "R50m–R300m"],
      ["300m+", "R300m+"],
    ]);
    expect(TIMEFRAME_OPTIONS.map((o) => o.value)).toEqual(["now", "6-12months", "2plus-years"]);
    expect(REGION_OPTIONS.map((o) => o.value)).toEqual([
      "western-cape",
      "gauteng",
      "kwazulu-natal",
      "eastern-cape",
      "free-state",
      "limpopo",
      "mpumalanga",
      "northern-cape",
      "north-west",
      "outside-sa",
    ]);
    expect(optionLabel(REGION_OPTIONS, "outside-sa")).toBe("Outside South Africa");
    expect(optionLabel(REGION_OPTIONS, "kwazulu-natal")).toBe("KwaZulu-Natal");
  });
});

describe("step 1", () => {
  it("names each missing field with the spec's message", () => {
    expect(validateMarketplaceStep(1, EMPTY_MARKETPLACE_VALUES)).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Email is required",
      userType: "Please select your role",
    });
  });

  it("refuses an address that is not one, and a role that is neither", () => {
    const errors = validateMarketplaceStep(1, { ...seller, email: "pieter at example", userType: "broker" });
    expect(errors).toEqual({ email: "Invalid email address", userType: "Please select your role" });
    expect(validateMarketplaceStep(1, { ...seller, email: "pieter@example" }).email).toBe("Invalid email address");
    expect(validateMarketplaceStep(1, { ...seller, phone: "12" }).phone).toBe(
      "Please enter a valid phone number or leave it empty.",
    );
    expect(validateMarketplaceStep(1, { ...seller, phone: "" })).toEqual({});
  });

  it("does not count spaces as a name", () => {
    expect(validateMarketplaceStep(1, { ...seller, firstName: "   ", lastName: "<>" })).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
    });
  });
});

describe("step 2", () => {
  it("asks sellers for sector, revenue and timeframe", () => {
    expect(validateMarketplaceStep(2, { ...EMPTY_MARKETPLACE_VALUES, userType: "seller" })).toEqual({
      businessSector: "Business sector is required",
      annualRevenue: "Revenue range is required",
      timeframeToSell: "Timeframe is required",
    });
  });

  it("asks buyers for industry, deal size and region", () => {
    expect(validateMarketplaceStep(2, { ...EMPTY_MARKETPLACE_VALUES, userType: "buyer" })).toEqual({
      industryInterest: "Industry interest is required",
      dealSize: "Deal size is required",
      region: "Region is required",
    });
  });

  it("refuses values outside the lists", () => {
    expect(validateMarketplaceStep(2, { ...seller, annualRevenue: "1b+" })).toEqual({
      annualRevenue: "Revenue range is required",
    });
    expect(validateMarketplaceStep(2, { ...buyer, industryInterest: "other" })).toEqual({
      industryInterest: "Industry interest is required",
    });
  });
});

describe("step 3 and the whole submission", () => {
  it("needs consent (the prototype did not; we do)", () => {
    expect(validateMarketplaceStep(3, { ...seller, consent: false })).toEqual({
      consent: "Please agree to the privacy policy to continue.",
    });
    expect(validateMarketplaceStep(3, { ...seller, additionalInfo: "" })).toEqual({});
  });

  it("keeps a seller's step-2 answers and drops a buyer's", () => {
    const result = MarketplaceSubmissionSchema.parse({
      ...seller,
      industryInterest: "any",
      dealSize: "0-3m",
      region: "gauteng",
    });
    expect(result).toEqual({
      firstName: "Pieter",
      lastName: "van Wyk",
      email: "pieter@example.co.za",
      phone: "021 555 0101",
      userType: "seller",
      businessSector: "agriculture",
      annualRevenue: "10-50m",
      timeframeToSell: "6-12months",
      industryInterest: null,
      dealSize: null,
      region: null,
      additionalInfo: "Third-generation fruit farm.",
      consent: true,
    });
  });

  it("keeps a buyer's step-2 answers and drops a seller's", () => {
    const result = MarketplaceSubmissionSchema.parse({ ...buyer, businessSector: "retail" });
    expect(result).toMatchObject({
      userType: "buyer",
      industryInterest: "any",
      dealSize: "300m+",
      region: "outside-sa",
      businessSector: null,
      annualRevenue: null,
      timeframeToSell: null,
      phone: null,
      additionalInfo: null,
    });
  });

  it("reports step 1, 2 and 3 problems together, and without a role only the role's", () => {
    expect(validateMarketplaceSubmission({ ...buyer, region: "", consent: false })).toEqual({
      region: "Region is required",
      consent: "Please agree to the privacy policy to continue.",
    });
    expect(validateMarketplaceSubmission({ ...seller, userType: "" })).toEqual({ userType: "Please select your role" });
    expect(validateMarketplaceSubmission({ ...EMPTY_MARKETPLACE_VALUES })).toMatchObject({
      firstName: "First name is required",
      consent: "Please agree to the privacy policy to continue.",
    });
    expect(MarketplaceSubmissionSchema.safeParse(null).success).toBe(false);
  });

  it("points back to the first step with an error", () => {
    expect(firstMarketplaceErrorStep({ region: "x", consent: "y" })).toBe(2);
    expect(firstMarketplaceErrorStep({ userType: "x" })).toBe(1);
  });

  it("cleans text: trimmed, angle brackets removed, long text cut", () => {
    const result = MarketplaceSubmissionSchema.parse({
      ...seller,
      firstName: " <Pieter> ",
      additionalInfo: "i".repeat(3000),
    });
    expect(result.firstName).toBe("Pieter");
    expect(result.additionalInfo).toHaveLength(2000);
  });

  it("reads posted values", () => {
    const form = new FormData();
    form.set("firstName", "Aisha");
    form.set("userType", "buyer");
    form.set("consent", "on");
    expect(readMarketplaceForm(form)).toEqual({
      ...EMPTY_MARKETPLACE_VALUES,
      firstName: "Aisha",
      userType: "buyer",
      consent: true,
    });
  });
});
