/**
 * Form values through a schema: on failure, the first message for each field,
 * keyed by the field's name. parseForm takes a full Zod schema (the admin's and
 * the sign-in forms), parseFields a zod/mini one (the lead forms, which ship
 * their schemas to the browser); both read only the schema's own safeParse, so
 * neither brings a validation library into a page that does not already have one.
 */
import type { z } from "zod";
import type * as zm from "zod/mini";
import type { FieldErrors } from "./form-answers";

/** Parses form values with `schema`; on failure returns the first message for each field. */
export function parseForm<T extends z.ZodType>(
  schema: T,
  values: Record<string, unknown>,
): { ok: true; data: z.output<T> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "form";
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Parses form values with `schema`; on failure, the first message for each field (keyed by its name). */
export function parseFields<T extends zm.ZodMiniType>(
  schema: T,
  values: unknown,
): { ok: true; data: zm.output<T> } | { ok: false; errors: FieldErrors } {
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

/** The first step of a multi-step form that shows one of `errors`' fields (a field no step names counts as the last); 1 without errors. */
export function firstErrorStep(errors: FieldErrors, fieldStep: Record<string, number>, lastStep: number): number {
  const steps = Object.keys(errors).map((field) => fieldStep[field] ?? lastStep);
  return steps.length ? Math.min(...steps) : 1;
}
