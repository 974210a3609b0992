/**
 * The URL patterns of the app's routes, read from app/routes.ts: nested paths
 * joined, index routes taking their parent's path. The catch-all 404 route is
 * left out, since it would match anything.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchPath } from "react-router";
import routes from "~/routes";

function collect(entries: RouteConfigEntry[], parent: string, into: Set<string>) {
  for (const entry of entries) {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, "/");
    if (entry.index || (entry.path !== undefined && !entry.children)) into.add(path === "" ? "/" : path);
    if (entry.children) collect(entry.children, path, into);
  }
}

/** Every route pattern, e.g. "/", "/contact", "/insights/:slug"; without the site-wide "/*". */
export function appRoutePaths(config: RouteConfigEntry[] = routes): string[] {
  const paths = new Set<string>();
  collect(config, "", paths);
  paths.delete("/*");
  return [...paths].sort();
}

/** Whether a concrete path is served by one of the app's routes (not the 404 catch-all). */
export function matchesAppRoute(pathname: string, patterns: string[] = appRoutePaths()): boolean {
  return patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}
