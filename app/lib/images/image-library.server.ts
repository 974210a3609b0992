/**
 * The image library as pickers offer it (a page's preview picture, a section's picture): the newest images, each
 * with its link-preview crop, a small rendering to choose it by, and words that tell it from the others.
 */
import { desc } from "drizzle-orm";
import { db } from "~/db/client.server";
import { images } from "~/db/schema";
import { formatDate } from "~/lib/pages/format";
import { variantPath } from "./image-variants";

/** How many of the newest images a picker offers. */
const LIBRARY_SIZE = 48;

export type LibraryImage = { id: string; src: string; thumb: string; label: string };

export async function libraryImages(): Promise<LibraryImage[]> {
  const rows = await db()
    .select({ id: images.id, width: images.width, height: images.height, createdAt: images.createdAt })
    .from(images)
    .orderBy(desc(images.createdAt))
    .limit(LIBRARY_SIZE);
  return rows.map((row, index) => ({
    id: row.id,
    src: variantPath(row.id, "og", "jpeg"),
    // Every image has a 480 rendering (a smaller one keeps its own width under that name), in WebP among others.
    thumb: variantPath(row.id, "480", "webp"),
    label: `Image ${index + 1}: ${row.width}×${row.height}, uploaded ${formatDate(row.createdAt)}`,
  }));
}
