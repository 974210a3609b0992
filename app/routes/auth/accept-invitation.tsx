import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/accept-invitation";
import { Field, FormMessage, PasswordField } from "~/components/forms/field";
import { AuthCard } from "~/components/layout/auth-card";
import { authPageMeta, noStoreHeaders } from "~/components/layout/auth-page";
import { Button } from "~/components/ui/button";
import { acceptInvitationPage as copy, roleLabels } from "~/content/admin-team";
import { callAuthEndpoint } from "~/lib/accounts/auth-actions.server";
import { EmailSchema, NewPasswordSchema } from "~/lib/accounts/auth-schemas";
import { adminHomeOf } from "~/lib/accounts/roles";
import { acceptInvitation, findInvitation } from "~/lib/accounts/team.server";
import { type FieldErrors } from "~/lib/forms/form-answers";
import { readGuardedForm } from "~/lib/forms/form-guard.server";
import { parseForm } from "~/lib/forms/parse";
import { redirectWithToast } from "~/lib/pages/toast.server";
import { requestOf } from "~/lib/runtime/request-context";
import { pageUrl } from "~/lib/runtime/page-url";

export const meta: Route.MetaFunction = authPageMeta({
  title: copy.title,
  description: copy.description,
  path: copy.path,
});

export function headers() {
  // The link's token stays out of every Referer.
  return { ...noStoreHeaders(), "Referrer-Policy": "no-referrer" };
}

export async function loader({ request }: Route.LoaderArgs) {
  const token = pageUrl(request).searchParams.get("token") ?? "";
  const invitation = await findInvitation(token);
  return {
    token,
    invitation: invitation ? { email: invitation.email, role: invitation.role, setup: invitation.setup } : null,
  };
}

const AcceptSchema = z
  .object({
    name: z.string().trim().min(1, copy.nameRequired).max(100),
    password: NewPasswordSchema,
    confirmPassword: z.string({ message: "Please confirm your password" }).min(1, "Please confirm your password"),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });

type ActionResult = { fieldErrors: FieldErrors; formError: string | null; values: { name: string; email: string } };

export async function action({ request, context }: Route.ActionArgs) {
  const answer = (status: number, fields: Partial<ActionResult>) =>
    data<ActionResult>({ fieldErrors: {}, formError: null, values: { name: "", email: "" }, ...fields }, { status });
  const read = await readGuardedForm(request, { form: "accept-invitation" });
  if (!read.ok) return answer(read.status, { formError: read.message });
  const form = Object.fromEntries(read.form) as Record<string, string>;
  const token = typeof form.token === "string" ? form.token : "";
  const values = { name: form.name ?? "", email: form.email ?? "" };
  const invitation = await findInvitation(token);
  if (!invitation) return answer(410, { formError: copy.invalidLink, values });
  const parsed = parseForm(AcceptSchema, form);
  const email = invitation.setup ? EmailSchema.safeParse(values.email) : null;
  if (!parsed.ok || (email && !email.success)) {
    const emailError = email && !email.success ? email.error.issues[0]?.message : undefined;
    return answer(400, {
      fieldErrors: { ...(parsed.ok ? {} : parsed.errors), ...(emailError ? { email: emailError } : {}) },
      values,
    });
  }
  const accepted = await acceptInvitation(
    token,
    { name: parsed.data.name, password: parsed.data.password, email: email?.success ? email.data : undefined },
    { ip: requestOf(context).clientIp },
  );
  if (!accepted) return answer(410, { formError: copy.invalidLink, values });

  // Signed in as any sign-in is: through Better Auth, with its cookie.
  const signedIn = await callAuthEndpoint(request, "/sign-in/email", {
    email: accepted.email,
    password: parsed.data.password,
  });
  if (!signedIn.ok)
    return redirectWithToast("/auth", { kind: "success", title: copy.welcome.title, description: copy.signInFailed });
  const headers = new Headers();
  for (const cookie of signedIn.setCookies) headers.append("Set-Cookie", cookie);
  return redirectWithToast(adminHomeOf(accepted.role), { kind: "success", ...copy.welcome }, { headers });
}

export default function AcceptInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const { token, invitation } = loaderData;
  if (!invitation) {
    return (
      <AuthCard title={copy.title}>
        <FormMessage kind="error">{actionData?.formError ?? copy.invalidLink}</FormMessage>
      </AuthCard>
    );
  }
  const errors = actionData?.fieldErrors ?? {};
  return (
    <AuthCard
      title={copy.title}
      subtitle={invitation.setup ? copy.setupSubtitle : copy.subtitle(roleLabels[invitation.role].withArticle)}
    >
      <Form method="post" noValidate className="grid gap-5">
        {actionData?.formError ? <FormMessage kind="error">{actionData.formError}</FormMessage> : null}
        <input type="hidden" name="token" value={token} />
        {invitation.setup ? (
          <Field
            label={copy.fields.email}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={actionData?.values.email ?? ""}
            error={errors.email}
          />
        ) : (
          <Field
            label={copy.fields.email}
            name="invited-email"
            type="email"
            value={invitation.email}
            readOnly
            autoComplete="username"
          />
        )}
        <Field
          label={copy.fields.name}
          name="name"
          autoComplete="name"
          required
          maxLength={100}
          defaultValue={actionData?.values.name ?? ""}
          error={errors.name}
        />
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
