import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { FormMessage, PasswordField } from "~/components/forms/field";
import { AuthCard } from "~/components/layout/auth-card";
import { authPageMeta, noStoreHeaders } from "~/components/layout/auth-page";
import { Button } from "~/components/ui/button";
import { resetPasswordPage as copy } from "~/content/site-accounts";
import { callAuthEndpoint } from "~/lib/accounts/auth-actions.server";
import { readGuardedForm } from "~/lib/forms/form-guard.server";
import { ResetPasswordSchema } from "~/lib/accounts/auth-schemas";
import { parseForm } from "~/lib/forms/parse";
import { type FieldErrors } from "~/lib/forms/form-answers";
import { redirectWithToast } from "~/lib/pages/toast.server";
import { pageUrl } from "~/lib/runtime/page-url";

export const meta: Route.MetaFunction = authPageMeta({
  title: copy.title,
  description: copy.description,
  path: "/auth/reset-password",
});

export function headers() {
  return { ...noStoreHeaders(), "Referrer-Policy": "no-referrer" };
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = pageUrl(request);
  return { token: url.searchParams.get("token") ?? "", linkError: url.searchParams.has("error") };
}

export async function action({ request }: Route.ActionArgs) {
  const read = await readGuardedForm(request, { form: "reset-password" });
  if (!read.ok) return data({ fieldErrors: {} as FieldErrors, formError: read.message }, { status: read.status });
  const parsed = parseForm(ResetPasswordSchema, Object.fromEntries(read.form));
  if (!parsed.ok)
    return data({ fieldErrors: parsed.errors as FieldErrors, formError: parsed.errors.token }, { status: 400 });
  const result = await callAuthEndpoint(request, "/reset-password", {
    newPassword: parsed.data.password,
    token: parsed.data.token,
  });
  if (!result.ok) return data({ fieldErrors: {} as FieldErrors, formError: result.message }, { status: result.status });
  // The browser that reset the password is remembered for the account (sign-in-throttle.server.ts).
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  return redirectWithToast("/auth", { kind: "success", ...copy.updated }, { headers });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const { token, linkError } = loaderData;
  if (!token || linkError) {
    return (
      <AuthCard title={copy.title}>
        <FormMessage kind="error">{copy.invalidLink}</FormMessage>
        <p className="mt-6 text-center text-sm">
          <Link to="/auth/forgot-password" className="font-semibold text-brand-800 underline-offset-4 hover:underline">
            {copy.requestNewLink}
          </Link>
        </p>
      </AuthCard>
    );
  }
  const errors = actionData?.fieldErrors ?? {};
  return (
    <AuthCard title={copy.title} subtitle={copy.subtitle}>
      <Form method="post" noValidate className="grid gap-5">
        {actionData?.formError ? <FormMessage kind="error">{actionData.formError}</FormMessage> : null}
        <input type="hidden" name="token" value={token} />
        <PasswordField
          label={copy.fields.password}
          name="password"
          autoComplete="new-password"
          required
          minLength={12}
          error={errors.password}
        />
        <PasswordField
          label={copy.fields.confirmPassword}
          name="confirmPassword"
          autoComplete="new-password"
          required
          error={errors.confirmPassword}
        />
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? copy.submitting : copy.submit}
        </Button>
      </Form>
    </AuthCard>
  );
}
