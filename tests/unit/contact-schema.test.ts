import { describe, expect, it } from "vitest";
import {
  canContinueContactStep,
  CONTACT_ERRORS,
  CONTACT_PROGRESS,
  ContactRequestSchema,
  ContactStep1Schema,
  ContactStep2Schema,
  ContactStep3Schema,
  contactErrorTitle,
  EMPTY_CONTACT_VALUES,
  firstContactErrorStep,
  readContactForm,
  turnoverLabel,
  TURNOVER_OPTIONS,
  PAIN_OPTIONS,
  validateContactRequest,
  validateContactStep,
  type ContactFormValues,
} from "~/lib/leads/contact-schema";
import { cleanText, looksLikeEmail } from "~/lib/forms/text-rules";
import { leadTopic, readLeadQuery, topicLabel } from "~/lib/leads/lead-query";

const valid: ContactFormValues = {
  name: "Thandi Mokoena",
  email: "thandi@example.co.za",
  phone: "+27 82 123 4567",
  business: "Mokoena Logistics",
  turnover: "r10m-r50m",
  pain: ["time", "other"],
  painOther: "Stock counts never match",
  goals: "Take a month off without the phone ringing.",
  consent: true,
};

const errorsFor = (values: Partial<ContactFormValues>) => validateContactRequest({ ...valid, ...values });

describe("cleanText", () => {
  it("trims, removes angle brackets and cuts to 500 characters", () => {
    expect(cleanText("  <b>Bold</b> move  ")).toBe("bBold/b move");
    expect(cleanText("x".repeat(600))).toHaveLength(500);
    expect(cleanText(undefined)).toBe("");
    expect(cleanText(42)).toBe("");
  });
});

describe("the contact request", () => {
  it("accepts a complete request and cleans it", () => {
    const result = ContactRequestSchema.parse({
      ...valid,
      name: "  <Thandi>  ",
      email: " Thandi@Example.CO.ZA ",
      goals: "  <script>grow</script>  ",
      consent: "on",
    });
    expect(result).toEqual({
      name: "Thandi",
      email: "thandi@example.co.za",
      phone: "+27 82 123 4567",
      business: "Mokoena Logistics",
      turnover: "r10m-r50m",
      pain: ["time", "other"],
      painOther: "Stock counts never match",
      goals: "scriptgrow/script",
      consent: true,
    });
  });

  it("makes optional fields null when empty, and drops the other text unless other is ticked", () => {
    const result = ContactRequestSchema.parse({
      ...valid,
      phone: " ",
      goals: "",
      pain: ["margins"],
      painOther: "ignored",
    });
    expect(result.phone).toBeNull();
    expect(result.goals).toBeNull();
    expect(result.pain).toEqual(["margins"]);
    expect(result.painOther).toBeNull();
  });

  it("cuts long text to 500 characters rather than refusing it", () => {
    const result = ContactRequestSchema.parse({ ...valid, goals: "g".repeat(900) });
    expect(result.goals).toHaveLength(500);
  });

  it("needs a name of at least 2 characters", () => {
    expect(errorsFor({ name: "" }).name).toBe("Please enter a valid name (at least 2 characters).");
    expect(errorsFor({ name: " A " }).name).toBe(CONTACT_ERRORS.name.message);
    expect(errorsFor({ name: "<>A<>" }).name).toBe(CONTACT_ERRORS.name.message);
    expect(errorsFor({ name: "Al" }).name).toBeUndefined();
  });

  it("needs a standard email address of at most 254 characters", () => {
    for (const email of ["", "thandi", "thandi@", "@example.co.za", "thandi@example", "tha ndi@example.co.za"]) {
      expect(errorsFor({ email }).email, email).toBe("Please enter a valid email address.");
    }
    expect(errorsFor({ email: `${"a".repeat(250)}@example.co.za` }).email).toBe(CONTACT_ERRORS.email.message);
    expect(errorsFor({ email: "first.last+tag@sub.example.co.za" }).email).toBeUndefined();
  });

  it("takes an optional phone of 7–20 digits, spaces, hyphens and brackets with an optional leading +", () => {
    for (const phone of ["", "082 123 4567", "+27 (0)82-123-4567", "1234567", "+1234567890123456789"]) {
      expect(errorsFor({ phone }).phone, phone).toBeUndefined();
    }
    for (const phone of ["123456", "1".repeat(21), "082 123 456x", "27+82123456", "++27821234567"]) {
      expect(errorsFor({ phone }).phone, phone).toBe("Please enter a valid phone number or leave it empty.");
    }
  });

  it("needs a business name of at least 2 characters", () => {
    expect(errorsFor({ business: "X" }).business).toBe("Please enter a valid business name.");
  });

  it("needs one of the four turnover bands", () => {
    expect(errorsFor({ turnover: "" }).turnover).toBe(CONTACT_ERRORS.turnover.message);
    expect(errorsFor({ turnover: "r1b" }).turnover).toBe(CONTACT_ERRORS.turnover.message);
    expect(TURNOVER_OPTIONS.map((o) => o.label)).toEqual(["R3m–R10m", "R10m–R50m", "R50m–R300m", "R300m+"]);
    expect(turnoverLabel("r300m-plus")).toBe("R300m+");
  });

  it("accepts any number of the listed pain points (the label says 1–3; no limit is enforced) and no others", () => {
    expect(errorsFor({ pain: [] }).pain).toBeUndefined();
    expect(errorsFor({ pain: PAIN_OPTIONS.map((o) => o.value) }).pain).toBeUndefined();
    expect(errorsFor({ pain: ["time", "world-peace"] }).pain).toBe(CONTACT_ERRORS.pain.message);
    expect(PAIN_OPTIONS.map((o) => o.value)).toEqual([
      "time",
      "margins",
      "visibility",
      "manual",
      "people",
      "cashflow",
      "exit",
      "other",
    ]);
  });

  it("needs consent", () => {
    expect(errorsFor({ consent: false }).consent).toBe("Please agree to the privacy policy to continue.");
    expect(ContactStep3Schema.safeParse({ consent: "off" }).success).toBe(false);
    expect(ContactStep3Schema.safeParse({ consent: "on" }).success).toBe(true);
  });

  it("titles each error as the spec's toasts do", () => {
    expect(contactErrorTitle("name")).toBe("Invalid name");
    expect(contactErrorTitle("email")).toBe("Invalid email");
    expect(contactErrorTitle("phone")).toBe("Invalid phone number");
    expect(contactErrorTitle("business")).toBe("Invalid business name");
    expect(contactErrorTitle("consent")).toBe("Consent required");
  });
});

