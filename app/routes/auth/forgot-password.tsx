import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { EmailField, FormMessage } from "~/components/forms/field";
import { AuthCard } from "~/components/layout/auth-card";
import { authPageMeta, noStoreHeaders } from "~/components/layout/auth-page";
import { Button } from "~/components/ui/button";
import { callAuthEndpoint } from "~/lib/accounts/auth-actions.server";
import { env } from "~/lib/runtime/env.server";
import { readGuardedForm } from "~/lib/forms/form-guard.server";
import { ForgotPasswordSchema } from "~/lib/accounts/auth-schemas";
import { parseForm } from "~/lib/forms/parse";

export const meta: Route.MetaFunction = authPageMeta({
  title: "Reset your password",
  description: "Request a link to choose a new password.",
  path: "/auth/forgot-password",
});

export const headers = noStoreHeaders;

export async function action({ request }: Route.ActionArgs) {
  const read = await readGuardedForm(request, { form: "forgot-password" });
  if (!read.ok) return data<ActionResult>({ sent: false, formError: read.message }, { status: read.status });
  const parsed = parseForm(ForgotPasswordSchema, Object.fromEntries(read.form));
  if (!parsed.ok) return data<ActionResult>({ sent: false, emailError: parsed.errors.email ?? "Email is required" }, { status: 400 });
  const result = await callAuthEndpoint(request, "/request-password-reset", {
    email: parsed.data.email,
    redirectTo: `${env().publicUrl}/auth/reset-password`,
  });
  if (!result.ok && result.status === 429) return data<ActionResult>({ sent: false, formError: result.message }, { status: 429 });
  // The same answer whether or not an account exists.
  return data<ActionResult>({ sent: true });
}

type ActionResult = { sent: boolean; emailError?: string; formError?: string };

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  return (
    <AuthCard title="Reset your password" subtitle="Enter your email and we'll send you a link to choose a new password.">
      {actionData?.sent ? (
        <FormMessage kind="success">
          If an account exists for that email, we've sent a link to reset your password. It is valid for one hour.
        </FormMessage>
      ) : (
        <Form method="post" noValidate className="grid gap-5">
          {actionData?.formError ? <FormMessage kind="error">{actionData.formError}</FormMessage> : null}
          <EmailField
            label="Email"
            name="email"
            error={actionData?.emailError}
          />
          <Button type="submit" size="lg" disabled={submitting}>
            {submitting ? "Sending…" : "Send reset link"}
          </Button>
        </Form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/auth" className="font-semibold text-brand-800 underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
