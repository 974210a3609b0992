/**
 * The sections with a behaviour of their own: each kind's component, given
 * its section and what the page's loader fetched for it (PageData). Each
 * component's code is a chunk of its own, fetched only by the pages that
 * show it: the page starts all of its chunks at once (preloadBehaviours) and
 * hydrates each section as its chunk arrives. The server renders them whole.
 */
import type { ComponentType } from "react";
import { useActionData } from "react-router";
import { lazyComponent } from "~/components/lazy-component";
import type { ReadyToTalkAnswer } from "~/components/leads/ready-to-talk";
import type { BehaviourSection, MarketingPage, Section } from "~/content/pages/types";
import type { PageData } from "~/lib/pages/page-data";

type Behaviour<P> = { load: () => Promise<ComponentType<P>>; Component: ComponentType<P> };

function behaviour<P>(importComponent: () => Promise<ComponentType<P>>): Behaviour<P> {
  let loaded: ComponentType<P> | undefined;
  const load = () => importComponent().then((component) => (loaded = component));
  return { load, Component: lazyComponent(load, () => loaded) };
}

const behaviours = {
  roiCalculator: behaviour(() => import("~/components/widgets/roi-calculator").then((m) => m.RoiCalculator)),
  hospitalityDiagnostic: behaviour(() =>
    import("~/components/widgets/hospitality-diagnostic").then((m) => m.HospitalityDiagnostic),
  ),
  automationAssessment: behaviour(() =>
    import("~/components/assessment/automation-assessment").then((m) => m.AutomationAssessment),
  ),
  latestInsights: behaviour(() => import("~/components/insights/latest-insights").then((m) => m.LatestInsights)),
  featuredInsights: behaviour(() => import("~/components/insights/insight-sections").then((m) => m.FeaturedInsights)),
  howWeWorkInsights: behaviour(() => import("~/components/insights/insight-sections").then((m) => m.HowWeWorkInsights)),
  insightsCarousel: behaviour(() => import("~/components/insights/insights-carousel").then((m) => m.InsightsCarousel)),
  readyToTalk: behaviour(() => import("~/components/leads/ready-to-talk").then((m) => m.ReadyToTalkSection)),
} satisfies Record<BehaviourSection["kind"], { load: () => Promise<unknown> }>;

function isBehaviour(section: Section): section is BehaviourSection {
  return section.kind in behaviours;
}

/** Starts fetching the code of every behaviour on the page together, rather than one after another as each renders. */
export function preloadBehaviours(sections: Section[]): void {
  for (const section of sections) if (isBehaviour(section)) void behaviours[section.kind].load();
}

/** The value the page's loader gave a section, or a loud error naming the page and section when it gave none. */
function required<T>(value: T | undefined, page: MarketingPage, section: BehaviourSection): T {
  if (value === undefined) throw new Error(`The page ${page.path} has no data for its section "${section.id}"`);
  return value;
}

/** The Ready to talk form with the answer of the page's action, once sent. */
function ReadyToTalkForm({ idempotencyKey }: { idempotencyKey: string }) {
  const result = useActionData<ReadyToTalkAnswer | undefined>();
  const { Component } = behaviours.readyToTalk;
  return <Component idempotencyKey={idempotencyKey} result={result} />;
}

export function BehaviourSectionView({
  section,
  page,
  data,
}: {
  section: BehaviourSection;
  page: MarketingPage;
  data: PageData;
}) {
  switch (section.kind) {
    case "roiCalculator": {
      const { Component } = behaviours.roiCalculator;
      return <Component section={section} />;
    }
    case "hospitalityDiagnostic": {
      const { Component } = behaviours.hospitalityDiagnostic;
      return <Component section={section} />;
    }
    case "automationAssessment": {
      const { Component } = behaviours.automationAssessment;
      return <Component />;
    }
    case "latestInsights": {
      const { Component } = behaviours.latestInsights;
      return <Component />;
    }
    case "featuredInsights": {
      const { Component } = behaviours.featuredInsights;
      return <Component posts={required(data.featuredInsights, page, section)} />;
    }
    case "howWeWorkInsights": {
      const { Component } = behaviours.howWeWorkInsights;
      return <Component posts={required(data.howWeWorkInsights, page, section)} />;
    }
    case "insightsCarousel": {
      const { Component } = behaviours.insightsCarousel;
      return <Component posts={required(data.carouselInsights, page, section)} />;
    }
    case "readyToTalk":
      return <ReadyToTalkForm idempotencyKey={required(data.idempotencyKey, page, section)} />;
    default: {
      const unhandled: never = section;
      throw new Error(`Unknown section ${JSON.stringify(unhandled)}`);
    }
  }
}
