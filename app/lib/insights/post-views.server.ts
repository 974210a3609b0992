/**
 * Post views, counted in memory and written in batches: a page served from
 * the page cache runs no query (ADR 024), so each view, cached or rendered,
 * adds one here, and every second the counts go to the database as one
 * increment per post. A failed write keeps its counts for the next; stopping
 * writes what is left.
 */
import { logger } from "../runtime/logger.server";
import { recordPostViews } from "./posts.server";

const pending = new Map<string, number>();

/** One view of the published post `id`. */
export function countPostView(id: string): void {
  pending.set(id, (pending.get(id) ?? 0) + 1);
}

/** Writes the views counted so far. */
export async function flushPostViews(): Promise<void> {
  const batch = [...pending];
  pending.clear();
  await Promise.all(
    batch.map(([id, views]) =>
      recordPostViews(id, views).catch((error: unknown) => {
        logger.warn({ err: error }, "could not write post views; keeping them for the next try");
        pending.set(id, (pending.get(id) ?? 0) + views);
      }),
    ),
  );
}

/** Writes the counts every `intervalMs` until the returned stop, which writes the rest. */
export function writePostViewsEvery(intervalMs = 1_000): () => Promise<void> {
  let writing: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    writing = writing.then(flushPostViews);
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await writing;
    await flushPostViews();
  };
}
