/**
 * The application as the HTTP server sees it: the React Router request
 * handler with its load context, health check, and the services' lifecycle.
 * Built by Vite into build/server/index.js (one module graph with the app).
 */
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequestHandler } from "react-router";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import { formGuardMessages } from "~/content/leads";
import { limitedBody } from "./body-limit";
import { contentSecurityPolicy } from "./content-security-policy";
import { acceptedEncodings } from "./precompressed";
import { isVariantKey, pageCacheKey } from "~/lib/page-cache/cache-key";
import type { CachedPage, Encoding } from "~/lib/page-cache/page-cache";
import { createSetupLink } from "~/lib/accounts/team.server";
import { backupHandler } from "~/lib/backup/over-loopback.server";
import { recordPage, type PageRecord } from "~/lib/page-cache/page-record.server";
import { processPageCache } from "~/lib/page-cache/process-page-cache.server";
import { inlineScriptHashes } from "~/lib/page-cache/script-hashes";
import { nonceCacheControl } from "~/lib/pages/page-headers";
import { env } from "~/lib/runtime/env.server";
import { ConfigError, readEnvironment, type Env } from "~/lib/runtime/env.server";
import { logger } from "~/lib/runtime/logger.server";
import { isMetricsScraper, metricsExposition, recordHttpRequest } from "~/lib/runtime/metrics.server";
import { methodLabel, routeLabeler } from "~/lib/runtime/route-label";
import { poolTrouble } from "~/lib/runtime/pool-watch.server";
import { services, startServices, stopServices } from "~/lib/runtime/process-services.server";

export { ConfigError, logger, methodLabel, readEnvironment, recordHttpRequest, startServices, stopServices };
/** GET /_backup: the embedded database's backup for `npm run backup` beside the running site (ADR 036). */
export const serveBackup = backupHandler(services);
/** What a state-changing request from another site is told (the server refuses it before any route). */
export const CROSS_ORIGIN_MESSAGE = formGuardMessages.crossOrigin;
/** What a request whose body is over its route's limit is told (the server refuses it before reading it all). */
export const TOO_LARGE_MESSAGE = formGuardMessages.tooLarge;
export type { Env };

declare module "react-router" {
  interface AppLoadContext {
    /** per-request CSP nonce for inline scripts; none for a page the page cache may keep (its CSP names hashes) */
    nonce: string | undefined;
    requestId: string;
    clientIp: string;
  }
}

const serverBuild = () => import("virtual:react-router/server-build");
const build = await serverBuild();

/**
 * The production build hands React Router the build itself: given a function, it builds its route table again on
 * every request (a tenth of a lead post's CPU). Development keeps the function, so that each request sees the modules
 * as last edited.
 */
const handleRequest = createRequestHandler(import.meta.env.DEV ? serverBuild : build, process.env.NODE_ENV);

/**
 * A request path's `route` label in the HTTP metrics: the pattern of the route that serves it (route-label.ts), from
 * the build's route table as it was at start-up (in development too, where routes.ts rarely changes).
 */
export const routeOf = routeLabeler(build.routes);

/**
 * /healthz's verdict: healthy when the database answers a query within two seconds; otherwise `database` says why,
 * among which a pool that has had no connection free for a while (ADR 041).
 */
export async function healthCheck(): Promise<{ healthy: true } | { healthy: false; database: string }> {
  try {
    const { database } = services();
    const trouble = poolTrouble(database);
    if (trouble) return { healthy: false, database: trouble };
    await Promise.race([
      database.ping(),
      new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), 2_000).unref()),
    ]);
    return { healthy: true };
  } catch {
    return { healthy: false, database: "no answer within 2 s" };
  }
}

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

/** The page cache's key for this request, or null when the cache must neither answer nor keep it (cache-key.ts). */
function cacheKeyOf(req: IncomingMessage): string | null {
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
  const cache = processPageCache();
  const key = cache.enabled ? cacheKeyOf(req) : null;
  const page = key === null ? undefined : cache.lookup(key);
  if (page && page.onHit.length > 0) {
    const visitor = { method: req.method ?? "GET", headers: { get: (name: string) => headerOf(req, name) } };
    for (const work of page.onHit) work(visitor);
  }
  return page;
}

/**
 * Express middleware handing the request to React Router. A page the cache
 * may keep is rendered without a nonce, whole, and kept with its compressed
 * bodies and a CSP naming its inline scripts' hashes; everything else is
 * streamed as rendered, with the response's nonce.
 */
