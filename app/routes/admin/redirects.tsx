import { useEffect, useRef, useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/redirects";
import { AdminList, type DataColumn } from "~/components/admin/admin-list";
import { BackLink } from "~/components/admin/back-link";
import { ConfirmStep } from "~/components/admin/confirm-step";
import { DateTime } from "~/components/admin/date-time";
import { ForRow, ListRow, RowActions } from "~/components/admin/list-row";
import { StatusBadge } from "~/components/admin/status-badge";
import { Field, FormMessage } from "~/components/forms/field";
import { Trash2 } from "~/components/icons/trash-2";
import { Button, buttonClasses } from "~/components/ui/button";
import { REDIRECT_SOURCE_LABELS, redirectsCopy as copy } from "~/content/admin-pages";
import { isRowId } from "~/db/row-id";
import { requireStaff } from "~/lib/accounts/session.server";
import { formText, readAdminForm } from "~/lib/forms/admin-form.server";
import type { FieldErrors } from "~/lib/forms/form-answers";
import { staticPageMeta } from "~/lib/pages/meta";
import { redirectWithToast } from "~/lib/pages/toast.server";
import { logger } from "~/lib/runtime/logger.server";
import { pageUrl } from "~/lib/runtime/page-url";
import { requestOf } from "~/lib/runtime/request-context";
import { deleteRedirect, getRedirect, listRedirects, saveRedirect } from "~/lib/site-pages/redirects.server";

export const meta: Route.MetaFunction = staticPageMeta({
  title: copy.title,
  description: copy.description,
  path: "/admin/redirects",
  noIndex: true,
});

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "redirects");
  const editing = pageUrl(request).searchParams.get("edit");
  try {
    const rows = await listRedirects();
    return {
      redirects: rows.map((row) => ({
        id: row.id,
        fromPath: row.fromPath,
        toPath: row.toPath,
        source: row.source,
        updatedAt: row.updatedAt,
      })),
      editing: editing && rows.some((row) => row.id === editing) ? editing : null,
      loadError: null,
    };
  } catch (error) {
    logger.error({ err: error }, "could not list the redirects");
    return data({ redirects: [], editing: null, loadError: copy.loadFailed }, { status: 503 });
  }
}

type Values = { fromPath: string; kind: "redirect" | "gone"; toPath: string };
type ActionResult =
  | { kind: "form"; id: string | null; values: Values; errors: FieldErrors; message: string | null }
  | { kind: "confirm-remove"; id: string; fromPath: string }
  | { kind: "error"; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "redirects");
  const read = await readAdminForm(request);
  if (!read.ok) return data<ActionResult>({ kind: "error", message: read.message }, { status: read.status });
  const form = read.form;
  const intent = formText(form, "intent");
  const id = formText(form, "id");
  const by = { id: staff.id, ip: requestOf(context).clientIp };
  try {
    if (intent === "remove") {
      if (!isRowId(id)) return data<ActionResult>({ kind: "error", message: copy.notUnderstood }, { status: 400 });
      if (formText(form, "confirm") !== "yes") {
        const row = await getRedirect(id);
        if (!row) return data<ActionResult>({ kind: "error", message: copy.gone }, { status: 404 });
        return data<ActionResult>({ kind: "confirm-remove", id, fromPath: row.fromPath });
      }
      if (!(await deleteRedirect(id, by))) {
        return data<ActionResult>({ kind: "error", message: copy.gone }, { status: 404 });
      }
      return redirectWithToast("/admin/redirects", { kind: "success", title: copy.removed });
    }
    if (intent === "add" || intent === "edit") {
      if (intent === "edit" && !isRowId(id)) {
        return data<ActionResult>({ kind: "error", message: copy.notUnderstood }, { status: 400 });
      }
      const values: Values = {
        fromPath: formText(form, "fromPath"),
        kind: formText(form, "kind") === "gone" ? "gone" : "redirect",
        toPath: formText(form, "toPath"),
      };
      const saved = await saveRedirect(
        { fromPath: values.fromPath, toPath: values.kind === "gone" ? null : values.toPath },
        { id: intent === "edit" ? id : undefined, by },
      );
      if (!saved.ok) {
        return data<ActionResult>(
          {
            kind: "form",
            id: intent === "edit" ? id : null,
            values,
            errors: saved.field ? { [saved.field]: saved.message } : {},
            message: saved.field ? copy.fieldsToCorrect : saved.message,
          },
          { status: saved.field ? 400 : 404 },
        );
      }
      return redirectWithToast("/admin/redirects", {
        kind: "success",
        title: intent === "add" ? copy.added : copy.saved,
      });
    }
  } catch (error) {
    logger.error({ err: error, intent }, "could not change a redirect");
    return data<ActionResult>({ kind: "error", message: copy.failed }, { status: 503 });
  }
  return data<ActionResult>({ kind: "error", message: copy.notUnderstood }, { status: 400 });
}

