/**
 * The page editor (/admin/pages/:id): the page's state and its tabs (Sections, Settings, History), then one form
 * with every section's fields and the buttons that change the draft's structure or save, publish or schedule it.
 * Every button is a plain submit, so all of it works without JavaScript; with it, the answer is drawn in place,
 * the keyboard's focus goes back to the button pressed (on the moved section), and leaving unsaved work asks first.
 */
import { useEffect, useId, useState } from "react";
import { Form, Link, NavLink, useNavigation } from "react-router";
import { BackLink } from "~/components/admin/back-link";
import { SaveConflictPanel } from "~/components/admin/save-conflict";
import { StatusBadge } from "~/components/admin/status-badge";
import { UnsavedChangesPrompt } from "~/components/admin/unsaved-changes";
import { submitOnSaveShortcut } from "~/components/admin/save-shortcut";
import { ControlFrame } from "~/components/forms/control-frame";
import { FormMessage } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { pageEditor as copy } from "~/content/admin-page-editor";
import { saveConflict } from "~/content/admin-posts";
import { formatDateTime } from "~/lib/pages/format";
import type { EditorAnswer, EditorLoaded } from "~/lib/site-pages/page-form-types";
import { LibraryImages } from "./field-control";
import { SectionCard } from "./section-card";

