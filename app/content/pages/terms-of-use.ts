/**
 * The terms of use (/terms-of-use): the legal document in app/content/legal, as a page.
 */
import { termsOfUse } from "../legal/terms-of-use";
import type { MarketingPage } from "./types";

export const termsOfUsePage = {
  path: "/terms-of-use",
  title: termsOfUse.title,
  description: termsOfUse.description,
  changefreq: "yearly",
  sections: [{ kind: "legalDocument", id: "document", document: termsOfUse }],
} satisfies MarketingPage;
