/**
 * A page's preview link (/page-preview/:token): the page's draft drawn by the same section renderer as the live
 * page, under a notice that it is a preview. Never kept by any cache (the page cache included) and never indexed:
 * the link is a secret, the page a draft. A token no page has is 404.
 */
import { data, isRouteErrorResponse } from "react-router";
import { Eye } from "~/components/icons/eye";
import type { Route } from "./+types/page-preview";
import { SectionRenderer } from "~/components/sections/section-renderer";
import { pagePreview as copy } from "~/content/admin-page-editor";
import { pageUnfitToKeep } from "~/lib/page-cache/page-record.server";
import { formatDateTime } from "~/lib/pages/format";
import { loadPageData } from "~/lib/pages/page-data.server";
import { pageUrl } from "~/lib/runtime/page-url";
import { pagePreview } from "~/lib/site-pages/page-preview.server";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? copy.title(loaderData.page.title) : copy.invalid.heading },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  pageUnfitToKeep("a page's preview");
  const preview = await pagePreview(params.token);
  if (!preview) throw data(copy.invalid, { status: 404, headers: PRIVATE });
  const { data: pageData } = await loadPageData(preview.page, pageUrl(request));
  return data(
    {
      page: preview.page,
      pageData,
      pending: preview.pending,
      publishAt: preview.publishAt?.toISOString() ?? null,
      unreadable: preview.unreadable.length,
    },
    { headers: PRIVATE },
  );
}

export function headers() {
  return PRIVATE;
}

export default function PagePreview({ loaderData }: Route.ComponentProps) {
  const { page, pageData, pending, publishAt, unreadable } = loaderData;
  return (
    <>
      <aside aria-label={copy.badge} className="border-b border-accent-400 bg-accent-400/20">
        <div className="mx-auto flex max-w-6xl flex-wrap items-start gap-3 px-4 py-4 text-sm text-ink sm:px-6">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-900 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase">
            <Eye aria-hidden="true" className="h-3.5 w-3.5" />
            {copy.badge}
          </span>
          <div className="grid gap-1">
            <p className="font-medium">{pending ? copy.pendingNotice : copy.notice}</p>
            {publishAt ? <p>{copy.scheduled(formatDateTime(publishAt))}</p> : null}
            {unreadable > 0 ? <p>{copy.unreadable(unreadable)}</p> : null}
          </div>
        </div>
      </aside>
      <SectionRenderer page={page} data={pageData} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const answer =
    isRouteErrorResponse(error) && error.data && typeof error.data === "object" && "heading" in error.data
      ? (error.data as { heading: string; body: string })
      : copy.invalid;
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-20 text-center">
      <h1 className="font-display text-3xl font-semibold text-brand-900">{answer.heading}</h1>
      <p className="text-muted">{answer.body}</p>
    </section>
  );
}
