/**
 * Whether a page may be published: a draft may be incomplete, a published page is checked in full (ADR 056).
 * Every problem is written for the marketing editor and names the section (by its id) and field it is in.
 *
 * Server and admin code only: a marketing page's script never imports these modules (ADR 056).
 */
import { sectionImages } from "../images";
import { internalPath, pageKey, sectionLinks } from "../links";
import type { PageLink, Section } from "../types";
import { IMAGE_MESSAGES } from "./fields";
import { MarketingPageSchema } from "./page";
import { check } from "./problems";
import { isSectionKind, schemaOf } from "./registry";

export type PublishProblem = { sectionId?: string; field?: string; message: string };

export type PublishContext = {
  /** Whether a page is on the site; given a path as `pageKey` makes it: lower case, no query, fragment or trailing slash. */
  pageExists(path: string): boolean;
  /** Whether the image library has an image (a section's picture). */
  imageExists(id: string): boolean;
};

/** A `pageExists` for a list of paths (content pages, fixed routes), matched as the router matches them. */
export function pageExistsIn(paths: Iterable<string>): (path: string) => boolean {
  const known = new Set([...paths].map(pageKey));
  return (path) => known.has(pageKey(path));
}

/** Every object of a value by its path ("cards.2.link"), so a link found by `sectionLinks` can be named. */
function pathsOf(value: unknown, path: string[] = [], into = new Map<unknown, string>()): Map<unknown, string> {
  if (typeof value === "object" && value !== null) {
    into.set(value, path.join("."));
    for (const [key, child] of Object.entries(value)) pathsOf(child, [...path, key], into);
  }
  return into;
}

/** The page's fields but its sections, which are checked one by one. */
const PageFieldsSchema = MarketingPageSchema.omit({ sections: true });

const inSection = (sectionId: string | undefined) => (sectionId ? { sectionId } : {});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The problems that keep a page from being published; none means it may be. `page` is the page as the editor
 * holds it, which may not be a whole MarketingPage yet.
 */
export function validatePageForPublish(page: unknown, { pageExists, imageExists }: PublishContext): PublishProblem[] {
  if (!isRecord(page)) return [{ message: "This is not a page." }];
  const problems: PublishProblem[] = [];
  const { sections: rawSections, ...fields } = page;
  const sections = Array.isArray(rawSections) ? rawSections : [];
  const ownPath = typeof page.path === "string" ? pageKey(page.path) : null;
  const links: { link: PageLink; at: { sectionId?: string }; field: string }[] = [];

  // The page's own fields, and its breadcrumbs' links.
  const pageFields = check(PageFieldsSchema, fields);
  if (pageFields.ok) {
    for (const [index, link] of (pageFields.value.breadcrumbs ?? []).entries()) {
      links.push({ link, at: {}, field: `breadcrumbs.${index}` });
    }
  } else {
    problems.push(...pageFields.problems);
  }
  if (!Array.isArray(rawSections)) {
    problems.push({ field: "sections", message: rawSections === undefined ? "Required." : "Should be a list." });
  }

  // Each section by its kind's schema, and its links.
  const ids = sections.map((section) => (isRecord(section) && typeof section.id === "string" ? section.id : undefined));
  sections.forEach((section, index) => {
    const at = inSection(ids[index]);
    if (!isRecord(section)) {
      problems.push({ field: `sections.${index}`, message: "This is not a section." });
      return;
    }
    const { kind } = section;
    if (!isSectionKind(kind)) {
      const message = kind === undefined ? "Required." : `"${String(kind)}" is not a kind of section this site knows.`;
      problems.push({ ...at, field: "kind", message });
      return;
    }
    const result = check(schemaOf(kind), section);
    if (!result.ok) {
      problems.push(...result.problems.map((problem) => ({ ...at, ...problem })));
      return;
    }
    const paths = pathsOf(result.value);
    for (const link of sectionLinks(result.value)) links.push({ link, at, field: paths.get(link) ?? "" });
    // Every picture is still in the library.
    for (const { image, field } of sectionImages(result.value)) {
      if (!imageExists(image.id)) problems.push({ ...at, field: `${field}.id`, message: IMAGE_MESSAGES.gone });
    }
  });

  // Ids name anchors and headings, so each is the page's only one.
  const repeated = new Set(ids.filter((id, index) => id && ids.indexOf(id) !== index));
  for (const id of repeated) problems.push({ sectionId: id, message: `Two sections have the id "${id}".` });

  problems.push(...headingProblems(sections.filter(isRecord) as Partial<Section>[]));

  // Every internal link lands on a page of the site.
  for (const { link, at, field } of links) {
    const path = internalPath(link.href);
    if (path === null || pageKey(path) === ownPath || pageExists(pageKey(path))) continue;
    problems.push({
      ...at,
      field: `${field}.href`,
      message: `The link "${link.label}" points to ${link.href}, which is not a page on this site.`,
    });
  }
  return problems;
}

/** One h1 a page: its hero's heading, or on a legal page the document's own title; and it opens the page. */
function headingProblems(sections: Partial<Section>[]): PublishProblem[] {
  const heroes = sections.filter((section) => section.kind === "hero");
  const documents = sections.filter((section) => section.kind === "legalDocument");
  const at = (section: Partial<Section>) => inSection(section.id);
  if (documents.length > 0) {
    return [
      ...documents.slice(1).map((section) => ({
        ...at(section),
        message: "Only one legal document: its title is the page's h1.",
      })),
      ...heroes.map((section) => ({
        ...at(section),
        message: "A legal document's page has no hero: the document's title is the page's h1.",
      })),
      ...(sections[0] === documents[0] ? [] : [{ ...at(documents[0]), message: "The legal document opens the page." }]),
    ];
  }
  if (heroes.length === 0) return [{ message: "A page needs one hero: its heading is the page's h1." }];
  return [
    ...heroes.slice(1).map((section) => ({
      ...at(section),
      message: `Only one hero: its heading is the page's h1, and this page has ${heroes.length}.`,
    })),
    ...(sections[0] === heroes[0]
      ? []
      : [{ ...at(heroes[0]), message: "The hero opens the page: move it to the top." }]),
  ];
}
