/**
 * The site's chrome as the root loader read it for a request, handed on in the router's context to the document's
 * render (entry.server.tsx), which draws the footer and the Organization JSON-LD from it: those are kept by the
 * browser as sent, so they are not in the page's data (ADR 066).
 */
import { createContext as createRouterContext } from "react-router";
import { createContext } from "react";
import type { SiteChrome } from "./types";

/** Set by the root loader; read by entry.server.tsx. */
export const siteChromeRouterContext = createRouterContext<SiteChrome | null>(null);

/** The chrome in the document's render on the server; null in the browser. */
export const ServerChromeContext = createContext<SiteChrome | null>(null);
