import { useEffect, useRef } from "react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/page-new";
import { BackLink } from "~/components/admin/back-link";
import { CheckboxField, SelectField } from "~/components/admin/fields";
import { Field, FormMessage } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { newPageCopy as copy } from "~/content/admin-pages";
import { readAdminForm, formText } from "~/lib/forms/admin-form.server";
import type { FieldErrors } from "~/lib/forms/form-answers";
import { requireStaff } from "~/lib/accounts/session.server";
import { staticPageMeta } from "~/lib/pages/meta";
import { redirectWithToast } from "~/lib/pages/toast.server";
import { logger } from "~/lib/runtime/logger.server";
import { requestOf } from "~/lib/runtime/request-context";
import { createSitePage, pageChoices } from "~/lib/site-pages/page-admin.server";
import { TITLE_MAX } from "~/lib/site-pages/page-limits";

export const meta: Route.MetaFunction = staticPageMeta({
  title: copy.title,
  description: copy.description,
  path: "/admin/pages/new",
  noIndex: true,
});

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "pages");
  return { pages: await pageChoices() };
}

type Values = { title: string; path: string; start: "blank" | "copy"; source: string };
type ActionResult = { values: Values; errors: FieldErrors; message: string | null; redirectFrom: boolean };

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "pages");
  const read = await readAdminForm(request);
  const empty: Values = { title: "", path: "", start: "blank", source: "" };
  if (!read.ok) {
    return data<ActionResult>(
      { values: empty, errors: {}, message: read.message, redirectFrom: false },
      { status: read.status },
    );
  }
  const form = read.form;
  const values: Values = {
    title: formText(form, "title"),
    path: formText(form, "path"),
    start: formText(form, "start") === "copy" ? "copy" : "blank",
    source: formText(form, "source"),
  };
  const answer = (status: number, fields: Partial<ActionResult>) =>
    data<ActionResult>({ values, errors: {}, message: null, redirectFrom: false, ...fields }, { status });
  if (values.start === "copy" && values.source === "") {
    return answer(400, { errors: { source: copy.chooseSource }, message: copy.fieldsToCorrect });
  }
  try {
    const made = await createSitePage(
      {
        title: values.title,
        path: values.path,
        from: values.start === "copy" ? values.source : "blank",
        replaceRedirect: formText(form, "replaceRedirect") === "on",
      },
      { by: { id: staff.id, name: staff.name }, ip: requestOf(context).clientIp },
    );
    if (!made.ok) {
      const field = made.field === "from" ? "source" : made.field;
      return answer(400, {
        errors: { [field]: made.message },
        message: copy.fieldsToCorrect,
        redirectFrom: made.redirectFrom ?? false,
      });
    }
    return redirectWithToast(`/admin/pages/${made.id}`, { kind: "success", title: copy.created });
  } catch (error) {
    logger.error({ err: error }, "could not create a page");
    return answer(503, { message: copy.failed });
  }
}

export default function NewPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const values = actionData?.values ?? { title: "", path: "", start: "blank", source: "" };
  const errors = actionData?.errors ?? {};
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (actionData?.message) message.current?.focus();
  }, [actionData]);
  const key = actionData ? JSON.stringify(actionData.values) : "fresh";
  return (
    <div className="mx-auto max-w-3xl">
      <BackLink to="/admin/pages" label={copy.back} />
      <h1 className="mt-3 font-display text-3xl font-semibold text-brand-900">{copy.heading}</h1>
      <p className="mt-2 text-sm text-muted">{copy.intro}</p>
      {actionData?.message ? (
        <div ref={message} tabIndex={-1} className="mt-6">
          <FormMessage kind="error">{actionData.message}</FormMessage>
        </div>
      ) : null}
      <Form method="post" noValidate className="mt-6 grid gap-5 rounded-xl border border-line bg-white p-5 sm:p-6">
        <Field
          key={`title-${key}`}
          label={copy.fields.title.label}
          name="title"
          required
          maxLength={TITLE_MAX}
          defaultValue={values.title}
          hint={copy.fields.title.hint}
          error={errors.title}
        />
        <Field
          key={`path-${key}`}
          label={copy.fields.path.label}
          name="path"
          required
          autoCapitalize="none"
          spellCheck={false}
          placeholder="/campaigns/spring-audit"
          defaultValue={values.path}
          hint={copy.fields.path.hint}
          error={errors.path}
        />
        {actionData?.redirectFrom ? (
          <CheckboxField
            label={copy.fields.replaceRedirect.label}
            name="replaceRedirect"
            hint={copy.fields.replaceRedirect.hint}
          />
        ) : null}
        <fieldset key={`from-${key}`} className="grid gap-3">
          <legend className="mb-1 text-sm font-medium text-ink">{copy.fields.from.legend}</legend>
          <label className="flex items-start gap-3 text-sm">
            <input
              type="radio"
              name="start"
              value="blank"
              defaultChecked={values.start === "blank"}
              className="mt-0.5 h-5 w-5 accent-brand-800"
            />
            <span>
              <span className="font-medium text-ink">{copy.fields.from.blank}</span>
              <span className="block text-xs text-muted">{copy.fields.from.blankHint}</span>
            </span>
          </label>
          <label className="flex items-start gap-3 text-sm">
            <input
              type="radio"
              name="start"
              value="copy"
              defaultChecked={values.start === "copy"}
              className="mt-0.5 h-5 w-5 accent-brand-800"
            />
            <span>
              <span className="font-medium text-ink">{copy.fields.from.copy}</span>
              <span className="block text-xs text-muted">{copy.fields.from.copyHint}</span>
            </span>
          </label>
          <SelectField
            label={copy.fields.from.choose}
            name="source"
            defaultValue={values.source}
            error={errors.source}
            className="sm:ml-8"
            onChange={(event) => {
              // Choosing a page to copy means starting from it.
              const start = event.currentTarget.form?.querySelector<HTMLInputElement>(
                'input[name="start"][value="copy"]',
              );
              if (start && event.currentTarget.value) start.checked = true;
            }}
            options={[
              { value: "", label: "—" },
              ...loaderData.pages.map((page) => ({ value: page.id, label: `${page.title} (${page.path})` })),
            ]}
          />
        </fieldset>
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? copy.submitting : copy.submit}
          </Button>
        </div>
      </Form>
    </div>
  );
}
