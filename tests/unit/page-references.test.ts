/**
 * Links to the site's pages stored as references to them (ADR 063): the upgrade of a version 1 section (its links
 * strings), references made when content is stored and resolved to current paths when it is read, and what a
 * publish announces to the page cache.
 */
import { describe, expect, it } from "vitest";
import { marketingPages } from "~/content/pages";
import { sectionLinks } from "~/content/pages/links";
import {
  hrefsToPathLinks,
  pageLookup,
  referencedPages,
  referenceHrefs,
  resolveHrefs,
  splitInternalHref,
} from "~/content/pages/schema/page-references";
import { SECTION_SCHEMAS } from "~/content/pages/schema/registry";
import { linkedPages, readStoredPage, referencePageLinks, storePage } from "~/content/pages/schema/stored-page";
import { readStoredSection, referenceStoredSection, storeSection } from "~/content/pages/schema/stored-section";
import type { CtaBandSection, Section } from "~/content/pages/types";
import { PAGE_PATHS, pageChangeTags, pageLinksTag, pageTag } from "~/lib/page-cache/page-tags";

const AUTOMATIONS = "7d0c5f52-4b8e-4f33-9a57-0d9c1b0e0a01";
const ABOUT = "7d0c5f52-4b8e-4f33-9a57-0d9c1b0e0a02";
const pages = pageLookup([
  { id: AUTOMATIONS, path: "/services/automations" },
  { id: ABOUT, path: "/about" },
]);

/** A call to action band exactly as the database kept it at version 1 (links as strings). */
const v1Stored = {
  kind: "ctaBand",
  version: 1,
  data: {
    id: "next-step",
    heading: "Ready when you are",
    actions: [
      { label: "See the pricing", href: "/services/automations#pricing", emphasis: "primary" },
      { label: "Book a call", href: "/contact?focus=operations#form" },
      { label: "About us", href: "/about" },
      { label: "Email us", href: "mailto:hello@kestrel.example" },
      { label: "The guide", href: "https://example.org/guide" },
    ],
  },
};

const v1Section: CtaBandSection = { kind: "ctaBand", ...(v1Stored.data as Omit<CtaBandSection, "kind">) };

describe("a version 1 section (links as strings)", () => {
  it("reads back as the same section, with or without the pages to look its links up in", () => {
    expect(SECTION_SCHEMAS.ctaBand.version).toBe(2);
    expect(readStoredSection(structuredClone(v1Stored))).toEqual({ ok: true, section: v1Section });
    // Its links were not references: they show the paths as written, whatever the pages are now.
    const moved = pageLookup([{ id: AUTOMATIONS, path: "/services/automation-studio" }]);
    expect(readStoredSection(structuredClone(v1Stored), { pages: moved })).toEqual({ ok: true, section: v1Section });
  });

  it("is upgraded purely: each link to a path of the site a path link, every other link as it was", () => {
    const upgraded = hrefsToPathLinks(v1Stored.data) as { actions: { href: unknown }[] };
    expect(upgraded.actions.map((action) => action.href)).toEqual([
      { path: "/services/automations", suffix: "#pricing" },
      { path: "/contact", suffix: "?focus=operations#form" },
      { path: "/about" },
      "mailto:hello@kestrel.example",
      "https://example.org/guide",
    ]);
    expect(v1Stored.data.actions[0].href).toBe("/services/automations#pricing");
  });

  it("is saved at version 2 with references to the pages it links to, and follows them after", () => {
    const saved = referenceStoredSection(structuredClone(v1Stored), { pages });
    expect(saved.version).toBe(2);
    expect((saved.data as { actions: { href: unknown }[] }).actions.map((action) => action.href)).toEqual([
      { page: AUTOMATIONS, path: "/services/automations", suffix: "#pricing" },
      "/contact?focus=operations#form",
      { page: ABOUT, path: "/about" },
      "mailto:hello@kestrel.example",
      "https://example.org/guide",
    ]);
    expect(readStoredSection(saved, { pages })).toEqual({ ok: true, section: v1Section });

    const moved = pageLookup([
      { id: AUTOMATIONS, path: "/services/automation-studio" },
      { id: ABOUT, path: "/about" },
    ]);
    const read = readStoredSection(saved, { pages: moved });
    expect(read.ok && sectionLinks(read.section).map((link) => link.href)).toEqual([
      "/services/automation-studio#pricing",
      "/contact?focus=operations#form",
      "/about",
      "mailto:hello@kestrel.example",
      "https://example.org/guide",
    ]);
    // A page gone: the link shows the path it was saved with (where the redirect or the 410 answers).
    const gone = readStoredSection(saved, { pages: pageLookup([]) });
    expect(gone.ok && sectionLinks(gone.section)[0].href).toBe("/services/automations#pricing");
  });
});

