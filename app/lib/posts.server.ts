/** Insights: reads and writes of blog posts and categories. */
import { desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogCategories, blogPosts } from "~/db/schema";

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
