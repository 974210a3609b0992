import { useRef, useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { AlertDialog } from "radix-ui";
import { RevisionActionsCell, RevisionSavedCell } from "~/components/admin/revision-row";
import { RotateCcw } from "~/components/icons/rotate-ccw";
import type { Route } from "./+types/page-history";
import { pageHistory as copy } from "~/content/admin-page-history";
import { BackLink } from "~/components/admin/back-link";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { ConfirmStep } from "~/components/admin/confirm-step";
import { DataTable, ListPanel } from "~/components/admin/list-panel";
import { NotFoundBoundary } from "~/components/admin/not-found-panel";
import { PageDiffView } from "~/components/admin/page-diff";
import { StatusBadge } from "~/components/admin/status-badge";
import { FormMessage } from "~/components/forms/field";
import { Button, buttonClasses } from "~/components/ui/button";
import { requireStaff } from "~/lib/accounts/session.server";
import { readAdminForm, formText } from "~/lib/forms/admin-form.server";
import { formatDateTime } from "~/lib/pages/format";
import { originFrom, pageMeta } from "~/lib/pages/meta";
import { redirectWithToast } from "~/lib/pages/toast.server";
import { logger } from "~/lib/runtime/logger.server";
import { pageUrl } from "~/lib/runtime/page-url";
import { requestOf } from "~/lib/runtime/request-context";
import {
  comparePageRevision,
  getPageForHistory,
  listPageRevisions,
  restorePageRevision,
  type CompareWith,
  type PageRevisionSummary,
} from "~/lib/site-pages/page-revisions.server";

export const meta: Route.MetaFunction = ({ matches, params, loaderData }) =>
  pageMeta({
    title: loaderData ? copy.title(loaderData.page.title) : copy.fallbackTitle,
    description: copy.description,
    path: `/admin/pages/${params.id}/history`,
    origin: originFrom(matches),
    noIndex: true,
  });

const pageNotFound = () => data({ message: copy.notFoundMessage }, { status: 404 });

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "pages");
  const page = await getPageForHistory(params.id);
  if (!page) throw pageNotFound();
  const search = pageUrl(request).searchParams;
  const compareId = search.get("compare");
  const against: CompareWith = search.get("with") === "live" ? "live" : "draft";
  const [revisions, comparison] = await Promise.all([
    listPageRevisions(page.id),
    compareId ? comparePageRevision(page.id, compareId, against) : Promise.resolve(null),
  ]);
  return { page, revisions, comparison };
}

type ActionResult =
  | { kind: "error"; message: string }
  | { kind: "confirm"; revision: { id: string; savedAt: string; version: number } };

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "pages");
  const read = await readAdminForm(request);
  if (!read.ok) return data<ActionResult>({ kind: "error", message: read.message }, { status: read.status });
  const { form } = read;
  if (formText(form, "intent") !== "restore") {
    return data<ActionResult>({ kind: "error", message: copy.notUnderstood }, { status: 400 });
  }
  const revisionId = formText(form, "revisionId");
  const versionText = formText(form, "version");
  const expectedVersion = /^\d{1,9}$/.test(versionText) ? Number(versionText) : 0;

  if (formText(form, "confirm") !== "yes") {
    // Without JavaScript there is no dialog: ask on a page of its own.
    const revision = (await listPageRevisions(params.id)).find((candidate) => candidate.id === revisionId);
    if (!revision) return data<ActionResult>({ kind: "error", message: copy.notFound }, { status: 404 });
    return data<ActionResult>({
      kind: "confirm",
      revision: { id: revision.id, savedAt: revision.savedAt.toISOString(), version: expectedVersion },
    });
  }

  let result: Awaited<ReturnType<typeof restorePageRevision>>;
  try {
    result = await restorePageRevision(params.id, revisionId, {
      expectedVersion,
      by: { id: staff.id, name: staff.name },
      ip: requestOf(context).clientIp,
    });
  } catch (error) {
    logger.error({ err: error }, "could not restore a page's revision");
    return data<ActionResult>({ kind: "error", message: copy.failed }, { status: 503 });
  }
  if (!result) throw pageNotFound();
  if (!result.ok) {
    if (result.reason === "not-found") {
      return data<ActionResult>({ kind: "error", message: copy.notFound }, { status: 404 });
    }
    const { savedBy, savedAt } = result.conflict;
    return data<ActionResult>(
      { kind: "error", message: copy.conflict(savedBy ?? copy.someone, formatDateTime(savedAt)) },
      { status: 409 },
    );
  }
  // The restored version is the draft: back to the editor, as a post's restore goes back to the post's.
  return redirectWithToast(`/admin/pages/${params.id}`, {
    kind: "success",
    title: copy.restoredTitle,
    description: result.outcome === "draft" ? copy.restoredPending : copy.restoredDraft,
  });
}

function actorOf(revision: PageRevisionSummary): string {
  if (revision.savedBy) return revision.savedBy;
  if (!revision.bySchedule) return copy.unknownActor;
  return revision.version === 1 ? copy.setupActor : copy.scheduleActor;
}

function whatOf(revision: PageRevisionSummary): string {
  if (revision.kind === "restored" && revision.restoredFrom?.savedAt) {
    return copy.restoredFrom(formatDateTime(revision.restoredFrom.savedAt));
  }
  return copy.kinds[revision.kind];
}

function compareHref(revisionId: string, against: CompareWith): string {
  return `?compare=${revisionId}${against === "live" ? "&with=live" : ""}`;
}

