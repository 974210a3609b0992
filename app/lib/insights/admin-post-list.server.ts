/**
 * The admin's list of posts at scale: search (title and summary, through the
 * trigram index), filters by state (draft, scheduled, published, with pending
 * changes) and category, newest first as the specification orders it, 25 to
 * a page, with the total and the counts by state for the summary line. A
 * scheduled post whose time passed more than two of the publishing job's
 * checks ago is marked late (late-schedule.server.ts).
 */
import { and, desc, eq, isNotNull, isNull, like, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogCategories, blogPosts } from "~/db/schema";
import { clampPage, pageCount } from "../pages/pagination";
import { ADMIN_POSTS_PAGE_SIZE, type PostFilter } from "./admin-post-filter";
import { postState, type PostListFilter, type PostState } from "./post-schedule";
import { isLate } from "../scheduling/late-schedule.server";

export type AdminPostRow = {
  id: string;
  title: string;
  slug: string;
  category: string;
  state: PostState;
  publishAt: Date | null;
  /** scheduled, and still not published more than two checks after its time */
  late: boolean;
  hasPendingChanges: boolean;
  isFeatured: boolean;
  viewCount: number;
  updatedAt: Date;
};

export type PostStateCounts = { all: number; draft: number; scheduled: number; published: number; pending: number };

/** `%text%` for LIKE, with the wildcards in the text taken literally. */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

const STATE_CONDITIONS: Record<PostListFilter, SQL> = {
  published: eq(blogPosts.isPublished, true),
  draft: and(eq(blogPosts.isPublished, false), isNull(blogPosts.publishAt))!,
  scheduled: and(eq(blogPosts.isPublished, false), isNotNull(blogPosts.publishAt))!,
  pending: isNotNull(blogPosts.pendingChanges),
};

/** The posts a filter matches (its search, state and category), whatever the page. */
function conditions(filter: PostFilter): SQL | undefined {
  return and(
    filter.q ? like(blogPosts.searchText, containing(filter.q)) : undefined,
    filter.status ? STATE_CONDITIONS[filter.status] : undefined,
    filter.category ? eq(blogPosts.categoryId, filter.category) : undefined,
  );
}

/** One page of the filtered list, with its total (a page past the end shows the last); late as of `now`. */
export async function listPostsForAdmin(
  filter: PostFilter,
  now: Date = new Date(),
): Promise<{ posts: AdminPostRow[]; total: number; page: number; pages: number }> {
  const where = conditions(filter);
  const [{ total }] = await db()
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(blogPosts)
    .where(where);
  const pages = pageCount(total, ADMIN_POSTS_PAGE_SIZE);
  const page = clampPage(filter.page, pages);
  const rows = await db()
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      category: blogCategories.name,
      isPublished: blogPosts.isPublished,
      publishAt: blogPosts.publishAt,
      hasPendingChanges: sql<boolean>`${blogPosts.pendingChanges} is not null`,
      isFeatured: blogPosts.isFeatured,
      viewCount: blogPosts.viewCount,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
    .where(where)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(ADMIN_POSTS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_POSTS_PAGE_SIZE);
  return {
    posts: rows.map(({ isPublished, ...row }) => ({
      ...row,
      state: postState({ isPublished, publishAt: row.publishAt }),
      late: isLate({ scheduledAt: row.publishAt, published: isPublished }, now),
    })),
    total,
    page,
    pages,
  };
}

/** The ids of every post the filter matches, on every page: what "all N matching" selects. */
export async function matchingPostIds(filter: PostFilter): Promise<string[]> {
  const rows = await db().select({ id: blogPosts.id }).from(blogPosts).where(conditions(filter));
  return rows.map((row) => row.id);
}

/** How many posts are in each state (all of them, unfiltered): the line under the heading. */
export async function countPostStates(): Promise<PostStateCounts> {
  const [row] = await db()
    .select({
      all: sql<number>`count(*)`.mapWith(Number),
      published: sql<number>`count(*) filter (where ${blogPosts.isPublished})`.mapWith(Number),
      scheduled:
        sql<number>`count(*) filter (where not ${blogPosts.isPublished} and ${blogPosts.publishAt} is not null)`.mapWith(
          Number,
        ),
      pending: sql<number>`count(*) filter (where ${blogPosts.pendingChanges} is not null)`.mapWith(Number),
    })
    .from(blogPosts);
  return { ...row, draft: row.all - row.published - row.scheduled };
}
