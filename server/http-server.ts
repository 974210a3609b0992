/**
 * The HTTP server around the app: security headers, compression, static
 * assets, request logs, health check and graceful shutdown. Everything else is
 * the app module (server/app.ts), handed in by the production entry
 * (server/index.ts, built into the server build and run by plain node) or by
 * the development entry (server/dev.ts, through Vite).
 */
import crypto from "node:crypto";
import http from "node:http";
import path from "node:path";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import { clientBuildDirectory } from "./build-directory";
import { needsOpenerIsolation } from "./opener-policy";
import { precompressedFiles } from "./precompressed";
import { canonicalRedirect, storedRedirect } from "./canonical-redirect";
import { isValidHost, INVALID_HOST_MESSAGE } from "./request-host";
import { bodyLimit } from "./body-limit";
import { comesFromSite } from "./request-origin";
import { contentSecurityPolicy } from "../app/lib/pages/content-security-policy";
import { DRAIN_SECONDS } from "./drain";
import { bodyLimitFor } from "../app/lib/forms/request-body";
import { siteCookieHeader } from "../app/lib/runtime/site-cookies";
import type * as AppModuleType from "./app";
import type { ViteDevServer } from "vite";

export type AppModule = typeof AppModuleType;

/**
 * Serves `appModule` until SIGTERM or SIGINT. With `vite` (development), each
 * request loads the app module afresh through it.
 */
