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
import { pageUrl } from "~/lib/runtime/page-url";

export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean };

/**
 * The signed-in user and the session they asked with: its id and token (to tell "this device" among their sessions),
 * whether this session was signed in with a second factor, and whether the account has two-factor sign-in on. Only
 * the first says what this session may do: a session signed in with the password alone stays so after the account
 * turns two-factor on elsewhere (ADR 040).
 */
export type CurrentSession = {
  user: SessionUser;
  sessionId: string;
  token: string;
  secondFactor: boolean;
  twoFactorOn: boolean;
};

/**
 * Who is asking, and the cookies Better Auth set while answering: a refreshed session cookie (its sliding expiry, so
 * an active browser keeps it) or a cleared one (the session had ended). The root loader sends them on.
 *
 * The idle time is Better Auth's (session.expiresIn); the absolute maximum (SESSION_MAX_DAYS since signing in) is
 * enforced here: an older session is deleted and its holder is signed out (ADR 029).
 */
export async function readSession(
  request: Request,
  now = new Date(),
): Promise<{ current: CurrentSession | null; setCookies: string[] }> {
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
    const twoFactorOn = (response.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled === true;
    const secondFactor = (response.session as { secondFactorAt?: Date | string | null }).secondFactorAt != null;
    const { id: sessionId, token } = response.session;
    return {
      current: { user: { id, email, name, emailVerified }, sessionId, token, secondFactor, twoFactorOn },
      setCookies,
    };
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
    const [row] = await db()
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, userId))
      .limit(1);
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
    const url = pageUrl(request);
    const redirectTo = `${url.pathname}${url.search}`;
    throw redirect(`/auth?redirectTo=${encodeURIComponent(redirectTo)}`);
  }
  return current;
}

export async function requireUser(request: Request): Promise<SessionUser> {
  return (await requireSession(request)).user;
}

export type StaffUser = SessionUser & { role: StaffRole };

/**
 * Where a member of staff turns on two-factor sign-in: the one admin page an admin session without a second factor
 * may reach, and there only to turn it on or to sign in again with the code (ADR 030, ADR 040).
 */
export const ENROLMENT_PATH = "/admin/security";

/**
 * The signed-in member of staff whose role may do this (roles.ts); redirects the signed-out to /auth and answers
 * 403 to everyone else: a user who is not staff, or whose role may not. An admin whose session did not pass a second
 * factor is sent to the enrolment page from every admin page but that one, whether or not the account has two-factor
 * sign-in on: the account's flag is never what lets a session in.
 */
export async function requireStaff(request: Request, permission: Permission): Promise<StaffUser> {
  return (await requireStaffSession(request, permission)).staff;
}

export type StaffSession = {
  staff: StaffUser;
  sessionId: string;
  /** This session passed a second factor. */
  secondFactor: boolean;
  /** The account has two-factor sign-in on. */
  twoFactorOn: boolean;
  /** An admin's session without a second factor (or whose account has none): it sees the enrolment page only. */
  locked: boolean;
};

/** As requireStaff, with the session asking: its id (the "This device" of the sessions page) and its second factor. */
export async function requireStaffSession(request: Request, permission: Permission): Promise<StaffSession> {
  const { user, sessionId, secondFactor, twoFactorOn } = await requireSession(request);
  const role = await staffRoleOf(user.id);
  if (!role || !can(role, permission)) {
    throw data({ message: accessDenied.body }, { status: 403 });
  }
  // The flag too: a session kept from before an admin's reset of the account's factor has no factor left to stand on.
  const locked = role === "admin" && !(secondFactor && twoFactorOn);
  if (locked && pageUrl(request).pathname !== ENROLMENT_PATH) {
    throw redirect(ENROLMENT_PATH);
  }
  return { staff: { ...user, role }, sessionId, secondFactor, twoFactorOn, locked };
}
