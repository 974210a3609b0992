import { useEffect } from "react";
import { data, Form, useNavigation } from "react-router";
import { FlaskConical } from "~/components/icons/flask-conical";
import { Send } from "~/components/icons/send";
import { toast } from "~/components/toasts";
import type { Route } from "./+types/newsletter-issue";
import { BackLink } from "~/components/admin/back-link";
import { NotFoundBoundary } from "~/components/admin/not-found-panel";
import { ConfirmStep } from "~/components/admin/confirm-step";
import { DateTime } from "~/components/admin/date-time";
import { NewsletterIssueForm } from "~/components/admin/newsletter-issue-form";
import { IssueStateBadge } from "~/components/admin/status-badge";
import { FormMessage } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { newsletterCompose as copy, newsletterMessages } from "~/content/admin-newsletter";
import { requireStaff } from "~/lib/accounts/session.server";
import type { FieldErrors } from "~/lib/forms/form-answers";
import { formText, readAdminForm } from "~/lib/forms/admin-form.server";
import { readIssueForm, type NewsletterIssueValues } from "~/lib/newsletter/newsletter-issue-schema";
import {
  countConfirmedSubscribers,
  getIssue,
  listChoosablePosts,
  previewIssue,
  sendTestIssue,
  startSendingIssue,
  updateIssue,
} from "~/lib/newsletter/newsletter-issues.server";
import { originFrom, pageMeta } from "~/lib/pages/meta";
import { redirectWithToast } from "~/lib/pages/toast.server";
import { logger } from "~/lib/runtime/logger.server";
import { services } from "~/lib/runtime/process-services.server";
import { requestOf } from "~/lib/runtime/request-context";

export const meta: Route.MetaFunction = ({ matches, params, loaderData }) =>
  pageMeta({
    title: loaderData ? copy.issueTitle(loaderData.issue.subject) : copy.issueFallbackTitle,
    description: copy.issueDescription,
    path: `/admin/newsletter/${params.id}`,
    origin: originFrom(matches),
    noIndex: true,
  });

const notFound = () => data({ message: newsletterMessages.issueGone }, { status: 404 });

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "newsletter");
  const issue = await getIssue(params.id);
  if (!issue) throw notFound();
  const [posts, subscribers, preview] = await Promise.all([
    listChoosablePosts(issue.postIds),
    countConfirmedSubscribers(),
    previewIssue(issue),
  ]);
  return {
    issue,
    posts: posts.map(({ id, title, publishedAt }) => ({ id, title, publishedAt })),
    subscribers,
    preview,
    you: staff.email,
  };
}

