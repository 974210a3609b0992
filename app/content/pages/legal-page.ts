import type { LegalDocument } from "../legal/types";
import type { MarketingPage } from "./types";

/** A legal document (app/content/legal) as a page: its title and description, and the document in place of a hero. */
export function legalPage(document: LegalDocument): MarketingPage {
  return {
    path: `/${document.slug}`,
    title: document.title,
    description: document.description,
    changefreq: "yearly",
    sections: [{ kind: "legalDocument", id: "document", document }],
  };
}
