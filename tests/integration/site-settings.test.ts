/**
 * The site's facts and menus (ADR 061) against a real database: seeded once from the typed data, read by every
 * public page and kept until a change, a stale save refused with nothing changed, a saved change audited and
 * dropping every cached page, the facts' tokens shown in the published pages, and a page whose tokens readers would
 * not see refused publication.
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { storePage } from "~/content/pages/schema/stored-page";
import { db } from "~/db/client.server";
import { auditEvents, sitePages, siteSettings, user } from "~/db/schema";
import { CONTENT } from "~/lib/page-cache/content-changes.server";
import { recordPage } from "~/lib/page-cache/page-record.server";
import { processPageCache } from "~/lib/page-cache/process-page-cache.server";
import { logger } from "~/lib/runtime/logger.server";
import { publishedPage } from "~/lib/site-pages/published-pages.server";
import { publishSitePage, saveSitePage } from "~/lib/site-pages/site-pages.server";
import { DEFAULT_FACTS, factsToForm } from "~/lib/site-settings/facts";
import { menuLines } from "~/lib/site-settings/menu-edits";
import { DEFAULT_MENUS } from "~/lib/site-settings/menus";
import {
  brokenMenuLinks,
  saveSiteSetting,
  seedSiteSettings,
  settingForEditing,
  siteChrome,
} from "~/lib/site-settings/site-settings.server";
import type { SiteFacts } from "~/lib/site-settings/types";
import { setUpTestDatabase } from "../support/database";
import { setUpTestEnvironment } from "../support/environment";

setUpTestEnvironment("site-settings-test", { PUBLIC_URL: "http://localhost:3996" });
setUpTestDatabase();
const editor = { id: `editor-${crypto.randomBytes(4).toString("hex")}`, name: "Lindiwe Editor" };

beforeAll(async () => {
  await db()
    .insert(user)
    .values({ id: editor.id, name: editor.name, email: `${editor.id}@kestrel.test`, emailVerified: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const SMART_SYSTEMS = "/services/smart-systems-and-ai";

async function saveFacts(facts: SiteFacts, expectedVersion: number) {
  return saveSiteSetting("facts", facts, { expectedVersion, by: editor, lines: factsToForm });
}

/** A kept page (as the page cache keeps one) showing content of `tags`. */
function cached(tags: string[]) {
  const body = Buffer.from("page");
  return {
    status: 200,
    headers: [],
    bodies: { identity: body, br: body, gzip: body },
    etag: "test",
    tags: new Set(tags),
    onHit: [],
    storedAt: Date.now(),
    route: "test",
  };
}

describe("seeding", () => {
  it("stores the typed facts and menus once, and never again over them", async () => {
    const rows = await db().select().from(siteSettings);
    expect(rows.map((row) => [row.key, row.version]).sort()).toEqual([
      ["facts", 1],
      ["menus", 1],
    ]);
    expect(await seedSiteSettings(db())).toBe(0);
    expect((await settingForEditing("facts")).value).toEqual(DEFAULT_FACTS);
    expect((await settingForEditing("menus")).value).toEqual(JSON.parse(JSON.stringify(DEFAULT_MENUS)));
    const chrome = await siteChrome();
    expect(chrome.facts).toEqual(DEFAULT_FACTS);
    expect(JSON.parse(chrome.organizationJsonLd)).toMatchObject({
      "@type": "Organization",
      url: "http://localhost:3996/",
    });
  });

  it("adds a key that is missing, leaving the other as it is", async () => {
    const [menus] = await db().select().from(siteSettings).where(eq(siteSettings.key, "menus"));
    await db().delete(siteSettings).where(eq(siteSettings.key, "facts"));
    expect(await seedSiteSettings(db())).toBe(1);
    const [after] = await db().select().from(siteSettings).where(eq(siteSettings.key, "menus"));
    expect(after).toEqual(menus);
  });
});

describe("saving", () => {
  it("refuses a save over a newer one, changing nothing, and says how the two differ", async () => {
    const start = await settingForEditing("facts");
    const first = await saveFacts({ ...DEFAULT_FACTS, hours: "Weekdays 08:00 to 17:00" }, start.version);
    expect(first).toEqual({ ok: true, version: start.version + 1, changed: true });
    const before = await db().select().from(siteSettings).where(eq(siteSettings.key, "facts"));
    const audits = await db().select().from(auditEvents);

    const stale = await saveFacts({ ...DEFAULT_FACTS, address: "Cape Town" }, start.version);
    expect(stale.ok).toBe(false);
    if (stale.ok) return;
    expect(stale.conflict).toMatchObject({ version: start.version + 1, savedBy: editor.name });
    expect(stale.conflict.changes.map((change) => change.field).sort()).toEqual(["address", "hours"]);
    expect(await db().select().from(siteSettings).where(eq(siteSettings.key, "facts"))).toEqual(before);
    expect(await db().select().from(auditEvents)).toEqual(audits);
  });

  it("records who saved what in the audit log, and saving what is stored changes nothing", async () => {
    const start = await settingForEditing("menus");
    const menus = JSON.parse(JSON.stringify(DEFAULT_MENUS)) as typeof DEFAULT_MENUS;
    menus.legal.reverse();
    const saved = await saveSiteSetting("menus", menus, {
      expectedVersion: start.version,
      by: editor,
      ip: "192.0.2.9",
      lines: menuLines,
    });
    expect(saved).toEqual({ ok: true, version: start.version + 1, changed: true });
    const [audit] = await db().select().from(auditEvents).where(eq(auditEvents.action, "site_menus_saved"));
    expect(audit).toMatchObject({
      resourceType: "site_setting",
      resourceId: "menus",
      userId: editor.id,
      details: { version: start.version + 1, fields: ["legal"] },
    });
    const again = await saveSiteSetting("menus", menus, {
      expectedVersion: start.version + 1,
      by: editor,
      lines: menuLines,
    });
    expect(again).toEqual({ ok: true, version: start.version + 1, changed: false });
    expect((await siteChrome()).menus.legal.map((link) => link.label)).toEqual(["Terms of Use", "Privacy Policy"]);
  });

  it("finds menu links to pages the site does not have", async () => {
    const menus = JSON.parse(JSON.stringify(DEFAULT_MENUS)) as typeof DEFAULT_MENUS;
    menus.legal[1].href = "/no-such-page";
    menus.footer[0].links[0].href = "https://example.co.za/elsewhere";
    menus.callBar.href = "/contact#form";
    expect(await brokenMenuLinks(menus)).toEqual([{ field: "legal.1.href", href: "/no-such-page" }]);
  });
});

