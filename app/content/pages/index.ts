/**
 * The registry of marketing pages: every built page's content, and the pages
 * the site already links to whose content is still to come. Add a page's
 * module to `marketingPages` when it is built and take it off `plannedPages`.
 *
 * A route imports its own page module (e.g. `./home`), never this registry, so
 * the browser only downloads the copy of the page it shows. The registry is for
 * checks that look at every page (tests, sitemap).
 */
import { automationsPage } from "./automations";
import { automationsAssessmentPage } from "./automations-assessment";
import { exitAndSuccessionPage } from "./exit-and-succession";
import { homePage } from "./home";
import { operationsAndSupplyPage } from "./operations-and-supply";
import { smartSystemsPage } from "./smart-systems-and-ai";
import { strategyAndPerformancePage } from "./strategy-and-performance";
import type { MarketingPage, PlannedPage } from "./types";

export const marketingPages: MarketingPage[] = [
  homePage,
  smartSystemsPage,
  automationsPage,
  exitAndSuccessionPage,
  strategyAndPerformancePage,
  operationsAndSupplyPage,
  automationsAssessmentPage,
];

export const plannedPages: PlannedPage[] = [
  { path: "/services", title: "Services" },
  { path: "/services/revenue-and-pricing", title: "Revenue & Pricing" },
  { path: "/who-we-help", title: "Who We Help" },
  { path: "/who-we-help/agriculture", title: "Agriculture & Family Farms" },
  { path: "/who-we-help/entrepreneurs", title: "Entrepreneurs & Business Owners" },
  { path: "/who-we-help/hospitality", title: "Hospitality" },
  { path: "/who-we-help/manufacturing", title: "Manufacturing & Distribution" },
  { path: "/who-we-help/medical", title: "Medical & Healthcare" },
  { path: "/who-we-help/hoa", title: "Homeowners Associations" },
  { path: "/who-we-help/professional-services", title: "Professional Services" },
  { path: "/how-we-work", title: "How We Work" },
  { path: "/about", title: "About" },
  { path: "/about/faq", title: "Frequently Asked Questions" },
];

/** Every path the registry knows: built pages and planned ones. */
export function registeredPaths(): string[] {
  return [...marketingPages.map((page) => page.path), ...plannedPages.map((page) => page.path)];
}
