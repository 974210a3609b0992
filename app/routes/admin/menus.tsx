/**
 * Menus (ADR 061): the header's items and dropdowns, the footer's columns, the legal links and the mobile call bar.
 * Links are moved with "Move up" and "Move down" buttons, added and removed (with an undo): at once in the browser,
 * and without JavaScript as buttons that send the form back with the change made (not saved until "Save menus"). A
 * save names the version it edited: one over a newer save is refused with the typed menus kept.
 */
import { useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/menus";
import { SaveConflictPanel } from "~/components/admin/save-conflict";
import { SettingsIntro } from "~/components/admin/settings-intro";
import { UnsavedChangesPrompt } from "~/components/admin/unsaved-changes";
import { Field, FormMessage } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { menuPartLabels, menusPage as copy, settingsConflict, settingsUnsaved } from "~/content/admin-site-settings";
import type { NavLink } from "~/content/site";
import { requireStaff } from "~/lib/accounts/session.server";
import { formText, readAdminForm } from "~/lib/forms/admin-form.server";
import type { FieldErrors } from "~/lib/forms/form-answers";
import { parseForm } from "~/lib/forms/parse";
import { staticPageMeta } from "~/lib/pages/meta";
import { requestOf } from "~/lib/runtime/request-context";
import { saveSettingFromForm } from "~/lib/site-settings/setting-form.server";
import {
  applyMenuEdit,
  draftFromForm,
  insertItem,
  listAt,
  menuLines,
  parseMenuEdit,
  withValue,
  type ListPath,
  type MenuEdit,
} from "~/lib/site-settings/menu-edits";
import { MENU_LIMITS, SiteMenusSchema } from "~/lib/site-settings/menus";
import {
  brokenMenuLinks,
  linkablePages,
  settingForEditing,
  type SettingConflict,
} from "~/lib/site-settings/site-settings.server";
import type { SiteMenus } from "~/lib/site-settings/types";

export const meta: Route.MetaFunction = staticPageMeta({
  title: copy.title,
  description: copy.description,
  path: "/admin/menus",
  noIndex: true,
});

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "pages");
  const [menus, pages] = await Promise.all([settingForEditing("menus"), linkablePages()]);
  return {
    menus: menus.value,
    version: menus.version,
    savedBy: menus.savedBy,
    savedAt: menus.savedAt?.toISOString() ?? null,
    pages,
  };
}

type ActionResult = {
  draft: SiteMenus;
  fieldErrors: FieldErrors;
  message: string | null;
  /** what an edit sent without JavaScript did, and that it is not saved yet */
  notice: string | null;
  conflict: SettingConflict | null;
};

const EMPTY: SiteMenus = { header: [], footer: [], legal: [], callBar: { label: "", button: "", href: "" } };

/** The words of the link an edit names, for its notice. */
function labelAt(menus: SiteMenus, path: ListPath, index: number): string {
  const item = listAt(menus, path)?.[index] as { label?: string; heading?: string } | undefined;
  return item?.label ?? item?.heading ?? "";
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "pages");
  const read = await readAdminForm(request);
  if (!read.ok) {
    return data<ActionResult>(
      { draft: EMPTY, fieldErrors: {}, message: read.message, notice: null, conflict: null },
      { status: read.status },
    );
  }
  const draft = draftFromForm(read.form);
  const answer = (status: number, fields: Partial<ActionResult>) =>
    data<ActionResult>({ draft, fieldErrors: {}, message: null, notice: null, conflict: null, ...fields }, { status });

  // A move, an addition or a removal sent without JavaScript: the form comes back with it made, not saved.
  const editValue = formText(read.form, "edit");
  if (editValue) {
    const edit = parseMenuEdit(editValue);
    if (!edit) return answer(400, { message: copy.notUnderstood });
    const edited = applyMenuEdit(draft, edit);
    const notice =
      edit.kind === "remove"
        ? `${copy.removed(labelAt(draft, edit.path, edit.index))} ${copy.notSavedYet}`
        : copy.notSavedYet;
    return answer(200, { draft: edited, notice });
  }

  const parsed = parseForm(SiteMenusSchema, draft);
  if (!parsed.ok) return answer(400, { fieldErrors: parsed.errors });
  const broken = await brokenMenuLinks(parsed.data);
  if (broken.length > 0) {
    return answer(400, {
      fieldErrors: Object.fromEntries(broken.map(({ field, href }) => [field, copy.notAPage(href)])),
    });
  }
  return saveSettingFromForm("menus", parsed.data, {
    form: read.form,
    by: { id: staff.id, name: staff.name },
    ip: requestOf(context).clientIp,
    lines: menuLines,
    to: "/admin/menus",
    words: copy,
    answer,
  });
}

