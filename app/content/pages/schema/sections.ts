/**
 * A Zod schema for every section kind of types.ts, each tied to its type by `satisfies z.ZodType<…>` here and,
 * field for field, by the check in registry.ts. The registry gives each kind's current version.
 *
 * Server and admin code only: a marketing page's script never imports these modules (ADR 056).
 */
import * as z from "zod";
import type {
  AutomationAssessmentSection,
  BeforeAfterSection,
  Card,
  CardGridSection,
  CarouselSection,
  ComparisonSection,
  CtaBandSection,
  DiagnosticCopy,
  DiagnosticItem,
  FaqSection,
  FeaturedInsightsSection,
  HeroDashboard,
  HeroImage,
  HeroSection,
  HeroVideo,
  HospitalityDiagnosticSection,
  HowWeWorkInsightsSection,
  IndustryCallSection,
  InsightsCarouselSection,
  LatestInsightsSection,
  LegalDocumentSection,
  ListSection,
  QuotesSection,
  RailSection,
  ReadyToTalkFormSection,
  RoiCalculatorCopy,
  RoiCalculatorSection,
  SlidesPerView,
  Stat,
  Step,
  StatsSection,
  StepsSection,
  StickyCardSection,
  StripSection,
  TabItem,
  TabsSection,
} from "../types";
import type { LegalBlock, LegalDocument } from "~/content/legal/types";
import {
  choice,
  cta,
  file,
  group,
  icon,
  id,
  image,
  link,
  list,
  multiline,
  oneOf,
  section,
  sectionBase,
  text,
  toggle,
  variants,
  whole,
} from "./fields";

// Parts shared by several sections.

const actions = () => list("Buttons", cta());

const card = () =>
  group("Card", {
    title: text("Title"),
    subtitle: text("Subtitle").optional(),
    body: multiline("Body").optional(),
    icon: icon().optional(),
    eyebrow: text("Eyebrow", { help: "A short label above the title: a phase, a timeframe, a tag." }).optional(),
    metric: group("Highlighted figure", { value: text("Figure"), label: text("Label") }).optional(),
    bullets: list("Bullets", text("Bullet")).optional(),
    link: link("Link").optional(),
  }) satisfies z.ZodType<Card>;

/** Cards whose titles differ (each is a card's key and its heading). */
const cards = () =>
  list("Cards", card()).superRefine((value, context) => {
    uniqueBy(
      value,
      (entry) => entry.title,
      context,
      "title",
      (title) => `Two cards are titled "${title}".`,
    );
  });

const stat = () =>
  group("Figure", {
    value: text("Figure", { help: 'e.g. "R180 000" or "40%".' }),
    label: text("Label"),
    detail: text("Detail").optional(),
    countUp: toggle("Count up to the figure").optional(),
  }) satisfies z.ZodType<Stat>;

const step = () =>
  group("Step", {
    title: text("Title"),
    body: multiline("Body"),
    duration: text("Duration").optional(),
    icon: icon().optional(),
  }) satisfies z.ZodType<Step>;

const words = (label: string, item: string) => list(label, text(item));

/** Adds a problem at `index.field` for each entry whose key repeats an earlier one. */
function uniqueBy<T>(
  entries: T[],
  key: (entry: T) => string,
  context: z.RefinementCtx,
  field: string,
  message: (value: string) => string,
): void {
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    const value = key(entry);
    if (seen.has(value)) context.addIssue({ code: "custom", path: [index, field], message: message(value) });
    seen.add(value);
  });
}

// The sections, in the order of types.ts.

const heroVideo = () =>
  group("Video", {
    kind: z.literal("video"),
    webm: file("WebM video"),
    mp4: file("MP4 video"),
    poster: file("Poster image"),
    width: whole("Width (px)", { min: 1, max: 7680 }),
    height: whole("Height (px)", { min: 1, max: 4320 }),
  }) satisfies z.ZodType<HeroVideo>;

