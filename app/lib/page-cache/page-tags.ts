/**
 * What a rendered page says it shows of the site's stored pages (ADR 063), so that a change to one page drops only
 * the cached pages that show it: the page itself, and those that link to it when its path or title changes.
 */

/** Shows page `id`'s own content: its page, at its path. */
export const pageTag = (id: string) => `page:${id}`;

/** Shows a link to page `id` (its path, and anything of it a link may show: its title): its path or title changed. */
export const pageLinksTag = (id: string) => `page-links:${id}`;

/** Shows which paths have a page: an address no page has (a 404, a redirect), the list of pages. */
export const PAGE_PATHS = "page-paths";

const PAGE_TAG_PREFIXES = ["page:", "page-links:"];

/** Whether a change announced with `tags` is a change to one or more stored pages. */
export function isPageTag(tag: string): boolean {
  return tag === PAGE_PATHS || PAGE_TAG_PREFIXES.some((prefix) => tag.startsWith(prefix));
}

/** A page as publishing compares it before and after: where it is, whether readers see it, what a link may show. */
export type PublishedFace = { path: string; isPublished: boolean; title: string; description: string };

/**
 * What a change to page `id` announces: always the page; the pages linking to it when its path, title or description
 * changes or it goes live or off; and the pages of addresses without a page when its path changes or it goes live
 * or off. `after` null: the page was deleted.
 */
export function pageChangeTags(id: string, before: PublishedFace | null, after: PublishedFace | null): string[] {
  const tags = [pageTag(id)];
  const live = (face: PublishedFace | null) => (face?.isPublished ? face : null);
  const was = live(before);
  const is = live(after);
  if (!was && !is) return tags;
  const moved = !was || !is || was.path !== is.path;
  if (moved || was.title !== is.title || was.description !== is.description) tags.push(pageLinksTag(id));
  if (moved) tags.push(PAGE_PATHS);
  return tags;
}
