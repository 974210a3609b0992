import { useEffect } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { toast } from "~/components/toasts";
import type { Route } from "./+types/auth";
import { EmailField, FormMessage, PasswordField } from "~/components/forms/field";
import { useHydrated } from "~/components/forms/use-hydrated";
import { AuthCard } from "~/components/layout/auth-card";
import { authPageMeta, noStoreHeaders } from "~/components/layout/auth-page";
import { Button } from "~/components/ui/button";
import { signInPage as copy } from "~/content/site-accounts";
import { callAuthEndpoint, safeRedirectPath } from "~/lib/accounts/auth-actions.server";
import { readGuardedForm } from "~/lib/forms/form-guard.server";
import { SignInSchema, SignUpSchema } from "~/lib/accounts/auth-schemas";
import { parseForm } from "~/lib/forms/parse";
import { type FieldErrors } from "~/lib/forms/form-answers";
import { getSessionUser } from "~/lib/accounts/session.server";
import { redirectWithToast } from "~/lib/pages/toast.server";
import { pageUrl } from "~/lib/runtime/page-url";

export const meta: Route.MetaFunction = authPageMeta({
  title: copy.title,
  description: copy.description,
  path: "/auth",
});

export const headers = noStoreHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  if (await getSessionUser(request)) throw redirect("/");
  const url = pageUrl(request);
  return {
    mode: url.searchParams.get("mode") === "signup" ? ("signup" as const) : ("signin" as const),
    verified: url.searchParams.get("verified") === "1",
    linkError: url.searchParams.has("error"),
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo")),
  };
}

type ActionResult =
  | { intent: "signin" | "signup"; status: "error"; fieldErrors: FieldErrors; formError?: string; email: string }
  | { intent: "signup"; status: "signed-up"; email: string };

export async function action({ request }: Route.ActionArgs) {
  const read = await readGuardedForm(request, { form: "auth" });
  if (!read.ok) {
    return data<ActionResult>(
      { intent: "signin", status: "error", fieldErrors: {}, formError: read.message, email: "" },
      { status: read.status },
    );
  }
  const form = read.form;
  const intent = form.get("intent") === "signup" ? "signup" : "signin";
  const email = String(form.get("email") ?? "");
  const values = Object.fromEntries(form);

  if (intent === "signup") {
    const parsed = parseForm(SignUpSchema, values);
    if (!parsed.ok)
      return data<ActionResult>({ intent, status: "error", fieldErrors: parsed.errors, email }, { status: 400 });
    const result = await callAuthEndpoint(request, "/sign-up/email", {
      email: parsed.data.email,
      password: parsed.data.password,
      name: parsed.data.email.split("@")[0],
      callbackURL: "/auth?verified=1",
    });
    if (!result.ok) {
      return data<ActionResult>(
        { intent, status: "error", fieldErrors: {}, formError: result.message, email },
        { status: result.status },
      );
    }
    return data<ActionResult>({ intent, status: "signed-up", email: parsed.data.email });
  }

  const parsed = parseForm(SignInSchema, values);
  if (!parsed.ok)
    return data<ActionResult>({ intent, status: "error", fieldErrors: parsed.errors, email }, { status: 400 });
  const result = await callAuthEndpoint(request, "/sign-in/email", {
    email: parsed.data.email,
    password: parsed.data.password,
    callbackURL: "/auth?verified=1",
  });
  if (!result.ok) {
    return data<ActionResult>(
      { intent, status: "error", fieldErrors: {}, formError: result.message, email },
      { status: result.status },
    );
  }
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  // Two-factor sign-in on: the password was right, and the code comes next (its cookie names the pending sign-in).
  if ((result.body as { twoFactorRedirect?: boolean } | null)?.twoFactorRedirect) {
    const next = new URLSearchParams({ redirectTo: safeRedirectPath(form.get("redirectTo")) });
    headers.set("Location", `/auth/two-factor?${next}`);
    return new Response(null, { status: 302, headers });
  }
  return redirectWithToast(safeRedirectPath(form.get("redirectTo")), { kind: "success", ...copy.welcome }, { headers });
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, verified, linkError, redirectTo } = loaderData;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction?.startsWith("/auth") === true;
  const result = actionData?.intent === mode ? actionData : undefined;
  const errors = result?.status === "error" ? result.fieldErrors : {};
  const signUp = mode === "signup";
  // With JavaScript the answer is a toast; without it, a message above the form (never both).
  const hydrated = useHydrated();

  useEffect(() => {
    if (!actionData) return;
    if (actionData.status === "signed-up") toast.success(copy.signedUp);
    else if (actionData.formError) toast.error(actionData.formError);
  }, [actionData]);

  const modeCopy = signUp ? copy.signUp : copy.signIn;
  const switchCopy = signUp ? copy.switchToSignIn : copy.switchToSignUp;

  return (
    <AuthCard title={modeCopy.heading} subtitle={modeCopy.subtitle}>
      <div className="grid gap-4">
        {verified ? <FormMessage kind="success">{copy.verified}</FormMessage> : null}
        {linkError ? <FormMessage kind="error">{copy.linkError}</FormMessage> : null}
        {!hydrated && result?.status === "signed-up" ? <FormMessage kind="success">{copy.signedUp}</FormMessage> : null}
        {!hydrated && result?.status === "error" && result.formError ? (
          <FormMessage kind="error">{result.formError}</FormMessage>
        ) : null}
      </div>

      <Form
        method="post"
        noValidate
        className="mt-6 grid gap-5"
        key={mode}
        onSubmit={(event) => {
          if (!signUp) return;
          const form = new FormData(event.currentTarget);
          if (form.get("password") !== form.get("confirmPassword")) {
            event.preventDefault();
            toast.error(copy.passwordsDiffer);
          }
        }}
      >
        <input type="hidden" name="intent" value={mode} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <EmailField label={copy.fields.email} name="email" defaultValue={result?.email ?? ""} error={errors.email} />
        <PasswordField
          label={copy.fields.password}
          name="password"
          autoComplete={signUp ? "new-password" : "current-password"}
          required
          minLength={signUp ? 12 : undefined}
          hint={signUp ? copy.fields.passwordHint : undefined}
          error={errors.password}
        />
        {signUp ? (
          <PasswordField
            label={copy.fields.confirmPassword}
            name="confirmPassword"
            autoComplete="new-password"
            required
            error={errors.confirmPassword}
          />
        ) : (
          <p className="-mt-2 text-right text-sm">
            <Link to="/auth/forgot-password" className="font-medium text-brand-800 underline-offset-4 hover:underline">
              {copy.forgotPassword}
            </Link>
          </p>
        )}
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? modeCopy.submitting : modeCopy.submit}
        </Button>
      </Form>

      <Form method="get" className="mt-6 text-center text-sm text-muted">
        {signUp ? null : <input type="hidden" name="mode" value="signup" />}
        {redirectTo !== "/" ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        {switchCopy.prompt}
        <button type="submit" className="font-semibold text-brand-800 underline-offset-4 hover:underline">
          {switchCopy.button}
        </button>
      </Form>
    </AuthCard>
  );
}