const heroDashboard = () =>
  group("Dashboard illustration", {
    kind: z.literal("dashboard"),
    title: text("Title"),
    caption: text("Caption", { help: "Says the figures are simulated." }),
    metrics: list(
      "Figures",
      group("Figure", {
        label: text("Label"),
        value: whole("Value", { min: 0 }),
        suffix: text("Suffix", { help: 'e.g. "%".' }).optional(),
      }).superRefine((metric, context) => {
        if (metric.suffix === "%" && metric.value > 100) {
          context.addIssue({ code: "custom", path: ["value"], message: "A percentage is at most 100." });
        }
      }),
    ),
    chart: group("Chart", {
      label: text("Label"),
      bars: list("Bars", group("Bar", { label: text("Label"), value: whole("Value", { min: 0 }) })),
    }),
    feed: words("Recent runs", "Run"),
  }) satisfies z.ZodType<HeroDashboard>;

const heroImage = () =>
  group("Picture", {
    kind: z.literal("image"),
    image: image("Picture"),
  }) satisfies z.ZodType<HeroImage>;

export const HeroSectionSchema = section("Hero", {
  kind: z.literal("hero"),
  id: id(),
  eyebrow: text("Eyebrow").optional(),
  heading: text("Heading", { help: "The page's h1." }),
  intro: multiline("Intro"),
  actions: actions(),
  note: text("Note", { help: 'A short line under the buttons, e.g. "Free · 30 minutes · No obligation".' }).optional(),
  pills: words("Reasons to trust us", "Reason").optional(),
  media: heroVideo().optional(),
  stats: list("Figures", stat()).optional(),
  underNav: toggle("Runs under the navigation bar").optional(),
  panel: variants("Side panel", [heroDashboard(), heroImage()]).optional(),
  rotatingWords: words("Rotating words", "Word").optional(),
  backdrop: choice("Backdrop", ["contours", "grid"]).optional(),
}) satisfies z.ZodType<HeroSection>;

export const CardGridSectionSchema = section("Card grid", {
  kind: z.literal("cardGrid"),
  ...sectionBase(),
  columns: oneOf("Columns on wide screens", [2, 3, 4]).optional(),
  cards: cards(),
  more: group("More cards", { label: text("Button label"), cards: cards() }).optional(),
  actions: actions().optional(),
}) satisfies z.ZodType<CardGridSection>;

export const StepsSectionSchema = section("Steps", {
  kind: z.literal("steps"),
  ...sectionBase(),
  steps: list("Steps", step()),
  actions: actions().optional(),
}) satisfies z.ZodType<StepsSection>;

export const FaqSectionSchema = section("FAQ", {
  kind: z.literal("faq"),
  ...sectionBase(),
  items: list("Questions", group("Question", { question: text("Question"), answer: multiline("Answer") })),
  allowMultiple: toggle("Several answers open at once").optional(),
  actions: actions().optional(),
}) satisfies z.ZodType<FaqSection>;

const tab = () =>
  group("Tab", {
    id: id("Tab id", "Unique among the tabs; names the tab in the page."),
    label: text("Label"),
    title: text("Panel heading", { help: "The label when empty." }).optional(),
    tagline: text("Tagline").optional(),
    body: multiline("Body").optional(),
    groups: list("Lists", group("List", { heading: text("Heading"), items: words("Items", "Item") })).optional(),
    story: group("Story", {
      heading: text("Heading"),
      body: multiline("Body"),
      result: text("Result").optional(),
    }).optional(),
    actions: actions().optional(),
  }) satisfies z.ZodType<TabItem>;

