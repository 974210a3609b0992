/**
 * Insights: reads of published posts for visitors, and the admin's list.
 * Drafts are filtered here, never by a page. Queries page and search in the
 * database (trigram indexes), so they stay fast at thousands of posts.
 */
import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogCategories, blogPosts, type CategoryIcon } from "~/db/schema";
import { INSIGHTS_PAGE_SIZE, clampPage, pageCount } from "./pagination";

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
const newest = [desc(blogPosts.publishedAt), desc(blogPosts.createdAt)];

/** Escapes LIKE wildcards so a search for "100%" means the text "100%". */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export type InsightsQuery = { search?: string; category?: string; page?: number | string };

/** The text searched by insight search; the trigram index blog_posts_search_trgm_idx covers exactly this expression. */
const searchText = sql`(${blogPosts.title} || ' ' || ${blogPosts.summary})`;

/**
 * The WHERE clause of a list query, on blog_posts columns only (categories are
 * resolved to ids first: a handful of rows), so counting needs no join and
 * search can use the trigram index.
 */
async function listFilter({ search, category }: InsightsQuery): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [published];
  if (category && category !== "all") {
    const [found] = await db().select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.slug, category));
    if (!found) return sql`false`;
    conditions.push(eq(blogPosts.categoryId, found.id));
  }
  const term = search?.trim();
  if (term) {
    const pattern = likePattern(term);
    const categoryIds = (
      await db().select({ id: blogCategories.id }).from(blogCategories).where(ilike(blogCategories.name, pattern))
    ).map((row) => row.id);
    const textMatch = sql`${searchText} ilike ${pattern}`;
    conditions.push(categoryIds.length > 0 ? or(textMatch, inArray(blogPosts.categoryId, categoryIds)) : textMatch);
  }
  return and(...conditions);
}

/**
 * One page (9 by default) of published posts matching a search and category,
 * newest first, with the total: one scan (a window count), plus a count only
 * when the requested page lies past the end.
 */
export async function listPublishedPosts(query: InsightsQuery, pageSize = INSIGHTS_PAGE_SIZE) {
  const where = await listFilter(query);
  const fetchPage = (page: number) =>
    db()
      .select({ ...cardColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(blogPosts)
      .innerJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
      .where(where)
      .orderBy(...newest)
      .limit(pageSize)
      .offset((page - 1) * pageSize);

  let page = clampPage(query.page ?? 1, Number.MAX_SAFE_INTEGER);
  let rows = await fetchPage(page);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    [{ total }] = await db().select({ total: count() }).from(blogPosts).where(where);
    page = clampPage(page, pageCount(total, pageSize));
    rows = total > 0 ? await fetchPage(page) : [];
  }
  const posts: PostCard[] = rows.map(({ total: _total, ...post }) => post);
  return { posts, total, page, pages: pageCount(total, pageSize) };
}

/** The newest published post marked featured, else the newest published post. */
export async function getFeaturedPost(): Promise<PostCard | null> {
  const [post] = await db()
    .select(cardColumns)
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
    .where(published)
    .orderBy(desc(blogPosts.isFeatured), ...newest)
    .limit(1);
  return post ?? null;
}

/** The newest published posts (home page, feeds, the marketing pages' rules). */
export async function listLatestPosts(limit: number): Promise<PostCard[]> {
  return db()
    .select(cardColumns)
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
    .where(published)
    .orderBy(...newest)
    .limit(limit);
}

export type CategoryWithCount = PostCategory & { id: string; count: number };

/** Every category, by name, with its number of published posts. */
export async function listCategoriesWithCounts(): Promise<CategoryWithCount[]> {
  return db()
    .select({
      id: blogCategories.id,
      name: blogCategories.name,
      slug: blogCategories.slug,
      icon: blogCategories.icon,
      count: sql<number>`count(${blogPosts.id})::int`,
    })
    .from(blogCategories)
    .leftJoin(blogPosts, and(eq(blogPosts.categoryId, blogCategories.id), published))
    .groupBy(blogCategories.id)
    .orderBy(blogCategories.name);
}

/** A published post by slug, or null (drafts, deleted and unknown slugs alike). */
export async function getPublishedPost(slug: string): Promise<PostDetail | null> {
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
    .where(and(eq(blogPosts.slug, slug), published))
    .limit(1);
  return post ?? null;
}

/** Up to `limit` other published posts from the same category, newest first. */
export async function listRelatedPosts(post: Pick<PostDetail, "id" | "categoryId">, limit = 3): Promise<PostCard[]> {
  return db()
    .select(cardColumns)
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
    .where(and(published, eq(blogPosts.categoryId, post.categoryId), ne(blogPosts.id, post.id)))
    .orderBy(...newest)
    .limit(limit);
}

/** Counts one view of a published post (an atomic increment on the server). */
export async function recordPostView(id: string): Promise<void> {
  await db()
    .update(blogPosts)
    .set({ viewCount: sql`${blogPosts.viewCount} + 1`, updatedAt: sql`${blogPosts.updatedAt}` })
    .where(and(eq(blogPosts.id, id), published));
}

/** Slug and last change of every published post: the sitemap. */
export async function listPublishedSlugs() {
  return db()
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt, publishedAt: blogPosts.publishedAt })
    .from(blogPosts)
    .where(published)
    .orderBy(...newest);
}

/** Every post, newest first, with its category name: the admin list. */
export async function listPostsForAdmin() {
  return db()
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      category: blogCategories.name,
      isPublished: blogPosts.isPublished,
      isFeatured: blogPosts.isFeatured,
      viewCount: blogPosts.viewCount,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
    .orderBy(desc(blogPosts.createdAt));
}
