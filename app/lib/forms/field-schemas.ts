/**
 * The field rules the lead forms share, in zod/mini (the schemas run in the
 * browser too): a cleaned value, an optional field, a ticked checkbox, a phone
 * number and a required email address.
 */
import * as z from "zod/mini";
import { EMAIL_MAX, EMAIL_PATTERN, PHONE_MAX, PHONE_MIN, PHONE_PATTERN, cleanLine } from "./text-rules";

/** A value cleaned with `clean`, then checked by `schema`. */
export const cleaned = <T extends z.core.$ZodType<unknown, string>>(clean: (value: unknown) => string, schema: T) =>
  z.pipe(z.transform((value: unknown) => clean(value)), schema);
/** "" becomes null (optional fields). */
export const nullIfEmpty = (schema: z.ZodMiniType<string, unknown>) =>
  z.pipe(schema, z.transform((value: string) => (value === "" ? null : value)));


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
