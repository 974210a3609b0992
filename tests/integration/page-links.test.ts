/**
 * Links stored as references to pages, and what each change to a page drops from the page cache (ADR 063), against
 * a real database: the seeded pages' links follow a page whose path changes; a save stores links as references; a
 * publish drops the page and, when its title or path changed, the pages linking to it, and keeps the others, on every
 * instance (the announcement carries the tags); a site-wide change drops every page.
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { findMarketingPage } from "~/content/pages/find-page.server";
import { pageLinks } from "~/content/pages/links";
import { storePage, type PageContent } from "~/content/pages/schema/stored-page";
import type { MarketingPage } from "~/content/pages/types";
import { db } from "~/db/client.server";
import { sitePages, user } from "~/db/schema";
import { changeContent, CONTENT, contentChanged } from "~/lib/page-cache/content-changes.server";
import type { CachedPage } from "~/lib/page-cache/page-cache";
import { recordPage } from "~/lib/page-cache/page-record.server";
import { PAGE_PATHS, pageChangeTags, pageLinksTag, pageTag } from "~/lib/page-cache/page-tags";
import { processPageCache } from "~/lib/page-cache/process-page-cache.server";
import { publishedPage } from "~/lib/site-pages/published-pages.server";
import { publishSitePage, saveSitePage } from "~/lib/site-pages/site-pages.server";
import { loader as contentPageLoader } from "~/routes/marketing/content-page";
import { DEFAULT_FACTS } from "~/lib/site-settings/facts";
import { withFactsIn } from "~/lib/site-settings/tokens";
import { routerContextFor } from "~/lib/runtime/request-context";
import { setUpTestDatabase } from "../support/database";
import { setUpTestEnvironment } from "../support/environment";
import { useSecondInstance } from "../support/second-instance";

const BASE = "http://localhost:3996";
setUpTestEnvironment("page-links-test", { PUBLIC_URL: BASE, PAGE_CACHE_MB: "8" });
const database = setUpTestDatabase();
const editor = { id: `editor-${crypto.randomBytes(4).toString("hex")}`, name: "Thabo Editor" };

/** The page linked to, a page with a section linking to it, and a page that shows nothing of it. */
const TARGET = "/services/automations";
const LINKER = "/services/smart-systems-and-ai";
const UNRELATED = "/about/faq";

beforeAll(async () => {
  await db()
    .insert(user)
    .values({ id: editor.id, name: editor.name, email: "thabo@kestrel.test", emailVerified: true });
});

async function row(path: string) {
  const [found] = await db().select().from(sitePages).where(eq(sitePages.path, path));
  return found;
}

/** The page as the content route sends it, and the tags its render recorded for the page cache. */
async function render(path: string): Promise<{ page: MarketingPage; tags: Set<string> }> {
  const { result, record } = await recordPage(async () => {
    const answer = (await contentPageLoader({
      request: new Request(`${BASE}${path}`),
      params: {},
      context: routerContextFor({ nonce: "test-nonce", requestId: "test", clientIp: "192.0.2.9" }),
    } as never)) as unknown as { data: { page: MarketingPage } };
    return answer.data.page;
  });
  return { page: result, tags: record.tags };
}

const entry = (tags: Iterable<string>): CachedPage => ({
  status: 200,
  headers: [],
  bodies: { identity: Buffer.from("page"), br: Buffer.from("page"), gzip: Buffer.from("page") },
  etag: "test",
  tags: new Set(tags),
  onHit: [],
  storedAt: Date.now(),
  route: "test",
});

/** Renders each page and keeps it in this process's page cache under its path, as a miss does. */
async function cachePages(...paths: string[]): Promise<void> {
  const cache = processPageCache();
  for (const path of paths) {
    const { tags } = await render(path);
    expect(cache.store(path, entry(tags), cache.begin(), false), path).toBe(true);
  }
}

const cached = (path: string) => processPageCache().lookup(path) !== undefined;

