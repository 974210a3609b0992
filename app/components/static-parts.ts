/**
 * What the first load keeps exactly as the server sent it (StaticHtml, ADR 010), gathered as one chunk of the
 * browser's build: drawn only when the browser draws a page itself (deferred.ts says how it is loaded).
 */
export { SiteFooter } from "./layout/site-footer-content";
export { InsightGrid } from "./insights/insights-section-parts";
export { BeforeAfter } from "./sections/before-after";
export { Breadcrumbs } from "./sections/breadcrumbs";
export { Comparison } from "./sections/comparison";
export { ContentCard } from "./sections/content-card";
export { CtaBand } from "./sections/cta-band";
export { HeroFacts } from "./sections/hero-facts";
export { HeroPicture } from "./sections/hero-picture";
export { LegalText } from "./sections/legal-text";
export { ListSection } from "./sections/list-section";
export { Quotes } from "./sections/quotes";
export { Steps } from "./sections/steps";
export { StickyCard } from "./sections/sticky-card";
export { TabPanel } from "./sections/tab-panel";
