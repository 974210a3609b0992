/**
 * The site's redirects (ADR 060): addresses answered with a permanent redirect (301) to another, or as gone (410).
 * Kept in the `redirects` table, read whole into each process and kept, by path, until a change to redirects is
 * announced: a path no page answers costs a Map lookup, not a query. Every change keeps the table free of loops and
 * chains: a redirect goes straight to where its readers end up, never to itself, never to another redirect.
 */
import { callTypePaths } from "../booking/call-types.server";
import { asc, eq, inArray, sql as sqlText } from "drizzle-orm";
import { pageKey, internalPath } from "~/content/pages/links";
import { legacyRedirects } from "~/content/redirects";
import { fixedPublicPaths } from "~/content/public-pages";
import { db, type Database, type Queryable } from "~/db/client.server";
import { blogPosts, redirects, sitePages, type RedirectSource } from "~/db/schema";
import { REDIRECT_AUDIT_ACTIONS } from "../audit/audit-actions";
import { recordAudit } from "../audit/audit.server";
import { changeContent, CONTENT, onContentChange } from "../page-cache/content-changes.server";
import { pageShows, pageUnfitToKeep } from "../page-cache/page-record.server";
import { logger } from "../runtime/logger.server";
import { isReservedPath } from "./page-paths";

/** The advisory lock (one bigint key) of the legacy redirects' seed: beside the pages' seed's 727281. */
export const REDIRECTS_SEED_LOCK_KEY = 727_282;

export type RedirectRow = typeof redirects.$inferSelect;

/** Who changes a redirect, and from where (the audit log's row). */
export type RedirectActor = { id: string; ip?: string | null };

export const REDIRECT_MESSAGES = {
  fromRequired: "Enter the old address, starting with /.",
  fromForm: "An old address starts with / and has no spaces, ? or #, e.g. /pages/spring-offer.",
  fromLivePage: (path: string) => `${path} is a live page: a redirect from it would never be used.`,
  fromDraftPage: (path: string) =>
    `${path} is the address of a page not yet published: a redirect from it would hide the page once it is.`,
  fromReserved: (path: string) => `${path} belongs to a part of the site that is not a page and cannot be redirected.`,
  fromTaken: (path: string) => `A redirect from ${path} exists already: edit that one.`,
  toRequired: "Enter where readers go: a path of this site (e.g. /contact) or an https:// address.",
  toForm: "Send readers to a path of this site (e.g. /contact) or to an https:// address.",
  toMissing: (path: string) => `${path} is not a page of this site.`,
  loop: "That would send readers round in a circle back to the old address.",
  toItself: "A redirect cannot go to its own address.",
  gone: "That redirect no longer exists.",
} as const;

// ---------------------------------------------------------------- serving

type RedirectMap = Map<string, string | null>;
let loadedByDatabase = new WeakMap<object, Promise<RedirectMap>>();

async function loadRedirects(database: Database): Promise<RedirectMap> {
  const rows = await database.select({ from: redirects.fromPath, to: redirects.toPath }).from(redirects);
  return new Map(rows.map((row) => [pageKey(row.from), row.to]));
}

/**
 * Where the site sends a reader of `pathname` (matched as pages are: any case, trailing slash or not): `{ to }` a
 * path or address for a 301, `{ to: null }` for 410 Gone, undefined when no redirect starts there. Tells the page
 * being rendered that it shows the redirects; while they cannot be read, answers none and keeps the page from the
 * page cache.
 */
export async function redirectFor(pathname: string): Promise<{ to: string | null } | undefined> {
  pageShows(CONTENT.redirects);
  const database = db();
  let loaded = loadedByDatabase.get(database);
  if (!loaded) {
    const kept = loadedByDatabase;
    const loading = loadRedirects(database);
    kept.set(database, loading);
    loading.catch(() => {
      if (kept.get(database) === loading) kept.delete(database);
    });
    loaded = loading;
  }
  try {
    const map = await loaded;
    const key = pageKey(pathname);
    return map.has(key) ? { to: map.get(key) ?? null } : undefined;
  } catch (error) {
    logger.warn({ err: error }, "could not read the redirects: answering as if there were none");
    pageUnfitToKeep("the redirects could not be read");
    return undefined;
  }
}

