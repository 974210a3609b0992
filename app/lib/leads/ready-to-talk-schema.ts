/**
 * The Services page's "Ready to talk" form: email (required), industry and
 * the goal of the call (optional, one of the listed), and consent to be
 * contacted about it. Shared by the browser and the action.
 */
import * as z from "zod/mini";
import type { FieldErrors } from "../forms/form-answers";
import { cleanLine, cutToLength, EMAIL_MAX } from "../forms/text-rules";
import { CheckedSchema, cleaned, RequiredEmailSchema } from "../forms/field-schemas";
import { issuesToErrors } from "../forms/parse";

// ---------------------------------------------------------------- enumerations

/** The industries the firm serves (its industry pages), and a way out. */
export const READY_TO_TALK_INDUSTRY_OPTIONS = [
  { value: "agriculture", label: "Agriculture & family farms" },
  { value: "hospitality", label: "Hospitality & retail" },
  { value: "manufacturing", label: "Manufacturing & distribution" },
  { value: "medical", label: "Medical & healthcare practices" },
  { value: "professional-services", label: "Professional services" },
  { value: "hoa", label: "Homeowners associations" },
  { value: "other", label: "Another industry" },
] as const;
export type ReadyToTalkIndustry = (typeof READY_TO_TALK_INDUSTRY_OPTIONS)[number]["value"];

/** What the owner wants from the call: one goal per service track. */
export const READY_TO_TALK_GOAL_OPTIONS = [
  { value: "time", label: "Get my time back: a business that runs without me" },
  { value: "profit", label: "Lift margins with better pricing and offers" },
  { value: "operations", label: "Fix operations, stock and cash flow" },
  { value: "systems", label: "Cut admin with smart systems, automation and AI" },
  { value: "exit", label: "Plan succession or the sale of the business" },
] as const;
export type ReadyToTalkGoal = (typeof READY_TO_TALK_GOAL_OPTIONS)[number]["value"];

type Option = { readonly value: string; readonly label: string };
const valuesOf = <T extends readonly Option[]>(options: T) => options.map((o) => o.value) as [T[number]["value"], ...T[number]["value"][]];

// ---------------------------------------------------------------- messages

export const READY_TO_TALK_ERRORS = {
  industry: "Please choose an industry from the list, or leave it empty.",
  emailRequired: "Email is required",
  email: "Please enter a valid email address.",
  goal: "Please choose a goal from the list, or leave it empty.",
  consent: "Please agree to the privacy policy to continue.",
} as const;

// ---------------------------------------------------------------- schema

const choice = (value: unknown) => cleanLine(value, 40);
/** An optional choice: empty (null) or one of `options`' values. */
function OptionalChoiceSchema<T extends readonly Option[]>(options: T, message: string) {
  const values: readonly string[] = valuesOf(options);
  return z.pipe(
    cleaned(choice, z.string().check(z.refine((value: string) => value === "" || values.includes(value), message))),
    z.transform((value: string) => (value === "" ? null : (value as T[number]["value"]))),
  );
}

export const ReadyToTalkSchema = z.object({
  industry: OptionalChoiceSchema(READY_TO_TALK_INDUSTRY_OPTIONS, READY_TO_TALK_ERRORS.industry),
  email: RequiredEmailSchema({ required: READY_TO_TALK_ERRORS.emailRequired, invalid: READY_TO_TALK_ERRORS.email }),
  goal: OptionalChoiceSchema(READY_TO_TALK_GOAL_OPTIONS, READY_TO_TALK_ERRORS.goal),
  consent: CheckedSchema(READY_TO_TALK_ERRORS.consent),
});

export type ReadyToTalkInput = z.output<typeof ReadyToTalkSchema>;

export type ReadyToTalkFormValues = { industry: string; email: string; goal: string; consent: boolean };

export const EMPTY_READY_TO_TALK_VALUES: ReadyToTalkFormValues = { industry: "", email: "", goal: "", consent: false };

const raw = (value: FormDataEntryValue | null, max: number) => (typeof value === "string" ? cutToLength(value, max) : "");

/** The form's values as posted (unvalidated, size-capped): to validate, and to show again. */
export function readReadyToTalkForm(form: FormData): ReadyToTalkFormValues {
  return {
    industry: raw(form.get("industry"), 40),
    email: raw(form.get("email"), EMAIL_MAX + 50),
    goal: raw(form.get("goal"), 40),
    consent: form.get("consent") === "on",
  };
}

/** Field messages (empty when the request passes). */
export function validateReadyToTalk(values: ReadyToTalkFormValues): FieldErrors {
  return issuesToErrors(ReadyToTalkSchema.safeParse(values));
}

