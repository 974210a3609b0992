import { useEffect, useRef, useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/page-settings";
import { libraryImages } from "~/lib/images/image-library.server";
import { BackLink } from "~/components/admin/back-link";
import { ConfirmStep } from "~/components/admin/confirm-step";
import { SelectField, TextareaField } from "~/components/admin/fields";
import { NotFoundBoundary } from "~/components/admin/not-found-panel";
import { UnsavedChangesPrompt } from "~/components/admin/unsaved-changes";
import { Field, FormMessage } from "~/components/forms/field";
import { ArrowRight } from "~/components/icons/arrow-right";
import { Trash2 } from "~/components/icons/trash-2";
import { Button, buttonClasses } from "~/components/ui/button";
import { pageSettingsCopy as copy } from "~/content/admin-pages";
import { isRowId } from "~/db/row-id";
import { requireStaff } from "~/lib/accounts/session.server";
import { formText, readAdminForm } from "~/lib/forms/admin-form.server";
import type { FieldErrors } from "~/lib/forms/form-answers";
import { formatDateTime } from "~/lib/pages/format";
import { staticPageMeta } from "~/lib/pages/meta";
import { redirectWithToast } from "~/lib/pages/toast.server";
import { logger } from "~/lib/runtime/logger.server";
import { requestOf } from "~/lib/runtime/request-context";
import {
  deleteSitePage,
  getSitePage,
  moveSitePage,
  pageChoices,
  savePageSettings,
} from "~/lib/site-pages/page-admin.server";
import { menuLinksTo, menuLinkWords } from "~/lib/site-settings/menus";
import { siteChrome } from "~/lib/site-settings/site-settings.server";
import { DESCRIPTION_MAX, DESCRIPTION_SHOWN, TITLE_MAX, TITLE_SHOWN } from "~/lib/site-pages/page-limits";
import { readSettingsForm, settingsValuesOf, type SettingsValues } from "~/lib/site-pages/page-settings.server";
import { currentContent } from "~/lib/site-pages/site-pages.server";
import { pathFormProblem, tidyPath } from "~/lib/site-pages/page-paths";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staticPageMeta({
    title: loaderData ? copy.title(loaderData.page.title) : copy.heading,
    description: copy.description,
    path: "/admin/pages",
    noIndex: true,
  })({ matches: [] });

function notFound(): never {
  throw data({ message: copy.notFound }, { status: 404 });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "pages");
  const row = isRowId(params.id) ? await getSitePage(params.id) : null;
  if (!row) notFound();
  const content = currentContent(row);
  const [images, targets] = await Promise.all([libraryImages(), pageChoices({ publishedOnly: true })]);
  return {
    page: { id: row.id, path: row.path, title: content.title, isPublished: row.isPublished, version: row.version },
    values: settingsValuesOf(content),
    images,
    targets: targets.filter((target) => target.id !== row.id),
  };
}

