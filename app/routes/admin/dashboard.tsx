import { useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AlertDialog } from "radix-ui";
import { AlarmClock } from "~/components/icons/alarm-clock";
import { Pencil } from "~/components/icons/pencil";
import { Plus } from "~/components/icons/plus";
import { Search } from "~/components/icons/search";
import { Trash2 } from "~/components/icons/trash-2";
import { toast } from "~/components/toasts";
import type { Route } from "./+types/dashboard";
import { ADMIN_MESSAGES, adminDashboard as copy } from "~/content/admin-posts";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { AdminList, type DataColumn } from "~/components/admin/admin-list";
import { ForRow, ListRow, RowActions } from "~/components/admin/list-row";
import { SelectField } from "~/components/admin/fields";
import { Field, FormMessage } from "~/components/forms/field";
import { Button, ButtonLink, buttonClasses } from "~/components/ui/button";
import { readAdminForm } from "~/lib/forms/admin-form.server";
import { isRowId } from "~/db/row-id";
import { deletePost } from "~/lib/insights/admin-posts.server";
import { listCategories } from "~/lib/insights/admin-categories.server";
import { getPostForEdit } from "~/lib/insights/post-form.server";
import {
  EMPTY_POST_FILTER,
  isPostListFiltered,
  readPostFilter,
  withPostFilter,
  ADMIN_POSTS_PAGE_SIZE,
} from "~/lib/insights/admin-post-filter";
import { countPostStates, listPostsForAdmin } from "~/lib/insights/admin-post-list.server";
import { countLateSchedules, listLatePages } from "~/lib/scheduling/late-schedule.server";
import { LatePagesWarning } from "~/components/admin/late-pages-warning";
import { postBulkAction, type PostBulkAnswer } from "~/lib/insights/post-bulk-action.server";
import { ConfirmBulkDeletePage, PostBulkBar, POSTS_BULK_FORM } from "~/components/admin/post-bulk-actions";
import { useRowSelection } from "~/components/admin/row-selection";
import { POST_LIST_FILTERS } from "~/lib/insights/post-schedule";
import { showingRange } from "~/lib/pages/pagination";
import { formatDateTime } from "~/lib/pages/format";
import { logger } from "~/lib/runtime/logger.server";
import { staticPageMeta } from "~/lib/pages/meta";
import { can, adminHomeOf } from "~/lib/accounts/roles";
import { requireStaff } from "~/lib/accounts/session.server";
import { redirectWithToast } from "~/lib/pages/toast.server";
import { requestOf } from "~/lib/runtime/request-context";
import { pageUrl } from "~/lib/runtime/page-url";

export const meta: Route.MetaFunction = staticPageMeta({
  title: copy.title,
  description: copy.description,
  path: "/admin",
  noIndex: true,
});

export async function loader({ request }: Route.LoaderArgs) {
  // Where the admin area opens: the posts, or a role that may not edit them starts at its own home.
  const staff = await requireStaff(request, "admin");
  if (!can(staff.role, "posts")) throw redirect(adminHomeOf(staff.role));
  const filter = readPostFilter(pageUrl(request).searchParams);
  const now = new Date();
  try {
    const [list, counts, late, categories, latePages] = await Promise.all([
      listPostsForAdmin(filter, now),
      countPostStates(),
      countLateSchedules(now),
      listCategories(),
      can(staff.role, "pages") ? listLatePages(now) : Promise.resolve([]),
    ]);
    return {
      ...list,
      counts,
      latePosts: late.post,
      latePages: { count: can(staff.role, "pages") ? late.page : 0, pages: latePages },
      filter,
      categories: categories.map(({ id, name }) => ({ id, name })),
      loadError: null,
    };
  } catch (error) {
    logger.error({ err: error }, "could not load the admin's posts");
    return data(
      {
        posts: [],
        total: 0,
        page: 1,
        pages: 1,
        counts: { all: 0, draft: 0, scheduled: 0, published: 0, pending: 0 },
        latePosts: 0,
        latePages: { count: 0, pages: [] },
        filter,
        categories: [],
        loadError: ADMIN_MESSAGES.loadFailed,
      },
      { status: 503 },
    );
  }
}

