/**
 * A page's settings, new pages, deleting and the redirects (ADR 060), against a real database: the legacy addresses
 * seeded once into the redirects table and served from it; a new page (blank, or a copy) a draft until published,
 * then served by the catch-all and listed in the sitemap; a live page's move leaving a 301 without loops or chains
 * (and moving back leaving only the newer one); a deletion leaving a 301 or a 410; the redirects' own rules; the
 * settings saved as a draft with the stale save refused; and what the catch-all's render tells the page cache.
 */
import crypto from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { legacyRedirects } from "~/content/redirects";
import type { MarketingPage } from "~/content/pages/types";
import routeConfig from "~/routes";
import { db } from "~/db/client.server";
import { auditEvents, redirects, sitePageRevisions, sitePages, user } from "~/db/schema";
import { menuLines } from "~/lib/site-settings/menu-edits";
import { menuLinks } from "~/lib/site-settings/menus";
import { internalPath } from "~/content/pages/links";
import { marketingPages } from "~/content/pages";
import { saveSiteSetting, settingForEditing, siteChrome } from "~/lib/site-settings/site-settings.server";
import type { SiteMenus } from "~/lib/site-settings/types";
import sharp from "sharp";
import { images } from "~/db/schema";
import { removeOrphanedImages } from "~/lib/images/image-cleanup.server";
import { variantPath } from "~/lib/images/image-variants";
import { storeUploadedImage } from "~/lib/images/images.server";
import { recordPage } from "~/lib/page-cache/page-record.server";
import { routerContextFor } from "~/lib/runtime/request-context";
import {
  createSitePage,
  deleteSitePage,
  listSitePagesForAdmin,
  moveSitePage,
  savePageSettings,
} from "~/lib/site-pages/page-admin.server";
import { isReservedPath, RESERVED_SEGMENTS } from "~/lib/site-pages/page-paths";
import { deleteRedirect, listRedirects, saveRedirect, seedLegacyRedirects } from "~/lib/site-pages/redirects.server";
import { publishSitePage, saveSitePage } from "~/lib/site-pages/site-pages.server";
import type { PageData } from "~/lib/pages/page-data";
import { SectionRenderer } from "~/components/sections/section-renderer";
import { createElement } from "react";
import { loader as contentPageLoader } from "~/routes/marketing/content-page";
import { loader as sitemapLoader } from "~/routes/resources/sitemap";
import { CONTENT } from "~/lib/page-cache/content-changes.server";
import { PAGE_PATHS } from "~/lib/page-cache/page-tags";
import { setUpTestDatabase } from "../support/database";
import { renderWhole } from "../support/render-whole";
import { setUpTestEnvironment } from "../support/environment";

const BASE = "http://localhost:3996";
setUpTestEnvironment("page-settings-test", { PUBLIC_URL: BASE });
setUpTestDatabase();
const editor = { id: `editor-${crypto.randomBytes(4).toString("hex")}`, name: "Thandi Editor" };
const context = routerContextFor({ nonce: "test-nonce", requestId: "test", clientIp: "192.0.2.9" });

beforeAll(async () => {
  await db()
    .insert(user)
    .values({ id: editor.id, name: editor.name, email: `${editor.id}@kestrel.test`, emailVerified: true });
});

/** Saves the menus with two more links, "Our offer" in the first footer column and "Offer terms" in the legal links. */
async function saveMenusLinking(offer: string, terms: string) {
  const start = await settingForEditing("menus");
  const menus = JSON.parse(JSON.stringify(start.value)) as SiteMenus;
  menus.footer[0].links.push({ label: "Our offer", href: offer });
  menus.legal.push({ label: "Offer terms", href: terms });
  const saved = await saveSiteSetting("menus", menus, { expectedVersion: start.version, by: editor, lines: menuLines });
  return { menus, saved };
}

async function pageAt(path: string) {
  const [found] = await db().select().from(sitePages).where(eq(sitePages.path, path));
  return found;
}

async function redirectRows() {
  return (await listRedirects()).map((row) => ({ from: row.fromPath, to: row.toPath, source: row.source }));
}

type Answer = { status: number; location?: string | null; page?: MarketingPage };

