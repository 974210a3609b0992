/**
 * The content model of the marketing pages: a page is a title, a description
 * and an ordered list of typed sections, rendered by one SectionRenderer
 * (app/components/sections/section-renderer.tsx). Typed data only: no JSX, no
 * server imports. Each page module ends `satisfies MarketingPage`.
 */
import type { RiskLevel, Severity } from "~/components/widgets/hospitality-diagnostic-rule";
import type { LegalDocument } from "~/content/legal/types";
import type { ServiceOffer } from "~/lib/pages/structured-data";

/** One link shape for every call to action, card link and breadcrumb. Internal hrefs start with "/". */
export type PageLink = { label: string; href: string };

/** A call to action: a button-styled link. The primary one of a group comes first. */
export type CtaLink = PageLink & { emphasis?: "primary" | "secondary" };

/** Icons a section may name; the components map each to its drawing. The one list: the editor offers these. */
export const ICON_NAMES = [
  "arrow-right",
  "badge-check",
  "banknote",
  "bot",
  "boxes",
  "briefcase",
  "building",
  "calendar-check",
  "chart-line",
  "clipboard-list",
  "clock",
  "compass",
  "door-open",
  "factory",
  "gauge",
  "handshake",
  "house",
  "key",
  "layers",
  "lightbulb",
  "message",
  "network",
  "package",
  "pen-tool",
  "receipt",
  "rocket",
  "route",
  "scale",
  "search",
  "shield-check",
  "sparkles",
  "stethoscope",
  "tags",
  "target",
  "timer",
  "trending-up",
  "truck",
  "users",
  "utensils",
  "wallet",
  "wheat",
  "workflow",
  "wrench",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** The background of a section; "brand" is the dark brand colour with light text. */
export type SectionTone = "paper" | "sand" | "white" | "brand";

/**
 * What every section with a heading has. `id` is unique on its page: it is the
 * anchor (`/page#id`) and names the heading (`{id}-heading`).
 */
export type SectionBase = {
  id: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  tone?: SectionTone;
};

/** A card of a grid, carousel or rail. */
export type Card = {
  title: string;
  /** A line under the title, e.g. an industry card's promise. */
  subtitle?: string;
  body?: string;
  icon?: IconName;
  /** A short label above the title: a phase, a timeframe, a tag. */
  eyebrow?: string;
  /** A highlighted figure, e.g. { value: "R180 000", label: "cash released" }. */
  metric?: { value: string; label: string };
  bullets?: string[];
  link?: PageLink;
};

export type Stat = {
  value: string;
  label: string;
  detail?: string;
  /** Counts up to the value's whole number (0.8 s, from 35% visible); still for reduced motion and without JavaScript. */
  countUp?: boolean;
};

export type HeroVideo = {
  kind: "video";
  /** WebM first (VP9), MP4 (H.264) for browsers without it. */
  webm: string;
  mp4: string;
  poster: string;
  width: number;
  height: number;
};

/** The page's opening; its heading is the page's only h1. Breadcrumbs come from the page. */
export type HeroSection = {
  kind: "hero";
  id: string;
  eyebrow?: string;
  heading: string;
  intro: string;
  actions: CtaLink[];
  /** A short line under the actions, e.g. "Free · 30 minutes · No obligation". */
  note?: string;
  /** Short reasons to trust the firm, shown as a row of pills under the actions. */
  pills?: string[];
  media?: HeroVideo;
  stats?: Stat[];
  /** The hero runs under the transparent navigation bar (home only). */
  underNav?: boolean;
  /** Beside the copy, from 1024px wide only: a drawn illustration, or a picture from the image library. */
  panel?: HeroDashboard | HeroImage;
  /** Words shown one after another after the heading, every 2.5 s (the first, still, for reduced motion). */
  rotatingWords?: string[];
  /** The drawing behind the copy when there is no video: contour lines (default) or a slowly moving grid. */
  backdrop?: "contours" | "grid";
};

/**
 * A picture of the image library as a section shows it: the image's id, and its text alternative, or marked
 * decorative (then the picture is hidden from assistive technology). The page loads the image's sizes with it.
 */
export type SectionImage = { id: string; alt: string; decorative: boolean };

/** A picture beside a hero's copy. */
export type HeroImage = { kind: "image"; image: SectionImage };

/**
 * A simulated dashboard drawn beside a hero: an illustration (hidden from
 * assistive technology), its figures invented. The server draws the values
 * given here; in the browser they drift around them.
 */
export type HeroDashboard = {
  kind: "dashboard";
  title: string;
  /** A visible line saying the figures are simulated. */
  caption: string;
  /** Whole numbers, e.g. { label: "Hours saved this week", value: 18 } or a percentage with suffix "%". */
  metrics: { label: string; value: number; suffix?: string }[];
  chart: { label: string; bars: { label: string; value: number }[] };
  /** Recent automated runs, e.g. "Quote accepted → invoice raised". */
  feed: string[];
};

export type CardGridSection = SectionBase & {
  kind: "cardGrid";
  /** Columns from 1024px wide; always 1 on phones and 2 from 768px. */
  columns?: 2 | 3 | 4;
  cards: Card[];
  /** More cards behind a button that shows and hides them (labelled `label`). */
  more?: { label: string; cards: Card[] };
  actions?: CtaLink[];
};

export type Step = { title: string; body: string; duration?: string; icon?: IconName };

export type StepsSection = SectionBase & {
  kind: "steps";
  steps: Step[];
  actions?: CtaLink[];
};

export type FaqItem = { question: string; answer: string };

export type FaqSection = SectionBase & {
  kind: "faq";
  items: FaqItem[];
  /** One answer open at a time unless set; opening one closes the other. */
  allowMultiple?: boolean;
  actions?: CtaLink[];
};

export type TabGroup = { heading: string; items: string[] };

export type TabItem = {
  /** Unique within the section; also the tab's id suffix. */
  id: string;
  label: string;
  /** The panel's heading; the label when unset. */
  title?: string;
  tagline?: string;
  body?: string;
  groups?: TabGroup[];
  story?: { heading: string; body: string; result?: string };
  actions?: CtaLink[];
};

export type TabsSection = SectionBase & {
  kind: "tabs";
  /** The tab list's accessible name, e.g. "Industries". */
  label: string;
  tabs: TabItem[];
  /** The id of the tab selected first; the first tab when unset. */
  defaultTab?: string;
};

/** Slides visible at once: below 768px, from 768px, from 1024px. */
export type SlidesPerView = { base: 1 | 2 | 3 | 4; md?: 1 | 2 | 3 | 4; lg?: 1 | 2 | 3 | 4 };

export type CarouselSection = SectionBase & {
  kind: "carousel";
  /** The carousel's accessible name, e.g. "Early value". */
  label: string;
  cards: Card[];
  perView?: SlidesPerView;
  /** Next on the last page returns to the first (and back); the buttons are then never disabled. */
  loop?: boolean;
};

export type RailSection = SectionBase & {
  kind: "rail";
  /** The scrolling list's accessible name. */
  label: string;
  cards: Card[];
  /**
   * How far one scroll button press moves, in px: one card plus the gap (spec: 340 on the home page, 360
   * hospitality, 380 manufacturing, 420 HOA). Cards are this wide less the gap, at most 85% of the screen.
   */
  step?: number;
  gap?: number;
};

export type StickyCardSection = SectionBase & {
  kind: "stickyCard";
  items: Step[];
  card: { title: string; body?: string; bullets?: string[]; actions?: CtaLink[] };
  /** Viewport width from which the card sticks (spec: 1024, or 768 on one page). */
  stickFrom?: 768 | 1024;
  /** Distance in px from the viewport top while the card sticks (spec: 88 by default). */
  offset?: number;
};

export type StatsSection = SectionBase & { kind: "stats"; stats: Stat[] };

export type BeforeAfterSection = SectionBase & {
  kind: "beforeAfter";
  before: { title: string; items: string[] };
  after: { title: string; items: string[] };
  /**
   * "before-after" (the default): the first list is the problem, the second the result, drawn as such.
   * "two-sides": both lists are problems, seen from two sides (patients and staff), drawn alike.
   */
  pairing?: "before-after" | "two-sides";
};

export type CtaBandSection = SectionBase & {
  kind: "ctaBand";
  actions: CtaLink[];
  notes?: string[];
};

export type ComparisonSection = SectionBase & {
  kind: "comparison";
  /** The header of the row-label column, then one header per compared option. */
  rowHeader: string;
  columns: string[];
  rows: { label: string; values: string[] }[];
};

export type ListSection = SectionBase & {
  kind: "list";
  style?: "checks" | "numbered";
  items: { title: string; body?: string }[];
  /** A panel beside the list on wide screens. */
  aside?: { title: string; body: string; actions?: CtaLink[] };
};

export type Quote = { quote: string; name: string; role: string; result?: string };

export type QuotesSection = SectionBase & { kind: "quotes"; quotes: Quote[] };

/**
 * Names that scroll past in a continuous strip (tools, partners), each with
 * a short category. Still for reduced motion; pauses on hover, on focus and
 * with its pause button.
 */
export type StripSection = SectionBase & {
  kind: "strip";
  /** The list's accessible name, e.g. "Tools we connect". */
  label: string;
  groups: { category: string; items: string[] }[];
};

/**
 * Sections with a behaviour of their own (a calculator, a diagnostic, an
 * assessment, a form, insights from the database). The renderer places each
 * component where its section stands; what the page's loader fetches for it
 * comes with the page's data (app/lib/pages/page-data.server.ts). Whatever
 * the visitor reads is in the section, so it travels as the page's data and
 * never in a script.
 */
export type RoiCalculatorCopy = {
  eyebrow: string;
  heading: string;
  intro: string;
  /** The five figures' labels, in the form's order. */
  fields: Record<
    "staffHourlyRate" | "missedCallsPerWeek" | "adminHoursPerWeek" | "noShowsPerWeek" | "averageConsultationValue",
    string
  >;
  calculate: string;
  resultsHeading: string;
  monthly: string;
  annual: string;
  roi: string;
  recovered: Record<"adminHoursSaved" | "missedCallsRecovered" | "noShowsRecovered", string>;
  assumptions: string;
};

/** The medical page's ROI calculator (app/components/widgets/roi-calculator.tsx). */
export type RoiCalculatorSection = { kind: "roiCalculator"; id: string; copy: RoiCalculatorCopy };

export type DiagnosticItem = { id: string; label: string; severity: Severity };

export type DiagnosticCopy = {
  heading: string;
  intro: string;
  legend: string;
  severityLabels: Record<Severity, string>;
  check: string;
  resultHeading: string;
  riskLabel: string;
  /** "1 issue identified" and "{count} issues identified". */
  issues: { one: string; other: string };
  summaries: Record<RiskLevel, string>;
  action: PageLink;
};

/** The hospitality page's quick diagnostic (app/components/widgets/hospitality-diagnostic.tsx). */
export type HospitalityDiagnosticSection = {
  kind: "hospitalityDiagnostic";
  id: string;
  copy: DiagnosticCopy;
  /** The statements to tick, each with the severity the risk rule counts. */
  items: DiagnosticItem[];
};

/** The Automations Assessment's questions and result (its questions and scoring: app/content/automation-assessment.ts). */
export type AutomationAssessmentSection = { kind: "automationAssessment"; id: string };

/** The three newest insights, fetched by the browser once the section is near. */
export type LatestInsightsSection = { kind: "latestInsights"; id: string };

/** The Services page's featured insights, loaded with the page. */
export type FeaturedInsightsSection = { kind: "featuredInsights"; id: string };

/** The insights the how-we-work rule picks, loaded with the page. */
export type HowWeWorkInsightsSection = { kind: "howWeWorkInsights"; id: string };

/** The AI insights carousel: the page streams at once and the posts follow. */
export type InsightsCarouselSection = { kind: "insightsCarousel"; id: string };

/** The Ready to talk form, sent to the page's own action. */
export type ReadyToTalkFormSection = { kind: "readyToTalk"; id: string };

/** The sections whose components have a behaviour of their own. */
export type BehaviourSection =
  | RoiCalculatorSection
  | HospitalityDiagnosticSection
  | AutomationAssessmentSection
  | LatestInsightsSection
  | FeaturedInsightsSection
  | HowWeWorkInsightsSection
  | InsightsCarouselSection
  | ReadyToTalkFormSection;

/**
 * The visitor's industry asked beside a call to action. The options are
 * listed sorted by name, after a placeholder that cannot be chosen; the
 * action's link is the same whatever is chosen.
 */
/**
 * A legal document (privacy policy, terms of use): its own heading, last-updated line, contents and numbered
 * sections, in place of a hero. Text and in-page links only.
 */
export type LegalDocumentSection = { kind: "legalDocument"; id: string; document: LegalDocument };

export type IndustryCallSection = SectionBase & {
  kind: "industryCall";
  /** The select's visible label. */
  label: string;
  placeholder: string;
  industries: string[];
  action: PageLink;
};

export type Section =
  | HeroSection
  | CardGridSection
  | StepsSection
  | FaqSection
  | TabsSection
  | CarouselSection
  | RailSection
  | StickyCardSection
  | StatsSection
  | BeforeAfterSection
  | CtaBandSection
  | ComparisonSection
  | ListSection
  | QuotesSection
  | StripSection
  | IndustryCallSection
  | LegalDocumentSection
  | BehaviourSection;

export type SectionKind = Section["kind"];

/** How often a page changes, as the sitemap tells search engines. */
export type ChangeFrequency = "always" | "hourly" | "daily" | "weekly" | "monthly" | "yearly" | "never";

/** A built marketing page. */
export type MarketingPage = {
  path: string;
  /** The <title> before " | Kestrel Advisory" (the site name alone on the home page). */
  title: string;
  /** The meta description: at most 160 characters. */
  description: string;
  /** Nested pages: the trail from Home to this page, the last entry being this page. */
  breadcrumbs?: PageLink[];
  sections: Section[];
  /** How often the sitemap tells search engines the page changes; monthly unless said. */
  changefreq?: ChangeFrequency;
  /** The offer the page describes, as schema.org Service structured data. */
  service?: ServiceOffer;
  /** The picture link previews show for the page (the site's card by default). */
  ogImage?: PageImage;
};

/** A page's preview picture: an image of the library (/images/…) or an https:// address, and its alt text (none: decorative). */
export type PageImage = { src: string; alt?: string };

/** A page another part of the site links to before its content module exists. */
export type PlannedPage = { path: string; title: string };