type ActionResult =
  | { kind: "confirm"; post: { id: string; title: string } }
  | PostBulkAnswer
  | { kind: "error"; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireStaff(request, "posts");
  const read = await readAdminForm(request);
  if (!read.ok) return data<ActionResult>({ kind: "error", message: read.message }, { status: read.status });
  const form = read.form;
  if (form.get("intent") === "bulk") return postBulkAction(admin, form, requestOf(context).clientIp);
  const id = String(form.get("id") ?? "");
  if (form.get("intent") !== "delete" || !isRowId(id)) {
    return data<ActionResult>({ kind: "error", message: copy.notUnderstood }, { status: 400 });
  }
  if (form.get("confirm") !== "yes") {
    // Without JavaScript there is no dialog: ask on a page of its own.
    const post = await getPostForEdit(id);
    if (!post) return data<ActionResult>({ kind: "error", message: copy.postGone }, { status: 404 });
    return data<ActionResult>({ kind: "confirm", post: { id: post.id, title: post.values.title } });
  }
  let deleted: Awaited<ReturnType<typeof deletePost>>;
  try {
    deleted = await deletePost(admin, id, requestOf(context).clientIp);
  } catch (error) {
    logger.error({ err: error }, "could not delete a blog post");
    return data<ActionResult>({ kind: "error", message: ADMIN_MESSAGES.deleteFailed }, { status: 503 });
  }
  if (!deleted) return data<ActionResult>({ kind: "error", message: copy.postGone }, { status: 404 });
  return redirectWithToast("/admin", { kind: "success", title: ADMIN_MESSAGES.deleted });
}

type PostRow = Route.ComponentProps["loaderData"]["posts"][number];

