/**
 * Who is asking: `get*` returns null when nobody is signed in, `require*`
 * throws a redirect to /auth or a 403 response. The guard is the first line
 * of every protected loader and action.
 */
import { and, eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { db } from "~/db/client.server";
import { userRoles } from "~/db/schema";
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

/** Whether the user holds the admin role; false (and logged) if the check fails. */
export async function isAdmin(userId: string): Promise<boolean> {
  try {
    const rows = await db()
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")))
      .limit(1);
    return rows.length > 0;
  } catch (error) {
    logger.error({ err: error }, "admin check failed; treating the user as non-admin");
    return false;
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

/** The signed-in admin; redirects the signed-out to /auth and answers 403 to everyone else. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!(await isAdmin(user.id))) {
    throw data({ message: "You don't have permission to access this page." }, { status: 403 });
  }
  return user;
}
