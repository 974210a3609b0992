/**
 * How the server draws a StaticHtml once and keeps it (ADR 039): the markup of static content depends on the content
 * alone, so a render for the page cache takes it from `keptStaticMarkup` (static-markup.server.tsx), given through
 * this context by entry.server.tsx. The browser has no such context and renders its children.
 */
import { createContext, createElement, useContext, type Context, type ReactNode } from "react";
import {
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FetchersContext,
  UNSAFE_FrameworkContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  UNSAFE_ViewTransitionContext,
} from "react-router";

/**
 * The markup of `children`, kept under `content` (the object they are drawn from) and the page's path: drawn by the
 * first render that asks, as the same HTML the page's own render would write.
 */
export type StaticMarkupKeeper = (content: object, path: string, children: () => ReactNode) => string;

export const StaticMarkupContext = createContext<StaticMarkupKeeper | null>(null);

/** What the router gives a component (links resolve with it), for children drawn apart from the page. */
const ROUTER_CONTEXTS: Context<unknown>[] = [
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FetchersContext,
  UNSAFE_FrameworkContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  UNSAFE_ViewTransitionContext,
] as Context<unknown>[];

type StaticMarkup = { keeper: StaticMarkupKeeper | null; path: string; inRouter: (children: ReactNode) => ReactNode };

/**
 * The keeper on the server for a render the page cache may keep, and `inRouter`, which wraps children in the router
 * contexts of the component calling it. A hook: call it on every render.
 */
function useServerStaticMarkup(): StaticMarkup {
  const keeper = useContext(StaticMarkupContext);
  const values = ROUTER_CONTEXTS.map((context) => useContext(context)); // eslint-disable-line react-hooks/rules-of-hooks -- a fixed list, called in order on every render
  const location = values[4] as { location?: { pathname: string } } | null;
  return {
    keeper,
    path: location?.location?.pathname ?? "",
    inRouter: (children) =>
      ROUTER_CONTEXTS.reduceRight<ReactNode>(
        (inner, context, index) => createElement(context.Provider, { value: values[index] }, inner),
        children,
      ),
  };
}

const NONE: StaticMarkup = { keeper: null, path: "", inRouter: (children) => children };

/** The browser has no keeper: its build leaves the server's hook, and the router contexts it reads, out. */
export const useStaticMarkup: () => StaticMarkup = import.meta.env.SSR ? useServerStaticMarkup : () => NONE;
