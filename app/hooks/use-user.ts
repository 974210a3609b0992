import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

/** The signed-in user as the root loader found them, or null. */
export function useOptionalUser() {
  return useRouteLoaderData<typeof rootLoader>("root")?.user ?? null;
}
