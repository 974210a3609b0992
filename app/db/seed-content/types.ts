/** A sample insight written into an empty database on first start. */
export type SeedPost = {
  title: string;
  summary: string;
  /** slug of one of the five seeded categories */
  categorySlug:
    | "growth-and-revenue"
    | "automation-and-ai"
    | "exit-and-succession"
    | "leadership-and-ownership"
    | "operations-and-systems";
  tags: string[];
  authorName: string;
  authorBio: string;
  isFeatured: boolean;
  /** ISO date (YYYY-MM-DD) the post was first published */
  publishedAt: string;
  /** Markdown body */
  content: string;
};
