/**
 * The public pages the sitemap lists (besides each published insight): every
 * page in the registry, then the pages with routes of their own. Admin and
 * account pages never belong here.
 */
import { marketingPages } from "./pages";
import type { ChangeFrequency } from "./pages/types";

export type PublicPage = { path: string; changefreq: ChangeFrequency };

export const publicPages: PublicPage[] = [
  ...marketingPages.map((page) => ({ path: page.path, changefreq: page.changefreq ?? "monthly" })),
  { path: "/insights", changefreq: "daily" },
  { path: "/contact", changefreq: "monthly" },
  { path: "/marketplace", changefreq: "monthly" },
];
