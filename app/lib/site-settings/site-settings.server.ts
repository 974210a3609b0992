/**
 * The site's facts and menus (ADR 061), stored in site_settings under the keys "facts" and "menus", each a JSON
 * value with a version for optimistic concurrency. An empty database is seeded from the typed data. The public
 * pages read both once per process and keep them until a change is announced (CONTENT.site), like the published
 * pages; while the database cannot be read they show what it gave last (or the typed defaults), unkept by the page
 * cache. Saving refuses a change over a newer version, writes the audit row and announces the change: a menu or a
 * fact shows on every page, so every cached page is dropped.
 */
import { callTypePaths } from "../booking/call-types.server";
import { isDeepStrictEqual } from "node:util";
import { diffLines, diffWordsWithSpace } from "diff";
import { asc, eq, sql } from "drizzle-orm";
import { internalPath } from "~/content/pages/links";
import { pageExistsIn } from "~/content/pages/schema/publish";
import { fixedPublicPages, fixedPublicPaths } from "~/content/public-pages";
import type { PageContent } from "~/content/pages/schema/stored-page";
import { db, type Database, type Queryable } from "~/db/client.server";
import { blogPosts, sitePages, siteSettings } from "~/db/schema";
import { SITE_SETTINGS_AUDIT_ACTIONS } from "../audit/audit-actions";
import { recordAudit } from "../audit/audit.server";
import { announceContentChange, CONTENT, contentChanged, onContentChange } from "../page-cache/content-changes.server";
import { pageShows, pageUnfitToKeep } from "../page-cache/page-record.server";
import { organizationJsonLd } from "../pages/site-structured-data";
import { env } from "../runtime/env.server";
import { logger } from "../runtime/logger.server";
import { DEFAULT_FACTS, StoredFactsSchema } from "./facts";
import { DEFAULT_MENUS, type MenuLink, menuLinks, menuLinksTo, menusAfterMove, SiteMenusSchema } from "./menus";
import { factTokenProblems, type TokenProblem } from "./tokens";
import type { SiteChrome, SiteFacts, SiteMenus } from "./types";

export const SETTING_KEYS = { facts: "facts", menus: "menus" } as const;
export type SettingKey = keyof typeof SETTING_KEYS;

/** Each setting's value. */
export type SettingValues = { facts: SiteFacts; menus: SiteMenus };
type Values = SettingValues;

const DEFAULTS: Values = { facts: DEFAULT_FACTS, menus: DEFAULT_MENUS };
const SCHEMAS = { facts: StoredFactsSchema, menus: SiteMenusSchema } as const;

/** The advisory lock of the seed: beside the pages' seed (727281). */
export const SITE_SETTINGS_SEED_LOCK_KEY = 727_282;

