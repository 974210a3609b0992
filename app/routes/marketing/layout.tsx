import { useContext } from "react";
import { Outlet, useLocation } from "react-router";
import type { Route } from "./+types/layout";
import { MobileCallBar } from "~/components/layout/mobile-call-bar";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { StaticHtml } from "~/first-load/static-html";
import { useSiteFrame } from "~/hooks/use-site-frame";
import { useOptionalUser } from "~/hooks/use-user";
import { KeptJsonLd } from "~/components/json-ld";
import { requestOf } from "~/lib/runtime/request-context";
import { ServerChromeContext } from "~/lib/site-settings/chrome-context";
import { siteChrome } from "~/lib/site-settings/site-settings.server";
import type { SiteChrome } from "~/lib/site-settings/types";

/**
 * The footer's links, for a browser that draws this layout itself: after a client-side navigation into the public
 * pages (from the admin). A document's footer is drawn by the server from the root loader's reading and kept by the
 * browser as sent, so a document's answer is empty (ADR 066).
 */
export async function loader({ context }: Route.LoaderArgs) {
  return requestOf(context).dataRequest ? (await siteChrome()).footer : null;
}

/** The footer is never drawn again while the layout stays: its links are read once, when the layout is first drawn. */
export function shouldRevalidate() {
  return false;
}

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
export default function MarketingLayout({ loaderData }: Route.ComponentProps) {
  const user = useOptionalUser();
  const { pathname } = useLocation();
  const overlapsHeader = pathname === "/";
  const frame = useSiteFrame();
  // The chrome as the server read it, in the document's render on the server only.
  const chrome = useContext(ServerChromeContext);
  const footer = chrome?.footer ?? loaderData;
  return (
    <>
      <KeptJsonLd json={chrome?.organizationJsonLd} />
      <SiteHeader user={user} />
      <main id="main" tabIndex={-1} className={overlapsHeader ? "outline-none" : "pt-16 outline-none lg:pt-20"}>
        <Outlet />
      </main>
      {/* The same links on every page: kept as the server sent them, never hydrated. */}
      {frame ? (
        <StaticHtml content={chrome ? footerContent(chrome, new Date().getFullYear()) : undefined}>
          {footer ? <SiteFooter menus={footer} facts={frame.facts} /> : null}
        </StaticHtml>
      ) : null}
      {frame ? <MobileCallBar bar={frame.menus.callBar} facts={frame.facts} /> : null}
    </>
  );
}
