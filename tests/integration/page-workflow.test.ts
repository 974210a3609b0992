/**
 * A page's workflow beyond saving (ADR 062), against a real database: its history listed and compared in words,
 * a revision restored as the draft (a live page's readers keep the live page until it is published), a stale
 * restore refused, an older stored shape upgraded on read and one that cannot be read shown with its problem; the
 * publishing job publishing due pages once (also with several instances checking at once), refusing an invalid
 * one, which stays scheduled and becomes late; and the late gauge counting pages.
 */
import crypto from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { findMarketingPage } from "~/content/pages/find-page.server";
import { storePage, type PageContent } from "~/content/pages/schema/stored-page";
import type { StoredSection } from "~/content/pages/schema/stored-section";
import type { MarketingPage } from "~/content/pages/types";
import { db } from "~/db/client.server";
import { auditEvents, jobRuns, sitePageRevisions, sitePages, user } from "~/db/schema";
import { PUBLISH_CHECK_MS, startScheduledPublishing } from "~/lib/insights/scheduled-publishing.server";
import { logger } from "~/lib/runtime/logger.server";
import { metricsExposition } from "~/lib/runtime/metrics.server";
import { countLateSchedules, isLate, listLatePages } from "~/lib/scheduling/late-schedule.server";
import { comparePageRevision, listPageRevisions, restorePageRevision } from "~/lib/site-pages/page-revisions.server";
import { diffPageVersions } from "~/lib/site-pages/page-diff.server";
import { publishedPage } from "~/lib/site-pages/published-pages.server";
import { PAGE_PUBLISH_JOB, publishDuePages } from "~/lib/site-pages/scheduled-pages.server";
import { publishSitePage, saveSitePage } from "~/lib/site-pages/site-pages.server";
import { setUpTestDatabase } from "../support/database";

setUpTestDatabase();
const editor = { id: `editor-${crypto.randomBytes(4).toString("hex")}`, name: "Thandi Editor" };
const CHECK = PUBLISH_CHECK_MS;

beforeAll(async () => {
  await db()
    .insert(user)
    .values({ id: editor.id, name: editor.name, email: `${editor.id}@kestrel.test`, emailVerified: true });
});

/** The FAQ page's module, a page of the registry, under a path of the test's own. */
function faqPage(path: string, title = "Questions"): MarketingPage {
  return { ...findMarketingPage("/about/faq")!, path, title };
}

/** A page row of the test's own: live or not, with its first revision. */
async function aPage(path: string, { live = true, title = "Questions" } = {}) {
  const content = storePage(faqPage(path, title));
  const [row] = await db()
    .insert(sitePages)
    .values({ path, content, isPublished: live, publishedAt: live ? new Date() : null })
    .returning();
  await db()
    .insert(sitePageRevisions)
    .values({
      pageId: row.id,
      version: 1,
      kind: live ? "published" : "saved",
      fields: { path, content },
      createdAt: new Date(Date.now() - 60_000),
    });
  return row;
}

async function rowOf(id: string) {
  const [found] = await db().select().from(sitePages).where(eq(sitePages.id, id));
  return found;
}

/** The content with the FAQ section's heading (and first answer) changed. */
function withFaq(content: PageContent, heading: string, answer?: string): PageContent {
  return {
    ...content,
    sections: content.sections.map((section) => {
      if (section.kind !== "faq") return section;
      const data = section.data as { heading: string; items: { question: string; answer: string }[] };
      const items = answer ? data.items.map((item, i) => (i === 0 ? { ...item, answer } : item)) : data.items;
      return { ...section, data: { ...data, heading, items } };
    }),
  };
}

const faqHeading = (page: MarketingPage | undefined) =>
  page?.sections.find((section) => section.kind === "faq") as { heading: string } | undefined;

