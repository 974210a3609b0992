/**
 * schema.org structured data for the marketing pages, as JSON safe to place
 * inside a <script type="application/ld+json"> element. Pure.
 */
import { site } from "~/content/site";
import type { MarketingPage } from "~/content/pages/types";

/** A service as its page's structured data describes it. */
export type ServiceOffer = {
  name: string;
  serviceType: string;
  /** The price range of an engagement, in whole units of `currency`. */
  price: { currency: string; min: number; max: number };
};

/** JSON that cannot end its <script> element early or break a line in old parsers. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** schema.org Service for a service page: the firm as provider, South Africa as the area served, the price in rand. */
export function serviceJsonLd(
  service: ServiceOffer,
  page: Pick<MarketingPage, "path" | "description">,
  origin: string,
): string {
  const url = `${origin}${page.path}`;
  return jsonLdText({
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    serviceType: service.serviceType,
    description: page.description,
    url,
    provider: { "@type": "Organization", name: site.name, legalName: site.legalName, url: origin },
    areaServed: { "@type": "Country", name: site.country },
    offers: {
      "@type": "Offer",
      url: `${origin}/contact`,
      priceCurrency: service.price.currency,
      priceSpecification: {
        "@type": "PriceSpecification",
        priceCurrency: service.price.currency,
        minPrice: service.price.min,
        maxPrice: service.price.max,
      },
    },
    inLanguage: site.locale,
  });
}
