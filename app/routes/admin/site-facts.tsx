/**
 * Site facts (ADR 061): the firm's contact details, hours, fee range and spots left, edited once for every page.
 * A save names the version it edited: one over a newer save is refused with the typed text kept and the difference
 * shown; a saved change drops every cached page.
 */
import { useEffect, useState } from "react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/site-facts";
import { SaveConflictPanel } from "~/components/admin/save-conflict";
import { SettingsIntro } from "~/components/admin/settings-intro";
import { UnsavedChangesPrompt } from "~/components/admin/unsaved-changes";
import { EmailField, Field, FormMessage } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import {
  settingsConflict,
  settingsUnsaved,
  siteFactLabels,
  siteFactsPage as copy,
} from "~/content/admin-site-settings";
import { requireStaff } from "~/lib/accounts/session.server";
import { formText, readAdminForm } from "~/lib/forms/admin-form.server";
import type { FieldErrors } from "~/lib/forms/form-answers";
import { parseForm } from "~/lib/forms/parse";
import { staticPageMeta } from "~/lib/pages/meta";
import { requestOf } from "~/lib/runtime/request-context";
import { saveSettingFromForm } from "~/lib/site-settings/setting-form.server";
import { FACT_LIMITS, factsToForm, FactsFormSchema, type FactsForm } from "~/lib/site-settings/facts";
import { settingForEditing, type SettingConflict } from "~/lib/site-settings/site-settings.server";
import { FACT_TOKENS } from "~/lib/site-settings/tokens";

export const meta: Route.MetaFunction = staticPageMeta({
  title: copy.title,
  description: copy.description,
  path: "/admin/site-facts",
  noIndex: true,
});

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "pages");
  const facts = await settingForEditing("facts");
  return {
    values: factsToForm(facts.value),
    version: facts.version,
    savedBy: facts.savedBy,
    savedAt: facts.savedAt?.toISOString() ?? null,
  };
}

type ActionResult = {
  values: FactsForm;
  fieldErrors: FieldErrors;
  message: string | null;
  conflict: SettingConflict | null;
};

const FIELDS = ["email", "phone", "whatsapp", "address", "hours", "feeRange", "spotsLeft"] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "pages");
  const read = await readAdminForm(request);
  const empty = Object.fromEntries(FIELDS.map((field) => [field, ""])) as FactsForm;
  if (!read.ok) {
    return data<ActionResult>(
      { values: empty, fieldErrors: {}, message: read.message, conflict: null },
      { status: read.status },
    );
  }
  const values = Object.fromEntries(FIELDS.map((field) => [field, formText(read.form, field)])) as FactsForm;
  const answer = (status: number, fields: Partial<ActionResult>) =>
    data<ActionResult>({ values, fieldErrors: {}, message: null, conflict: null, ...fields }, { status });
  const parsed = parseForm(FactsFormSchema, values);
  if (!parsed.ok) return answer(400, { fieldErrors: parsed.errors });
  return saveSettingFromForm("facts", parsed.data, {
    form: read.form,
    by: { id: staff.id, name: staff.name },
    ip: requestOf(context).clientIp,
    lines: factsToForm,
    to: "/admin/site-facts",
    words: copy,
    answer,
  });
}

export default function SiteFacts({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const [dirty, setDirty] = useState(false);
  // A refused save leaves the typed text unsaved in the form: leaving still asks.
  useEffect(() => {
    if (actionData) setDirty(true);
  }, [actionData]);
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.fieldErrors ?? {};
  const errorCount = Object.keys(errors).length;
  const conflict = actionData?.conflict ?? null;
  // After a refused save the form carries the newer version: saving again replaces it, deliberately.
  const version = conflict?.version ?? loaderData.version;
  const field = (name: keyof FactsForm) => ({
    name,
    label: copy.fields[name].label,
    hint: copy.fields[name].hint,
    defaultValue: values[name],
    error: errors[name],
  });

  return (
    <div className="mx-auto max-w-3xl">
      <SettingsIntro words={copy} savedAt={loaderData.savedAt} savedBy={loaderData.savedBy} />

      <div className="mt-6">
        {conflict ? (
          <SaveConflictPanel
            conflict={conflict}
            reloadTo="/admin/site-facts"
            copy={settingsConflict("facts")}
            fieldLabels={siteFactLabels}
          />
        ) : null}
        {actionData?.message ? <FormMessage kind="error">{actionData.message}</FormMessage> : null}
        {errorCount > 0 ? <FormMessage kind="error">{copy.fieldsToCorrect(errorCount)}</FormMessage> : null}
      </div>

      <Form
        method="post"
        noValidate
        key={`${loaderData.version}:${actionData ? "answered" : "fresh"}`}
        onChange={() => setDirty(true)}
        onSubmit={() => setDirty(false)}
        className="mt-4 grid gap-5 rounded-xl border border-line bg-white p-5 sm:p-6"
      >
        <input type="hidden" name="version" value={version} />
        <EmailField {...field("email")} />
        <Field {...field("phone")} type="tel" autoComplete="off" maxLength={FACT_LIMITS.phone} />
        <Field {...field("whatsapp")} type="tel" autoComplete="off" maxLength={FACT_LIMITS.phone} />
        <Field {...field("address")} maxLength={FACT_LIMITS.address} />
        <Field {...field("hours")} maxLength={FACT_LIMITS.hours} />
        <Field {...field("feeRange")} maxLength={FACT_LIMITS.feeRange} />
        <Field {...field("spotsLeft")} inputMode="numeric" className="max-w-xs" />
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? copy.saving : conflict ? settingsConflict("facts").saveAnyway : copy.save}
          </Button>
        </div>
      </Form>

      <section aria-labelledby="tokens-heading" className="mt-8 rounded-xl border border-line bg-white p-5 sm:p-6">
        <h2 id="tokens-heading" className="text-lg font-semibold text-ink">
          {copy.tokensHeading}
        </h2>
        <p className="mt-1 text-sm text-muted">{copy.tokensIntro}</p>
        <ul className="mt-3 grid gap-1 text-sm">
          {Object.entries(FACT_TOKENS).map(([name, token]) => (
            <li key={name}>
              <code className="rounded bg-sand px-1.5 py-0.5 font-mono text-ink">{`{{${name}}}`}</code>{" "}
              <span className="text-muted">{token.label}</span>
            </li>
          ))}
        </ul>
      </section>
      <UnsavedChangesPrompt dirty={dirty} copy={settingsUnsaved} />
    </div>
  );
}
