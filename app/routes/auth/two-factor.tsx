import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/two-factor";
import { Field, FormMessage } from "~/components/forms/field";
import { AuthCard } from "~/components/layout/auth-card";
import { authPageMeta, noStoreHeaders } from "~/components/layout/auth-page";
import { Button } from "~/components/ui/button";
import { twoFactorPage as copy } from "~/content/admin-security";
import { signInPage } from "~/content/site-accounts";
import { callAuthEndpoint, safeRedirectPath } from "~/lib/accounts/auth-actions.server";
import { SECOND_FACTOR_ERRORS } from "~/lib/accounts/second-factor.server";
import { readGuardedForm } from "~/lib/forms/form-guard.server";
import { redirectWithToast } from "~/lib/pages/toast.server";
import { pageUrl } from "~/lib/runtime/page-url";

export const meta: Route.MetaFunction = authPageMeta({
  title: copy.title,
  description: copy.description,
  path: "/auth/two-factor",
});

export function headers() {
  return noStoreHeaders();
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = pageUrl(request);
  return {
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo")),
    backup: url.searchParams.get("method") === "backup",
  };
}

type ActionResult = { message: string; expired: boolean };

/** The code after the password: from the app (TOTP) or a backup code, checked by Better Auth's twoFactor plugin. */
export async function action({ request }: Route.ActionArgs) {
  const read = await readGuardedForm(request, { form: "two-factor" });
  if (!read.ok) return data<ActionResult>({ message: read.message, expired: false }, { status: read.status });
  const backup = read.form.get("method") === "backup";
  const code = String(read.form.get("code") ?? "").replace(/\s+/g, "");
  if (!code) return data<ActionResult>({ message: copy.codeRequired, expired: false }, { status: 400 });
  const result = await callAuthEndpoint(
    request,
    backup ? "/two-factor/verify-backup-code" : "/two-factor/verify-totp",
    { code },
  );
  if (!result.ok) {
    // No pending sign-in (its cookie expired, or too many wrong codes used it up): start again.
    const expired = result.code === "INVALID_TWO_FACTOR_COOKIE" || result.code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE";
    const wrong = result.code === "INVALID_CODE" || result.code === "INVALID_BACKUP_CODE";
    const used = result.code === SECOND_FACTOR_ERRORS.codeUsed.code;
    const message = expired
      ? copy.expired
      : used
        ? copy.codeUsed
        : wrong
          ? backup
            ? copy.wrongBackupCode
            : copy.wrongCode
          : result.message;
    return data<ActionResult>({ message, expired }, { status: expired ? 401 : wrong || used ? 400 : result.status });
  }
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  return redirectWithToast(
    safeRedirectPath(read.form.get("redirectTo")),
    { kind: "success", ...signInPage.welcome },
    { headers },
  );
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const { redirectTo, backup } = loaderData;
  const other = new URLSearchParams({ redirectTo, ...(backup ? {} : { method: "backup" }) });
  return (
    <AuthCard title={copy.title} subtitle={backup ? copy.backupSubtitle : copy.subtitle}>
      <Form method="post" noValidate className="grid gap-5">
        {actionData?.message ? <FormMessage kind="error">{actionData.message}</FormMessage> : null}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <input type="hidden" name="method" value={backup ? "backup" : "totp"} />
        <Field
          key={backup ? "backup" : "totp"}
          label={backup ? copy.backupCode : copy.code}
          name="code"
          inputMode={backup ? "text" : "numeric"}
          autoComplete="one-time-code"
          autoFocus
          required
          maxLength={32}
        />
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? copy.submitting : copy.submit}
        </Button>
      </Form>
      <p className="mt-6 grid gap-2 text-center text-sm">
        <Link
          to={`/auth/two-factor?${other}`}
          className="font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          {backup ? copy.useApp : copy.useBackup}
        </Link>
        {actionData?.expired ? (
          <Link
            to={`/auth?${new URLSearchParams({ redirectTo })}`}
            className="font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            {copy.startAgain}
          </Link>
        ) : null}
      </p>
    </AuthCard>
  );
}
