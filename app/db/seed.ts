/**
 * Sample content for an empty database: the five insight categories and a
 * set of published articles. Runs at start-up; does nothing once any
 * category exists, so it never overwrites what staff have published.
 */
import { count, sql } from "drizzle-orm";
import { readTimeMinutes } from "~/lib/insights/read-time";
import { slugify } from "~/lib/insights/slug";
import type { Database } from "./client.server";
import { blogCategories, blogPosts, type CategoryIcon } from "./schema";
import { seedPostsA } from "./seed-content/posts-a";
import { seedPostsB } from "./seed-content/posts-b";
import type { SeedPost } from "./seed-content/types";

export const seedCategories: { name: string; slug: SeedPost["categorySlug"]; icon: CategoryIcon }[] = [
  { name: "Growth & Revenue", slug: "growth-and-revenue", icon: "TrendingUp" },
  { name: "Automation & AI", slug: "automation-and-ai", icon: "Zap" },
  { name: "Exit & Succession", slug: "exit-and-succession", icon: "Shield" },
  { name: "Leadership & Ownership", slug: "leadership-and-ownership", icon: "User" },
  { name: "Operations & Systems", slug: "operations-and-systems", icon: "Settings" },
];

export const seedPosts: SeedPost[] = [...seedPostsA, ...seedPostsB];

/** Seeds categories and sample insights when there are no categories yet. Returns whether it did. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Instances starting together on one empty PostgreSQL database seed it once.
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const [{ value: existing }] = await tx.select({ value: count() }).from(blogCategories);
    if (existing > 0) return false;

    const categories = await tx.insert(blogCategories).values(seedCategories).returning();
    const categoryId = new Map(categories.map((c) => [c.slug, c.id]));

    await tx.insert(blogPosts).values(
      seedPosts.map((post) => {
        const publishedAt = new Date(`${post.publishedAt}T08:00:00+02:00`);
        return {
          title: post.title,
          slug: slugify(post.title),
          summary: post.summary,
          content: post.content,
          categoryId: categoryId.get(post.categorySlug)!,
          tags: post.tags,
          isFeatured: post.isFeatured,
          isPublished: true,
          authorName: post.authorName,
          authorBio: post.authorBio || null,
          readTime: readTimeMinutes(post.content),
          seoTitle: post.title,
          seoDescription: post.summary,
          publishedAt,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        };
      }),
    );
    return true;
  });
}
