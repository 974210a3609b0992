/**
 * Who is asking: `get*` returns null when nobody is signed in, `require*`
 * throws a redirect to /auth or a 403 response. The guard is the first line
 * of every protected loader and action.
 */
import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { db } from "~/db/client.server";
import { userRoles } from "~/db/schema";
import { accessDenied } from "~/content/admin-shell";
import { can, isStaffRole, type Permission, type StaffRole } from "./roles";
import { logger } from "../runtime/logger.server";
import { auth } from "../runtime/process-services.server";

export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean };

export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  // Most visitors have no session cookie: skip the lookup for them.
  if (!request.headers.get("cookie")?.includes("session_token")) return null;
  try {
    const session = await auth().api.getSession({ headers: request.headers });
    if (!session) return null;
    const { id, email, name, emailVerified } = session.user;
    return { id, email, name, emailVerified };
  } catch (error) {
    logger.error({ err: error }, "could not read the session");
    return null;
  }
}

/** The user's staff role, or null for a user who is not staff; null (and logged) if the check fails. */
export async function staffRoleOf(userId: string): Promise<StaffRole | null> {
  try {
    const [row] = await db().select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)).limit(1);
    return isStaffRole(row?.role) ? row.role : null;
  } catch (error) {
    logger.error({ err: error }, "role check failed; treating the user as not staff");
    return null;
  }
}

export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) {
    const url = new URL(request.url);
    const redirectTo = `${url.pathname}${url.search}`;
    throw redirect(`/auth?redirectTo=${encodeURIComponent(redirectTo)}`);
  }
  return user;
}

export type StaffUser = SessionUser & { role: StaffRole };

/**
 * The signed-in member of staff whose role may do this (roles.ts); redirects the signed-out to /auth and answers
 * 403 to everyone else: a user who is not staff, or whose role may not.
 */
export async function requireStaff(request: Request, permission: Permission): Promise<StaffUser> {
  const user = await requireUser(request);
  const role = await staffRoleOf(user.id);
  if (!role || !can(role, permission)) {
    throw data({ message: accessDenied.body }, { status: 403 });
  }
  return { ...user, role };
}
