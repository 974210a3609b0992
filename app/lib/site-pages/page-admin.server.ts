/**
 * The admin's pages (ADR 060): the list with each page's state and last change, a new page (blank or a copy of
 * another), a page's settings (title, description and preview image saved as a draft like any edit), its address
 * (changed at once, leaving a 301 from the old one when it was live) and its deletion (leaving a 301 or a 410 when
 * it was live). Changes to addresses are announced to every instance with the pages and the redirects.
 */
import { desc, eq, inArray } from "drizzle-orm";
import type { PageContent } from "~/content/pages/schema/stored-page";
import { storeSection } from "~/content/pages/schema/stored-section";
import type { PageImage } from "~/content/pages/types";
import { db, type Queryable } from "~/db/client.server";
import { isRowId } from "~/db/row-id";
import { redirects, sitePageRevisions, sitePages } from "~/db/schema";
import { SITE_PAGE_CHANGE_AUDIT_ACTIONS } from "../audit/audit-actions";
import { recordAudit } from "../audit/audit.server";
import { changeContent, CONTENT } from "../page-cache/content-changes.server";
import { TITLE_MAX } from "./page-limits";
import { isReservedPath, PATH_MESSAGES, pathFormProblem, tidyPath } from "./page-paths";
import { menuLinkWords } from "../site-settings/menus";
import { menuLinksToPage, menusFollowMove } from "../site-settings/site-settings.server";
import { putRedirect, removeRedirectFrom } from "./redirects.server";
import { currentContent, saveSitePage, type PageActor, type SavePageResult } from "./site-pages.server";

export type PageState = "live" | "draft" | "pending" | "scheduled";

export type AdminPageRow = {
  id: string;
  path: string;
  title: string;
  state: PageState;
  isPublished: boolean;
  publishAt: Date | null;
  lastChange: { at: Date; by: string | null };
};

type SitePageRow = typeof sitePages.$inferSelect;

/** A page's state as the list shows it: scheduled, else pending changes, else live, else draft. */
export function pageState(row: Pick<SitePageRow, "isPublished" | "pendingChanges" | "publishAt">): PageState {
  if (row.publishAt) return "scheduled";
  if (row.isPublished) return row.pendingChanges ? "pending" : "live";
  return "draft";
}

/** Whether a page matches a search: its title or its path holds the words, in any case. */
function matches(page: { title: string; path: string }, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === "" || page.title.toLowerCase().includes(q) || page.path.includes(q);
}

/** Every page (its title as the editor shows it), by path, with its last change; only those matching `query`. */
export async function listSitePagesForAdmin(query = ""): Promise<AdminPageRow[]> {
  const rows = await db().select().from(sitePages).orderBy(sitePages.path);
  const latest = await db()
    .selectDistinctOn([sitePageRevisions.pageId], {
      pageId: sitePageRevisions.pageId,
      at: sitePageRevisions.createdAt,
      by: sitePageRevisions.savedByName,
    })
    .from(sitePageRevisions)
    .orderBy(sitePageRevisions.pageId, desc(sitePageRevisions.createdAt));
  const lastBy = new Map(latest.map((revision) => [revision.pageId, revision]));
  return rows
    .map((row) => {
      const last = lastBy.get(row.id);
      return {
        id: row.id,
        path: row.path,
        title: currentContent(row).title,
        state: pageState(row),
        isPublished: row.isPublished,
        publishAt: row.publishAt,
        lastChange: { at: last?.at ?? row.updatedAt, by: last?.by ?? null },
      };
    })
    .filter((page) => matches(page, query));
}

/** The page row, or null. */
export async function getSitePage(id: string): Promise<SitePageRow | null> {
  if (!isRowId(id)) return null;
  const [row] = await db().select().from(sitePages).where(eq(sitePages.id, id));
  return row ?? null;
}

