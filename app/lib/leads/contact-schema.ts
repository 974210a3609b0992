/**
 * The contact form ("Book a Value Mapping Call"): its enumerations, the rules
 * of each of its three steps and of the whole request. The same schemas run
 * in the browser (to guide the visitor) and in the action (to decide).
 * Written with zod/mini, which tree-shakes: the lead pages ship about 6 KB of
 * validation instead of the 23 KB of the full Zod API.
 */
import * as z from "zod/mini";
import {
  CheckedSchema,
  ChoiceSchema,
  PhoneSchema,
  cleaned,
  nullIfEmpty,
  optionLabel,
  options,
  valuesOf,
} from "../forms/field-schemas";
import type { FieldErrors } from "../forms/form-answers";
import { firstErrorStep, issuesToErrors } from "../forms/parse";
import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  NAME_MIN,
  cleanLine,
  cleanText,
  cutToLength,
  looksLikeEmail,
} from "../forms/text-rules";

// ---------------------------------------------------------------- enumerations

export const TURNOVER_OPTIONS = options({
  "r3m-r10m": "R3m–R10m",
  "r10m-r50m": "R10m–R50m",
  "r50m-r300m": "R50m–R300m",
  "r300m-plus": "R300m+",
});
export type Turnover = (typeof TURNOVER_OPTIONS)[number]["value"];

export const PAIN_OPTIONS = options({
  time: "I'm stretched: the business depends on my time",
  margins: "Margins are thinner than they should be",
  visibility: "I don't have clear numbers to steer by",
  manual: "Too much manual work and admin",
  people: "People, roles and accountability",
  cashflow: "Cash flow is tight",
  exit: "Planning an exit or succession",
  other: "Something else",
});
export type PainPoint = (typeof PAIN_OPTIONS)[number]["value"];
const PAIN_VALUES = valuesOf(PAIN_OPTIONS);

export function turnoverLabel(value: string): string {
  return optionLabel(TURNOVER_OPTIONS, value);
}

export function painLabel(value: string): string {
  return optionLabel(PAIN_OPTIONS, value);
}

// ---------------------------------------------------------------- messages

/** Each field's message, and the title its error summary (or toast) carries. */
export const CONTACT_ERRORS = {
  name: { title: "Invalid name", message: "Please enter a valid name (at least 2 characters)." },
  email: { title: "Invalid email", message: "Please enter a valid email address." },
  phone: { title: "Invalid phone number", message: "Please enter a valid phone number or leave it empty." },
  business: { title: "Invalid business name", message: "Please enter a valid business name." },
  turnover: { title: "Turnover required", message: "Please choose your annual turnover." },
  pain: { title: "Invalid challenge", message: "Please choose challenges from the list." },
  consent: { title: "Consent required", message: "Please agree to the privacy policy to continue." },
} as const;

export function contactErrorTitle(field: string): string {
  return field in CONTACT_ERRORS
    ? CONTACT_ERRORS[field as keyof typeof CONTACT_ERRORS].title
    : "Please check this field";
}

// ---------------------------------------------------------------- schemas

const text = () => nullIfEmpty(cleaned((value) => cleanText(value), z.string()));
const line = (min: number, message: string) =>
  cleaned((value) => cleanLine(value), z.string().check(z.minLength(min, message)));

export const ContactStep1Schema = z.object({
  name: line(NAME_MIN, CONTACT_ERRORS.name.message),
  email: z.pipe(
    cleaned(
      (value) => cleanLine(value, EMAIL_MAX + 1),
      z
        .string()
        .check(
          z.maxLength(EMAIL_MAX, CONTACT_ERRORS.email.message),
          z.regex(EMAIL_PATTERN, CONTACT_ERRORS.email.message),
        ),
    ),
    z.transform((value: string) => value.toLowerCase()),
  ),
  phone: PhoneSchema(CONTACT_ERRORS.phone.message),
});

export const ContactStep2Schema = z.object({
  business: line(NAME_MIN, CONTACT_ERRORS.business.message),
  turnover: ChoiceSchema(TURNOVER_OPTIONS, CONTACT_ERRORS.turnover.message),
  pain: z.pipe(
    z.transform((value: unknown) =>
      Array.isArray(value) ? value : value === undefined || value === null || value === "" ? [] : [value],
    ),
    z.pipe(
      z
        .array(z.enum(PAIN_VALUES, CONTACT_ERRORS.pain.message), CONTACT_ERRORS.pain.message)
        .check(z.maxLength(PAIN_VALUES.length, CONTACT_ERRORS.pain.message)),
      z.transform((values: PainPoint[]) => [...new Set(values)]),
    ),
  ),
  painOther: text(),
});

