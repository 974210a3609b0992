import { useEffect } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { ShieldCheck } from "~/components/icons/shield-check";
import { ShieldOff } from "~/components/icons/shield-off";
import { toast } from "~/components/toasts";
import type { Route } from "./+types/security";
import { Field, FormMessage, PasswordField } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { securityPage as copy } from "~/content/admin-security";
import { callAuthEndpoint } from "~/lib/accounts/auth-actions.server";
import { SECOND_FACTOR_ERRORS } from "~/lib/accounts/second-factor.server";
import { requireStaffSession } from "~/lib/accounts/session.server";
import { totpSetup, type TotpSetup } from "~/lib/accounts/two-factor.server";
import { formText, readAdminForm } from "~/lib/forms/admin-form.server";
import { staticPageMeta } from "~/lib/pages/meta";
import { redirectWithToast } from "~/lib/pages/toast.server";
import { logger } from "~/lib/runtime/logger.server";

export const meta: Route.MetaFunction = staticPageMeta({
  title: copy.title,
  description: copy.description,
  path: "/admin/security",
  noIndex: true,
});

/**
 * Whether two-factor sign-in is on, and whether this session must sign in again with the code: an admin session
 * signed in with the password alone on an account that has it on (ADR 040). The page shows nothing else.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { twoFactorOn, locked } = await requireStaffSession(request, "admin");
  return { on: twoFactorOn, signInAgain: locked && twoFactorOn };
}

type Setup = TotpSetup & { backupCodes: string[] };
type ActionResult = {
  step: "start" | "confirm";
  message: string | null;
  fieldErrors: Record<string, string>;
  setup: Setup | null;
};

const CODE = /^\d{6}$/;

export async function action({ request }: Route.ActionArgs) {
  const { twoFactorOn } = await requireStaffSession(request, "admin");
  const answer = (status: number, fields: Partial<ActionResult>) =>
    data<ActionResult>({ step: "start", message: null, fieldErrors: {}, setup: null, ...fields }, { status });
  const read = await readAdminForm(request);
  if (!read.ok) return answer(read.status, { message: read.message });
  const form = read.form;

  if (formText(form, "intent") === "signInAgain") {
    // This session ends; the sign-in page asks for the password and then the code, and comes back here.
    const signedOut = await callAuthEndpoint(request, "/sign-out", {});
    const headers = new Headers();
    if (signedOut.ok) for (const cookie of signedOut.setCookies) headers.append("Set-Cookie", cookie);
    return redirect(`/auth?${new URLSearchParams({ redirectTo: "/admin/security" })}`, { headers });
  }
  // Once it is on, it is set up again only after an admin's reset: never over the existing factor.
  if (twoFactorOn) return answer(409, { message: copy.alreadyOn });

  if (formText(form, "intent") === "start") {
    const password = formText(form, "password");
    if (!password) return answer(400, { fieldErrors: { password: copy.wrongPassword } });
    const enabled = await callAuthEndpoint(request, "/two-factor/enable", { password });
    if (!enabled.ok) {
      const wrong = enabled.code === "INVALID_PASSWORD";
      return answer(
        wrong ? 400 : enabled.status,
        wrong ? { fieldErrors: { password: copy.wrongPassword } } : { message: enabled.message },
      );
    }
    const body = enabled.body as { totpURI?: string; backupCodes?: string[] };
    const setup = body.totpURI ? await totpSetup(body.totpURI) : null;
    if (!setup) {
      logger.error("two-factor enable answered without a TOTP URI");
      return answer(503, { message: copy.failed });
    }
    return answer(200, { step: "confirm", setup: { ...setup, backupCodes: body.backupCodes ?? [] } });
  }

  if (formText(form, "intent") === "confirm") {
    // The page's own fields carry what it showed, so a mistyped code shows the same QR code and backup codes again.
    const setup = await totpSetup(formText(form, "uri"));
    const shown: Setup | null = setup
      ? { ...setup, backupCodes: formText(form, "backupCodes").split(/\s+/).filter(Boolean) }
      : null;
    if (!shown) return answer(400, { message: copy.failed });
    const code = formText(form, "code").replace(/\s+/g, "");
    if (!CODE.test(code)) return answer(400, { step: "confirm", setup: shown, fieldErrors: { code: copy.codeFormat } });
    const verified = await callAuthEndpoint(request, "/two-factor/verify-totp", { code });
    if (!verified.ok) {
      const wrong = verified.code === "INVALID_CODE" || verified.code === SECOND_FACTOR_ERRORS.codeUsed.code;
      const fieldError = verified.code === "INVALID_CODE" ? copy.wrongCode : copy.codeUsed;
      return answer(wrong ? 400 : verified.status, {
        step: "confirm",
        setup: shown,
        ...(wrong ? { fieldErrors: { code: fieldError } } : { message: verified.message }),
      });
    }
    // Better Auth starts a new session once the second factor is on (recorded as signed in with it): its cookie
    // replaces the old one, and every other session of the account has ended (ADR 040).
    const headers = new Headers();
    for (const cookie of verified.setCookies) headers.append("Set-Cookie", cookie);
    return redirectWithToast("/admin/security", { kind: "success", ...copy.turnedOn }, { headers });
  }
  return answer(400, { message: copy.failed });
}

export default function Security({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const setup = actionData?.step === "confirm" ? actionData.setup : null;

  useEffect(() => {
    if (actionData?.message) toast.error(copy.errorTitle, { description: actionData.message });
  }, [actionData]);

  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="font-display text-3xl font-semibold text-brand-900">{copy.heading}</h1>
      <p className="mt-2 text-sm text-muted">{copy.intro}</p>

      <section
        aria-labelledby="status-heading"
        className="mt-8 flex items-start gap-4 rounded-xl border border-line bg-white p-5 sm:p-6"
      >
        {loaderData.on ? (
          <ShieldCheck aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" />
        ) : (
          <ShieldOff aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-muted" />
        )}
        <div>
          <h2 id="status-heading" className="text-lg font-semibold text-ink">
            {copy.title}: {loaderData.on ? copy.on.badge : copy.off.badge}
          </h2>
          <p className="mt-1 text-sm text-ink">{loaderData.on ? copy.on.body : copy.off.body}</p>
        </div>
      </section>

      {actionData?.message ? (
        <div className="mt-6">
          <FormMessage kind="error">{actionData.message}</FormMessage>
        </div>
      ) : null}

      {loaderData.signInAgain ? (
        <section aria-labelledby="again-heading" className="mt-8 rounded-xl border border-line bg-white p-5 sm:p-6">
          <h2 id="again-heading" className="text-lg font-semibold text-ink">
            {copy.signInAgain.heading}
          </h2>
          <p className="mt-1 text-sm text-ink">{copy.signInAgain.body}</p>
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="signInAgain" />
            <Button type="submit" disabled={busy}>
              {copy.signInAgain.submit}
            </Button>
          </Form>
        </section>
      ) : loaderData.on ? null : setup ? (
        <section aria-labelledby="setup-heading" className="mt-8 rounded-xl border border-line bg-white p-5 sm:p-6">
          <h2 id="setup-heading" className="text-lg font-semibold text-ink">
            {copy.setup.heading}
          </h2>
          <div className="mt-4 grid gap-6 sm:grid-cols-[12rem_minmax(0,1fr)]">
            <div
              role="img"
              aria-label={copy.setup.qrLabel}
              className="w-48 bg-white"
              dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
            />
            <div>
              <p className="text-sm text-ink">{copy.setup.manual}</p>
              <p
                className="mt-2 break-all rounded-md bg-sand px-3 py-2 font-mono text-sm text-ink"
                data-testid="totp-key"
              >
                {setup.key}
              </p>
            </div>
          </div>
          <h3 className="mt-6 text-base font-semibold text-ink">{copy.setup.backupHeading}</h3>
          <p className="mt-1 text-sm text-muted">{copy.setup.backupBody}</p>
          <ul
            aria-label={copy.setup.backupHeading}
            className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5"
          >
            {setup.backupCodes.map((code) => (
              <li key={code} className="rounded-md bg-sand px-2 py-1 text-center">
                {code}
              </li>
            ))}
          </ul>
          <Form method="post" noValidate className="mt-6 flex flex-wrap items-start gap-3">
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="uri" value={setup.uri} />
            <input type="hidden" name="backupCodes" value={setup.backupCodes.join(" ")} />
            <Field
              label={copy.setup.code}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              maxLength={7}
              error={actionData?.fieldErrors.code}
              className="min-w-0 basis-56"
            />
            <Button type="submit" className="sm:mt-7" disabled={busy}>
              {busy ? copy.setup.submitting : copy.setup.submit}
            </Button>
          </Form>
        </section>
      ) : (
        <section aria-labelledby="start-heading" className="mt-8 rounded-xl border border-line bg-white p-5 sm:p-6">
          <h2 id="start-heading" className="text-lg font-semibold text-ink">
            {copy.start.heading}
          </h2>
          <Form method="post" noValidate className="mt-4 flex flex-wrap items-start gap-3">
            <input type="hidden" name="intent" value="start" />
            <PasswordField
              label={copy.start.password}
              name="password"
              autoComplete="current-password"
              required
              error={actionData?.fieldErrors.password}
              className="min-w-0 basis-72"
            />
            <Button type="submit" className="sm:mt-7" disabled={busy}>
              {busy ? copy.start.submitting : copy.start.submit}
            </Button>
          </Form>
        </section>
      )}
    </div>
  );
}