/** The address a 301 sends the reader of `url` to: the redirect's target with the request's query string added. */
export function redirectLocation(to: string, url: URL): string {
  if (url.search === "") return to;
  const target = new URL(to, url.origin);
  for (const [name, value] of url.searchParams) target.searchParams.append(name, value);
  const kept = `${target.pathname}${target.search}${target.hash}`;
  return to.startsWith("/") ? kept : target.toString();
}

onContentChange((tags) => {
  if (tags.includes(CONTENT.redirects)) loadedByDatabase = new WeakMap();
});

// ---------------------------------------------------------------- seeding

/**
 * Stores the site's legacy addresses (app/content/redirects.ts) as redirects when the table holds none, once, in
 * one transaction under its lock; returns how many it stored (0: there were redirects already). From then on the
 * table is their source: one removed in the admin stays removed.
 */
export async function seedLegacyRedirects(database: Database): Promise<number> {
  return database.transaction(async (tx) => {
    await tx.execute(sqlLock());
    const [any] = await tx.select({ id: redirects.id }).from(redirects).limit(1);
    if (any) return 0;
    const stored = await tx
      .insert(redirects)
      .values(
        Object.entries(legacyRedirects).map(([from, to]) => ({
          fromPath: pageKey(from),
          toPath: to,
          source: "legacy" as const,
        })),
      )
      .onConflictDoNothing({ target: redirects.fromPath })
      .returning({ id: redirects.id });
    return stored.length;
  });
}

function sqlLock() {
  return sqlText`select pg_advisory_xact_lock(${REDIRECTS_SEED_LOCK_KEY})`;
}

// ---------------------------------------------------------------- reading

/** Every redirect, by old address. */
export async function listRedirects(database: Queryable = db()): Promise<RedirectRow[]> {
  return database.select().from(redirects).orderBy(asc(redirects.fromPath));
}

export async function getRedirect(id: string): Promise<RedirectRow | null> {
  const [row] = await db().select().from(redirects).where(eq(redirects.id, id));
  return row ?? null;
}

// ---------------------------------------------------------------- the rules

