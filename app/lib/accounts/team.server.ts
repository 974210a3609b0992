/**
 * The staff: who holds which role, invitations to join (a link sent through the outbox that works once and expires
 * after 72 hours), changing a role and removing access (which ends the person's sessions at once). The last admin
 * can be neither demoted nor removed. Every change is audited in its own transaction (ADR 028).
 */
import crypto from "node:crypto";
import { and, asc, count, eq, gt, isNull } from "drizzle-orm";
import { hashPassword } from "better-auth/crypto";
import { sha256 } from "../runtime/sha256.server";
import { db, type Queryable } from "~/db/client.server";
import { account, session, staffInvitations, user, userRoles } from "~/db/schema";
import { acceptInvitationPage, teamMessages } from "~/content/admin-team";
import { recordAudit } from "../audit/audit.server";
import { TEAM_AUDIT_ACTIONS } from "../audit/audit-actions";
import { enqueueEmail } from "../runtime/outbox.server";
import { invitationMessage } from "./account-emails";
import { grantStaffRole } from "./accounts.server";
import { isStaffRole, type StaffRole } from "./roles";

export const INVITATION_HOURS = 72;
/** Where an invitation's link leads: the page that sets a password and signs the invited person in. */
const ACCEPT_INVITATION_PATH = acceptInvitationPage.path;

/** The address a setup link's invitation holds until its holder names their own. */
const SETUP_ADDRESS = "";

type Actor = { id: string };
export type TeamMember = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  since: Date;
  sessions: number;
  twoFactor: boolean;
};
export type PendingInvitation = {
  id: string;
  email: string;
  role: StaffRole;
  expiresAt: Date;
  invitedBy: string | null;
};
export type TeamResult = { ok: true } | { ok: false; status: number; message: string };

/** An invitation whose link still works: neither accepted nor withdrawn, and not past its expiry. */
const stillWaiting = (now: Date) =>
  and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt), gt(staffInvitations.expiresAt, now));

/** Every member of staff, by email, with how many sessions each has open; and the invitations still waiting. */
export async function listTeam(now = new Date()): Promise<{ members: TeamMember[]; invitations: PendingInvitation[] }> {
  const [members, invitations] = await Promise.all([
    db()
      .select({
        id: user.id,
        email: user.email,
        name: user.name,
        role: userRoles.role,
        since: userRoles.createdAt,
        sessions: count(session.id),
        twoFactor: user.twoFactorEnabled,
      })
      .from(userRoles)
      .innerJoin(user, eq(user.id, userRoles.userId))
      .leftJoin(session, and(eq(session.userId, user.id), gt(session.expiresAt, now)))
      .groupBy(user.id, user.email, user.name, userRoles.role, userRoles.createdAt, user.twoFactorEnabled)
      .orderBy(asc(user.email)),
    db()
      .select({
        id: staffInvitations.id,
        email: staffInvitations.email,
        role: staffInvitations.role,
        expiresAt: staffInvitations.expiresAt,
        invitedBy: user.email,
      })
      .from(staffInvitations)
      .leftJoin(user, eq(user.id, staffInvitations.invitedBy))
      .where(stillWaiting(now))
      .orderBy(asc(staffInvitations.email)),
  ]);
  return {
    members: members.flatMap((member) =>
      isStaffRole(member.role) ? [{ ...member, role: member.role, twoFactor: member.twoFactor === true }] : [],
    ),
    invitations: invitations.filter((invitation): invitation is PendingInvitation => isStaffRole(invitation.role)),
  };
}

/**
 * Invites `email` to join with `role`: a new single-use link, emailed through the outbox in the same transaction.
 * An invitation still waiting for the same address is replaced (its link stops working). Refused for someone who is
 * already staff.
 */
