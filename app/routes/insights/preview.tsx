import { data, isRouteErrorResponse } from "react-router";
import { Eye } from "~/components/icons/eye";
import type { Route } from "./+types/preview";
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
      <aside aria-label={copy.badge} className="border-b border-accent-400 bg-accent-400/20">
        <div className="mx-auto flex max-w-3xl flex-wrap items-start gap-3 px-4 py-4 text-sm text-ink sm:px-6">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-900 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase">
            <Eye aria-hidden="true" className="h-3.5 w-3.5" />
            {copy.badge}
          </span>
          <div className="grid gap-1">
            <p className="font-medium">{pending ? copy.pendingNotice : copy.notice}</p>
            {publishAt ? <p>{copy.scheduledNotice(formatDateTime(publishAt))}</p> : null}
            <p className="text-muted">{copy.expires(formatDateTime(expiresAt))}</p>
          </div>
        </div>
      </aside>
      <InsightArticle post={post} html={html} />
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
