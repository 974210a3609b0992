/**
 * An insight's article as readers see it: header (category, reading time,
 * title, summary, author and date), cover image, body and author box. Shared
 * by the post page and the signed preview of a draft.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeft } from "~/components/icons/arrow-left";
import { insightPost as copy, insightsCommon } from "~/content/site-insights";
import { formatDate } from "~/lib/pages/format";
import type { StoredImage } from "~/lib/images/image-variants";
import type { PostCategory } from "~/lib/insights/posts.server";
import { CategoryAndReadTime, CoverImage } from "./post-parts";

export type ArticlePost = {
  slug: string;
  title: string;
  summary: string;
  category: PostCategory;
  readTime: number;
  authorName: string;
  /** the bio shown (the standard one when the post has none) */
  authorBio: string;
  featuredImageUrl: string | null;
  /** the uploaded image featuredImageUrl names (drawn responsively), or null */
  featuredImage: StoredImage | null;
  /** its text alternative ("" when decorative) */
  featuredImageAlt: string;
  /** ISO date of publication (or of the draft's save) */
  date: string;
};

export function InsightArticle({ post, html, share }: { post: ArticlePost; html: string; share?: ReactNode }) {
  return (
    <article className="bg-paper">
      <header className="border-b border-line bg-sand">
        <div className="mx-auto max-w-3xl px-4 pb-10 pt-8 sm:px-6 lg:pb-14 lg:pt-12">
          <Link
            to="/insights"
            className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {insightsCommon.backToList}
          </Link>
          <CategoryAndReadTime
            post={post}
            className="mt-6 flex flex-wrap items-center gap-3 text-sm text-muted"
            iconClassName="h-4 w-4"
          />
          <h1 className="mt-4 font-display text-3xl font-semibold leading-tight text-brand-900 sm:text-4xl lg:text-5xl">
            {post.title}
          </h1>
          <p className="mt-5 text-lg leading-8 text-muted">{post.summary}</p>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
            <p className="text-sm text-muted">
              {copy.by}
              <span className="font-semibold text-ink">{post.authorName}</span>
              <span aria-hidden="true"> · </span>
              <time dateTime={post.date}>{formatDate(post.date)}</time>
            </p>
            {share}
          </div>
        </div>
      </header>

      {post.featuredImageUrl ? (
        <div className="mx-auto max-w-4xl px-4 pt-10 sm:px-6">
          <CoverImage
            post={post}
            width={1200}
            height={675}
            sizes="(min-width: 56rem) 53rem, calc(100vw - 2rem)"
            className="aspect-video w-full rounded-xl bg-sand object-cover"
          />
        </div>
      ) : null}

      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
        <div className="prose-insight" dangerouslySetInnerHTML={{ __html: html }} />

        <aside aria-labelledby="author-heading" className="mt-14 rounded-xl border border-line bg-white p-6">
          <h2 id="author-heading" className="text-sm font-semibold uppercase tracking-[0.15em] text-brand-600">
            {copy.authorHeading}
          </h2>
          <p className="mt-2 font-display text-xl font-semibold text-brand-900">{post.authorName}</p>
          <p className="mt-2 leading-7 text-muted">{post.authorBio}</p>
        </aside>
      </div>
    </article>
  );
}
