import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import type { SiteChrome } from "~/lib/site-settings/types";

/** The menus and facts the public pages' frame shows, as the root loader read them (ADR 061). */
export function useSiteChrome(): SiteChrome | null {
  return useRouteLoaderData<typeof rootLoader>("root")?.chrome ?? null;
}
