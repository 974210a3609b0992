/**
 * A page's draft scheduled, unscheduled and discarded, and its preview link (ADR 059), against a real database:
 * each change names the version it edited and is refused over a newer one; a schedule is refused for a draft that
 * could not be published, a time past or too far, or a live page with nothing waiting; every change is audited and
 * readers keep the live page throughout. The preview link shows the draft, privately, and a wrong token is 404.
 */
import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { marketingPages } from "~/content/pages";
import { storePage, type PageContent } from "~/content/pages/schema/stored-page";
import { db } from "~/db/client.server";
import { auditEvents, sitePageRevisions, sitePages, user } from "~/db/schema";
import {
  discardSitePageChanges,
  pagePreviewToken,
  scheduleSitePage,
  unscheduleSitePage,
} from "~/lib/site-pages/page-schedule.server";
import { pagePreview, type PreviewBand } from "~/lib/site-pages/page-preview.server";
import { publishedPage } from "~/lib/site-pages/published-pages.server";
import { saveSitePage } from "~/lib/site-pages/site-pages.server";
import { loader as previewLoader } from "~/routes/marketing/content-page";
import { setUpTestDatabase } from "../support/database";
import { setUpTestEnvironment } from "../support/environment";

const BASE = "http://localhost:3996";
setUpTestEnvironment("page-schedule-test", { PUBLIC_URL: BASE });
setUpTestDatabase();
const editor = { id: `editor-${crypto.randomBytes(4).toString("hex")}`, name: "Thandi Editor" };
const NOW = new Date("2026-12-07T08:00:00Z");
const IN_AN_HOUR = new Date(NOW.getTime() + 3_600_000);

beforeAll(async () => {
  await db()
    .insert(user)
    .values({ id: editor.id, name: editor.name, email: "thandi@kestrel.test", emailVerified: true });
});

const faq = marketingPages.find((page) => page.path === "/about/faq")!;
let path = "";
let id = "";

/** A live page of its own for each test, a copy of the FAQ. */
beforeEach(async () => {
  path = `/about/faq-${crypto.randomBytes(3).toString("hex")}`;
  const [made] = await db()
    .insert(sitePages)
    .values({ path, content: storePage({ ...faq, path }), isPublished: true, publishedAt: NOW })
    .returning();
  id = made.id;
});

async function row() {
  const [found] = await db().select().from(sitePages).where(eq(sitePages.id, id));
  return found;
}

async function audits(action: string) {
  return db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.resourceId, id), eq(auditEvents.action, action)));
}

/** Saves changes to the live page (a new title); the row after. */
async function pendingChange(title = "Questions, answered") {
  const before = await row();
  const draft: PageContent = { ...before.content, title };
  const saved = await saveSitePage(id, draft, { expectedVersion: before.version, by: editor, now: NOW });
  expect(saved).toMatchObject({ ok: true, outcome: "draft" });
  return row();
}

const at = (version: number) => ({ expectedVersion: version, by: editor, ip: "198.51.100.7", now: NOW });