describe("the public pages", () => {
  it("show a saved fact at once, and a change to the facts drops every cached page", async () => {
    const { record } = await recordPage(() => siteChrome());
    expect([...record.tags]).toContain(CONTENT.site);
    expect(JSON.stringify(await publishedPage(SMART_SYSTEMS))).toContain(
      "Projects range from R15 000 to R85 000, depending",
    );

    const cache = processPageCache();
    expect(cache.store("/contact", cached([]), cache.begin(), false)).toBe(true);
    expect(cache.store("/insights", cached([CONTENT.insights]), cache.begin(), false)).toBe(true);
    expect(cache.store("/about", cached([CONTENT.pages]), cache.begin(), false)).toBe(true);

    const start = await settingForEditing("facts");
    const phone = { display: "082 123 4567", e164: "+27821234567" };
    const saved = await saveFacts({ ...start.value, phone, feeRange: "R20 000 to R90 000" }, start.version);
    expect(saved.ok).toBe(true);
    for (const path of ["/contact", "/insights", "/about"]) expect(cache.lookup(path)).toBeUndefined();

    const chrome = await siteChrome();
    expect(chrome.facts.phone).toEqual(phone);
    expect(JSON.parse(chrome.organizationJsonLd).telephone).toBe("+27821234567");
    const page = JSON.stringify(await publishedPage(SMART_SYSTEMS));
    expect(page).toContain("Projects range from R20 000 to R90 000, depending");
    expect(page).not.toContain("{{");
  });

  it("show what the database gave last while it cannot be read, unkept", async () => {
    const before = await siteChrome();
    const { contentChanged } = await import("~/lib/page-cache/content-changes.server");
    contentChanged([CONTENT.site]);
    vi.spyOn(db(), "select").mockImplementationOnce(() => {
      throw new Error("the connection was lost");
    });
    const warn = vi.spyOn(logger, "warn");
    const { result, record } = await recordPage(() => siteChrome());
    expect(result).toEqual(before);
    expect(record.unfit).toMatch(/menus and facts could not be read/);
    expect(warn).toHaveBeenCalledWith(
      expect.anything(),
      "could not read the site's menus and facts: showing those read last",
    );
    expect(await siteChrome()).toEqual(before);
  });
});

describe("publishing a page with fact tokens", () => {
  it("is refused while a token names no fact or an empty one, and shows the fact once it may", async () => {
    const [row] = await db().select().from(sitePages).where(eq(sitePages.path, "/about"));
    const { readStoredPage } = await import("~/content/pages/schema/stored-page");
    const { page } = readStoredPage(row.path, row.content);
    const hero = page.sections.find((section) => section.kind === "hero")!;
    const withTokens = {
      ...page,
      sections: page.sections.map((section) =>
        section === hero ? { ...hero, heading: "Call {{whatsapp}} or {{fax}}" } : section,
      ),
    } as typeof page;
    const saved = await saveSitePage(row.id, storePage(withTokens), { expectedVersion: row.version, by: editor });
    expect(saved).toMatchObject({ ok: true });
    const refused = await publishSitePage(row.id, { expectedVersion: row.version + 1, by: editor });
    expect(refused).toMatchObject({ ok: false, reason: "invalid" });
    const problems = refused && !refused.ok && refused.reason === "invalid" ? refused.problems : [];
    expect(problems).toEqual([
      { sectionId: hero.id, field: "heading", message: expect.stringMatching(/\{\{whatsapp\}\}.*not set/) },
      { sectionId: hero.id, field: "heading", message: expect.stringMatching(/\{\{fax\}\}" is not a site fact/) },
    ]);

    const facts = await settingForEditing("facts");
    await saveFacts({ ...facts.value, whatsapp: { display: "+27 82 765 4321", e164: "+27827654321" } }, facts.version);
    const fixed = {
      ...withTokens,
      sections: withTokens.sections.map((section) =>
        section.id === hero.id ? { ...hero, heading: "Chat on {{whatsapp}}" } : section,
      ),
    } as typeof page;
    await saveSitePage(row.id, storePage(fixed), { expectedVersion: row.version + 1, by: editor });
    expect(await publishSitePage(row.id, { expectedVersion: row.version + 2, by: editor })).toMatchObject({ ok: true });
    const shown = (await publishedPage("/about"))!.sections.find((section) => section.id === hero.id);
    expect(shown).toMatchObject({ heading: "Chat on +27 82 765 4321" });
  });
});