/** Stores the typed defaults under each key the database lacks; returns how many it stored (0: none was missing). */
export async function seedSiteSettings(database: Database): Promise<number> {
  return database.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SITE_SETTINGS_SEED_LOCK_KEY})`);
    const stored = await tx
      .insert(siteSettings)
      .values((Object.keys(SETTING_KEYS) as SettingKey[]).map((key) => ({ key, value: DEFAULTS[key] })))
      .onConflictDoNothing({ target: siteSettings.key })
      .returning({ key: siteSettings.key });
    return stored.length;
  });
}

/** A stored value read by its schema; one that fails it (written by hand, or by a newer release) is logged and replaced by the default. */
function readValue<K extends SettingKey>(key: K, value: unknown): Values[K] {
  const read = SCHEMAS[key].safeParse(value);
  if (read.success) return read.data as Values[K];
  logger.warn({ key, problem: read.error.message }, "a site setting could not be read: showing the default");
  return DEFAULTS[key];
}

async function readValues(q: Queryable): Promise<Values> {
  const rows = await q.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings);
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  return {
    facts: byKey.has("facts") ? readValue("facts", byKey.get("facts")) : DEFAULTS.facts,
    menus: byKey.has("menus") ? readValue("menus", byKey.get("menus")) : DEFAULTS.menus,
  };
}

/** The facts as stored now, read in `q` (a transaction: publishing checks a page's tokens against them). */
export async function storedFacts(q: Queryable): Promise<SiteFacts> {
  const [row] = await q.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, "facts"));
  return row ? readValue("facts", row.value) : DEFAULTS.facts;
}

/** The tokens of a stored page that readers would not see with the facts stored now (publish validation). */
export async function unshowableFactTokens(q: Queryable, content: PageContent): Promise<TokenProblem[]> {
  const { sections, ...fields } = content;
  return factTokenProblems({ ...fields, sections: sections.map((section) => section.data) }, await storedFacts(q));
}

let loadedByDatabase = new WeakMap<object, Promise<SiteChrome>>();
const lastReadByDatabase = new WeakMap<object, SiteChrome>();
let defaultChrome: SiteChrome | undefined;

function chromeOf({ facts, menus }: Values): SiteChrome {
  return {
    facts,
    menus,
    organizationJsonLd: organizationJsonLd(facts, env().publicUrl),
    frame: { menus: { header: menus.header, callBar: menus.callBar }, facts },
    footer: { footer: menus.footer, legal: menus.legal },
  };
}

/**
 * The menus and facts every public page shows, with the firm's Organization JSON-LD: read once per process and
 * database, kept until a change to them is announced. Never fails: while the database cannot be read, what it gave
 * last (or the typed defaults) is shown and the page is not kept.
 */
export async function siteChrome(): Promise<SiteChrome> {
  pageShows(CONTENT.site);
  const database = db();
  let loaded = loadedByDatabase.get(database);
  if (!loaded) {
    const kept = loadedByDatabase;
    const loading = readValues(database).then((values) => {
      const chrome = chromeOf(values);
      lastReadByDatabase.set(database, chrome);
      return chrome;
    });
    kept.set(database, loading);
    loading.catch(() => {
      if (kept.get(database) === loading) kept.delete(database);
    });
    loaded = loading;
  }
  return loaded.catch((error: unknown) => {
    logger.warn({ err: error }, "could not read the site's menus and facts: showing those read last");
    pageUnfitToKeep("the site's menus and facts could not be read");
    return lastReadByDatabase.get(database) ?? (defaultChrome ??= chromeOf(DEFAULTS));
  });
}

/** The facts the public pages show (siteChrome's). */
export async function siteFacts(): Promise<SiteFacts> {
  return (await siteChrome()).facts;
}

// Dropped by every change to the menus or facts, this instance's or another's, and when the change feed is lost.
onContentChange((tags) => {
  if (tags.includes(CONTENT.site)) loadedByDatabase = new WeakMap();
});

/** A setting as the admin edits it: its value, its version and who saved it last. */
export type EditedSetting<K extends SettingKey> = {
  value: Values[K];
  version: number;
  savedBy: string | null;
  savedAt: Date | null;
};

/** A setting read afresh for its admin screen (the seed's defaults, version 0, if it was never stored). */
export async function settingForEditing<K extends SettingKey>(key: K): Promise<EditedSetting<K>> {
  const [row] = await db().select().from(siteSettings).where(eq(siteSettings.key, key));
  if (!row) return { value: DEFAULTS[key], version: 0, savedBy: null, savedAt: null };
  return { value: readValue(key, row.value), version: row.version, savedBy: row.updatedByName, savedAt: row.updatedAt };
}

/** One difference between the refused value and the stored one, as the save-conflict panel shows it. */
export type SettingDiff = { field: string; parts: { kind: "same" | "added" | "removed"; text: string }[] };

export type SettingConflict = { version: number; savedBy: string | null; savedAt: string; changes: SettingDiff[] };

export type SaveSettingResult =
  | { ok: true; version: number; changed: boolean }
  | { ok: false; conflict: SettingConflict };

export type SettingActor = { id: string; name?: string | null };

/** The fields of a value as lines of text, for comparing two versions. */
export type SettingLines<K extends SettingKey> = (value: Values[K]) => Record<string, string>;

function compare<K extends SettingKey>(theirs: Values[K], mine: Values[K], lines: SettingLines<K>): SettingDiff[] {
  const before = lines(theirs);
  const after = lines(mine);
  return Object.keys({ ...before, ...after }).flatMap((field) => {
    const a = before[field] ?? "";
    const b = after[field] ?? "";
    if (a === b) return [];
    const parts = (a.includes("\n") || b.includes("\n") ? diffLines(a, b) : diffWordsWithSpace(a, b)).map((part) => ({
      kind: part.added ? ("added" as const) : part.removed ? ("removed" as const) : ("same" as const),
      text: part.value,
    }));
    return [{ field, parts }];
  });
}

const AUDIT = { facts: SITE_SETTINGS_AUDIT_ACTIONS.factsSaved, menus: SITE_SETTINGS_AUDIT_ACTIONS.menusSaved };

/** A value as JSON stores it: a field left out rather than undefined. */
const asStored = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A setting's row, locked for the transaction: stored from the defaults first if it never was. */
async function lockSetting(tx: Queryable, key: SettingKey) {
  await tx
    .insert(siteSettings)
    .values({ key, value: DEFAULTS[key], version: 0 })
    .onConflictDoNothing({ target: siteSettings.key });
  const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.key, key)).for("update");
  return row;
}

/** Stores a setting's new version in `by`'s name, with its audit row (`details` beside the version); returns it. */
async function writeSetting<K extends SettingKey>(
  tx: Queryable,
  key: K,
  version: number,
  value: Values[K],
  { by, ip, now, details }: { by: SettingActor; ip?: string | null; now: Date; details: Record<string, unknown> },
): Promise<number> {
  await tx
    .update(siteSettings)
    .set({ value, version, updatedBy: by.id, updatedByName: by.name ?? null, updatedAt: now })
    .where(eq(siteSettings.key, key));
  await recordAudit(tx, {
    action: AUDIT[key],
    resourceType: "site_setting",
    resourceId: key,
    userId: by.id,
    ip,
    details: { version, ...details },
  });
  return version;
}

/**
 * Saves a setting edited from `expectedVersion`: refused, changing nothing, when another save came first (with who
 * saved, when, and how the refused value differs); else stored with the next version and the audit row, and the
 * change announced to every instance (every cached page dropped). Saving what is stored already changes nothing.
 */
export async function saveSiteSetting<K extends SettingKey>(
  key: K,
  value: Values[K],
  {
    expectedVersion,
    by,
    ip,
    lines,
    now = new Date(),
  }: { expectedVersion: number; by: SettingActor; ip?: string | null; lines: SettingLines<K>; now?: Date },
): Promise<SaveSettingResult> {
  // Saving what is stored changes nothing.
  value = asStored(value);
  const attempt = async (tx: Queryable): Promise<SaveSettingResult> => {
    const row = await lockSetting(tx, key);
    const stored = readValue(key, row.value);
    if (row.version !== expectedVersion) {
      return {
        ok: false,
        conflict: {
          version: row.version,
          savedBy: row.updatedByName,
          savedAt: row.updatedAt.toISOString(),
          changes: compare(stored, value, lines),
        },
      };
    }
    if (isDeepStrictEqual(stored, value)) return { ok: true, version: row.version, changed: false };
    const fields = compare(stored, value, lines).map((change) => change.field);
    const version = await writeSetting(tx, key, row.version + 1, value, { by, ip, now, details: { fields } });
    return { ok: true, version, changed: true };
  };
  let changed = false;
  try {
    return await db().transaction(async (tx) => {
      const result = await attempt(tx);
      if (result.ok && result.changed) {
        await announceContentChange(tx, [CONTENT.site]);
        changed = true;
      }
      return result;
    });
  } finally {
    // As changeContent does, but only for a save that changed something.
    if (changed) contentChanged([CONTENT.site]);
  }
}

/**
 * In a page's move, from `from` to `to`: the menus' links to it follow it (a new version of the menus, in the mover's
 * name, with its audit row), so that no menu sends readers through the redirect. True when a link changed: the
 * move then announces CONTENT.site, since every page shows the menus. Menus stored in a shape the schema refuses are
 * left as they are (the public pages show the defaults until they are mended).
 */
export async function menusFollowMove(
  tx: Queryable,
  from: string,
  to: string,
  { by, ip, now = new Date() }: { by: SettingActor; ip?: string | null; now?: Date },
): Promise<boolean> {
  const row = await lockSetting(tx, "menus");
  const stored = SiteMenusSchema.safeParse(row.value);
  if (!stored.success) return false;
  const moved = menusAfterMove(stored.data, from, to);
  if (moved.fields.length === 0) return false;
  await writeSetting(tx, "menus", row.version + 1, asStored(moved.menus), {
    by,
    ip,
    now,
    details: { fields: moved.fields, from, to },
  });
  return true;
}

/**
 * The menus' links to the page at `path`, read in `tx` with the menus' row locked, as menusFollowMove does: no save of
 * the menus can add a link to the page before the transaction ends.
 */
export async function menuLinksToPage(tx: Queryable, path: string): Promise<MenuLink[]> {
  const row = await lockSetting(tx, "menus");
  return menuLinksTo(readValue("menus", row.value), path);
}

/** The pages a menu may link to: the published pages (with their titles) and the pages with routes of their own. */
export async function linkablePages(): Promise<{ path: string; title: string }[]> {
  const rows = await db()
    .select({ path: sitePages.path, content: sitePages.content })
    .from(sitePages)
    .where(eq(sitePages.isPublished, true))
    .orderBy(asc(sitePages.path));
  return [
    ...rows.map((row) => ({ path: row.path, title: row.content.title })),
    ...fixedPublicPages.map((page) => ({ path: page.path, title: page.path.slice(1) })),
  ].sort((a, b) => a.path.localeCompare(b.path));
}

/** The menus' internal links that lead to no page of the site (a published page, a fixed page, a published insight). */
export async function brokenMenuLinks(menus: SiteMenus): Promise<{ field: string; href: string }[]> {
  const [pages, posts, callPages] = await Promise.all([
    db().select({ path: sitePages.path }).from(sitePages).where(eq(sitePages.isPublished, true)),
    db().select({ slug: blogPosts.slug }).from(blogPosts).where(eq(blogPosts.isPublished, true)),
    callTypePaths(),
  ]);
  const exists = pageExistsIn([
    ...pages.map((page) => page.path),
    ...fixedPublicPaths(),
    "/auth",
    ...posts.map((post) => `/insights/${post.slug}`),
    ...callPages,
  ]);
  return menuLinks(menus).flatMap(({ field, href }) => {
    const path = internalPath(href);
    return path === null || exists(path) ? [] : [{ field: `${field}.href`, href }];
  });
}
