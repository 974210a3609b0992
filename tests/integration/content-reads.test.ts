/**
 * Reads of published insights that renders for the page cache keep (ADR 039): kept for the next such render, dropped
 * by every change to content, never given to any other reader.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogCategories, blogPosts } from "~/db/schema";
import { changeInsights } from "~/lib/insights/admin-posts.server";
import { getPublishedPost, listLatestPosts, listPublishedPosts } from "~/lib/insights/posts.server";
import { CONTENT, contentChanged } from "~/lib/page-cache/content-changes.server";
import { recordPage } from "~/lib/page-cache/page-record.server";
import { processPageCache } from "~/lib/page-cache/process-page-cache.server";
import { setUpTestDatabase } from "../support/database";

/** `read` as a render the page cache may keep runs it, with what the render recorded. */
async function inRender<T>(read: () => Promise<T>) {
  const { result, record } = await recordPage(read);
  return { result, tags: [...record.tags] };
}

/** Changes a post's title behind the cache's back: no announcement, as a script writing to the database would. */
async function renameQuietly(slug: string, title: string) {
  await db().update(blogPosts).set({ title }).where(eq(blogPosts.slug, slug));
}

describe("content reads kept for the page cache's renders", () => {
  setUpTestDatabase();

  beforeAll(async () => {
    const [category] = await db()
      .insert(blogCategories)
      .values({ name: "Kept reads", slug: "kept-reads", icon: "Zap" })
      .returning();
    for (const [index, slug] of ["kept-alpha", "kept-beta"].entries()) {
      await db()
        .insert(blogPosts)
        .values({
          title: slug,
          slug,
          summary: `About ${slug}`,
          content: `## ${slug}`,
          categoryId: category.id,
          tags: [],
          isPublished: true,
          authorName: "Kestrel Advisory Team",
          readTime: 3,
          publishedAt: new Date(Date.UTC(2030, 0, 1 + index)),
        });
    }
    contentChanged([CONTENT.insights]);
  });

  it("keeps a render's read for the next render, tagged, until content changes", async () => {
    const first = await inRender(() => getPublishedPost("kept-alpha"));
    expect(first.result?.title).toBe("kept-alpha");
    expect(first.tags).toEqual([CONTENT.insights]);

    await renameQuietly("kept-alpha", "Alpha, renamed quietly");
    const kept = await inRender(() => getPublishedPost("kept-alpha"));
    expect(kept.result?.title).toBe("kept-alpha");
    // A kept read still tells the page what it shows, so a change drops the page too.
    expect(kept.tags).toEqual([CONTENT.insights]);

    contentChanged([CONTENT.insights]);
    expect((await inRender(() => getPublishedPost("kept-alpha"))).result?.title).toBe("Alpha, renamed quietly");
  });

  it("never gives a kept read to a reader outside such a render", async () => {
    await inRender(() => listLatestPosts(2));
    await renameQuietly("kept-beta", "Beta, renamed quietly");
    expect((await listLatestPosts(2)).map((post) => post.title)).toContain("Beta, renamed quietly");
    expect((await inRender(() => listLatestPosts(2))).result.map((post) => post.title)).toContain("kept-beta");
    contentChanged([CONTENT.insights]);
  });

  it("shows a change made through the editor's path at once", async () => {
    await inRender(() => getPublishedPost("kept-beta"));
    await changeInsights((tx) =>
      tx.update(blogPosts).set({ title: "Beta, edited" }).where(eq(blogPosts.slug, "kept-beta")),
    );
    expect((await inRender(() => getPublishedPost("kept-beta"))).result?.title).toBe("Beta, edited");
    await changeInsights((tx) =>
      tx.update(blogPosts).set({ isPublished: false }).where(eq(blogPosts.slug, "kept-beta")),
    );
    expect((await inRender(() => getPublishedPost("kept-beta"))).result).toBeNull();
  });

  it("reads every search afresh", async () => {
    const search = () => inRender(() => listPublishedPosts({ search: "kept-alpha" }));
    expect((await search()).result.total).toBe(1);
    await db()
      .update(blogPosts)
      .set({ title: "Nothing to find", summary: "Nothing here" })
      .where(eq(blogPosts.slug, "kept-alpha"));
    expect((await search()).result.total).toBe(0);
  });

  it("keeps nothing while the page cache cannot hear changes", async () => {
    const cache = processPageCache();
    cache.pause(true);
    try {
      await renameQuietly("kept-alpha", "Alpha while paused");
      await inRender(() => getPublishedPost("kept-alpha"));
      await renameQuietly("kept-alpha", "Alpha after the pause");
      expect((await inRender(() => getPublishedPost("kept-alpha"))).result?.title).toBe("Alpha after the pause");
    } finally {
      cache.pause(false);
    }
  });
});
