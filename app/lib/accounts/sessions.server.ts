/**
 * A person's own sessions (Better Auth's `session` table): the ones still open, each with its device (browser and
 * system, read from the user agent by bowser), address and times; ending one of them, or all but the one in use.
 * Every query names the owner, so nobody can list or end another person's session; each ending is audited in its
 * own transaction (ADR 029).
 */
import Bowser from "bowser";
import { and, desc, eq, gt, ne } from "drizzle-orm";
import { db } from "~/db/client.server";
import { session } from "~/db/schema";
import { deviceNames } from "~/content/admin-sessions";
import { recordAudit } from "../audit/audit.server";
import { SESSION_AUDIT_ACTIONS } from "../audit/audit-actions";

export type OpenSession = {
  id: string;
  /** "Chrome on Windows" */
  device: string;
  ipAddress: string | null;
  /** when the session was last refreshed (its sliding expiry) */
  lastSeen: Date;
  signedInAt: Date;
  expiresAt: Date;
};

type Owner = { id: string };
type Options = { ip?: string | null; now?: Date };

/** A readable name for the browser and system a user agent describes: "Firefox on macOS", or "Unknown device". */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return deviceNames.device(null, null);
  try {
    const parsed = Bowser.parse(userAgent);
    return deviceNames.device(parsed.browser.name || null, parsed.os.name || null);
  } catch {
    return deviceNames.device(null, null);
  }
}

/**
 * An address as people write it: IPv6 shortened ("2001:db8:5e55::", where Better Auth stores every group in full and
 * the host part as zeros), IPv4 as it is; null stays null.
 */
export function displayAddress(address: string | null): string | null {
  if (!address?.includes(":")) return address;
  try {
    return new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return address;
  }
}

/** The owner's sessions that have not expired, most recently used first. */
export async function listOwnSessions(owner: Owner, now = new Date()): Promise<OpenSession[]> {
  const rows = await db()
    .select({
      id: session.id,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      updatedAt: session.updatedAt,
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
    })
    .from(session)
    .where(and(eq(session.userId, owner.id), gt(session.expiresAt, now)))
    .orderBy(desc(session.updatedAt), desc(session.createdAt));
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    ipAddress: displayAddress(row.ipAddress),
    lastSeen: row.updatedAt,
    signedInAt: row.createdAt,
    expiresAt: row.expiresAt,
  }));
}

/**
 * Ends one of the owner's other sessions: its next request is signed out. "gone" when the owner has no such open
 * session (someone else's, ended, expired or made up: nothing changes); "current" for the session in use, which the
 * normal sign-out ends.
 */
export async function endOwnSession(
  owner: Owner,
  sessionId: string,
  currentSessionId: string,
  options: Options = {},
): Promise<"ended" | "gone" | "current"> {
  if (sessionId === currentSessionId) return "current";
  return db().transaction(async (tx) => {
    const [ended] = await tx
      .delete(session)
      .where(
        and(eq(session.id, sessionId), eq(session.userId, owner.id), gt(session.expiresAt, options.now ?? new Date())),
      )
      .returning({ userAgent: session.userAgent, ipAddress: session.ipAddress });
    if (!ended) return "gone";
    await recordAudit(tx, {
      action: SESSION_AUDIT_ACTIONS.ended,
      resourceType: "session",
      resourceId: sessionId,
      details: { device: describeDevice(ended.userAgent), sessionIp: ended.ipAddress },
      userId: owner.id,
      ip: options.ip ?? null,
    });
    return "ended";
  });
}

/** Ends every session of the owner but the one in use (expired rows go too); how many open ones ended. */
export async function endOtherSessions(owner: Owner, currentSessionId: string, options: Options = {}): Promise<number> {
  const now = options.now ?? new Date();
  return db().transaction(async (tx) => {
    const deleted = await tx
      .delete(session)
      .where(and(eq(session.userId, owner.id), ne(session.id, currentSessionId)))
      .returning({ expiresAt: session.expiresAt });
    const ended = deleted.filter((row) => row.expiresAt > now);
    await recordAudit(tx, {
      action: SESSION_AUDIT_ACTIONS.othersEnded,
      resourceType: "user",
      resourceId: owner.id,
      details: { sessionsEnded: ended.length, kept: currentSessionId },
      userId: owner.id,
      ip: options.ip ?? null,
    });
    return ended.length;
  });
}
