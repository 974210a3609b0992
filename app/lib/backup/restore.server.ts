/**
 * Loads a backup (ADR 036) into an empty database, PGlite or PostgreSQL, whichever made it.
 *
 * Nothing is touched until the whole file has been read and checked, and the target is known to fit: its
 * migrations must be this version's (a backup made by a newer version is refused), and the target must be new or
 * have no rows at all (restoring is never merging). The target is then brought to the backup's migrations, every
 * row loaded in one transaction (the counts checked against the header and the sequences moved past the rows
 * before it commits), and the migrations this version adds since applied, as an upgrade would. Last, the erasure
 * log is replayed (ADR 044): the backup's own log merged with that of the database the restore replaces, every
 * person it names erased again from the restored rows.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { MIGRATIONS_FOLDER, type DatabaseHandle, type Queryable } from "~/db/client.server";
import { recordAudit } from "../audit/audit.server";
import { BACKUP_AUDIT_ACTIONS } from "../audit/audit-actions";
import {
  checkBackup,
  readBackup,
  secretCheck,
  type BackupHeader,
  type BackupMigration,
  type BackupRow,
  type BackupTable,
} from "./backup-format.server";
import {
  appliedMigrations,
  ownedSequences,
  rowsOf,
  tablesInForeignKeyOrder,
  type CatalogTable,
} from "./database-catalog.server";
import { TEXT_SETTINGS } from "./dump.server";
import { replayErasures, type ErasureReplay } from "./erasure-replay.server";
import type { ErasureEntry } from "../privacy/erasure-log.server";

/** The target or this version of the site cannot take the backup; nothing was changed. */
export class BackupRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupRefusedError";
  }
}

export type RestoreSummary = {
  header: BackupHeader;
  rows: number;
  files: number;
  /** this version's migrations applied after the rows, to a backup made by an earlier version */
  migratedAfter: number;
  /** whether the backup was made by a site with the AUTH_SECRET given */
  sameAuthSecret: boolean;
  /** the erasure log replayed on the restored rows */
  erasures: ErasureReplay;
};

export async function restoreBackup(
  database: DatabaseHandle,
  file: string,
  options: {
    uploadsDir: string;
    authSecret: string;
    migrationsFolder?: string;
    /** the erasure log of the database this restore replaces (readErasureLog), read before anything is changed */
    replacedErasures?: ErasureEntry[];
  },
): Promise<RestoreSummary> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  const { header, rows, files } = await checkBackup(fs.createReadStream(file));
  const known = readMigrationFiles({ migrationsFolder }).map((migration) => ({
    hash: migration.hash,
    createdAt: migration.folderMillis,
  }));
  refuseUnlessKnown(header.migrations, known);
  const filled = await tablesWithRows(database.db);
  if (filled.length > 0) {
    throw new BackupRefusedError(
      `The database to restore into is not empty (${filled.join(", ")} ${filled.length === 1 ? "has" : "have"} rows): a backup is restored only into a new, empty database (a new DATA_DIR, or one made with createdb), so that nothing is mixed or lost. npm start fills an empty database with sample insights: restore before the site first starts.`,
    );
  }
  const applied = await appliedMigrations(database.db);
  if (!startsWith(header.migrations, applied)) {
    throw new BackupRefusedError(
      `The database to restore into is at a later version than the backup (it has migrations the backup has not): restore into a new, empty database (a new DATA_DIR, or one made with createdb).`,
    );
  }

  if (applied.length < header.migrations.length) await migrateTo(database, header.migrations.length, migrationsFolder);
  const written: string[] = [];
  try {
    await database.db.transaction(async (tx) => {
      for (const setting of TEXT_SETTINGS) await tx.execute(sql.raw(setting));
      const inserts = insertsFor(header.tables, await tablesInForeignKeyOrder(tx));
      fs.mkdirSync(options.uploadsDir, { recursive: true });
      for await (const entry of readBackup(fs.createReadStream(file))) {
        if (entry.kind === "rows") await tx.execute(inserts.get(entry.table)!(entry.rows));
        else if (entry.kind === "file" && (await writeUpload(options.uploadsDir, entry.name, entry.data)))
          written.push(entry.name);
      }
      for (const table of header.tables) {
        const [{ count }] = await rowsOf<{ count: number }>(
          tx,
          sql`select count(*)::int as "count" from ${sql.identifier(table.name)}`,
        );
        if (count !== table.rows)
          throw new Error(
            `After loading, ${table.name} has ${count} rows where the backup has ${table.rows}: nothing was restored.`,
          );
      }
      await moveSequencesPastRows(tx);
      await recordAudit(tx, {
        action: BACKUP_AUDIT_ACTIONS.restored,
        resourceType: "database",
        details: { backupCreatedAt: header.createdAt, from: header.database, rows, files },
      });
    });
  } catch (error) {
    for (const name of written) fs.rmSync(path.join(options.uploadsDir, name), { force: true });
    throw error;
  }
  const migratedAfter = known.length - header.migrations.length;
  if (migratedAfter > 0) await database.migrate(migrationsFolder);
  // After this version's migrations, so that the log and the erasure find the tables they know, whatever version
  // made the backup.
  let erasures: ErasureReplay;
  try {
    erasures = await database.db.transaction((tx) =>
      replayErasures(tx, options.replacedErasures ?? [], options.authSecret),
    );
  } catch (error) {
    throw new Error(
      `The rows are restored, but the people erased since the backup was made could not be erased again (${(error as Error).message}): do not start the site on this database; restore again into a new, empty one.`,
    );
  }
  return {
    header,
    rows,
    files,
    migratedAfter,
    sameAuthSecret: header.authSecretCheck === secretCheck(options.authSecret),
    erasures,
  };
}

