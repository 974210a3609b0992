/**
 * The site's facts (ADR 061): the firm's contact details, office hours, fee range and "spots left" count, edited
 * once in the admin and shown wherever the site names them. Phone numbers keep the form staff typed for display and
 * an E.164 form for links. Pure; server and admin-route code only (components import its types alone).
 */
import * as z from "zod";
import { site } from "~/content/site";

import type { PhoneNumber, SiteFacts } from "./types";

export type { PhoneNumber, SiteFacts } from "./types";

/** The facts an empty database starts with: what the site said before they were edited in the admin. */
export const DEFAULT_FACTS: SiteFacts = {
  email: site.contact.email,
  phone: null,
  whatsapp: null,
  address: site.contact.location,
  hours: "",
  feeRange: "R15 000 to R85 000",
  spotsLeft: null,
};

export const FACT_LIMITS = { email: 254, phone: 30, address: 200, hours: 200, feeRange: 80, spotsLeft: 999 } as const;

const PHONE_HINT =
  "Enter a South African number (082 123 4567) or an international one starting with + (+44 20 7946 0958).";

/**
 * A number in South African or international form in E.164 ("+27821234567"), or null when it is not one:
 * "082 123 4567", "(011) 555-0123", "+27 82 123 4567", "27 82 123 4567", "0027 82 123 4567", "+44 20 7946 0958".
 */
export function toE164(typed: string): string | null {
  const trimmed = typed.trim();
  if (!/^[+(\d][\d\s().-]*$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) {
    // an international number as typed: country code first
  } else if (digits.startsWith("00")) {
    digits = digits.slice(2);
  } else if (digits.startsWith("0")) {
    // a South African number: ten digits with its leading 0
    if (digits.length !== 10) return null;
    digits = `27${digits.slice(1)}`;
  } else if (!(digits.startsWith("27") && digits.length === 11)) {
    return null;
  }
  if (digits.startsWith("27") && digits.length !== 11) return null;
  if (!/^[1-9]\d{7,14}$/.test(digits)) return null;
  return `+${digits}`;
}

/** The number staff typed, its spaces tidied, beside its E.164 form; null when the field was left empty. */
function phoneField(label: string) {
  return z
    .string()
    .trim()
    .max(FACT_LIMITS.phone, `${label}: at most ${FACT_LIMITS.phone} characters.`)
    .transform((typed, context): PhoneNumber | null => {
      if (typed === "") return null;
      const e164 = toE164(typed);
      if (!e164) {
        context.addIssue({ code: "custom", message: PHONE_HINT });
        return z.NEVER;
      }
      return { display: typed.replace(/\s+/g, " "), e164 };
    });
}

/** The facts form, as posted: every field text. */
export const FactsFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Enter the email address the site shows.")
    .max(FACT_LIMITS.email, `At most ${FACT_LIMITS.email} characters.`)
    .pipe(z.email("Enter an email address like hello@example.co.za.")),
  phone: phoneField("Phone"),
  whatsapp: phoneField("WhatsApp"),
  address: z.string().trim().max(FACT_LIMITS.address, `At most ${FACT_LIMITS.address} characters.`),
  hours: z.string().trim().max(FACT_LIMITS.hours, `At most ${FACT_LIMITS.hours} characters.`),
  feeRange: z.string().trim().max(FACT_LIMITS.feeRange, `At most ${FACT_LIMITS.feeRange} characters.`),
  spotsLeft: z
    .string()
    .trim()
    .transform((typed, context): number | null => {
      if (typed === "") return null;
      if (!/^\d+$/.test(typed) || Number(typed) > FACT_LIMITS.spotsLeft) {
        context.addIssue({
          code: "custom",
          message: `Enter a whole number from 0 to ${FACT_LIMITS.spotsLeft}, or leave it empty to say nothing.`,
        });
        return z.NEVER;
      }
      return Number(typed);
    }),
}) satisfies z.ZodType<SiteFacts, unknown>;

export type FactsForm = Record<keyof SiteFacts, string>;

/** The facts as the form shows them. */
export function factsToForm(facts: SiteFacts): FactsForm {
  return {
    email: facts.email,
    phone: facts.phone?.display ?? "",
    whatsapp: facts.whatsapp?.display ?? "",
    address: facts.address,
    hours: facts.hours,
    feeRange: facts.feeRange,
    spotsLeft: facts.spotsLeft === null ? "" : String(facts.spotsLeft),
  };
}

const PhoneSchema = z.object({ display: z.string().min(1), e164: z.string().regex(/^\+[1-9]\d{7,14}$/) }).nullable();

/** The facts as stored (site_settings, key "facts"). */
export const StoredFactsSchema = z.object({
  email: z.email(),
  phone: PhoneSchema,
  whatsapp: PhoneSchema,
  address: z.string(),
  hours: z.string(),
  feeRange: z.string(),
  spotsLeft: z.number().int().min(0).nullable(),
}) satisfies z.ZodType<SiteFacts>;