export default function PageHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { page, revisions, comparison } = loaderData;
  const navigation = useNavigation();
  const restoring = navigation.state !== "idle" ? navigation.formData?.get("revisionId") : null;
  const latest = revisions[0]?.id;
  const [target, setTarget] = useState<PageRevisionSummary | null>(null);
  // The dialog has no Trigger (the row's button is a plain form button first): give focus back by hand.
  const opener = useRef<HTMLElement | null>(null);
  const confirmBody = page.isPublished ? copy.confirmBody.live : copy.confirmBody.draft;

  if (actionData?.kind === "confirm") {
    const { revision } = actionData;
    return (
      <ConfirmStep
        heading={copy.confirmHeading}
        body={confirmBody(formatDateTime(revision.savedAt))}
        fields={{ intent: "restore", revisionId: revision.id, version: String(revision.version) }}
        confirm={copy.confirm}
        icon={<RotateCcw aria-hidden="true" className="h-4 w-4" />}
        cancel={copy.cancel}
        cancelTo={`/admin/pages/${page.id}/history`}
        busy={restoring != null}
      />
    );
  }

  const state = !page.isPublished ? "draft" : page.hasPendingChanges ? "pending" : "live";
  const against = comparison?.against ?? "draft";

  return (
    <div className="mx-auto max-w-6xl">
      <BackLink to={`/admin/pages/${page.id}`} label={copy.backToEditor} />
      <h1 className="mt-2 font-display text-3xl font-semibold break-words text-brand-900">
        {copy.heading}: {page.title}
      </h1>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
        <span className="font-mono break-all">{copy.pageLine(page.path)}</span>
        <StatusBadge tone={state === "live" ? "success" : state === "pending" ? "accent" : "muted"}>
          {copy.states[state]}
        </StatusBadge>
      </p>
      <p className="mt-2 max-w-3xl text-sm text-muted">{copy.intro}</p>
      {actionData?.kind === "error" ? (
        <div className="mt-4">
          <FormMessage kind="error">{actionData.message}</FormMessage>
        </div>
      ) : null}

      {comparison ? (
        <section
          aria-labelledby="comparison-heading"
          className="mt-6 rounded-xl border border-line bg-paper p-4 sm:p-5"
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h2 id="comparison-heading" className="font-display text-xl font-semibold text-brand-900">
              {copy.comparisonHeading(formatDateTime(comparison.revision.savedAt), comparison.revision.version)},{" "}
              {copy.comparedWith[against]}
            </h2>
            <Link to={`/admin/pages/${page.id}/history`} className={buttonClasses("ghost", "sm")}>
              {copy.closeComparison}
            </Link>
          </div>
          {page.isPublished && page.hasPendingChanges ? (
            <nav aria-label={copy.compareWithLabel} className="mt-3 flex flex-wrap items-center gap-2 text-sm">
              <span className="text-muted">{copy.compareWithLabel}:</span>
              {(["draft", "live"] as const).map((option) => (
                <Link
                  key={option}
                  to={compareHref(comparison.revision.id, option)}
                  aria-current={against === option ? "page" : undefined}
                  className={buttonClasses(against === option ? "primary" : "outline", "sm")}
                >
                  {copy.compareWith[option]}
                </Link>
              ))}
            </nav>
          ) : null}
          <div className="mt-4">
            <PageDiffView diff={comparison.diff} />
          </div>
        </section>
      ) : null}

      <ListPanel id="history-heading" heading={copy.listHeading}>
        {revisions.length === 0 ? (
          <p className="px-5 py-12 text-center text-sm text-muted">{copy.empty}</p>
        ) : (
          <DataTable
            label={copy.tableLabel}
            minWidth="min-w-[52rem]"
            columns={[
              copy.columns.saved,
              { label: copy.columns.version, align: "right" },
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
                  <td className="px-5 py-3 text-right tabular-nums">{revision.version}</td>
                  <td className="px-5 py-3">{actorOf(revision)}</td>
                  <td className="px-5 py-3">
                    {whatOf(revision)}
                    {revision.unreadable.length > 0 ? (
                      <span className="mt-1 block text-xs text-danger">
                        {copy.unreadable(revision.unreadable.length)}
                      </span>
                    ) : null}
                  </td>
                  <td className="max-w-xs px-5 py-3 break-words">{revision.title}</td>
                  {/* Without JavaScript Restore posts without confirm=yes, and the action asks on a page of its own. */}
                  <RevisionActionsCell
                    revisionId={revision.id}
                    version={page.version}
                    compareTo={compareHref(revision.id, against)}
                    comparing={comparison?.revision.id === revision.id}
                    compareLabel={copy.compareLabel(when)}
                    restoreLabel={copy.restoreLabel(when)}
                    restoring={restoring}
                    words={copy}
                    onRestore={(event) => {
                      event.preventDefault();
                      opener.current = event.currentTarget.querySelector("button");
                      setTarget(revision);
                    }}
                  />
                </tr>
              );
            })}
          </DataTable>
        )}
      </ListPanel>

      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => (open || restoring != null ? undefined : setTarget(null))}
        title={copy.confirmHeading}
        description={target ? confirmBody(formatDateTime(target.savedAt)) : ""}
        returnFocusTo={opener}
      >
        <Form method="post" className="mt-6 flex flex-wrap justify-end gap-3" onSubmit={() => setTarget(null)}>
          <input type="hidden" name="intent" value="restore" />
          <input type="hidden" name="revisionId" value={target?.id ?? ""} />
          <input type="hidden" name="version" value={page.version} />
          <input type="hidden" name="confirm" value="yes" />
          <AlertDialog.Cancel asChild>
            <Button variant="outline">{copy.cancel}</Button>
          </AlertDialog.Cancel>
          <Button type="submit">
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            {copy.confirm}
          </Button>
        </Form>
      </ConfirmDialog>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundBoundary
      heading={copy.notFoundHeading}
      message={copy.notFoundMessage}
      backTo="/admin/pages"
      backLabel={copy.allPages}
    />
  );
}
