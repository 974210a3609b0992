import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";

/** Title, description, canonical URL and Open Graph / Twitter tags for a page. */
export function pageMeta({
  title,
  description,
  path,
  origin,
  type = "website",
  noIndex = false,
}: {
  title: string;
  description: string;
  path: string;
  origin: string;
  type?: "website" | "article";
  noIndex?: boolean;
}): MetaDescriptor[] {
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
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    ...(noIndex ? [{ name: "robots", content: "noindex, nofollow" }] : []),
  ];
}

type RootMatch = { id: string; data?: unknown } | undefined;

/** The site's public origin, from the root loader's data. */
export function originFrom(matches: readonly RootMatch[]): string {
  const root = matches.find((match) => match?.id === "root")?.data as { origin?: string } | undefined;
  return root?.origin ?? "";
}