describe("comparing versions in words", () => {
  it("names the changed section by its kind and heading, and each field by its label", () => {
    const page = faqPage("/compare-test");
    const before = storePage(page);
    const after = withFaq({ ...before, title: "Questions, answered" }, "What clients ask", "A new answer.");
    const diff = diffPageVersions({ path: page.path, content: before }, { path: "/compare-moved", content: after });
    expect(diff.page.map((field) => field.label)).toEqual(["Address", "Title"]);
    expect(diff.page[1].parts).toEqual([
      { kind: "same", text: "Questions" },
      { kind: "added", text: ", answered" },
    ]);
    expect(diff.sections).toHaveLength(1);
    const [faq] = diff.sections;
    expect(faq).toMatchObject({ kindLabel: "FAQ", heading: "What clients ask", change: "changed", moved: false });
    expect(faq.fields.map((field) => field.label)).toEqual(["Heading", "Question 1 › Answer"]);
    // The newer text is what is the same and what was added; the older, what is the same and what was removed.
    const side = (parts: { kind: string; text?: string }[], kind: "added" | "removed") =>
      parts
        .filter((part) => part.kind === "same" || part.kind === kind)
        .map((part) => part.text)
        .join("");
    expect(side(faq.fields[0].parts, "added")).toBe("What clients ask");
    expect(side(faq.fields[0].parts, "removed")).toBe(faqHeading(page)!.heading);
    expect(side(faq.fields[1].parts, "added")).toBe("A new answer.");
  });

  it("shows a removed list item as removed, not every later one as changed; and sections added, removed, moved", () => {
    const page = faqPage("/compare-list");
    const before = storePage(page);
    const faqIndex = before.sections.findIndex((section) => section.kind === "faq");
    const faq = before.sections[faqIndex] as StoredSection & { data: { items: unknown[] } };
    const items = faq.data.items;
    expect(items.length).toBeGreaterThan(2);
    const fewer = { ...faq, data: { ...faq.data, items: [items[0], ...items.slice(2)] } };
    const sections = before.sections.map((section, i) => (i === faqIndex ? fewer : section));
    const diff = diffPageVersions(
      { path: page.path, content: before },
      { path: page.path, content: { ...before, sections } },
    );
    const fields = diff.sections[0].fields;
    expect(fields.every((field) => field.label.startsWith("Question 2 ›"))).toBe(true);
    expect(fields.every((field) => field.parts.every((part) => part.kind === "removed"))).toBe(true);

    const [first, second] = before.sections;
    const idOf = (section: StoredSection) => (section.data as { id: string }).id;
    const reordered = diffPageVersions(
      { path: page.path, content: before },
      { path: page.path, content: { ...before, sections: [second, first] } },
    );
    expect(reordered.sections).toHaveLength(1);
    expect(reordered.sections[0]).toMatchObject({ change: "moved", fields: [] });
    const copy = { ...first, data: { ...(first.data as object), id: "copied-section" } };
    const changed = diffPageVersions(
      { path: page.path, content: before },
      { path: page.path, content: { ...before, sections: [first, copy] } },
    );
    expect(changed.sections.map((section) => [section.id, section.change])).toEqual([
      [idOf(second), "removed"],
      ["copied-section", "added"],
    ]);
  });
});

