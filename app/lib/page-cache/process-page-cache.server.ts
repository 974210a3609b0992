/**
 * This process's page cache, sized by PAGE_CACHE_MB (0 turns it off). One per
 * process, kept on globalThis like the other long-lived services.
 */
import { env } from "../runtime/env.server";
import { PageCache } from "./page-cache";

const registry = globalThis as typeof globalThis & { __pageCache?: PageCache };

export function processPageCache(): PageCache {
  registry.__pageCache ??= new PageCache({ maxBytes: env().nodeEnv === "development" ? 0 : env().pageCacheBytes });
  return registry.__pageCache;
}
