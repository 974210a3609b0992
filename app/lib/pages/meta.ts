import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";

/** The picture link previews show for every page (drawn by scripts/generate-social-card.ts). */
export const SOCIAL_CARD = {
  path: "/media/social-card.jpg",
  width: 1200,
  height: 630,
  alt: "Kestrel Advisory: a business that runs well, grows steadily and doesn't depend on you",
} as const;

export type PageMetaFields = {
  title: string;
  description: string;
  path: string;
  origin: string;
  type?: "website" | "article";
  noIndex?: boolean;
};

/** Title, description, canonical URL and Open Graph / Twitter tags (with the site's card picture) for a page. */
export function pageMeta({
  title,
  description,
  path,
  origin,
  type = "website",
  noIndex = false,
}: PageMetaFields): MetaDescriptor[] {
  const fullTitle = title === site.name ? title : `${title} | ${site.name}`;
  const url = `${origin}${path}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_ZA" },
    { property: "og:image", content: `${origin}${SOCIAL_CARD.path}` },
    { property: "og:image:width", content: String(SOCIAL_CARD.width) },
    { property: "og:image:height", content: String(SOCIAL_CARD.height) },
    { property: "og:image:alt", content: SOCIAL_CARD.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: `${origin}${SOCIAL_CARD.path}` },
    { name: "twitter:image:alt", content: SOCIAL_CARD.alt },
    ...(noIndex ? [{ name: "robots", content: "noindex, nofollow" }] : []),
  ];
}

type RootMatch = { id: string; data?: unknown } | undefined;

/** The site's public origin, from the root loader's data. */
export function originFrom(matches: readonly RootMatch[]): string {
  const root = matches.find((match) => match?.id === "root")?.data as { origin?: string } | undefined;
  return root?.origin ?? "";
}

/** A route's meta function for a page whose title, description and path are fixed: the origin comes from the root. */
export function staticPageMeta(fields: Omit<PageMetaFields, "origin">) {
  return ({ matches }: { matches: readonly RootMatch[] }): MetaDescriptor[] => pageMeta({ ...fields, origin: originFrom(matches) });
}
