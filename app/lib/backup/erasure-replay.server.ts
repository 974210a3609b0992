/**
 * A restore's replay of the erasure log (ADR 044): a backup made before a person was erased still holds them, so
 * after its rows are loaded every person in them whose address's keyed hash is in the log (the backup's own, merged
 * with the log of the database the restore replaces) is erased again, exactly as the erasure did, keeping only what
 * they sent after it (a fresh consent). The merged log is kept, so a later restore replays it too.
 */
import { sql } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { recordAudit } from "../audit/audit.server";
import { BACKUP_AUDIT_ACTIONS } from "../audit/audit-actions";
import { erasePersonIn, totalHeld } from "../leads/person-data.server";
import {
  erasureHash,
  logErasure,
  mergeErasureLogs,
  normaliseEmail,
  readErasureLog,
  type ErasureEntry,
} from "../privacy/erasure-log.server";
import { rowsOf } from "./database-catalog.server";

export type ErasureReplay = {
  /** erasures in the merged log (the backup's and the replaced database's) */
  logged: number;
  /** of them, those that were in the backup's own log only */
  fromBackup: number;
  /** people found in the restored rows and erased again */
  erasedAgain: number;
  /** the rows deleted for them: leads, subscriptions, notes, replies and emails */
  rows: number;
};

/**
 * Every address the erasure looks for (its leads of every kind, its subscription, the emails about it, its failed
 * sign-ins), lowercased, once each.
 */
async function addressesHeld(tx: Queryable): Promise<string[]> {
  const rows = await rowsOf<{ email: string }>(
    tx,
    sql`select lower(email) as "email" from leads
        union select lower(email) from newsletter_subscribers
        union select concerns from email_outbox where concerns is not null
        union select email from sign_in_failures`,
  );
  return rows.map((row) => row.email);
}

/**
 * In `tx`, on a database whose rows were just restored (at this version's migrations): merges `replaced` (the log
 * of the database being replaced) into the restored log, and erases again each person it names that the rows hold,
 * audited (when there was a log). `authSecret` must be the one the logs' hashes were made with (the restore warns when the backup's differs).
 */
export async function replayErasures(
  tx: Queryable,
  replaced: ErasureEntry[],
  authSecret: string,
): Promise<ErasureReplay> {
  const restored = await readErasureLog(tx);
  const merged = mergeErasureLogs(restored, replaced);
  for (const entry of merged) await logErasure(tx, entry.emailHash, entry.erasedAt);
  const erasedAt = new Map(merged.map((entry) => [entry.emailHash, entry.erasedAt]));
  let erasedAgain = 0;
  let rows = 0;
  for (const email of await addressesHeld(tx)) {
    const before = erasedAt.get(erasureHash(authSecret, normaliseEmail(email)));
    if (!before) continue;
    const held = totalHeld(await erasePersonIn(tx, email, { before }));
    if (held > 0) erasedAgain += 1;
    rows += held;
  }
  const fromReplaced = new Set(replaced.map((entry) => entry.emailHash));
  const replay = {
    logged: merged.length,
    fromBackup: merged.filter((entry) => !fromReplaced.has(entry.emailHash)).length,
    erasedAgain,
    rows,
  };
  // With no log there was nothing to replay: the restore's own event says enough.
  if (merged.length > 0)
    await recordAudit(tx, { action: BACKUP_AUDIT_ACTIONS.erasuresReplayed, resourceType: "database", details: replay });
  return replay;
}
