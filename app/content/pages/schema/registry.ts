/**
 * The section registry: every kind's schema at its current version, the steps that bring an older stored
 * version up to it (ADR 056), and the check that each schema's output is exactly its type.
 *
 * Server and admin code only: a marketing page's script never imports these modules (ADR 056).
 */
import * as z from "zod";
import type { Section, SectionKind } from "../types";
import {
  AutomationAssessmentSectionSchema,
  BeforeAfterSectionSchema,
  CardGridSectionSchema,
  CarouselSectionSchema,
  ComparisonSectionSchema,
  CtaBandSectionSchema,
  FaqSectionSchema,
  FeaturedInsightsSectionSchema,
  HeroSectionSchema,
  HospitalityDiagnosticSectionSchema,
  HowWeWorkInsightsSectionSchema,
  IndustryCallSectionSchema,
  InsightsCarouselSectionSchema,
  LatestInsightsSectionSchema,
  LegalDocumentSectionSchema,
  ListSectionSchema,
  QuotesSectionSchema,
  RailSectionSchema,
  ReadyToTalkFormSectionSchema,
  RoiCalculatorSectionSchema,
  StatsSectionSchema,
  StepsSectionSchema,
  StickyCardSectionSchema,
  StripSectionSchema,
  TabsSectionSchema,
} from "./sections";
import { hrefsToPathLinks } from "./page-references";

/** A version's schema, and the version a stored section is upgraded to. */
export type SectionSchemaEntry<K extends SectionKind> = {
  version: number;
  schema: z.ZodType<Extract<Section, { kind: K }>>;
};

export type SectionSchemas = { [K in SectionKind]: SectionSchemaEntry<K> };

/**
 * Every section kind's schema and its current version. A change to a kind's stored shape raises its version and
 * adds a step to its `SECTION_UPGRADES` (ADR 056). Exhaustive: a kind without an entry does not type-check.
 */
export const SECTION_SCHEMAS = {
  hero: { version: 2, schema: HeroSectionSchema },
  cardGrid: { version: 2, schema: CardGridSectionSchema },
  steps: { version: 2, schema: StepsSectionSchema },
  faq: { version: 2, schema: FaqSectionSchema },
  tabs: { version: 2, schema: TabsSectionSchema },
  carousel: { version: 2, schema: CarouselSectionSchema },
  rail: { version: 2, schema: RailSectionSchema },
  stickyCard: { version: 2, schema: StickyCardSectionSchema },
  stats: { version: 1, schema: StatsSectionSchema },
  beforeAfter: { version: 1, schema: BeforeAfterSectionSchema },
  ctaBand: { version: 2, schema: CtaBandSectionSchema },
  comparison: { version: 1, schema: ComparisonSectionSchema },
  list: { version: 2, schema: ListSectionSchema },
  quotes: { version: 1, schema: QuotesSectionSchema },
  strip: { version: 1, schema: StripSectionSchema },
  industryCall: { version: 2, schema: IndustryCallSectionSchema },
  legalDocument: { version: 1, schema: LegalDocumentSectionSchema },
  roiCalculator: { version: 1, schema: RoiCalculatorSectionSchema },
  hospitalityDiagnostic: { version: 2, schema: HospitalityDiagnosticSectionSchema },
  automationAssessment: { version: 1, schema: AutomationAssessmentSectionSchema },
  latestInsights: { version: 1, schema: LatestInsightsSectionSchema },
  featuredInsights: { version: 1, schema: FeaturedInsightsSectionSchema },
  howWeWorkInsights: { version: 1, schema: HowWeWorkInsightsSectionSchema },
  insightsCarousel: { version: 1, schema: InsightsCarouselSectionSchema },
  readyToTalk: { version: 1, schema: ReadyToTalkFormSectionSchema },
} satisfies SectionSchemas;

/** A kind's schema, as a schema of any section (its output is one). */
export function schemaOf(kind: SectionKind, schemas: SectionSchemas = SECTION_SCHEMAS): z.ZodType<Section> {
  return schemas[kind].schema as z.ZodType<Section>;
}

/** Whether a string names a section kind of the registry. */
export function isSectionKind(kind: unknown, schemas: SectionSchemas = SECTION_SCHEMAS): kind is SectionKind {
  return typeof kind === "string" && Object.hasOwn(schemas, kind);
}

/** One step of a stored section's data from one version to the next; it may throw on data it cannot read. */
export type SectionUpgrade = (old: unknown) => unknown;

/** Per kind, entry i upgrades version i + 1 to i + 2: a kind at version n has n − 1 steps. */
export type SectionUpgrades = { [K in SectionKind]: readonly SectionUpgrade[] };

/**
 * Version 1 → 2 of every kind that holds links (ADR 063): a link to a path of the site is stored as a reference to
 * its page. An upgrade cannot look pages up, so it makes each such `href` a path link, which a read shows as it was
 * written and the next save turns into a reference.
 */
const linksToPages: SectionUpgrade = hrefsToPathLinks;

export const SECTION_UPGRADES: SectionUpgrades = {
  hero: [linksToPages],
  cardGrid: [linksToPages],
  steps: [linksToPages],
  faq: [linksToPages],
  tabs: [linksToPages],
  carousel: [linksToPages],
  rail: [linksToPages],
  stickyCard: [linksToPages],
  stats: [],
  beforeAfter: [],
  ctaBand: [linksToPages],
  comparison: [],
  list: [linksToPages],
  quotes: [],
  strip: [],
  industryCall: [linksToPages],
  legalDocument: [],
  roiCalculator: [],
  hospitalityDiagnostic: [linksToPages],
  automationAssessment: [],
  latestInsights: [],
  featuredInsights: [],
  howWeWorkInsights: [],
  insightsCarousel: [],
  readyToTalk: [],
};

/** Any section, by its kind. */
export const SectionSchema = z.discriminatedUnion(
  "kind",
  Object.values(SECTION_SCHEMAS).map((entry) => entry.schema) as unknown as [
    (typeof SECTION_SCHEMAS)[SectionKind]["schema"],
    ...(typeof SECTION_SCHEMAS)[SectionKind]["schema"][],
  ],
);

// Type-level checks: a schema's output is its type, field for field (the build fails otherwise).

/** Intersections flattened and nested objects and arrays mapped alike, so equal shapes compare equal. */
type Normalize<T> = T extends readonly unknown[]
  ? { [I in keyof T]: Normalize<T[I]> }
  : T extends object
    ? { [K in keyof T]: Normalize<T[K]> }
    : T;

export type Equal<A, B> =
  (<T>() => T extends Normalize<A> ? 1 : 2) extends <T>() => T extends Normalize<B> ? 1 : 2 ? true : false;

/** The kinds whose schema's output is not exactly their type: `never` when every schema matches. */
type Mismatched = {
  [K in SectionKind]: Equal<z.output<(typeof SECTION_SCHEMAS)[K]["schema"]>, Extract<Section, { kind: K }>> extends true
    ? never
    : K;
}[SectionKind];

/** Fails to compile, naming the kind, when a section schema and its type differ. */
const _schemasMatchTypes: [Mismatched] extends [never] ? true : `The schema and the type of ${Mismatched} differ` =
  true;
