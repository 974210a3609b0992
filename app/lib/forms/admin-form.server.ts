/**
 * The posted form of an admin action, read as every form is (readGuardedForm):
 * refused when it comes from another site, is larger than the admin's forms
 * can be, or is not a form; bad input is a 4xx answer, never a server error.
 */
import { readGuardedForm, type FormReadFailure, type GuardedForm } from "./form-guard.server";

export function readAdminForm(request: Request): Promise<GuardedForm | FormReadFailure> {
  return readGuardedForm(request, { form: "admin" });
}

/** A field's text, or "" when it is missing or a file. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
