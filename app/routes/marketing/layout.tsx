import { Outlet, useLocation } from "react-router";
import { MobileCallBar } from "~/components/layout/mobile-call-bar";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { StaticHtml } from "~/first-load/static-html";
import { useOptionalUser } from "~/hooks/use-user";

/** The footer depends on nothing but the year in its copyright line: one key a year for its kept markup. */
const footerOfYear = new Map<number, object>();
function footerContent(year: number): object {
  let content = footerOfYear.get(year);
  if (!content) footerOfYear.set(year, (content = { year }));
  return content;
}

/** Public pages: navigation bar, page, footer and the mobile call bar. */
export default function MarketingLayout() {
  const user = useOptionalUser();
  const { pathname } = useLocation();
  const overlapsHeader = pathname === "/";
  return (
    <>
      <SiteHeader user={user} />
      <main id="main" tabIndex={-1} className={overlapsHeader ? "outline-none" : "pt-16 outline-none lg:pt-20"}>
        <Outlet />
      </main>
      {/* The same links on every page: kept as the server sent them, never hydrated. */}
      <StaticHtml content={footerContent(new Date().getFullYear())}>
        <SiteFooter />
      </StaticHtml>
      <MobileCallBar />
    </>
  );
}