/** The fields of a redirect: its old address, whether readers go on or it is gone, and where they go. */
function RedirectFields({ values, errors }: { values: Values; errors: FieldErrors }) {
  const [kind, setKind] = useState(values.kind);
  return (
    <>
      <Field
        label={copy.fields.from.label}
        name="fromPath"
        required
        autoCapitalize="none"
        spellCheck={false}
        defaultValue={values.fromPath}
        hint={copy.fields.from.hint}
        error={errors.fromPath}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-ink">{copy.fields.kind.legend}</legend>
        {(["redirect", "gone"] as const).map((option) => (
          <label key={option} className="flex items-center gap-3 text-sm">
            <input
              type="radio"
              name="kind"
              value={option}
              checked={kind === option}
              onChange={() => setKind(option)}
              className="h-5 w-5 accent-brand-800"
            />
            {copy.fields.kind[option]}
          </label>
        ))}
      </fieldset>
      <Field
        label={copy.fields.to.label}
        name="toPath"
        autoCapitalize="none"
        spellCheck={false}
        defaultValue={values.toPath}
        hint={copy.fields.to.hint}
        error={errors.toPath}
        disabled={kind === "gone"}
      />
    </>
  );
}

const COLUMNS: DataColumn[] = [
  copy.columns.from,
  copy.columns.to,
  copy.columns.source,
  copy.columns.lastChange,
  { label: copy.columns.actions, hidden: true },
];

type RedirectItem = Route.ComponentProps["loaderData"]["redirects"][number];

