/**
 * The admin's side of insight categories: listing them with their post
 * counts, and creating, renaming and deleting them. Every change writes its
 * audit_events row in the same transaction, as a post's does.
 */
import { isRowId } from "~/db/row-id";
import { count, eq, sql } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { blogCategories, blogPosts } from "~/db/schema";
import { recordAudit } from "../audit/audit.server";
import { listCategoriesCounting } from "./posts.server";
import type { CategoryInput } from "./post-schema";
import { AUDIT_ACTIONS } from "../audit/audit-actions";
import { changeInsights, freeSlug, slugBase, withSlugRetry, type Actor } from "./admin-posts.server";

export type AdminCategory = { id: string; name: string; slug: string; icon: string; postCount: number };

/** Every category by name, with how many posts (drafts included) use it. */
export async function listCategories(): Promise<AdminCategory[]> {
  const categories = await listCategoriesCounting();
  return categories.map(({ count: postCount, ...category }) => ({ ...category, postCount }));
}

export type CategoryResult = { ok: true; id: string; slug: string } | { ok: false; message: string };

async function nameTaken(tx: Queryable, name: string, exceptId?: string): Promise<boolean> {
  const rows = await tx
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(sql`lower(${blogCategories.name}) = lower(${name})`);
  return rows.some((row) => row.id !== exceptId);
}

const NAME_TAKEN = (name: string): CategoryResult => ({
  ok: false,
  message: `A category called "${name}" already exists.`,
});

export async function createCategory(actor: Actor, input: CategoryInput, ip?: string | null): Promise<CategoryResult> {
  return withSlugRetry(async (tx) => {
    if (await nameTaken(tx, input.name)) return NAME_TAKEN(input.name);
    const slug = await freeSlug(tx, blogCategories, input.name, "category");
    const [category] = await tx
      .insert(blogCategories)
      .values({ name: input.name, slug })
      .returning({ id: blogCategories.id });
    await recordAudit(tx, {
      action: AUDIT_ACTIONS.categoryCreated,
      resourceType: "blog_category",
      resourceId: category.id,
      userId: actor.id,
      ip,
      details: { name: input.name, slug },
    });
    return { ok: true as const, id: category.id, slug };
  });
}

/** Renames a category; its slug follows the new name. Null when there is no such category. */
export async function renameCategory(
  actor: Actor,
  id: string,
  input: CategoryInput,
  ip?: string | null,
): Promise<CategoryResult | null> {
  if (!isRowId(id)) return null;
  return withSlugRetry(async (tx) => {
    const [existing] = await tx.select().from(blogCategories).where(eq(blogCategories.id, id)).for("update");
    if (!existing) return null;
    if (existing.name === input.name) return { ok: true as const, id, slug: existing.slug };
    if (await nameTaken(tx, input.name, id)) return NAME_TAKEN(input.name);
    const slug =
      slugBase(input.name) === existing.slug
        ? existing.slug
        : await freeSlug(tx, blogCategories, input.name, "category", id);
    await tx.update(blogCategories).set({ name: input.name, slug }).where(eq(blogCategories.id, id));
    await recordAudit(tx, {
      action: AUDIT_ACTIONS.categoryRenamed,
      resourceType: "blog_category",
      resourceId: id,
      userId: actor.id,
      ip,
      details: { from: existing.name, to: input.name, slug },
    });
    return { ok: true as const, id, slug };
  });
}

function postsInCategoryMessage(n: number): string {
  return n === 1
    ? "Move or delete the 1 post in this category first."
    : `Move or delete the ${n} posts in this category first.`;
}

/** Deletes an unused category; refuses (and changes nothing) while posts use it. Null when there is no such category. */
export async function deleteCategory(actor: Actor, id: string, ip?: string | null): Promise<CategoryResult | null> {
  if (!isRowId(id)) return null;
  return changeInsights(async (tx) => {
    const [existing] = await tx.select().from(blogCategories).where(eq(blogCategories.id, id)).for("update");
    if (!existing) return null;
    const [{ used }] = await tx.select({ used: count() }).from(blogPosts).where(eq(blogPosts.categoryId, id));
    if (used > 0) return { ok: false as const, message: postsInCategoryMessage(used) };
    await tx.delete(blogCategories).where(eq(blogCategories.id, id));
    await recordAudit(tx, {
      action: AUDIT_ACTIONS.categoryDeleted,
      resourceType: "blog_category",
      resourceId: id,
      userId: actor.id,
      ip,
      details: { name: existing.name, slug: existing.slug },
    });
    return { ok: true as const, id, slug: existing.slug };
  });
}
