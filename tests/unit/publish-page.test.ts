import { describe, expect, it } from "vitest";
import { marketingPages, registeredPaths } from "~/content/pages";
import { aboutFaqPage } from "~/content/pages/about-faq";
import { findMarketingPage } from "~/content/pages/find-page.server";
import { pageKey } from "~/content/pages/links";
import { pageExistsIn, validatePageForPublish } from "~/content/pages/schema/publish";
import type { MarketingPage, Section } from "~/content/pages/types";
import { fixedPublicPaths, publicPagesWith } from "~/content/public-pages";
import { SEED_CALL_TYPES } from "~/content/call-types";
import { appRoutePaths, matchesAppRoute } from "../support/route-paths";

/** The site's pages, its fixed routes, and the booking pages of the call types it starts with (their links' targets). */
const pageExists = pageExistsIn([
  ...registeredPaths(),
  ...fixedPublicPaths(),
  ...SEED_CALL_TYPES.map((type) => `/book/${type.slug}`),
]);
/** The one image the library has here. */
const LIBRARY_IMAGE = "7d3c2a9e-1b4f-4c8d-9e2a-5f6b7c8d9e0f";
const publish = (page: unknown) =>
  validatePageForPublish(page, { pageExists, imageExists: (id) => id === LIBRARY_IMAGE });

/** The FAQ page (a hero, then questions) with its sections changed. */
function faqPage(change: (sections: Section[]) => Section[]): MarketingPage {
  const page = structuredClone(aboutFaqPage) as MarketingPage;
  return { ...page, sections: change(page.sections) };
}

const hero = aboutFaqPage.sections[0] as Extract<Section, { kind: "hero" }>;
const questions = aboutFaqPage.sections[1] as Extract<Section, { kind: "faq" }>;
const band = (actions: { label: string; href: string }[], id = "next-step"): Section => ({
  kind: "ctaBand",
  id,
  heading: "Ready when you are",
  actions,
});

describe("publishing the site's pages", () => {
  it.each(marketingPages.map((page) => [page.path, page] as const))("%s has no problem", (_path, page) => {
    expect(publish(page)).toEqual([]);
  });

  it("the fixed public pages are routes of the app, and content pages are not among them", () => {
    const patterns = appRoutePaths();
    for (const path of fixedPublicPaths()) expect(matchesAppRoute(path, patterns), path).toBe(true);
    expect(fixedPublicPaths().filter((path) => registeredPaths().includes(path))).toEqual([]);
    expect(publicPagesWith(marketingPages).map((page) => page.path)).toEqual([
      ...registeredPaths(),
      ...fixedPublicPaths(),
    ]);
  });

  it("matches a path as the router and the content route do: any case, with or without a trailing slash", () => {
    expect([pageKey("/About/FAQ/"), pageKey("/"), pageKey("//")]).toEqual(["/about/faq", "/", "/"]);
    expect(findMarketingPage("/About/FAQ/")).toBe(aboutFaqPage);
    expect([pageExists("/contact"), pageExists("/Contact/"), pageExists("/about/faq//")]).toEqual([true, true, true]);
    expect(pageExists("/contacts")).toBe(false);
  });
});

