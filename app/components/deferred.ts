/**
 * Components whose code is not among the scripts a page loads (ADR 022). The server has all of it from the start; a
 * browser fetches each piece the first time it draws it, or as soon as a page says it will (preloadDeferred).
 *
 * - What the first load keeps exactly as the server sent it (StaticHtml, ADR 010): the section kinds without
 *   behaviour, every content card, the legal text, a hero's breadcrumbs and facts, the tab panels, the footer, the
 *   insight grids (static-parts.ts). A browser never runs that code on the first load, only when it draws a page
 *   itself after a client-side navigation: it fetches it then, as one chunk, and the navigation waits for it (React
 *   Router navigates in a transition, so the page on screen stays until the next is ready). Render these only inside
 *   a StaticHtml: anywhere else the first load would wait for their chunk to hydrate.
 * - What one page shows and hydrates: the automations page's dashboard, the industry call of Operations & Supply. A
 *   chunk each, which the page showing it fetches as it starts, like the behaviour sections
 *   (components/sections/behaviour-section.tsx).
 * - What only a signed-in visitor sees: the account menu (a chunk, fetched as such a page starts), and the band and
 *   the answers of a preview link (a post's, a page's; a chunk, fetched as a preview starts).
 *
 * None of these modules may import this one: the server waits for them while it loads this module.
 */
import type { ComponentType } from "react";
import { lazyComponent } from "./lazy-component";

const code = {
  staticParts: () => import("./static-parts"),
  heroDashboard: () => import("./sections/hero-dashboard"),
  industryCall: () => import("./sections/industry-call"),
  accountMenu: () => import("./layout/account-menu"),
  preview: () => import("./preview/preview-banner"),
};

type Code = { [Piece in keyof typeof code]: Awaited<ReturnType<(typeof code)[Piece]>> };

async function loadAll(): Promise<Code> {
  const [staticParts, heroDashboard, industryCall, accountMenu, preview] = await Promise.all([
    code.staticParts(),
    code.heroDashboard(),
    code.industryCall(),
    code.accountMenu(),
    code.preview(),
  ]);
  return { staticParts, heroDashboard, industryCall, accountMenu, preview };
}

// The server draws any of it at once, so it loads all of it with this module; the browser's build leaves this out.
const onServer: Code | undefined = import.meta.env.SSR ? await loadAll() : undefined;

/** The pieces the browser has fetched so far. */
const fetched: Partial<Code> = {};

function fetchPiece<Piece extends keyof Code>(piece: Piece): Promise<Code[Piece]> {
  return code[piece]().then((module) => (fetched[piece] = module as Code[Piece]));
}

function deferred<Piece extends keyof Code, P extends object>(
  piece: Piece,
  pick: (module: Code[Piece]) => ComponentType<P>,
): ComponentType<P> {
  if (onServer) return pick(onServer[piece]);
  return lazyComponent(
    () => fetchPiece(piece).then(pick),
    () => {
      const module = fetched[piece];
      return module && pick(module);
    },
  );
}

/** Starts fetching a piece's code before the render that needs it, so that a page's pieces arrive together. */
export function preloadDeferred(piece: keyof Code): void {
  void fetchPiece(piece);
}

export const HeroDashboard = deferred("heroDashboard", (module) => module.HeroDashboard);
export const IndustryCall = deferred("industryCall", (module) => module.IndustryCall);
export const AccountMenu = deferred("accountMenu", (module) => module.AccountMenu);
export const PreviewBanner = deferred("preview", (module) => module.PreviewBanner);
export const PreviewUnavailable = deferred("preview", (module) => module.PreviewUnavailable);

export const BeforeAfter = deferred("staticParts", (parts) => parts.BeforeAfter);
export const Breadcrumbs = deferred("staticParts", (parts) => parts.Breadcrumbs);
export const Comparison = deferred("staticParts", (parts) => parts.Comparison);
export const ContentCard = deferred("staticParts", (parts) => parts.ContentCard);
export const CtaBand = deferred("staticParts", (parts) => parts.CtaBand);
export const HeroFacts = deferred("staticParts", (parts) => parts.HeroFacts);
export const HeroPicture = deferred("staticParts", (parts) => parts.HeroPicture);
export const InsightGrid = deferred("staticParts", (parts) => parts.InsightGrid);
export const LegalText = deferred("staticParts", (parts) => parts.LegalText);
export const ListSection = deferred("staticParts", (parts) => parts.ListSection);
export const Quotes = deferred("staticParts", (parts) => parts.Quotes);
export const SiteFooter = deferred("staticParts", (parts) => parts.SiteFooter);
export const Steps = deferred("staticParts", (parts) => parts.Steps);
export const StickyCard = deferred("staticParts", (parts) => parts.StickyCard);
export const TabPanel = deferred("staticParts", (parts) => parts.TabPanel);
