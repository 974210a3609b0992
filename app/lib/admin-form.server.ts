/**
 * The posted form of an admin action, read with the same care as the public
 * forms: refused when it comes from another site (the Origin check) or is
 * larger than the admin's forms can be, and a body that is not a form is bad
 * input (400), never a server error.
 */
import { formGuardMessages } from "~/content/leads";
import { isCrossOrigin } from "./form-guard.server";
import { FormTooLargeError, readFormData } from "./uploads.server";

/** Ample for a note of 2,000 characters, however it is encoded. */
export const ADMIN_FORM_LIMIT = 64 * 1024;

export type AdminForm = { ok: true; form: FormData } | { ok: false; status: 400 | 403 | 413; message: string };

export async function readAdminForm(request: Request, limit = ADMIN_FORM_LIMIT): Promise<AdminForm> {
  if (isCrossOrigin(request)) return { ok: false, status: 403, message: formGuardMessages.crossOrigin };
  try {
    return { ok: true, form: await readFormData(request, limit) };
  } catch (error) {
    if (error instanceof FormTooLargeError) return { ok: false, status: 413, message: formGuardMessages.tooLarge };
    if (error instanceof TypeError) return { ok: false, status: 400, message: formGuardMessages.unsupported };
    throw error;
  }
}

/** A field's text, or "" when it is missing or a file. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