export async function runServer(appModule: AppModule, vite?: ViteDevServer) {
  const DEV = vite !== undefined;
  const app = express();
  app.disable("x-powered-by");

  let env;
  try {
    env = appModule.readEnvironment();
  } catch (error) {
    if (error instanceof appModule.ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Whose X-Forwarded-For names the client (TRUST_PROXY, ADR 026): by default only a reverse proxy on this machine
  // (loopback); a request from any other address is taken as the client's own, whatever its headers say.
  app.set("trust proxy", env.trustProxy);
  const { logger } = appModule;
  await appModule.startServices(env);

  /**
   * Gives the request its id (sent back as X-Request-Id); when its response is finished, logs it, one line, and counts
   * it in the metrics under its route's pattern (`route`, when already known: a page-cache hit's).
   */
  const beginRequest = (req: http.IncomingMessage, res: http.ServerResponse, route?: string): string => {
    const header = req.headers["x-request-id"];
    const requestId = ((typeof header === "string" && header.slice(0, 64)) || crypto.randomUUID()).replace(
      /[^\w-]/g,
      "",
    );
    res.setHeader("X-Request-Id", requestId);
    const started = process.hrtime.bigint();
    // Read now: inside a mounted router (/assets) Express shortens req.url, and it still is when the response finishes.
    const path = (req.url ?? "").split("?")[0];
    res.on("finish", () => {
      const elapsed = process.hrtime.bigint() - started;
      logger.info(
        { reqId: requestId, method: req.method, path, status: res.statusCode, ms: Number(elapsed / 100_000n) / 10 },
        "request",
      );
      appModule.recordHttpRequest(
        appModule.methodLabel(req.method),
        route ?? appModule.routeOf(path),
        res.statusCode,
        Number(elapsed) / 1e9,
      );
    });
    return requestId;
  };

  app.use((req, res, next) => {
    res.locals.nonce = crypto.randomBytes(16).toString("base64");
    res.locals.requestId = beginRequest(req, res);
    // The client address as this server determined it (TRUST_PROXY), for rate limits; a client's own X-Client-IP is overwritten.
    req.headers["x-client-ip"] = req.ip ?? "";
    next();
  });

  const https = env.publicUrl.startsWith("https://");
  app.use(
    helmet({
      // Set below: with this response's nonce, or by the page cache with its page's script hashes (ADR 024).
      contentSecurityPolicy: false,
      strictTransportSecurity: env.isProduction ? { maxAge: 63_072_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
      // Set below, only where a page can show private data (opener-policy.ts).
      crossOriginOpenerPolicy: false,
      xFrameOptions: { action: "deny" },
    }),
  );
  app.use((req, res, next) => {
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy([`'nonce-${res.locals.nonce}'`], { dev: DEV, https }),
    );
    if (needsOpenerIsolation(req.path, req.get("cookie"))) res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    next();
  });
  app.use(compression());

  // A state-changing request from another site's page is refused before any route sees it (request-origin.ts;
  // the forms check the Origin again).
  const siteOrigin = new URL(env.publicUrl).origin;
  app.use((req, res, next) => {
    const facts = { method: req.method, path: req.path, origin: req.get("origin"), referer: req.get("referer") };
    if (comesFromSite(facts, siteOrigin)) return next();
    logger.warn(
      { reqId: res.locals.requestId, path: req.path, origin: facts.origin ?? null },
      "cross-origin request refused",
    );
    res.status(403).set("Cache-Control", "no-store").type("text/plain").send(appModule.CROSS_ORIGIN_MESSAGE);
  });

  // Every body is read here, within its route's limit, or refused with 413 (body-limit.ts).
  app.use(bodyLimit(bodyLimitFor, appModule.TOO_LARGE_MESSAGE));

  // One address a page (canonical-path.ts, ADR 042): "/About/", "/%61bout" or "/x/../about" is sent on to "/about",
  // and "/contact?" (a service page's industry call sent before its scripts ran) to "/contact", before the page cache
  // or the router sees it; a redirected address in any spelling goes straight to where it now goes. The answer is the
  // same for everyone, but its CSP names this response's nonce: browsers may keep it, shared caches not.
  // An address of the redirects table (ADR 060) already in its canonical spelling is sent on here too, with its
  // whole query (the page cache renders pages without their tracking parameters); browsers keep it five minutes, so
  // that a redirect changed in the admin reaches them soon.
  app.use(async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    try {
      const target = await canonicalRedirect(req.originalUrl, appModule.redirectFor);
      if (target) return res.set("Cache-Control", "private, max-age=3600").redirect(301, target);
      const stored = await storedRedirect(req.originalUrl, appModule.redirectFor);
      if (stored) return res.set("Cache-Control", "private, max-age=300").redirect(301, stored);
      next();
    } catch (error) {
      next(error);
    }
  });

  app.get("/healthz", async (_req, res) => {
    const health = await appModule.healthCheck();
    res.set("Cache-Control", "no-store");
    // With why when unhealthy ("database": "no connection free for 12 s"), and the page cache's counters (hits,
    // misses, entries, bytes), for whoever watches the instance.
    const verdict = health.healthy ? { status: "ok" } : { status: "unavailable", database: health.database };
    res.status(health.healthy ? 200 : 503).json({ ...verdict, pageCache: appModule.pageCacheStats() });
  });

  // `npm run backup` on this machine while the site holds the embedded database (ADR 036); to anyone else, the 404 page.
  app.get("/_backup", appModule.serveBackup);
  // Prometheus's scrape of this instance, only with METRICS_TOKEN as a bearer token; otherwise the 404 page (ADR 037).
  app.get("/metrics", appModule.serveMetrics);

  if (vite) {
    app.use(vite.middlewares);
    app.use(async (req, res, next) => {
      try {
        const fresh = (await vite.ssrLoadModule("./server/app.ts")) as AppModule;
        await fresh.renderPage(req, res, next);
      } catch (error) {
        vite.ssrFixStacktrace(error as Error);
        next(error);
      }
    });
  } else {
    app.use("/assets", precompressedFiles(path.join(clientBuildDirectory, "assets")));
    app.use(
      "/assets",
      express.static(path.join(clientBuildDirectory, "assets"), { immutable: true, maxAge: "1y", index: false }),
    );
    // Public files all have an extension (favicon.svg, media/*.webp): a page's address never touches the disk here.
    const publicFiles = express.static(clientBuildDirectory, { maxAge: "1h", index: false });
    app.use((req, res, next) => (/\.[^/]*$/.test(req.path) ? publicFiles(req, res, next) : next()));
    app.use(appModule.renderPage);
  }

  app.use((error: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    logger.error({ err: error, reqId: res.locals.requestId, path: req.path }, "unhandled request error");
    if (res.headersSent) return res.end();
    res.status(500).type("text/plain").send("Something went wrong. Please try again in a moment.");
  });

  /** Set by SIGTERM: each response then closes its connection, so a proxy's kept-alive connections end once drained. */
  let shuttingDown = false;
  // An anonymous visitor's page the page cache holds is answered before Express: no middleware, no render, no query,
  // no compression (ADR 024). Its stored headers are those the middleware set when it was rendered.
  const server = http.createServer((req, res) => {
    if (shuttingDown) res.setHeader("Connection", "close");
    // A Host header that names no host (`a b`, `[::1`, a port over 65535, an empty one) is refused before anything
    // builds a URL from it (request-host.ts).
    if (!isValidHost(req.headers.host)) {
      beginRequest(req, res);
      res.writeHead(400, {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      });
      return void res.end(INVALID_HOST_MESSAGE);
    }
    // Only the site's own cookies go further (site-cookies.ts): another's (`_ga`, a consent tool's) is no reason to
    // render a page, and nothing here reads it.
    const cookie = siteCookieHeader(req.headers.cookie);
    if (cookie === undefined) delete req.headers.cookie;
    else req.headers.cookie = cookie;
    const page = DEV ? undefined : appModule.cachedPageFor(req);
    if (!page) return void app(req, res);
    beginRequest(req, res, page.route);
    appModule.sendCachedPage(req, res, page, "hit");
  });
  server.keepAliveTimeout = 65_000;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(env.port, resolve);
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    logger.fatal(
      { err: error },
      code === "EADDRINUSE"
        ? `port ${env.port} is already in use: stop the other process or set PORT`
        : "could not listen",
    );
    await appModule.stopServices();
    process.exit(1);
  }
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.port;
  logger.info(
    {
      port,
      node: process.version,
      database: env.databaseUrl ? "postgres" : "pglite",
      mail: env.smtpUrl ? "smtp" : "files",
    },
    `listening on http://localhost:${port} (Node ${process.version})`,
  );
  await appModule.announceSetupLink(env.publicUrl);

  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      logger.error(`in-flight requests did not finish within ${DRAIN_SECONDS} s; exiting`);
      process.exit(1);
    }, DRAIN_SECONDS * 1000);
    force.unref();
    // A connection whose request was under way when the signal came stays open once answered: closed as it falls idle.
    const closeIdle = setInterval(() => server.closeIdleConnections(), 250);
    server.close(async () => {
      clearInterval(closeIdle);
      await vite?.close();
      await appModule.stopServices();
      logger.info("database closed; bye");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