describe("the steps", () => {
  it("validates only the current step's fields", () => {
    const empty = EMPTY_CONTACT_VALUES;
    expect(Object.keys(validateContactStep(1, empty))).toEqual(["name", "email"]);
    expect(Object.keys(validateContactStep(2, empty))).toEqual(["business", "turnover"]);
    expect(Object.keys(validateContactStep(3, empty))).toEqual(["consent"]);
    expect(validateContactStep(1, valid)).toEqual({});
    expect(ContactStep1Schema.safeParse(valid).success).toBe(true);
    expect(ContactStep2Schema.safeParse(valid).success).toBe(true);
  });

  it("enables Next on step 1 only with a name and an email that looks like an address", () => {
    expect(canContinueContactStep(1, EMPTY_CONTACT_VALUES)).toBe(false);
    expect(canContinueContactStep(1, { ...EMPTY_CONTACT_VALUES, name: "T", email: "t@x" })).toBe(false);
    expect(canContinueContactStep(1, { ...EMPTY_CONTACT_VALUES, name: " ", email: "t@x.co" })).toBe(false);
    expect(canContinueContactStep(1, { ...EMPTY_CONTACT_VALUES, name: "T", email: "t@x.co" })).toBe(true);
  });

  it("enables Next on step 2 only with a business name and a turnover, and submit only with consent", () => {
    expect(canContinueContactStep(2, { ...valid, business: "" })).toBe(false);
    expect(canContinueContactStep(2, { ...valid, turnover: "" })).toBe(false);
    expect(canContinueContactStep(2, valid)).toBe(true);
    expect(canContinueContactStep(3, { ...valid, consent: false })).toBe(false);
    expect(canContinueContactStep(3, valid)).toBe(true);
  });

  it("fills the progress bar to 34%, 67% and 100%", () => {
    expect(CONTACT_PROGRESS).toEqual([34, 67, 100]);
  });

  it("sends the visitor back to the first step with an error", () => {
    expect(firstContactErrorStep({ consent: "x", business: "y" })).toBe(2);
    expect(firstContactErrorStep({ consent: "x" })).toBe(3);
    expect(firstContactErrorStep({ email: "x", consent: "y" })).toBe(1);
  });

  it("reads posted values, every ticked pain point, and consent only as 'on'", () => {
    const form = new FormData();
    form.set("name", "Thandi");
    form.append("pain", "time");
    form.append("pain", "exit");
    form.append("pain", "time");
    form.set("goals", "g".repeat(5000));
    form.set("consent", "yes");
    const values = readContactForm(form);
    expect(values.name).toBe("Thandi");
    expect(values.email).toBe("");
    expect(values.pain).toEqual(["time", "exit"]);
    expect(values.goals).toHaveLength(2000);
    expect(values.consent).toBe(false);
    form.set("consent", "on");
    expect(readContactForm(form).consent).toBe(true);
  });

  it("says an address looks like one", () => {
    expect(looksLikeEmail("a@b.co")).toBe(true);
    expect(looksLikeEmail("a@b")).toBe(false);
    expect(looksLikeEmail("a b@c.co")).toBe(false);
  });
});

describe("where the lead came from", () => {
  it("records focus, lead and utm parameters only, cleaned and cut to 100 characters", () => {
    const params = new URLSearchParams({
      focus: "operations",
      lead: "<b>operations-plan</b>",
      industry: "Retail & Wholesale",
      utm_source: "linkedin",
      utm_campaign: "x".repeat(150),
      purpose: "forged",
      other: "ignored",
    });
    expect(readLeadQuery(params)).toEqual({
      focus: "operations",
      lead: "boperations-plan/b",
      industry: "Retail & Wholesale",
      utm_source: "linkedin",
      utm_campaign: "x".repeat(100),
    });
    expect(readLeadQuery(new URLSearchParams("lead=%20%20"))).toEqual({});
  });

  it("names the known topics, and makes unknown ones readable", () => {
    expect(leadTopic({ lead: "operations-plan" })).toBe("Operations plan");
    expect(leadTopic({ lead: "operations-assessment" })).toBe("Operations assessment");
    expect(leadTopic({ focus: "operations" })).toBe("Operations");
    expect(leadTopic({ focus: "operations", lead: "operations-plan" })).toBe("Operations plan");
    expect(leadTopic({ lead: "exit_readiness-CHECK" })).toBe("Exit readiness check");
    expect(leadTopic({ utm_source: "x" })).toBeNull();
    expect(leadTopic({ lead: "---" })).toBeNull();
    expect(topicLabel("a".repeat(300))).toHaveLength(100);
  });
});