describe("restoring a revision", () => {
  // Older stored shapes are upgraded by readStoredSection (its own tests use a real old shape): a revision is read
  // through it, and what cannot be read is shown with its problem (below).
  it("lists every revision newest first, with who and what; restore writes the draft, readers keep the live page", async () => {
    const page = await aPage("/workflow/restore-live");
    const first = withFaq(page.content, "Heading one");
    const saved = await saveSitePage(page.id, first, { expectedVersion: 1, by: editor });
    expect(saved).toMatchObject({ ok: true, outcome: "draft", version: 2 });
    expect(await publishSitePage(page.id, { expectedVersion: 2, by: editor })).toMatchObject({ ok: true });
    expect(faqHeading(await publishedPage(page.path))?.heading).toBe("Heading one");
    const second = withFaq(page.content, "Heading two");
    expect(await saveSitePage(page.id, second, { expectedVersion: 3, by: editor })).toMatchObject({ ok: true });

    const revisions = await listPageRevisions(page.id);
    expect(revisions.map((r) => [r.version, r.kind, r.savedBy])).toEqual([
      [4, "draft", "Thandi Editor"],
      [3, "published", "Thandi Editor"],
      [2, "draft", "Thandi Editor"],
      [1, "published", null],
    ]);
    expect(revisions.every((r) => r.unreadable.length === 0 && r.path === page.path)).toBe(true);

    // Compared with the draft and with the live page.
    const firstPublished = revisions[1];
    const withDraft = await comparePageRevision(page.id, firstPublished.id, "draft");
    expect(withDraft?.against).toBe("draft");
    expect(withDraft?.diff.sections[0].fields[0].parts).toContainEqual({ kind: "added", text: "two" });
    const withLive = await comparePageRevision(page.id, firstPublished.id, "live");
    expect(withLive).toMatchObject({ against: "live", diff: { page: [], sections: [] } });

    // Restoring the seeded version: the draft, not what readers see.
    const original = revisions[3];
    const restored = await restorePageRevision(page.id, original.id, { expectedVersion: 4, by: editor });
    expect(restored).toEqual({ ok: true, version: 5, outcome: "draft" });
    const after = await rowOf(page.id);
    expect(after.pendingChanges).toEqual(page.content);
    expect(faqHeading(await publishedPage(page.path))?.heading).toBe("Heading one");
    const [newest] = await listPageRevisions(page.id);
    expect(newest).toMatchObject({
      kind: "restored",
      version: 5,
      savedBy: "Thandi Editor",
      restoredFrom: { id: original.id, savedAt: original.savedAt },
    });
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resourceId, page.id), eq(auditEvents.action, "site_page_restored")));
    expect(audit).toMatchObject({
      userId: editor.id,
      details: { path: page.path, revision: original.id, revisionVersion: 1, pending: true },
    });

    // Published, readers see it.
    expect(await publishSitePage(page.id, { expectedVersion: 5, by: editor })).toMatchObject({ ok: true });
    expect(faqHeading(await publishedPage(page.path))?.heading).toBe(faqHeading(faqPage(page.path))?.heading);
  });

  it("refuses a stale restore, naming who saved, and changes nothing", async () => {
    const page = await aPage("/workflow/restore-stale");
    expect(
      await saveSitePage(page.id, withFaq(page.content, "Newer"), { expectedVersion: 1, by: editor }),
    ).toMatchObject({ ok: true });
    const before = await rowOf(page.id);
    const [, original] = await listPageRevisions(page.id);
    const stale = await restorePageRevision(page.id, original.id, { expectedVersion: 1, by: editor });
    expect(stale).toMatchObject({ ok: false, reason: "stale", conflict: { version: 2, savedBy: "Thandi Editor" } });
    expect(await rowOf(page.id)).toEqual(before);
    expect(await listPageRevisions(page.id)).toHaveLength(2);
    expect(await restorePageRevision(page.id, crypto.randomUUID(), { expectedVersion: 2, by: editor })).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await restorePageRevision(crypto.randomUUID(), original.id, { expectedVersion: 2, by: editor })).toBeNull();
    expect(await rowOf(page.id)).toEqual(before);
  });

  it("restores into a page never published as its content", async () => {
    const page = await aPage("/workflow/restore-draft", { live: false });
    expect(
      await saveSitePage(page.id, withFaq(page.content, "Changed"), { expectedVersion: 1, by: editor }),
    ).toMatchObject({ ok: true, outcome: "saved" });
    const [, original] = await listPageRevisions(page.id);
    expect(await restorePageRevision(page.id, original.id, { expectedVersion: 2, by: editor })).toEqual({
      ok: true,
      version: 3,
      outcome: "saved",
    });
    expect((await rowOf(page.id)).content).toEqual(page.content);
    expect(await publishedPage(page.path)).toBeUndefined();
  });

  it("upgrades a revision's older section shape on read, and shows one that cannot be read with its problem", async () => {
    const page = await aPage("/workflow/restore-shapes", { live: false });
    const faqIndex = page.content.sections.findIndex((section) => section.kind === "faq");
    // A section saved by a newer release (a version this site does not know) cannot be read.
    const unknown = page.content.sections.map((section, i) =>
      i === faqIndex
        ? { ...section, version: 99, data: { ...(section.data as object), heading: "From the future" } }
        : section,
    );
    await db()
      .insert(sitePageRevisions)
      .values({
        pageId: page.id,
        version: 2,
        kind: "saved",
        fields: { path: page.path, content: { ...page.content, sections: unknown } },
      });
    await db().update(sitePages).set({ version: 2 }).where(eq(sitePages.id, page.id));
    const [newest] = await listPageRevisions(page.id);
    expect(newest.unreadable).toHaveLength(1);
    expect(newest.unreadable[0].problem).toMatch(/version 99/);
    const compared = await comparePageRevision(page.id, newest.id);
    expect(compared!.diff.sections).toHaveLength(1);
    const [faq] = compared!.diff.sections;
    expect(faq).toMatchObject({ kindLabel: "FAQ", change: "changed" });
    expect(faq!.problem).toMatch(/version 99/);
    expect(faq!.fields.map((field) => field.label)).toEqual(["Heading"]);

    // Restored, the unreadable section is kept as stored, for the editor to show and mend.
    expect(await restorePageRevision(page.id, newest.id, { expectedVersion: 2, by: editor })).toMatchObject({
      ok: true,
    });
    expect((await rowOf(page.id)).content.sections[faqIndex]).toMatchObject({ version: 99 });
  });
});

/** A scheduled page of the test's own (or a live one with scheduled pending changes). */
async function scheduled(
  path: string,
  at: Date,
  { live = false, content }: { live?: boolean; content?: PageContent } = {},
) {
  const page = await aPage(path, { live });
  const set = live
    ? { pendingChanges: content ?? withFaq(page.content, "Scheduled heading"), publishAt: at }
    : { content: content ?? page.content, publishAt: at };
  await db().update(sitePages).set(set).where(eq(sitePages.id, page.id));
  return rowOf(page.id);
}