/** A redirect's old address as typed: tidied (lower case, no trailing slash), or why it cannot be one. */
export function readFromPath(value: string): { ok: true; path: string } | { ok: false; message: string } {
  const typed = value.trim();
  if (typed === "") return { ok: false, message: REDIRECT_MESSAGES.fromRequired };
  if (!typed.startsWith("/") || typed.startsWith("//") || /[\s?#]/.test(typed)) {
    return { ok: false, message: REDIRECT_MESSAGES.fromForm };
  }
  return { ok: true, path: pageKey(typed) };
}

/** Where a redirect sends readers as typed: a path of this site or an https:// address, or why it cannot be. */
export function readToPath(value: string): { ok: true; to: string } | { ok: false; message: string } {
  const typed = value.trim();
  if (typed === "") return { ok: false, message: REDIRECT_MESSAGES.toRequired };
  if (typed.startsWith("/") && !typed.startsWith("//") && !/\s/.test(typed)) {
    const path = internalPath(typed) ?? typed;
    return { ok: true, to: `${pageKey(path)}${typed.slice(path.length)}` };
  }
  if (
    typed.startsWith("https://") &&
    URL.canParse(typed) &&
    new URL(typed).hostname.includes(".") &&
    !/\s/.test(typed)
  ) {
    return { ok: true, to: typed };
  }
  return { ok: false, message: REDIRECT_MESSAGES.toForm };
}

/** The page-key of a target's path, or null for an outside address. */
function targetKey(to: string): string | null {
  const path = internalPath(to);
  return path === null ? null : pageKey(path);
}

/** Whether a path of this site answers with a page: a published page, a fixed public page, the insights and each published one. */
async function sitePathExists(tx: Queryable, key: string): Promise<boolean> {
  if (fixedPublicPaths().some((path) => pageKey(path) === key)) return true;
  if (key.startsWith("/book/") && (await callTypePaths(tx)).some((path) => pageKey(path) === key)) return true;
  const [page] = await tx.select({ id: sitePages.id }).from(sitePages).where(eqPublishedPath(key)).limit(1);
  if (page) return true;
  const slug = /^\/insights\/([^/]+)$/.exec(key)?.[1];
  if (!slug) return false;
  const [post] = await tx
    .select({ slug: blogPosts.slug, published: blogPosts.isPublished })
    .from(blogPosts)
    .where(eq(blogPosts.slug, decodeURIComponent(slug)));
  return post?.published === true;
}

function eqPublishedPath(key: string) {
  return sqlText`${sitePages.path} = ${key} and ${sitePages.isPublished}`;
}

export type PutRedirect = {
  from: string;
  /** null: gone (410) */
  to: string | null;
  source: RedirectSource;
  by: RedirectActor | null;
  /** the row being edited, when it is an edit (its old address may change) */
  editing?: string;
  /** skip the checks of where it goes (a page change: the target is the page itself) */
  trusted?: boolean;
};

export type PutRedirectResult =
  | { ok: true; id: string; to: string | null }
  | { ok: false; field: "fromPath" | "toPath"; message: string };

/**
 * Adds or changes the redirect from `from`, in `tx`, keeping the table free of loops and chains: a target that is
 * itself redirected is followed (A→B with B→C stores A→C), a target leading back to `from` is refused, and every
 * redirect that went to `from` now goes where `from` goes (X→A becomes X→C; one that would go to itself is removed).
 */
export async function putRedirect(tx: Queryable, entry: PutRedirect): Promise<PutRedirectResult> {
  const fromKey = pageKey(entry.from);
  const rows = await tx.select().from(redirects).for("update");
  const byFrom = new Map(rows.map((row) => [pageKey(row.fromPath), row]));
  const existing = byFrom.get(fromKey);
  if (existing && existing.id !== entry.editing) {
    if (!entry.trusted) return { ok: false, field: "fromPath", message: REDIRECT_MESSAGES.fromTaken(fromKey) };
  }

  // Follow a target that is itself redirected (one step: the table has no chains).
  let to = entry.to;
  const firstKey = to === null ? null : targetKey(to);
  if (firstKey !== null) {
    const onward = byFrom.get(firstKey);
    if (onward && onward.id !== entry.editing) to = onward.toPath;
  }
  const finalKey = to === null ? null : targetKey(to);
  if (finalKey === fromKey) {
    return {
      ok: false,
      field: "toPath",
      message: firstKey === fromKey ? REDIRECT_MESSAGES.toItself : REDIRECT_MESSAGES.loop,
    };
  }
  if (!entry.trusted && finalKey !== null && !(await sitePathExists(tx, finalKey))) {
    return { ok: false, field: "toPath", message: REDIRECT_MESSAGES.toMissing(finalKey) };
  }

  const now = new Date();
  let id: string;
  const keep = entry.editing ? rows.find((row) => row.id === entry.editing) : existing;
  if (keep) {
    // The row edited, or (a page change) the one already from this address, takes the new target.
    if (existing && existing.id !== keep.id) await tx.delete(redirects).where(eq(redirects.id, existing.id));
    await tx
      .update(redirects)
      .set({
        fromPath: fromKey,
        toPath: to,
        updatedAt: now,
        ...(entry.editing ? {} : { source: entry.source, createdBy: entry.by?.id ?? null }),
      })
      .where(eq(redirects.id, keep.id));
    id = keep.id;
  } else {
    const [made] = await tx
      .insert(redirects)
      .values({ fromPath: fromKey, toPath: to, source: entry.source, createdBy: entry.by?.id ?? null })
      .returning({ id: redirects.id });
    id = made.id;
  }

  // Every redirect that went to the old address goes on to the new target (or is gone with it).
  const pointing = rows.filter((row) => row.id !== id && row.toPath !== null && targetKey(row.toPath) === fromKey);
  const selfBound = pointing.filter((row) => to !== null && targetKey(to) === pageKey(row.fromPath));
  if (selfBound.length > 0) {
    await tx.delete(redirects).where(
      inArray(
        redirects.id,
        selfBound.map((row) => row.id),
      ),
    );
  }
  const repoint = pointing.filter((row) => !selfBound.includes(row));
  if (repoint.length > 0) {
    await tx
      .update(redirects)
      .set({ toPath: to, updatedAt: now })
      .where(
        inArray(
          redirects.id,
          repoint.map((row) => row.id),
        ),
      );
  }
  return { ok: true, id, to };
}

/** Removes the redirect from `path`, if there is one, in `tx`; whether there was. */
export async function removeRedirectFrom(tx: Queryable, path: string): Promise<boolean> {
  const removed = await tx
    .delete(redirects)
    .where(eq(redirects.fromPath, pageKey(path)))
    .returning({ id: redirects.id });
  return removed.length > 0;
}

/** Why a redirect may not start at `fromKey` (a live page, a route of the site's own), or null. */
async function fromProblem(tx: Queryable, fromKey: string): Promise<string | null> {
  if (isReservedPath(fromKey)) return REDIRECT_MESSAGES.fromReserved(fromKey);
  const [page] = await tx
    .select({ live: sitePages.isPublished })
    .from(sitePages)
    .where(eq(sitePages.path, fromKey))
    .limit(1);
  // A draft's address too: the redirect would hide the page once it is published.
  if (!page) return null;
  return page.live ? REDIRECT_MESSAGES.fromLivePage(fromKey) : REDIRECT_MESSAGES.fromDraftPage(fromKey);
}

// ---------------------------------------------------------------- the redirects screen

export type RedirectInput = { fromPath: string; toPath: string | null };

export type RedirectChangeResult =
  | { ok: true; id: string }
  | { ok: false; field?: "fromPath" | "toPath"; message: string };

/**
 * Adds (no `id`) or changes (`id`) a redirect as an admin typed it, announced to every instance, with its audit row.
 * `toPath` null makes the address gone (410). Bad input changes nothing.
 */
export async function saveRedirect(
  input: RedirectInput,
  { id, by }: { id?: string; by: RedirectActor },
): Promise<RedirectChangeResult> {
  const from = readFromPath(input.fromPath);
  const to = input.toPath === null ? ({ ok: true, to: null } as const) : readToPath(input.toPath);
  if (!from.ok) return { ok: false, field: "fromPath", message: from.message };
  if (!to.ok) return { ok: false, field: "toPath", message: to.message };
  const refused = new Error("refused");
  let answer: RedirectChangeResult | undefined;
  try {
    await changeContent([CONTENT.redirects], async (tx) => {
      if (id) {
        const [row] = await tx.select({ id: redirects.id }).from(redirects).where(eq(redirects.id, id)).for("update");
        if (!row) {
          answer = { ok: false, message: REDIRECT_MESSAGES.gone };
          throw refused;
        }
      }
      const problem = await fromProblem(tx, from.path);
      if (problem) {
        answer = { ok: false, field: "fromPath", message: problem };
        throw refused;
      }
      const put = await putRedirect(tx, { from: from.path, to: to.to, source: "manual", by, editing: id });
      if (!put.ok) {
        answer = { ok: false, field: put.field, message: put.message };
        throw refused;
      }
      await recordAudit(tx, {
        action: id ? REDIRECT_AUDIT_ACTIONS.changed : REDIRECT_AUDIT_ACTIONS.added,
        resourceType: "redirect",
        resourceId: put.id,
        userId: by.id,
        ip: by.ip,
        details: { from: from.path, to: put.to },
      });
      answer = { ok: true, id: put.id };
    });
  } catch (error) {
    if (error !== refused) throw error;
  }
  return answer!;
}

/** Removes a redirect (its address then answers 404, or a page published there later), with its audit row. */
export async function deleteRedirect(id: string, by: RedirectActor): Promise<boolean> {
  return changeContent([CONTENT.redirects], async (tx) => {
    const [removed] = await tx.delete(redirects).where(eq(redirects.id, id)).returning();
    if (!removed) return false;
    await recordAudit(tx, {
      action: REDIRECT_AUDIT_ACTIONS.removed,
      resourceType: "redirect",
      resourceId: id,
      userId: by.id,
      ip: by.ip,
      details: { from: removed.fromPath, to: removed.toPath, source: removed.source },
    });
    return true;
  });
}
