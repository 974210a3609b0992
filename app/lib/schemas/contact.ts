/**
 * The contact form ("Book a Value Mapping Call"): its enumerations, the rules
 * of each of its three steps and of the whole request. The same schemas run
 * in the browser (to guide the visitor) and in the action (to decide).
 * Written with zod/mini, which tree-shakes: the lead pages ship about 6 KB of
 * validation instead of the 23 KB of the full Zod API.
 */
import * as z from "zod/mini";
import type { FieldErrors } from "./auth";
import {
  CONTACT_TEXT_MAX,
  EMAIL_MAX,
  EMAIL_PATTERN,
  NAME_MIN,
  PHONE_MAX,
  PHONE_MIN,
  PHONE_PATTERN,
  cleanLine,
  cleanText,
  cutToLength,
  databaseSafe,
  looksLikeEmail,
} from "./text-rules";

// The text rules every lead form shares, kept with the contact form's own for its importers.
export { CONTACT_TEXT_MAX, EMAIL_MAX, EMAIL_PATTERN, NAME_MIN, PHONE_MAX, PHONE_MIN, PHONE_PATTERN, cleanLine, cleanText, cutToLength, databaseSafe, looksLikeEmail };

// ---------------------------------------------------------------- enumerations

export const TURNOVER_OPTIONS = [
  { value: "r3m-r10m", label: "R3m–R10m" },
  { value: "r10m-r50m", label: "R10m–R50m" },
  { value: "r50m-r300m", label: "R50m–R300m" },
  { value: "r300m-plus", label: "R300m+" },
] as const;
export type Turnover = (typeof TURNOVER_OPTIONS)[number]["value"];
const TURNOVER_VALUES = TURNOVER_OPTIONS.map((o) => o.value) as [Turnover, ...Turnover[]];

export const PAIN_OPTIONS = [
  { value: "time", label: "I'm stretched: the business depends on my time" },
  { value: "margins", label: "Margins are thinner than they should be" },
  { value: "visibility", label: "I don't have clear numbers to steer by" },
  { value: "manual", label: "Too much manual work and admin" },
  { value: "people", label: "People, roles and accountability" },
  { value: "cashflow", label: "Cash flow is tight" },
  { value: "exit", label: "Planning an exit or succession" },
  { value: "other", label: "Something else" },
] as const;
export type PainPoint = (typeof PAIN_OPTIONS)[number]["value"];
const PAIN_VALUES = PAIN_OPTIONS.map((o) => o.value) as [PainPoint, ...PainPoint[]];

export function turnoverLabel(value: string): string {
  return TURNOVER_OPTIONS.find((o) => o.value === value)?.label ?? value;
}

export function painLabel(value: string): string {
  return PAIN_OPTIONS.find((o) => o.value === value)?.label ?? value;
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
  return field in CONTACT_ERRORS ? CONTACT_ERRORS[field as keyof typeof CONTACT_ERRORS].title : "Please check this field";
}

// ---------------------------------------------------------------- schemas

/** A value cleaned with `clean`, then checked by `schema`. */
export const cleaned = <T extends z.core.$ZodType<unknown, string>>(clean: (value: unknown) => string, schema: T) =>
  z.pipe(z.transform((value: unknown) => clean(value)), schema);
/** "" becomes null (optional fields). */
const nullIfEmpty = (schema: z.ZodMiniType<string, unknown>) =>
  z.pipe(schema, z.transform((value: string) => (value === "" ? null : value)));

const text = () => nullIfEmpty(cleaned((value) => cleanText(value), z.string()));
const line = (min: number, message: string) => cleaned((value) => cleanLine(value), z.string().check(z.minLength(min, message)));

/** A checkbox's value from a form ("on") or from the browser's state (true). */
export const CheckedSchema = (message: string) =>
  z.pipe(
    z.transform((value: unknown) => value === true || value === "on" || value === "true"),
    z.literal(true, message),
  );