/** What a loader answers: a thrown redirect or error, or its data with its status. */
async function answerOf(run: () => Promise<unknown>): Promise<Answer> {
  try {
    const result = (await run()) as { data: { page?: MarketingPage }; init?: ResponseInit | null };
    return { status: result.init?.status ?? 200, page: result.data.page };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    const error = thrown as { init?: ResponseInit | null; type?: string };
    if (error.type === "DataWithResponseInit") return { status: error.init?.status ?? 500 };
    throw thrown;
  }
}

/** The content route's answer for `path`: a registered page's, or the catch-all's (the same module, ADR 060). */
function catchAll(path: string) {
  return answerOf(() => contentPageLoader({ request: new Request(`${BASE}${path}`), params: {}, context } as never));
}

const registered = catchAll;

/** No redirect goes to itself or to another redirect's old address (no loops, no chains). */
async function expectNoLoopsOrChains() {
  const rows = await listRedirects();
  const froms = new Set(rows.map((row) => row.fromPath));
  for (const row of rows) {
    expect(row.toPath, row.fromPath).not.toBe(row.fromPath);
    if (row.toPath?.startsWith("/")) expect(froms.has(row.toPath.split(/[?#]/)[0]), row.toPath).toBe(false);
  }
}

async function newLivePage(path: string, title: string, from = "blank"): Promise<string> {
  const source = from === "blank" ? (await pageAt("/about")).id : from;
  const made = await createSitePage({ title, path, from: source }, { by: editor });
  if (!made.ok) throw new Error(made.message);
  const row = (await db().select().from(sitePages).where(eq(sitePages.id, made.id)))[0];
  const published = await publishSitePage(made.id, { expectedVersion: row.version, by: editor });
  expect(published).toMatchObject({ ok: true });
  return made.id;
}

describe("the legacy redirects", () => {
  it("are seeded once, with source legacy, and a second seed changes nothing", async () => {
    const legacy = (await redirectRows()).filter((row) => row.source === "legacy");
    expect(legacy.map((row) => [row.from, row.to]).sort()).toEqual(
      Object.entries(legacyRedirects)
        .map(([from, to]) => [from.toLowerCase(), to])
        .sort(),
    );
    const before = await listRedirects();
    expect(await seedLegacyRedirects(db())).toBe(0);
    expect(await listRedirects()).toEqual(before);
  });

  it("are served from the table by the catch-all, keeping the query string; one removed is not seeded again", async () => {
    expect(await catchAll("/medical?utm_source=flyer")).toEqual({
      status: 301,
      location: "/who-we-help/medical?utm_source=flyer",
    });
    expect(await catchAll("/Pages/Medical/")).toMatchObject({ status: 301, location: "/who-we-help/medical" });
    const [row] = await db().select().from(redirects).where(eq(redirects.fromPath, "/medical"));
    expect(await deleteRedirect(row.id, { id: editor.id })).toBe(true);
    // The process's map was dropped by the announcement: the address is a 404 at once.
    expect(await catchAll("/medical")).toMatchObject({ status: 404 });
    expect(await seedLegacyRedirects(db())).toBe(0);
    expect(await catchAll("/medical")).toMatchObject({ status: 404 });
    const audit = await db().select().from(auditEvents).where(eq(auditEvents.resourceId, row.id));
    expect(audit.map((event) => event.action)).toEqual(["redirect_removed"]);
  });
});

describe("a new page", () => {
  it("is refused an address that is malformed, another page's, a route of the site's, or redirected", async () => {
    const about = await pageAt("/about");
    const tried = async (path: string, replaceRedirect = false) =>
      createSitePage({ title: "Spring", path, from: "blank", replaceRedirect }, { by: editor });
    expect(await tried("spring")).toMatchObject({ ok: false, field: "path", message: expect.stringContaining("/") });
    expect(await tried("/spring offer")).toMatchObject({ ok: false, field: "path" });
    expect(await tried("/spring--offer")).toMatchObject({ ok: false, field: "path" });
    expect(await tried("/about")).toMatchObject({
      ok: false,
      field: "path",
      message: `Another page, ${about.content.title}, has this address.`,
    });
    for (const path of ["/contact", "/insights", "/insights/a-post", "/admin/x", "/auth", "/marketplace"]) {
      expect(await tried(path), path).toMatchObject({ ok: false, field: "path" });
    }
    expect(await tried("/who-we-help/hospitality-retail")).toMatchObject({
      ok: false,
      field: "path",
      redirectFrom: true,
    });
    expect(await tried("", false)).toMatchObject({ ok: false, field: "path" });
    expect(await createSitePage({ title: " ", path: "/ok", from: "blank" }, { by: editor })).toMatchObject({
      ok: false,
      field: "title",
    });
    expect(await db().select().from(sitePages).where(eq(sitePages.path, "/spring"))).toEqual([]);
  });

  it("takes a redirected address when told to replace the redirect", async () => {
    const made = await createSitePage(
      {
        title: "Manufacturing, then",
        path: "/who-we-help/manufacturing-distribution",
        from: "blank",
        replaceRedirect: true,
      },
      { by: editor },
    );
    expect(made).toMatchObject({ ok: true });
    expect((await redirectRows()).some((row) => row.from === "/who-we-help/manufacturing-distribution")).toBe(false);
  });

  it("starts blank as a draft with a hero headed by its title, and a copy keeps the other page's sections and ids", async () => {
    const blank = await createSitePage(
      { title: "Spring audit", path: "/campaigns/spring", from: "blank" },
      { by: editor },
    );
    expect(blank).toMatchObject({ ok: true });
    const stored = await pageAt("/campaigns/spring");
    expect(stored.isPublished).toBe(false);
    expect(stored.content.title).toBe("Spring audit");
    expect(stored.content.sections).toEqual([
      expect.objectContaining({ kind: "hero", data: expect.objectContaining({ id: "hero", heading: "Spring audit" }) }),
    ]);

    const about = await pageAt("/about");
    const copy = await createSitePage({ title: "About, again", path: "/about-again", from: about.id }, { by: editor });
    expect(copy).toMatchObject({ ok: true });
    const copied = await pageAt("/about-again");
    expect(copied.isPublished).toBe(false);
    expect(copied.content.sections).toEqual(about.content.sections);
    expect(copied.content.title).toBe("About, again");
    const revisions = await db().select().from(sitePageRevisions).where(eq(sitePageRevisions.pageId, copied.id));
    expect(revisions).toMatchObject([{ kind: "saved", savedByName: "Thandi Editor" }]);
    const list = await listSitePagesForAdmin("again");
    expect(list).toMatchObject([
      { path: "/about-again", title: "About, again", state: "draft", lastChange: { by: "Thandi Editor" } },
    ]);
    expect(await listSitePagesForAdmin("/CAMPAIGNS")).toMatchObject([{ path: "/campaigns/spring" }]);
  });

  it("is served by the catch-all once published (not before), like a registered page, and is in the sitemap", async () => {
    const about = await pageAt("/about");
    const made = await createSitePage({ title: "Winter offer", path: "/winter-offer", from: about.id }, { by: editor });
    if (!made.ok) throw new Error(made.message);
    expect(await catchAll("/winter-offer")).toMatchObject({ status: 404 });
    const sitemapBefore = await (await sitemapLoader({} as never)).text();
    expect(sitemapBefore).not.toContain(`${BASE}/winter-offer<`);

    const row = await pageAt("/winter-offer");
    expect(await publishSitePage(made.id, { expectedVersion: row.version, by: editor })).toMatchObject({ ok: true });
    const served = await catchAll("/Winter-Offer/");
    expect(served).toMatchObject({ status: 200 });
    expect(served.page?.title).toBe("Winter offer");
    const registeredAbout = await registered("/about");
    expect(served.page?.sections).toEqual(registeredAbout.page?.sections);
    expect(await (await sitemapLoader({} as never)).text()).toContain(`<loc>${BASE}/winter-offer</loc>`);
  });
});

describe("a page's address", () => {
  it("moves a live page at once, leaving a 301 from the old address and repointing redirects to it", async () => {
    const id = await newLivePage("/moving-a", "Moving page");
    // A redirect already sending readers to the page's address follows it.
    expect(await saveRedirect({ fromPath: "/older-a", toPath: "/moving-a" }, { by: { id: editor.id } })).toMatchObject({
      ok: true,
    });

    const moved = await moveSitePage(id, "/moving-b", { by: editor });
    expect(moved).toEqual({ ok: true, from: "/moving-a", to: "/moving-b", redirected: true });
    expect((await pageAt("/moving-b")).id).toBe(id);
    const rows = await redirectRows();
    expect(rows).toContainEqual({ from: "/moving-a", to: "/moving-b", source: "path-change" });
    expect(rows).toContainEqual({ from: "/older-a", to: "/moving-b", source: "manual" });
    expect(await catchAll("/moving-a?ref=mail")).toEqual({ status: 301, location: "/moving-b?ref=mail" });
    expect(await catchAll("/moving-b")).toMatchObject({ status: 200 });
    await expectNoLoopsOrChains();
    const audit = await db().select().from(auditEvents).where(eq(auditEvents.resourceId, id));
    expect(audit.map((event) => event.action)).toContain("site_page_moved");
  });

  it("moving back (A→B, then B→A) leaves only B→A: the page takes its address back and no loop is left", async () => {
    const [row] = await db().select().from(sitePages).where(eq(sitePages.path, "/moving-b"));
    expect(await moveSitePage(row.id, "/moving-a", { by: editor })).toMatchObject({ ok: true, redirected: true });
    const rows = (await redirectRows()).filter((entry) => entry.from.startsWith("/mov") || entry.from === "/older-a");
    expect(rows.sort((a, b) => a.from.localeCompare(b.from))).toEqual([
      { from: "/moving-b", to: "/moving-a", source: "path-change" },
      { from: "/older-a", to: "/moving-a", source: "manual" },
    ]);
    expect(await catchAll("/moving-a")).toMatchObject({ status: 200 });
    expect(await catchAll("/moving-b")).toMatchObject({ status: 301, location: "/moving-a" });
    await expectNoLoopsOrChains();
  });

  it("takes the menus' links to the page with it, kept in the menus' history, and every page shows them at once", async () => {
    const id = await newLivePage("/menu-page-a", "Page in the menus");
    const { menus, saved } = await saveMenusLinking("/menu-page-a#pricing", "/Menu-Page-A/?from=footer");
    expect(saved).toMatchObject({ ok: true, changed: true });
    expect(JSON.stringify((await siteChrome()).menus)).toContain("/menu-page-a#pricing");

    // A page the menus do not link to moves without a new version of the menus.
    const other = await newLivePage("/menu-page-other", "Page not in the menus");
    expect(await moveSitePage(other, "/menu-page-elsewhere", { by: editor })).toMatchObject({ ok: true });
    const unchanged = await settingForEditing("menus");
    if (!saved.ok) return;
    expect(unchanged.version).toBe(saved.version);

    expect(await moveSitePage(id, "/menu-page-b", { by: editor })).toMatchObject({ ok: true, redirected: true });
    const after = await settingForEditing("menus");
    expect(after.version).toBe(saved.version + 1);
    expect(after.savedBy).toBe(editor.name);
    // Both links follow the page, keeping their fragment and query; nothing else in the menus changed.
    const expected = structuredClone(menus);
    const offer = expected.footer[0].links.length - 1;
    const terms = expected.legal.length - 1;
    expected.footer[0].links[offer].href = "/menu-page-b#pricing";
    expected.legal[terms].href = "/menu-page-b?from=footer";
    expect(after.value).toEqual(expected);
    const audit = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "site_menus_saved"))
      .orderBy(desc(auditEvents.createdAt));
    expect(audit[0]).toMatchObject({
      resourceId: "menus",
      userId: editor.id,
      details: {
        version: saved.version + 1,
        fields: [`footer.0.links.${offer}.href`, `legal.${terms}.href`],
        from: "/menu-page-a",
        to: "/menu-page-b",
      },
    });
    // The public pages' menus are read again: the move announced the menus with the pages.
    const shown = JSON.stringify((await siteChrome()).menus);
    expect(shown).toContain("/menu-page-b#pricing");
    expect(shown).not.toContain("/menu-page-a");
  });

  it("moves a draft without leaving a redirect, and refuses a taken or reserved address, changing nothing", async () => {
    const draft = await pageAt("/campaigns/spring");
    expect(await moveSitePage(draft.id, "/campaigns/spring-audit", { by: editor })).toEqual({
      ok: true,
      from: "/campaigns/spring",
      to: "/campaigns/spring-audit",
      redirected: false,
    });
    expect((await redirectRows()).some((row) => row.from === "/campaigns/spring")).toBe(false);
    const before = await redirectRows();
    expect(await moveSitePage(draft.id, "/about", { by: editor })).toMatchObject({ ok: false, reason: "invalid" });
    expect(await moveSitePage(draft.id, "/contact", { by: editor })).toMatchObject({ ok: false, reason: "invalid" });
    expect((await pageAt("/campaigns/spring-audit")).id).toBe(draft.id);
    expect(await redirectRows()).toEqual(before);
  });
});

describe("deleting a page", () => {
  it("leaves a 301 to the page chosen, and redirects that went to it follow", async () => {
    const id = await newLivePage("/delete-me", "Short-lived");
    expect(
      await saveRedirect({ fromPath: "/to-delete-me", toPath: "/delete-me" }, { by: { id: editor.id } }),
    ).toMatchObject({ ok: true });
    const about = await pageAt("/about");
    const deleted = await deleteSitePage(id, { kind: "redirect", toPageId: about.id }, { by: editor });
    expect(deleted).toEqual({
      ok: true,
      path: "/delete-me",
      title: "Short-lived",
      left: "redirect",
      to: "/about",
      menusFollowed: false,
    });
    expect(await pageAt("/delete-me")).toBeUndefined();
    expect(await db().select().from(sitePageRevisions).where(eq(sitePageRevisions.pageId, id))).toEqual([]);
    const rows = await redirectRows();
    expect(rows).toContainEqual({ from: "/delete-me", to: "/about", source: "page-deleted" });
    expect(rows).toContainEqual({ from: "/to-delete-me", to: "/about", source: "manual" });
    expect(await catchAll("/delete-me")).toMatchObject({ status: 301, location: "/about" });
    await expectNoLoopsOrChains();
    const audit = (await db().select().from(auditEvents).where(eq(auditEvents.resourceId, id))).find(
      (event) => event.action === "site_page_deleted",
    );
    expect(audit).toMatchObject({
      action: "site_page_deleted",
      userId: editor.id,
      details: { path: "/delete-me", left: "redirect", to: "/about" },
    });
  });

  it("leaves 410 Gone when told, on a new page's address and on a registered one", async () => {
    const id = await newLivePage("/gone-page", "Gone soon");
    expect(await deleteSitePage(id, { kind: "gone" }, { by: editor })).toMatchObject({ ok: true, left: "gone" });
    expect(await catchAll("/gone-page")).toMatchObject({ status: 410 });
    expect(await redirectRows()).toContainEqual({ from: "/gone-page", to: null, source: "page-deleted" });

    // A registered page the menus do not link to.
    const linked = new Set(menuLinks((await siteChrome()).menus).map((link) => internalPath(link.href)));
    const unlinked = marketingPages.find((page) => page.path !== "/" && !linked.has(page.path));
    expect(unlinked, "a registered page outside the menus").toBeDefined();
    if (!unlinked) return;
    const registeredPage = await pageAt(unlinked.path);
    expect(await deleteSitePage(registeredPage.id, { kind: "gone" }, { by: editor })).toMatchObject({ ok: true });
    expect(await registered(unlinked.path)).toEqual({ status: 410 });
  });

  it("takes the menus' links to the page to the page chosen, and refuses Gone while the menus link to it", async () => {
    const id = await newLivePage("/menu-delete-a", "Offer to delete");
    const { menus, saved } = await saveMenusLinking("/menu-delete-a#pricing", "/Menu-Delete-A/");
    if (!saved.ok) throw new Error("the menus were not saved");

    // Gone would leave the menus sending readers to a page that is no more: refused, nothing changed.
    const before = await redirectRows();
    expect(await deleteSitePage(id, { kind: "gone" }, { by: editor })).toEqual({
      ok: false,
      reason: "invalid",
      message:
        'The menus link to this page ("Our offer", "Offer terms"). Send its readers to another page, and the links follow it; or change the menus first.',
    });
    expect((await pageAt("/menu-delete-a")).id).toBe(id);
    expect(await redirectRows()).toEqual(before);
    expect((await settingForEditing("menus")).version).toBe(saved.version);

    const about = await pageAt("/about");
    expect(await deleteSitePage(id, { kind: "redirect", toPageId: about.id }, { by: editor })).toMatchObject({
      ok: true,
      left: "redirect",
      to: "/about",
      menusFollowed: true,
    });
    const after = await settingForEditing("menus");
    expect(after.version).toBe(saved.version + 1);
    const expected = structuredClone(menus);
    expected.footer[0].links[expected.footer[0].links.length - 1].href = "/about#pricing";
    expected.legal[expected.legal.length - 1].href = "/about";
    expect(after.value).toEqual(expected);
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "site_menus_saved"))
      .orderBy(desc(auditEvents.createdAt))
      .limit(1);
    expect(audit.details).toMatchObject({ version: saved.version + 1, from: "/menu-delete-a", to: "/about" });
    // Every page shows the menus at once: the deletion announced them.
    expect(JSON.stringify((await siteChrome()).menus)).not.toContain("menu-delete-a");
    // The menus can be saved again: no link of theirs is left pointing at the deleted page.
    const again = await settingForEditing("menus");
    expect(
      await saveSiteSetting("menus", again.value, { expectedVersion: again.version, by: editor, lines: menuLines }),
    ).toMatchObject({ ok: true });
  });

  it("refuses to send readers to itself or to a page that is not live, changing nothing", async () => {
    const id = await newLivePage("/stays", "Stays");
    const draft = await pageAt("/about-again");
    expect(await deleteSitePage(id, { kind: "redirect", toPageId: id }, { by: editor })).toMatchObject({
      ok: false,
      reason: "invalid",
    });
    expect(await deleteSitePage(id, { kind: "redirect", toPageId: draft.id }, { by: editor })).toMatchObject({
      ok: false,
      reason: "invalid",
    });
    expect((await pageAt("/stays")).id).toBe(id);
    expect(await deleteSitePage(draft.id, { kind: "gone" }, { by: editor })).toMatchObject({
      ok: true,
      left: "nothing",
    });
    expect((await redirectRows()).some((row) => row.from === "/about-again")).toBe(false);
  });
});

