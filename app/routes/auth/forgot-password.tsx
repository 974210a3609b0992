import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { EmailField, FormMessage } from "~/components/forms/field";
import { AuthCard } from "~/components/layout/auth-card";
import { authPageMeta, noStoreHeaders } from "~/components/layout/auth-page";
import { Button } from "~/components/ui/button";
import { forgotPasswordPage as copy } from "~/content/site-accounts";
import { callAuthEndpoint } from "~/lib/accounts/auth-actions.server";
import { env } from "~/lib/runtime/env.server";
import { readGuardedForm } from "~/lib/forms/form-guard.server";
import { ForgotPasswordSchema } from "~/lib/accounts/auth-schemas";
import { parseForm } from "~/lib/forms/parse";

export const meta: Route.MetaFunction = authPageMeta({
  title: copy.title,
  description: copy.description,
  path: "/auth/forgot-password",
});

export const headers = noStoreHeaders;

export async function action({ request }: Route.ActionArgs) {
  const read = await readGuardedForm(request, { form: "forgot-password" });
  if (!read.ok) return data<ActionResult>({ sent: false, formError: read.message }, { status: read.status });
  const parsed = parseForm(ForgotPasswordSchema, Object.fromEntries(read.form));
  if (!parsed.ok)
    return data<ActionResult>({ sent: false, emailError: parsed.errors.email ?? copy.emailRequired }, { status: 400 });
  const result = await callAuthEndpoint(request, "/request-password-reset", {
    email: parsed.data.email,
    redirectTo: `${env().publicUrl}/auth/reset-password`,
  });
  if (!result.ok && result.status === 429)
    return data<ActionResult>({ sent: false, formError: result.message }, { status: 429 });
  // The same answer whether or not an account exists.
  return data<ActionResult>({ sent: true });
}

type ActionResult = { sent: boolean; emailError?: string; formError?: string };

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  return (
    <AuthCard title={copy.title} subtitle={copy.subtitle}>
      {actionData?.sent ? (
        <FormMessage kind="success">{copy.sent}</FormMessage>
      ) : (
        <Form method="post" noValidate className="grid gap-5">
          {actionData?.formError ? <FormMessage kind="error">{actionData.formError}</FormMessage> : null}
          <EmailField label={copy.fields.email} name="email" error={actionData?.emailError} />
          <Button type="submit" size="lg" disabled={submitting}>
            {submitting ? copy.submitting : copy.submit}
          </Button>
        </Form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/auth" className="font-semibold text-brand-800 underline-offset-4 hover:underline">
          {copy.back}
        </Link>
      </p>
    </AuthCard>
  );
}
