/**
 * The public pages the sitemap lists (besides each published insight): every
 * published content page, then the pages with routes of their own. Admin and
 * account pages never belong here.
 */
import type { ChangeFrequency, MarketingPage } from "./pages/types";

export type PublicPage = { path: string; changefreq: ChangeFrequency };

/** The public pages with routes of their own (app/routes.ts), not content pages. */
export const fixedPublicPages: PublicPage[] = [
  { path: "/insights", changefreq: "daily" },
  { path: "/contact", changefreq: "monthly" },
  { path: "/book", changefreq: "weekly" },
  { path: "/marketplace", changefreq: "monthly" },
];

/** The public pages, given the content pages (the published ones, in the sitemap). */
export function publicPagesWith(pages: readonly MarketingPage[]): PublicPage[] {
  return [...pages.map((page) => ({ path: page.path, changefreq: page.changefreq ?? "monthly" })), ...fixedPublicPages];
}

/** The paths of the public pages that are not content pages: what a content page may link to besides its peers. */
export function fixedPublicPaths(): string[] {
  return fixedPublicPages.map((page) => page.path);
}