/** Every page's id, title and path, by path: what "Copy of" and "Redirect to" choose from. */
export async function pageChoices(options: { publishedOnly?: boolean } = {}) {
  const rows = await db()
    .select()
    .from(sitePages)
    .where(options.publishedOnly ? eq(sitePages.isPublished, true) : undefined)
    .orderBy(sitePages.path);
  return rows.map((row) => ({ id: row.id, path: row.path, title: currentContent(row).title }));
}

// ---------------------------------------------------------------- addresses

export type PathCheck = { ok: true; path: string } | { ok: false; message: string; redirectFrom?: boolean };

export const PATH_REDIRECT_MESSAGE = (path: string) =>
  `A redirect sends readers of ${path} elsewhere. Tick "Replace the redirect" to give the address to this page.`;

/**
 * Whether a page may take `typed` (tidied): well formed, not a route of the site's own, not another page's, and
 * not an existing redirect's old address unless `replaceRedirect` (the redirect is then removed with the change).
 */
async function checkPath(
  tx: Queryable,
  typed: string,
  { pageId, replaceRedirect }: { pageId?: string; replaceRedirect: boolean },
): Promise<PathCheck> {
  const path = tidyPath(typed);
  const problem = pathFormProblem(path === "" ? typed : path);
  if (problem) return { ok: false, message: problem };
  if (isReservedPath(path)) return { ok: false, message: PATH_MESSAGES.reserved(path) };
  const [other] = await tx.select().from(sitePages).where(eq(sitePages.path, path));
  if (other && other.id !== pageId)
    return { ok: false, message: PATH_MESSAGES.takenByPage(currentContent(other).title) };
  if (!replaceRedirect) {
    const [redirect] = await tx.select({ id: redirects.id }).from(redirects).where(eq(redirects.fromPath, path));
    if (redirect) return { ok: false, message: PATH_REDIRECT_MESSAGE(path), redirectFrom: true };
  }
  return { ok: true, path };
}

// ---------------------------------------------------------------- a new page

export type NewPageInput = {
  title: string;
  path: string;
  /** "blank", or the id of the page to copy */
  from: string;
  replaceRedirect?: boolean;
};

export type NewPageResult =
  | { ok: true; id: string }
  | { ok: false; field: "title" | "path" | "from"; message: string; redirectFrom?: boolean };

export const NEW_PAGE_MESSAGES = {
  titleRequired: "Enter the page's title.",
  titleTooLong: (max: number) => `A title is at most ${max} characters.`,
  sourceGone: "The page to copy no longer exists: choose another.",
} as const;

/** A blank page's content: a hero section headed with its title, nothing else (a draft to write). */
export function blankPageContent(title: string): PageContent {
  return {
    title,
    description: "",
    sections: [storeSection({ kind: "hero", id: "hero", heading: title, intro: "", actions: [] })],
  };
}

/**
 * Makes a page, never published (a draft until someone publishes it in the editor): blank, or a copy of another
 * page's sections (as its editor shows them, ids kept) under the new title. Writes its first revision and audit row.
 */