export default function AdminDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { posts, loadError, counts, latePosts, latePages, filter, categories, total, page, pages } = loaderData;
  const filtered = isPostListFiltered(filter);
  const range = showingRange(page, total, ADMIN_POSTS_PAGE_SIZE);
  const navigation = useNavigation();
  const selection = useRowSelection(
    posts.map((post) => post.id),
    total,
  );
  const [target, setTarget] = useState<{ id: string; title: string } | null>(null);
  const deleting = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete";
  const wasDeleting = useRef(false);
  // The dialog has no Trigger (the row's button is a plain form button first): give focus back by hand.
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (loadError) toast.error(ADMIN_MESSAGES.errorTitle, { description: loadError });
  }, [loadError]);

  useEffect(() => {
    if (actionData?.kind === "error") toast.error(ADMIN_MESSAGES.errorTitle, { description: actionData.message });
  }, [actionData]);

  // The dialog stays open (saying so) while the deletion runs, and closes when it is done.
  useEffect(() => {
    if (wasDeleting.current && !deleting) setTarget(null);
    wasDeleting.current = deleting;
  }, [deleting]);

  if (actionData?.kind === "confirm") return <ConfirmDeletePage post={actionData.post} />;
  if (actionData?.kind === "confirm-bulk") {
    return (
      <ConfirmBulkDeletePage
        count={actionData.count}
        ids={actionData.ids}
        matching={actionData.matching}
        filter={actionData.filter}
        backTo={withPostFilter("/admin", actionData.filter, actionData.filter.page)}
      />
    );
  }

  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold text-brand-900">{copy.heading}</h1>
          <p className="mt-2 text-sm text-muted">
            {counts.all} {copy.summary.posts(counts.all)} · {counts.published}
            {copy.summary.published}
            {counts.draft} {copy.summary.drafts(counts.draft)}
            {counts.scheduled > 0 ? copy.scheduledCount(counts.scheduled) : null}
          </p>
        </div>
        <ButtonLink to="/admin/posts/new">
          <Plus aria-hidden="true" className="h-4 w-4" />
          {copy.newPost}
        </ButtonLink>
      </div>

      <div className="mt-6 grid gap-3">
        {latePosts > 0 ? (
          <p
            role="status"
            className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-danger/30 bg-danger/5 px-4 py-3 text-sm font-medium text-ink"
          >
            <AlarmClock aria-hidden="true" className="h-4 w-4 shrink-0 text-danger" />
            <span>{copy.lateWarning.text(latePosts)}</span>
            <Link
              to={withPostFilter("/admin", { ...EMPTY_POST_FILTER, status: "scheduled" })}
              className="text-brand-800 underline underline-offset-4"
            >
              {copy.lateWarning.link}
            </Link>
          </p>
        ) : null}
        {latePages.count > 0 ? <LatePagesWarning count={latePages.count} pages={latePages.pages} /> : null}
        {loadError ? <FormMessage kind="error">{loadError}</FormMessage> : null}
        {actionData?.kind === "error" ? <FormMessage kind="error">{actionData.message}</FormMessage> : null}
      </div>

      <Form
        method="get"
        role="search"
        aria-label={copy.filters.label}
        className="mt-6 grid gap-4 rounded-xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
      >
        <Field
          label={copy.filters.search}
          name="q"
          type="search"
          defaultValue={filter.q}
          placeholder={copy.filters.searchPlaceholder}
        />
        <SelectField
          label={copy.filters.status}
          name="status"
          defaultValue={filter.status}
          options={[
            { value: "", label: copy.filters.allStatuses },
            ...POST_LIST_FILTERS.map((value) => ({ value, label: copy.filters.statuses[value] })),
          ]}
        />
        <SelectField
          label={copy.filters.category}
          name="category"
          defaultValue={filter.category}
          options={[
            { value: "", label: copy.filters.allCategories },
            ...categories.map((category) => ({ value: category.id, label: category.name })),
          ]}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit">
            <Search aria-hidden="true" className="h-4 w-4" />
            {copy.filters.apply}
          </Button>
          {filtered ? (
            <Link to="/admin" className={buttonClasses("ghost")}>
              {copy.filters.clear}
            </Link>
          ) : null}
        </div>
      </Form>

      <AdminList
        id="posts-heading"
        heading={copy.listHeading}
        live
        summary={total > 0 ? copy.showing(range.from, range.to, range.total) : undefined}
        table={{ label: copy.tableLabel, minWidth: "min-w-[52rem]", columns: POST_COLUMNS }}
        items={posts}
        itemKey={(post) => post.id}
        row={(post) => (
          <PostTableRow
            post={post}
            onDelete={(button) => {
              opener.current = button;
              setTarget({ id: post.id, title: post.title });
            }}
          />
        )}
        selection={{ rows: selection, form: POSTS_BULK_FORM, selectAll: copy.bulk.selectPage, column: copy.bulk.label }}
        empty={
          filtered && !loadError
            ? {
                heading: copy.noMatches.heading,
                hint: (
                  <>
                    {copy.noMatches.hint}{" "}
                    <Link to="/admin" className="font-medium text-brand-800 underline underline-offset-4">
                      {copy.filters.clear}
                    </Link>
                  </>
                ),
              }
            : loadError
              ? { failed: copy.empty.failed }
              : {
                  heading: copy.empty.heading,
                  hint: (
                    <>
                      {copy.empty.hint}{" "}
                      <Link to="/admin/posts/new" className="font-medium text-brand-800 underline underline-offset-4">
                        {copy.empty.create}
                      </Link>
                    </>
                  ),
                }
        }
        footer={<PostBulkBar selection={selection} filter={filter} />}
        paging={{ page, pages, hrefFor: (target) => withPostFilter("/admin", filter, target) }}
      />

      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => (open || deleting ? undefined : setTarget(null))}
        title={ADMIN_MESSAGES.confirmDelete}
        description={
          <>
            {copy.deleteWarning.before}
            {target?.title}
            {copy.deleteWarning.after}
          </>
        }
        returnFocusTo={opener}
      >
        <Form method="post" className="mt-6 flex flex-wrap justify-end gap-3">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={target?.id ?? ""} />
          <input type="hidden" name="confirm" value="yes" />
          <AlertDialog.Cancel asChild>
            <Button variant="outline" disabled={deleting}>
              {copy.cancel}
            </Button>
          </AlertDialog.Cancel>
          {/* A submit button, not AlertDialog.Action: the dialog closes once the deletion is done. */}
          <Button type="submit" variant="danger" disabled={deleting}>
            {deleting ? copy.deleting : copy.delete}
          </Button>
        </Form>
      </ConfirmDialog>
    </div>
  );
}

