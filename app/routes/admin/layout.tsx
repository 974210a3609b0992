import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import type { Route } from "./+types/layout";
import { AdminShell } from "~/components/layout/admin-shell";
import "~/admin.css";
import { ButtonLink } from "~/components/ui/button";
import { accessDenied, adminShell } from "~/content/admin-shell";
import { requireStaffSession } from "~/lib/accounts/session.server";
import { can } from "~/lib/accounts/roles";
import { leadViewCounts } from "~/lib/leads/lead-queues.server";
import { logger } from "~/lib/runtime/logger.server";

export const meta: Route.MetaFunction = () => [
  { title: adminShell.title },
  { name: "robots", content: "noindex, nofollow" },
];

export function headers() {
  return { "Cache-Control": "no-store" };
}

/**
 * The frame: who is signed in, the sections and the work queues' counts. An admin session without a second factor
 * (it can reach only the enrolment page) gets none of the admin: no sections and no counts (ADR 040).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { staff, locked } = await requireStaffSession(request, "admin");
  const leadCounts = !locked && can(staff.role, "leads") ? await countsOrNothing(staff.id) : null;
  return { email: staff.email, role: staff.role, locked, leadCounts };
}

/** The work queues' counts for the navigation; a failure to count leaves them out rather than failing every page. */
async function countsOrNothing(userId: string) {
  try {
    return await leadViewCounts({ userId, now: new Date() });
  } catch (error) {
    logger.error({ err: error }, "could not count the leads' work queues");
    return null;
  }
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell
      email={loaderData.email}
      role={loaderData.role}
      leadCounts={loaderData.leadCounts}
      locked={loaderData.locked}
    >
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-sand px-6 text-center">
        <title>{accessDenied.title}</title>
        <h1 className="font-display text-3xl font-semibold text-brand-900">{accessDenied.heading}</h1>
        <p className="text-muted">{accessDenied.body}</p>
        <ButtonLink to="/">{accessDenied.home}</ButtonLink>
      </main>
    );
  }
  throw error;
}
