/**
 * The `route` label of the HTTP metrics: the React Router route pattern a path
 * matches (`/insights/:slug`, `/admin/leads/:type/:id`), never the path itself,
 * so that the number of series stays bounded whatever addresses are asked for.
 * What no route serves gets one of a few fixed labels: built assets, other
 * files, and `unmatched` for everything the site-wide 404 route would answer.
 *
 * React Router's matchRoutes flattens, ranks and compiles the whole route tree
 * on every call (milliseconds for this site's 70-odd routes); this does that
 * once, with React Router's own ranking (static segments before dynamic ones,
 * splats last, earlier siblings first), and then tests one compiled pattern at
 * a time. The unit test holds it to matchRoutes over every route of the app.
 */
import { pagePath } from "./page-url";

/** One entry of the server build's route manifest (ServerBuild["routes"]). */
export type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean };

export const ROUTE_LABELS = {
  /** files under /assets/ (the client build's scripts and styles) */
  assets: "/assets/*",
  /** any other address with a file extension that no route serves (the favicon, media, a probe for /wp-login.php) */
  file: "static",
  /** anything else no route serves: the site-wide 404 */
  unmatched: "unmatched",
} as const;

/** Addresses answered outside React Router's routes, or by React Router itself, each with a label of its own. */
const FIXED = new Map([
  ["/healthz", "/healthz"],
  ["/metrics", "/metrics"],
  // Lazy route discovery: the browser asks React Router for the routes of the links on a page.
  ["/__manifest", "/__manifest"],
]);

type Branch = { label: string; score: number; indexes: number[]; matcher: RegExp };

/** Whether the last segment has a dot: an address of a file, not of a page. */
const FILE_EXTENSION = /\.[^/]*$/;

/**
 * A function giving the label of a request's path (no query string), for the routes of `manifest`. Build it once:
 * the work is here, not in the function it returns.
 */
export function routeLabeler(manifest: Record<string, ManifestRoute | undefined>): (path: string) => string {
  const branches = rankedBranches(manifest);
  return (path) => {
    const fixed = FIXED.get(path);
    if (fixed) return fixed;
    if (path.startsWith("/assets/")) return ROUTE_LABELS.assets;
    // A client navigation's data request (single fetch) is its page's: /insights/a-post.data, /_.data for "/".
    const page = pagePath(path);
    const decoded = page.includes("%") ? decodePath(page) : page;
    for (const branch of branches) {
      if (branch.matcher.test(decoded)) {
        if (branch.label !== "/*") return branch.label;
        break;
      }
    }
    return FILE_EXTENSION.test(page) ? ROUTE_LABELS.file : ROUTE_LABELS.unmatched;
  };
}

/** Every route with a path (or an index route) as a branch, in the order React Router tries them. */
function rankedBranches(manifest: Record<string, ManifestRoute | undefined>): Branch[] {
  const routes = Object.values(manifest).filter((route): route is ManifestRoute => route !== undefined);
  const branches: Branch[] = [];
  const flatten = (parentId: string | undefined, parentPath: string, parentIndexes: number[]) => {
    routes
      .filter((route) => route.parentId === parentId)
      .forEach((route, n) => {
        const path = `${parentPath}/${route.path ?? ""}`.replace(/\/\/+/g, "/");
        const indexes = [...parentIndexes, n];
        flatten(route.id, path, indexes);
        if (route.path === undefined && !route.index) return;
        const label = path === "" ? "/" : path.length > 1 ? path.replace(/\/$/, "") : path;
        branches.push({
          label,
          score: scoreOf(path, route.index === true),
          indexes,
          matcher: compile(label, route.caseSensitive === true),
        });
      });
  };
  flatten(undefined, "", []);
  return branches.sort((a, b) => (a.score !== b.score ? b.score - a.score : siblingOrder(a.indexes, b.indexes)));
}

/** React Router's rank of a path: a static segment 10, a dynamic one 3, an empty one 1, a splat less, an index more. */
function scoreOf(path: string, index: boolean): number {
  const segments = path.split("/");
  let score = segments.length + (segments.includes("*") ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === "*") continue;
    score += /^:[\w-]+$/.test(segment) ? 3 : segment === "" ? 1 : 10;
  }
  return score;
}

/** Siblings keep their order; branches that are not siblings rank equally. */
function siblingOrder(a: number[], b: number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? a[a.length - 1] - b[b.length - 1] : 0;
}

/** A pattern as React Router compiles it, matching a whole path (a trailing slash allowed). */
function compile(pattern: string, caseSensitive: boolean): RegExp {
  let source =
    "^" +
    pattern
      .replace(/\/*\*?$/, "")
      .replace(/^\/*/, "/")
      .replace(/[\\.*+^${}|()[\]]/g, "\\$&")
      .replace(/\/:([\w-]+)(\?)?/g, (_match, _name, optional) => (optional ? "(?:/([^\\/]*))?" : "/([^\\/]+)"))
      .replace(/\/([\w-]+)\?(\/|$)/g, "(/$1)?$2");
  if (pattern.endsWith("*")) source += pattern === "/*" ? "(.*)$" : "(?:\\/(.+)|\\/*)$";
  else source += "\\/*$";
  return new RegExp(source, caseSensitive ? undefined : "i");
}

/** Each segment percent-decoded, as React Router matches it; a malformed one leaves the path as it is. */
function decodePath(path: string): string {
  try {
    return path
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return path;
  }
}

/** HTTP methods as a label: the usual ones, and `other` for any other, so that a made-up method is no new series. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export function methodLabel(method: string | undefined): string {
  return method !== undefined && METHODS.has(method) ? method : "other";
}