/** Saves a draft of the page at `path` with `change` made, and publishes it. */
async function publishEdited(path: string, change: (content: PageContent) => PageContent) {
  const before = await row(path);
  const saved = await saveSitePage(before.id, change(before.content), { expectedVersion: before.version, by: editor });
  expect(saved).toMatchObject({ ok: true });
  return publishSitePage(before.id, { expectedVersion: before.version + 1, by: editor });
}

const hrefs = (page: MarketingPage) => pageLinks(page).map((link) => link.href);

describe("links stored as references", () => {
  it("seeds each link to a page as a reference to its row, and reads it back as the page module wrote it", async () => {
    const target = await row(TARGET);
    const linker = await row(LINKER);
    expect(JSON.stringify(linker.content.sections)).toContain(JSON.stringify({ page: target.id, path: TARGET }));
    expect(await publishedPage(LINKER)).toEqual(withFactsIn(findMarketingPage(LINKER), DEFAULT_FACTS));
    const { tags } = await render(LINKER);
    expect(tags).toContain(pageTag(linker.id));
    expect(tags).toContain(pageLinksTag(target.id));
  });

  it("shows a page's new path on the pages linking to it once its path changes", async () => {
    const target = await row(TARGET);
    const moved = "/services/automation-studio";
    expect(hrefs((await publishedPage(LINKER))!)).toContain(TARGET);
    await cachePages(LINKER, UNRELATED);

    await changeContent([], async (tx, announce) => {
      await tx.update(sitePages).set({ path: moved }).where(eq(sitePages.id, target.id));
      const face = { isPublished: true, title: target.content.title, description: target.content.description };
      announce(pageChangeTags(target.id, { ...face, path: TARGET }, { ...face, path: moved }));
    });

    expect(cached(LINKER)).toBe(false);
    expect(cached(UNRELATED)).toBe(true);
    const linkerHrefs = hrefs((await publishedPage(LINKER))!);
    expect(linkerHrefs).toContain(moved);
    expect(linkerHrefs).not.toContain(TARGET);
    expect((await publishedPage(moved))!.title).toBe(target.content.title);
    expect(await publishedPage(TARGET)).toBeUndefined();

    await db().update(sitePages).set({ path: TARGET }).where(eq(sitePages.id, target.id));
    contentChanged(pageChangeTags(target.id, null, null));
  });

  it("stores a draft's links to pages as references when it is saved, whatever form they came in", async () => {
    const linker = await row(LINKER);
    const target = await row(TARGET);
    const asWritten = storePage(findMarketingPage(LINKER)!);
    expect(JSON.stringify(asWritten)).not.toContain(target.id);
    const saved = await saveSitePage(linker.id, asWritten, { expectedVersion: linker.version, by: editor });
    // Equal to the live page once its links are references: nothing is pending.
    expect(saved).toMatchObject({ ok: true, outcome: "draft" });
    const after = await row(LINKER);
    expect(after.pendingChanges).toBeNull();
    expect(after.content).toEqual(linker.content);
  });

  it("refuses to publish a link to a page that is not live, named by its path", async () => {
    const campaign = findMarketingPage(UNRELATED)!;
    const [draft] = await db()
      .insert(sitePages)
      .values({ path: "/winter-campaign", content: storePage({ ...campaign, path: "/winter-campaign" }) })
      .returning();
    const linker = await row(LINKER);
    const refused = await publishEdited(LINKER, (content) => ({
      ...content,
      sections: content.sections.map((section) =>
        section.kind === "hero"
          ? {
              ...section,
              data: { ...(section.data as object), actions: [{ label: "The winter offer", href: "/winter-campaign" }] },
            }
          : section,
      ),
    }));
    expect(refused).toMatchObject({ ok: false, reason: "invalid" });
    const messages =
      refused && !refused.ok && refused.reason === "invalid" ? refused.problems.map((p) => p.message) : [];
    expect(messages).toContain(
      'The link "The winter offer" points to /winter-campaign, which is not a page on this site.',
    );
    const pending = (await row(LINKER)).pendingChanges!;
    expect(JSON.stringify(pending)).toContain(JSON.stringify({ page: draft.id, path: "/winter-campaign" }));
    // Put back as it was.
    const back = await saveSitePage(linker.id, linker.content, {
      expectedVersion: linker.version + 1,
      by: editor,
    });
    expect(back).toMatchObject({ ok: true });
    await db().delete(sitePages).where(eq(sitePages.id, draft.id));
  });
});