describe("scheduled publishing of pages", () => {
  const postgres = Boolean(process.env.DATABASE_URL);
  let clock = new Date(Date.now() + 24 * 60 * 60_000);
  const later = (ms: number) => new Date(clock.getTime() + ms);

  afterAll(async () => {
    await db().update(sitePages).set({ publishAt: null });
  });

  it("publishes a page never published when it is due, once, with no user, announcing it", async () => {
    const at = later(60_000);
    const page = await scheduled("/workflow/scheduled-new", at);
    expect(await publishDuePages(later(30_000))).toEqual({ published: [], refused: [] });
    expect(await publishedPage(page.path)).toBeUndefined();

    const outcome = await publishDuePages(later(61_000));
    expect(outcome.published).toEqual([{ id: page.id, path: page.path }]);
    expect(await publishedPage(page.path)).toMatchObject({ path: page.path, title: "Questions" });
    const after = await rowOf(page.id);
    expect(after).toMatchObject({ isPublished: true, publishAt: null, version: page.version + 1 });
    const [newest] = await listPageRevisions(page.id);
    expect(newest).toMatchObject({ kind: "published", savedBy: null, bySchedule: true });
    const audit = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resourceId, page.id), eq(auditEvents.action, "site_page_published")));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ userId: null, details: { scheduledFor: at.toISOString(), wasLive: false } });
    const [run] = await db().select().from(jobRuns).where(eq(jobRuns.job, PAGE_PUBLISH_JOB));
    expect(run.details).toMatchObject({ page: page.id, path: page.path });
    // Nothing more to do.
    expect(await publishDuePages(later(120_000))).toEqual({ published: [], refused: [] });
    clock = later(10 * 60_000);
  });

  it("publishes a live page's scheduled pending changes; readers keep the live page until then", async () => {
    const at = later(60_000);
    const page = await scheduled("/workflow/scheduled-live", at, { live: true });
    expect(faqHeading(await publishedPage(page.path))?.heading).not.toBe("Scheduled heading");
    await publishDuePages(later(30_000));
    expect(faqHeading(await publishedPage(page.path))?.heading).not.toBe("Scheduled heading");
    expect((await publishDuePages(later(60_000))).published).toEqual([{ id: page.id, path: page.path }]);
    expect(faqHeading(await publishedPage(page.path))?.heading).toBe("Scheduled heading");
    expect(await rowOf(page.id)).toMatchObject({ pendingChanges: null, publishAt: null, isPublished: true });
    clock = later(10 * 60_000);
  });

  it("does not publish a page that fails the checks: it stays scheduled, is audited and logged once, and becomes late", async () => {
    const at = later(60_000);
    const base = faqPage("/workflow/scheduled-broken");
    const broken = storePage({
      ...base,
      breadcrumbs: [
        { label: "Home", href: "/" },
        { label: "Nowhere", href: "/workflow/no-such-page" },
      ],
    });
    const page = await scheduled(base.path, at, { content: broken });
    const warn = vi.spyOn(logger, "warn");
    try {
      for (const offset of [0, CHECK, 2 * CHECK, 3 * CHECK]) {
        const outcome = await publishDuePages(new Date(at.getTime() + offset));
        expect(outcome.published).toEqual([]);
        expect(outcome.refused.map((refused) => refused.id)).toEqual([page.id]);
        expect(outcome.refused[0].problems.map((problem) => problem.message)).toContain(
          'The link "Nowhere" points to /workflow/no-such-page, which is not a page on this site.',
        );
      }
      const logged = warn.mock.calls.filter(([fields]) => (fields as { path?: string })?.path === page.path);
      expect(logged).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }
    expect(await rowOf(page.id)).toMatchObject({ isPublished: false, publishAt: at, version: page.version });
    expect(await publishedPage(page.path)).toBeUndefined();
    const [{ n }] = await db()
      .select({ n: count() })
      .from(auditEvents)
      .where(and(eq(auditEvents.resourceId, page.id), eq(auditEvents.action, "site_page_schedule_refused")));
    expect(n).toBe(1);

    // Late once its time is more than two checks behind, as posts are: in the gauge's count and the admin's list.
    expect(isLate({ scheduledAt: at, published: false }, new Date(at.getTime() + 2 * CHECK))).toBe(false);
    expect((await countLateSchedules(new Date(at.getTime() + 2 * CHECK))).page).toBe(0);
    const lateAt = new Date(at.getTime() + 2 * CHECK + 1);
    expect(await countLateSchedules(lateAt)).toMatchObject({ page: 1 });
    expect(await listLatePages(lateAt)).toEqual([
      { id: page.id, path: page.path, title: "Questions", publishAt: at, live: false },
    ]);

    // Mended and saved (a new version), it is published at the next check.
    const mended = await saveSitePage(page.id, storePage(base), { expectedVersion: page.version, by: editor });
    expect(mended).toMatchObject({ ok: true });
    expect((await publishDuePages(lateAt)).published).toEqual([{ id: page.id, path: page.path }]);
    expect(await countLateSchedules(lateAt)).toMatchObject({ page: 0 });
    clock = later(10 * 60_000);
  });

  it("is part of the publishing job: its first check publishes a due page", async () => {
    const at = later(60_000);
    const page = await scheduled("/workflow/by-the-job", at);
    const job = startScheduledPublishing({ intervalMs: 60 * 60_000, now: () => later(61_000) });
    try {
      await expect.poll(async () => (await rowOf(page.id)).isPublished, { timeout: 10_000 }).toBe(true);
    } finally {
      await job.stop();
    }
    expect(await publishedPage(page.path)).toMatchObject({ path: page.path });
    clock = later(10 * 60_000);
  });

  it.skipIf(!postgres)("of instances checking at the same moment, each due page is published once", async () => {
    const at = later(60_000);
    const pages = await Promise.all(
      ["/workflow/raced-one", "/workflow/raced-two"].map((path, i) => scheduled(path, at, { live: i === 1 })),
    );
    const due = later(61_000);
    // Five checks at once, each on a connection of its own from the pool, as instances' checks would be.
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => publishDuePages(due)));
    const published = outcomes.flatMap((outcome) => outcome.published.map((page) => page.id)).sort();
    expect(published).toEqual(pages.map((page) => page.id).sort());
    for (const page of pages) {
      const [{ n }] = await db()
        .select({ n: count() })
        .from(auditEvents)
        .where(and(eq(auditEvents.resourceId, page.id), eq(auditEvents.action, "site_page_published")));
      expect(n).toBe(1);
      expect((await listPageRevisions(page.id)).filter((r) => r.kind === "published" && r.bySchedule)).toHaveLength(
        page.isPublished ? 2 : 1,
      );
    }
    clock = later(10 * 60_000);
  });

  it("two runs at once publish a due page once (on PGlite, one after the other on its one connection)", async () => {
    const at = later(60_000);
    const page = await scheduled("/workflow/two-runs", at);
    const due = later(61_000);
    const [one, two] = await Promise.all([publishDuePages(due), publishDuePages(due)]);
    expect([...one.published, ...two.published]).toEqual([{ id: page.id, path: page.path }]);
    const [{ n }] = await db()
      .select({ n: count() })
      .from(sitePageRevisions)
      .where(and(eq(sitePageRevisions.pageId, page.id), eq(sitePageRevisions.kind, "published")));
    expect(n).toBe(1);
    clock = later(10 * 60_000);
  });
});