export const TabsSectionSchema = section("Tabs", {
  kind: z.literal("tabs"),
  ...sectionBase(),
  label: text("Name of the tab list", { help: 'Read by screen readers, e.g. "Industries".' }),
  tabs: list("Tabs", tab()).superRefine((tabs, context) => {
    uniqueBy(
      tabs,
      (entry) => entry.id,
      context,
      "id",
      (value) => `Two tabs have the id "${value}".`,
    );
  }),
  defaultTab: text("Tab selected first", { help: "A tab's id; the first tab when empty." }).optional(),
}).superRefine((tabs, context) => {
  if (tabs.defaultTab !== undefined && !tabs.tabs.some((entry) => entry.id === tabs.defaultTab)) {
    context.addIssue({ code: "custom", path: ["defaultTab"], message: `No tab has the id "${tabs.defaultTab}".` });
  }
}) satisfies z.ZodType<TabsSection>;

const slidesPerView = () =>
  group("Cards visible at once", {
    base: oneOf("On phones", [1, 2, 3, 4]),
    md: oneOf("From 768px", [1, 2, 3, 4]).optional(),
    lg: oneOf("From 1024px", [1, 2, 3, 4]).optional(),
  }) satisfies z.ZodType<SlidesPerView>;

export const CarouselSectionSchema = section("Carousel", {
  kind: z.literal("carousel"),
  ...sectionBase(),
  label: text("Name of the carousel", { help: 'Read by screen readers, e.g. "Early value".' }),
  cards: cards(),
  perView: slidesPerView().optional(),
  loop: toggle("Next on the last card returns to the first").optional(),
}) satisfies z.ZodType<CarouselSection>;

export const RailSectionSchema = section("Card rail", {
  kind: z.literal("rail"),
  ...sectionBase(),
  label: text("Name of the list", { help: "Read by screen readers." }),
  cards: cards(),
  step: whole("Scroll step (px)", { min: 200, max: 640, help: "One card plus the gap: 340 unless set." }).optional(),
  gap: whole("Gap (px)", { min: 0, max: 64, help: "24 unless set." }).optional(),
}) satisfies z.ZodType<RailSection>;

export const StickyCardSectionSchema = section("Steps beside a card", {
  kind: z.literal("stickyCard"),
  ...sectionBase(),
  items: list("Steps", step()),
  card: group("Card", {
    title: text("Title"),
    body: multiline("Body").optional(),
    bullets: words("Bullets", "Bullet").optional(),
    actions: actions().optional(),
  }),
  stickFrom: oneOf("Sticks from (px wide)", [768, 1024]).optional(),
  offset: whole("Distance from the top while it sticks (px)", { min: 0, max: 240, help: "88 unless set." }).optional(),
}) satisfies z.ZodType<StickyCardSection>;

export const StatsSectionSchema = section("Figures", {
  kind: z.literal("stats"),
  ...sectionBase(),
  stats: list("Figures", stat()),
}) satisfies z.ZodType<StatsSection>;

export const BeforeAfterSectionSchema = section("Before and after", {
  kind: z.literal("beforeAfter"),
  ...sectionBase(),
  before: group("Before", { title: text("Title"), items: words("Items", "Item") }),
  after: group("After", { title: text("Title"), items: words("Items", "Item") }),
  pairing: choice("Pairing", ["before-after", "two-sides"]).optional(),
}) satisfies z.ZodType<BeforeAfterSection>;

export const CtaBandSectionSchema = section("Call to action band", {
  kind: z.literal("ctaBand"),
  ...sectionBase(),
  actions: actions(),
  notes: words("Notes", "Note").optional(),
}) satisfies z.ZodType<CtaBandSection>;

export const ComparisonSectionSchema = section("Comparison table", {
  kind: z.literal("comparison"),
  ...sectionBase(),
  rowHeader: text("Header of the row labels"),
  columns: words("Compared options", "Option"),
  rows: list("Rows", group("Row", { label: text("Label"), values: words("Values", "Value") })),
}).superRefine((table, context) => {
  table.rows.forEach((row, index) => {
    if (row.values.length !== table.columns.length) {
      context.addIssue({
        code: "custom",
        path: ["rows", index, "values"],
        message: `A row has one value for each of the ${table.columns.length} options; this one has ${row.values.length}.`,
      });
    }
  });
}) satisfies z.ZodType<ComparisonSection>;