/** An optional phone number: 7–20 digits, spaces, hyphens and brackets, with an optional leading +. */
export const PhoneSchema = (message: string) =>
  nullIfEmpty(
    cleaned(
      (value) => cleanLine(value),
      z
        .string()
        .check(
          z.refine(
            (value: string) => value === "" || (value.length >= PHONE_MIN && value.length <= PHONE_MAX && PHONE_PATTERN.test(value)),
            message,
          ),
        ),
    ),
  );

/** A required email address, cleaned, at most 254 characters and lowercased: `required` when empty, else `invalid`. */
export const RequiredEmailSchema = (messages: { required: string; invalid: string }) =>
  z.pipe(
    cleaned(
      (value) => cleanLine(value, EMAIL_MAX + 1),
      z
        .string()
        .check(z.minLength(1, messages.required), z.maxLength(EMAIL_MAX, messages.invalid), z.regex(EMAIL_PATTERN, messages.invalid)),
    ),
    z.transform((value: string) => value.toLowerCase()),
  );

export const ContactStep1Schema = z.object({
  name: line(NAME_MIN, CONTACT_ERRORS.name.message),
  email: z.pipe(
    cleaned(
      (value) => cleanLine(value, EMAIL_MAX + 1),
      z.string().check(z.maxLength(EMAIL_MAX, CONTACT_ERRORS.email.message), z.regex(EMAIL_PATTERN, CONTACT_ERRORS.email.message)),
    ),
    z.transform((value: string) => value.toLowerCase()),
  ),
  phone: PhoneSchema(CONTACT_ERRORS.phone.message),
});

export const ContactStep2Schema = z.object({
  business: line(NAME_MIN, CONTACT_ERRORS.business.message),
  turnover: cleaned((value) => cleanLine(value, 40), z.enum(TURNOVER_VALUES, CONTACT_ERRORS.turnover.message)),
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
  const steps = Object.keys(errors).map((field) => CONTACT_FIELD_STEP[field as keyof ContactFormValues] ?? CONTACT_STEP_COUNT);
  return steps.length ? Math.min(...steps) : 1;
}

/** Parses form values with `schema`; on failure, the first message for each field (keyed by its name). */
export function parseFields<T extends z.ZodMiniType>(
  schema: T,
  values: unknown,
): { ok: true; data: z.output<T> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: issuesToErrors(result) };
}

/** The first message for each field; a list's problem (e.g. pain.1) belongs to the list's field. */
export function issuesToErrors(result: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}): FieldErrors {
  const errors: FieldErrors = {};
  if (result.success || !result.error) return errors;
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

// ---------------------------------------------------------------- where the lead came from

/**
 * The query parameters a lead records: ?focus=, ?lead= (from links across the
 * site), ?industry= (chosen beside a call to action), ?assessment= (the
 * Automations Assessment's answers) and utm_*.
 */
export const LEAD_QUERY_KEYS = ["focus", "lead", "industry", "assessment", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export const LEAD_QUERY_MAX = 100;

/** The known lead parameters' readable names. */
export const LEAD_TOPICS: Record<string, string> = {
  operations: "Operations",
  "operations-plan": "Operations plan",
  "operations-assessment": "Operations assessment",
  "automations-assessment": "Automations assessment",
};

/** The recorded query parameters: known keys only, each value cleaned and at most 100 characters. */
export function readLeadQuery(params: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of LEAD_QUERY_KEYS) {
    const value = cleanLine(params.get(key) ?? "", LEAD_QUERY_MAX);
    if (value) query[key] = value;
  }
  return query;
}

/** "operations-plan" → "Operations plan"; an unknown value becomes readable words. */
export function topicLabel(value: string): string {
  const known = LEAD_TOPICS[value.toLowerCase()];
  if (known) return known;
  const words = cleanLine(value, LEAD_QUERY_MAX)
    .replace(/[-_+.]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : "";
}

/** What the visitor is asking about, from ?lead= (or else ?focus=); null when neither is given. */
export function leadTopic(query: Record<string, string>): string | null {
  const value = query.lead ?? query.focus;
  if (!value) return null;
  return topicLabel(value) || null;
}
