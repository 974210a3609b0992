/**
 * Writes a backup of the whole database and the uploaded files (ADR 036), in the format of backup-format.server.ts,
 * through the process's DatabaseHandle: the same code for PGlite and PostgreSQL, with no pg_dump to match to the
 * server's version.
 *
 * Every table is read in one transaction, `repeatable read, read only`: one snapshot, so a lead and its notes, or a
 * post and its image, are from the same moment, however long the backup takes. PostgreSQL goes on serving meanwhile.
 * PGlite has one connection, which the transaction holds: there the site's queries wait until the rows are read
 * (the uploaded files are read after it ends). Rows are read through a cursor a batch at a time, so no table is ever
 * held whole in memory.
 */
import { once } from "node:events";
import fs from "node:fs/promises";
import path from "node:path";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { sql } from "drizzle-orm";
import type { DatabaseHandle, Queryable } from "~/db/client.server";
import { recordAudit } from "../audit/audit.server";
import { BACKUP_AUDIT_ACTIONS } from "../audit/audit-actions";
import { UPLOAD_NAME } from "../insights/uploads.server";
import { logger } from "../runtime/logger.server";
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  endLine,
  fileLine,
  rowsLine,
  secretCheck,
  type BackupHeader,
} from "./backup-format.server";
import { appliedMigrations, rowsOf, tablesInForeignKeyOrder, type CatalogTable } from "./database-catalog.server";

/**
 * How every value is written as text, whatever the server's or the session's defaults: as pg_dump sets them.
 * (datestyle ISO with an explicit UTC offset reads back the same under any time zone.)
 */
export const TEXT_SETTINGS = [
  "set local datestyle = 'ISO, YMD'",
  "set local intervalstyle = 'postgres'",
  "set local timezone = 'UTC'",
  "set local bytea_output = 'hex'",
  "set local extra_float_digits = 3",
];

/** Rows a batch (a line of the file): fewer for a table with binary columns, whose rows are images. */
const BATCH_ROWS = 1_000;
const BINARY_BATCH_ROWS = 20;

export type BackupSummary = { tables: number; rows: number; files: number };

/**
 * Writes the backup, gzip-compressed, to `output` and ends it; resolves once `output` has it all. On a failure
 * `output` is destroyed (a file is left incomplete, a response broken off) and the error thrown. A finished backup is
 * recorded in the audit log: it holds every person's data.
 */
export async function writeBackup(
  database: DatabaseHandle,
  output: Writable,
  options: { uploadsDir: string; authSecret: string },
): Promise<BackupSummary> {
  const gzip = zlib.createGzip();
  const written = pipeline(gzip, output);
  // Awaited below; until then a reader lost early (the response's socket closed) is no unhandled rejection.
  written.catch(() => {});
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) {
      // The output closing early rejects `written`, so a lost reader never leaves this waiting.
      await Promise.race([
        once(gzip, "drain"),
        written.then(() => Promise.reject(new Error("The backup's output closed early."))),
      ]);
    }
  };
  const started = performance.now();
  let summary: BackupSummary;
  try {
    const files = await uploadedFiles(options.uploadsDir);
    const { tables, rows } = await database.db.transaction(
      async (tx) => {
        for (const setting of TEXT_SETTINGS) await tx.execute(sql.raw(setting));
        const [{ createdAt, server }] = await rowsOf<{ createdAt: string; server: string }>(
          tx,
          sql`select to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", version() as "server"`,
        );
        const migrations = await appliedMigrations(tx);
        if (migrations.length === 0) {
          throw new Error(
            "This database has never been migrated, so it holds nothing of the site's: check DATABASE_URL or DATA_DIR.",
          );
        }
        const tables = await tablesInForeignKeyOrder(tx);
        const counts = new Map<string, number>();
        for (const table of tables) {
          const [{ count }] = await rowsOf<{ count: number }>(
            tx,
            sql`select count(*)::int as "count" from ${sql.identifier(table.name)}`,
          );
          counts.set(table.name, count);
        }
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt,
          database: database.kind,
          server,
          migrations,
          tables: tables.map((table) => ({
            name: table.name,
            columns: table.columns.map((column) => column.name),
            rows: counts.get(table.name)!,
          })),
          files: files.length,
          authSecretCheck: secretCheck(options.authSecret),
        };
        await write(JSON.stringify(header));
        let total = 0;
        for (const table of tables) {
          if (counts.get(table.name)! > 0) total += await writeTable(tx, table, write);
        }
        return { tables: tables.length, rows: total };
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    for (const name of files) await write(fileLine(name, await fs.readFile(path.join(options.uploadsDir, name))));
    await write(endLine(rows, files.length));
    gzip.end();
    await written;
    summary = { tables, rows, files: files.length };
  } catch (error) {
    gzip.destroy(error as Error);
    await written.catch(() => {});
    throw error;
  }
  logger.info({ ...summary, ms: Math.round(performance.now() - started) }, "backup written");
  try {
    await recordAudit(database.db, {
      action: BACKUP_AUDIT_ACTIONS.backedUp,
      resourceType: "database",
      details: { ...summary },
    });
  } catch (error) {
    logger.warn({ err: error }, "the backup is complete, but could not be recorded in the audit log");
  }
  return summary;
}

/** One table's rows, a batch a line, through a cursor; returns how many. */
async function writeTable(tx: Queryable, table: CatalogTable, write: (line: string) => Promise<void>): Promise<number> {
  // Each column as its text: row_to_json then writes every value as a JSON string (or null), exactly.
  const columns = sql.join(
    table.columns.map((column) => sql`${sql.identifier(column.name)}::text as ${sql.identifier(column.name)}`),
    sql`, `,
  );
  const batch = table.columns.some((column) => column.type === "bytea") ? BINARY_BATCH_ROWS : BATCH_ROWS;
  await tx.execute(
    sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as "row" from (select ${columns} from ${sql.identifier(table.name)}) t`,
  );
  let count = 0;
  for (;;) {
    const rows = await rowsOf<{ row: string }>(tx, sql.raw(`fetch forward ${batch} from backup_rows`));
    if (rows.length === 0) break;
    count += rows.length;
    await write(
      rowsLine(
        table.name,
        rows.map((row) => row.row),
      ),
    );
  }
  await tx.execute(sql`close backup_rows`);
  return count;
}

/** The uploaded files' names (only those an upload is given and served under), sorted; none without the folder. */
async function uploadedFiles(dir: string): Promise<string[]> {
  try {
    return (await fs.readdir(dir)).filter((name) => UPLOAD_NAME.test(name)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}