export const ListSectionSchema = section("List", {
  kind: z.literal("list"),
  ...sectionBase(),
  style: choice("Style", ["checks", "numbered"]).optional(),
  items: list("Items", group("Item", { title: text("Title"), body: multiline("Body").optional() })),
  aside: group("Panel beside the list", {
    title: text("Title"),
    body: multiline("Body"),
    actions: actions().optional(),
  }).optional(),
}) satisfies z.ZodType<ListSection>;

export const QuotesSectionSchema = section("Quotes", {
  kind: z.literal("quotes"),
  ...sectionBase(),
  quotes: list(
    "Quotes",
    group("Quote", {
      quote: multiline("Quote"),
      name: text("Name"),
      role: text("Role"),
      result: text("Result").optional(),
    }),
  ),
}) satisfies z.ZodType<QuotesSection>;

export const StripSectionSchema = section("Scrolling names", {
  kind: z.literal("strip"),
  ...sectionBase(),
  label: text("Name of the list", { help: 'Read by screen readers, e.g. "Tools we connect".' }),
  groups: list("Groups", group("Group", { category: text("Category"), items: words("Names", "Name") })),
}) satisfies z.ZodType<StripSection>;

const roiCopy = () =>
  group("Words", {
    eyebrow: text("Eyebrow"),
    heading: text("Heading"),
    intro: multiline("Intro"),
    fields: group("Field labels", {
      staffHourlyRate: text("Staff hourly rate"),
      missedCallsPerWeek: text("Missed calls per week"),
      adminHoursPerWeek: text("Admin hours per week"),
      noShowsPerWeek: text("No-shows per week"),
      averageConsultationValue: text("Average consultation value"),
    }),
    calculate: text("Button"),
    resultsHeading: text("Results heading"),
    monthly: text("Monthly label"),
    annual: text("Annual label"),
    roi: text("Return label"),
    recovered: group("Recovered labels", {
      adminHoursSaved: text("Admin hours saved"),
      missedCallsRecovered: text("Missed calls recovered"),
      noShowsRecovered: text("No-shows recovered"),
    }),
    assumptions: multiline("Assumptions"),
  }) satisfies z.ZodType<RoiCalculatorCopy>;

export const RoiCalculatorSectionSchema = section(
  "ROI calculator",
  { kind: z.literal("roiCalculator"), id: id(), copy: roiCopy() },
  { behaviour: true },
) satisfies z.ZodType<RoiCalculatorSection>;

const diagnosticCopy = () =>
  group("Words", {
    heading: text("Heading"),
    intro: multiline("Intro"),
    legend: text("Legend of the statements"),
    severityLabels: group("Impact labels", { high: text("High"), medium: text("Medium"), low: text("Low") }),
    check: text("Button"),
    resultHeading: text("Result heading"),
    riskLabel: text("Risk label"),
    issues: group("Issue count", {
      one: text("One issue"),
      other: text("Several issues", { help: '"{count}" stands for the number.' }).refine(
        (value) => value.includes("{count}"),
        { error: 'Write "{count}" where the number goes.' },
      ),
    }),
    summaries: group("Summaries by risk", {
      Critical: multiline("Critical"),
      High: multiline("High"),
      Medium: multiline("Medium"),
      Low: multiline("Low"),
    }),
    action: link("Action"),
  }) satisfies z.ZodType<DiagnosticCopy>;

const diagnosticItem = () =>
  group("Statement", {
    id: id("Statement id", "Names the statement in the result's link."),
    label: text("Statement"),
    severity: choice("Impact", ["high", "medium", "low"]),
  }) satisfies z.ZodType<DiagnosticItem>;

