import { describe, expect, it } from "vitest";
import {
  EMPTY_NEWSLETTER_VALUES,
  NEWSLETTER_ERRORS,
  NewsletterSignupSchema,
  readNewsletterForm,
  validateNewsletterSignup,
} from "~/lib/newsletter/newsletter-schema";

describe("the newsletter sign-up", () => {
  it("accepts an address with consent, trimmed and lowercased", () => {
    expect(NewsletterSignupSchema.parse({ email: "  Thandi@Example.CO.ZA ", consent: "on" })).toEqual({
      email: "thandi@example.co.za",
      consent: true,
    });
    expect(validateNewsletterSignup({ email: "thandi@example.co.za", consent: true })).toEqual({});
  });

  it("has a message for every field of an empty form, consent never assumed", () => {
    expect(EMPTY_NEWSLETTER_VALUES).toEqual({ email: "", consent: false });
    expect(validateNewsletterSignup(EMPTY_NEWSLETTER_VALUES)).toEqual({
      email: "Email is required",
      consent: "Please tick the box to agree to receive the newsletter.",
    });
  });

  it.each([
    ["", NEWSLETTER_ERRORS.emailRequired],
    ["   ", NEWSLETTER_ERRORS.emailRequired],
    ["thandi", "Please enter a valid email address."],
    ["thandi@example", "Please enter a valid email address."],
    ["thandi @example.co.za", "Please enter a valid email address."],
    ["<thandi@example.co.za>", null],
    [`${"t".repeat(250)}@example.co.za`, "Please enter a valid email address."],
  ])("answers the email %j with %j", (email, message) => {
    const errors = validateNewsletterSignup({ email, consent: true });
    expect(errors.email ?? null).toBe(message);
  });

  it("accepts an address of exactly 254 characters and refuses 255", () => {
    const at254 = `${"a".repeat(254 - "@example.co.za".length)}@example.co.za`;
    expect(at254).toHaveLength(254);
    expect(validateNewsletterSignup({ email: at254, consent: true })).toEqual({});
    expect(validateNewsletterSignup({ email: `a${at254}`, consent: true })).toEqual({ email: NEWSLETTER_ERRORS.email });
  });

  it.each([false, "off", "", "yes", undefined])("refuses consent given as %j", (consent) => {
    const result = NewsletterSignupSchema.safeParse({ email: "thandi@example.co.za", consent });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(NEWSLETTER_ERRORS.consent);
  });

  it("reads the posted form: consent only when ticked, the address size-capped", () => {
    const form = new FormData();
    form.set("email", "x".repeat(10_000));
    expect(readNewsletterForm(form)).toEqual({ email: "x".repeat(304), consent: false });
    form.set("consent", "on");
    form.set("email", "a@b.co");
    expect(readNewsletterForm(form)).toEqual({ email: "a@b.co", consent: true });
    expect(readNewsletterForm(new FormData())).toEqual(EMPTY_NEWSLETTER_VALUES);
  });
});
