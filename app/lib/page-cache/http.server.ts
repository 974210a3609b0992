/**
 * The page cache's HTTP half (ADR 024, ADR 045): which request it answers, how a page it may keep is rendered, kept
 * with its compressed bodies and replayed headers, and how a kept page is sent. The store itself is page-cache.ts.
 */
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { acceptedEncodings } from "~/lib/runtime/accept-encoding";
import { env } from "~/lib/runtime/env.server";
import { contentSecurityPolicy } from "~/lib/pages/content-security-policy";
import { isVariantKey, pageCacheKey } from "./cache-key";
import type { CachedPage, Encoding } from "./page-cache";
import { recordPage, type PageRecord } from "./page-record.server";
import { PAGE_PATHS } from "./page-tags";
import { processPageCache } from "./process-page-cache.server";
import { inlineScriptHashes } from "./script-hashes";
import { entityTag, entityTagBase, noneMatchNames } from "./entity-tag";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/**
 * Compression of a cached page's bodies, done once per entry on a miss. For this site's 165 KB pages, brotli 5 takes
 * 2–4 ms for 25.6 KB; 9 takes 20–30 ms for 25.0 KB, 11 160 ms for 22.7 KB. gzip 6 is within 1% of 9.
 */
const CACHED_BROTLI_QUALITY = 5;
/**
 * A page sent once and not kept, compressed at once on the main thread: for a 165 KB page, brotli 3 takes 0.9 ms of
 * CPU for 28.9 KB, where the compression middleware's brotli 4 in the thread pool took 2.0 ms (1.5 ms of it
 * compressing, the rest handing the work over) for 27.8 KB. gzip 6, as for a kept page, takes 2 ms; 3 takes 1 ms for 12% more.
 */
const RENDERED_BROTLI_QUALITY = 3;
const RENDERED_GZIP_LEVEL = 3;
const CACHED_GZIP_LEVEL = 6;

/**
 * The page cache's key for this request, or null when the cache must neither answer nor keep it (cache-key.ts, and
 * none at all when the cache is off).
 */
export function cacheKeyOf(req: IncomingMessage): string | null {
  if (!processPageCache().enabled) return null;
  return pageCacheKey({
    method: req.method ?? "",
    url: req.url ?? "",
    cookie: req.headers.cookie,
    authorization: req.headers.authorization,
  });
}

/**
 * The page the page cache holds for this anonymous request, if any (ADR 024),
 * with the work a hit does for its visitor done (a post's view count). Counts
 * a hit or a miss.
 */
export function cachedPageFor(req: IncomingMessage): CachedPage | undefined {
  const key = cacheKeyOf(req);
  const page = key === null ? undefined : processPageCache().lookup(key);
  if (page && page.onHit.length > 0) {
    const visitor = { method: req.method ?? "GET", headers: { get: (name: string) => headerOf(req, name) } };
    for (const work of page.onHit) work(visitor);
  }
  return page;
}

/**
 * Renders a page the cache may keep, through `render` (without a nonce: its CSP names its inline scripts' hashes),
 * whole; keeps it with its compressed bodies when the cache's rules allow, and sends it. What is not a page (a feed,
 * the sitemap) is handed back to be sent as rendered.
 */
export async function renderAndKeep(
  req: ExpressRequest,
  res: ExpressResponse,
  key: string,
  render: () => Promise<Response>,
  route: string,
): Promise<Response | undefined> {
  const cache = processPageCache();
  const began = cache.begin();
  const { result, record } = await recordPage(async () => {
    const response = await render();
    return { response, body: isKeptKind(response) ? Buffer.from(await response.arrayBuffer()) : null };
  });
  const { response, body } = result;
  if (body === null) return response;
  // An answer that no page is at this address (a 404, a redirect) lasts until a page moves, goes live or goes off.
  if (response.status === 404 || (response.status >= 300 && response.status < 400)) record.tags.add(PAGE_PATHS);
  const headers = replayedHeaders(res, response, body);
  const variant = isVariantKey(key) || response.status === 404;
  if (!isKeepable(req, response, record) || (variant && !cache.admitVariant(key))) {
    sendRendered(req, res, response, headers, body);
    return undefined;
  }
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: CACHED_BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: CACHED_GZIP_LEVEL }),
  ]);
  const page: CachedPage = {
    status: response.status,
    headers: Object.entries(headers).flat(),
    bodies: { identity: body, br, gzip: gz },
    etag: entityTagBase(body),
    tags: record.tags,
    onHit: record.onHit,
    storedAt: Date.now(),
    route,
  };
  cache.store(key, page, began, variant);
  sendCachedPage(req, res, page, "miss");
  return undefined;
}

