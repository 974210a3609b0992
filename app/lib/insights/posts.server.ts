/**
 * Insights: reads of published posts for visitors, and the admin's list.
 * Drafts are filtered here, never by a page. Queries page and search in the
 * database (trigram indexes), so they stay fast at thousands of posts. Each
 * read for visitors tells the page cache that the page shows insights
 * (`showsInsights`), so a change to posts drops that page (ADR 024); a render
 * for the page cache keeps the reads a next one may share (`keptRead`, ADR 039).
 */
import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogCategories, blogPosts, images, type CategoryIcon } from "~/db/schema";
import type { StoredImage } from "../images/image-variants";
import { CONTENT, onContentChange } from "../page-cache/content-changes.server";
import { keptRead } from "../page-cache/content-reads.server";
import { pageShows } from "../page-cache/page-record.server";
import { INSIGHTS_PAGE_SIZE, clampPage, pageCount } from "../pages/pagination";
import { isSlug } from "./slug";

/** The page being rendered shows published insights. */
const showsInsights = () => pageShows(CONTENT.insights);
/** A read of published insights, kept for the next render for the page cache until posts or categories change. */
const keptInsights = <T>(key: string, read: () => PromiseLike<T>) => keptRead(CONTENT.insights, key, read);

export type PostCategory = { name: string; slug: string; icon: CategoryIcon };

export type PostCard = {
  id: string;
  title: string;
  slug: string;
  summary: string;
  category: PostCategory;
  tags: string[];
  authorName: string;
  readTime: number;
  isFeatured: boolean;
  featuredImageUrl: string | null;
  /** the uploaded image featuredImageUrl names, with its size (null: an outside address, or none) */
  featuredImage: StoredImage | null;
  /** the featured image's text alternative; "" when decorative, null when never given (an image from before alt text) */
  featuredImageAlt: string | null;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export type PostDetail = PostCard & {
  content: string;
  authorBio: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  categoryId: string;
  viewCount: number;
};

const cardColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  summary: blogPosts.summary,
  tags: blogPosts.tags,
  authorName: blogPosts.authorName,
  readTime: blogPosts.readTime,
  isFeatured: blogPosts.isFeatured,
  featuredImageUrl: blogPosts.featuredImageUrl,
  featuredImage: { id: images.id, width: images.width, height: images.height, fallbackFormat: images.fallbackFormat },
  featuredImageAlt: blogPosts.featuredImageAlt,
  publishedAt: blogPosts.publishedAt,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
  category: {
    name: blogCategories.name,
    slug: blogCategories.slug,
    icon: blogCategories.icon,
  },
};

const published = eq(blogPosts.isPublished, true);
/** The featured image's stored size, for the cards' columns (an outside address has none). */
const withImage = eq(images.id, blogPosts.featuredImageId);
const newest = [desc(blogPosts.publishedAt), desc(blogPosts.createdAt)];

/** Escapes LIKE wildcards so a search for "100%" means the text "100%". */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export type InsightsQuery = { search?: string; category?: string; page?: number | string };

/**
 * The WHERE clause of a list query, on blog_posts columns only (categories are
 * resolved to ids first: a handful of rows), so counting needs no join and
 * search can use the trigram index.
 */
async function listFilter({ search, category }: InsightsQuery): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [published];
  if (category && category !== "all") {
    const [found] = await db()
      .select({ id: blogCategories.id })
      .from(blogCategories)
      .where(eq(blogCategories.slug, category));
    if (!found) return sql`false`;
    conditions.push(eq(blogPosts.categoryId, found.id));
  }
  const term = search?.trim();
  if (term) {
    const pattern = likePattern(term);
    const categoryIds = (
      await db().select({ id: blogCategories.id }).from(blogCategories).where(ilike(blogCategories.name, pattern))
    ).map((row) => row.id);
    // search_text is lower(title || ' ' || summary), kept by the database and trigram-indexed.
    const textMatch = sql`${blogPosts.searchText} like lower(${pattern})`;
    conditions.push(categoryIds.length > 0 ? or(textMatch, inArray(blogPosts.categoryId, categoryIds)) : textMatch);
  }
  return and(...conditions);
}

