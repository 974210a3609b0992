/**
 * The application as the HTTP server sees it: the React Router request
 * handler with its load context, health check, and the services' lifecycle.
 * Built by Vite into build/server/index.js (one module graph with the app).
 */
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequestHandler } from "react-router";
import {
  createReadableStreamFromReadable,
  writeReadableStreamToWritable,
} from "@react-router/node";
import { formGuardMessages } from "~/content/leads";
import { limitedBody } from "./body-limit";
import { ConfigError, readEnvironment, type Env } from "~/lib/runtime/env.server";
import { logger } from "~/lib/runtime/logger.server";
import { services, startServices, stopServices } from "~/lib/runtime/process-services.server";

export { ConfigError, logger, readEnvironment, startServices, stopServices };
/** What a state-changing request from another site is told (the server refuses it before any route). */
export const CROSS_ORIGIN_MESSAGE = formGuardMessages.crossOrigin;
/** What a request whose body is over its route's limit is told (the server refuses it before reading it all). */
export const TOO_LARGE_MESSAGE = formGuardMessages.tooLarge;
export type { Env };

declare module "react-router" {
  interface AppLoadContext {
    /** per-request CSP nonce for inline scripts */
    nonce: string;
    requestId: string;
    clientIp: string;
  }
}

const handleRequest = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  process.env.NODE_ENV,
);

/** 200 when the database answers a query within two seconds. */
export async function healthCheck(): Promise<boolean> {
  try {
    await Promise.race([
      services().database.ping(),
      new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), 2_000).unref()),
    ]);
    return true;
  } catch {
    return false;
  }
}

/** Express middleware handing the request to React Router. */
export async function reactRouterMiddleware(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
  try {
    const request = toFetchRequest(req, res);
    const response = await handleRequest(request, {
      nonce: res.locals.nonce as string,
      requestId: res.locals.requestId as string,
      clientIp: req.ip ?? "",
    });
    await sendFetchResponse(res, response);
  } catch (error) {
    // The visitor went away (navigated, closed the tab): nothing to answer, nothing wrong.
    if (res.destroyed || res.writableEnded) return;
    next(error);
  }
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const origin = `${req.protocol}://${req.get("host") ?? "localhost"}`;
  const url = new URL(req.originalUrl || req.url, origin);
  const controller = new AbortController();
  res.on("close", () => controller.abort());

  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
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

async function sendFetchResponse(res: ExpressResponse, response: Response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) {
    if (key === "set-cookie") continue;
    res.setHeader(key, value);
  }
  for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", cookie);
  if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
