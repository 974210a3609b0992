/**
 * The HTTP metrics' route label (route-label.ts): the pattern of the route React Router would match, as its own
 * matchRoutes finds it, for every route of the app; a few fixed labels for what no route serves; and no new label,
 * whatever addresses are asked for. Database-independent, so left out of the PostgreSQL pass.
 */
import crypto from "node:crypto";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { methodLabel, routeLabeler, ROUTE_LABELS, type ManifestRoute } from "~/lib/runtime/route-label";
import { appRoutePaths } from "../support/route-paths";

/** The server build's flat manifest for `config`, as React Router's build makes it: under a root route whose path is "". */
function manifestOf(config: RouteConfigEntry[]): Record<string, ManifestRoute> {
  const manifest: Record<string, ManifestRoute> = { root: { id: "root", path: "" } };
  let next = 0;
  const add = (entries: RouteConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = `route-${next++}`;
      manifest[id] = { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive };
      if (entry.children) add(entry.children, id);
    }
  };
  add(config, "root");
  return manifest;
}

/** The same routes as a tree, for matchRoutes, each carrying its full pattern. */
function treeOf(manifest: Record<string, ManifestRoute>, parentId?: string, parentPath = ""): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route.parentId === parentId)
    .map((route) => {
      const pattern = `${parentPath}/${route.path ?? ""}`.replace(/\/+/g, "/");
      const children = treeOf(manifest, route.id, pattern);
      const handle = { pattern: pattern.length > 1 ? pattern.replace(/\/$/, "") : pattern };
      return route.index
        ? { id: route.id, index: true, path: route.path, handle }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, handle, children };
    });
}

const manifest = manifestOf(routes);
const tree = treeOf(manifest);
const label = routeLabeler(manifest);

/** What React Router matches for `path`: its deepest route's pattern, or "/*" for the site-wide 404 route. */
function reactRouterPattern(path: string): string | undefined {
  const matches = matchRoutes(tree, path);
  return (matches?.at(-1)?.route.handle as { pattern: string } | undefined)?.pattern;
}

/** A concrete path for a pattern: each parameter and splat filled in. */
const sample = (pattern: string) => pattern.replace(/:[\w-]+/g, "x-1").replace(/\*$/, "a/b");

describe.skipIf(process.env.DATABASE_URL)("routeLabeler", () => {
  it("labels a path of every route with that route's pattern, as React Router matches it", () => {
    const patterns = appRoutePaths();
    expect(patterns.length).toBeGreaterThan(40);
    for (const pattern of patterns) {
      expect(label(sample(pattern)), pattern).toBe(pattern);
      expect(reactRouterPattern(sample(pattern)), pattern).toBe(pattern);
    }
  });

  it("ranks routes as React Router does: static before dynamic, any case, a trailing slash, percent-encoding", () => {
    const paths = [
      "/",
      "/insights/rss.xml",
      "/insights/preview/abc",
      "/insights/preview",
      "/admin/posts/new",
      "/admin/posts/123/history",
      "/admin/leads/person",
      "/admin/leads/export.csv",
      "/admin/leads/contact/123",
      "/admin/newsletter/new",
      "/INSIGHTS/",
      "/Contact/",
      "/insight%73/a-post",
      "/api/auth/sign-in/email",
      "/images/1/960.webp",
    ];
    for (const path of paths) {
      const expected = reactRouterPattern(path);
      expect(expected, path).not.toBe("/*");
      expect(label(path), path).toBe(expected);
    }
  });

  it("gives what no route serves one of a few fixed labels, however many addresses are asked for", () => {
    expect(label("/assets/entry.client-DMfj39vA.js")).toBe(ROUTE_LABELS.assets);
    expect(label("/favicon.svg")).toBe(ROUTE_LABELS.file);
    expect(label("/media/hero-contours.webm")).toBe(ROUTE_LABELS.file);
    expect(label("/healthz")).toBe("/healthz");
    expect(label("/metrics")).toBe("/metrics");
    expect(label("/__manifest")).toBe("/__manifest");
    expect(reactRouterPattern("/no-such-page")).toBe("/*");
    expect(label("/no-such-page")).toBe(ROUTE_LABELS.unmatched);

    // A crawler's probes: a thousand addresses, no route's, two labels.
    const probes = Array.from({ length: 1_000 }, (_, n) => {
      const word = crypto.randomBytes(6).toString("hex");
      return n % 3 === 0 ? `/${word}.php` : n % 3 === 1 ? `/${word}/${word}` : `/wp-admin/${word}%zz`;
    });
    expect(new Set(probes.map(label))).toEqual(new Set([ROUTE_LABELS.unmatched, ROUTE_LABELS.file]));
  });

  it("labels a client navigation's data request with its page's route", () => {
    expect(label("/insights/a-post.data")).toBe("/insights/:slug");
    expect(label("/_.data")).toBe("/");
    expect(label("/who-we-help/_.data")).toBe("/who-we-help");
    expect(label("/contact.data")).toBe("/contact");
  });
});

describe.skipIf(process.env.DATABASE_URL)("methodLabel", () => {
  it("keeps the usual methods and calls any other one other", () => {
    for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"])
      expect(methodLabel(method)).toBe(method);
    for (const method of ["PROPFIND", "get", "BREW", undefined]) expect(methodLabel(method)).toBe("other");
  });
});