export default function Redirects({ loaderData, actionData }: Route.ComponentProps) {
  const { redirects, editing, loadError } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const formResult = actionData?.kind === "form" ? actionData : undefined;
  const addResult = formResult && formResult.id === null ? formResult : undefined;
  const editId = formResult?.id ?? editing;
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (actionData && "message" in actionData && actionData.message) message.current?.focus();
  }, [actionData]);

  if (actionData?.kind === "confirm-remove") {
    return (
      <ConfirmStep
        heading={copy.confirmRemoveTitle(actionData.fromPath)}
        body={copy.confirmRemoveBody(actionData.fromPath)}
        fields={{ intent: "remove", id: actionData.id }}
        confirm={copy.confirmRemoveButton}
        icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}
        cancel={copy.cancel}
        cancelTo="/admin/redirects"
        busy={busy}
      />
    );
  }

  const topMessage = actionData?.kind === "error" ? actionData.message : addResult?.message ? addResult.message : null;
  const editRow = editId ? redirects.find((row) => row.id === editId) : undefined;

  const target = (row: RedirectItem) =>
    row.toPath === null ? <StatusBadge tone="muted">{copy.goneLabel}</StatusBadge> : <span>{row.toPath}</span>;
  const actions = (row: RedirectItem) => (
    <>
      <Link to={`/admin/redirects?edit=${row.id}#edit-heading`} className={buttonClasses("outline", "sm")}>
        {copy.edit}
        <ForRow>{row.fromPath}</ForRow>
      </Link>
      <Form method="post">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="id" value={row.id} />
        <Button type="submit" variant="ghost" size="sm">
          {copy.remove}
          <ForRow>{row.fromPath}</ForRow>
        </Button>
      </Form>
    </>
  );

  return (
    <div className="mx-auto max-w-6xl">
      <BackLink to="/admin/pages" label={copy.back} />
      <h1 className="mt-3 font-display text-3xl font-semibold text-brand-900">{copy.heading}</h1>
      <p className="mt-2 max-w-3xl text-sm text-muted">{copy.intro}</p>
      {topMessage || loadError ? (
        <div ref={message} tabIndex={-1} className="mt-6">
          <FormMessage kind="error">{topMessage ?? loadError}</FormMessage>
        </div>
      ) : null}

      {editRow ? (
        <section aria-labelledby="edit-heading" className="mt-6 rounded-xl border border-line bg-white p-5 sm:p-6">
          <h2 id="edit-heading" className="text-lg font-semibold text-ink">
            {copy.editHeading(editRow.fromPath)}
          </h2>
          {formResult?.id === editRow.id && formResult.message ? (
            <div className="mt-3">
              <FormMessage kind="error">{formResult.message}</FormMessage>
            </div>
          ) : null}
          <Form
            method="post"
            noValidate
            className="mt-4 grid gap-4"
            key={formResult?.id === editRow.id ? JSON.stringify(formResult.values) : editRow.id}
          >
            <input type="hidden" name="intent" value="edit" />
            <input type="hidden" name="id" value={editRow.id} />
            <RedirectFields
              values={
                formResult?.id === editRow.id
                  ? formResult.values
                  : {
                      fromPath: editRow.fromPath,
                      kind: editRow.toPath === null ? "gone" : "redirect",
                      toPath: editRow.toPath ?? "",
                    }
              }
              errors={formResult?.id === editRow.id ? formResult.errors : {}}
            />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={busy}>
                {busy ? copy.saving : copy.save}
              </Button>
              <Link to="/admin/redirects" className={buttonClasses("outline")}>
                {copy.cancel}
              </Link>
            </div>
          </Form>
        </section>
      ) : null}

      <section aria-labelledby="add-heading" className="mt-6 rounded-xl border border-line bg-white p-5 sm:p-6">
        <h2 id="add-heading" className="text-lg font-semibold text-ink">
          {copy.add.heading}
        </h2>
        <Form
          method="post"
          noValidate
          className="mt-4 grid gap-4"
          key={addResult ? JSON.stringify(addResult.values) : "fresh"}
        >
          <input type="hidden" name="intent" value="add" />
          <RedirectFields
            values={addResult?.values ?? { fromPath: "", kind: "redirect", toPath: "" }}
            errors={addResult?.errors ?? {}}
          />
          <div>
            <Button type="submit" disabled={busy}>
              {busy && navigation.formData?.get("intent") === "add" ? copy.add.submitting : copy.add.submit}
            </Button>
          </div>
        </Form>
      </section>

      <AdminList
        id="redirects-heading"
        heading={copy.listHeading}
        summary={redirects.length > 0 ? copy.count(redirects.length) : undefined}
        table={{ label: copy.tableLabel, minWidth: "min-w-[56rem]", columns: COLUMNS }}
        narrow={{
          label: copy.tableLabel,
          card: (row) => (
            <li className="grid gap-2 px-5 py-4 text-sm">
              <p className="font-semibold break-all text-ink">{row.fromPath}</p>
              <p className="break-all">→ {target(row)}</p>
              <p className="text-xs text-muted">
                {REDIRECT_SOURCE_LABELS[row.source]} · <DateTime value={row.updatedAt} />
              </p>
              <div className="flex flex-wrap gap-2">{actions(row)}</div>
            </li>
          ),
        }}
        items={redirects}
        itemKey={(row) => row.id}
        row={(row) => (
          <ListRow align="middle">
            <td className="px-5 py-3 font-medium break-all text-ink">{row.fromPath}</td>
            <td className="px-5 py-3 break-all">{target(row)}</td>
            <td className="px-5 py-3 text-muted">{REDIRECT_SOURCE_LABELS[row.source]}</td>
            <td className="px-5 py-3 text-muted">
              <DateTime value={row.updatedAt} />
            </td>
            <RowActions layout="group">{actions(row)}</RowActions>
          </ListRow>
        )}
        empty={loadError ? { failed: copy.loadFailed } : { note: copy.empty }}
      />
    </div>
  );
}