/** Refuses a backup whose migrations are not this version's first ones (a newer version's, or another's). */
function refuseUnlessKnown(backup: BackupMigration[], known: BackupMigration[]): void {
  if (startsWith(known, backup)) return;
  const newest = (list: BackupMigration[]) => Math.max(0, ...list.map((migration) => migration.createdAt));
  const day = (millis: number) => new Date(millis).toISOString().slice(0, 10);
  const versions = `its database has ${backup.length} migrations, the newest from ${day(newest(backup))}; this version has ${known.length}, the newest from ${day(newest(known))}`;
  if (newest(backup) > newest(known)) {
    throw new BackupRefusedError(
      `This backup was made by a newer version of the site (${versions}): restore it with that version or a later one.`,
    );
  }
  throw new BackupRefusedError(
    `This backup's migrations are not this version's (${versions}): restore it with the version of the site that made it.`,
  );
}

/** Whether `list` begins with `prefix` (migrations compared by their journal time, as drizzle does). */
function startsWith(list: BackupMigration[], prefix: BackupMigration[]): boolean {
  return (
    prefix.length <= list.length && prefix.every((migration, index) => migration.createdAt === list[index].createdAt)
  );
}

async function tablesWithRows(q: Queryable): Promise<string[]> {
  const filled: string[] = [];
  for (const table of await tablesInForeignKeyOrder(q)) {
    const [{ any }] = await rowsOf<{ any: boolean }>(
      q,
      sql`select exists (select 1 from ${sql.identifier(table.name)}) as "any"`,
    );
    if (any) filled.push(table.name);
  }
  return filled;
}

/** Applies this version's first `count` migrations only: those of a folder holding just them. */
async function migrateTo(database: DatabaseHandle, count: number, migrationsFolder: string): Promise<void> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  if (count === journal.entries.length) return database.migrate(migrationsFolder);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kestrel-restore-migrations-"));
  try {
    const entries = journal.entries.slice(0, count);
    fs.mkdirSync(path.join(dir, "meta"));
    fs.writeFileSync(path.join(dir, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
    for (const { tag } of entries)
      fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(dir, `${tag}.sql`));
    await database.migrate(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The statement loading a batch of each backed-up table, once the target is known to have the same tables and
 * columns, and to allow them in the backup's order. Each value is cast from its text to the target column's type
 * (json_to_recordset with text columns: json_populate_recordset would keep a jsonb column's text as a JSON string).
 */
function insertsFor(tables: BackupTable[], target: CatalogTable[]): Map<string, (rows: BackupRow[]) => SQL> {
  const byName = new Map(target.map((table) => [table.name, table]));
  const loaded = new Set<string>();
  const inserts = new Map<string, (rows: BackupRow[]) => SQL>();
  for (const table of tables) {
    const here = byName.get(table.name);
    if (!here)
      throw new BackupRefusedError(
        `The backup has a table ${table.name} that this database has not: nothing was restored.`,
      );
    const types = new Map(here.columns.map((column) => [column.name, column.type]));
    if (here.columns.length !== table.columns.length || !table.columns.every((name) => types.has(name))) {
      throw new BackupRefusedError(
        `The backup's table ${table.name} has the columns ${table.columns.join(", ")}; this database's has ${here.columns.map((column) => column.name).join(", ")}: nothing was restored.`,
      );
    }
    const early = here.references.find((name) => !loaded.has(name) && tables.some((other) => other.name === name));
    if (early)
      throw new BackupRefusedError(
        `The backup has ${table.name}'s rows before those of ${early}, which it references: nothing was restored.`,
      );
    loaded.add(table.name);
    const names = table.columns.map((name) => sql.identifier(name));
    const values = table.columns.map((name) => sql`cast(r.${sql.identifier(name)} as ${sql.raw(types.get(name)!)})`);
    const record = table.columns.map((name) => sql`${sql.identifier(name)} text`);
    inserts.set(
      table.name,
      (rows) =>
        sql`insert into ${sql.identifier(table.name)} (${sql.join(names, sql`, `)})
            select ${sql.join(values, sql`, `)} from json_to_recordset(${JSON.stringify(rows)}::json) as r(${sql.join(record, sql`, `)})`,
    );
  }
  return inserts;
}

/** Writes an uploaded file; true when it wrote it, false when the same file was there already. */
async function writeUpload(dir: string, name: string, data: Buffer): Promise<boolean> {
  const file = path.join(dir, name);
  try {
    await fs.promises.writeFile(file, data, { flag: "wx" });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    if ((await fs.promises.readFile(file)).equals(data)) return false;
    throw new BackupRefusedError(
      `${file} is there already, with other content: restore into a new DATA_DIR. Nothing was restored.`,
    );
  }
}

/** Sets each identity or serial column's sequence to its largest value, so the next row inserted gets a new one. */
async function moveSequencesPastRows(tx: Queryable): Promise<void> {
  for (const { sequence, table, column } of await ownedSequences(tx)) {
    await tx.execute(
      sql`select setval(${sequence}::regclass, max(${sql.identifier(column)})) from ${sql.identifier(table)} having max(${sql.identifier(column)}) is not null`,
    );
  }
}
