/**
 * The newsletter's compose form: subject, introduction, and a check box for each of the latest published posts
 * (newest first, the order the email lists them in). Posts to the page's own action with intent "save"; works
 * without JavaScript.
 */
import { useId } from "react";
import { Form } from "react-router";
import { Save } from "~/components/icons/save";
import { TextareaField } from "~/components/admin/fields";
import { Field } from "~/components/forms/field";
import { FieldError } from "~/components/forms/control-frame";
import { Button } from "~/components/ui/button";
import { ISSUE_LIMITS, newsletterCompose as copy } from "~/content/admin-newsletter";
import { formatDateTime } from "~/lib/pages/format";

export type IssueFormValues = { subject: string; intro: string; postIds: string[] };
export type IssueFormPost = { id: string; title: string; publishedAt: Date | string | null };

export function NewsletterIssueForm({
  values,
  posts,
  errors,
  saving,
}: {
  values: IssueFormValues;
  posts: IssueFormPost[];
  errors: Record<string, string>;
  saving: boolean;
}) {
  const id = useId();
  const postsError = errors.postIds;
  const describedBy = [`${id}-posts-hint`, postsError ? `${id}-posts-error` : null].filter(Boolean).join(" ");
  return (
    <Form method="post" noValidate className="grid gap-5">
      <input type="hidden" name="intent" value="save" />
      <Field
        label={copy.fields.subject}
        name="subject"
        required
        maxLength={ISSUE_LIMITS.subject}
        defaultValue={values.subject}
        hint={copy.fields.subjectHint}
        error={errors.subject}
      />
      <TextareaField
        label={copy.fields.intro}
        name="intro"
        required
        rows={6}
        maxLength={ISSUE_LIMITS.intro}
        defaultValue={values.intro}
        hint={copy.fields.introHint}
        error={errors.intro}
      />
      <fieldset aria-describedby={describedBy} aria-invalid={postsError ? true : undefined}>
        <legend className="text-sm font-medium text-ink">{copy.fields.posts}</legend>
        <p id={`${id}-posts-hint`} className="mt-1 text-xs text-muted">
          {copy.fields.postsHint}
        </p>
        {posts.length === 0 ? (
          <p className="mt-3 rounded-md border border-line bg-sand px-4 py-3 text-sm text-muted">{copy.noPosts}</p>
        ) : (
          <ul className="mt-3 grid gap-2">
            {posts.map((post) => (
              <li key={post.id} className="flex items-start gap-3 rounded-md border border-line px-3 py-2.5">
                <input
                  id={`${id}-post-${post.id}`}
                  type="checkbox"
                  name="postId"
                  value={post.id}
                  defaultChecked={values.postIds.includes(post.id)}
                  aria-describedby={post.publishedAt ? `${id}-post-${post.id}-date` : undefined}
                  className="mt-0.5 h-5 w-5 shrink-0 rounded border-line accent-brand-800"
                />
                <div className="min-w-0">
                  <label htmlFor={`${id}-post-${post.id}`} className="text-sm font-medium break-words text-ink">
                    {post.title}
                  </label>
                  {post.publishedAt ? (
                    <p id={`${id}-post-${post.id}-date`} className="text-xs text-muted">
                      {copy.published} {formatDateTime(post.publishedAt)}
                    </p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
        <FieldError id={`${id}-posts-error`} error={postsError} />
      </fieldset>
      <div>
        <Button type="submit" disabled={saving}>
          <Save aria-hidden="true" className="h-4 w-4" />
          {saving ? copy.saving : copy.save}
        </Button>
      </div>
    </Form>
  );
}
