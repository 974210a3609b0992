/**
 * Query parameters that never change a page (ADR 051): what ad platforms, analytics and mail tools add to a link to
 * know which click it was. The page cache leaves them out of its key and renders the page without them, so that every
 * click of a campaign is one cached page; no loader reads them. The one reader is a lead form's action, which records
 * `utm_*` from the address the form was sent from (readLeadQuery): when the form was drawn from the cache, its
 * address is the one without them, and they come back from the page's address in the Referer
 * (withPageTrackingParameters).
 */

/** Parameters by exact name (compared in lower case). */
const TRACKING_NAMES = new Set([
  // Google Ads and Analytics
  "gclid",
  "gclsrc",
  "gbraid",
  "wbraid",
  "dclid",
  "gad_source",
  "gad_campaignid",
  "_ga",
  "_gl",
  "srsltid",
  // Meta, Microsoft, TikTok, LinkedIn, X, Pinterest, Snapchat, Yandex, Instagram
  "fbclid",
  "msclkid",
  "ttclid",
  "li_fat_id",
  "twclid",
  "epik",
  "sccid",
  "yclid",
  "igshid",
  // Mailchimp, HubSpot, Marketo, Klaviyo, Brevo
  "mc_cid",
  "mc_eid",
  "_hsenc",
  "_hsmi",
  "__hstc",
  "__hssc",
  "__hsfp",
  "hsctatracking",
  "mkt_tok",
  "_kx",
  "sib_id",
  // Ad servers' and affiliate networks' click ids
  "ef_id",
  "s_kwcid",
  "irclickid",
  "mkwid",
  "pcrid",
]);

/** Parameters by prefix: Google's and Matomo's campaign parameters. */
const TRACKING_PREFIXES = ["utm_", "mtm_", "pk_"];

/** Whether a query parameter, by its name, is only there to track a click. */
export function isTrackingParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return TRACKING_NAMES.has(lower) || TRACKING_PREFIXES.some((prefix) => lower.startsWith(prefix));
}

/** `params` without its tracking parameters, in their order. */
export function withoutTrackingParameters(params: Iterable<[string, string]>): [string, string][] {
  return [...params].filter(([name]) => !isTrackingParameter(name));
}

/**
 * The address a form was posted to, with the tracking parameters of the page it was on when the address carries
 * none: a page drawn from the cache sends its form to its address without them (a visitor's browser, before or
 * without scripts, posts to the address in the page), and the browser names the page it was on in the Referer (the
 * site's Referrer-Policy sends the whole address to the site itself). Only a Referer of this origin, for the same
 * page, is read.
 */
export function withPageTrackingParameters(url: URL, pagePath: string, referer: string | null): URL {
  if (!referer || [...url.searchParams.keys()].some(isTrackingParameter)) return url;
  let page: URL;
  try {
    page = new URL(referer);
  } catch {
    return url;
  }
  if (page.origin !== url.origin || page.pathname !== pagePath) return url;
  const tracking = [...page.searchParams].filter(([name]) => isTrackingParameter(name));
  if (tracking.length === 0) return url;
  const restored = new URL(url);
  for (const [name, value] of tracking) restored.searchParams.append(name, value);
  return restored;
}
