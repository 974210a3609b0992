/**
 * A whole marketing page: its path, title, description, breadcrumbs, sections, sitemap frequency and service.
 *
 * Server and admin code only: a marketing page's script never imports these modules (ADR 056).
 */
import type * as z from "zod";
import type { ServiceOffer } from "~/lib/pages/structured-data";
import type { MarketingPage } from "../types";
import { choice, file, group, link, list, text, whole } from "./fields";
import { type Equal, SectionSchema } from "./registry";

/** A page's path: "/" or lower-case segments of letters, digits and hyphens, e.g. /services/pricing. */
export const PAGE_PATH = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/;

const serviceOffer = () =>
  group("Service (structured data)", {
    name: text("Name"),
    serviceType: text("Type of service"),
    price: group("Price range", {
      currency: text("Currency", { help: 'Three capital letters, e.g. "ZAR".' }).regex(/^[A-Z]{3}$/, {
        error: 'Three capital letters, e.g. "ZAR".',
      }),
      min: whole("From", { min: 0 }),
      max: whole("To", { min: 0 }),
    }).superRefine((price, context) => {
      if (price.max < price.min) {
        context.addIssue({ code: "custom", path: ["max"], message: "The top of the range is below its bottom." });
      }
    }),
  }) satisfies z.ZodType<ServiceOffer>;

export const MarketingPageSchema = group("Page", {
  path: text("Address", { help: "/ or lower-case words joined by hyphens, e.g. /services/pricing." }).regex(PAGE_PATH, {
    error: "A page's address is / or lower-case words joined by hyphens, e.g. /services/pricing.",
  }),
  title: text("Title", { help: 'Shown before " | Kestrel Advisory" in the browser tab and search results.' }),
  description: text("Description", { max: 160, help: "What search results show under the title." }),
  breadcrumbs: list("Breadcrumbs", link("Breadcrumb")).optional(),
  sections: list("Sections", SectionSchema),
  changefreq: choice("How often it changes", [
    "always",
    "hourly",
    "daily",
    "weekly",
    "monthly",
    "yearly",
    "never",
  ]).optional(),
  service: serviceOffer().optional(),
  ogImage: group("Preview image", {
    src: file("Image"),
    alt: text("Alt text", { max: 250, help: "What the picture shows; leave out for a decorative picture." }).optional(),
  }).optional(),
}) satisfies z.ZodType<MarketingPage>;

/** Fails to compile when the page schema's output and MarketingPage differ in any field. */
const _pageSchemaMatchesType: Equal<z.output<typeof MarketingPageSchema>, MarketingPage> = true;
