/**
 * How the server draws a StaticHtml once and keeps it (ADR 039): the markup of static content depends on the content
 * alone, so a render for the page cache takes it from `keptStaticMarkup` (static-markup.server.tsx), given through
 * this context by entry.server.tsx. The browser has no such context and renders its children.
 */
import { createContext, createElement, useContext, type ReactNode } from "react";
import { StaticRouter, useLocation } from "react-router";

/**
 * The markup of `children`, kept under `content` (the object they are drawn from) and the page's path: drawn by the
 * first render that asks, as the same HTML the page's own render would write.
 */
export type StaticMarkupKeeper = (content: object, path: string, children: () => ReactNode) => string;

export const StaticMarkupContext = createContext<StaticMarkupKeeper | null>(null);

type StaticMarkup = { keeper: StaticMarkupKeeper | null; path: string; inRouter: (children: ReactNode) => ReactNode };

/**
 * The keeper on the server for a render the page cache may keep, and `inRouter`, which draws children apart from the
 * page inside a router at the page's address (React Router's public StaticRouter): static content has plain links,
 * which need no more of the router than where they are. A hook: call it on every render.
 */
function useServerStaticMarkup(): StaticMarkup {
  const keeper = useContext(StaticMarkupContext);
  const { pathname } = useLocation();
  return {
    keeper,
    path: pathname,
    inRouter: (children) => createElement(StaticRouter, { location: pathname }, children),
  };
}

const NONE: StaticMarkup = { keeper: null, path: "", inRouter: (children) => children };

/** The browser has no keeper: its build leaves the server's hook, and the router it draws in, out. */
export const useStaticMarkup: () => StaticMarkup = import.meta.env.SSR ? useServerStaticMarkup : () => NONE;