describe("scheduling a page's changes", () => {
  it("schedules a live page's pending changes, audited, while readers keep the live page", async () => {
    const before = await pendingChange();
    expect(await scheduleSitePage(id, IN_AN_HOUR, at(before.version))).toEqual({
      ok: true,
      version: before.version + 1,
    });
    const after = await row();
    expect(after.publishAt).toEqual(IN_AN_HOUR);
    expect(after.pendingChanges).toEqual(before.pendingChanges);
    expect(after.content).toEqual(before.content);
    expect((await publishedPage(path))?.title).toBe(faq.title);
    const [revision] = await db()
      .select()
      .from(sitePageRevisions)
      .where(and(eq(sitePageRevisions.pageId, id), eq(sitePageRevisions.version, after.version)));
    expect(revision).toMatchObject({ kind: "scheduled", savedByName: editor.name });
    expect(revision.fields.content.title).toBe("Questions, answered");
    const [audit] = await audits("site_page_scheduled");
    expect(audit).toMatchObject({ userId: editor.id, ip: "198.51.100.7", resourceType: "site_page" });
    expect(audit.details).toMatchObject({ path, publishAt: IN_AN_HOUR.toISOString(), live: true });
  });

  it("schedules a page never published", async () => {
    await db().update(sitePages).set({ isPublished: false, publishedAt: null }).where(eq(sitePages.id, id));
    const before = await row();
    expect(await scheduleSitePage(id, IN_AN_HOUR, at(before.version))).toMatchObject({ ok: true });
    expect((await row()).publishAt).toEqual(IN_AN_HOUR);
  });

  it("refuses, changing nothing: a stale version, a time past or too far, nothing waiting, a draft with problems", async () => {
    const live = await row();
    expect(await scheduleSitePage(id, IN_AN_HOUR, at(live.version))).toEqual({ ok: false, reason: "nothing" });
    expect(await row()).toEqual(live);

    const before = await pendingChange();
    expect(await scheduleSitePage(id, IN_AN_HOUR, at(before.version - 1))).toMatchObject({
      ok: false,
      reason: "stale",
      conflict: { version: before.version, savedBy: editor.name },
    });
    expect(await scheduleSitePage(id, new Date(NOW.getTime() - 60_000), at(before.version))).toMatchObject({
      ok: false,
      reason: "time",
      message: "Choose a time in the future to schedule the page.",
    });
    expect(await scheduleSitePage(id, new Date(NOW.getTime() + 400 * 86_400_000), at(before.version))).toMatchObject({
      ok: false,
      reason: "time",
    });
    expect(await row()).toEqual(before);

    const broken = await pendingChange("");
    const refused = await scheduleSitePage(id, IN_AN_HOUR, at(broken.version));
    expect(refused).toMatchObject({ ok: false, reason: "invalid" });
    expect(refused && !refused.ok && refused.reason === "invalid" && refused.problems).toContainEqual({
      field: "title",
      message: "Required.",
    });
    expect(await row()).toEqual(broken);
    expect(await audits("site_page_scheduled")).toHaveLength(0);
    expect(await scheduleSitePage(crypto.randomUUID(), IN_AN_HOUR, at(1))).toBeNull();
  });

  it("takes a schedule off, audited; a page not scheduled has nothing to take off", async () => {
    const before = await pendingChange();
    await scheduleSitePage(id, IN_AN_HOUR, at(before.version));
    const scheduled = await row();
    expect(await unscheduleSitePage(id, at(scheduled.version - 1))).toMatchObject({ ok: false, reason: "stale" });
    expect(await unscheduleSitePage(id, at(scheduled.version))).toEqual({ ok: true, version: scheduled.version + 1 });
    const after = await row();
    expect(after.publishAt).toBeNull();
    expect(after.pendingChanges).toEqual(scheduled.pendingChanges);
    expect(await audits("site_page_unscheduled")).toHaveLength(1);
    expect(await unscheduleSitePage(id, at(after.version))).toEqual({ ok: false, reason: "nothing" });
  });
});

describe("discarding a live page's changes", () => {
  it("throws the pending changes and their schedule away, audited, the live page untouched", async () => {
    const before = await pendingChange();
    await scheduleSitePage(id, IN_AN_HOUR, at(before.version));
    const scheduled = await row();
    expect(await discardSitePageChanges(id, at(scheduled.version - 1))).toMatchObject({ ok: false, reason: "stale" });
    expect(await row()).toEqual(scheduled);

    expect(await discardSitePageChanges(id, at(scheduled.version))).toEqual({
      ok: true,
      version: scheduled.version + 1,
    });
    const after = await row();
    expect(after).toMatchObject({ pendingChanges: null, pendingSavedAt: null, publishAt: null, isPublished: true });
    expect(after.content).toEqual(before.content);
    const [audit] = await audits("site_page_changes_discarded");
    expect(audit.details).toMatchObject({ path, wasScheduled: IN_AN_HOUR.toISOString() });
    expect(await discardSitePageChanges(id, at(after.version))).toEqual({ ok: false, reason: "nothing" });
  });
});

describe("the preview link", () => {
  it("makes one secret per page, anew on request, showing the draft privately; a wrong token is 404", async () => {
    await pendingChange("A title not yet live");
    const token = await pagePreviewToken(id, { by: editor });
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await pagePreviewToken(id, { by: editor })).toBe(token);
    const renewed = await pagePreviewToken(id, { by: editor, renew: true });
    expect(renewed).not.toBe(token);
    expect(await pagePreview(token!)).toBeNull();
    expect(await audits("site_page_preview_link_created")).toHaveLength(2);

    const preview = await pagePreview(renewed!);
    expect(preview).toMatchObject({ pending: true, page: { path, title: "A title not yet live" } });

    const answer = (await previewLoader({
      request: new Request(`${BASE}/page-preview/${renewed}`),
      params: { token: renewed! },
      context: {},
    } as never)) as unknown as { data: { page: { title: string }; preview: PreviewBand }; init: ResponseInit };
    expect(answer.data.page.title).toBe("A title not yet live");
    expect(answer.data.preview).toEqual({
      badge: "Preview",
      title: "Preview: A title not yet live",
      notice: "These are changes not yet published: readers see the live page.",
      details: [],
    });
    expect(new Headers(answer.init.headers).get("Cache-Control")).toBe("private, no-store");
    expect(new Headers(answer.init.headers).get("X-Robots-Tag")).toContain("noindex");

    const missing = await previewLoader({
      request: new Request(`${BASE}/page-preview/nothing-at-all-here-000`),
      params: { token: "nothing-at-all-here-000" },
      context: {},
    } as never).catch((thrown: unknown) => thrown);
    expect((missing as { init: ResponseInit }).init.status).toBe(404);
    expect((missing as { data: { heading: string } }).data.heading).toBe("This preview link does not work");
  });
});