export default function Menus({ loaderData, actionData }: Route.ComponentProps) {
  const conflict = actionData?.conflict ?? null;
  const answerKey = useMemo(() => (actionData ? Math.random() : 0), [actionData]);
  return (
    <div className="mx-auto max-w-4xl">
      <SettingsIntro words={copy} savedAt={loaderData.savedAt} savedBy={loaderData.savedBy} />
      <div className="mt-6">
        {conflict ? (
          <SaveConflictPanel
            conflict={conflict}
            reloadTo="/admin/menus"
            copy={settingsConflict("menus")}
            fieldLabels={menuPartLabels}
          />
        ) : null}
      </div>
      <datalist id="site-pages">
        {loaderData.pages.map((page) => (
          <option key={page.path} value={page.path}>
            {page.title}
          </option>
        ))}
      </datalist>
      {/* A new answer (an edit sent without JavaScript, a refused save) starts the form again from its draft. */}
      <MenusForm
        key={`${loaderData.version}:${answerKey}`}
        saved={loaderData.menus}
        start={actionData?.draft ?? loaderData.menus}
        version={conflict?.version ?? loaderData.version}
        errors={actionData?.fieldErrors ?? {}}
        message={actionData?.message ?? null}
        notice={actionData?.notice ?? null}
        conflict={conflict !== null}
      />
    </div>
  );
}

type Announcement = { text: string; undo?: () => void } | null;

