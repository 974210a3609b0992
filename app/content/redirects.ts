/**
 * Addresses linked from elsewhere that now live at another path: the redirects
 * an empty redirects table is seeded with (ADR 060), each answered with a
 * permanent redirect (301) that keeps the query string.
 */
export const legacyRedirects: Readonly<Record<string, string>> = {
  "/who-we-help/hospitality-retail": "/who-we-help/retail-and-hospitality",
  "/who-we-help/manufacturing-distribution": "/who-we-help/manufacturing",
  "/medical": "/who-we-help/medical",
  "/pages/Medical": "/who-we-help/medical",
};
