import { data } from "react-router";
import { Undo2 } from "~/components/icons/undo-2";
import type { Route } from "./+types/page-edit";
import { ConfirmStep } from "~/components/admin/confirm-step";
import { PageEditor } from "~/components/admin/page-editor/page-editor";
import type { EditorAnswer, EditorLoaded } from "~/lib/site-pages/page-form-types";
import { pageEditor as copy } from "~/content/admin-page-editor";
import { requireStaff } from "~/lib/accounts/session.server";
import { fromLocalInput, toLocalInput } from "~/lib/insights/post-schedule";
import { originFrom, pageMeta } from "~/lib/pages/meta";
import { redirectWithToast } from "~/lib/pages/toast.server";
import { formatDateTime } from "~/lib/pages/format";
import { env } from "~/lib/runtime/env.server";
import { logger } from "~/lib/runtime/logger.server";
import { readAdminForm } from "~/lib/forms/admin-form.server";
import { requestOf } from "~/lib/runtime/request-context";
import { isLate } from "~/lib/scheduling/late-schedule.server";
import {
  conflictWith,
  contentWithDraft,
  describeDraft,
  draftFromContent,
  draftProblems,
  editablePage,
  linkablePages,
  listProblems,
} from "~/lib/site-pages/page-editor.server";
import {
  applyIntent,
  isStructuralIntent,
  readDraft,
  sectionKindOptions,
  serializeDraftSection,
  type DraftSection,
} from "~/lib/site-pages/page-form.server";
import {
  discardSitePageChanges,
  PAGE_SCHEDULE_MESSAGES,
  pagePreviewToken,
  scheduleSitePage,
  unscheduleSitePage,
} from "~/lib/site-pages/page-schedule.server";
import { currentContent, publishSitePage, saveSitePage, sitePageLookup } from "~/lib/site-pages/site-pages.server";
import type { PublishProblem } from "~/content/pages/schema/publish";
import { libraryImages } from "~/lib/images/image-library.server";

const notFound = () => data({ message: "There is no such page." }, { status: 404 });

export const meta: Route.MetaFunction = ({ matches, params, loaderData }) =>
  pageMeta({
    title: loaderData ? copy.title(loaderData.page.title) : copy.fallbackTitle,
    description: copy.description,
    path: `/admin/pages/${params.id}`,
    origin: originFrom(matches),
    noIndex: true,
  });

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "pages");
  const row = await editablePage(params.id);
  if (!row) throw notFound();
  const [pages, library] = await Promise.all([linkablePages(), libraryImages()]);
  const content = currentContent(row);
  const loaded: EditorLoaded = {
    page: {
      id: row.id,
      path: row.path,
      title: content.title,
      isPublished: row.isPublished,
      pendingSavedAt: row.pendingChanges ? (row.pendingSavedAt?.toISOString() ?? null) : null,
      publishAt: row.publishAt?.toISOString() ?? null,
      publishAtInput: row.publishAt ? toLocalInput(row.publishAt) : "",
      version: row.version,
      previewUrl: row.previewToken ? `${env().publicUrl}/page-preview/${row.previewToken}` : null,
    },
    late: isLate({ scheduledAt: row.publishAt, published: row.isPublished && !row.pendingChanges }, new Date()),
    sections: describeDraft(draftFromContent(content, await sitePageLookup())),
    kinds: sectionKindOptions(),
    pages,
    images: library.map(({ id, thumb, label }) => ({ id, thumb, label })),
  };
  return loaded;
}

/** The draft again, unsaved, with what the editor needs to carry on. */
function answer(
  draft: DraftSection[],
  version: number,
  more: Partial<Omit<Extract<EditorAnswer, { kind: "draft" }>, "kind">> = {},
  status = 200,
) {
  return data<EditorAnswer>(
    { kind: "draft", sections: describeDraft(draft), version, stamp: Date.now(), ...more },
    { status },
  );
}