/**
 * One page (9 by default) of published posts matching a search and category,
 * newest first, with the total. Without a search the caller may pass the
 * total it already knows (the overview's category counts): the page is then
 * a plain index read. Otherwise one scan with a window count, plus a count
 * only when the requested page lies past the end.
 */
export async function listPublishedPosts(query: InsightsQuery, pageSize = INSIGHTS_PAGE_SIZE, knownTotal?: number) {
  showsInsights();
  // A search is a visitor's own: read each time, so searches never push the pages' reads out.
  if (query.search?.trim()) return readPublishedPosts(query, pageSize, knownTotal);
  const key = `list:${query.category ?? "all"}:${query.page ?? 1}:${pageSize}:${knownTotal ?? ""}`;
  return keptInsights(key, () => readPublishedPosts(query, pageSize, knownTotal));
}

async function readPublishedPosts(query: InsightsQuery, pageSize: number, knownTotal: number | undefined) {
  const where = await listFilter(query);
  const requested = clampPage(query.page ?? 1, Number.MAX_SAFE_INTEGER);
  const select = (withTotal: boolean) =>
    db()
      .select({ ...cardColumns, total: withTotal ? sql<number>`count(*) over ()`.mapWith(Number) : sql<number>`0` })
      .from(blogPosts)
      .innerJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
      .leftJoin(images, withImage)
      .where(where)
      .orderBy(...newest)
      .limit(pageSize);
  const toCards = (rows: (PostCard & { total: number })[]): PostCard[] =>
    rows.map(({ total: _total, ...post }) => post);

  if (knownTotal !== undefined && !query.search?.trim()) {
    const page = clampPage(requested, pageCount(knownTotal, pageSize));
    const rows = knownTotal > 0 ? await select(false).offset((page - 1) * pageSize) : [];
    return { posts: toCards(rows), total: knownTotal, page, pages: pageCount(knownTotal, pageSize) };
  }

  let page = requested;
  let rows = await select(true).offset((page - 1) * pageSize);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    [{ total }] = await db().select({ total: count() }).from(blogPosts).where(where);
    page = clampPage(page, pageCount(total, pageSize));
    rows = total > 0 ? await select(true).offset((page - 1) * pageSize) : [];
  }
  return { posts: toCards(rows), total, page, pages: pageCount(total, pageSize) };
}

/** The newest published post marked featured, else the newest published post. */
export function getFeaturedPost(): Promise<PostCard | null> {
  return keptInsights("featured", async () => {
    const [post] = await db()
      .select(cardColumns)
      .from(blogPosts)
      .innerJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
      .leftJoin(images, withImage)
      .where(published)
      .orderBy(desc(blogPosts.isFeatured), ...newest)
      .limit(1);
    return post ?? null;
  });
}

/** The newest published posts (home page, feeds, the marketing pages' rules). */
export function listLatestPosts(limit: number): Promise<PostCard[]> {
  return keptInsights(`latest:${limit}`, () =>
    db()
      .select(cardColumns)
      .from(blogPosts)
      .innerJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
      .leftJoin(images, withImage)
      .where(published)
      .orderBy(...newest)
      .limit(limit),
  );
}

export type CategoryWithCount = PostCategory & { id: string; count: number };

/** Every category, by name, with its number of posts: those that meet `counted`, or all of them (drafts too). */
export async function listCategoriesCounting(counted?: SQL): Promise<CategoryWithCount[]> {
  return db()
    .select({
      id: blogCategories.id,
      name: blogCategories.name,
      slug: blogCategories.slug,
      icon: blogCategories.icon,
      count: sql<number>`count(${blogPosts.id})::int`,
    })
    .from(blogCategories)
    .leftJoin(blogPosts, and(eq(blogPosts.categoryId, blogCategories.id), counted))
    .groupBy(blogCategories.id)
    .orderBy(blogCategories.name);
}

