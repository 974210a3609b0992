import { data } from "react-router";
import type { Route } from "./+types/preview";
import { PreviewBanner, PreviewUnavailable } from "~/components/deferred";
import { InsightArticle } from "~/components/insights/insight-article";
import { insightPost, insightPreview as copy } from "~/content/site-insights";
import { renderMarkdown } from "~/lib/insights/markdown.server";
import { readTimeMinutes } from "~/lib/insights/read-time";
import { getPostPreview, verifyPreviewToken } from "~/lib/insights/post-preview-link.server";
import { formatDateTime } from "~/lib/pages/format";
import { env } from "~/lib/runtime/env.server";

/** Never cached (by us, a proxy or a browser) and never indexed: the link is a secret, the text a draft. */
const PRIVATE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? copy.title(loaderData.post.title) : copy.fallbackTitle },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

export async function loader({ params }: Route.LoaderArgs) {
  const check = verifyPreviewToken(env().authSecret, params.token);
  if (!check.ok) {
    const answer = check.reason === "expired" ? copy.expired : copy.invalid;
    throw data(answer, { status: check.reason === "expired" ? 410 : 404, headers: PRIVATE });
  }
  const preview = await getPostPreview(check.postId);
  if (!preview) throw data(copy.gone, { status: 404, headers: PRIVATE });
  const { fields } = preview;
  return data(
    {
      post: {
        slug: preview.slug,
        title: fields.title,
        summary: fields.summary,
        category: preview.category,
        readTime: readTimeMinutes(fields.content),
        authorName: fields.authorName,
        authorBio: fields.authorBio?.trim() || insightPost.defaultAuthorBio,
        featuredImageUrl: fields.featuredImageUrl,
        featuredImage: preview.featuredImage,
        featuredImageAlt: fields.featuredImageAlt ?? "",
        date: new Date(preview.publishedAt ?? preview.savedAt).toISOString(),
      },
      html: renderMarkdown(fields.content),
      pending: preview.isPublished,
      publishAt: preview.publishAt ? preview.publishAt.toISOString() : null,
      expiresAt: check.expiresAt.toISOString(),
    },
    { headers: PRIVATE },
  );
}

export function headers() {
  return PRIVATE;
}

export default function InsightPreview({ loaderData }: Route.ComponentProps) {
  const { post, html, pending, publishAt, expiresAt } = loaderData;
  return (
    <>
      <PreviewBanner badge={copy.badge}>
        <p className="font-medium">{pending ? copy.pendingNotice : copy.notice}</p>
        {publishAt ? <p>{copy.scheduledNotice(formatDateTime(publishAt))}</p> : null}
        <p className="text-muted">{copy.expires(formatDateTime(expiresAt))}</p>
      </PreviewBanner>
      <InsightArticle post={post} html={html} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PreviewUnavailable error={error} fallback={copy.invalid} />;
}