export const ContactStep3Schema = z.object({
  goals: text(),
  consent: CheckedSchema(CONTACT_ERRORS.consent.message),
});

/** The whole request, as the action stores it. "Other" text is kept only when "other" is ticked. */
export const ContactRequestSchema = z.pipe(
  z.object({ ...ContactStep1Schema.shape, ...ContactStep2Schema.shape, ...ContactStep3Schema.shape }),
  z.transform((value) => ({ ...value, painOther: value.pain.includes("other") ? value.painOther : null })),
);

export type ContactRequestInput = z.output<typeof ContactRequestSchema>;

// ---------------------------------------------------------------- steps

export const CONTACT_STEP_COUNT = 3;
export const CONTACT_STEP_SCHEMAS = [ContactStep1Schema, ContactStep2Schema, ContactStep3Schema] as const;
/** How far the progress bar is filled on each step (spec: 34%, 67%, 100%). */
export const CONTACT_PROGRESS = [34, 67, 100] as const;

/** What the form holds while the visitor fills it in (and what a server-rendered step carries). */
export type ContactFormValues = {
  name: string;
  email: string;
  phone: string;
  business: string;
  turnover: string;
  pain: string[];
  painOther: string;
  goals: string;
  consent: boolean;
};

export const EMPTY_CONTACT_VALUES: ContactFormValues = {
  name: "",
  email: "",
  phone: "",
  business: "",
  turnover: "",
  pain: [],
  painOther: "",
  goals: "",
  consent: false,
};

/** Which step shows each field. */
export const CONTACT_FIELD_STEP: Record<keyof ContactFormValues, 1 | 2 | 3> = {
  name: 1,
  email: 1,
  phone: 1,
  business: 2,
  turnover: 2,
  pain: 2,
  painOther: 2,
  goals: 3,
  consent: 3,
};

const RAW_MAX = 2_000;
const raw = (value: FormDataEntryValue | null) => (typeof value === "string" ? cutToLength(value, RAW_MAX) : "");

/** The form's values as posted (unvalidated, size-capped): to validate, and to show again. */
export function readContactForm(form: FormData): ContactFormValues {
  const pain = form
    .getAll("pain")
    .filter((value): value is string => typeof value === "string")
    .map((value) => cutToLength(value, 32))
    .slice(0, PAIN_OPTIONS.length);
  return {
    name: raw(form.get("name")),
    email: raw(form.get("email")),
    phone: raw(form.get("phone")),
    business: raw(form.get("business")),
    turnover: cutToLength(raw(form.get("turnover")), 32),
    pain: [...new Set(pain)],
    painOther: raw(form.get("painOther")),
    goals: raw(form.get("goals")),
    consent: form.get("consent") === "on",
  };
}

/** Field messages for one step (empty when it passes). */
export function validateContactStep(step: number, values: ContactFormValues): FieldErrors {
  const schema = CONTACT_STEP_SCHEMAS[Math.min(Math.max(step, 1), CONTACT_STEP_COUNT) - 1];
  return issuesToErrors(schema.safeParse(values));
}

/** Field messages for the whole request (empty when it passes). */
export function validateContactRequest(values: ContactFormValues): FieldErrors {
  return issuesToErrors(ContactRequestSchema.safeParse(values));
}

/** Whether a step's primary button is enabled (spec section 4; the server still validates everything). */
export function canContinueContactStep(step: number, values: ContactFormValues): boolean {
  if (step === 1) return values.name.trim() !== "" && looksLikeEmail(values.email);
  if (step === 2) return values.business.trim() !== "" && values.turnover !== "";
  return values.consent;
}

/** The first step that shows one of `errors`' fields. */
export function firstContactErrorStep(errors: FieldErrors): number {
  return firstErrorStep(errors, CONTACT_FIELD_STEP, CONTACT_STEP_COUNT);
}

/** The steps and the checks of each, the same in the browser and in the page's action. */
export const CONTACT_STEPS = {
  stepCount: CONTACT_STEP_COUNT,
  empty: EMPTY_CONTACT_VALUES,
  validateStep: validateContactStep,
  firstErrorStep: firstContactErrorStep,
};