describe("a page that may not be published", () => {
  it("a link to a page the site does not have", () => {
    const page = faqPage((sections) => [...sections, band([{ label: "See our prices", href: "/pricing?plan=basic" }])]);
    expect(publish(page)).toEqual([
      {
        sectionId: "next-step",
        field: "actions.0.href",
        message: 'The link "See our prices" points to /pricing?plan=basic, which is not a page on this site.',
      },
    ]);
  });

  it("a broken breadcrumb or card link, named by its field", () => {
    const page = faqPage((sections) => [
      ...sections,
      {
        kind: "cardGrid",
        id: "reading",
        heading: "Read on",
        cards: [
          { title: "How we work", link: { label: "How we work", href: "/how-we-work" } },
          { title: "Old page", link: { label: "Our story", href: "/our-story#team" } },
        ],
      },
    ]);
    page.breadcrumbs = [
      { label: "Home", href: "/" },
      { label: "Company", href: "/company" },
      { label: "FAQ", href: "/about/faq" },
    ];
    expect(publish(page)).toEqual([
      {
        field: "breadcrumbs.1.href",
        message: 'The link "Company" points to /company, which is not a page on this site.',
      },
      {
        sectionId: "reading",
        field: "cards.1.link.href",
        message: 'The link "Our story" points to /our-story#team, which is not a page on this site.',
      },
    ]);
  });

  it("two heroes", () => {
    const page = faqPage((sections) => [...sections, { ...hero, id: "second-hero" }]);
    expect(publish(page)).toEqual([
      { sectionId: "second-hero", message: "Only one hero: its heading is the page's h1, and this page has 2." },
    ]);
  });

  it("no hero", () => {
    const page = faqPage((sections) => sections.slice(1));
    expect(publish(page)).toEqual([{ message: "A page needs one hero: its heading is the page's h1." }]);
  });

  it("a hero below another section", () => {
    const page = faqPage(([first, ...rest]) => [...rest, first]);
    expect(publish(page)).toEqual([{ sectionId: "faq-hero", message: "The hero opens the page: move it to the top." }]);
  });

  it("a legal page with a hero as well as its document", () => {
    const legal = marketingPages.find((page) => page.path === "/privacy-policy")!;
    const page = { ...legal, sections: [...legal.sections, hero] };
    expect(publish(page)).toEqual([
      { sectionId: "faq-hero", message: "A legal document's page has no hero: the document's title is the page's h1." },
    ]);
  });

  it("two sections with one id", () => {
    const page = faqPage((sections) => [...sections, { ...questions, heading: "More questions" }]);
    expect(publish(page)).toEqual([{ sectionId: "questions", message: 'Two sections have the id "questions".' }]);
  });

  it("a section that fails its schema, and one of a kind the site does not know", () => {
    const page = faqPage((sections) => [
      { ...sections[0], heading: "" },
      { ...sections[1], actions: [{ label: "Write to us", href: "mailto:hello" }] },
      { kind: "video", id: "film" } as unknown as Section,
    ]);
    expect(publish(page)).toEqual([
      { sectionId: "faq-hero", field: "heading", message: "Required." },
      { sectionId: "questions", field: "actions.0.href", message: "This is not an email address." },
      { sectionId: "film", field: "kind", message: '"video" is not a kind of section this site knows.' },
    ]);
  });

  it("a description over 160 characters and a section that is not a section", () => {
    const page = {
      ...faqPage((sections) => [...sections, "a paragraph" as unknown as Section]),
      description: "d".repeat(170),
    };
    expect(publish(page)).toEqual([
      { field: "description", message: "At most 160 characters (this has 170)." },
      { field: "sections.2", message: "This is not a section." },
    ]);
  });
});

describe("a hero's picture from the image library", () => {
  const withPicture = (image: { id: string; alt: string; decorative: boolean }) =>
    faqPage(([first, ...rest]) => [{ ...(first as typeof hero), panel: { kind: "image", image } }, ...rest]);

  it("is published with its text alternative, or marked decorative with none", () => {
    expect(
      publish(withPicture({ id: LIBRARY_IMAGE, alt: "The team at a client's workshop", decorative: false })),
    ).toEqual([]);
    expect(publish(withPicture({ id: LIBRARY_IMAGE, alt: "", decorative: true }))).toEqual([]);
  });

  it("is refused without a text alternative unless marked decorative, named by its field", () => {
    expect(publish(withPicture({ id: LIBRARY_IMAGE, alt: "  ", decorative: false }))).toEqual([
      {
        sectionId: hero.id,
        field: "panel.image.alt",
        message: "Describe the image for people who cannot see it, or mark it decorative.",
      },
    ]);
  });

  it("is refused when it is not an image of the library, or no longer is", () => {
    expect(publish(withPicture({ id: "", alt: "A photo", decorative: false }))).toEqual([
      { sectionId: hero.id, field: "panel.image.id", message: "Choose an image from the library." },
    ]);
    const gone = "0f9e8d7c-6b5a-4f3e-8d2c-1b0a9f8e7d6c";
    expect(publish(withPicture({ id: gone, alt: "A photo", decorative: false }))).toEqual([
      {
        sectionId: hero.id,
        field: "panel.image.id",
        message: "This image is no longer in the library: choose another.",
      },
    ]);
  });
});

describe("links that may be published", () => {
  it("an anchor or a query on a page of the site, the page itself, and the fixed pages", () => {
    const page = faqPage((sections) => [
      ...sections,
      band([
        { label: "How we work", href: "/how-we-work#engagement-models" },
        { label: "Hospitality", href: "/Who-We-Help/Hospitality/" },
        { label: "Ask us", href: "/contact?lead=faq#form" },
        { label: "Read the insights", href: "/insights" },
        { label: "Back to the questions", href: "/about/faq#questions" },
      ]),
    ]);
    expect(publish(page)).toEqual([]);
  });

  it("an outside https link, an email address and a phone number", () => {
    const page = faqPage((sections) => [
      ...sections,
      band([
        { label: "SARS guide", href: "https://www.sars.gov.za/types-of-tax/" },
        { label: "Email us", href: "mailto:hello@kestrel.example" },
        { label: "Call us", href: "tel:+27215550100" },
      ]),
    ]);
    expect(publish(page)).toEqual([]);
  });

  it("a new page's links to itself before it exists", () => {
    const page = { ...faqPage((sections) => sections), path: "/about/questions" };
    page.breadcrumbs = [
      { label: "Home", href: "/" },
      { label: "Questions", href: "/about/questions" },
    ];
    expect(publish(page)).toEqual([]);
  });
});
