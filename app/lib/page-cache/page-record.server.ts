/**
 * What a page's render tells the page cache (ADR 024), recorded for the
 * request in progress: the content it showed (tags), whether it is fit to keep
 * (a render that logged an error showed a fallback, and is not kept), and work
 * a later hit must still do for its visitor (a post's view count).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { HitRequest } from "./page-cache";

export type PageRecord = {
  tags: Set<string>;
  /** Why the page must not be kept, if it must not. */
  unfit: string | null;
  onHit: ((request: HitRequest) => void)[];
};

const current = new AsyncLocalStorage<PageRecord>();

/** Runs `render` with a fresh record, and returns its result with what the render recorded. */
export async function recordPage<T>(render: () => Promise<T>): Promise<{ result: T; record: PageRecord }> {
  const record: PageRecord = { tags: new Set(), unfit: null, onHit: [] };
  const result = await current.run(record, render);
  return { result, record };
}

/** The page being rendered shows content of kind `tag` ("insights"): a change to it drops the page. */
export function pageShows(tag: string): void {
  current.getStore()?.tags.add(tag);
}

/** Whether a render that the page cache may keep is in progress (content-reads.server.ts). */
export function renderingForPageCache(): boolean {
  return current.getStore() !== undefined;
}

/** The page being rendered must not be kept (it shows a fallback, or something of this one visitor). */
export function pageUnfitToKeep(reason: string): void {
  const record = current.getStore();
  if (record && record.unfit === null) record.unfit = reason;
}

/** Work to do again for each visitor a kept copy of this page is served to. */
export function onEachView(work: (request: HitRequest) => void): void {
  current.getStore()?.onHit.push(work);
}
