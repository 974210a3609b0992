/** The audit log: written in the same transaction as the change it records; never updated or deleted. */
import type { Queryable } from "~/db/client.server";
import { auditEvents } from "~/db/schema";

export type AuditEntry = {
  action: string;
  resourceType: string;
  resourceId?: string | null;
  details?: Record<string, unknown>;
  userId?: string | null;
  ip?: string | null;
};

export async function recordAudit(q: Queryable, entry: AuditEntry): Promise<void> {
  await q.insert(auditEvents).values({
    action: entry.action,
    resourceType: entry.resourceType,
    resourceId: entry.resourceId ?? null,
    details: entry.details ?? {},
    userId: entry.userId ?? null,
    ip: entry.ip ?? null,
  });
}
