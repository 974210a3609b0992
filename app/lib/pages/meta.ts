import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";

/** The picture link previews show for every page (drawn by scripts/generate-social-card.ts). */
export const SOCIAL_CARD = {
  path: "/media/social-card.jpg",
  width: 1200,
  height: 630,
  alt: "Kestrel Advisory: a business that runs well, grows steadily and doesn't depend on you",
} as const;

/** A picture for link previews: an absolute address or a path on this site, its size and its description. */
export type SocialImage = { url: string; width?: number; height?: number; alt: string };

export type PageMetaFields = {
  title: string;
  description: string;
  path: string;
  origin: string;
  type?: "website" | "article";
  noIndex?: boolean;
  /** the page's own preview picture (a post's featured image); the site's card by default */
  image?: SocialImage;
};

/** Title, description, canonical URL and Open Graph / Twitter tags (with the site's card picture) for a page. */
export function pageMeta({
  title,
  description,
  path,
  origin,
  type = "website",
  noIndex = false,
  image,
}: PageMetaFields): MetaDescriptor[] {
  const fullTitle = title === site.name ? title : `${title} | ${site.name}`;
  const url = `${origin}${path}`;
  const picture = image ?? { ...SOCIAL_CARD, url: SOCIAL_CARD.path };
  const pictureUrl = /^https?:\/\//.test(picture.url) ? picture.url : `${origin}${picture.url}`;
  // A decorative picture has no description to give.
  const pictureAlt = picture.alt
    ? [
        { property: "og:image:alt", content: picture.alt },
        { name: "twitter:image:alt", content: picture.alt },
      ]
    : [];
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
    { property: "og:image", content: pictureUrl },
    // An outside picture's size is not known: link previews measure it themselves.
    ...(picture.width && picture.height
      ? [
          { property: "og:image:width", content: String(picture.width) },
          { property: "og:image:height", content: String(picture.height) },
        ]
      : []),
    ...pictureAlt.slice(0, 1),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: pictureUrl },
    ...pictureAlt.slice(1),
    ...(noIndex ? [{ name: "robots", content: "noindex, nofollow" }] : []),
  ];
}

type RootMatch = { id: string; loaderData?: unknown } | undefined;

/** The site's public origin, from the root loader's data. */
export function originFrom(matches: readonly RootMatch[]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? "";
}

/** A route's meta function for a page whose title, description and path are fixed: the origin comes from the root. */
export function staticPageMeta(fields: Omit<PageMetaFields, "origin">) {
  return ({ matches }: { matches: readonly RootMatch[] }): MetaDescriptor[] =>
    pageMeta({ ...fields, origin: originFrom(matches) });
}