function refusedWith(draft: DraftSection[], version: number, problems: PublishProblem[], heading: string) {
  const sections = describeDraft(draft, problems);
  return data<EditorAnswer>(
    {
      kind: "draft",
      sections,
      version,
      stamp: Date.now(),
      problems: { heading, items: listProblems(draft, sections, problems) },
      focus: "page-problems",
    },
    { status: 400 },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "pages");
  const by = { id: staff.id, name: staff.name };
  const ip = requestOf(context).clientIp;
  const row = await editablePage(params.id);
  if (!row) throw notFound();
  const read = await readAdminForm(request);
  if (!read.ok) return data<EditorAnswer>({ kind: "message", message: read.message }, { status: read.status });
  const { form } = read;
  const intent = String(form.get("intent") ?? "save");
  // An edit that cannot say which version it started from is treated as stale (version 0), never as the latest.
  const version = Number(form.get("version") ?? 0) || 0;
  const options = { expectedVersion: version, by, ip };
  const editorUrl = `/admin/pages/${row.id}`;
  const labelOf = (kind: string) => sectionKindOptions().find((option) => option.kind === kind)?.label ?? kind;

  if (intent === "discard") {
    if (form.get("confirm") !== "yes") return data<EditorAnswer>({ kind: "confirm-discard", version });
    const done = await discardSitePageChanges(row.id, options);
    if (!done) throw notFound();
    if (!done.ok) {
      const message = done.reason === "stale" ? copy.stale : copy.refused.nothingToDiscard;
      return data<EditorAnswer>({ kind: "message", message }, { status: 409 });
    }
    return redirectWithToast(editorUrl, {
      kind: "success",
      title: copy.saved.discardedTitle,
      description: copy.saved.discardedBody,
    });
  }
  if (intent === "unschedule") {
    const done = await unscheduleSitePage(row.id, options);
    if (!done) throw notFound();
    if (!done.ok) {
      const message = done.reason === "stale" ? copy.stale : copy.refused.nothingToUnschedule;
      return data<EditorAnswer>({ kind: "message", message }, { status: 409 });
    }
    return redirectWithToast(editorUrl, {
      kind: "success",
      title: copy.saved.unscheduledTitle,
      description: copy.saved.unscheduledBody,
    });
  }
  if (intent === "preview-link" || intent === "preview-renew") {
    const token = await pagePreviewToken(row.id, { by, ip, renew: intent === "preview-renew" });
    if (!token) throw notFound();
    return data<EditorAnswer>({ kind: "preview", url: `${env().publicUrl}/page-preview/${token}` });
  }

  const draft = readDraft(form);
  if (isStructuralIntent(intent)) {
    const done = applyIntent(draft, intent, form);
    const removed = done.removed
      ? { index: done.removed.index, label: done.removed.label, section: serializeDraftSection(done.removed.section) }
      : undefined;
    return answer(done.draft, version, {
      ...(done.focus ? { focus: done.focus } : {}),
      ...(removed ? { removed } : {}),
    });
  }
  if (intent !== "save" && intent !== "publish" && intent !== "schedule") {
    return answer(draft, version, { message: copy.refused.notUnderstood }, 400);
  }

  const content = contentWithDraft(row, draft);
  let publishAt: Date | null = null;
  if (intent === "schedule") {
    publishAt = fromLocalInput(String(form.get("publishAt") ?? ""));
    if (!publishAt) return answer(draft, version, { scheduleError: copy.refused.time, focus: "publish-at" }, 400);
  }
  if (intent === "publish" || intent === "schedule") {
    const problems = await draftProblems(row, content);
    if (problems.length > 0) {
      const heading = (intent === "publish" ? copy.refused.publish : copy.refused.schedule)(problems.length);
      return refusedWith(draft, version, problems, heading);
    }
  }

  let saved: Awaited<ReturnType<typeof saveSitePage>>;
  try {
    saved = await saveSitePage(row.id, content, options);
  } catch (error) {
    logger.error({ err: error }, "could not save a page");
    return answer(draft, version, { message: copy.refused.failed }, 503);
  }
  if (!saved) throw notFound();
  if (!saved.ok) {
    const fresh = (await editablePage(row.id)) ?? row;
    const conflict = conflictWith(currentContent(fresh), content, saved.conflict, labelOf);
    return answer(draft, saved.conflict.version, { conflict, focus: "save-conflict-heading" }, 409);
  }
  const next = { ...options, expectedVersion: saved.version };
  if (intent === "publish") {
    const published = await publishSitePage(row.id, next);
    if (!published) throw notFound();
    if (!published.ok) {
      if (published.reason === "invalid") {
        return refusedWith(draft, saved.version, published.problems, copy.refused.publish(published.problems.length));
      }
      return answer(draft, published.conflict.version, { message: copy.stale }, 409);
    }
    return redirectWithToast(editorUrl, {
      kind: "success",
      title: copy.saved.publishedTitle,
      description: copy.saved.publishedBody,
    });
  }
  if (intent === "schedule" && publishAt) {
    const scheduled = await scheduleSitePage(row.id, publishAt, next);
    if (!scheduled) throw notFound();
    if (!scheduled.ok) {
      if (scheduled.reason === "invalid") {
        return refusedWith(draft, saved.version, scheduled.problems, copy.refused.schedule(scheduled.problems.length));
      }
      const scheduleError =
        scheduled.reason === "time"
          ? scheduled.message
          : scheduled.reason === "nothing"
            ? PAGE_SCHEDULE_MESSAGES.nothing
            : copy.stale;
      return answer(draft, saved.version, { scheduleError, focus: "publish-at" }, 400);
    }
    return redirectWithToast(editorUrl, {
      kind: "success",
      title: copy.saved.scheduledTitle,
      description: copy.saved.scheduledBody(formatDateTime(publishAt)),
    });
  }
  return redirectWithToast(editorUrl, {
    kind: "success",
    title: copy.saved.draftTitle,
    description: row.isPublished ? copy.saved.draftLive : copy.saved.draftNew,
  });
}

export default function EditPage({ loaderData, actionData }: Route.ComponentProps) {
  const answered = actionData as EditorAnswer | undefined;
  if (answered?.kind === "confirm-discard") {
    return (
      <ConfirmStep
        heading={copy.confirmDiscard.heading}
        body={copy.confirmDiscard.body}
        fields={{ intent: "discard", version: String(answered.version) }}
        confirm={copy.confirmDiscard.confirm}
        icon={<Undo2 aria-hidden="true" className="h-4 w-4" />}
        cancel={copy.confirmDiscard.cancel}
        cancelTo={`/admin/pages/${loaderData.page.id}`}
        busy={false}
      />
    );
  }
  return <PageEditor loaded={loaderData} answer={answered} />;
}
