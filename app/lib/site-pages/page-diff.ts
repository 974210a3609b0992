/**
 * The shape of a comparison of two versions of a page (computed on the server by page-diff.server.ts): the page's
 * own fields, then each section, matched by its id, with the fields that changed in words the editor uses.
 */
import type { DiffPart } from "~/lib/insights/post-diff";

export type { DiffPart };

/** One field that differs: its name as the editor shows it ("Questions › 2 › Answer"), and its words compared. */
export type PageFieldChange = { key: string; label: string; parts: DiffPart[] };

/** How a section differs: added or removed whole, changed, or only moved to another place on the page. */
export type SectionChangeKind = "added" | "removed" | "changed" | "moved";

export type PageSectionChange = {
  /** the section's anchor id */
  id: string;
  /** its kind as the editor names it, e.g. "Hero" */
  kindLabel: string;
  /** its heading, when it has one */
  heading: string | null;
  change: SectionChangeKind;
  /** also placed elsewhere on the page (a changed section may have moved too) */
  moved: boolean;
  fields: PageFieldChange[];
  /** why the section cannot be read in either version (compared as stored), or null */
  problem: string | null;
};

export type PageDiff = { page: PageFieldChange[]; sections: PageSectionChange[] };

/** Whether two versions are the same. */
export function isSameDiff(diff: PageDiff): boolean {
  return diff.page.length === 0 && diff.sections.length === 0;
}