describe("the redirects' rules", () => {
  const by = { id: "", ip: null };
  beforeAll(() => {
    by.id = editor.id;
  });

  it("refuses an old address that is malformed, a live page or a route of the site's", async () => {
    const before = await redirectRows();
    expect(await saveRedirect({ fromPath: "old", toPath: "/about" }, { by })).toMatchObject({
      ok: false,
      field: "fromPath",
    });
    expect(await saveRedirect({ fromPath: "/a b", toPath: "/about" }, { by })).toMatchObject({
      ok: false,
      field: "fromPath",
    });
    expect(await saveRedirect({ fromPath: "/about", toPath: "/contact" }, { by })).toMatchObject({
      ok: false,
      field: "fromPath",
      message: "/about is a live page: a redirect from it would never be used.",
    });
    expect(await saveRedirect({ fromPath: "/campaigns/spring-audit", toPath: "/about" }, { by })).toMatchObject({
      ok: false,
      field: "fromPath",
      message: expect.stringContaining("not yet published"),
    });
    expect(await saveRedirect({ fromPath: "/insights/x", toPath: "/about" }, { by })).toMatchObject({
      ok: false,
      field: "fromPath",
    });
    expect(await saveRedirect({ fromPath: "/who-we-help/hospitality-retail", toPath: "/about" }, { by })).toMatchObject(
      {
        ok: false,
        field: "fromPath",
      },
    );
    expect(await redirectRows()).toEqual(before);
  });

  it("refuses a target that is not a page of the site, not https, or leads back", async () => {
    const before = await redirectRows();
    expect(await saveRedirect({ fromPath: "/x1", toPath: "/no-such-page" }, { by })).toMatchObject({
      ok: false,
      field: "toPath",
      message: "/no-such-page is not a page of this site.",
    });
    expect(await saveRedirect({ fromPath: "/x1", toPath: "http://example.com" }, { by })).toMatchObject({
      ok: false,
      field: "toPath",
    });
    expect(await saveRedirect({ fromPath: "/x1", toPath: "/x1" }, { by })).toMatchObject({
      ok: false,
      field: "toPath",
    });
    // /moving-b goes to /moving-a: a redirect from /moving-a is refused as a live page, and one to /moving-b from
    // an address it leads back to is a loop.
    expect(await saveRedirect({ fromPath: "/moving-a", toPath: "/moving-b" }, { by })).toMatchObject({
      ok: false,
      field: "fromPath",
    });
    expect(await redirectRows()).toEqual(before);
  });

  it("sends a new redirect straight to the end of a chain, to another site, or nowhere (410)", async () => {
    expect(await saveRedirect({ fromPath: "/OLD-flyer/", toPath: "/moving-b?src=flyer" }, { by })).toMatchObject({
      ok: true,
    });
    expect(await redirectRows()).toContainEqual({ from: "/old-flyer", to: "/moving-a", source: "manual" });
    expect(await saveRedirect({ fromPath: "/partner", toPath: "https://example.com/offer" }, { by })).toMatchObject({
      ok: true,
    });
    expect(await catchAll("/partner?x=1")).toEqual({ status: 301, location: "https://example.com/offer?x=1" });
    expect(await saveRedirect({ fromPath: "/retired", toPath: null }, { by })).toMatchObject({ ok: true });
    expect(await catchAll("/retired")).toMatchObject({ status: 410 });
    await expectNoLoopsOrChains();
  });

  it("edits a redirect, keeping its source, and refuses an address another redirect has", async () => {
    const [row] = await db().select().from(redirects).where(eq(redirects.fromPath, "/partner"));
    expect(await saveRedirect({ fromPath: "/partner", toPath: "/contact" }, { id: row.id, by })).toMatchObject({
      ok: true,
    });
    expect(await catchAll("/partner")).toMatchObject({ status: 301, location: "/contact" });
    expect(await saveRedirect({ fromPath: "/retired", toPath: "/contact" }, { id: row.id, by })).toMatchObject({
      ok: false,
      field: "fromPath",
    });
    const audit = await db().select().from(auditEvents).where(eq(auditEvents.resourceId, row.id));
    expect(audit.map((event) => event.action).sort()).toEqual(["redirect_added", "redirect_changed"]);
  });
});