type Intent = "save" | "test" | "send";
type ActionResult = {
  intent: Intent | null;
  message: string | null;
  fieldErrors: FieldErrors;
  values: NewsletterIssueValues | null;
  /** asks to confirm sending to this many subscribers */
  confirmSend: { subject: string; subscribers: number } | null;
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "newsletter");
  const answer = (status: number, result: Partial<ActionResult>) =>
    data<ActionResult>(
      { intent: null, message: null, fieldErrors: {}, values: null, confirmSend: null, ...result },
      { status },
    );
  const read = await readAdminForm(request);
  if (!read.ok) return answer(read.status, { message: read.message });
  const { form } = read;
  const intentValue = formText(form, "intent");
  const intent = (["save", "test", "send"] as const).find((value) => value === intentValue) ?? null;
  const here = `/admin/newsletter/${params.id}`;
  const ip = requestOf(context).clientIp;

  try {
    switch (intent) {
      case "save": {
        const values = readIssueForm(form);
        const saved = await updateIssue(staff, params.id, values, ip);
        if (saved.ok) return redirectWithToast(here, { kind: "success", title: newsletterMessages.saved });
        if (saved.reason === "not-found") return answer(404, { intent, message: newsletterMessages.issueGone });
        if (saved.reason === "not-draft") return answer(409, { intent, message: newsletterMessages.notDraft, values });
        return answer(400, { intent, fieldErrors: saved.fieldErrors, values });
      }
      case "test": {
        const sent = await sendTestIssue(staff, params.id, ip);
        if (!sent.ok) return answer(404, { intent, message: newsletterMessages.issueGone });
        return redirectWithToast(here, {
          kind: "success",
          title: newsletterMessages.testSent,
          description: newsletterMessages.testSentDetail(sent.to),
        });
      }
      case "send": {
        if (formText(form, "confirm") !== "yes") {
          // Asked on a page of its own, with or without JavaScript.
          const issue = await getIssue(params.id);
          if (!issue) return answer(404, { intent, message: newsletterMessages.issueGone });
          if (issue.state !== "draft") return answer(409, { intent, message: newsletterMessages.notDraft });
          const subscribers = await countConfirmedSubscribers();
          if (subscribers === 0) return answer(409, { intent, message: newsletterMessages.noSubscribers });
          return answer(200, { intent, confirmSend: { subject: issue.subject, subscribers } });
        }
        const started = await startSendingIssue(staff, params.id, ip);
        if (!started.ok) {
          if (started.reason === "not-found") return answer(404, { intent, message: newsletterMessages.issueGone });
          return answer(409, {
            intent,
            message: started.reason === "not-draft" ? newsletterMessages.notDraft : newsletterMessages.noSubscribers,
          });
        }
        // The first batch at once, on this instance if it sends (the others check every 10 s).
        services().newsletterSending?.runNow();
        return redirectWithToast("/admin/newsletter", {
          kind: "success",
          title: newsletterMessages.sendStarted,
          description: newsletterMessages.sendStartedDetail(started.subscribers),
        });
      }
      default:
        return answer(400, { message: newsletterMessages.notUnderstood });
    }
  } catch (error) {
    logger.error({ err: error, intent }, "could not change a newsletter issue");
    return answer(503, {
      intent,
      message: newsletterMessages.saveFailed,
      values: intent === "save" ? readIssueForm(form) : null,
    });
  }
}

