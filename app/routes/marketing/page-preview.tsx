/**
 * A page's preview link (/page-preview/:token): the page's draft drawn by the same section renderer as the live
 * page, under a notice that it is a preview. Never kept by any cache (the page cache included) and never indexed:
 * the link is a secret, the page a draft. A token no page has is 404.
 */
import { data } from "react-router";
import type { Route } from "./+types/page-preview";
import { PreviewBanner, PreviewUnavailable } from "~/components/preview/preview-banner";
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
      <PreviewBanner badge={copy.badge} wide>
        <p className="font-medium">{pending ? copy.pendingNotice : copy.notice}</p>
        {publishAt ? <p>{copy.scheduled(formatDateTime(publishAt))}</p> : null}
        {unreadable > 0 ? <p>{copy.unreadable(unreadable)}</p> : null}
      </PreviewBanner>
      <SectionRenderer page={page} data={pageData} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PreviewUnavailable error={error} fallback={copy.invalid} />;
}
