/**
 * The site's footer. The marketing layout keeps it as the server sent it (StaticHtml, ADR 010), so a browser needs its
 * code (site-footer-content.tsx) only to draw it itself, and fetches it then (components/deferred.ts).
 */
export { SiteFooter } from "~/components/deferred";