export const HospitalityDiagnosticSectionSchema = section(
  "Hospitality diagnostic",
  {
    kind: z.literal("hospitalityDiagnostic"),
    id: id(),
    copy: diagnosticCopy(),
    items: list("Statements", diagnosticItem()).superRefine((items, context) => {
      uniqueBy(
        items,
        (item) => item.id,
        context,
        "id",
        (value) => `Two statements have the id "${value}".`,
      );
    }),
  },
  { behaviour: true },
) satisfies z.ZodType<HospitalityDiagnosticSection>;

/** A behaviour section with nothing to edit but its anchor. */
function behaviourOnly<K extends string>(label: string, kind: K) {
  return section(label, { kind: z.literal(kind), id: id() }, { behaviour: true });
}

export const AutomationAssessmentSectionSchema = behaviourOnly(
  "Automations assessment",
  "automationAssessment",
) satisfies z.ZodType<AutomationAssessmentSection>;
export const LatestInsightsSectionSchema = behaviourOnly(
  "Latest insights",
  "latestInsights",
) satisfies z.ZodType<LatestInsightsSection>;
export const FeaturedInsightsSectionSchema = behaviourOnly(
  "Featured insights",
  "featuredInsights",
) satisfies z.ZodType<FeaturedInsightsSection>;
export const HowWeWorkInsightsSectionSchema = behaviourOnly(
  "How-we-work insights",
  "howWeWorkInsights",
) satisfies z.ZodType<HowWeWorkInsightsSection>;
export const InsightsCarouselSectionSchema = behaviourOnly(
  "Insights carousel",
  "insightsCarousel",
) satisfies z.ZodType<InsightsCarouselSection>;
export const ReadyToTalkFormSectionSchema = behaviourOnly(
  "Ready to talk form",
  "readyToTalk",
) satisfies z.ZodType<ReadyToTalkFormSection>;

const legalBlock = () =>
  variants("Block", [
    group("Paragraph", { kind: z.literal("paragraph"), text: multiline("Text") }),
    group("List", { kind: z.literal("list"), items: list("Items", multiline("Item")) }),
    group("Table", {
      kind: z.literal("table"),
      caption: text("Caption"),
      columns: words("Columns", "Column"),
      rows: list("Rows", list("Cells", text("Cell"))),
    }).superRefine((table, context) => {
      table.rows.forEach((row, index) => {
        if (row.length !== table.columns.length) {
          context.addIssue({
            code: "custom",
            path: ["rows", index],
            message: `A row has one cell for each of the ${table.columns.length} columns; this one has ${row.length}.`,
          });
        }
      });
    }),
  ]) satisfies z.ZodType<LegalBlock>;

const legalDocument = () =>
  group("Document", {
    slug: choice("Document", ["privacy-policy", "terms-of-use"]),
    title: text("Title"),
    description: text("Description", { max: 160, help: "The meta description: at most 160 characters." }),
    lastUpdated: text("Last updated", { help: 'e.g. "November 2026".' }),
    intro: list("Opening paragraphs", multiline("Paragraph")),
    sections: list(
      "Sections",
      group("Section", {
        id: id("Anchor", "The section's address in the document: /privacy-policy#anchor."),
        heading: text("Heading"),
        blocks: list("Blocks", legalBlock()),
      }),
    ).superRefine((sections, context) => {
      uniqueBy(
        sections,
        (entry) => entry.id,
        context,
        "id",
        (value) => `Two sections have the id "${value}".`,
      );
    }),
  }) satisfies z.ZodType<LegalDocument>;

export const LegalDocumentSectionSchema = section("Legal document", {
  kind: z.literal("legalDocument"),
  id: id(),
  document: legalDocument(),
}) satisfies z.ZodType<LegalDocumentSection>;

export const IndustryCallSectionSchema = section("Industry picker", {
  kind: z.literal("industryCall"),
  ...sectionBase(),
  label: text("Label of the list"),
  placeholder: text("Placeholder"),
  industries: words("Industries", "Industry"),
  action: link("Action"),
}) satisfies z.ZodType<IndustryCallSection>;