describe("a page's settings", () => {
  it("saves title, description and preview picture as a live page's draft, and refuses a stale save", async () => {
    const page = await pageAt("/about");
    const saved = await savePageSettings(
      page.id,
      {
        title: "About the firm",
        description: "Who we are.",
        ogImage: { src: "https://cdn.example.com/card.jpg", alt: "Our team" },
      },
      { expectedVersion: page.version, by: editor },
    );
    expect(saved).toEqual({ ok: true, version: page.version + 1, outcome: "draft" });
    const after = await pageAt("/about");
    expect(after.content).toEqual(page.content);
    expect(after.pendingChanges).toMatchObject({
      title: "About the firm",
      description: "Who we are.",
      ogImage: { src: "https://cdn.example.com/card.jpg", alt: "Our team" },
      sections: page.content.sections,
    });
    const stale = await savePageSettings(
      page.id,
      { title: "Older", description: "", ogImage: null },
      { expectedVersion: page.version, by: editor },
    );
    expect(stale).toMatchObject({ ok: false, reason: "stale", conflict: { savedBy: "Thandi Editor" } });
    expect(await pageAt("/about")).toEqual(after);
  });
});

describe("a page's preview picture", () => {
  it("is kept from the orphaned images' clean-up while a page (or its draft) uses it", async () => {
    const png = await sharp({ create: { width: 1400, height: 800, channels: 3, background: "#1f4d3a" } })
      .png()
      .toBuffer();
    const used = await storeUploadedImage(new Uint8Array(png));
    const unused = await storeUploadedImage(new Uint8Array(png));
    if (!used.ok || !unused.ok) throw new Error("could not store the images");
    const page = await pageAt("/how-we-work");
    expect(
      await savePageSettings(
        page.id,
        {
          title: page.content.title,
          description: page.content.description,
          ogImage: { src: variantPath(used.image.id, "og", "jpeg"), alt: "A green card" },
        },
        { expectedVersion: page.version, by: editor },
      ),
    ).toMatchObject({ ok: true });
    expect(await removeOrphanedImages({ force: true, graceMs: 0 })).toMatchObject({ ran: true, deleted: 1 });
    const left = (await db().select({ id: images.id }).from(images)).map((row) => row.id);
    expect(left).toContain(used.image.id);
    expect(left).not.toContain(unused.image.id);
  });
});

