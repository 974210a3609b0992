import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { FormMessage, PasswordField } from "~/components/forms/field";
import { AuthCard } from "~/components/layout/auth-card";
import { authPageMeta, noStoreHeaders } from "~/components/layout/auth-page";
import { Button } from "~/components/ui/button";
import { callAuthEndpoint } from "~/lib/accounts/auth-actions.server";
import { readGuardedForm } from "~/lib/forms/form-guard.server";
import { ResetPasswordSchema } from "~/lib/accounts/auth-schemas";
import { parseForm } from "~/lib/forms/parse";
import { type FieldErrors } from "~/lib/forms/form-answers";
import { redirectWithToast } from "~/lib/pages/toast.server";

export const meta: Route.MetaFunction = authPageMeta({
  title: "Choose a new password",
  description: "Choose a new password for your account.",
  path: "/auth/reset-password",
});

export function headers() {
  return { ...noStoreHeaders(), "Referrer-Policy": "no-referrer" };
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { token: url.searchParams.get("token") ?? "", linkError: url.searchParams.has("error") };
}

export async function action({ request }: Route.ActionArgs) {
  const read = await readGuardedForm(request, { form: "reset-password" });
  if (!read.ok) return data({ fieldErrors: {} as FieldErrors, formError: read.message }, { status: read.status });
  const parsed = parseForm(ResetPasswordSchema, Object.fromEntries(read.form));
  if (!parsed.ok) return data({ fieldErrors: parsed.errors as FieldErrors, formError: parsed.errors.token }, { status: 400 });
  const result = await callAuthEndpoint(request, "/reset-password", {
    newPassword: parsed.data.password,
    token: parsed.data.token,
  });
  if (!result.ok) return data({ fieldErrors: {} as FieldErrors, formError: result.message }, { status: result.status });
  // The browser that reset the password is remembered for the account (sign-in-throttle.server.ts).
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  return redirectWithToast(
    "/auth",
    { kind: "success", title: "Password updated", description: "Sign in with your new password." },
    { headers },
  );
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const { token, linkError } = loaderData;
  if (!token || linkError) {
    return (
      <AuthCard title="Choose a new password">
        <FormMessage kind="error">This reset link is invalid or has expired. Please request a new one.</FormMessage>
        <p className="mt-6 text-center text-sm">
          <Link to="/auth/forgot-password" className="font-semibold text-brand-800 underline-offset-4 hover:underline">
            Request a new link
          </Link>
        </p>
      </AuthCard>
    );
  }
  const errors = actionData?.fieldErrors ?? {};
  return (
    <AuthCard title="Choose a new password" subtitle="Use at least 12 characters. A short sentence is easy to remember and hard to guess.">
      <Form method="post" noValidate className="grid gap-5">
        {actionData?.formError ? <FormMessage kind="error">{actionData.formError}</FormMessage> : null}
        <input type="hidden" name="token" value={token} />
        <PasswordField label="New password" name="password" autoComplete="new-password" required minLength={12} error={errors.password} />
        <PasswordField label="Confirm password" name="confirmPassword" autoComplete="new-password" required error={errors.confirmPassword} />
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? "Saving…" : "Save new password"}
        </Button>
      </Form>
    </AuthCard>
  );
}