type Conflict = { version: number; savedBy: string | null; savedAt: string };
type ActionResult =
  | { kind: "settings"; values: SettingsValues; errors: FieldErrors; message: string | null; conflict: Conflict | null }
  | { kind: "move"; path: string; error: string | null }
  | { kind: "confirm-move"; from: string; to: string; live: boolean }
  | {
      kind: "confirm-delete";
      title: string;
      path: string;
      live: boolean;
      /** the words of the menus' links to the page, quoted, when they link to it */
      menus: string | null;
      error: string | null;
    }
  | { kind: "error"; message: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "pages");
  const read = await readAdminForm(request);
  if (!read.ok) return data<ActionResult>({ kind: "error", message: read.message }, { status: read.status });
  const form = read.form;
  const row = isRowId(params.id) ? await getSitePage(params.id) : null;
  if (!row) notFound();
  const by = { id: staff.id, name: staff.name };
  const ip = requestOf(context).clientIp;
  const here = `/admin/pages/${row.id}/settings`;
  const intent = formText(form, "intent");
  try {
    if (intent === "settings") {
      const parsed = readSettingsForm(form);
      const version = Number(formText(form, "version"));
      const answer = (status: number, fields: Partial<Extract<ActionResult, { kind: "settings" }>>) =>
        data<ActionResult>(
          { kind: "settings", values: parsed.values, errors: {}, message: null, conflict: null, ...fields },
          { status },
        );
      if (!parsed.ok) return answer(400, { errors: parsed.errors, message: null });
      if (!Number.isInteger(version)) return answer(400, { message: copy.notUnderstood });
      if (parsed.settings.ogImage?.src.startsWith("/images/")) {
        const known = await libraryImages();
        if (!known.some((image) => image.src === parsed.settings.ogImage?.src)) {
          return answer(400, { errors: { ogImageId: copy.search.image.libraryEmpty } });
        }
      }
      const saved = await savePageSettings(row.id, parsed.settings, { expectedVersion: version, by });
      if (!saved) notFound();
      if (!saved.ok) {
        const { conflict } = saved;
        return answer(409, {
          conflict: { version: conflict.version, savedBy: conflict.savedBy, savedAt: conflict.savedAt.toISOString() },
        });
      }
      return redirectWithToast(here, {
        kind: "success",
        title: saved.outcome === "draft" ? copy.search.saved : copy.search.savedLive,
        ...(saved.outcome === "draft" ? { description: copy.search.savedHint } : {}),
      });
    }

    if (intent === "move") {
      const typed = formText(form, "path");
      const to = tidyPath(typed);
      const problem = pathFormProblem(to === "" ? typed : to);
      if (problem) return data<ActionResult>({ kind: "move", path: typed, error: problem }, { status: 400 });
      if (to === row.path)
        return data<ActionResult>({ kind: "move", path: typed, error: copy.address.same }, { status: 400 });
      if (formText(form, "confirm") !== "yes") {
        return data<ActionResult>({ kind: "confirm-move", from: row.path, to, live: row.isPublished });
      }
      const moved = await moveSitePage(row.id, to, { by, ip });
      if (!moved.ok) {
        if (moved.reason === "gone") notFound();
        return data<ActionResult>({ kind: "move", path: typed, error: moved.message }, { status: 400 });
      }
      return redirectWithToast(here, {
        kind: "success",
        title: copy.address.changed,
        description: copy.address.changedHint(moved.from, moved.to, moved.redirected),
      });
    }

    if (intent === "delete") {
      const title = currentContent(row).title;
      const ask = async (status: number, error: string | null) => {
        const linked = row.isPublished ? menuLinksTo((await siteChrome()).menus, row.path) : [];
        const menus = linked.length > 0 ? menuLinkWords(linked) : null;
        return data<ActionResult>(
          { kind: "confirm-delete", title, path: row.path, live: row.isPublished, menus, error },
          { status },
        );
      };
      if (formText(form, "confirm") !== "yes") return await ask(200, null);
      const after =
        formText(form, "after") === "gone"
          ? ({ kind: "gone" } as const)
          : ({ kind: "redirect", toPageId: formText(form, "target") } as const);
      const deleted = await deleteSitePage(row.id, after, { by, ip });
      if (!deleted.ok) {
        if (deleted.reason === "gone") notFound();
        return await ask(400, deleted.message);
      }
      return redirectWithToast("/admin/pages", {
        kind: "success",
        title: copy.delete.deleted,
        description:
          copy.delete.deletedHint(deleted.path, deleted.left, deleted.to, deleted.menusFollowed) || deleted.title,
      });
    }
  } catch (error) {
    if (error instanceof Response || (error && typeof error === "object" && "type" in error)) throw error;
    logger.error({ err: error, intent }, "could not change a page's settings");
    return data<ActionResult>({ kind: "error", message: copy.failed }, { status: 503 });
  }
  return data<ActionResult>({ kind: "error", message: copy.notUnderstood }, { status: 400 });
}

