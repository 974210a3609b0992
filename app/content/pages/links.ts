import type { Card, CtaLink, MarketingPage, PageLink, Section } from "./types";

function cardLinks(cards: Card[]): PageLink[] {
  return cards.flatMap((card) => (card.link ? [card.link] : []));
}

function actions(list: CtaLink[] | undefined): PageLink[] {
  return list ?? [];
}

/** Every link a section shows. Exhaustive: a new section kind must say where its links are. */
export function sectionLinks(section: Section): PageLink[] {
  switch (section.kind) {
    case "hero":
    case "ctaBand":
      return section.actions;
    case "cardGrid":
      return [...cardLinks(section.cards), ...cardLinks(section.more?.cards ?? []), ...actions(section.actions)];
    case "carousel":
    case "rail":
      return cardLinks(section.cards);
    case "steps":
    case "faq":
      return actions(section.actions);
    case "tabs":
      return section.tabs.flatMap((tab) => actions(tab.actions));
    case "stickyCard":
      return actions(section.card.actions);
    case "list":
      return actions(section.aside?.actions);
    case "industryCall":
      return [section.action];
    case "hospitalityDiagnostic":
      return [section.copy.action];
    case "stats":
    case "beforeAfter":
    case "comparison":
    case "quotes":
    case "strip":
    case "legalDocument":
    case "roiCalculator":
    case "automationAssessment":
    case "latestInsights":
    case "featuredInsights":
    case "howWeWorkInsights":
    case "insightsCarousel":
    case "readyToTalk":
      return [];
    default:
      return assertNever(section);
  }
}

/** Every link of a page: breadcrumbs and each section's. */
export function pageLinks(page: MarketingPage): PageLink[] {
  return [...(page.breadcrumbs ?? []), ...page.sections.flatMap(sectionLinks)];
}

/** The path part of an internal href ("/contact?focus=operations#form" → "/contact"); null for other hrefs. */
export function internalPath(href: string): string | null {
  if (!href.startsWith("/") || href.startsWith("//")) return null;
  const path = href.split(/[?#]/, 1)[0];
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** A URL path as pages are matched: any case, with or without trailing slashes ("/About/" → "/about"). */
export function pageKey(pathname: string): string {
  return pathname.toLowerCase().replace(/(.)\/+$/, "$1");
}

function assertNever(value: never): never {
  throw new Error(`Unhandled section: ${JSON.stringify(value)}`);
}
