/**
 * Who is asking: `get*` returns null when nobody is signed in, `require*`
 * throws a redirect to /auth or a 403 response. The guard is the first line
 * of every protected loader and action.
 */
import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { db } from "~/db/client.server";
import { session as sessions, userRoles } from "~/db/schema";
import { accessDenied } from "~/content/admin-shell";
import { can, isStaffRole, type Permission, type StaffRole } from "./roles";
import { logger } from "../runtime/logger.server";
import { auth, services } from "../runtime/process-services.server";

export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean };

/**
 * The signed-in user and the session they asked with: its id and token (to tell "this device" among their sessions),
 * and whether the user has two-factor sign-in on.
 */
export type CurrentSession = { user: SessionUser; sessionId: string; token: string; twoFactor: boolean };

/**
 * Who is asking, and the cookies Better Auth set while answering: a refreshed session cookie (its sliding expiry, so
 * an active browser keeps it) or a cleared one (the session had ended). The root loader sends them on.
 *
 * The idle time is Better Auth's (session.expiresIn); the absolute maximum (SESSION_MAX_DAYS since signing in) is
 * enforced here: an older session is deleted and its holder is signed out (ADR 029).
 */
export async function readSession(request: Request, now = new Date()): Promise<{ current: CurrentSession | null; setCookies: string[] }> {
  // Most visitors have no session cookie: skip the lookup for them.
  if (!request.headers.get("cookie")?.includes("session_token")) return { current: null, setCookies: [] };
  try {
    const { headers, response } = await auth().api.getSession({ headers: request.headers, returnHeaders: true });
    const setCookies = headers.getSetCookie();
    if (!response) return { current: null, setCookies };
    const maxAgeMs = services().env.sessionMaxDays * 24 * 60 * 60 * 1000;
    if (now.getTime() - new Date(response.session.createdAt).getTime() >= maxAgeMs) {
      await db().delete(sessions).where(eq(sessions.id, response.session.id));
      return { current: null, setCookies: [] };
    }
    const { id, email, name, emailVerified } = response.user;
    const twoFactor = (response.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled === true;
    return { current: { user: { id, email, name, emailVerified }, sessionId: response.session.id, token: response.session.token, twoFactor }, setCookies };
  } catch (error) {
    logger.error({ err: error }, "could not read the session");
    return { current: null, setCookies: [] };
  }
}

export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  return (await readSession(request)).current?.user ?? null;
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

/** The signed-in user and their session; redirects the signed-out to /auth, back to this page afterwards. */
async function requireSession(request: Request): Promise<CurrentSession> {
  const { current } = await readSession(request);
  if (!current) {
    const url = new URL(request.url);
    const redirectTo = `${url.pathname}${url.search}`;
    throw redirect(`/auth?redirectTo=${encodeURIComponent(redirectTo)}`);
  }
  return current;
}

export async function requireUser(request: Request): Promise<SessionUser> {
  return (await requireSession(request)).user;
}

export type StaffUser = SessionUser & { role: StaffRole };

/** Where a member of staff turns on two-factor sign-in: the one admin page an admin without it may reach (ADR 030). */
export const ENROLMENT_PATH = "/admin/security";

/**
 * The signed-in member of staff whose role may do this (roles.ts); redirects the signed-out to /auth and answers
 * 403 to everyone else: a user who is not staff, or whose role may not. An admin without two-factor sign-in is sent
 * to turn it on from every admin page but that one.
 */
export async function requireStaff(request: Request, permission: Permission): Promise<StaffUser> {
  return (await requireStaffSession(request, permission)).staff;
}

/** As requireStaff, with the id of the session asking (the "This device" of the sessions page). */
export async function requireStaffSession(request: Request, permission: Permission): Promise<{ staff: StaffUser; sessionId: string }> {
  const { user, sessionId, twoFactor } = await requireSession(request);
  const role = await staffRoleOf(user.id);
  if (!role || !can(role, permission)) {
    throw data({ message: accessDenied.body }, { status: 403 });
  }
  if (role === "admin" && !twoFactor && new URL(request.url).pathname.replace(/\.data$/, "") !== ENROLMENT_PATH) {
    throw redirect(ENROLMENT_PATH);
  }
  return { staff: { ...user, role }, sessionId };
}