export async function renderPage(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
  try {
    res.setHeader("X-Cache", "miss");
    const cache = processPageCache();
    const key = cache.enabled ? cacheKeyOf(req) : null;
    const context = { requestId: res.locals.requestId as string, clientIp: req.ip ?? "" };
    if (key === null) {
      const response = await handleRequest(toFetchRequest(req, res), { ...context, nonce: res.locals.nonce as string });
      // A page drawn with this response's nonce is this visitor's alone, whatever its route said (ADR 042).
      const cacheControl = isHtml(response) ? nonceCacheControl(response.headers.get("Cache-Control")) : undefined;
      return await sendFetchResponse(res, response, cacheControl);
    }
    const began = cache.begin();
    const request = toFetchRequest(req, res);
    const { result, record } = await recordPage(async () => {
      const response = await handleRequest(request, { ...context, nonce: undefined });
      return { response, body: isDocument(response) ? Buffer.from(await response.arrayBuffer()) : null };
    });
    const { response, body } = result;
    // Not a page (a feed, the sitemap): as rendered.
    if (body === null) return await sendFetchResponse(res, response);
    const headers = replayedHeaders(res, response, body);
    const variant = isVariantKey(key) || response.status === 404;
    if (!isKeepable(req, response, record) || (variant && !cache.admitVariant(key)))
      return sendRendered(req, res, response, headers, body);
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
      tags: record.tags,
      onHit: record.onHit,
      storedAt: Date.now(),
      route: routeOf(req.path),
    };
    cache.store(key, page, began, variant);
    sendCachedPage(req, res, page, "miss");
  } catch (error) {
    // The visitor went away (navigated, closed the tab): nothing to answer, nothing wrong.
    if (res.destroyed || res.writableEnded) return;
    next(error);
  }
}

/**
 * On a fresh install (no admin yet), prints a one-time link that creates the first admin in the browser (ADR 028):
 * no need to stop the site to run admin:create on the embedded database.
 */
export async function announceSetupLink(publicUrl: string): Promise<void> {
  try {
    const link = await createSetupLink(publicUrl);
    if (link)
      logger.warn({ setupLink: link }, `no admin yet: create the first admin at ${link} (works once, for 72 hours)`);
  } catch (error) {
    logger.error({ err: error }, "could not make a setup link for the first admin");
  }
}

/**
 * GET /metrics (ADR 037): the process's metrics, for a request bearing METRICS_TOKEN. Any other request goes on to
 * the 404 page, as for an address the site does not have, whether or not METRICS_TOKEN is set.
 */
export async function serveMetrics(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
  if (!isMetricsScraper(req.get("authorization"))) return next();
  try {
    const { contentType, body } = await metricsExposition();
    res.set({ "Cache-Control": "no-store", "Content-Type": contentType }).send(body);
  } catch (error) {
    next(error);
  }
}

/** This process's page cache figures: hits, misses, entries, bytes. */
export function pageCacheStats() {
  return processPageCache().stats();
}

function isHtml(response: Response): boolean {
  return /^text\/html\b/i.test(response.headers.get("Content-Type") ?? "");
}

/** An HTML document or a redirect: what the page cache may keep. */
function isDocument(response: Response): boolean {
  return isHtml(response) || (response.status >= 300 && response.status < 400);
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
  headers["content-security-policy"] = contentSecurityPolicy(inlineScriptHashes(body), {
    dev: false,
    https: env().publicUrl.startsWith("https://"),
  });
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

/** Sends a stored page: the body in the encoding the request accepts best. */
export function sendCachedPage(req: IncomingMessage, res: ServerResponse, page: CachedPage, outcome: "hit" | "miss") {
  const encoding = preferredEncoding(req.headers["accept-encoding"]);
  const body = page.bodies[encoding];
  const headers = [...page.headers, "content-length", String(body.length), "x-cache", outcome];
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

function fetchHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  return headers;
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  // The Host header is a valid one (the HTTP server refuses any other with 400, request-host.ts); the scheme is one
  // of two whatever a trusted proxy's X-Forwarded-Proto says.
  const origin = `${req.protocol === "https" ? "https" : "http"}://${req.get("host") || "localhost"}`;
  const url = new URL(req.originalUrl || req.url, origin);
  const controller = new AbortController();
  res.on("close", () => controller.abort());

  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers: fetchHeaders(req),
    signal: controller.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    // Read by the server's body limit (server/body-limit.ts); a stream only where it read none (OPTIONS).
    const body = limitedBody(res);
    if (body) init.body = body as unknown as BodyInit;
    else {
      init.body = createReadableStreamFromReadable(req);
      init.duplex = "half";
    }
  }
  return new Request(url.href, init);
}

/** Sends `response` as it streams; `cacheControl`, when given, instead of the response's own. */
async function sendFetchResponse(res: ExpressResponse, response: Response, cacheControl?: string) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) {
    if (key === "set-cookie") continue;
    res.setHeader(key, value);
  }
  if (cacheControl) res.setHeader("Cache-Control", cacheControl);
  for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", cookie);
  if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
