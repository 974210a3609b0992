import { useRouteLoaderData } from "react-router";
import { can, type Permission } from "~/lib/accounts/roles";
import type { loader as adminLayoutLoader } from "~/routes/admin/layout";

/**
 * Whether the signed-in member of staff may do this, from the admin layout's loader: what an admin page shows.
 * The server checks it again in each loader and action (requireStaff).
 */
export function useStaffCan(permission: Permission): boolean {
  return can(useRouteLoaderData<typeof adminLayoutLoader>("routes/admin/layout")?.role, permission);
}