/** This process's page cache figures: hits, misses, entries, bytes. */
export function pageCacheStats() {
  return processPageCache().stats();
}

export function isHtml(response: Response): boolean {
  return /^text\/html\b/i.test(response.headers.get("Content-Type") ?? "");
}

/** What the page cache may keep: an HTML document, a redirect, or a page's route data (React Router's turbo-stream). */
function isKeptKind(response: Response): boolean {
  return (
    isHtml(response) ||
    (response.status >= 300 && response.status < 400) ||
    /^text\/x-script\b/i.test(response.headers.get("Content-Type") ?? "")
  );
}

/**
 * The cache's rules: only a GET answered 200, 301 or 404, setting no cookie,
 * that no cache-control keeps private, whose render recorded nothing that
 * makes it unfit (a fallback for content that failed to load).
 */
function isKeepable(req: ExpressRequest, response: Response, record: PageRecord): boolean {
  return (
    req.method === "GET" &&
    [200, 301, 404].includes(response.status) &&
    response.headers.getSetCookie().length === 0 &&
    !/no-store|private/i.test(response.headers.get("Cache-Control") ?? "") &&
    record.unfit === null
  );
}

/** Headers of one response only, never replayed. */
const PER_RESPONSE = new Set([
  "x-request-id",
  "etag",
  "x-cache",
  "content-security-policy",
  "set-cookie",
  "content-length",
  "content-encoding",
]);

/**
 * The headers to send again with each copy (lower-case names): those the
 * middleware set (security headers) and the page's own, with the CSP its
 * inline scripts need.
 */
function replayedHeaders(res: ExpressResponse, response: Response, body: Buffer): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (!PER_RESPONSE.has(name) && value !== undefined)
      headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie" && name !== "content-length" && name !== "content-encoding") headers[name] = value;
  }
  headers["vary"] = "Accept-Encoding";
  if (isHtml(response)) {
    headers["content-security-policy"] = contentSecurityPolicy(inlineScriptHashes(body), {
      dev: false,
      https: env().publicUrl.startsWith("https://"),
    });
  }
  return headers;
}

/**
 * Sends a page the cache does not keep as rendered, compressed here in one piece with the encoder told the page's
 * size (which spares it a full-size window), synchronously: for one page, the thread pool's hand-over costs more
 * CPU than it saves the main thread.
 */
function sendRendered(
  req: ExpressRequest,
  res: ExpressResponse,
  response: Response,
  headers: Record<string, string>,
  body: Buffer,
) {
  const encoding = preferredEncoding(req.headers["accept-encoding"]);
  const sent =
    encoding === "br"
      ? zlib.brotliCompressSync(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: RENDERED_BROTLI_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : encoding === "gzip"
        ? zlib.gzipSync(body, { level: RENDERED_GZIP_LEVEL })
        : body;
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", cookie);
  // Set, the compression middleware leaves the body as it is.
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.end(sent);
}

/**
 * Sends a stored page: the body in the encoding the request accepts best, with its entity tag; or, when the request
 * names that tag in If-None-Match (the copy it holds is this one), 304 and no body.
 */
export function sendCachedPage(req: IncomingMessage, res: ServerResponse, page: CachedPage, outcome: "hit" | "miss") {
  const encoding = preferredEncoding(req.headers["accept-encoding"]);
  const etag = entityTag(page.etag, encoding);
  if (noneMatchNames(req.headers["if-none-match"], etag)) {
    res.writeHead(304, [...page.headers, "etag", etag, "x-cache", outcome]);
    return void res.end();
  }
  const body = page.bodies[encoding];
  const headers = [...page.headers, "etag", etag, "content-length", String(body.length), "x-cache", outcome];
  if (encoding !== "identity") headers.push("content-encoding", encoding);
  res.writeHead(page.status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}

function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return "identity";
  const accepted = acceptedEncodings(header);
  return accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : "identity";
}

/** One request header, as the Fetch API's Headers.get gives it (several values joined). */
function headerOf(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name.toLowerCase()];
  return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
}
