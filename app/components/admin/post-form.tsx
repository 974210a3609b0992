/**
 * The one blog post form, for new posts and edits: a real multipart POST to
 * the page's action (works without JavaScript), checked in the browser with
 * the same schema the action uses, with a live Markdown preview rendered by
 * the server.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { submitOnSaveShortcut } from "./save-shortcut";
import { Form, useNavigation } from "react-router";
import { Tabs } from "radix-ui";
import { toast } from "~/components/toasts";
import { Field, FormMessage } from "~/components/forms/field";
import { Button, ButtonLink } from "~/components/ui/button";
import { ADMIN_MESSAGES, localDraft as localCopy, postForm as copy } from "~/content/admin-posts";
import { formatDateTime } from "~/lib/pages/format";
import { SaveConflictPanel } from "./save-conflict";
import { UnsavedChangesPrompt } from "./unsaved-changes";
import { useLocalDraft } from "./use-local-draft";
import { site } from "~/content/site";
import { parseForm } from "~/lib/forms/parse";
import { type FieldErrors } from "~/lib/forms/form-answers";
import { POST_LIMITS, PostInputSchema, type PostFormResult, type PostFormValues } from "~/lib/insights/post-schema";
import { CheckboxField, SelectField, TextareaField } from "./fields";
import { FeaturedImageField, featuredImageProblems } from "./featured-image-field";
import { BodyImageControl } from "./body-image-control";

export const PREVIEW_ACTION = "/admin/posts/preview";
const PREVIEW_DELAY_MS = 500;
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** What a post action answers when it does not redirect. */

type PreviewData = { html: string | null; error: string | null };

/** The order fields are focused in when several are wrong. */
const FIELD_ORDER = [
  "title",
  "summary",
  "content",
  "categoryId",
  "tags",
  "publishAt",
  "authorName",
  "authorBio",
  "featuredImageUrl",
  "featuredImage",
  "featuredImageAlt",
  "seoTitle",
  "seoDescription",
];

export function PostForm({
  categories,
  values,
  result,
  draftKey,
  version,
  live = false,
  reloadTo,
}: {
  categories: { id: string; name: string }[];
  values: PostFormValues;
  result: PostFormResult | undefined;
  /** names the copy kept in this browser: the post's id, or "new" */
  draftKey: string;
  /** the version the editor started from (edits only), sent back so a save over a newer one is refused */
  version?: number;
  /** a published post: Save keeps the changes as a draft, Publish changes makes them live */
  live?: boolean;
  /** where "Open their version" goes after a refused save */
  reloadTo?: string;
}) {
  const local = useLocalDraft(draftKey, values);
  const [restored, setRestored] = useState<PostFormValues | null>(null);
  // A refused save comes back with what was typed: still not saved.
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    if (result?.values) setDirty(true);
  }, [result]);

  return (
    <>
      {local.found ? (
        <div
          role="status"
          className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-accent-400 bg-accent-400/15 p-4 text-sm text-ink"
        >
          <p>{localCopy.found(formatDateTime(local.found.savedAt))}</p>
          <div className="flex gap-2">
            <Button
              type="button"
              size="sm"
              onClick={() => {
                setRestored(local.found!.values);
                setDirty(true);
                local.dismiss();
                toast.success(localCopy.restored);
              }}
            >
              {localCopy.restore}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={local.forget}>
              {localCopy.discard}
            </Button>
          </div>
        </div>
      ) : null}
      {result?.conflict ? <SaveConflictPanel conflict={result.conflict} reloadTo={reloadTo} /> : null}
      <PostFormFields
        key={restored ? "restored" : "server"}
        categories={categories}
        values={restored ?? values}
        result={restored ? undefined : result}
        version={version}
        live={live}
        onEdit={(form) => {
          setDirty(true);
          local.remember(form);
        }}
        onSubmitting={() => {
          setDirty(false);
          local.forget();
        }}
      />
      <UnsavedChangesPrompt dirty={dirty} />
    </>
  );
}

