/**
 * The marketing pages stored as content (ADR 056), against a real database: seeded from the page modules, read by
 * the public pages from the database, a live page's draft kept from readers until it is published, a stale save
 * refused, a page with problems refused publication, and a stored section that no longer fits its schema left off
 * the public page (the rest of it shown) and logged.
 */
import crypto from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { marketingPages } from "~/content/pages";
import { findMarketingPage } from "~/content/pages/find-page.server";
import { storePage, type PageContent } from "~/content/pages/schema/stored-page";
import type { MarketingPage } from "~/content/pages/types";
import { db } from "~/db/client.server";
import { auditEvents, sitePageRevisions, sitePages, user } from "~/db/schema";
import { logger } from "~/lib/runtime/logger.server";
import { seedSitePages } from "~/lib/site-pages/seed-pages.server";
import { DEFAULT_FACTS } from "~/lib/site-settings/facts";
import { withFactsIn } from "~/lib/site-settings/tokens";
import { publishedPage, publishedPages } from "~/lib/site-pages/published-pages.server";
import { publishSitePage, saveSitePage } from "~/lib/site-pages/site-pages.server";
import { loader as sitemapLoader } from "~/routes/resources/sitemap";
import { loader as contentPageLoader } from "~/routes/marketing/content-page";
import { setUpTestDatabase } from "../support/database";
import { setUpTestEnvironment } from "../support/environment";
import { useSecondInstance } from "../support/second-instance";

const BASE = "http://localhost:3997";
setUpTestEnvironment("site-pages-test", { PUBLIC_URL: BASE });
const database = setUpTestDatabase();
const editor = { id: `editor-${crypto.randomBytes(4).toString("hex")}`, name: "Lindiwe Editor" };

