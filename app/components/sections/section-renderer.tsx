import { Fragment, type ReactNode } from "react";
import {
  BeforeAfter,
  Comparison,
  CtaBand,
  IndustryCall,
  ListSection,
  Quotes,
  Steps,
  StickyCard,
  preloadDeferred,
} from "~/components/deferred";
import { StaticHtml } from "~/first-load/static-html";
import type { MarketingPage, Section } from "~/content/pages/types";
import type { PageData } from "~/lib/pages/page-data";
import { BehaviourSectionView, preloadBehaviours } from "./behaviour-section";
import { CardGrid } from "./card-grid";
import { Carousel } from "./carousel";
import { FadeIn } from "./fade-in";
import { FaqAccordion } from "./faq-accordion";
import { LegalDocumentView } from "./legal-document";
import { PageHero } from "./page-hero";
import { Rail } from "./rail";
import { ScrollingStrip } from "./scrolling-strip";
import { Stats } from "./stats";
import { Tabs } from "./tabs";

function renderSection(section: Section, page: MarketingPage, data: PageData): ReactNode {
  switch (section.kind) {
    case "hero":
      return <PageHero section={section} breadcrumbs={page.breadcrumbs} images={data.images} />;
    case "cardGrid":
      return <CardGrid section={section} />;
    case "steps":
      return <Steps section={section} />;
    case "faq":
      return <FaqAccordion section={section} />;
    case "tabs":
      return <Tabs section={section} />;
    case "carousel":
      return <Carousel section={section} />;
    case "rail":
      return <Rail section={section} />;
    case "stickyCard":
      return <StickyCard section={section} />;
    case "stats":
      return <Stats section={section} />;
    case "beforeAfter":
      return <BeforeAfter section={section} />;
    case "ctaBand":
      return <CtaBand section={section} />;
    case "comparison":
      return <Comparison section={section} />;
    case "list":
      return <ListSection section={section} />;
    case "quotes":
      return <Quotes section={section} />;
    case "strip":
      return <ScrollingStrip section={section} />;
    case "industryCall":
      return <IndustryCall section={section} />;
    case "legalDocument":
      return <LegalDocumentView document={section.document} />;
    default:
      return <BehaviourSectionView section={section} page={page} data={data} />;
  }
}

/**
 * Starts fetching the code of what the page shows that loads apart from it (its behaviour sections, a hero's
 * dashboard, an industry call), all at once rather than one after another as each renders.
 */
function preloadSectionCode(sections: Section[]): void {
  preloadBehaviours(sections);
  for (const section of sections) {
    if (section.kind === "hero" && section.panel?.kind === "dashboard") preloadDeferred("heroDashboard");
    if (section.kind === "industryCall") preloadDeferred("industryCall");
  }
}

/** Sections with no behaviour of their own, which the first page load keeps as the server sent them (StaticHtml). */
export function isStaticSection(section: Section): boolean {
  switch (section.kind) {
    case "beforeAfter":
    case "comparison":
    case "ctaBand":
    case "list":
    case "quotes":
    case "steps":
    case "stickyCard":
      return true;
    case "cardGrid":
      return !section.more;
    case "stats":
      return !section.stats.some((stat) => stat.countUp);
    default:
      return false;
  }
}

/** The section a page opens with (a hero, or a legal document's own heading) shows at once, without fading in. */
function opensPage(section: Section): boolean {
  return section.kind === "hero" || section.kind === "legalDocument";
}

/**
 * A marketing page from its content: each section by its kind, in order, with
 * what the page's loader fetched for its behaviour sections (`data`). The
 * opening section renders at once; every later one fades in as it scrolls into view.
 */
export function SectionRenderer({ page, data = {} }: { page: MarketingPage; data?: PageData }) {
  preloadSectionCode(page.sections);
  return (
    <>
      {page.sections.map((section) => {
        const content = renderSection(section, page, data);
        if (opensPage(section)) return <Fragment key={section.id}>{content}</Fragment>;
        return (
          <FadeIn key={section.id}>
            {isStaticSection(section) ? <StaticHtml content={section}>{content}</StaticHtml> : content}
          </FadeIn>
        );
      })}
    </>
  );
}
