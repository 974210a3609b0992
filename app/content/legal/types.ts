/** A legal page (privacy policy, terms of use) as typed data. */
export type LegalBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: string[] }
  | {
      kind: "table";
      caption: string;
      columns: string[];
      rows: string[][];
    };

export type LegalSection = {
  /** anchor id, kebab-case, unique within the document */
  id: string;
  heading: string;
  blocks: LegalBlock[];
};

export type LegalDocument = {
  slug: "privacy-policy" | "terms-of-use";
  title: string;
  /** meta description, at most 160 characters */
  description: string;
  lastUpdated: string;
  intro: string[];
  sections: LegalSection[];
};
