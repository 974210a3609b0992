import { useEffect } from "react";
import { data, Link } from "react-router";
import { PenLine } from "~/components/icons/pen-line";
import { toast } from "~/components/toasts";
import type { Route } from "./+types/newsletter";
import { AdminList, type DataColumn } from "~/components/admin/admin-list";
import { ForRow, ListRow, RowActions } from "~/components/admin/list-row";
import { DateTime } from "~/components/admin/date-time";
import { IssueStateBadge } from "~/components/admin/status-badge";
import { FormMessage } from "~/components/forms/field";
import { ButtonLink, buttonClasses } from "~/components/ui/button";
import { newsletterList as copy, newsletterMessages } from "~/content/admin-newsletter";
import { requireStaff } from "~/lib/accounts/session.server";
import { countConfirmedSubscribers, listIssues, type IssueRow } from "~/lib/newsletter/newsletter-issues.server";
import { staticPageMeta } from "~/lib/pages/meta";
import { logger } from "~/lib/runtime/logger.server";

export const meta: Route.MetaFunction = staticPageMeta({
  title: copy.title,
  description: copy.description,
  path: "/admin/newsletter",
  noIndex: true,
});

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "newsletter");
  try {
    const [issues, subscribers] = await Promise.all([listIssues(), countConfirmedSubscribers()]);
    return { issues, subscribers, loadError: null };
  } catch (error) {
    logger.error({ err: error }, "could not load the newsletter's issues");
    return data(
      { issues: [] as IssueRow[], subscribers: null, loadError: newsletterMessages.loadFailed },
      { status: 503 },
    );
  }
}

const { columns } = copy;
const ISSUE_COLUMNS: DataColumn[] = [
  columns.subject,
  columns.state,
  { label: columns.queued, align: "right" },
  { label: columns.sent, align: "right" },
  { label: columns.failed, align: "right" },
  { label: columns.unsubscribed, align: "right" },
  columns.updated,
  { label: columns.actions, hidden: true },
];

export default function Newsletter({ loaderData }: Route.ComponentProps) {
  const { issues, subscribers, loadError } = loaderData;

  useEffect(() => {
    if (loadError) toast.error(newsletterMessages.errorTitle, { description: loadError });
  }, [loadError]);

  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold text-brand-900">{copy.heading}</h1>
          {subscribers === null ? null : <p className="mt-2 text-sm text-muted">{copy.intro(subscribers)}</p>}
        </div>
        <ButtonLink to="/admin/newsletter/new">
          <PenLine aria-hidden="true" className="h-4 w-4" />
          {copy.compose}
        </ButtonLink>
      </div>

      {loadError ? (
        <div className="mt-6">
          <FormMessage kind="error">{loadError}</FormMessage>
        </div>
      ) : null}

      <AdminList
        id="issues-heading"
        heading={copy.listHeading}
        summary={issues.length > 0 ? copy.summary(issues.length) : undefined}
        table={{ label: copy.tableLabel, minWidth: "min-w-[60rem]", columns: ISSUE_COLUMNS }}
        items={issues}
        itemKey={(issue) => issue.id}
        row={(issue) => (
          <ListRow align="middle">
            <th scope="row" className="max-w-xs px-5 py-3 font-medium break-words text-ink">
              {issue.subject}
            </th>
            <td className="px-5 py-3">
              <IssueStateBadge state={issue.state} />
            </td>
            <td className="px-5 py-3 text-right tabular-nums">{issue.counts.queued.toLocaleString("en-ZA")}</td>
            <td className="px-5 py-3 text-right tabular-nums">{issue.counts.sent.toLocaleString("en-ZA")}</td>
            <td className="px-5 py-3 text-right tabular-nums">{issue.counts.failed.toLocaleString("en-ZA")}</td>
            <td className="px-5 py-3 text-right tabular-nums">{issue.counts.unsubscribed.toLocaleString("en-ZA")}</td>
            <td className="px-5 py-3 whitespace-nowrap">
              <DateTime value={issue.updatedAt} />
            </td>
            <RowActions layout="end">
              <Link to={`/admin/newsletter/${issue.id}`} className={buttonClasses("outline", "sm")}>
                {copy.open}
                <ForRow>{issue.subject}</ForRow>
              </Link>
            </RowActions>
          </ListRow>
        )}
        empty={
          loadError
            ? { failed: copy.empty.failed }
            : {
                heading: copy.empty.heading,
                hint: (
                  <>
                    {copy.empty.hint}{" "}
                    <Link
                      to="/admin/newsletter/new"
                      className="font-medium text-brand-800 underline underline-offset-4"
                    >
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