const { columns } = copy;
const POST_COLUMNS: DataColumn[] = [
  columns.title,
  columns.category,
  columns.status,
  { label: columns.views, align: "right" },
  columns.updated,
  { label: columns.actions, hidden: true },
];

function PostTableRow({ post, onDelete }: { post: PostRow; onDelete: (button: HTMLElement | null) => void }) {
  return (
    <ListRow align="middle" select={{ id: post.id, label: copy.bulk.selectRow(post.title) }}>
      <th scope="row" className="max-w-xs px-5 py-3 font-medium text-ink">
        {post.title}
      </th>
      <td className="px-5 py-3">{post.category}</td>
      <td className="px-5 py-3">
        <span className="flex flex-wrap gap-1.5">
          {post.late ? (
            <Badge tone="danger">{copy.badges.late}</Badge>
          ) : (
            <Badge tone={post.state === "published" ? "success" : post.state === "scheduled" ? "info" : "muted"}>
              {copy.badges[post.state]}
            </Badge>
          )}
          {post.hasPendingChanges ? <Badge tone="accent">{copy.badges.pending}</Badge> : null}
          <Badge tone={post.isFeatured ? "accent" : "muted"}>
            {post.isFeatured ? copy.badges.featured : copy.badges.regular}
          </Badge>
        </span>
        {post.state === "scheduled" && post.publishAt ? (
          <span className={`mt-1 block text-xs whitespace-nowrap ${post.late ? "text-danger" : "text-muted"}`}>
            {(post.late ? copy.lateFor : copy.scheduledFor)(formatDateTime(post.publishAt))}
          </span>
        ) : null}
      </td>
      <td className="px-5 py-3 text-right tabular-nums">{post.viewCount.toLocaleString("en-ZA")}</td>
      <td className="px-5 py-3 whitespace-nowrap">{formatDateTime(post.updatedAt)}</td>
      <RowActions layout="group">
        <Link to={`/admin/posts/${post.id}`} className={buttonClasses("outline", "sm")}>
          <Pencil aria-hidden="true" className="h-4 w-4" />
          {copy.edit}
          <ForRow>{post.title}</ForRow>
        </Link>
        {/* Without JavaScript this posts without confirm=yes, and the action asks on a page of its own. */}
        <Form
          method="post"
          onSubmit={(event) => {
            event.preventDefault();
            onDelete(event.currentTarget.querySelector("button"));
          }}
        >
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={post.id} />
          <Button type="submit" variant="danger" size="sm">
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {copy.delete}
            <ForRow>{post.title}</ForRow>
          </Button>
        </Form>
      </RowActions>
    </ListRow>
  );
}

const badgeTones = {
  success: "bg-success/10 text-success",
  info: "bg-brand-50 text-brand-800",
  accent: "bg-accent-400/25 text-brand-900",
  danger: "bg-danger/10 text-danger",
  muted: "bg-sand text-muted",
} as const;

function Badge({ tone, children }: { tone: keyof typeof badgeTones; children: string }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${badgeTones[tone]}`}>
      {children}
    </span>
  );
}

/** The confirmation step for visitors without JavaScript (the dialog's job otherwise). */
function ConfirmDeletePage({ post }: { post: { id: string; title: string } }) {
  return (
    <div className="mx-auto max-w-xl">
      <h1 className="font-display text-3xl font-semibold text-brand-900">{copy.confirmHeading}</h1>
      <section aria-labelledby="confirm-heading" className="mt-6 rounded-xl border border-line bg-white p-6">
        <h2 id="confirm-heading" className="text-lg font-semibold text-ink">
          {ADMIN_MESSAGES.confirmDelete}
        </h2>
        <p className="mt-2 text-sm text-muted">
          {copy.deleteWarning.before}
          {post.title}
          {copy.deleteWarning.after}
        </p>
        <Form method="post" className="mt-6 flex flex-wrap gap-3">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={post.id} />
          <input type="hidden" name="confirm" value="yes" />
          <Button type="submit" variant="danger">
            {copy.delete}
          </Button>
          <ButtonLink to="/admin" variant="outline">
            {copy.cancel}
          </ButtonLink>
        </Form>
      </section>
    </div>
  );
}
