import { Outlet, useLocation } from "react-router";
import { MobileCallBar } from "~/components/layout/mobile-call-bar";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { StaticHtml } from "~/first-load/static-html";
import { useSiteChrome } from "~/hooks/use-site-chrome";
import { useOptionalUser } from "~/hooks/use-user";
import { JsonLd } from "~/components/json-ld";
import type { SiteChrome } from "~/lib/site-settings/types";

/**
 * The footer depends on nothing but the menus and facts (one object until they change) and the year in its copyright
 * line: one key for each for its kept markup.
 */
const footerOf = new WeakMap<SiteChrome, Map<number, object>>();
function footerContent(chrome: SiteChrome, year: number): object {
  let ofYear = footerOf.get(chrome);
  if (!ofYear) footerOf.set(chrome, (ofYear = new Map()));
  let content = ofYear.get(year);
  if (!content) ofYear.set(year, (content = { year }));
  return content;
}

/** Public pages: navigation bar, page, footer and the mobile call bar. */
export default function MarketingLayout() {
  const user = useOptionalUser();
  const { pathname } = useLocation();
  const overlapsHeader = pathname === "/";
  const chrome = useSiteChrome();
  return (
    <>
      {chrome ? <JsonLd json={chrome.organizationJsonLd} /> : null}
      <SiteHeader user={user} />
      <main id="main" tabIndex={-1} className={overlapsHeader ? "outline-none" : "pt-16 outline-none lg:pt-20"}>
        <Outlet />
      </main>
      {/* The same links on every page: kept as the server sent them, never hydrated. */}
      {chrome ? (
        <StaticHtml content={footerContent(chrome, new Date().getFullYear())}>
          <SiteFooter menus={chrome.menus} facts={chrome.facts} />
        </StaticHtml>
      ) : null}
      {chrome ? <MobileCallBar bar={chrome.menus.callBar} facts={chrome.facts} /> : null}
    </>
  );
}
