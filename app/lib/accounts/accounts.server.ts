/** Account administration outside the sign-up flow: the first admin, promotions. */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { hashPassword } from "better-auth/crypto";
import type { Database, Queryable } from "~/db/client.server";
import { account, user, userRoles } from "~/db/schema";
import { recordAudit } from "../audit/audit.server";
import { EmailSchema, NewPasswordSchema } from "./auth-schemas";
import type { StaffRole } from "./roles";

/** Whether an account with this email exists (for tools, never for visitors' messages). */
export async function accountExists(db: Database, email: string): Promise<boolean> {
  const rows = await db.select({ id: user.id }).from(user).where(eq(user.email, email.trim().toLowerCase())).limit(1);
  return rows.length > 0;
}

export type AdminResult = { userId: string; created: boolean; alreadyAdmin: boolean };

/**
 * Creates a verified admin with this email and password, or, when the
 * account exists, verifies it and grants the admin role (its password is
 * left unchanged). Throws with a readable message on invalid input.
 */
export async function createOrPromoteAdmin(
  db: Database,
  input: { email: string; password?: string },
): Promise<AdminResult> {
  const email = EmailSchema.safeParse(input.email);
  if (!email.success) throw new Error(`Invalid email: ${email.error.issues[0]?.message}`);

  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(user).where(eq(user.email, email.data)).limit(1);
    let userId: string;
    let created = false;
    if (existing) {
      userId = existing.id;
      if (!existing.emailVerified) await tx.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
    } else {
      const password = NewPasswordSchema.safeParse(input.password ?? "");
      if (!password.success) throw new Error(`Invalid password: ${password.error.issues[0]?.message}`);
      userId = crypto.randomUUID();
      created = true;
      await tx
        .insert(user)
        .values({ id: userId, email: email.data, name: email.data.split("@")[0], emailVerified: true });
      await tx.insert(account).values({
        id: crypto.randomUUID(),
        accountId: userId,
        providerId: "credential",
        userId,
        password: await hashPassword(password.data),
      });
    }
    const granted = await grantStaffRole(tx, { userId, role: "admin", via: "admin:create", created });
    return { userId, created, alreadyAdmin: !granted };
  });
}

/**
 * Gives the user this staff role in place of any they held, audited (with the role before) when it changes.
 * False when they already held it. Run it in the transaction of the change it belongs to.
 */
export async function grantStaffRole(
  tx: Queryable,
  input: {
    userId: string;
    role: StaffRole;
    via: string;
    created?: boolean;
    actorId?: string | null;
    ip?: string | null;
  },
): Promise<boolean> {
  const [current] = await tx
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, input.userId))
    .limit(1);
  if (current?.role === input.role) return false;
  await tx
    .insert(userRoles)
    .values({ userId: input.userId, role: input.role })
    .onConflictDoUpdate({ target: userRoles.userId, set: { role: input.role } });
  await recordAudit(tx, {
    action: "user_role_granted",
    resourceType: "user",
    resourceId: input.userId,
    details: {
      role: input.role,
      previous: current?.role ?? null,
      via: input.via,
      ...(input.created === undefined ? {} : { created: input.created }),
    },
    userId: input.actorId ?? null,
    ip: input.ip ?? null,
  });
  return true;
}