/** The length of a text against what search engines show of it, said politely while typing. */
function LengthCount({ id, used, shown }: { id: string; used: number; shown: number }) {
  const over = used > shown;
  return (
    <p id={id} aria-live="polite" className={`mt-1 text-xs ${over ? "font-medium text-danger" : "text-muted"}`}>
      {over ? copy.search.over(used, shown) : copy.search.count(used, shown)}
    </p>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];

function SettingsForm({
  loaderData,
  result,
}: {
  loaderData: LoaderData;
  result: Extract<ActionResult, { kind: "settings" }> | undefined;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "settings";
  const values = result?.values ?? loaderData.values;
  const errors = result?.errors ?? {};
  const [title, setTitle] = useState(values.title);
  const [description, setDescription] = useState(values.description);
  const [image, setImage] = useState(values.ogImageKind);
  const version = result?.conflict?.version ?? loaderData.page.version;
  const conflictHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    setTitle(values.title);
    setDescription(values.description);
    setImage(values.ogImageKind);
  }, [values]);
  useEffect(() => {
    if (result?.conflict) conflictHeading.current?.focus();
  }, [result]);
  const key = result ? JSON.stringify(result.values) : `v${loaderData.page.version}`;
  const saved = loaderData.values;
  const dirty =
    title !== saved.title ||
    description !== saved.description ||
    image !== saved.ogImageKind ||
    Boolean(result?.conflict);
  return (
    <section aria-labelledby="search-heading" className="rounded-xl border border-line bg-white p-5 sm:p-6">
      <UnsavedChangesPrompt dirty={dirty} />
      <h2 id="search-heading" className="text-lg font-semibold text-ink">
        {copy.search.legend}
      </h2>
      <p className="mt-1 text-sm text-muted">{copy.search.hint}</p>
      {result?.conflict ? (
        <div role="alert" className="mt-4 rounded-xl border border-danger/40 bg-danger/5 p-4">
          <h3 ref={conflictHeading} tabIndex={-1} className="font-semibold text-brand-900">
            {copy.stale.heading}
          </h3>
          <p className="mt-1 text-sm text-ink">
            {copy.stale.body(result.conflict.savedBy ?? copy.stale.someone, formatDateTime(result.conflict.savedAt))}
          </p>
          <p className="mt-3">
            <Link to="." reloadDocument className={buttonClasses("outline", "sm")}>
              {copy.stale.reload}
            </Link>
          </p>
        </div>
      ) : null}
      {result?.message ? (
        <div className="mt-4">
          <FormMessage kind="error">{result.message}</FormMessage>
        </div>
      ) : null}
      <Form method="post" noValidate className="mt-5 grid gap-5" key={key}>
        <input type="hidden" name="intent" value="settings" />
        <input type="hidden" name="version" value={version} />
        <div>
          <Field
            label={copy.search.title.label}
            name="title"
            required
            maxLength={TITLE_MAX}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            hint={copy.search.title.hint}
            error={errors.title}
            aria-describedby="title-count"
          />
          <LengthCount id="title-count" used={title.length} shown={TITLE_SHOWN} />
        </div>
        <div>
          <TextareaField
            label={copy.search.description.label}
            name="description"
            rows={3}
            maxLength={DESCRIPTION_MAX}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            hint={copy.search.description.hint}
            error={errors.description}
            aria-describedby="description-count"
          />
          <LengthCount id="description-count" used={description.length} shown={DESCRIPTION_SHOWN} />
        </div>
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-medium text-ink">{copy.search.image.legend}</legend>
          <p className="text-xs text-muted">{copy.search.image.hint}</p>
          {(["none", "library", "address"] as const).map((kind) => (
            <label key={kind} className="flex items-center gap-3 text-sm">
              <input
                type="radio"
                name="ogImageKind"
                value={kind}
                checked={image === kind}
                onChange={() => setImage(kind)}
                className="h-5 w-5 accent-brand-800"
              />
              {copy.search.image[kind]}
            </label>
          ))}
          <div className="grid gap-4 sm:pl-8">
            {loaderData.images.length === 0 ? (
              <p className="text-sm text-muted">{copy.search.image.libraryEmpty}</p>
            ) : (
              <SelectField
                label={copy.search.image.libraryField}
                name="ogImageId"
                defaultValue={values.ogImageId}
                error={errors.ogImageId}
                onChange={() => setImage("library")}
                options={[
                  { value: "", label: "—" },
                  ...loaderData.images.map((option) => ({ value: option.id, label: option.label })),
                ]}
              />
            )}
            {image === "library" && values.ogImageId ? (
              <img
                src={loaderData.images.find((option) => option.id === values.ogImageId)?.src}
                alt=""
                className="aspect-[1200/630] w-full max-w-sm rounded-md border border-line object-cover"
              />
            ) : null}
            <Field
              label={copy.search.image.addressField}
              name="ogImageUrl"
              defaultValue={values.ogImageUrl}
              hint={copy.search.image.addressHint}
              error={errors.ogImageUrl}
              onChange={() => setImage("address")}
              autoCapitalize="none"
              spellCheck={false}
            />
            <Field
              label={copy.search.image.alt}
              name="ogImageAlt"
              maxLength={250}
              defaultValue={values.ogImageAlt}
              hint={copy.search.image.altHint}
              error={errors.ogImageAlt}
            />
          </div>
        </fieldset>
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? copy.search.saving : copy.search.save}
          </Button>
        </div>
      </Form>
    </section>
  );
}

