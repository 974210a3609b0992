import { useEffect } from "react";
import { data, useNavigation } from "react-router";
import { toast } from "~/components/toasts";
import type { Route } from "./+types/newsletter-new";
import { BackLink } from "~/components/admin/back-link";
import { NewsletterIssueForm } from "~/components/admin/newsletter-issue-form";
import { FormMessage } from "~/components/forms/field";
import { newsletterCompose as copy, newsletterMessages } from "~/content/admin-newsletter";
import { requireStaff } from "~/lib/accounts/session.server";
import type { FieldErrors } from "~/lib/forms/form-answers";
import { formText, readAdminForm } from "~/lib/forms/admin-form.server";
import { readIssueForm, type NewsletterIssueValues } from "~/lib/newsletter/newsletter-issue-schema";
import { createIssue, listChoosablePosts } from "~/lib/newsletter/newsletter-issues.server";
import { staticPageMeta } from "~/lib/pages/meta";
import { redirectWithToast } from "~/lib/pages/toast.server";
import { logger } from "~/lib/runtime/logger.server";
import { requestOf } from "~/lib/runtime/request-context";

export const meta: Route.MetaFunction = staticPageMeta({
  title: copy.newTitle,
  description: copy.newDescription,
  path: "/admin/newsletter/new",
  noIndex: true,
});

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "newsletter");
  return { posts: await listChoosablePosts() };
}

type ActionResult = { message: string | null; fieldErrors: FieldErrors; values: NewsletterIssueValues };

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "newsletter");
  const empty: NewsletterIssueValues = { subject: "", intro: "", postIds: [] };
  const answer = (status: number, result: Partial<ActionResult>) =>
    data<ActionResult>({ message: null, fieldErrors: {}, values: empty, ...result }, { status });
  const read = await readAdminForm(request);
  if (!read.ok) return answer(read.status, { message: read.message });
  if (formText(read.form, "intent") !== "save") return answer(400, { message: newsletterMessages.notUnderstood });
  const values = readIssueForm(read.form);
  let saved: Awaited<ReturnType<typeof createIssue>>;
  try {
    saved = await createIssue(staff, values, requestOf(context).clientIp);
  } catch (error) {
    logger.error({ err: error }, "could not save a newsletter issue");
    return answer(503, { message: newsletterMessages.saveFailed, values });
  }
  if (!saved.ok) return answer(400, { fieldErrors: saved.reason === "invalid" ? saved.fieldErrors : {}, values });
  return redirectWithToast(`/admin/newsletter/${saved.id}`, { kind: "success", title: newsletterMessages.saved });
}

export default function NewNewsletterIssue({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";

  useEffect(() => {
    if (actionData?.message) toast.error(newsletterMessages.errorTitle, { description: actionData.message });
  }, [actionData]);

  return (
    <div className="mx-auto max-w-3xl">
      <BackLink to="/admin/newsletter" label={copy.back} />
      <h1 className="mt-3 font-display text-3xl font-semibold text-brand-900">{copy.newHeading}</h1>
      {actionData?.message ? (
        <div className="mt-6">
          <FormMessage kind="error">{actionData.message}</FormMessage>
        </div>
      ) : null}
      <section aria-labelledby="compose-heading" className="mt-6 rounded-xl border border-line bg-white p-5 sm:p-6">
        <h2 id="compose-heading" className="mb-4 text-lg font-semibold text-ink">
          {copy.formHeading}
        </h2>
        <NewsletterIssueForm
          key={actionData ? JSON.stringify(actionData.values) : "fresh"}
          values={actionData?.values ?? { subject: "", intro: "", postIds: [] }}
          posts={loaderData.posts}
          errors={actionData?.fieldErrors ?? {}}
          saving={saving}
        />
      </section>
    </div>
  );
}