describe("the late gauge", () => {
  /** The value of scheduled_publish_late for a type, from a scrape of /metrics. */
  async function lateGauge(type: "post" | "page"): Promise<number | undefined> {
    const { body } = await metricsExposition();
    const line = body.split("\n").find((candidate) => candidate.startsWith(`scheduled_publish_late{type="${type}"} `));
    return line ? Number(line.split(" ")[1]) : undefined;
  }

  it("counts a scheduled page the job could not publish, beside the posts, until it is mended and published", async () => {
    await db().update(sitePages).set({ publishAt: null });
    expect(await lateGauge("page")).toBe(0);
    const base = faqPage("/workflow/gauge-late");
    const broken = storePage({ ...base, breadcrumbs: [{ label: "Nowhere", href: "/workflow/nowhere" }] });
    const page = await scheduled(base.path, new Date(Date.now() - 10 * 60_000), { content: broken });
    // Due within the job's next check: not late yet.
    await scheduled("/workflow/gauge-due", new Date(Date.now() - 10_000), { content: broken });
    expect((await publishDuePages()).refused).toHaveLength(2);
    expect(await lateGauge("page")).toBe(1);
    expect(await lateGauge("post")).toBe(0);

    expect(await saveSitePage(page.id, storePage(base), { expectedVersion: page.version, by: editor })).toMatchObject({
      ok: true,
    });
    expect((await publishDuePages()).published.map((published) => published.id)).toEqual([page.id]);
    expect(await lateGauge("page")).toBe(0);
  });
});
