import { data, isRouteErrorResponse, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { ArrowLeft } from "~/components/icons/arrow-left";
import type { Route } from "./+types/post";
import { InsightCard } from "~/components/insights/insight-card";
import { InsightArticle } from "~/components/insights/insight-article";
import { ShareButton } from "~/components/insights/share-button";
import { useNonce } from "~/components/nonce";
import { ButtonLink } from "~/components/ui/button";
import { site } from "~/content/site";
import { insightPost as copy, insightsCommon } from "~/content/site-insights";
import { env } from "~/lib/runtime/env.server";
import { blogPostingJsonLd, isCountableView, toInsightCard } from "~/lib/insights/insights-sections.server";
import { mergeCacheControl, publicPageCacheControl } from "~/lib/pages/page-headers";
import { logger } from "~/lib/runtime/logger.server";
import { renderMarkdown } from "~/lib/insights/markdown.server";
import { originFrom, pageMeta } from "~/lib/pages/meta";
import { OG_SIZE, variantPath } from "~/lib/images/image-variants";
import { getPublishedPost, listRelatedPosts } from "~/lib/insights/posts.server";
import { countPostView } from "~/lib/insights/post-views.server";
import type { HitRequest } from "~/lib/page-cache/page-cache";
import { onEachView, pageUnfitToKeep } from "~/lib/page-cache/page-record.server";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) {
    return [{ title: copy.notFound.title }, { name: "robots", content: "noindex" }];
  }
  const { post } = loaderData;
  return [
    ...pageMeta({
      title: post.seoTitle || post.title,
      description: post.seoDescription || post.summary,
      path: `/insights/${post.slug}`,
      origin: originFrom(matches),
      type: "article",
      // An uploaded featured image, cropped to 1200×630, is the post's link preview; otherwise the site's card.
      image: post.featuredImage
        ? { url: variantPath(post.featuredImage.id, "og", "jpeg"), ...OG_SIZE, alt: post.featuredImageAlt }
        : undefined,
    }),
    { property: "article:published_time", content: post.date },
    { property: "article:modified_time", content: post.updated },
    { property: "article:section", content: post.category.name },
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
};

export async function loader({ request, params }: Route.LoaderArgs) {
  const post = await getPublishedPost(params.slug).catch((error: unknown) => {
    logger.error({ err: error, slug: params.slug }, "could not load an insight");
    throw data({ message: copy.loadFailed }, { status: 500 });
  });
  if (!post) throw data({ message: copy.notFound.body }, { status: 404 });

  // A reader's view counts once, whether this render or a cached copy of it serves them; crawlers, prefetches and
  // HEAD requests don't.
  const countView = (reader: HitRequest) => {
    if (isCountableView(reader)) countPostView(post.id);
  };
  countView(request);
  onEachView(countView);
  const related = await listRelatedPosts(post, 3).catch((error: unknown) => {
    logger.error({ err: error, slug: post.slug }, "could not load related insights");
    pageUnfitToKeep("related insights failed to load");
    return [];
  });

  return data(
    {
      post: {
        title: post.title,
        slug: post.slug,
        summary: post.summary,
        category: post.category,
        tags: post.tags,
        authorName: post.authorName,
        authorBio: post.authorBio?.trim() || copy.defaultAuthorBio,
        readTime: post.readTime,
        featuredImageUrl: post.featuredImageUrl,
        featuredImage: post.featuredImage,
        featuredImageAlt: post.featuredImageAlt ?? "",
        seoTitle: post.seoTitle,
        seoDescription: post.seoDescription,
        date: new Date(post.publishedAt ?? post.createdAt).toISOString(),
        updated: new Date(post.updatedAt).toISOString(),
      },
      html: renderMarkdown(post.content),
      related: related.map(toInsightCard),
      jsonLd: blogPostingJsonLd(post, env().publicUrl),
    },
    { headers: { "Cache-Control": publicPageCacheControl(request, 60) } },
  );
}

export function headers({ loaderHeaders, parentHeaders, errorHeaders }: Route.HeadersArgs) {
  if (errorHeaders) return { "Cache-Control": "no-store" };
  return { "Cache-Control": mergeCacheControl(parentHeaders.get("Cache-Control"), loaderHeaders.get("Cache-Control")) };
}

/**
 * Load a post again only when the address names another post: revalidation
 * after a form elsewhere on the page is not a new view.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export default function InsightPost({ loaderData }: Route.ComponentProps) {
  const { post, html, related, jsonLd } = loaderData;
  const nonce = useNonce();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname !== `/insights/${post.slug}`;
  return (
    <>
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: jsonLd }}
      />
      <p role="status" className="sr-only">
        {loading ? copy.loading : ""}
      </p>
      <InsightArticle post={post} html={html} share={<ShareButton title={post.title} text={post.summary} />} />

      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="border-t border-line bg-white">
          <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
            <h2 id="related-heading" className="font-display text-3xl font-semibold text-brand-900">
              {copy.related}
            </h2>
            <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {related.map((card) => (
                <li key={card.id}>
                  <InsightCard post={card} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="post-cta-heading" className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 px-4 py-16 text-center sm:px-6 lg:py-20">
          <h2 id="post-cta-heading" className="font-display text-3xl font-semibold">
            {copy.cta.heading}
          </h2>
          <p className="max-w-2xl text-lg leading-8 text-white/85">{copy.cta.body}</p>
          <ButtonLink to={site.valueMappingCta.href} variant="accent" size="lg">
            {site.valueMappingCta.label}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message = notFound
    ? copy.notFound.body
    : ((isRouteErrorResponse(error) ? (error.data as { message?: string } | undefined)?.message : undefined) ??
      copy.loadFailed);
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-5 px-6 py-20 text-center">
      <h1 className="font-display text-3xl font-semibold text-brand-900">{copy.notFound.heading}</h1>
      <p className="text-muted">{message}</p>
      <ButtonLink to="/insights" size="lg">
        <ArrowLeft aria-hidden="true" className="h-5 w-5" />
        {insightsCommon.backToList}
      </ButtonLink>
    </section>
  );
}