function MenusForm({
  saved,
  start,
  version,
  errors,
  message,
  notice,
  conflict,
}: {
  saved: SiteMenus;
  start: SiteMenus;
  version: number;
  errors: FieldErrors;
  message: string | null;
  notice: string | null;
  conflict: boolean;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && !navigation.formData?.get("edit");
  const [menus, setMenus] = useState(start);
  const [announcement, setAnnouncement] = useState<Announcement>(notice ? { text: notice } : null);
  const focusNext = useRef<string | null>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const dirty = JSON.stringify(menus) !== JSON.stringify(saved);
  const errorCount = Object.keys(errors).length;

  // After a move or an addition, the keyboard stays with what moved (or goes to what was added).
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    if (target === "undo") return void undoButton.current?.focus();
    const element = document.querySelector<HTMLElement>(`[data-focus="${CSS.escape(target)}"]`);
    if (element && !(element as HTMLButtonElement).disabled) return void element.focus();
    // Moved to either end: its other move button.
    const [path, index, direction] = target.split(":");
    document
      .querySelector<HTMLElement>(
        `[data-focus="${CSS.escape(`${path}:${index}:${direction === "up" ? "down" : "up"}`)}"]`,
      )
      ?.focus();
  }, [menus]);

  const onEdit = (event: MouseEvent<HTMLButtonElement>, edit: MenuEdit) => {
    event.preventDefault();
    const before = menus;
    const after = applyMenuEdit(menus, edit);
    setMenus(after);
    if (edit.kind === "move") {
      const to = edit.direction === "up" ? edit.index - 1 : edit.index + 1;
      focusNext.current = `${edit.path}:${to}:${edit.direction}`;
      const count = listAt(after, edit.path)?.length ?? 0;
      setAnnouncement({ text: copy.moved(labelAt(before, edit.path, edit.index), to + 1, count) });
    } else if (edit.kind === "remove") {
      const item = listAt(before, edit.path)?.[edit.index];
      focusNext.current = "undo";
      setAnnouncement({
        text: copy.removed(labelAt(before, edit.path, edit.index)),
        undo: () => {
          setMenus((current) => insertItem(current, edit.path, edit.index, item));
          setAnnouncement(null);
        },
      });
    } else {
      const index = (listAt(after, edit.path)?.length ?? 1) - 1;
      focusNext.current = edit.path === "footer" ? `footer.${index}.heading` : `${edit.path}.${index}.label`;
      setAnnouncement(null);
    }
  };

  const set = (field: string) => (value: string) => setMenus((current) => withValue(current, field, value));
  const ctx: Ctx = { menus, errors, onEdit, set };

  return (
    <Form method="post" noValidate className="grid gap-8">
      <input type="hidden" name="version" value={version} />
      {/* Enter in a field saves: the form's first submit button is the one Enter presses (this one, unseen and unread). */}
      <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      {message ? <FormMessage kind="error">{message}</FormMessage> : null}
      {errorCount > 0 ? <FormMessage kind="error">{copy.fieldsToCorrect(errorCount)}</FormMessage> : null}
      <div role="status" aria-live="polite" className="empty:hidden">
        {announcement ? (
          <p className="flex flex-wrap items-center gap-3 rounded-md border border-line bg-white px-4 py-3 text-sm text-ink">
            <span>{announcement.text}</span>
            {announcement.undo ? (
              <Button ref={undoButton} type="button" variant="outline" size="sm" onClick={announcement.undo}>
                {copy.undo}
              </Button>
            ) : null}
          </p>
        ) : null}
      </div>

      <Part id="menus-header" heading={copy.header.heading} intro={copy.header.intro}>
        <ol className="grid gap-4">
          {menus.header.map((item, index) => (
            <li key={index}>
              <fieldset className="rounded-lg border border-line p-4">
                <legend className="px-1 text-sm font-semibold text-ink">
                  {copy.header.item(index + 1, item.label)} (
                  {item.kind === "menu" ? copy.header.menu : copy.header.link})
                </legend>
                <input type="hidden" name={`header.${index}.kind`} value={item.kind} />
                <div className="grid gap-3 sm:grid-cols-2">
                  <TextInput
                    ctx={ctx}
                    field={`header.${index}.label`}
                    label={item.kind === "menu" ? copy.header.menuLabel : copy.header.label}
                  />
                  <HrefInput
                    ctx={ctx}
                    field={`header.${index}.href`}
                    label={item.kind === "menu" ? copy.header.menuHref : copy.header.href}
                  />
                </div>
                <ItemButtons ctx={ctx} path="header" index={index} label={item.label} />
                {item.kind === "menu" ? (
                  <div className="mt-4 border-l-2 border-line pl-4">
                    <LinkList
                      ctx={ctx}
                      path={`header.${index}.items`}
                      links={item.items}
                      withDescription
                      addLabel={copy.header.addToMenu(item.label)}
                    />
                  </div>
                ) : null}
              </fieldset>
            </li>
          ))}
        </ol>
        <AddButton ctx={ctx} path="header" label={copy.header.add} />
        <FieldError error={errors.header} />
      </Part>

      <Part id="menus-footer" heading={copy.footer.heading} intro={copy.footer.intro}>
        <ol className="grid gap-4">
          {menus.footer.map((column, index) => (
            <li key={index}>
              <fieldset className="rounded-lg border border-line p-4">
                <legend className="px-1 text-sm font-semibold text-ink">
                  {copy.footer.column(index + 1, column.heading)}
                </legend>
                <TextInput ctx={ctx} field={`footer.${index}.heading`} label={copy.footer.columnHeading} />
                <ItemButtons ctx={ctx} path="footer" index={index} label={column.heading} />
                <div className="mt-4 border-l-2 border-line pl-4">
                  <LinkList
                    ctx={ctx}
                    path={`footer.${index}.links`}
                    links={column.links}
                    addLabel={copy.footer.addLink(column.heading)}
                  />
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
        <AddButton ctx={ctx} path="footer" label={copy.footer.add} />
        <FieldError error={errors.footer} />
      </Part>

      <Part id="menus-legal" heading={copy.legal.heading} intro={copy.legal.intro}>
        <LinkList ctx={ctx} path="legal" links={menus.legal} addLabel={copy.legal.add} />
      </Part>

      <Part id="menus-call-bar" heading={copy.callBar.heading} intro={copy.callBar.intro}>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextInput ctx={ctx} field="callBar.label" label={copy.callBar.label} />
          <TextInput ctx={ctx} field="callBar.button" label={copy.callBar.button} />
          <HrefInput ctx={ctx} field="callBar.href" label={copy.callBar.href} />
        </div>
      </Part>

      <div className="sticky bottom-0 -mx-1 flex flex-wrap items-center gap-3 border-t border-line bg-sand/95 px-1 py-3">
        <Button type="submit" disabled={saving}>
          {saving ? copy.saving : conflict ? settingsConflict("menus").saveAnyway : copy.save}
        </Button>
        {dirty ? <p className="text-sm text-muted">{copy.notSavedYet}</p> : null}
      </div>
      <UnsavedChangesPrompt dirty={dirty && !saving} copy={settingsUnsaved} />
    </Form>
  );
}

type Ctx = {
  menus: SiteMenus;
  errors: FieldErrors;
  onEdit: (event: MouseEvent<HTMLButtonElement>, edit: MenuEdit) => void;
  set: (field: string) => (value: string) => void;
};

/** The value of a text field of the menus, by its path. */
function valueAt(menus: SiteMenus, field: string): string {
  let node: unknown = menus;
  for (const part of field.split(".")) {
    if (typeof node !== "object" || node === null) return "";
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : "";
}

function Part({ id, heading, intro, children }: { id: string; heading: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-white p-4 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {heading}
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted">{intro}</p>
      {children}
    </section>
  );
}

function TextInput({
  ctx,
  field,
  label,
  hint,
  maxLength = MENU_LIMITS.label,
}: {
  ctx: Ctx;
  field: string;
  label: string;
  hint?: string;
  maxLength?: number;
}) {
  return (
    <Field
      label={label}
      name={field}
      hint={hint}
      value={valueAt(ctx.menus, field)}
      onChange={(event) => ctx.set(field)(event.currentTarget.value)}
      error={ctx.errors[field]}
      maxLength={maxLength}
      data-focus={field}
    />
  );
}

function HrefInput({ ctx, field, label }: { ctx: Ctx; field: string; label: string }) {
  return (
    <Field
      label={label}
      name={field}
      hint={copy.link.hrefHint}
      list="site-pages"
      value={valueAt(ctx.menus, field)}
      onChange={(event) => ctx.set(field)(event.currentTarget.value)}
      error={ctx.errors[field]}
      maxLength={MENU_LIMITS.href}
      autoComplete="off"
      spellCheck={false}
    />
  );
}

function FieldError({ error }: { error?: string }) {
  return error ? (
    <p role="alert" className="mt-2 text-sm font-medium text-danger">
      {error}
    </p>
  ) : null;
}

/** A list of links: each with its words, its link (and a description in a header menu) and its buttons. */
function LinkList({
  ctx,
  path,
  links,
  withDescription = false,
  addLabel,
}: {
  ctx: Ctx;
  path: ListPath;
  links: NavLink[];
  withDescription?: boolean;
  addLabel: string;
}) {
  return (
    <>
      <ol className="grid gap-3">
        {links.map((link, index) => (
          <li key={index}>
            <fieldset className="rounded-md border border-line/70 bg-sand/40 p-3">
              <legend className="px-1 text-sm font-medium text-ink">
                {copy.header.linkHeading(index + 1, link.label)}
              </legend>
              <div className="grid gap-3 sm:grid-cols-2">
                <TextInput ctx={ctx} field={`${path}.${index}.label`} label={copy.link.label} />
                <HrefInput ctx={ctx} field={`${path}.${index}.href`} label={copy.link.href} />
                {withDescription ? (
                  <div className="sm:col-span-2">
                    <TextInput
                      ctx={ctx}
                      field={`${path}.${index}.description`}
                      label={copy.header.description}
                      maxLength={MENU_LIMITS.description}
                    />
                  </div>
                ) : null}
              </div>
              <ItemButtons ctx={ctx} path={path} index={index} label={link.label} />
            </fieldset>
          </li>
        ))}
      </ol>
      <AddButton ctx={ctx} path={path} label={addLabel} />
      <FieldError error={ctx.errors[path]} />
    </>
  );
}

/** Move up, Move down and Remove: submit buttons without JavaScript, edits in place with it. */
function ItemButtons({ ctx, path, index, label }: { ctx: Ctx; path: ListPath; index: number; label: string }) {
  const count = listAt(ctx.menus, path)?.length ?? 0;
  const button = (edit: MenuEdit, value: string, words: string, disabled: boolean, focus?: string) => (
    <Button
      type="submit"
      name="edit"
      value={value}
      variant={edit.kind === "remove" ? "danger" : "outline"}
      size="sm"
      disabled={disabled}
      data-focus={focus}
      // Named with the link it moves, starting with its visible words: "Move up: Privacy Policy".
      aria-label={`${words}${copy.what(label)}`}
      onClick={(event) => ctx.onEdit(event, edit)}
    >
      {words}
    </Button>
  );
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {button(
        { kind: "move", path, index, direction: "up" },
        `move:${path}:${index}:up`,
        copy.moveUp,
        index === 0,
        `${path}:${index}:up`,
      )}
      {button(
        { kind: "move", path, index, direction: "down" },
        `move:${path}:${index}:down`,
        copy.moveDown,
        index === count - 1,
        `${path}:${index}:down`,
      )}
      {button({ kind: "remove", path, index }, `remove:${path}:${index}`, copy.remove, false)}
    </div>
  );
}

function AddButton({ ctx, path, label }: { ctx: Ctx; path: ListPath; label: string }) {
  return (
    <div className="mt-3">
      <Button
        type="submit"
        name="edit"
        value={`add:${path}`}
        variant="outline"
        size="sm"
        onClick={(event) => ctx.onEdit(event, { kind: "add", path })}
      >
        {label}
      </Button>
    </div>
  );
}
