/**
 * PGlite runs no autovacuum, which PostgreSQL servers do. Without it, counting the leads reads every row from the
 * table (the visibility map stays empty, so no index-only scan) and the planner's statistics age. On PGlite the
 * process vacuums and analyzes the tables the admin counts and pages through, shortly after start and then every
 * 15 minutes. VACUUM skips the pages already all-visible, so a pass over tables that changed little is quick.
 * On PostgreSQL this does nothing: autovacuum does it there.
 */
import { sql } from "drizzle-orm";
import { getTableName } from "drizzle-orm";
import { logger } from "~/lib/runtime/logger.server";
import type { DatabaseHandle } from "./client.server";
import { auditEvents, emailOutbox, leadNotes, leadReplies, leads, newsletterSubscribers } from "./schema";

export const VACUUMED_TABLES = [leads, newsletterSubscribers, leadNotes, leadReplies, emailOutbox, auditEvents].map(
  (table) => getTableName(table),
);

/** One VACUUM (ANALYZE) of each table, one after another (each outside any transaction, as VACUUM must be). */
export async function vacuumTables(database: DatabaseHandle): Promise<void> {
  const started = performance.now();
  for (const table of VACUUMED_TABLES) await database.db.execute(sql`vacuum (analyze) ${sql.identifier(table)}`);
  logger.debug(
    { tables: VACUUMED_TABLES.length, ms: Math.round(performance.now() - started) },
    "vacuumed the embedded database",
  );
}

/** On PGlite, vacuums after `firstMs` and then every `everyMs`; returns what stops it (waiting for a pass under way). */
export function vacuumEmbeddedDatabase(
  database: DatabaseHandle,
  { firstMs = 60_000, everyMs = 15 * 60_000 } = {},
): () => Promise<void> {
  if (database.kind !== "pglite") return async () => {};
  let running: Promise<void> = Promise.resolve();
  const pass = () => {
    running = running
      .then(() => vacuumTables(database))
      .catch((error: unknown) => logger.warn({ err: error }, "could not vacuum the embedded database"));
  };
  const first = setTimeout(pass, firstMs);
  const timer = setInterval(pass, everyMs);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