export async function createSitePage(
  input: NewPageInput,
  { by, ip }: { by: PageActor; ip?: string | null },
): Promise<NewPageResult> {
  const title = input.title.replace(/\s+/g, " ").trim();
  if (title === "") return { ok: false, field: "title", message: NEW_PAGE_MESSAGES.titleRequired };
  if (title.length > TITLE_MAX)
    return { ok: false, field: "title", message: NEW_PAGE_MESSAGES.titleTooLong(TITLE_MAX) };
  return changeContent([CONTENT.redirects], async (tx) => {
    const path = await checkPath(tx, input.path, { replaceRedirect: input.replaceRedirect ?? false });
    if (!path.ok)
      return { ok: false as const, field: "path" as const, message: path.message, redirectFrom: path.redirectFrom };
    let content: PageContent;
    if (input.from === "blank") content = blankPageContent(title);
    else {
      const [source] = isRowId(input.from) ? await tx.select().from(sitePages).where(eq(sitePages.id, input.from)) : [];
      if (!source) return { ok: false as const, field: "from" as const, message: NEW_PAGE_MESSAGES.sourceGone };
      // Its breadcrumbs are the trail to the page copied: the new page starts without.
      const { breadcrumbs: _trail, ...copied } = structuredClone(currentContent(source));
      content = { ...copied, title };
    }
    if (input.replaceRedirect) await removeRedirectFrom(tx, path.path);
    const [made] = await tx
      .insert(sitePages)
      .values({ path: path.path, content, isPublished: false })
      .returning({ id: sitePages.id, version: sitePages.version });
    await tx.insert(sitePageRevisions).values({
      pageId: made.id,
      version: made.version,
      kind: "saved",
      fields: { path: path.path, content },
      savedBy: by.id,
      savedByName: by.name ?? null,
    });
    await recordAudit(tx, {
      action: SITE_PAGE_CHANGE_AUDIT_ACTIONS.created,
      resourceType: "site_page",
      resourceId: made.id,
      userId: by.id,
      ip,
      details: { path: path.path, title, from: input.from },
    });
    return { ok: true as const, id: made.id };
  });
}

// ---------------------------------------------------------------- settings

export type PageSettings = { title: string; description: string; ogImage: PageImage | null };

/**
 * Saves a page's title, description and preview image as a draft (a live page's pending changes), as any edit of
 * it is saved: refused when the page changed since `expectedVersion`. Null when there is no such page.
 */
export async function savePageSettings(
  id: string,
  settings: PageSettings,
  options: { expectedVersion: number; by: PageActor },
): Promise<SavePageResult | null> {
  const row = await getSitePage(id);
  if (!row) return null;
  const { ogImage: _old, ...content } = currentContent(row);
  const next: PageContent = {
    ...content,
    title: settings.title,
    description: settings.description,
    ...(settings.ogImage ? { ogImage: settings.ogImage } : {}),
  };
  return saveSitePage(id, next, options);
}

// ---------------------------------------------------------------- moving

export type MoveResult =
  | { ok: true; from: string; to: string; redirected: boolean }
  | { ok: false; reason: "invalid"; message: string }
  | { ok: false; reason: "gone" };

/**
 * Gives a page another address, at once. A live page leaves a 301 from its old address to the new one, and every
 * redirect that went to the old address goes to the new one; a redirect from the new address is removed (the page
 * takes it over), so moving back (A→B, then B→A) leaves only B→A. The menus' links to it follow it. Announced with
 * the pages and the redirects (and the menus, when they changed).
 */
export async function moveSitePage(
  id: string,
  newPath: string,
  { by, ip }: { by: PageActor; ip?: string | null },
): Promise<MoveResult> {
  if (!isRowId(id)) return { ok: false, reason: "gone" };
  return changeContent([CONTENT.pages, CONTENT.redirects], async (tx, announce): Promise<MoveResult> => {
    const [row] = await tx.select().from(sitePages).where(eq(sitePages.id, id)).for("update");
    if (!row) return { ok: false, reason: "gone" };
    const path = await checkPath(tx, newPath, { pageId: id, replaceRedirect: true });
    if (!path.ok) return { ok: false, reason: "invalid", message: path.message };
    if (path.path === row.path) return { ok: true, from: row.path, to: row.path, redirected: false };
    await removeRedirectFrom(tx, path.path);
    await tx.update(sitePages).set({ path: path.path, updatedAt: new Date() }).where(eq(sitePages.id, id));
    if (row.isPublished) {
      const put = await putRedirect(tx, {
        from: row.path,
        to: path.path,
        source: "path-change",
        by,
        trusted: true,
      });
      if (!put.ok) throw new Error(`a page's move could not leave its redirect: ${put.message}`);
    }
    if (await menusFollowMove(tx, row.path, path.path, { by, ip })) announce([CONTENT.site]);
    await recordAudit(tx, {
      action: SITE_PAGE_CHANGE_AUDIT_ACTIONS.moved,
      resourceType: "site_page",
      resourceId: id,
      userId: by.id,
      ip,
      details: { from: row.path, to: path.path, title: currentContent(row).title, redirected: row.isPublished },
    });
    return { ok: true, from: row.path, to: path.path, redirected: row.isPublished };
  });
}

