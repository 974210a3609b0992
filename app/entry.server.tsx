import type { EntryContext, RouterContextProvider } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { NonceProvider } from "~/components/nonce";
import { headOptimiser } from "~/first-load/document-head.server";
import { StaticMarkupContext } from "~/first-load/static-markup";
import { keptStaticMarkup } from "~/first-load/static-markup.server";
import { requestOf } from "~/lib/runtime/request-context";
import { ServerChromeContext, siteChromeRouterContext } from "~/lib/site-settings/chrome-context";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = requestOf(loadContext);
  // The frame's parts drawn only here, from the root loader's reading (ADR 066).
  const chrome = loadContext.get(siteChromeRouterContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and SPA-mode prerendering get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let statusCode = responseStatusCode;
    // Cleared once the document is sent or the render fails: a pending timer would hold the whole render (its tree,
    // the request and the response) in memory for the full timeout after every page (ADR 052).
    const abortTimer = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        {/* A page the page cache may keep (no nonce) takes its static parts' markup as drawn before (ADR 039). */}
        <StaticMarkupContext.Provider value={nonce ? null : keptStaticMarkup}>
          <ServerChromeContext.Provider value={chrome}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </ServerChromeContext.Provider>
        </StaticMarkupContext.Provider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = headOptimiser(nonce);
          body.once("close", () => {
            clearTimeout(abortTimer);
            // The visitor went away before the document was whole: stop rendering what no one will read.
            if (!body.writableFinished) abort();
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: statusCode }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          statusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
