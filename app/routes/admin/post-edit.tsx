import { data, Form, Link, useNavigation } from "react-router";
import { History } from "~/components/icons/history";
import { Link2 } from "~/components/icons/link-2";
import { Undo2 } from "~/components/icons/undo-2";
import type { Route } from "./+types/post-edit";
import { ADMIN_MESSAGES, postPages } from "~/content/admin-posts";
import { BackLink } from "~/components/admin/back-link";
import { ConfirmStep } from "~/components/admin/confirm-step";
import { PostForm } from "~/components/admin/post-form";
import { PreviewLinkPanel } from "~/components/admin/preview-link-panel";
import { FormMessage } from "~/components/forms/field";
import { Button, buttonClasses } from "~/components/ui/button";
import { updatePost } from "~/lib/insights/admin-posts.server";
import { listCategories } from "~/lib/insights/admin-categories.server";
import { getPostForEdit, readPostForm } from "~/lib/insights/post-form.server";
import { signPreviewToken } from "~/lib/insights/post-preview-link.server";
import { discardPendingChanges } from "~/lib/insights/post-revisions.server";
import { postFormRefused, postNotFound, savePostForm } from "~/lib/insights/post-save.server";
import { isLate } from "~/lib/scheduling/late-schedule.server";
import { recordAudit } from "~/lib/audit/audit.server";
import { AUDIT_ACTIONS } from "~/lib/audit/audit-actions";
import { db } from "~/db/client.server";
import { formatDateTime } from "~/lib/pages/format";
import { originFrom, pageMeta } from "~/lib/pages/meta";
import { redirectWithToast } from "~/lib/pages/toast.server";
import { env } from "~/lib/runtime/env.server";
import { requireStaff } from "~/lib/accounts/session.server";
import { requestOf } from "~/lib/runtime/request-context";

const copy = postPages.edit;

export const meta: Route.MetaFunction = ({ matches, params, loaderData }) =>
  pageMeta({
    title: loaderData ? copy.title(loaderData.post.values.title) : copy.fallbackTitle,
    description: copy.description,
    path: `/admin/posts/${params.id}`,
    origin: originFrom(matches),
    noIndex: true,
  });

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "posts");
  const [post, categories] = await Promise.all([getPostForEdit(params.id), listCategories()]);
  if (!post) throw postNotFound();
  return {
    post,
    late: isLate({ scheduledAt: post.publishAt, published: post.isPublished }, new Date()),
    categories: categories.map(({ id, name }) => ({ id, name })),
  };
}

type SideResult =
  | { kind: "confirm-discard" }
  | { kind: "preview-link"; url: string; expiresAt: string }
  | { kind: "error"; message: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "posts");
  const actor = { id: staff.id, name: staff.name };
  const read = await readPostForm(request);
  if (!read.ok) return postFormRefused(read);
  const intent = read.form.get("intent");
  if (intent === "discard") {
    if (read.form.get("confirm") !== "yes") return data<SideResult>({ kind: "confirm-discard" });
    const discarded = await discardPendingChanges(actor, params.id, requestOf(context).clientIp);
    if (!discarded) return data<SideResult>({ kind: "error", message: copy.nothingToDiscard }, { status: 409 });
    return redirectWithToast(`/admin/posts/${params.id}`, {
      kind: "success",
      title: copy.discarded,
      description: copy.discardedDescription,
    });
  }
  if (intent === "preview-link") {
    const post = await getPostForEdit(params.id);
    if (!post) throw postNotFound();
    const link = signPreviewToken(env().authSecret, post.id);
    await recordAudit(db(), {
      action: AUDIT_ACTIONS.postPreviewLinkCreated,
      resourceType: "blog_post",
      resourceId: post.id,
      userId: staff.id,
      ip: requestOf(context).clientIp,
      details: { title: post.values.title, expiresAt: link.expiresAt.toISOString() },
    });
    return data<SideResult>({
      kind: "preview-link",
      url: `${env().publicUrl}/insights/preview/${link.token}`,
      expiresAt: link.expiresAt.toISOString(),
    });
  }
  if (intent !== null && intent !== "save" && intent !== "publish") {
    return data<SideResult>({ kind: "error", message: copy.notUnderstood }, { status: 400 });
  }
  return savePostForm(
    read.form,
    // An edit that cannot say which version it started from is treated as stale (version 0), never as the latest.
    ({ input, intent: how, version }) =>
      updatePost(actor, params.id, input, { intent: how, version: version ?? 0, ip: requestOf(context).clientIp }),
    ADMIN_MESSAGES.updated,
    staff.id,
  );
}

export default function EditPost({ loaderData, actionData }: Route.ComponentProps) {
  const { post, late, categories } = loaderData;
  const navigation = useNavigation();
  const busyWith = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const side = actionData && "kind" in actionData ? (actionData as SideResult) : null;
  const formResult = actionData && !("kind" in actionData) ? actionData : undefined;

  if (side?.kind === "confirm-discard") {
    return (
      <ConfirmStep
        heading={copy.confirmDiscard.heading}
        body={copy.confirmDiscard.body}
        fields={{ intent: "discard" }}
        confirm={copy.discard}
        icon={<Undo2 aria-hidden="true" className="h-4 w-4" />}
        cancel={postPages.back}
        cancelTo={`/admin/posts/${post.id}`}
        busy={busyWith === "discard"}
      />
    );
  }

  return (
    <div className="mx-auto max-w-6xl">
      <BackLink to="/admin" label={postPages.back} />
      <div className="mt-2 flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-display text-3xl font-semibold text-brand-900">{copy.heading}</h1>
        <Link to={`/admin/posts/${post.id}/history`} className={buttonClasses("outline", "sm")}>
          <History aria-hidden="true" className="h-4 w-4" />
          {copy.history}
        </Link>
      </div>
      <div className="mt-2 mb-6 grid gap-2 text-sm text-muted">
        <p>
          {post.isPublished && post.publishedAt ? (
            <>
              {copy.published.before}
              {formatDateTime(post.publishedAt)}
              {copy.published.after}{" "}
              <Link to={`/insights/${post.slug}`} className="font-medium text-brand-800 underline underline-offset-4">
                /insights/{post.slug}
              </Link>
            </>
          ) : post.publishAt ? (
            (late ? copy.late : copy.scheduled)(formatDateTime(post.publishAt))
          ) : (
            copy.draft
          )}
        </p>
        {post.pendingSavedAt ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="font-medium text-ink">{copy.pending(formatDateTime(post.pendingSavedAt))}</p>
            <Form method="post">
              <input type="hidden" name="intent" value="discard" />
              <Button type="submit" variant="outline" size="sm" disabled={busyWith === "discard"}>
                <Undo2 aria-hidden="true" className="h-4 w-4" />
                {busyWith === "discard" ? copy.discarding : copy.discard}
              </Button>
            </Form>
          </div>
        ) : null}
        {side?.kind === "error" ? <FormMessage kind="error">{side.message}</FormMessage> : null}
      </div>
      <PostForm
        key={`${post.id}:${post.version}`}
        categories={categories}
        values={formResult?.values ?? post.values}
        result={formResult}
        draftKey={post.id}
        version={formResult?.conflict?.version ?? post.version}
        live={post.isPublished}
        reloadTo={`/admin/posts/${post.id}`}
      />
      <PreviewLinkPanel
        link={side?.kind === "preview-link" ? side : null}
        busy={busyWith === "preview-link"}
        icon={<Link2 aria-hidden="true" className="h-4 w-4" />}
      />
    </div>
  );
}
