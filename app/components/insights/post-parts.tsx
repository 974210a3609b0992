/**
 * The pieces that an insight's card, the featured insight and the post page share: the cover image, the category
 * and reading time, the title as the card's link, the author and date.
 */
import { Clock } from "~/components/icons/clock";
import { Link } from "react-router";
import { insightsCommon } from "~/content/site-insights";
import { formatDate } from "~/lib/pages/format";
import { CategoryBadge } from "./category-icon";
import { ResponsiveImage } from "./responsive-image";
import type { InsightCardData } from "../../lib/insights/card-data";

type PostMetaData = Pick<InsightCardData, "slug" | "title" | "category" | "readTime" | "authorName" | "date">;

/** The category badge and the reading time, in one row. */
export function CategoryAndReadTime({
  post,
  className,
  iconClassName,
}: {
  post: PostMetaData;
  className: string;
  iconClassName: string;
}) {
  return (
    <div className={className}>
      <CategoryBadge category={post.category} />
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className={iconClassName} />
        {insightsCommon.readTime(post.readTime)}
      </span>
    </div>
  );
}

/** The post's title as its link, stretched over the whole card (the card's `relative` box). */
export function StretchedTitleLink({ post }: { post: PostMetaData }) {
  return (
    <Link
      to={`/insights/${post.slug}`}
      className="rounded-sm after:absolute after:inset-0 after:content-[''] group-hover:underline"
    >
      {post.title}
    </Link>
  );
}

/** "Lindiwe Dube · 3 March 2026" under a card's summary. */
export function AuthorAndDate({ post, className }: { post: PostMetaData; className: string }) {
  return (
    <p className={className}>
      <span className="font-medium text-ink">{post.authorName}</span>
      <span aria-hidden="true"> · </span>
      <time dateTime={post.date}>{formatDate(post.date)}</time>
    </p>
  );
}

/**
 * A post's featured image: an upload of ours as a responsive <picture>, any other address (an outside image, an
 * early upload) as a plain <img> at the size given. Its alt text is the writer's ("" when marked decorative).
 */
export function CoverImage({
  post,
  width,
  height,
  sizes,
  lazy = false,
  className,
}: {
  post: Pick<InsightCardData, "featuredImageUrl" | "featuredImage" | "featuredImageAlt">;
  width: number;
  height: number;
  sizes: string;
  lazy?: boolean;
  className: string;
}) {
  if (post.featuredImage) {
    return (
      <ResponsiveImage
        image={post.featuredImage}
        alt={post.featuredImageAlt}
        sizes={sizes}
        lazy={lazy}
        className={className}
      />
    );
  }
  if (!post.featuredImageUrl) return null;
  return (
    <img
      src={post.featuredImageUrl}
      alt={post.featuredImageAlt}
      width={width}
      height={height}
      loading={lazy ? "lazy" : undefined}
      decoding="async"
      className={className}
    />
  );
}