export async function inviteMember(
  actor: Actor,
  input: { email: string; role: StaffRole },
  options: { publicUrl: string; ip?: string | null; now?: Date },
): Promise<TeamResult> {
  const now = options.now ?? new Date();
  return db().transaction(async (tx) => {
    const [existing] = await tx
      .select({ role: userRoles.role })
      .from(user)
      .innerJoin(userRoles, eq(userRoles.userId, user.id))
      .where(eq(user.email, input.email))
      .limit(1);
    if (existing) return { ok: false, status: 409, message: teamMessages.alreadyStaff };
    await tx
      .update(staffInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(staffInvitations.email, input.email),
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.revokedAt),
        ),
      );
    const { token, id } = await createInvitation(tx, { ...input, invitedBy: actor.id, now });
    const inviter = await tx.select({ name: user.name }).from(user).where(eq(user.id, actor.id)).limit(1);
    await enqueueEmail(tx, {
      to: input.email,
      ...invitationMessage(
        `${options.publicUrl}${ACCEPT_INVITATION_PATH}?token=${token}`,
        input.role,
        inviter[0]?.name ?? null,
      ),
    });
    await recordAudit(tx, {
      action: TEAM_AUDIT_ACTIONS.invited,
      resourceType: "staff_invitation",
      resourceId: id,
      details: { email: input.email, role: input.role },
      userId: actor.id,
      ip: options.ip ?? null,
    });
    return { ok: true };
  });
}

async function createInvitation(
  tx: Queryable,
  input: { email: string; role: StaffRole; invitedBy: string | null; now: Date },
): Promise<{ token: string; id: string }> {
  const token = crypto.randomBytes(32).toString("base64url");
  const [row] = await tx
    .insert(staffInvitations)
    .values({
      email: input.email,
      role: input.role,
      tokenHash: sha256(token),
      invitedBy: input.invitedBy,
      createdAt: input.now,
      expiresAt: new Date(input.now.getTime() + INVITATION_HOURS * 60 * 60 * 1000),
    })
    .returning({ id: staffInvitations.id });
  return { token, id: row.id };
}

/** Withdraws an invitation still waiting: its link stops working. False when there is none to withdraw. */
export async function revokeInvitation(
  actor: Actor,
  id: string,
  options: { ip?: string | null; now?: Date } = {},
): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [revoked] = await tx
      .update(staffInvitations)
      .set({ revokedAt: options.now ?? new Date() })
      .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)))
      .returning({ email: staffInvitations.email, role: staffInvitations.role });
    if (!revoked) return false;
    await recordAudit(tx, {
      action: TEAM_AUDIT_ACTIONS.invitationRevoked,
      resourceType: "staff_invitation",
      resourceId: id,
      details: { email: revoked.email, role: revoked.role },
      userId: actor.id,
      ip: options.ip ?? null,
    });
    return true;
  });
}

/**
 * Takes the lock on the admins' rows and answers whether `userId` is the only admin: the check and the change after
 * it are one step, so two admins demoting each other at once cannot leave none.
 */
async function isLastAdmin(tx: Queryable, userId: string): Promise<boolean> {
  const admins = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, "admin"))
    .for("update");
  return admins.length === 1 && admins[0].userId === userId;
}

/** Gives a member of staff another role. Refused for someone who is not staff, and for the last admin. */
export async function changeRole(
  actor: Actor,
  userId: string,
  role: StaffRole,
  options: { ip?: string | null } = {},
): Promise<TeamResult> {
  return db().transaction(async (tx) => {
    const [current] = await tx
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, userId))
      .for("update");
    if (!current) return { ok: false, status: 404, message: teamMessages.memberGone };
    if (current.role === role) return { ok: true };
    if (current.role === "admin" && (await isLastAdmin(tx, userId)))
      return { ok: false, status: 409, message: teamMessages.lastAdmin };
    await grantStaffRole(tx, { userId, role, via: "team", actorId: actor.id, ip: options.ip ?? null });
    return { ok: true };
  });
}

/**
 * Removes a member's access: their role goes, and every session they have ends at once (their next request is
 * signed out). Their account stays, as does everything they did. Refused for the last admin.
 */
export async function removeAccess(
  actor: Actor,
  userId: string,
  options: { ip?: string | null } = {},
): Promise<TeamResult> {
  return db().transaction(async (tx) => {
    const [current] = await tx
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, userId))
      .for("update");
    if (!current) return { ok: false, status: 404, message: teamMessages.memberGone };
    if (current.role === "admin" && (await isLastAdmin(tx, userId)))
      return { ok: false, status: 409, message: teamMessages.lastAdmin };
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    const ended = await tx.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
    await recordAudit(tx, {
      action: TEAM_AUDIT_ACTIONS.accessRemoved,
      resourceType: "user",
      resourceId: userId,
      details: { role: current.role, sessionsEnded: ended.length },
      userId: actor.id,
      ip: options.ip ?? null,
    });
    return { ok: true };
  });
}

