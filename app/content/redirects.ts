/**
 * Addresses linked from elsewhere that now live at another path: each is
 * answered with a permanent redirect (301) that keeps the query string.
 */
export const legacyRedirects: Readonly<Record<string, string>> = {
  "/who-we-help/hospitality-retail": "/who-we-help/retail-and-hospitality",
  "/who-we-help/manufacturing-distribution": "/who-we-help/manufacturing",
  "/medical": "/who-we-help/medical",
  "/pages/Medical": "/who-we-help/medical",
};

/** Where a legacy path now lives (matched as the router matches: any case, trailing slash or not); null for any other path. */
export function redirectTarget(pathname: string): string | null {
  const path = pathname.replace(/(.)\/+$/, "$1").toLowerCase();
  const entry = Object.entries(legacyRedirects).find(([from]) => from.toLowerCase() === path);
  return entry ? entry[1] : null;
}
