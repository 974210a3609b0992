import { describe, expect, test } from "vitest";
import { smartSystemsPage, smartSystemsService } from "~/content/pages/smart-systems-and-ai";
import { jsonLdText, serviceJsonLd } from "~/lib/pages/structured-data";

describe("JSON-LD text", () => {
  test("cannot close its script element or break a line", () => {
    const text = jsonLdText({ name: "</script><script>alert(1)</script>", note: "a\u2028b\u2029c" });
    expect(text).not.toContain("<");
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>", note: "a\u2028b\u2029c" });
  });
});

describe("the Smart Systems and AI service", () => {
  const data = JSON.parse(serviceJsonLd(smartSystemsService, smartSystemsPage, "https://www.kestreladvisory.co.za"));

  test("is a schema.org Service provided by the firm, at the page's address", () => {
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("Service");
    expect(data.name).toBe("Smart Systems & AI");
    expect(data.url).toBe("https://www.kestreladvisory.co.za/services/smart-systems-and-ai");
    expect(data.description).toBe(smartSystemsPage.description);
    expect(data.provider).toMatchObject({
      "@type": "Organization",
      name: "Kestrel Advisory",
      url: "https://www.kestreladvisory.co.za",
    });
  });

  test("serves South Africa, priced in rand", () => {
    expect(data.areaServed).toEqual({ "@type": "Country", name: "South Africa" });
    expect(data.offers.priceCurrency).toBe("ZAR");
    expect(data.offers.priceSpecification).toEqual({
      "@type": "PriceSpecification",
      priceCurrency: "ZAR",
      minPrice: 15000,
      maxPrice: 85000,
    });
  });
});