describe("what each publish drops from the page cache", () => {
  const instances = useSecondInstance(database);

  it("drops the page and the pages linking to it when its title changes, and keeps an unrelated page", async () => {
    const target = await row(TARGET);
    const heard: string[] = [];
    const stop = instances.postgres
      ? await instances.second().listen("page_content", (payload) => heard.push(payload))
      : null;
    await cachePages(TARGET, LINKER, UNRELATED);
    processPageCache().store("/no-such-page", entry([PAGE_PATHS]), processPageCache().begin(), true);

    expect(await publishEdited(TARGET, (content) => ({ ...content, title: "Automations that pay" }))).toMatchObject({
      ok: true,
    });
    expect(cached(TARGET)).toBe(false);
    expect(cached(LINKER)).toBe(false);
    expect(cached(UNRELATED)).toBe(true);
    expect(cached("/no-such-page")).toBe(true);
    expect((await render(TARGET)).page.title).toBe("Automations that pay");

    if (stop) {
      // Every other instance hears the same tags, and drops the same pages (followContentChanges).
      await expect.poll(() => heard).toHaveLength(1);
      expect(heard[0].split(",")).toEqual([pageTag(target.id), pageLinksTag(target.id)]);
      await stop();
    }
  });

  it("drops only the page when its content changes and its title and path do not", async () => {
    const target = await row(TARGET);
    await cachePages(TARGET, LINKER, UNRELATED);
    const changed = await publishEdited(TARGET, (content) => ({
      ...content,
      sections: content.sections.map((section) =>
        section.kind === "hero"
          ? { ...section, data: { ...(section.data as object), heading: "Less admin" } }
          : section,
      ),
    }));
    expect(changed).toMatchObject({ ok: true });
    expect(cached(TARGET)).toBe(false);
    expect(cached(LINKER)).toBe(true);
    expect(cached(UNRELATED)).toBe(true);
    expect((await render(TARGET)).page.sections[0]).toMatchObject({ heading: "Less admin" });
    expect(target.isPublished).toBe(true);
  });

  it("drops nothing when a publish is refused", async () => {
    await cachePages(TARGET, LINKER);
    const before = await row(TARGET);
    expect(await publishSitePage(before.id, { expectedVersion: before.version - 1, by: editor })).toMatchObject({
      ok: false,
      reason: "stale",
    });
    expect(cached(TARGET)).toBe(true);
    expect(cached(LINKER)).toBe(true);
  });

  it("drops the answers of addresses without a page when a page first goes live", async () => {
    const page = { ...findMarketingPage(UNRELATED)!, path: "/spring-campaign" };
    const [draft] = await db()
      .insert(sitePages)
      .values({ path: page.path, content: storePage(page) })
      .returning();
    await cachePages(TARGET);
    processPageCache().store("/spring-campaign", entry([PAGE_PATHS]), processPageCache().begin(), true);
    expect((await render("/spring-campaign").catch((error: unknown) => error)) as Response).toMatchObject({
      init: { status: 404 },
    });
    expect(await publishSitePage(draft.id, { expectedVersion: draft.version, by: editor })).toMatchObject({ ok: true });
    expect(cached("/spring-campaign")).toBe(false);
    expect(cached(TARGET)).toBe(true);
    expect((await render("/spring-campaign")).page.path).toBe("/spring-campaign");
  });

  it("drops every page for a site-wide change (a menu, a site fact)", async () => {
    await cachePages(TARGET, LINKER, UNRELATED);
    await changeContent([CONTENT.site], async () => {});
    expect([TARGET, LINKER, UNRELATED].filter(cached)).toEqual([]);
  });
});