function ConfirmDelete({
  result,
  targets,
  cancelTo,
}: {
  result: Extract<ActionResult, { kind: "confirm-delete" }>;
  targets: LoaderData["targets"];
  cancelTo: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mx-auto max-w-2xl">
      <section aria-labelledby="confirm-heading" className="rounded-xl border border-line bg-white p-6">
        <h1
          id="confirm-heading"
          ref={heading}
          tabIndex={-1}
          className="font-display text-2xl font-semibold text-brand-900"
        >
          {copy.delete.confirmTitle(result.title)}
        </h1>
        <p className="mt-3 text-sm text-ink">
          {result.live ? copy.delete.bodyLive(result.path) : copy.delete.bodyDraft}
        </p>
        {result.menus ? <p className="mt-2 text-sm text-ink">{copy.delete.menusNote(result.menus)}</p> : null}
        {result.error ? (
          <div className="mt-4">
            <FormMessage kind="error">{result.error}</FormMessage>
          </div>
        ) : null}
        <Form method="post" className="mt-6 grid gap-5">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="confirm" value="yes" />
          {result.live ? (
            <fieldset className="grid gap-3">
              <legend className="mb-1 text-sm font-medium text-ink">{copy.delete.afterLegend}</legend>
              <label className="flex items-start gap-3 text-sm">
                <input
                  type="radio"
                  name="after"
                  value="redirect"
                  defaultChecked
                  className="mt-0.5 h-5 w-5 accent-brand-800"
                />
                <span>
                  <span className="font-medium text-ink">{copy.delete.redirect}</span>
                  <span className="block text-xs text-muted">{copy.delete.redirectHint}</span>
                </span>
              </label>
              <SelectField
                label={copy.delete.target}
                name="target"
                className="sm:ml-8"
                defaultValue={targets.find((target) => target.path === "/")?.id ?? ""}
                options={targets.map((target) => ({ value: target.id, label: `${target.title} (${target.path})` }))}
              />
              <label className="flex items-start gap-3 text-sm">
                <input type="radio" name="after" value="gone" className="mt-0.5 h-5 w-5 accent-brand-800" />
                <span>
                  <span className="font-medium text-ink">{copy.delete.gone}</span>
                  <span className="block text-xs text-muted">{copy.delete.goneHint}</span>
                </span>
              </label>
            </fieldset>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="danger" disabled={busy}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {copy.delete.confirmButton}
            </Button>
            <Link to={cancelTo} className={buttonClasses("outline")}>
              {copy.delete.cancel}
            </Link>
          </div>
        </Form>
      </section>
    </div>
  );
}

export default function PageSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  const navigation = useNavigation();
  const here = `/admin/pages/${page.id}/settings`;
  const moving = navigation.state === "submitting" && navigation.formData?.get("intent") === "move";

  if (actionData?.kind === "confirm-move") {
    return (
      <ConfirmStep
        heading={copy.address.confirmTitle}
        body={copy.address.confirm(actionData.from, actionData.to, actionData.live)}
        fields={{ intent: "move", path: actionData.to }}
        confirm={copy.address.confirmButton}
        icon={<ArrowRight aria-hidden="true" className="h-4 w-4" />}
        cancel={copy.address.cancel}
        cancelTo={here}
        busy={navigation.state === "submitting"}
      />
    );
  }
  if (actionData?.kind === "confirm-delete") {
    return <ConfirmDelete result={actionData} targets={loaderData.targets} cancelTo={here} />;
  }
  const moveResult = actionData?.kind === "move" ? actionData : undefined;
  return (
    <div className="mx-auto max-w-3xl">
      <BackLink to="/admin/pages" label={copy.back} />
      <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold text-brand-900">{copy.heading}</h1>
          <p className="mt-1 text-sm text-muted">
            {page.title} · {page.path}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={`/admin/pages/${page.id}`} className={buttonClasses("outline", "sm")}>
            {copy.editSections}
          </Link>
          {page.isPublished ? (
            <a href={page.path} className={buttonClasses("ghost", "sm")}>
              {copy.viewLive}
            </a>
          ) : null}
        </div>
      </div>
      {actionData?.kind === "error" ? (
        <div className="mt-6">
          <FormMessage kind="error">{actionData.message}</FormMessage>
        </div>
      ) : null}
      <div className="mt-6 grid gap-6">
        <SettingsForm loaderData={loaderData} result={actionData?.kind === "settings" ? actionData : undefined} />

        <section aria-labelledby="address-heading" className="rounded-xl border border-line bg-white p-5 sm:p-6">
          <h2 id="address-heading" className="text-lg font-semibold text-ink">
            {copy.address.legend}
          </h2>
          <p className="mt-1 text-sm text-muted">{copy.address.hint}</p>
          <Form method="post" noValidate className="mt-4 flex flex-wrap items-start gap-3">
            <input type="hidden" name="intent" value="move" />
            <Field
              key={moveResult ? `retry-${moveResult.path}` : page.path}
              label={copy.address.field}
              name="path"
              required
              autoCapitalize="none"
              spellCheck={false}
              defaultValue={moveResult?.path ?? page.path}
              error={moveResult?.error ?? undefined}
              className="min-w-0 flex-1 basis-64"
            />
            <Button type="submit" variant="outline" className="sm:mt-7" disabled={moving}>
              {copy.address.submit}
            </Button>
          </Form>
        </section>

        <section aria-labelledby="delete-heading" className="rounded-xl border border-danger/30 bg-white p-5 sm:p-6">
          <h2 id="delete-heading" className="text-lg font-semibold text-ink">
            {copy.delete.legend}
          </h2>
          <p className="mt-1 text-sm text-muted">{copy.delete.hint}</p>
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="delete" />
            <Button type="submit" variant="danger">
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {copy.delete.button}
            </Button>
          </Form>
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundBoundary
      heading={copy.notFoundHeading}
      message={copy.notFound}
      backTo="/admin/pages"
      backLabel={copy.back}
    />
  );
}
