/**
 * Links to the site's own pages as the database keeps them (ADR 063). A section's link is `{ label, href }` with
 * `href` a string in the typed page the renderer draws; stored, the `href` of a link to a page of the site is a
 * reference to that page's row, so the link follows the page when its path changes:
 *
 * - `{ page, path, suffix? }`: the page's id, the path it had when the link was saved (shown if the page is gone,
 *   where the redirect or the 410 answers), and the query and fragment after it ("#pricing");
 * - `{ path, suffix? }`: a path of the site not yet looked up, as a section stored before references reads after its
 *   upgrade (upgrades are pure: they cannot ask which page has a path); the next save looks it up;
 * - a string: an outside address, mailto:, tel:, or a path no stored page has (a fixed route, an insight).
 *
 * Every link is an object with an `href` field (the `link` and `cta` field builders are the only fields so named), so
 * these walk a section's data for `href` whatever its kind.
 *
 * Server and admin code only: a marketing page's script never imports these modules (ADR 056).
 */
import { pageKey } from "../links";

/** A link to a stored page: its row, the path it had when saved, and what follows the path. */
export type PageReference = { page: string; path: string; suffix?: string };

/** A path of the site that no save has looked up yet. */
export type PathLink = { path: string; suffix?: string };

/** A link's `href` as stored. */
export type StoredHref = string | PageReference | PathLink;

/** What a read or a save knows of the stored pages. */
export type PageLookup = {
  /** The current path of the page with this id, if there is such a page. */
  pathOf?(id: string): string | undefined;
  /** The id of the page at this path (as `pageKey` makes it), if there is one. */
  idAt?(path: string): string | undefined;
};

/** A lookup over stored pages' ids and paths. */
export function pageLookup(pages: Iterable<{ id: string; path: string }>): Required<PageLookup> {
  const byId = new Map<string, string>();
  const byPath = new Map<string, string>();
  for (const { id, path } of pages) {
    byId.set(id, path);
    byPath.set(pageKey(path), id);
  }
  return { pathOf: (id) => byId.get(id), idAt: (path) => byPath.get(pageKey(path)) };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** "/services/automations?x=1#pricing" → { path: "/services/automations", suffix: "?x=1#pricing" }; null if not a path. */
export function splitInternalHref(href: string): PathLink | null {
  if (!href.startsWith("/") || href.startsWith("//")) return null;
  const at = href.search(/[?#]/);
  if (at === -1) return { path: href };
  return { path: href.slice(0, at), suffix: href.slice(at) };
}

function isPathLink(value: unknown): value is PathLink {
  return (
    isRecord(value) &&
    typeof value.path === "string" &&
    (value.suffix === undefined || typeof value.suffix === "string") &&
    (value.page === undefined || typeof value.page === "string")
  );
}

function isReference(value: unknown): value is PageReference {
  return isPathLink(value) && typeof (value as { page?: unknown }).page === "string";
}

/** `data` with each link's `href` replaced by `change(href)`; every other value as it was. */
export function mapHrefs(data: unknown, change: (href: unknown) => unknown): unknown {
  if (Array.isArray(data)) return data.map((item) => mapHrefs(item, change));
  if (!isRecord(data)) return data;
  const mapped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data))
    mapped[key] = key === "href" ? change(value) : mapHrefs(value, change);
  return mapped;
}

/** Each `href` that is a path of the site, as a path not yet looked up: the upgrade from string links (pure). */
export function hrefsToPathLinks(data: unknown): unknown {
  return mapHrefs(data, (href) => (typeof href === "string" ? (splitInternalHref(href) ?? href) : href));
}

const joined = (path: string, suffix: string | undefined) => (suffix ? `${path}${suffix}` : path);

/**
 * Each stored `href` as the string the page shows: a reference as its page's current path (or, its page gone, the
 * path it was saved with), a path as written. What is not a stored form is left for the schema to judge.
 */
export function resolveHrefs(data: unknown, lookup: PageLookup = {}): unknown {
  return mapHrefs(data, (href) => {
    if (!isPathLink(href)) return href;
    const current = isReference(href) ? lookup.pathOf?.(href.page) : undefined;
    return joined(current ?? href.path, href.suffix);
  });
}

/**
 * Each `href` to a stored page as a reference to it (a path, a path link, or a reference whose saved path is brought
 * up to date); a path no page has as a plain string; anything else as it was.
 */
export function referenceHrefs(data: unknown, lookup: PageLookup): unknown {
  return mapHrefs(data, (href) => {
    const link = typeof href === "string" ? splitInternalHref(href) : isPathLink(href) ? href : null;
    if (!link) return href;
    if (isReference(link)) {
      const path = lookup.pathOf?.(link.page);
      if (path !== undefined || !lookup.idAt?.(link.path)) return { ...link, path: path ?? link.path };
    }
    const page = lookup.idAt?.(link.path);
    if (page === undefined) return joined(link.path, link.suffix);
    return { page, path: link.path, ...(link.suffix ? { suffix: link.suffix } : {}) };
  });
}

/** The ids of the pages `data`'s links refer to. */
export function referencedPages(data: unknown, into = new Set<string>()): Set<string> {
  mapHrefs(data, (href) => {
    if (isReference(href)) into.add(href.page);
    return href;
  });
  return into;
}
