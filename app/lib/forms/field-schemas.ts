/**
 * The field rules the lead forms share, in zod/mini (the schemas run in the
 * browser too): a cleaned value, an optional field, a ticked checkbox, a phone
 * number, a required email address, and choices from a list (the list, its
 * labels, and a required or optional choice).
 */
import * as z from "zod/mini";
import { EMAIL_MAX, EMAIL_PATTERN, PHONE_MAX, PHONE_MIN, PHONE_PATTERN, cleanLine } from "./text-rules";

/** A value cleaned with `clean`, then checked by `schema`. */
export const cleaned = <T extends z.core.$ZodType<unknown, string>>(clean: (value: unknown) => string, schema: T) =>
  z.pipe(
    z.transform((value: unknown) => clean(value)),
    schema,
  );
/** "" becomes null (optional fields). */
export const nullIfEmpty = (schema: z.ZodMiniType<string, unknown>) =>
  z.pipe(
    schema,
    z.transform((value: string) => (value === "" ? null : value)),
  );

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
            (value: string) =>
              value === "" || (value.length >= PHONE_MIN && value.length <= PHONE_MAX && PHONE_PATTERN.test(value)),
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
        .check(
          z.minLength(1, messages.required),
          z.maxLength(EMAIL_MAX, messages.invalid),
          z.regex(EMAIL_PATTERN, messages.invalid),
        ),
    ),
    z.transform((value: string) => value.toLowerCase()),
  );

// ---------------------------------------------------------------- choices from a list

/** One choice of a select, a radio group or a list of checkboxes: the value stored and the label shown. */
export type Option<V extends string = string> = { readonly value: V; readonly label: string };

/** The choices `labels` names, `{ value: label }`, in the order written (no value is a whole number, which would go first). */
export function options<Labels extends Record<string, string>>(
  labels: Labels,
): readonly Option<Extract<keyof Labels, string>>[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label })) as Option<Extract<keyof Labels, string>>[];
}

/** The values of `choices`, as z.enum takes them. */
export const valuesOf = <T extends readonly Option[]>(choices: T) =>
  choices.map((o) => o.value) as [T[number]["value"], ...T[number]["value"][]];

/** The label of `value` among `choices` (the value itself when unknown, "" when there is none). */
export function optionLabel(choices: readonly Option[], value: string | null | undefined): string {
  if (!value) return "";
  return choices.find((o) => o.value === value)?.label ?? value;
}

/** A posted choice, cleaned and cut to 40 characters (every list's values are shorter). */
const cleanChoice = (value: unknown) => cleanLine(value, 40);

/** A required choice: one of `choices`' values, else `message`. */
export const ChoiceSchema = <T extends readonly Option[]>(choices: T, message: string) =>
  cleaned(cleanChoice, z.enum(valuesOf(choices), message));

/** An optional choice: empty (null) or one of `choices`' values, else `message`. */
export function OptionalChoiceSchema<T extends readonly Option[]>(choices: T, message: string) {
  const values: readonly string[] = valuesOf(choices);
  return z.pipe(
    cleaned(
      cleanChoice,
      z.string().check(z.refine((value: string) => value === "" || values.includes(value), message)),
    ),
    z.transform((value: string) => (value === "" ? null : (value as T[number]["value"]))),
  );
}