// ---------------------------------------------------------------- deleting

/** What a live page's address answers once it is deleted: a 301 to another page, or 410 Gone. */
export type AfterDelete = { kind: "redirect"; toPageId: string } | { kind: "gone" };

export type DeleteResult =
  | {
      ok: true;
      path: string;
      title: string;
      left: "redirect" | "gone" | "nothing";
      to: string | null;
      /** whether links of the menus to the page now go where its readers are sent */
      menusFollowed: boolean;
    }
  | { ok: false; reason: "gone" }
  | { ok: false; reason: "invalid"; message: string };

export const DELETE_MESSAGES = {
  chooseTarget: "Choose the page its readers go to, or choose Gone.",
  targetNotLive: "Readers can only be sent to a live page: choose another.",
  targetItself: "A page cannot send its readers to itself: choose another.",
  linkedFromMenus: (words: string) =>
    `The menus link to this page (${words}). Send its readers to another page, and the links follow it; or change the menus first.`,
} as const;

/**
 * Deletes a page and its revisions. A live page leaves its address answering a 301 to the page chosen, or 410
 * Gone; every redirect that went to it follows, and so do the menus' links to it (Gone is refused while the menus link
 * to it: they would send readers to a page that is no more). Writes the audit row; announced with the pages and the
 * redirects (and the menus, when they changed).
 */
export async function deleteSitePage(
  id: string,
  after: AfterDelete,
  { by, ip }: { by: PageActor; ip?: string | null },
): Promise<DeleteResult> {
  if (!isRowId(id)) return { ok: false, reason: "gone" };
  return changeContent([CONTENT.pages, CONTENT.redirects], async (tx, announce): Promise<DeleteResult> => {
    const [row] = await tx.select().from(sitePages).where(eq(sitePages.id, id)).for("update");
    if (!row) return { ok: false, reason: "gone" };
    let to: string | null = null;
    let left: "redirect" | "gone" | "nothing" = "nothing";
    let menusFollowed = false;
    if (row.isPublished) {
      if (after.kind === "redirect") {
        if (after.toPageId === id) return { ok: false, reason: "invalid", message: DELETE_MESSAGES.targetItself };
        const [target] = isRowId(after.toPageId)
          ? await tx
              .select({ path: sitePages.path, live: sitePages.isPublished })
              .from(sitePages)
              .where(inArray(sitePages.id, [after.toPageId]))
          : [];
        if (!target?.live) return { ok: false, reason: "invalid", message: DELETE_MESSAGES.targetNotLive };
        to = target.path;
        left = "redirect";
      } else {
        const linked = await menuLinksToPage(tx, row.path);
        if (linked.length > 0) {
          return { ok: false, reason: "invalid", message: DELETE_MESSAGES.linkedFromMenus(menuLinkWords(linked)) };
        }
        left = "gone";
      }
      const put = await putRedirect(tx, { from: row.path, to, source: "page-deleted", by, trusted: true });
      if (!put.ok) return { ok: false, reason: "invalid", message: put.message };
      if (to !== null && (await menusFollowMove(tx, row.path, to, { by, ip }))) {
        menusFollowed = true;
        announce([CONTENT.site]);
      }
    }
    await tx.delete(sitePages).where(eq(sitePages.id, id));
    const title = currentContent(row).title;
    await recordAudit(tx, {
      action: SITE_PAGE_CHANGE_AUDIT_ACTIONS.deleted,
      resourceType: "site_page",
      resourceId: id,
      userId: by.id,
      ip,
      details: { path: row.path, title, wasLive: row.isPublished, left, to, menusFollowed },
    });
    return { ok: true, path: row.path, title, left, to, menusFollowed };
  });
}