describe("storing and reading links", () => {
  it("stores a section's links to pages as references and reads them back as the section", () => {
    const stored = storeSection(v1Section, { pages });
    expect(referencedPages(stored.data)).toEqual(new Set([AUTOMATIONS, ABOUT]));
    expect(readStoredSection(JSON.parse(JSON.stringify(stored)), { pages })).toEqual({ ok: true, section: v1Section });
    // Without the pages, links are stored as written.
    expect(storeSection(v1Section).data).toEqual(v1Stored.data);
  });

  it("keeps a reference to a gone page, brings a reference's saved path up to date, and looks paths up any case", () => {
    const gone = { page: "7d0c5f52-4b8e-4f33-9a57-0d9c1b0e0aff", path: "/old" };
    expect(referenceHrefs({ href: gone }, pages)).toEqual({ href: gone });
    expect(referenceHrefs({ href: { page: ABOUT, path: "/about-us" } }, pages)).toEqual({
      href: { page: ABOUT, path: "/about" },
    });
    expect(referenceHrefs({ href: "/About/" }, pages)).toEqual({ href: { page: ABOUT, path: "/About/" } });
    expect(resolveHrefs({ href: { page: ABOUT, path: "/About/" } }, pages)).toEqual({ href: "/about" });
    // What is not a stored form is left for the schema to refuse.
    expect(resolveHrefs({ href: { to: "nowhere" } }, pages)).toEqual({ href: { to: "nowhere" } });
    expect(splitInternalHref("//evil.example")).toBeNull();
  });

  it("stores every seeded page so that it reads back unchanged, its links to pages as references", () => {
    const seeded = pageLookup(marketingPages.map((page, index) => ({ id: `page-${index}`, path: page.path })));
    let references = 0;
    for (const page of marketingPages) {
      const content = JSON.parse(JSON.stringify(storePage(page, { pages: seeded })));
      references += linkedPages(content).size;
      expect(readStoredPage(page.path, content, { pages: seeded })).toEqual({ page, unreadable: [] });
      expect(referencePageLinks(content, { pages: seeded })).toEqual(content);
    }
    expect(references).toBeGreaterThan(10);
  });

  it("refuses a stored href that is neither a string nor a stored link", () => {
    const stored = storeSection(v1Section as Section);
    const broken = {
      ...stored,
      data: { ...(stored.data as object), actions: [{ label: "Broken", href: { to: "nowhere" } }] },
    };
    expect(readStoredSection(broken)).toMatchObject({ ok: false });
  });
});

describe("what a change to a page announces", () => {
  const face = { path: "/about", isPublished: true, title: "About", description: "Who we are." };

  it("the page alone when only its content changed", () => {
    expect(pageChangeTags(ABOUT, face, face)).toEqual([pageTag(ABOUT)]);
  });

  it("the pages linking to it too when its title or description changed", () => {
    expect(pageChangeTags(ABOUT, face, { ...face, title: "About us" })).toEqual([pageTag(ABOUT), pageLinksTag(ABOUT)]);
    expect(pageChangeTags(ABOUT, face, { ...face, description: "Us." })).toEqual([pageTag(ABOUT), pageLinksTag(ABOUT)]);
  });

  it("the addresses without a page too when its path changed, it went live or it went off", () => {
    const all = [pageTag(ABOUT), pageLinksTag(ABOUT), PAGE_PATHS];
    expect(pageChangeTags(ABOUT, face, { ...face, path: "/about-us" })).toEqual(all);
    expect(pageChangeTags(ABOUT, { ...face, isPublished: false }, face)).toEqual(all);
    expect(pageChangeTags(ABOUT, face, null)).toEqual(all);
    expect(pageChangeTags(ABOUT, null, { ...face, isPublished: false })).toEqual([pageTag(ABOUT)]);
  });
});
