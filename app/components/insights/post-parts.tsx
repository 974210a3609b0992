/**
 * The pieces that an insight's card, the featured insight and the post page share: the cover image, the category
 * and reading time, the title as the card's link, the author and date.
 */
import { Clock } from "lucide-react";
import { Link } from "react-router";
import { insightsCommon } from "~/content/site-insights";
import { formatDate } from "~/lib/pages/format";
import { CategoryBadge } from "./category-icon";
import type { InsightCardData } from "../../lib/insights/card-data";

type PostMetaData = Pick<InsightCardData, "slug" | "title" | "category" | "readTime" | "authorName" | "date">;

/** The category badge and the reading time, in one row. */
export function CategoryAndReadTime({ post, className, iconClassName }: { post: PostMetaData; className: string; iconClassName: string }) {
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
    <Link to={`/insights/${post.slug}`} className="rounded-sm after:absolute after:inset-0 after:content-[''] group-hover:underline">
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

/** A post's cover image: decorative (the title says what the post is), 16:9 at the size given. */
export function CoverImage({
  src,
  width,
  height,
  lazy = false,
  className,
}: {
  src: string;
  width: number;
  height: number;
  lazy?: boolean;
  className: string;
}) {
  return <img src={src} alt="" width={width} height={height} loading={lazy ? "lazy" : undefined} decoding="async" className={className} />;
}
