/**
 * The warning over the admin's posts when scheduled pages are late (late-schedule.server.ts): how many, and each
 * (the longest late first) with a link to its editor and when it was due.
 */
import { Link } from "react-router";
import { AlarmClock } from "~/components/icons/alarm-clock";
import { latePagesWarning as copy } from "~/content/admin-page-history";
import { formatDateTime } from "~/lib/pages/format";

export type LatePageItem = { id: string; path: string; title: string; publishAt: Date | string };

export function LatePagesWarning({ count, pages }: { count: number; pages: LatePageItem[] }) {
  return (
    <div role="status" className="rounded-md border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-ink">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 font-medium">
        <AlarmClock aria-hidden="true" className="h-4 w-4 shrink-0 text-danger" />
        <span>{copy.text(count)}</span>
      </p>
      <p className="mt-1 text-muted">{copy.hint}</p>
      <ul aria-label={copy.listLabel} className="mt-2 grid gap-1">
        {pages.map((page) => (
          <li key={page.id} className="break-words">
            <Link to={`/admin/pages/${page.id}`} className="font-medium text-brand-800 underline underline-offset-4">
              {copy.page(page.title, page.path)}
            </Link>{" "}
            <span className="text-muted">{copy.due(formatDateTime(page.publishAt))}</span>
          </li>
        ))}
        {count > pages.length ? <li className="text-muted">{copy.more(count - pages.length)}</li> : null}
      </ul>
    </div>
  );
}
