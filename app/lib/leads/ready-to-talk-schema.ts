/**
 * The Services page's "Ready to talk" form: email (required), industry and
 * the goal of the call (optional, one of the listed), and consent to be
 * contacted about it. Shared by the browser and the action.
 */
import * as z from "zod/mini";
import type { FieldErrors } from "../forms/form-answers";
import { cutToLength, EMAIL_MAX } from "../forms/text-rules";
import { CheckedSchema, options, OptionalChoiceSchema, RequiredEmailSchema } from "../forms/field-schemas";
import { issuesToErrors } from "../forms/parse";

// ---------------------------------------------------------------- enumerations

/** The industries the firm serves (its industry pages), and a way out. */
export const READY_TO_TALK_INDUSTRY_OPTIONS = options({
  agriculture: "Agriculture & family farms",
  hospitality: "Hospitality & retail",
  manufacturing: "Manufacturing & distribution",
  medical: "Medical & healthcare practices",
  "professional-services": "Professional services",
  hoa: "Homeowners associations",
  other: "Another industry",
});
export type ReadyToTalkIndustry = (typeof READY_TO_TALK_INDUSTRY_OPTIONS)[number]["value"];

/** What the owner wants from the call: one goal per service track. */
export const READY_TO_TALK_GOAL_OPTIONS = options({
  time: "Get my time back: a business that runs without me",
  profit: "Lift margins with better pricing and offers",
  operations: "Fix operations, stock and cash flow",
  systems: "Cut admin with smart systems, automation and AI",
  exit: "Plan succession or the sale of the business",
});
export type ReadyToTalkGoal = (typeof READY_TO_TALK_GOAL_OPTIONS)[number]["value"];

// ---------------------------------------------------------------- messages

export const READY_TO_TALK_ERRORS = {
  industry: "Please choose an industry from the list, or leave it empty.",
  emailRequired: "Email is required",
  email: "Please enter a valid email address.",
  goal: "Please choose a goal from the list, or leave it empty.",
  consent: "Please agree to the privacy policy to continue.",
} as const;

// ---------------------------------------------------------------- schema

export const ReadyToTalkSchema = z.object({
  industry: OptionalChoiceSchema(READY_TO_TALK_INDUSTRY_OPTIONS, READY_TO_TALK_ERRORS.industry),
  email: RequiredEmailSchema({ required: READY_TO_TALK_ERRORS.emailRequired, invalid: READY_TO_TALK_ERRORS.email }),
  goal: OptionalChoiceSchema(READY_TO_TALK_GOAL_OPTIONS, READY_TO_TALK_ERRORS.goal),
  consent: CheckedSchema(READY_TO_TALK_ERRORS.consent),
});

export type ReadyToTalkInput = z.output<typeof ReadyToTalkSchema>;

export type ReadyToTalkFormValues = { industry: string; email: string; goal: string; consent: boolean };

export const EMPTY_READY_TO_TALK_VALUES: ReadyToTalkFormValues = { industry: "", email: "", goal: "", consent: false };

const raw = (value: FormDataEntryValue | null, max: number) =>
  typeof value === "string" ? cutToLength(value, max) : "";

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