describe("a hero's picture from the image library", () => {
  it("is published only while the library has it, and drawn with its sizes and alt text", async () => {
    const png = await sharp({ create: { width: 1400, height: 800, channels: 3, background: "#8a5a2b" } })
      .png()
      .toBuffer();
    const stored = await storeUploadedImage(new Uint8Array(png));
    if (!stored.ok) throw new Error("could not store the image");
    const row = await pageAt("/how-we-work");
    const withPicture = (id: string) => {
      const [hero, ...rest] = row.content.sections;
      const image = { id, alt: "Two owners at a whiteboard", decorative: false };
      return {
        ...row.content,
        sections: [{ ...hero, data: { ...(hero.data as object), panel: { kind: "image", image } } }, ...rest],
      };
    };

    const absent = "0f9e8d7c-6b5a-4f3e-8d2c-1b0a9f8e7d6c";
    const saved = await saveSitePage(row.id, withPicture(absent), { expectedVersion: row.version, by: editor });
    if (!saved?.ok) throw new Error("could not save the draft");
    expect(await publishSitePage(row.id, { expectedVersion: saved.version, by: editor })).toMatchObject({
      ok: false,
      problems: [{ field: "panel.image.id", message: "This image is no longer in the library: choose another." }],
    });
    expect((await catchAll("/how-we-work")).page?.sections[0]).not.toHaveProperty("panel");

    const again = await saveSitePage(row.id, withPicture(stored.image.id), {
      expectedVersion: saved.version,
      by: editor,
    });
    if (!again?.ok) throw new Error("could not save the draft");
    expect(await publishSitePage(row.id, { expectedVersion: again.version, by: editor })).toMatchObject({ ok: true });

    const answer = (await contentPageLoader({
      request: new Request(`${BASE}/how-we-work`),
      params: {},
      context,
    } as never)) as unknown as { data: { page: MarketingPage; pageData: PageData } };
    const { page, pageData } = answer.data;
    expect(pageData.images).toEqual({
      [stored.image.id]: { id: stored.image.id, width: 960, height: 549, fallbackFormat: "jpeg" },
    });
    const html = await renderWhole(createElement(SectionRenderer, { page, data: pageData }));
    expect(html).toContain('alt="Two owners at a whiteboard"');
    expect(html).toContain(`/images/${stored.image.id}/480.avif 480w`);
    // The largest rendering the upload made (960 wide: a 1600 one would be upscaled) reserves the picture's space.
    expect(html).toContain('width="960" height="549"');
  });
});

describe("serving and the page cache", () => {
  it("tags the catch-all's render with the pages' addresses and the redirects, so a change to either drops a kept 404", async () => {
    const { record } = await recordPage(() => catchAll("/nothing-here"));
    expect([...record.tags].sort()).toEqual([PAGE_PATHS, CONTENT.redirects].sort());
  });

  it("reserves every first segment of the site's own routes", () => {
    type Entry = { path?: string; file: string; children?: Entry[] };
    const firsts = new Set<string>();
    const walk = (entries: Entry[]) => {
      for (const entry of entries) {
        const first = entry.path?.split("/")[0];
        if (first && !entry.file.endsWith("content-page.tsx") && first !== "*" && !first.includes(".")) {
          firsts.add(first);
        }
        if (entry.children) walk(entry.children);
      }
    };
    walk(routeConfig as unknown as Entry[]);
    for (const first of firsts) {
      expect(isReservedPath(`/${first}`), first).toBe(true);
      expect((RESERVED_SEGMENTS as readonly string[]).includes(first), first).toBe(true);
    }
  });
});
