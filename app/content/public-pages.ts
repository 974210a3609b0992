/**
 * The public pages the sitemap lists (besides each published insight): every
 * page in the registry, then the pages with routes of their own. Admin and
 * account pages never belong here.
 */
import { marketingPages } from "./pages";
import type { ChangeFrequency } from "./pages/types";

export type PublicPage = { path: string; changefreq: ChangeFrequency };

/** The public pages with routes of their own (app/routes.ts), not content pages. */
export const fixedPublicPages: PublicPage[] = [
  { path: "/insights", changefreq: "daily" },
  { path: "/contact", changefreq: "monthly" },
  { path: "/marketplace", changefreq: "monthly" },
];

export const publicPages: PublicPage[] = [
  ...marketingPages.map((page) => ({ path: page.path, changefreq: page.changefreq ?? "monthly" })),
  ...fixedPublicPages,
];

/** The paths of the public pages that are not content pages: what a content page may link to besides its peers. */
export function fixedPublicPaths(): string[] {
  return fixedPublicPages.map((page) => page.path);
}
