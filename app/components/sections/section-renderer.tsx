import { Fragment, type ReactNode } from "react";
import { StaticHtml } from "~/first-load/static-html";
import type { MarketingPage, Section } from "~/content/pages/types";
import { BeforeAfter } from "./before-after";
import { CardGrid } from "./card-grid";
import { Carousel } from "./carousel";
import { Comparison } from "./comparison";
import { CtaBand } from "./cta-band";
import { FadeIn } from "./fade-in";
import { FaqAccordion } from "./faq-accordion";
import { IndustryCall } from "./industry-call";
import { ListSection } from "./list-section";
import { PageHero } from "./page-hero";
import { Quotes } from "./quotes";
import { Rail } from "./rail";
import { ScrollingStrip } from "./scrolling-strip";
import { Stats } from "./stats";
import { Steps } from "./steps";
import { StickyCard } from "./sticky-card";
import { Tabs } from "./tabs";

/** Components a route supplies for its page's slot sections, by slot name. */
export type SectionSlots = Record<string, ReactNode>;

function renderSection(section: Section, page: MarketingPage, slots: SectionSlots): ReactNode {
  switch (section.kind) {
    case "hero":
      return <PageHero section={section} breadcrumbs={page.breadcrumbs} />;
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
    case "slot": {
      if (!(section.name in slots)) throw new Error(`The page ${page.path} has no component for its slot "${section.name}"`);
      return slots[section.name];
    }
    default: {
      const unhandled: never = section;
      throw new Error(`Unknown section ${JSON.stringify(unhandled)}`);
    }
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

/**
 * A marketing page from its content: each section by its kind, in order. The
 * hero renders at once; every later section fades in as it scrolls into view.
 */
export function SectionRenderer({ page, slots = {} }: { page: MarketingPage; slots?: SectionSlots }) {
  return (
    <>
      {page.sections.map((section) => {
        const content = renderSection(section, page, slots);
        if (section.kind === "hero") return <Fragment key={section.id}>{content}</Fragment>;
        return <FadeIn key={section.id}>{isStaticSection(section) ? <StaticHtml>{content}</StaticHtml> : content}</FadeIn>;
      })}
    </>
  );
}