export function PageEditor({ loaded, answer }: { loaded: EditorLoaded; answer: EditorAnswer | undefined }) {
  const { page, late, kinds, pages, images } = loaded;
  const draft = answer?.kind === "draft" ? answer : undefined;
  const sections = draft?.sections ?? loaded.sections;
  const version = draft?.version ?? page.version;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
  const [dirty, setDirty] = useState(false);
  const addId = useId();

  // An answer that is not saved (a structural change, a refusal) is unsaved work; the focus goes where it was.
  useEffect(() => {
    if (!draft) return;
    setDirty(true);
    if (draft.focus) document.getElementById(draft.focus)?.focus();
  }, [draft]);
  // A fresh page from the server (saved, published, discarded) has nothing unsaved.
  useEffect(() => setDirty(false), [page.version]);

  const state = page.publishAt
    ? late
      ? "late"
      : "scheduled"
    : !page.isPublished
      ? "draft"
      : page.pendingSavedAt
        ? "pending"
        : "live";
  const tone = state === "live" ? "success" : state === "late" ? "danger" : state === "draft" ? "muted" : "accent";

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <div className="grid gap-2">
        <BackLink to="/admin/pages" label={copy.back} />
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-display text-2xl font-semibold break-words text-brand-900 sm:text-3xl">
            {copy.heading(page.title)}
          </h1>
          <StatusBadge tone={tone}>{copy.state[state]}</StatusBadge>
        </div>
        <nav aria-label={copy.tabs.label} className="mt-2 border-b border-line">
          <ul className="flex flex-wrap gap-1">
            {[
              { to: `/admin/pages/${page.id}`, label: copy.tabs.sections, end: true },
              { to: `/admin/pages/${page.id}/settings`, label: copy.tabs.settings, end: false },
              { to: `/admin/pages/${page.id}/history`, label: copy.tabs.history, end: false },
            ].map((tab) => (
              <li key={tab.to}>
                <NavLink
                  to={tab.to}
                  end={tab.end}
                  className={({ isActive }) =>
                    `-mb-px inline-flex h-10 items-center border-b-2 px-3 text-sm font-semibold ${isActive ? "border-brand-800 text-brand-900" : "border-transparent text-muted hover:text-ink"}`
                  }
                >
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid gap-2 text-sm text-muted">
          <p>
            {page.isPublished ? (
              <>
                {copy.stateLine.liveAt}
                <Link to={page.path} className="font-medium text-brand-800 underline underline-offset-4">
                  {page.path}
                </Link>
              </>
            ) : (
              copy.stateLine.draft
            )}
          </p>
          {page.publishAt ? (
            <p className="font-medium text-ink">
              {(late ? copy.stateLine.late : copy.stateLine.scheduled)(formatDateTime(page.publishAt))}
            </p>
          ) : null}
          {page.pendingSavedAt ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="font-medium text-ink">{copy.stateLine.pending(formatDateTime(page.pendingSavedAt))}</p>
              <Form method="post">
                <input type="hidden" name="intent" value="discard" />
                <input type="hidden" name="version" value={version} />
                <Button type="submit" variant="outline" size="sm" disabled={busy === "discard"}>
                  {busy === "discard" ? copy.workflow.discarding : copy.workflow.discard}
                </Button>
              </Form>
            </div>
          ) : null}
          {answer?.kind === "message" ? <FormMessage kind="error">{answer.message}</FormMessage> : null}
        </div>
      </div>

      {draft?.conflict ? (
        <SaveConflictPanel
          conflict={draft.conflict}
          reloadTo={`/admin/pages/${page.id}`}
          copy={{ ...saveConflict, ...copy.conflict }}
        />
      ) : null}
      {draft?.problems ? (
        <section
          id="page-problems"
          tabIndex={-1}
          role="alert"
          aria-labelledby="page-problems-heading"
          className="rounded-xl border border-danger/40 bg-danger/5 p-5"
        >
          <h2 id="page-problems-heading" className="text-base font-semibold text-danger">
            {draft.problems.heading}
          </h2>
          <ul className="mt-2 grid gap-1 text-sm text-ink">
            {draft.problems.items.map((problem, index) => (
              <li key={index}>
                <a href={problem.href} className="font-medium underline underline-offset-2">
                  {problem.where}
                </a>
                : {problem.message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {draft?.message ? <FormMessage kind="error">{draft.message}</FormMessage> : null}

      <Form
        key={draft ? `answer-${draft.stamp}` : `page-${page.version}`}
        method="post"
        noValidate
        onChange={() => setDirty(true)}
        onKeyDown={submitOnSaveShortcut}
        onSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          const intent = submitter?.getAttribute("value") ?? "";
          if (["save", "publish", "schedule", "unschedule"].includes(intent)) setDirty(false);
        }}
        className="grid gap-6"
      >
        {/* Enter in a field saves the draft: the form's first submit button is the one implicit submission uses. */}
        <button type="submit" name="intent" value="save" tabIndex={-1} aria-hidden="true" className="sr-only">
          {copy.workflow.saveDraft}
        </button>
        <input type="hidden" name="version" value={version} />
        <input type="hidden" name="sections.$n" value={sections.length} />
        <section aria-labelledby="sections-heading" className="grid gap-3">
          <h2 id="sections-heading" className="text-lg font-semibold text-ink">
            {copy.sectionsHeading}
          </h2>
          <p className="text-sm text-muted">{copy.sectionsHint}</p>
          {draft?.removed ? (
            <div
              role="status"
              className="flex flex-wrap items-center gap-3 rounded-md border border-line bg-sand p-3 text-sm text-ink"
            >
              <p>{copy.removed(draft.removed.label)}</p>
              <input type="hidden" name="$undo.index" value={draft.removed.index} />
              <input type="hidden" name="$undo.section" value={draft.removed.section} />
              <Button
                type="submit"
                name="intent"
                value="section-undo"
                id="section-undo"
                size="sm"
                variant="outline"
                formNoValidate
              >
                {copy.undo}
              </Button>
            </div>
          ) : null}
          {sections.length === 0 ? <p className="text-sm text-muted">{copy.empty}</p> : null}
          <LibraryImages value={images}>
            <ol className="grid gap-4">
              {sections.map((section) => (
                <SectionCard
                  key={`${section.index}-${section.kind}`}
                  node={section}
                  count={sections.length}
                  pages={pages}
                />
              ))}
            </ol>
          </LibraryImages>
          <div className="flex flex-wrap items-end gap-2 rounded-xl border border-dashed border-line bg-white p-4">
            <ControlFrame id={addId} label={copy.add.label} className="min-w-48 flex-1">
              {(control) => (
                <select id={control.id} name="addKind" {...control.aria} className={`${control.className} h-11`}>
                  {kinds.map((kind) => (
                    <option key={kind.kind} value={kind.kind}>
                      {kind.label}
                      {kind.behaviour ? copy.add.behaviour : ""}
                    </option>
                  ))}
                </select>
              )}
            </ControlFrame>
            <Button
              type="submit"
              name="intent"
              value="section-add"
              id="btn-section-add"
              variant="outline"
              formNoValidate
            >
              {copy.add.button}
            </Button>
          </div>
        </section>

        <section
          aria-labelledby="workflow-heading"
          className="grid gap-4 rounded-xl border border-line bg-white p-4 sm:p-5"
        >
          <h2 id="workflow-heading" className="text-lg font-semibold text-ink">
            {copy.workflow.heading}
          </h2>
          <div className="flex flex-wrap gap-3">
            <Button
              type="submit"
              name="intent"
              value="save"
              data-save-shortcut
              variant="outline"
              disabled={busy !== null}
            >
              {busy === "save" ? copy.workflow.saving : copy.workflow.saveDraft}
            </Button>
            <Button type="submit" name="intent" value="publish" disabled={busy !== null}>
              {busy === "publish"
                ? copy.workflow.publishing
                : page.isPublished
                  ? copy.workflow.publish
                  : copy.workflow.publishNew}
            </Button>
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <ControlFrame
              id="publish-at"
              label={copy.workflow.scheduleLabel}
              hint={copy.workflow.scheduleHint}
              error={draft?.scheduleError}
              className="min-w-56"
            >
              {(control) => (
                <input
                  id={control.id}
                  name="publishAt"
                  type="datetime-local"
                  defaultValue={page.publishAtInput}
                  {...control.aria}
                  className={`${control.className} h-11`}
                />
              )}
            </ControlFrame>
            <Button type="submit" name="intent" value="schedule" variant="outline" disabled={busy !== null}>
              {busy === "schedule" ? copy.workflow.scheduling : copy.workflow.schedule}
            </Button>
            {page.publishAt ? (
              <Button
                type="submit"
                name="intent"
                value="unschedule"
                variant="ghost"
                disabled={busy !== null}
                formNoValidate
              >
                {copy.workflow.unschedule}
              </Button>
            ) : null}
          </div>
        </section>
      </Form>

      <PreviewPanel url={answer?.kind === "preview" ? answer.url : page.previewUrl} busy={busy} />
      <UnsavedChangesPrompt dirty={dirty} />
    </div>
  );
}

function PreviewPanel({ url, busy }: { url: string | null; busy: string | null }) {
  const fieldId = useId();
  return (
    <section aria-labelledby="page-preview-heading" className="rounded-xl border border-line bg-white p-4 sm:p-5">
      <h2 id="page-preview-heading" className="text-base font-semibold text-ink">
        {copy.preview.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{copy.preview.hint}</p>
      {url ? (
        <div className="mt-4 grid gap-2">
          <label htmlFor={fieldId} className="text-sm font-medium text-ink">
            {copy.preview.label}
          </label>
          <input
            id={fieldId}
            readOnly
            value={url}
            className="min-w-0 rounded-md border border-line bg-paper px-3 py-2 font-mono text-sm text-ink"
          />
          <p>
            <a
              href={url}
              target="_blank"
              rel="noreferrer"
              className="font-medium text-brand-800 underline underline-offset-4"
            >
              {copy.preview.open}
            </a>
          </p>
        </div>
      ) : null}
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value={url ? "preview-renew" : "preview-link"} />
        <Button type="submit" variant="outline" disabled={busy?.startsWith("preview") ?? false}>
          {busy?.startsWith("preview") ? copy.preview.creating : url ? copy.preview.renew : copy.preview.create}
        </Button>
      </Form>
    </section>
  );
}