beforeAll(async () => {
  await db()
    .insert(user)
    .values({ id: editor.id, name: editor.name, email: "lindiwe@kestrel.test", emailVerified: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function row(path: string) {
  const [found] = await db().select().from(sitePages).where(eq(sitePages.path, path));
  return found;
}

async function pageCount(): Promise<number> {
  const [{ value }] = await db().select({ value: count() }).from(sitePages);
  return value;
}

/** The page's loader data as the content route sends it. */
async function loadPage(path: string): Promise<MarketingPage> {
  const answer = (await contentPageLoader({
    request: new Request(`${BASE}${path}`),
    params: {},
    context: {},
  } as never)) as unknown as { data: { page: MarketingPage } };
  return answer.data.page;
}

describe("seeding the pages from the page modules", () => {
  const instances = useSecondInstance(database);

  it("stores every registry page, published, each reading back equal to its module, with a first revision", async () => {
    const rows = await db().select().from(sitePages);
    expect(rows.map((page) => page.path).sort()).toEqual(marketingPages.map((page) => page.path).sort());
    expect(rows.every((page) => page.isPublished && page.version === 1 && page.pendingChanges === null)).toBe(true);
    // Each as its module says, with the site facts' tokens replaced by the seeded facts (ADR 061).
    const shown = marketingPages.map((page) => withFactsIn(page, DEFAULT_FACTS));
    expect(await publishedPages()).toEqual(shown);
    for (const page of shown) expect(await publishedPage(page.path)).toEqual(page);

    const revisions = await db().select().from(sitePageRevisions);
    expect(revisions).toHaveLength(marketingPages.length);
    expect(revisions.every((revision) => revision.kind === "published" && revision.savedBy === null)).toBe(true);
  });

  it("adds nothing when pages are stored already", async () => {
    const before = await db().select({ id: sitePages.id, version: sitePages.version }).from(sitePages);
    expect(await seedSitePages(db())).toBe(0);
    expect(await db().select({ id: sitePages.id, version: sitePages.version }).from(sitePages)).toEqual(before);
  });

  it("stores each page once when two instances seed an empty database at once", async () => {
    await db().delete(sitePages);
    const other = instances.postgres ? instances.second().db : db();
    const seeded = await Promise.all([seedSitePages(db()), seedSitePages(other)]);
    expect(seeded.sort()).toEqual([0, marketingPages.length]);
    expect(await pageCount()).toBe(marketingPages.length);
    const [{ value: revisions }] = await db().select({ value: count() }).from(sitePageRevisions);
    expect(revisions).toBe(marketingPages.length);
  });

  it("does nothing while any page is stored, so what staff edited is never overwritten", async () => {
    await db().delete(sitePages);
    const about = findMarketingPage("/about")!;
    const edited = storePage({ ...about, title: "About us, as edited" });
    await db().insert(sitePages).values({ path: "/about", content: edited, isPublished: true });
    expect(await seedSitePages(db())).toBe(0);
    expect(await db().select({ path: sitePages.path, content: sitePages.content }).from(sitePages)).toEqual([
      { path: "/about", content: edited },
    ]);
    await db().delete(sitePages);
    expect(await seedSitePages(db())).toBe(marketingPages.length);
  });
});

describe("drafts and publishing", () => {
  const path = "/about/faq";
  const registry = () => findMarketingPage(path)!;

  it("keeps a live page's draft from readers until it is published, then shows it", async () => {
    const before = await row(path);
    const draft: PageContent = { ...before.content, title: "Questions, answered" };
    const saved = await saveSitePage(before.id, draft, { expectedVersion: before.version, by: editor });
    expect(saved).toEqual({ ok: true, version: before.version + 1, outcome: "draft" });

    const afterSave = await row(path);
    expect(afterSave.content).toEqual(before.content);
    expect(afterSave.pendingChanges).toEqual(draft);
    expect((await publishedPage(path))!.title).toBe(registry().title);
    expect((await loadPage(path)).title).toBe(registry().title);

    const published = await publishSitePage(before.id, { expectedVersion: afterSave.version, by: editor });
    expect(published).toEqual({ ok: true, version: afterSave.version + 1 });
    // The announcement dropped the pages this process kept: readers see the published page at once.
    expect((await publishedPage(path))!.title).toBe("Questions, answered");
    expect((await loadPage(path)).title).toBe("Questions, answered");

    const afterPublish = await row(path);
    expect(afterPublish.pendingChanges).toBeNull();
    expect(afterPublish.content.title).toBe("Questions, answered");
    const revisions = await db()
      .select({ kind: sitePageRevisions.kind, savedBy: sitePageRevisions.savedByName })
      .from(sitePageRevisions)
      .where(eq(sitePageRevisions.pageId, before.id))
      .orderBy(sitePageRevisions.version);
    expect(revisions).toEqual([
      { kind: "published", savedBy: null },
      { kind: "draft", savedBy: "Lindiwe Editor" },
      { kind: "published", savedBy: "Lindiwe Editor" },
    ]);
    const audit = await db().select().from(auditEvents).where(eq(auditEvents.resourceId, before.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "site_page_published", resourceType: "site_page", userId: editor.id });
  });

  it("refuses a save over a newer version, naming who saved it, and changes nothing", async () => {
    const before = await row(path);
    const stale = await saveSitePage(
      before.id,
      { ...before.content, title: "An older edit" },
      { expectedVersion: before.version - 1, by: editor },
    );
    expect(stale).toMatchObject({
      ok: false,
      reason: "stale",
      conflict: { version: before.version, savedBy: "Lindiwe Editor" },
    });
    expect(await row(path)).toEqual(before);
    const stalePublish = await publishSitePage(before.id, { expectedVersion: before.version - 1, by: editor });
    expect(stalePublish).toMatchObject({ ok: false, reason: "stale" });
    expect(await row(path)).toEqual(before);
  });

  it("refuses to publish a page with a link to no page or two heroes, and changes nothing", async () => {
    const before = await row(path);
    const page = registry();
    const hero = page.sections.find((section) => section.kind === "hero")!;
    const broken = storePage({
      ...page,
      breadcrumbs: [
        { label: "Home", href: "/" },
        { label: "Nowhere", href: "/no-such-page" },
      ],
      sections: [...page.sections, { ...hero, id: "second-hero" }],
    });
    const saved = await saveSitePage(before.id, broken, { expectedVersion: before.version, by: editor });
    expect(saved).toMatchObject({ ok: true, outcome: "draft" });
    const afterSave = await row(path);

    const refused = await publishSitePage(before.id, { expectedVersion: afterSave.version, by: editor });
    expect(refused).toMatchObject({ ok: false, reason: "invalid" });
    const messages =
      refused && !refused.ok && refused.reason === "invalid" ? refused.problems.map((p) => p.message) : [];
    expect(messages).toContain('The link "Nowhere" points to /no-such-page, which is not a page on this site.');
    expect(messages).toContain("Only one hero: its heading is the page's h1, and this page has 2.");
    expect(await row(path)).toEqual(afterSave);
    expect((await publishedPage(path))!.sections.filter((section) => section.kind === "hero")).toHaveLength(1);
  });

  it("saves a page never published as its content, and publishes it", async () => {
    const page = { ...registry(), path: "/about/faq-draft", title: "A page not yet live" };
    const content = storePage(page);
    const [draft] = await db()
      .insert(sitePages)
      .values({ path: page.path, content: { ...content, title: "First words" } })
      .returning();
    const saved = await saveSitePage(draft.id, content, { expectedVersion: draft.version, by: editor });
    expect(saved).toMatchObject({ ok: true, outcome: "saved" });
    expect((await row(page.path)).content).toEqual(content);
    expect(await publishedPage(page.path)).toBeUndefined();
    expect(await publishSitePage(draft.id, { expectedVersion: draft.version + 1, by: editor })).toMatchObject({
      ok: true,
    });
    expect(await publishedPage(page.path)).toEqual(page);
  });

  it("answers null for a page that does not exist", async () => {
    const missing = crypto.randomUUID();
    expect(await saveSitePage(missing, storePage(registry()), { expectedVersion: 1, by: editor })).toBeNull();
    expect(await publishSitePage(missing, { expectedVersion: 1, by: editor })).toBeNull();
  });
});

describe("a stored section that no longer fits its schema", () => {
  it("is left off the public page, the rest of the page shown, and logged once with the page and section", async () => {
    const path = "/how-we-work";
    const stored = await row(path);
    const page = findMarketingPage(path)!;
    const broken = page.sections[1];
    const sections = stored.content.sections.map((section, index) =>
      index === 1 ? { ...section, data: { ...(section.data as object), heading: 42 } } : section,
    );
    await db()
      .update(sitePages)
      .set({ content: { ...stored.content, sections } })
      .where(eq(sitePages.id, stored.id));
    // The change is announced as any change to pages is.
    const { contentChanged, CONTENT } = await import("~/lib/page-cache/content-changes.server");
    contentChanged([CONTENT.pages]);

    const warn = vi.spyOn(logger, "warn");
    const shown = await loadPage(path);
    expect(shown.sections.map((section) => section.id)).toEqual(
      page.sections.filter((section) => section !== broken).map((section) => section.id),
    );
    expect(shown.title).toBe(page.title);
    await loadPage(path);
    await publishedPages();
    const logged = warn.mock.calls.filter(([fields]) => (fields as { path?: string }).path === path);
    expect(logged).toHaveLength(1);
    expect(logged[0][0]).toMatchObject({ path, section: broken.id, kind: broken.kind });
    expect((logged[0][0] as { problem: string }).problem).toMatch(/heading/);
  });
});

describe("the page cache", () => {
  it("is told a page's render shows its own page, and drops every cached page when pages change as a whole", async () => {
    const { contentChanged, CONTENT } = await import("~/lib/page-cache/content-changes.server");
    const { recordPage } = await import("~/lib/page-cache/page-record.server");
    const { processPageCache } = await import("~/lib/page-cache/process-page-cache.server");
    const { pageTag } = await import("~/lib/page-cache/page-tags");
    const { record } = await recordPage(() => loadPage("/services"));
    expect([...record.tags]).toContain(pageTag((await row("/services")).id));

    const cache = processPageCache();
    const cached = (tags: string[]) => ({
      status: 200,
      headers: [],
      bodies: { identity: Buffer.from("page"), br: Buffer.from("page"), gzip: Buffer.from("page") },
      etag: "test",
      tags: new Set(tags),
      onHit: [],
      storedAt: Date.now(),
      route: "test",
    });
    expect(cache.store("/contact", cached([]), cache.begin(), false)).toBe(true);
    expect(cache.store("/insights", cached([CONTENT.insights]), cache.begin(), false)).toBe(true);
    contentChanged([CONTENT.insights]);
    expect(cache.lookup("/contact")).toBeDefined();
    contentChanged([CONTENT.pages]);
    expect(cache.lookup("/contact")).toBeUndefined();
  });
});

describe("while the database cannot be read", () => {
  it("shows the pages it gave last, logged, rather than failing", async () => {
    const { contentChanged, CONTENT } = await import("~/lib/page-cache/content-changes.server");
    const before = await loadPage("/services");
    contentChanged([CONTENT.pages]);
    vi.spyOn(db(), "select").mockImplementationOnce(() => {
      throw new Error("the connection was lost");
    });
    const warn = vi.spyOn(logger, "warn");
    expect(await loadPage("/services")).toEqual(before);
    expect(warn).toHaveBeenCalledWith(expect.anything(), "could not read the published pages: showing those read last");
    // The next read tries the database again.
    expect(await loadPage("/services")).toEqual(before);
    const unread = warn.mock.calls.filter(
      (call) => call[1] === "could not read the published pages: showing those read last",
    );
    expect(unread).toHaveLength(1);
  });
});

describe("the sitemap", () => {
  it("lists the published pages from the database", async () => {
    const response = (await sitemapLoader({
      request: new Request(`${BASE}/sitemap.xml`),
      params: {},
      context: {},
    } as never)) as Response;
    const xml = await response.text();
    expect(xml).toContain(`<loc>${BASE}/about</loc>`);
    expect(xml).toContain(`<loc>${BASE}/about/faq-draft</loc>`);
  });
});
