/**
 * Site-wide structured data (ADR 061): the firm as a schema.org Organization, from the site facts, on every public
 * page; and a page's breadcrumbs as a BreadcrumbList. As JSON safe inside a <script> element. Pure.
 */
import { site } from "~/content/site";
import type { PageLink } from "~/content/pages/types";
import type { SiteFacts } from "~/lib/site-settings/types";
import { jsonLdText } from "./structured-data";

/** schema.org Organization for the firm: its names, address, logo, contact details and social profiles. */
export function organizationJsonLd(facts: SiteFacts, origin: string): string {
  return jsonLdText({
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: site.name,
    legalName: site.legalName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    description: site.description,
    email: facts.email,
    ...(facts.phone ? { telephone: facts.phone.e164 } : {}),
    address: {
      "@type": "PostalAddress",
      // The country alone is said by addressCountry.
      ...(facts.address && facts.address !== site.country ? { streetAddress: facts.address } : {}),
      addressCountry: "ZA",
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      email: facts.email,
      ...(facts.phone ? { telephone: facts.phone.e164 } : {}),
      areaServed: "ZA",
      availableLanguage: "en",
    },
    sameAs: site.social.map((social) => social.href),
  });
}

/**
 * schema.org BreadcrumbList of a page's trail (Home first, the page itself last), its internal links made absolute;
 * null when the page has no trail.
 */
export function breadcrumbJsonLd(breadcrumbs: readonly PageLink[] | undefined, origin: string): string | null {
  if (!breadcrumbs || breadcrumbs.length === 0) return null;
  return jsonLdText({
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: breadcrumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: crumb.href.startsWith("/") ? `${origin}${crumb.href === "/" ? "/" : crumb.href}` : crumb.href,
    })),
  });
}