function PostFormFields({
  categories,
  values,
  result,
  version,
  live,
  onEdit,
  onSubmitting,
}: {
  categories: { id: string; name: string }[];
  values: PostFormValues;
  result: PostFormResult | undefined;
  version?: number;
  live: boolean;
  onEdit: (form: HTMLFormElement) => void;
  onSubmitting: () => void;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const savingIntent = saving ? navigation.formData?.get("intent") : null;
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [title, setTitle] = useState(values.title);
  const [summary, setSummary] = useState(values.summary);
  const errors = clientErrors ?? result?.fieldErrors ?? {};
  const errorCount = Object.keys(errors).length;

  // A new answer from the server replaces the browser's own findings, and a failure is also a toast.
  useEffect(() => {
    setClientErrors(null);
    if (result?.formError) toast.error(ADMIN_MESSAGES.errorTitle, { description: result.formError });
  }, [result]);

  function validate(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = parseForm(PostInputSchema, Object.fromEntries(data));
    const found: FieldErrors = parsed.ok ? {} : { ...parsed.errors };
    const image = data.get("featuredImage");
    if (image instanceof File && image.size > MAX_IMAGE_BYTES) found.featuredImage = copy.imageTooLarge;
    Object.assign(found, featuredImageProblems(data));
    if (Object.keys(found).length === 0) {
      setClientErrors(null);
      onSubmitting();
      return;
    }
    event.preventDefault();
    setClientErrors(found);
    const first = FIELD_ORDER.find((name) => found[name]);
    const control = first ? form.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  }

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={validate}
      onKeyDown={submitOnSaveShortcut}
      onChange={(event) => onEdit(event.currentTarget)}
      className="grid gap-6"
    >
      {version !== undefined ? <input type="hidden" name="version" value={version} /> : null}
      {result?.formError ? <FormMessage kind="error">{result.formError}</FormMessage> : null}
      {errorCount > 0 && !result?.formError ? (
        <FormMessage kind="error">{copy.fieldsToCorrect(errorCount)}</FormMessage>
      ) : null}

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-5 rounded-xl border border-line bg-white p-5 sm:p-6">
          <Field
            label={copy.title}
            name="title"
            required
            maxLength={POST_LIMITS.title}
            defaultValue={values.title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            error={errors.title}
          />
          <TextareaField
            label={copy.summary.label}
            name="summary"
            required
            rows={3}
            maxLength={POST_LIMITS.summary}
            defaultValue={values.summary}
            onChange={(event) => setSummary(event.currentTarget.value)}
            hint={copy.summary.hint}
            error={errors.summary}
          />
          <ContentEditor defaultValue={values.content} error={errors.content} />
        </div>

        <div className="grid content-start gap-5">
          <fieldset className="grid gap-5 rounded-xl border border-line bg-white p-5">
            <legend className="sr-only">{copy.publishing}</legend>
            <SelectField
              label={copy.category.label}
              name="categoryId"
              required
              defaultValue={values.categoryId}
              placeholder={copy.category.placeholder}
              options={categories.map((category) => ({ value: category.id, label: category.name }))}
              error={errors.categoryId}
            />
            <Field
              label={copy.tags.label}
              name="tags"
              defaultValue={values.tags}
              hint={copy.tags.hint(POST_LIMITS.tags)}
              error={errors.tags}
            />
            <CheckboxField
              label={copy.published.label}
              name="isPublished"
              defaultChecked={values.isPublished}
              hint={copy.published.hint}
            />
            {live ? null : (
              <Field
                label={copy.schedule.label}
                name="publishAt"
                type="datetime-local"
                defaultValue={values.publishAt}
                hint={copy.schedule.hint}
                error={errors.publishAt}
              />
            )}
            <CheckboxField
              label={copy.featured.label}
              name="isFeatured"
              defaultChecked={values.isFeatured}
              hint={copy.featured.hint}
            />
          </fieldset>

          <fieldset className="grid gap-5 rounded-xl border border-line bg-white p-5">
            <legend className="float-left mb-1 text-base font-semibold text-ink">{copy.author}</legend>
            <Field
              label={copy.authorName}
              name="authorName"
              maxLength={POST_LIMITS.authorName}
              defaultValue={values.authorName}
              placeholder={site.teamName}
              error={errors.authorName}
            />
            <TextareaField
              label={copy.authorBio.label}
              name="authorBio"
              rows={3}
              maxLength={POST_LIMITS.authorBio}
              defaultValue={values.authorBio}
              hint={copy.authorBio.hint}
              error={errors.authorBio}
            />
          </fieldset>

          <FeaturedImageField values={values} errors={errors} />

          <fieldset className="grid gap-5 rounded-xl border border-line bg-white p-5">
            <legend className="float-left mb-1 text-base font-semibold text-ink">{copy.searchEngines}</legend>
            <Field
              label={copy.seoTitle.label}
              name="seoTitle"
              maxLength={POST_LIMITS.seoTitle}
              defaultValue={values.seoTitle}
              placeholder={title || copy.seoTitle.placeholder}
              hint={copy.seoTitle.hint(POST_LIMITS.seoTitle)}
              error={errors.seoTitle}
            />
            <TextareaField
              label={copy.seoDescription.label}
              name="seoDescription"
              rows={3}
              maxLength={POST_LIMITS.seoDescription}
              defaultValue={values.seoDescription}
              placeholder={summary || copy.seoDescription.placeholder}
              hint={copy.seoDescription.hint(POST_LIMITS.seoDescription)}
              error={errors.seoDescription}
            />
          </fieldset>
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          name="intent"
          value="save"
          data-save-shortcut
          size="lg"
          variant={live ? "outline" : "primary"}
          disabled={saving}
        >
          {savingIntent === "save" ? copy.saving : live ? copy.saveDraft : copy.save}
        </Button>
        {live ? (
          <Button type="submit" name="intent" value="publish" size="lg" disabled={saving}>
            {savingIntent === "publish" ? copy.publishingChanges : copy.publishChanges}
          </Button>
        ) : null}
        <ButtonLink to="/admin" variant="ghost" size="lg">
          {copy.cancel}
        </ButtonLink>
      </div>
    </Form>
  );
}

/**
 * The server's rendering of `content`, asked for once typing pauses (at once when `immediate`). A plain request,
 * not a React Router fetcher: a fetcher's action that finishes while the form's own save is navigating makes the
 * router drop the root loader's data from that navigation, and with it the "saved" toast. A newer request cancels
 * an older one still in flight.
 */
function useMarkdownPreview(content: string, immediate: boolean) {
  const [preview, setPreview] = useState<PreviewData | null>(null);
  const [pending, setPending] = useState(false);
  const sent = useRef<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => {
    if (content === sent.current) return;
    const timer = window.setTimeout(
      async () => {
        sent.current = content;
        inFlight.current?.abort();
        const controller = new AbortController();
        inFlight.current = controller;
        setPending(true);
        try {
          const body = new FormData();
          body.set("content", content);
          const response = await fetch(PREVIEW_ACTION, { method: "POST", body, signal: controller.signal });
          setPreview((await response.json()) as PreviewData);
        } catch {
          if (!controller.signal.aborted) setPreview({ html: null, error: copy.preview.failed });
        } finally {
          if (inFlight.current === controller) {
            inFlight.current = null;
            setPending(false);
          }
        }
      },
      immediate ? 0 : PREVIEW_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [content, immediate]);

  useEffect(() => () => inFlight.current?.abort(), []);

  return { preview, updating: pending || content !== sent.current };
}

/** The Markdown body with Write and Preview tabs; the preview is rendered by the server as the reader will see it. */
function ContentEditor({ defaultValue, error }: { defaultValue: string; error?: string }) {
  const [content, setContent] = useState(defaultValue);
  const [tab, setTab] = useState("write");
  const contentId = useId();
  const { preview, updating } = useMarkdownPreview(content, tab === "preview");

  // A problem with the text is shown (and focusable) on the Write tab.
  useEffect(() => {
    if (error) setTab("write");
  }, [error]);

  return (
    <Tabs.Root value={tab} onValueChange={setTab}>
      <div className="mb-1.5 flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={contentId} className="text-sm font-medium text-ink">
          {copy.content.label}
        </label>
        <Tabs.List aria-label={copy.content.views} className="inline-flex rounded-md border border-line bg-sand p-0.5">
          <Tabs.Trigger
            value="write"
            className="rounded px-3 py-1.5 text-sm font-medium text-muted data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm"
          >
            {copy.content.write}
          </Tabs.Trigger>
          <Tabs.Trigger
            value="preview"
            className="rounded px-3 py-1.5 text-sm font-medium text-muted data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm"
          >
            {copy.content.preview}
          </Tabs.Trigger>
        </Tabs.List>
      </div>
      {/* Always mounted, so the text is submitted whichever tab is showing (and without JavaScript). */}
      <Tabs.Content value="write" forceMount className="data-[state=inactive]:hidden">
        <TextareaField
          id={contentId}
          label={null}
          name="content"
          required
          rows={18}
          maxLength={POST_LIMITS.content}
          defaultValue={defaultValue}
          onChange={(event) => setContent(event.currentTarget.value)}
          hint={copy.content.hint}
          error={error}
          className="[&_textarea]:font-mono [&_textarea]:text-sm"
        />
        <BodyImageControl textareaId={contentId} />
      </Tabs.Content>
      <Tabs.Content value="preview" className="min-h-64 rounded-md border border-line bg-paper p-5">
        <p role="status" className="mb-3 text-xs text-muted">
          {preview?.error ? preview.error : updating ? copy.preview.updating : copy.preview.ready}
        </p>
        {content.trim() === "" ? (
          <p className="text-muted">{copy.preview.empty}</p>
        ) : preview?.html ? (
          <div
            data-testid="content-preview"
            className="prose-legal"
            dangerouslySetInnerHTML={{ __html: preview.html }}
          />
        ) : null}
      </Tabs.Content>
    </Tabs.Root>
  );
}
