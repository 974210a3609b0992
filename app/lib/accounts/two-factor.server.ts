/**
 * Two-factor sign-in (TOTP) around Better Auth's twoFactor plugin: whether a person has it on, what the enrolment
 * page shows (the QR code and the key of the authenticator URI the plugin made), and the reset an admin (or the
 * admin:reset-2fa command) does for someone who lost their phone. The codes themselves are checked by the plugin.
 */
import { and, eq } from "drizzle-orm";
import QRCode from "qrcode";
import { db, type Database } from "~/db/client.server";
import { session, twoFactor, user } from "~/db/schema";
import { recordAudit } from "../audit/audit.server";
import { TEAM_AUDIT_ACTIONS } from "../audit/audit-actions";
import { forgetTrustedDevices } from "./second-factor.server";

export async function isTwoFactorOn(userId: string): Promise<boolean> {
  const [row] = await db().select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, userId)).limit(1);
  return row?.on === true;
}

export type TotpSetup = { uri: string; key: string; qrSvg: string };

/** What an authenticator app needs, from the plugin's otpauth:// URI: a QR code of it and its key to type in. */
export async function totpSetup(uri: string): Promise<TotpSetup | null> {
  let key: string | null;
  try {
    const parsed = new URL(uri);
    key = parsed.protocol === "otpauth:" ? parsed.searchParams.get("secret") : null;
  } catch {
    key = null;
  }
  if (!key) return null;
  const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  // Groups of four, as apps show keys: easier to copy by eye.
  return { uri, key: key.replace(/(.{4})(?=.)/g, "$1 "), qrSvg };
}

/**
 * Turns a person's second factor off so that they can set it up again: their TOTP secret and backup codes go, every
 * session of theirs ends and no device of theirs stays trusted (their next sign-in is with the password alone).
 * Audited with who did it and how. False when they had none.
 */
export async function resetTwoFactor(
  database: Database,
  input: { userId: string; actorId: string | null; via: "team" | "admin:reset-2fa"; ip?: string | null },
): Promise<boolean> {
  return database.transaction(async (tx) => {
    const [had] = await tx
      .update(user)
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where(and(eq(user.id, input.userId), eq(user.twoFactorEnabled, true)))
      .returning({ id: user.id });
    const secrets = await tx
      .delete(twoFactor)
      .where(eq(twoFactor.userId, input.userId))
      .returning({ id: twoFactor.id });
    if (!had && secrets.length === 0) return false;
    const ended = await tx.delete(session).where(eq(session.userId, input.userId)).returning({ id: session.id });
    await forgetTrustedDevices(tx, input.userId);
    await recordAudit(tx, {
      action: TEAM_AUDIT_ACTIONS.twoFactorReset,
      resourceType: "user",
      resourceId: input.userId,
      details: { via: input.via, sessionsEnded: ended.length },
      userId: input.actorId,
      ip: input.ip ?? null,
    });
    return true;
  });
}
