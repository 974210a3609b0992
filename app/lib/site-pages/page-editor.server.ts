/**
 * The page editor's server side (ADR 059): what the loader sends (the page's state, its sections described for the
 * form, the kinds a page may hold, the pages a link may point to) and the action's work on a posted draft: a
 * structural change drawn again unsaved, a save, a publish or a schedule, each answered with the draft as typed
 * when it is refused (a stale save, a problem to fix), so nothing typed is ever lost.
 */
import { asc, eq } from "drizzle-orm";
import { diffWordsWithSpace } from "diff";
import { pageEditor as copy } from "~/content/admin-page-editor";
import { fixedPublicPages } from "~/content/public-pages";
import type { PublishProblem } from "~/content/pages/schema/publish";
import type { PageContent } from "~/content/pages/schema/stored-page";
import { db } from "~/db/client.server";
import { isRowId } from "~/db/row-id";
import { sitePages } from "~/db/schema";
import type { DiffPart } from "~/lib/insights/post-diff";
import { describeSection, draftFromContent, isOpaque, storedSections, type DraftSection } from "./page-form.server";
import type { ListedProblem, PageConflictView, PageOption, SectionNode } from "./page-form-types";
import {
  currentContent,
  publishContextNow,
  publishProblems,
  sitePageLookup,
  type PageConflict,
  type SitePageRow,
} from "./site-pages.server";

export async function editablePage(id: string): Promise<SitePageRow | null> {
  if (!isRowId(id)) return null;
  const [row] = await db().select().from(sitePages).where(eq(sitePages.id, id)).limit(1);
  return row ?? null;
}

const FIXED_TITLES: Record<string, string> = {
  "/insights": "Insights",
  "/contact": "Contact",
  "/marketplace": "Marketplace",
};

/** The pages a link may point to: every published page by its title, then the site's fixed pages. */
export async function linkablePages(): Promise<PageOption[]> {
  const rows = await db()
    .select({ path: sitePages.path, content: sitePages.content })
    .from(sitePages)
    .where(eq(sitePages.isPublished, true))
    .orderBy(asc(sitePages.path));
  const pages = rows.map((row) => ({ path: row.path, title: row.content.title }));
  const known = new Set(pages.map((page) => page.path));
  for (const page of fixedPublicPages) {
    if (!known.has(page.path)) pages.push({ path: page.path, title: FIXED_TITLES[page.path] ?? page.path });
  }
  return pages;
}

/** The draft's sections described, with the publish check's problems beside their fields. */
export function describeDraft(draft: DraftSection[], problems: PublishProblem[] = []): SectionNode[] {
  const indexOfId = new Map<string, number>();
  draft.forEach((section, index) => {
    const id = isOpaque(section) ? null : section.data.id;
    if (typeof id === "string" && !indexOfId.has(id)) indexOfId.set(id, index);
  });
  const extra = new Map<number, { field?: string; message: string }[]>();
  for (const problem of problems) {
    const index = problem.sectionId === undefined ? undefined : indexOfId.get(problem.sectionId);
    if (index === undefined) continue;
    extra.set(index, [...(extra.get(index) ?? []), { field: problem.field, message: problem.message }]);
  }
  return draft.map((section, index) => describeSection(section, index, extra.get(index) ?? []));
}

/** The publish check's problems as the editor lists them, each linked to its field (or its section). */
export function listProblems(
  draft: DraftSection[],
  sections: SectionNode[],
  problems: PublishProblem[],
): ListedProblem[] {
  return problems.map((problem) => {
    const index =
      problem.sectionId === undefined
        ? -1
        : draft.findIndex((section) => !isOpaque(section) && section.data.id === problem.sectionId);
    if (index === -1) return { where: copy.refused.page, message: problem.message, href: "#page-problems" };
    const where = copy.refused.sectionLabel(index + 1, sections[index]?.kindLabel ?? "");
    const href = problem.field ? `#f-sections.${index}.${problem.field}` : `#section-${index}`;
    return { where, message: problem.field ? `${problem.field}: ${problem.message}` : problem.message, href };
  });
}

/** The page's stored content with the draft's sections in place of its own. */
export function contentWithDraft(row: SitePageRow, draft: DraftSection[]): PageContent {
  return { ...currentContent(row), sections: storedSections(draft) };
}

/** The problems that keep the draft from being published, as the publish would find them. */
export async function draftProblems(row: SitePageRow, content: PageContent): Promise<PublishProblem[]> {
  return publishProblems(row.path, content, await publishContextNow(db(), content), await sitePageLookup());
}

/** Every string of a value, in order: a section's words for a comparison. */
function wordsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "number" || typeof value === "boolean") return [String(value)];
  if (Array.isArray(value)) return value.flatMap(wordsOf);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(wordsOf);
  return [];
}

/** A refused save's answer: who came first and how their sections differ from the typed ones, section by section. */
export function conflictWith(
  theirs: PageContent,
  mine: PageContent,
  conflict: PageConflict,
  labelOf: (kind: string) => string,
): PageConflictView {
  const changes: { field: string; parts: DiffPart[] }[] = [];
  const length = Math.max(theirs.sections.length, mine.sections.length);
  for (let index = 0; index < length; index += 1) {
    const before = theirs.sections[index];
    const after = mine.sections[index];
    if (JSON.stringify(before) === JSON.stringify(after)) continue;
    const label = copy.conflict.changeLabel(index + 1, labelOf(after?.kind ?? before?.kind ?? ""));
    const parts = diffWordsWithSpace(wordsOf(before?.data).join(" · "), wordsOf(after?.data).join(" · ")).map(
      (part): DiffPart => ({ kind: part.added ? "added" : part.removed ? "removed" : "same", text: part.value }),
    );
    changes.push({ field: label, parts });
  }
  return {
    version: conflict.version,
    savedBy: conflict.savedBy,
    savedAt: conflict.savedAt.toISOString(),
    changes,
  };
}

export { draftFromContent };
