/**
 * What a registry page needs from the server besides its copy: the insights
 * its sections show, the Ready to talk form's key, the assessment's answer
 * status, the sizes of the library's pictures it shows and the page's structured data. Each behaviour section asks for its
 * own; a page without such sections loads nothing.
 */
import { sectionImages } from "~/content/pages/images";
import type { MarketingPage, Section } from "~/content/pages/types";
import { storedImages } from "~/lib/images/images.server";
import { newIdempotencyKey } from "~/lib/forms/form-guard.server";
import type { InsightCardData } from "~/lib/insights/card-data";
import { loadAiCarousel, loadHowWeWork, loadServicesFeatured } from "~/lib/insights/insights-sections.server";
import { readAnswers } from "~/lib/leads/automation-assessment";
import { env } from "~/lib/runtime/env.server";
import { logger } from "~/lib/runtime/logger.server";
import { pageUnfitToKeep } from "~/lib/page-cache/page-record.server";
import type { PageData } from "./page-data";
import { serviceJsonLd } from "./structured-data";

export type LoadedPage = {
  data: PageData;
  /** 400 when the assessment was sent with a missing or unknown answer (the page then shows which). */
  status: number;
  /** Whether shared caches may keep the answer: not when it carries a form's key of its own. */
  shareable: boolean;
};

const picturesFound = new WeakMap<MarketingPage, string[]>();

/**
 * The ids of the library's pictures a page shows: found once per page, since a published page is one object kept
 * until a change replaces it (walking every section's fields on each render was about 1% of a page miss).
 */
function picturesOf(page: MarketingPage): string[] {
  let ids = picturesFound.get(page);
  if (!ids) {
    ids = [...new Set(sectionImages(page.sections).map(({ image }) => image.id))];
    picturesFound.set(page, ids);
  }
  return ids;
}

/** A picture that cannot be loaded is left out (the page is whole without it), and the page is not kept. */
async function picturesOrNone(ids: string[], page: MarketingPage) {
  return storedImages(ids).catch((error: unknown) => {
    logger.error({ err: error, path: page.path }, "could not load a page's pictures");
    pageUnfitToKeep("a page's pictures failed to load");
    return {};
  });
}

/** The insights are a supplement: without them the page is still whole, so a failure is logged and shows none. */
async function insightsOrNone(load: () => Promise<InsightCardData[]>, page: MarketingPage, section: Section) {
  return load().catch((error: unknown) => {
    logger.error({ err: error, path: page.path, section: section.id }, "could not load a page's insights");
    pageUnfitToKeep("a section's insights failed to load");
    return [];
  });
}

export async function loadPageData(page: MarketingPage, url: URL): Promise<LoadedPage> {
  const loaded: LoadedPage = { data: {}, status: 200, shareable: true };
  const { data } = loaded;
  if (page.service) data.serviceJsonLd = serviceJsonLd(page.service, page, env().publicUrl);
  const pictures = picturesOf(page);
  await Promise.all([
    pictures.length > 0 ? picturesOrNone(pictures, page).then((images) => (data.images = images)) : null,
    ...page.sections.map(async (section) => {
      switch (section.kind) {
        case "featuredInsights":
          data.featuredInsights = await insightsOrNone(loadServicesFeatured, page, section);
          return;
        case "howWeWorkInsights":
          data.howWeWorkInsights = await insightsOrNone(loadHowWeWork, page, section);
          return;
        case "insightsCarousel":
          data.carouselInsights = loadAiCarousel().catch((error: unknown) => {
            logger.error({ err: error, path: page.path, section: section.id }, "could not load a page's insights");
            pageUnfitToKeep("a section's insights failed to load");
            throw new Error("Couldn't load insights right now.");
          });
          return;
        case "readyToTalk":
          data.idempotencyKey = newIdempotencyKey();
          loaded.shareable = false;
          return;
        case "automationAssessment": {
          const reading = readAnswers(url.searchParams);
          if (reading.submitted && !reading.complete) loaded.status = 400;
          return;
        }
        default:
          return;
      }
    }),
  ]);
  return loaded;
}