export default function NewsletterIssue({ loaderData, actionData }: Route.ComponentProps) {
  const { issue, posts, subscribers, preview, you } = loaderData;
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;

  useEffect(() => {
    if (actionData?.message) toast.error(newsletterMessages.errorTitle, { description: actionData.message });
  }, [actionData]);

  const confirming = actionData?.confirmSend;
  if (confirming) {
    return (
      <ConfirmStep
        heading={copy.confirm.heading(confirming.subject, confirming.subscribers)}
        body={copy.confirm.body}
        fields={{ intent: "send" }}
        confirm={copy.confirm.confirm}
        icon={<Send aria-hidden="true" className="h-4 w-4" />}
        cancel={copy.confirm.cancel}
        cancelTo={`/admin/newsletter/${issue.id}`}
        busy={pending === "send"}
      />
    );
  }

  const draft = issue.state === "draft";
  return (
    <div className="mx-auto max-w-6xl">
      <BackLink to="/admin/newsletter" label={copy.back} />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl font-semibold break-words text-brand-900">
          {draft ? copy.editHeading : issue.subject}
        </h1>
        <IssueStateBadge state={issue.state} />
      </div>

      {actionData?.message ? (
        <div className="mt-6">
          <FormMessage kind="error">{actionData.message}</FormMessage>
        </div>
      ) : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
        <div className="grid gap-6">
          {draft ? (
            <section aria-labelledby="compose-heading" className="rounded-xl border border-line bg-white p-5 sm:p-6">
              <h2 id="compose-heading" className="mb-4 text-lg font-semibold text-ink">
                {copy.formHeading}
              </h2>
              <NewsletterIssueForm
                key={
                  actionData?.values
                    ? JSON.stringify(actionData.values)
                    : `${issue.id}-${new Date(issue.updatedAt).getTime()}`
                }
                values={actionData?.values ?? { subject: issue.subject, intro: issue.intro, postIds: issue.postIds }}
                posts={posts}
                errors={actionData?.fieldErrors ?? {}}
                saving={pending === "save"}
              />
            </section>
          ) : (
            <DeliveryPanel issue={issue} />
          )}

          <section aria-labelledby="test-heading" className="rounded-xl border border-line bg-white p-5 sm:p-6">
            <h2 id="test-heading" className="text-lg font-semibold text-ink">
              {copy.test.heading}
            </h2>
            <p className="mt-1 text-sm text-muted">{copy.test.hint(you)}</p>
            <Form method="post" className="mt-4">
              <input type="hidden" name="intent" value="test" />
              <Button type="submit" variant="outline" disabled={pending === "test"}>
                <FlaskConical aria-hidden="true" className="h-4 w-4" />
                {pending === "test" ? copy.test.submitting : copy.test.submit}
              </Button>
            </Form>
          </section>

          {draft ? (
            <section aria-labelledby="send-heading" className="rounded-xl border border-line bg-white p-5 sm:p-6">
              <h2 id="send-heading" className="text-lg font-semibold text-ink">
                {copy.send.heading}
              </h2>
              {subscribers === 0 ? (
                <p className="mt-1 text-sm text-muted">{copy.send.none}</p>
              ) : (
                <>
                  <p className="mt-1 text-sm text-muted">{copy.send.hint}</p>
                  {/* Without confirm=yes: the action asks on a page of its own first. */}
                  <Form method="post" className="mt-4">
                    <input type="hidden" name="intent" value="send" />
                    <Button type="submit" disabled={pending === "send"}>
                      <Send aria-hidden="true" className="h-4 w-4" />
                      {copy.send.submit(subscribers)}
                    </Button>
                  </Form>
                </>
              )}
            </section>
          ) : null}
        </div>

        <section aria-labelledby="preview-heading" className="rounded-xl border border-line bg-white p-5 sm:p-6">
          <h2 id="preview-heading" className="text-lg font-semibold text-ink">
            {copy.preview.heading}
          </h2>
          <p className="mt-1 text-sm text-muted">{draft ? copy.preview.note : copy.preview.sentNote}</p>
          <p className="mt-4 text-sm break-words text-ink">
            <span className="font-medium">{copy.preview.subject}</span> {preview.subject}
          </p>
          {/*
            The email's own document, so its styles and the page's stay apart. A srcdoc frame keeps this page's
            Content-Security-Policy, so no script could run in it; the email holds none (every value is escaped).
          */}
          <iframe
            title={copy.preview.frameTitle}
            srcDoc={preview.html}
            className="mt-3 h-[36rem] w-full rounded-md border border-line bg-white"
          />
        </section>
      </div>
    </div>
  );
}

function DeliveryPanel({ issue }: { issue: Route.ComponentProps["loaderData"]["issue"] }) {
  const { counts } = copy.progress;
  const figures = [
    [counts.queued, issue.counts.queued],
    [counts.waiting, issue.counts.waiting],
    [counts.sent, issue.counts.sent],
    [counts.failed, issue.counts.failed],
    [counts.withdrawn, issue.counts.withdrawn],
    [counts.unsubscribed, issue.counts.unsubscribed],
  ] as const;
  return (
    <section aria-labelledby="delivery-heading" className="rounded-xl border border-line bg-white p-5 sm:p-6">
      <h2 id="delivery-heading" className="text-lg font-semibold text-ink">
        {copy.progress.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{issue.state === "sent" ? copy.progress.sent : copy.progress.sending}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-line p-3">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="font-display text-2xl font-semibold text-brand-900 tabular-nums">
              {value.toLocaleString("en-ZA")}
            </dd>
          </div>
        ))}
      </dl>
      <dl className="mt-4 grid gap-1 text-sm">
        {issue.sendStartedAt ? (
          <div className="flex flex-wrap gap-2">
            <dt className="text-muted">{copy.progress.startedAt}</dt>
            <dd>
              <DateTime value={issue.sendStartedAt} />
            </dd>
          </div>
        ) : null}
        {issue.queuedAt ? (
          <div className="flex flex-wrap gap-2">
            <dt className="text-muted">{copy.progress.queuedAt}</dt>
            <dd>
              <DateTime value={issue.queuedAt} />
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundBoundary
      heading={copy.notFound.heading}
      message={newsletterMessages.issueGone}
      backTo="/admin/newsletter"
      backLabel={copy.notFound.back}
    />
  );
}
