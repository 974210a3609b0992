/**
 * The public pages the sitemap lists (besides each published insight). Add a
 * page here when its route goes live; admin and account pages never belong here.
 */
export type ChangeFrequency = "always" | "hourly" | "daily" | "weekly" | "monthly" | "yearly" | "never";

export type PublicPage = { path: string; changefreq: ChangeFrequency };

export const publicPages: PublicPage[] = [
  { path: "/", changefreq: "weekly" },
  { path: "/services", changefreq: "monthly" },
  { path: "/services/revenue-and-pricing", changefreq: "monthly" },
  { path: "/services/smart-systems-and-ai", changefreq: "monthly" },
  { path: "/services/automations", changefreq: "monthly" },
  { path: "/services/exit-and-succession", changefreq: "monthly" },
  { path: "/services/strategy-and-performance", changefreq: "monthly" },
  { path: "/services/operations-and-supply", changefreq: "monthly" },
  { path: "/who-we-help", changefreq: "monthly" },
  { path: "/who-we-help/agriculture", changefreq: "monthly" },
  { path: "/who-we-help/entrepreneurs", changefreq: "monthly" },
  { path: "/who-we-help/professional-services", changefreq: "monthly" },
  { path: "/who-we-help/hospitality", changefreq: "monthly" },
  { path: "/who-we-help/retail-and-hospitality", changefreq: "monthly" },
  { path: "/who-we-help/manufacturing", changefreq: "monthly" },
  { path: "/who-we-help/medical", changefreq: "monthly" },
  { path: "/who-we-help/hoa", changefreq: "monthly" },
  { path: "/how-we-work", changefreq: "monthly" },
  { path: "/about", changefreq: "monthly" },
  { path: "/about/faq", changefreq: "monthly" },
  { path: "/automations-assessment", changefreq: "monthly" },
  { path: "/insights", changefreq: "daily" },
  { path: "/contact", changefreq: "monthly" },
  { path: "/marketplace", changefreq: "monthly" },
  { path: "/privacy-policy", changefreq: "yearly" },
  { path: "/terms-of-use", changefreq: "yearly" },
];
