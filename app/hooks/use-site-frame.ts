import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import type { SiteFrame } from "~/lib/site-settings/types";

/** The menus and facts the public pages' frame draws in the browser, as the root loader read them (ADR 061, 066). */
export function useSiteFrame(): SiteFrame | null {
  return useRouteLoaderData<typeof rootLoader>("root")?.frame ?? null;
}
