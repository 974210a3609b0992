/**
 * A page as the database keeps it (ADR 056): its fields but its path (the row's own column), each section in its
 * stored form. Read back, each section is upgraded and checked on its own: a section that cannot be read is
 * returned beside the page with its problem, never thrown, and the page is whole without it.
 *
 * Server and admin code only: a marketing page's script never imports these modules (ADR 056).
 */
import type { MarketingPage } from "../types";
import { referencedPages } from "./page-references";
import {
  readStoredSection,
  referenceStoredSection,
  storeSection,
  type SectionOptions,
  type StoredSection,
} from "./stored-section";

/** A page's stored content: what `site_pages.content` (and a live page's pending changes) hold. */
export type PageContent = Omit<MarketingPage, "path" | "sections"> & { sections: StoredSection[] };

/** A section left off a page because it could not be read: where it was, and why. */
export type UnreadableSection = { index: number; id: string | null; kind: string; problem: string };

/**
 * A page in its stored form: its path apart, its sections stored at their kinds' current versions (with the pages,
 * their links to pages as references: ADR 063).
 */
export function storePage(page: MarketingPage, registries: SectionOptions = {}): PageContent {
  const { path: _path, sections, ...fields } = page;
  return { ...fields, sections: sections.map((section) => storeSection(section, registries)) };
}

function storedId(stored: StoredSection): string | null {
  const { data } = stored;
  if (typeof data !== "object" || data === null) return null;
  const id = (data as { id?: unknown }).id;
  return typeof id === "string" ? id : null;
}

/** Stored content as a save keeps it: each section at its current version, its links to pages as references. */
export function referencePageLinks(content: PageContent, registries: SectionOptions = {}): PageContent {
  return { ...content, sections: content.sections.map((section) => referenceStoredSection(section, registries)) };
}

/** The ids of the pages stored content links to. */
export function linkedPages(content: PageContent): Set<string> {
  const into = new Set<string>();
  for (const section of content.sections) referencedPages(section.data, into);
  return into;
}

/**
 * The page at `path` from its stored content: every section that can be read, and those that cannot. Its links to
 * pages show each page's current path when `registries.pages` knows it.
 */
export function readStoredPage(
  path: string,
  content: PageContent,
  registries: SectionOptions = {},
): { page: MarketingPage; unreadable: UnreadableSection[] } {
  const { sections: stored, ...fields } = content;
  const sections: MarketingPage["sections"] = [];
  const unreadable: UnreadableSection[] = [];
  stored.forEach((section, index) => {
    const read = readStoredSection(section, registries);
    if (read.ok) sections.push(read.section);
    else unreadable.push({ index, id: storedId(section), kind: String(section.kind), problem: read.problem });
  });
  return { page: { path, ...fields, sections }, unreadable };
}