/** The invitation a link's token names, while it still works (not used, withdrawn or expired); null otherwise. */
export async function findInvitation(
  token: string,
  now = new Date(),
): Promise<{ id: string; email: string; role: StaffRole; setup: boolean } | null> {
  if (!token) return null;
  const [row] = await db()
    .select({ id: staffInvitations.id, email: staffInvitations.email, role: staffInvitations.role })
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tokenHash, sha256(token)), stillWaiting(now)))
    .limit(1);
  if (!row || !isStaffRole(row.role)) return null;
  const setup = row.email === SETUP_ADDRESS;
  // A setup link works only while there is no admin.
  if (setup && (await hasAdmin(db()))) return null;
  return { id: row.id, email: row.email, role: row.role, setup };
}

/**
 * Accepts an invitation: uses up its link, creates the invited person's account with this password (or sets the
 * password of the account they already have: the link proves they read the address's mail, as a reset link does),
 * marks the address verified and gives the role. A setup link's holder names their own address (`email`). Null when
 * the link no longer works.
 */
export async function acceptInvitation(
  token: string,
  input: { name: string; password: string; email?: string },
  options: { ip?: string | null; now?: Date } = {},
): Promise<{ userId: string; email: string; role: StaffRole } | null> {
  const now = options.now ?? new Date();
  const passwordHash = await hashPassword(input.password);
  return db().transaction(async (tx) => {
    const [invitation] = await tx
      .update(staffInvitations)
      .set({ acceptedAt: now })
      .where(and(eq(staffInvitations.tokenHash, sha256(token)), stillWaiting(now)))
      .returning({
        id: staffInvitations.id,
        email: staffInvitations.email,
        role: staffInvitations.role,
        invitedBy: staffInvitations.invitedBy,
      });
    if (!invitation || !isStaffRole(invitation.role)) return null;
    if (invitation.email === SETUP_ADDRESS && (await hasAdmin(tx))) return null;
    const email = invitation.email === SETUP_ADDRESS ? (input.email ?? "") : invitation.email;
    if (!email) throw new Error("a setup link needs the address of the first admin");
    const [existing] = await tx.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
    const userId = existing?.id ?? crypto.randomUUID();
    if (existing) {
      await tx.update(user).set({ name: input.name, emailVerified: true, updatedAt: now }).where(eq(user.id, userId));
      const updated = await tx
        .update(account)
        .set({ password: passwordHash, updatedAt: now })
        .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
        .returning({ id: account.id });
      if (updated.length === 0) {
        await tx.insert(account).values({
          id: crypto.randomUUID(),
          accountId: userId,
          providerId: "credential",
          userId,
          password: passwordHash,
        });
      }
      // A new password ends the sessions the account had, as a password reset does.
      await tx.delete(session).where(eq(session.userId, userId));
    } else {
      await tx
        .insert(user)
        .values({ id: userId, email, name: input.name, emailVerified: true, createdAt: now, updatedAt: now });
      await tx.insert(account).values({
        id: crypto.randomUUID(),
        accountId: userId,
        providerId: "credential",
        userId,
        password: passwordHash,
      });
    }
    await grantStaffRole(tx, {
      userId,
      role: invitation.role,
      via: "invitation",
      created: !existing,
      actorId: userId,
      ip: options.ip ?? null,
    });
    await recordAudit(tx, {
      action: TEAM_AUDIT_ACTIONS.invitationAccepted,
      resourceType: "staff_invitation",
      resourceId: invitation.id,
      details: {
        email,
        role: invitation.role,
        invitedBy: invitation.invitedBy,
        setup: invitation.email === SETUP_ADDRESS,
      },
      userId,
      ip: options.ip ?? null,
    });
    return { userId, email, role: invitation.role };
  });
}

/**
 * The setup link of a fresh install: while no one holds the admin role, a new link that makes its holder the first
 * admin (an invitation with no inviter and no address yet: the holder chooses it). Null once there is an admin. Each
 * server process makes its own at start-up; all of them stop working once there is an admin.
 */
export async function createSetupLink(publicUrl: string, now = new Date()): Promise<string | null> {
  return db().transaction(async (tx) => {
    if (await hasAdmin(tx)) return null;
    const { token } = await createInvitation(tx, { email: SETUP_ADDRESS, role: "admin", invitedBy: null, now });
    return `${publicUrl}${ACCEPT_INVITATION_PATH}?token=${token}`;
  });
}

async function hasAdmin(q: Queryable): Promise<boolean> {
  const [{ admins }] = await q.select({ admins: count() }).from(userRoles).where(eq(userRoles.role, "admin"));
  return admins > 0;
}
