/**
 * The application as the HTTP server sees it: the React Router request
 * handler with its load context, health check, and the services' lifecycle.
 * Built by Vite into build/server/index.js (one module graph with the app).
 */
import type { IncomingMessage } from "node:http";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequestHandler } from "react-router";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import { formGuardMessages } from "~/content/leads";
import { limitedBody } from "./body-limit";
import { createSetupLink } from "~/lib/accounts/team.server";
import { backupHandler } from "~/lib/backup/over-loopback.server";
import {
  cachedPageFor,
  cacheKeyOf,
  isHtml,
  pageCacheStats,
  renderAndKeep,
  sendCachedPage,
} from "~/lib/page-cache/http.server";
import { nonceCacheControl } from "~/lib/pages/page-headers";
import { ConfigError, readEnvironment, type Env } from "~/lib/runtime/env.server";
import { logger } from "~/lib/runtime/logger.server";
import { isMetricsScraper, metricsExposition, recordHttpRequest } from "~/lib/runtime/metrics.server";
import { routerContextFor } from "~/lib/runtime/request-context";
import { pagePath } from "~/lib/runtime/page-url";
import { withPageTrackingParameters } from "~/lib/page-cache/tracking-parameters";
import { methodLabel, routeLabeler } from "~/lib/runtime/route-label";
import { poolTrouble } from "~/lib/runtime/pool-watch.server";
import { services, startServices, stopServices } from "~/lib/runtime/process-services.server";
import { redirectFor } from "~/lib/site-pages/redirects.server";

export {
  cachedPageFor,
  ConfigError,
  logger,
  methodLabel,
  pageCacheStats,
  readEnvironment,
  recordHttpRequest,
  redirectFor,
  sendCachedPage,
  startServices,
  stopServices,
};
/** GET /_backup: the embedded database's backup for `npm run backup` beside the running site (ADR 036). */
export const serveBackup = backupHandler(services);
/** What a state-changing request from another site is told (the server refuses it before any route). */
export const CROSS_ORIGIN_MESSAGE = formGuardMessages.crossOrigin;
/** What a request whose body is over its route's limit is told (the server refuses it before reading it all). */
export const TOO_LARGE_MESSAGE = formGuardMessages.tooLarge;
export type { Env };

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

/**
 * Express middleware handing the request to React Router. A page the cache may keep is rendered without a nonce,
 * whole, and kept (the page cache's HTTP half, http.server.ts); everything else is streamed as rendered, with the
 * response's nonce.
 */
export async function renderPage(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
  try {
    res.setHeader("X-Cache", "miss");
    const key = cacheKeyOf(req);
    // A page the cache may keep is drawn from its key's address (without tracking parameters): every click of a
    // campaign shares one copy, and none names another visitor's click.
    const request = toFetchRequest(req, res, key);
    const visitor = {
      requestId: res.locals.requestId as string,
      clientIp: req.ip ?? "",
      dataRequest: req.path.endsWith(".data"),
    };
    if (key === null) {
      const nonce = res.locals.nonce as string;
      const response = await handleRequest(request, routerContextFor({ ...visitor, nonce }));
      // A page drawn with this response's nonce is this visitor's alone, whatever its route said (ADR 042).
      const cacheControl = isHtml(response) ? nonceCacheControl(response.headers.get("Cache-Control")) : undefined;
      return await sendFetchResponse(res, response, cacheControl);
    }
    const render = () => handleRequest(request, routerContextFor({ ...visitor, nonce: undefined }));
    const notAPage = await renderAndKeep(req, res, key, render, routeOf(req.path));
    if (notAPage) await sendFetchResponse(res, notAPage);
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

function fetchHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  return headers;
}

/**
 * The Fetch API request React Router is handed for `req`: for the address `cacheKey` names when the page cache may keep
 * the answer; for a form's post, with the tracking parameters of the page it was sent from (tracking-parameters.ts).
 */
function toFetchRequest(req: ExpressRequest, res: ExpressResponse, cacheKey: string | null): Request {
  // The Host header is a valid one (the HTTP server refuses any other with 400, request-host.ts); the scheme is one
  // of two whatever a trusted proxy's X-Forwarded-Proto says.
  const origin = `${req.protocol === "https" ? "https" : "http"}://${req.get("host") || "localhost"}`;
  let url = new URL(cacheKey ?? (req.originalUrl || req.url), origin);
  const controller = new AbortController();
  res.on("close", () => controller.abort());

  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers: fetchHeaders(req),
    signal: controller.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    url = withPageTrackingParameters(url, pagePath(url.pathname), req.get("referer") ?? null);
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
