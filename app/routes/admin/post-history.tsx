import { data, Link, useNavigation } from "react-router";
import type { Route } from "./+types/post-history";
import { postHistory as copy } from "~/content/admin-posts";
import { BackLink } from "~/components/admin/back-link";
import { RevisionActionsCell, RevisionSavedCell } from "~/components/admin/revision-row";
import { FieldDiffList } from "~/components/admin/field-diff";
import { DataTable, ListPanel } from "~/components/admin/list-panel";
import { FormMessage } from "~/components/forms/field";
import { buttonClasses } from "~/components/ui/button";
import { readAdminForm, formText } from "~/lib/forms/admin-form.server";
import { getPostForEdit } from "~/lib/insights/post-form.server";
import {
  compareRevision,
  listRevisions,
  restoreRevision,
  type RevisionSummary,
} from "~/lib/insights/post-revisions.server";
import { postNotFound } from "~/lib/insights/post-save.server";
import { formatDateTime } from "~/lib/pages/format";
import { originFrom, pageMeta } from "~/lib/pages/meta";
import { redirectWithToast } from "~/lib/pages/toast.server";
import { requireStaff } from "~/lib/accounts/session.server";
import { requestOf } from "~/lib/runtime/request-context";
import { pageUrl } from "~/lib/runtime/page-url";

export const meta: Route.MetaFunction = ({ matches, params, loaderData }) =>
  pageMeta({
    title: loaderData ? copy.title(loaderData.post.title) : copy.fallbackTitle,
    description: copy.description,
    path: `/admin/posts/${params.id}/history`,
    origin: originFrom(matches),
    noIndex: true,
  });

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "posts");
  const post = await getPostForEdit(params.id);
  if (!post) throw postNotFound();
  const compareId = pageUrl(request).searchParams.get("compare");
  const [revisions, comparison] = await Promise.all([
    listRevisions(post.id),
    compareId ? compareRevision(post.id, compareId) : Promise.resolve(null),
  ]);
  return { post: { id: post.id, title: post.values.title, version: post.version }, revisions, comparison };
}

type ActionResult = { message: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "posts");
  const read = await readAdminForm(request);
  if (!read.ok) return data<ActionResult>({ message: read.message }, { status: read.status });
  if (formText(read.form, "intent") !== "restore")
    return data<ActionResult>({ message: copy.notUnderstood }, { status: 400 });
  const version = /^\d{1,9}$/.test(formText(read.form, "version")) ? Number(formText(read.form, "version")) : 0;
  const result = await restoreRevision(
    { id: staff.id, name: staff.name },
    params.id,
    formText(read.form, "revisionId"),
    {
      version,
      ip: requestOf(context).clientIp,
    },
  );
  if (!result.ok) {
    const messages = {
      "not-found": copy.notFound,
      conflict: copy.conflict,
      "category-gone": copy.categoryGone,
    } as const;
    const status = { "not-found": 404, conflict: 409, "category-gone": 409 } as const;
    return data<ActionResult>({ message: messages[result.reason] }, { status: status[result.reason] });
  }
  return redirectWithToast(`/admin/posts/${params.id}`, {
    kind: "success",
    title: copy.restoredTitle,
    description: result.pending ? copy.restoredPending : copy.restoredDraft,
  });
}

function actorOf(revision: RevisionSummary): string {
  if (revision.savedBy) return revision.savedBy;
  return revision.kind === "published" ? copy.scheduleActor : copy.unknownActor;
}

export default function PostHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { post, revisions, comparison } = loaderData;
  const navigation = useNavigation();
  const restoring = navigation.state !== "idle" ? navigation.formData?.get("revisionId") : null;
  const latest = revisions[0]?.id;

  return (
    <div className="mx-auto max-w-6xl">
      <BackLink to={`/admin/posts/${post.id}`} label={copy.backToEditor} />
      <h1 className="mt-2 font-display text-3xl font-semibold text-brand-900">
        {copy.heading}: {post.title}
      </h1>
      <p className="mt-2 max-w-3xl text-sm text-muted">{copy.intro}</p>
      {actionData ? (
        <div className="mt-4">
          <FormMessage kind="error">{actionData.message}</FormMessage>
        </div>
      ) : null}

      {comparison ? (
        <section aria-labelledby="comparison-heading" className="mt-6 rounded-xl border border-line bg-paper p-5">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h2 id="comparison-heading" className="font-display text-xl font-semibold text-brand-900">
              {copy.comparisonHeading(formatDateTime(comparison.revision.savedAt))}
            </h2>
            <Link to={`/admin/posts/${post.id}/history`} className={buttonClasses("ghost", "sm")}>
              {copy.closeComparison}
            </Link>
          </div>
          <div className="mt-4">
            <FieldDiffList
              changes={comparison.changes}
              removedLabel={copy.legend.removed}
              addedLabel={copy.legend.added}
            />
          </div>
        </section>
      ) : null}

      <ListPanel id="history-heading" heading={copy.listHeading}>
        {revisions.length === 0 ? (
          <p className="px-5 py-12 text-center text-sm text-muted">{copy.empty}</p>
        ) : (
          <DataTable
            label={copy.tableLabel}
            minWidth="min-w-[48rem]"
            columns={[
              copy.columns.saved,
              copy.columns.by,
              copy.columns.what,
              copy.columns.title,
              { label: copy.columns.actions, hidden: true },
            ]}
          >
            {revisions.map((revision) => {
              const when = formatDateTime(revision.savedAt);
              return (
                <tr key={revision.id} className="border-t border-line align-middle">
                  <RevisionSavedCell savedAt={revision.savedAt} current={revision.id === latest} words={copy} />
                  <td className="px-5 py-3">{actorOf(revision)}</td>
                  <td className="px-5 py-3">{copy.kinds[revision.kind]}</td>
                  <td className="max-w-xs px-5 py-3">{revision.title}</td>
                  <RevisionActionsCell
                    revisionId={revision.id}
                    version={post.version}
                    compareTo={`?compare=${revision.id}`}
                    comparing={comparison?.revision.id === revision.id}
                    compareLabel={copy.compareLabel(when)}
                    restoreLabel={copy.restoreLabel(when)}
                    restoring={restoring}
                    words={copy}
                  />
                </tr>
              );
            })}
          </DataTable>
        )}
      </ListPanel>
    </div>
  );
}
