/**
 * What the HTTP server knows of a request and hands to React Router (server/app.ts): the value of one router context,
 * read by loaders, actions and the document's render with `requestOf(context)` (ADR 045).
 */
import { createContext, RouterContextProvider } from "react-router";

export type RequestContext = {
  /** Per-request CSP nonce for inline scripts; none for a page the page cache may keep (its CSP names hashes). */
  nonce: string | undefined;
  requestId: string;
  clientIp: string;
  /** A client-side navigation's data request (`/about.data`), not a document: React Router's loaders see one address. */
  dataRequest?: boolean;
};

const requestContext = createContext<RequestContext>();

/** The router context for one request, as the server gives it to React Router's request handler. */
export function routerContextFor(request: RequestContext): RouterContextProvider {
  return new RouterContextProvider(new Map([[requestContext, request]]));
}

/** The request's context in a loader, an action or the document's render. */
export function requestOf(context: Readonly<RouterContextProvider>): RequestContext {
  return context.get(requestContext);
}
