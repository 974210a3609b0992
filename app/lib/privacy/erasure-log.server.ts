/**
 * The erasure log (ADR 044): each person erased, by a keyed hash of their email address and when, so that a restore
 * can erase again whoever a backup made before the erasure brings back. It holds no personal data: without the key
 * the hash cannot be checked against a list of addresses, as a plain SHA-256 could.
 *
 * The key is derived from AUTH_SECRET (an HMAC of a purpose string), the secret every instance shares and the README
 * says to keep with the backups: no new setting to lose. A site with another AUTH_SECRET computes other hashes, so it
 * cannot match a log made under the old one; the restore says so.
 */
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { erasureLog } from "~/db/schema";

/** What the key is an HMAC of, so that it is good for this and nothing else AUTH_SECRET signs. */
const KEY_PURPOSE = "kestrel-advisory erasure log v1";

export type ErasureEntry = { emailHash: string; erasedAt: Date };

/** An address as the erasure compares it: trimmed and lowercased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** HMAC-SHA256 of the normalised address, keyed by a key derived from `authSecret`, in hex. */
export function erasureHash(authSecret: string, email: string): string {
  const key = crypto.createHmac("sha256", authSecret).update(KEY_PURPOSE).digest();
  return crypto.createHmac("sha256", key).update(normaliseEmail(email)).digest("hex");
}

/** Records an erasure in `tx`, the erasure's own transaction; erasing the same address again moves its time on. */
export async function logErasure(tx: Queryable, emailHash: string, erasedAt?: Date): Promise<void> {
  await tx
    .insert(erasureLog)
    .values({ emailHash, ...(erasedAt ? { erasedAt } : {}) })
    .onConflictDoUpdate({
      target: erasureLog.emailHash,
      set: { erasedAt: sql`greatest(${erasureLog.erasedAt}, excluded.erased_at)` },
    });
}

/** The log, oldest first; none from a database that has no log (never migrated, or made before it existed). */
export async function readErasureLog(q: Queryable): Promise<ErasureEntry[]> {
  const [{ present }] = (
    (await q.execute(sql`select to_regclass('public.erasure_log') is not null as "present"`)) as unknown as {
      rows: { present: boolean }[];
    }
  ).rows;
  if (!present) return [];
  return q.select().from(erasureLog).orderBy(erasureLog.erasedAt, erasureLog.emailHash);
}

/** Two logs as one: each hash once, with its latest erasure. */
export function mergeErasureLogs(...logs: ErasureEntry[][]): ErasureEntry[] {
  const merged = new Map<string, ErasureEntry>();
  for (const entry of logs.flat()) {
    const known = merged.get(entry.emailHash);
    if (!known || known.erasedAt < entry.erasedAt) merged.set(entry.emailHash, entry);
  }
  return [...merged.values()].sort(
    (a, b) => a.erasedAt.getTime() - b.erasedAt.getTime() || a.emailHash.localeCompare(b.emailHash),
  );
}
