/**
 * The privacy policy (/privacy-policy): the legal document in app/content/legal, as a page.
 */
import { privacyPolicy } from "../legal/privacy-policy";
import type { MarketingPage } from "./types";

export const privacyPolicyPage = {
  path: "/privacy-policy",
  title: privacyPolicy.title,
  description: privacyPolicy.description,
  changefreq: "yearly",
  sections: [{ kind: "legalDocument", id: "document", document: privacyPolicy }],
} satisfies MarketingPage;
