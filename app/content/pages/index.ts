/**
 * The registry of marketing pages: every built page's content, and the pages
 * the site already links to whose content is still to come. Adding a page's
 * module to `marketingPages` is all a new page needs: app/routes.ts makes its
 * route from the path, the sitemap lists it, and the one content route
 * (app/routes/marketing/content-page.tsx) sends its sections as the page's
 * data, so no page's copy is in any script. Take a page off `plannedPages`
 * when it is built.
 */
import { privacyPolicy } from "../legal/privacy-policy";
import { termsOfUse } from "../legal/terms-of-use";
import { aboutPage } from "./about";
import { aboutFaqPage } from "./about-faq";
import { agriculturePage } from "./agriculture";
import { automationsPage } from "./automations";
import { automationsAssessmentPage } from "./automations-assessment";
import { entrepreneursPage } from "./entrepreneurs";
import { exitAndSuccessionPage } from "./exit-and-succession";
import { hoaPage } from "./hoa";
import { homePage } from "./home";
import { hospitalityPage } from "./hospitality";
import { howWeWorkPage } from "./how-we-work";
import { legalPage } from "./legal-page";
import { manufacturingPage } from "./manufacturing";
import { medicalPage } from "./medical";
import { operationsAndSupplyPage } from "./operations-and-supply";
import { professionalServicesPage } from "./professional-services";
import { retailAndHospitalityPage } from "./retail-and-hospitality";
import { revenueAndPricingPage } from "./revenue-and-pricing";
import { servicesPage } from "./services";
import { smartSystemsPage } from "./smart-systems-and-ai";
import { strategyAndPerformancePage } from "./strategy-and-performance";
import { whoWeHelpPage } from "./who-we-help";
import type { MarketingPage, PlannedPage } from "./types";

export const marketingPages: MarketingPage[] = [
  homePage,
  servicesPage,
  revenueAndPricingPage,
  smartSystemsPage,
  automationsPage,
  exitAndSuccessionPage,
  strategyAndPerformancePage,
  operationsAndSupplyPage,
  whoWeHelpPage,
  agriculturePage,
  entrepreneursPage,
  professionalServicesPage,
  hospitalityPage,
  retailAndHospitalityPage,
  manufacturingPage,
  medicalPage,
  hoaPage,
  howWeWorkPage,
  aboutPage,
  aboutFaqPage,
  automationsAssessmentPage,
  legalPage(privacyPolicy),
  legalPage(termsOfUse),
];

/** Every page the site links to is built; a new link to a page still to come is listed here until it is. */
export const plannedPages: PlannedPage[] = [];

/** Every path the registry knows: built pages and planned ones. */
export function registeredPaths(): string[] {
  return [...marketingPages.map((page) => page.path), ...plannedPages.map((page) => page.path)];
}
