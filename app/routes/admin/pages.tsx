import { data, Form, Link } from "react-router";
import type { Route } from "./+types/pages";
import { AdminList, type DataColumn } from "~/components/admin/admin-list";
import { DateTime } from "~/components/admin/date-time";
import { ForRow, ListRow, RowActions } from "~/components/admin/list-row";
import { StatusBadge } from "~/components/admin/status-badge";
import { Field, FormMessage } from "~/components/forms/field";
import { Plus } from "~/components/icons/plus";
import { Search } from "~/components/icons/search";
import { Button, ButtonLink, buttonClasses } from "~/components/ui/button";
import { PAGE_STATE_LABELS, pagesList as copy } from "~/content/admin-pages";
import { can } from "~/lib/accounts/roles";
import { requireStaff } from "~/lib/accounts/session.server";
import { staticPageMeta } from "~/lib/pages/meta";
import { logger } from "~/lib/runtime/logger.server";
import { pageUrl } from "~/lib/runtime/page-url";
import { listSitePagesForAdmin, type AdminPageRow, type PageState } from "~/lib/site-pages/page-admin.server";

export const meta: Route.MetaFunction = staticPageMeta({
  title: copy.title,
  description: copy.description,
  path: "/admin/pages",
  noIndex: true,
});

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "pages");
  const q = (pageUrl(request).searchParams.get("q") ?? "").slice(0, 200);
  const mayRedirect = can(staff.role, "redirects");
  try {
    const [pages, all] = await Promise.all([listSitePagesForAdmin(q), q ? listSitePagesForAdmin() : null]);
    return { pages, total: all?.length ?? pages.length, q, mayRedirect, loadError: null };
  } catch (error) {
    logger.error({ err: error }, "could not list the pages");
    return data({ pages: [] as AdminPageRow[], total: 0, q, mayRedirect, loadError: copy.loadFailed }, { status: 503 });
  }
}

const STATE_TONES: Record<PageState, "success" | "muted" | "accent" | "brand"> = {
  live: "success",
  draft: "muted",
  pending: "accent",
  scheduled: "brand",
};

const COLUMNS: DataColumn[] = [
  copy.columns.title,
  copy.columns.state,
  copy.columns.lastChange,
  { label: copy.columns.actions, hidden: true },
];

type PageRow = Route.ComponentProps["loaderData"]["pages"][number];

function LastChange({ page }: { page: PageRow }) {
  return (
    <>
      <DateTime value={page.lastChange.at} />
      {page.lastChange.by ? copy.by(page.lastChange.by) : null}
    </>
  );
}

function PageLinks({ page }: { page: PageRow }) {
  return (
    <>
      <Link to={`/admin/pages/${page.id}`} className={buttonClasses("outline", "sm")}>
        {copy.edit}
        <ForRow>{page.title}</ForRow>
      </Link>
      <Link to={`/admin/pages/${page.id}/settings`} className={buttonClasses("ghost", "sm")}>
        {copy.settings}
        <ForRow>{page.title}</ForRow>
      </Link>
    </>
  );
}

export default function AdminPages({ loaderData }: Route.ComponentProps) {
  const { pages, total, q, mayRedirect, loadError } = loaderData;
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold text-brand-900">{copy.heading}</h1>
          <p className="mt-2 max-w-2xl text-sm text-muted">{copy.intro}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {mayRedirect ? (
            <ButtonLink to="/admin/redirects" variant="outline">
              {copy.redirects}
            </ButtonLink>
          ) : null}
          <ButtonLink to="/admin/pages/new">
            <Plus aria-hidden="true" className="h-4 w-4" />
            {copy.newPage}
          </ButtonLink>
        </div>
      </div>
      {loadError ? (
        <div className="mt-6">
          <FormMessage kind="error">{loadError}</FormMessage>
        </div>
      ) : null}
      <Form
        method="get"
        role="search"
        aria-label={copy.search.label}
        className="mt-6 flex flex-wrap items-end gap-3 rounded-xl border border-line bg-white p-4"
      >
        <Field
          label={copy.search.field}
          name="q"
          type="search"
          defaultValue={q}
          placeholder={copy.search.placeholder}
          className="min-w-0 flex-1 basis-64"
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit">
            <Search aria-hidden="true" className="h-4 w-4" />
            {copy.search.submit}
          </Button>
          {q ? (
            <Link to="/admin/pages" className={buttonClasses("ghost")}>
              {copy.search.clear}
            </Link>
          ) : null}
        </div>
      </Form>
      <AdminList
        id="pages-heading"
        heading={copy.listHeading}
        live
        summary={pages.length > 0 ? copy.count(pages.length, total) : undefined}
        table={{ label: copy.tableLabel, minWidth: "min-w-[48rem]", columns: COLUMNS }}
        narrow={{
          label: copy.tableLabel,
          card: (page) => (
            <li className="grid gap-2 px-5 py-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <Link
                  to={`/admin/pages/${page.id}`}
                  className="font-semibold text-brand-900 underline-offset-4 hover:underline"
                >
                  {page.title}
                </Link>
                <StatusBadge tone={STATE_TONES[page.state]}>{PAGE_STATE_LABELS[page.state]}</StatusBadge>
              </div>
              <p className="text-sm text-muted">{page.path}</p>
              <p className="text-xs text-muted">
                <LastChange page={page} />
              </p>
              <div className="flex flex-wrap gap-2">
                <PageLinks page={page} />
              </div>
            </li>
          ),
        }}
        items={pages}
        itemKey={(page) => page.id}
        row={(page) => (
          <ListRow align="middle">
            <td className="px-5 py-3">
              <Link
                to={`/admin/pages/${page.id}`}
                className="font-semibold text-brand-900 underline-offset-4 hover:underline"
              >
                {page.title}
              </Link>
              <p className="text-xs text-muted">{page.path}</p>
            </td>
            <td className="px-5 py-3">
              <StatusBadge tone={STATE_TONES[page.state]}>{PAGE_STATE_LABELS[page.state]}</StatusBadge>
            </td>
            <td className="px-5 py-3 text-muted">
              <LastChange page={page} />
            </td>
            <RowActions layout="group">
              <PageLinks page={page} />
            </RowActions>
          </ListRow>
        )}
        empty={
          loadError
            ? { failed: copy.loadFailed }
            : q
              ? {
                  heading: copy.noMatches.heading,
                  hint: (
                    <>
                      {copy.noMatches.hint}{" "}
                      <Link to="/admin/pages" className="font-medium text-brand-800 underline underline-offset-4">
                        {copy.search.clear.toLowerCase()}
                      </Link>
                    </>
                  ),
                }
              : {
                  heading: copy.empty.heading,
                  hint: (
                    <>
                      {copy.empty.hint}{" "}
                      <Link to="/admin/pages/new" className="font-medium text-brand-800 underline underline-offset-4">
                        {copy.empty.create}
                      </Link>
                    </>
                  ),
                }
        }
      />
    </div>
  );
}