/** Every category, by name, with its number of published posts. */
export function listCategoriesWithCounts(): Promise<CategoryWithCount[]> {
  return keptInsights("categories", () => listCategoriesCounting(published));
}

export type InsightsOverview = { categories: CategoryWithCount[]; featured: PostCard | null };

/** How long visitors may see an overview after another instance changed posts (this one drops it at once). */
export const OVERVIEW_TTL_MS = 30_000;
let overviews = new WeakMap<object, { value: Promise<InsightsOverview>; expires: number }>();

/**
 * The categories with their post counts and the featured post: the parts of
 * /insights that are the same for every visitor, cached per database for
 * OVERVIEW_TTL_MS (the page itself is cacheable for 60 s) and dropped by
 * every change to posts or categories (onContentChange below).
 */
export async function getInsightsOverview(): Promise<InsightsOverview> {
  showsInsights();
  const database = db();
  const cached = overviews.get(database);
  if (cached && cached.expires > Date.now()) return cached.value;
  const value = Promise.all([listCategoriesWithCounts(), getFeaturedPost()]).then(([categories, featured]) => ({
    categories,
    featured,
  }));
  overviews.set(database, { value, expires: Date.now() + OVERVIEW_TTL_MS });
  // A failed read is not kept: the next visitor tries again.
  value.catch(() => {
    if (overviews.get(database)?.value === value) overviews.delete(database);
  });
  return value;
}

// Dropped by every change to posts or categories, this instance's or another's (its notification), and when the
// change feed is lost.
onContentChange((tags) => {
  if (tags.includes(CONTENT.insights)) overviews = new WeakMap();
});

/** A published post by slug, or null (drafts, deleted and unknown slugs alike). */
export async function getPublishedPost(slug: string): Promise<PostDetail | null> {
  showsInsights();
  if (!isSlug(slug)) return null;
  return keptInsights(`post:${slug}`, () => readPublishedPost(slug));
}

async function readPublishedPost(slug: string): Promise<PostDetail | null> {
  const [post] = await db()
    .select({
      ...cardColumns,
      content: blogPosts.content,
      authorBio: blogPosts.authorBio,
      seoTitle: blogPosts.seoTitle,
      seoDescription: blogPosts.seoDescription,
      categoryId: blogPosts.categoryId,
      viewCount: blogPosts.viewCount,
    })
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
    .leftJoin(images, withImage)
    .where(and(eq(blogPosts.slug, slug), published))
    .limit(1);
  return post ?? null;
}

/** Up to `limit` other published posts from the same category, newest first. */
export function listRelatedPosts(post: Pick<PostDetail, "id" | "categoryId">, limit = 3): Promise<PostCard[]> {
  return keptInsights(`related:${post.id}:${post.categoryId}:${limit}`, () =>
    db()
      .select(cardColumns)
      .from(blogPosts)
      .innerJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
      .leftJoin(images, withImage)
      .where(and(published, eq(blogPosts.categoryId, post.categoryId), ne(blogPosts.id, post.id)))
      .orderBy(...newest)
      .limit(limit),
  );
}

/** Adds `views` views to a published post (an atomic increment on the server; see post-views.server.ts). */
export async function recordPostViews(id: string, views = 1): Promise<void> {
  await db()
    .update(blogPosts)
    .set({ viewCount: sql`${blogPosts.viewCount} + ${views}`, updatedAt: sql`${blogPosts.updatedAt}` })
    .where(and(eq(blogPosts.id, id), published));
}

/** Slug and last change of every published post: the sitemap. */
export async function listPublishedSlugs() {
  showsInsights();
  return db()
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt, publishedAt: blogPosts.publishedAt })
    .from(blogPosts)
    .where(published)
    .orderBy(...newest);
}
